package match

import (
	"errors"
	"fmt"
	"io"
	"time"

	"sente/protocol/referee"
)

// GameResult is one finished game.
type GameResult struct {
	Index   int           // 0-based game number
	Opening int           // index in the opening list
	Black   int           // engine index (0 = first engine) playing black
	Winner  referee.Stone // Empty for a draw
	// Reason says how the game ended, e.g. "five at 7,9", "final count
	// 40-24", "time forfeit: …", "illegal move …".
	Reason string
	// Fault is the engine index whose misbehaviour ended the game (a
	// forfeit), or -1 when the game ended by the rules (a renju foul is a
	// rule, not a fault).
	Fault int
	Moves []Move
	// Times is the thinking time of each move (0 for opening moves and
	// forced passes).
	Times []time.Duration
	// OpeningLen is how many of Moves came from the opening.
	OpeningLen int
	// Discs is black's final disc difference in Othello (0 otherwise).
	Discs int
	Start time.Time
	Names [2]string
}

// ScoreFor returns the game's score for engine e: 1, 0.5 or 0.
func (g *GameResult) ScoreFor(e int) float64 {
	switch g.Winner {
	case referee.Empty:
		return 0.5
	case referee.Black:
		if g.Black == e {
			return 1
		}
	case referee.White:
		if g.Black != e {
			return 1
		}
	}
	return 0
}

// slot is one engine of one worker: its spec and the running client, if
// any. A client that misbehaved is killed and the slot starts a fresh one
// for the next game.
type slot struct {
	idx    int
	spec   EngineSpec
	client Client
	starts int
	stderr io.Writer
	trace  func(byte, string)
}

func (s *slot) ensure(startTimeout time.Duration) error {
	if s.client != nil {
		return nil
	}
	p, err := StartProcess(s.spec.Name, s.spec.Argv, s.spec.Dir, s.stderr, s.trace)
	if err != nil {
		return err
	}
	s.starts++
	var c Client
	switch s.spec.Proto {
	case "nboard":
		c = newNBoardClient(p, s.spec.Depth)
	case "gtp":
		c = newGTPClient(p)
	default:
		c = newPbrainClient(p)
	}
	if err := c.Init(time.Now().Add(startTimeout)); err != nil {
		c.Kill()
		return err
	}
	s.client = c
	return nil
}

// drop kills the engine; the next game starts a new process.
func (s *slot) drop() {
	if s.client != nil {
		s.client.Kill()
		s.client = nil
	}
}

func (s *slot) quit() {
	if s.client != nil {
		s.client.Quit()
		s.client = nil
	}
}

// describe turns a client error into the reason of a forfeit.
func describe(err error, limit time.Duration) string {
	var bad *BadReplyError
	switch {
	case errors.Is(err, ErrTimeout):
		if limit > 0 {
			return fmt.Sprintf("time forfeit: no reply within %v (limit + tolerance); engine killed", limit.Round(time.Millisecond))
		}
		return "time forfeit: no reply in time; engine killed"
	case errors.Is(err, ErrExited):
		return "crash: " + err.Error()
	case errors.As(err, &bad):
		return bad.Error()
	case errors.Is(err, ErrResign):
		return "resigned"
	}
	return "engine error: " + err.Error()
}

// playGame plays one game between the slots; eng[0] is the first engine.
func (r *runner) playGame(index, opening int, black int, eng [2]*slot) *GameResult {
	cfg := r.cfg
	o := cfg.Openings[opening]
	res := &GameResult{Index: index, Opening: opening, Black: black, Fault: -1, Start: time.Now(),
		Names: [2]string{cfg.Engines[0].Name, cfg.Engines[1].Name}}
	res.Moves = append(res.Moves, o.Moves...)
	res.Times = make([]time.Duration, len(o.Moves))
	res.OpeningLen = len(o.Moves)
	byColor := map[referee.Stone]*slot{referee.Black: eng[black], referee.White: eng[1-black]}
	forfeit := func(c referee.Stone, why string) *GameResult {
		res.Winner = c.Opponent()
		res.Reason = fmt.Sprintf("%s (%s) %s", byColor[c].spec.Name, c, why)
		res.Fault = byColor[c].idx
		return res
	}
	for _, c := range []referee.Stone{referee.Black, referee.White} {
		s := byColor[c]
		if err := s.ensure(cfg.StartTimeout); err != nil {
			return forfeit(c, "could not start: "+describe(err, 0))
		}
		setup := Setup{Game: cfg.Game, W: cfg.W, H: cfg.H, Rule: cfg.Rule, Color: c,
			Opening: o.Moves, TC: cfg.TC, MaxMemory: cfg.MaxMemory,
			Black: byColor[referee.Black].spec.Name, White: byColor[referee.White].spec.Name}
		if err := s.client.NewGame(setup, time.Now().Add(cfg.StartTimeout)); err != nil {
			s.drop()
			return forfeit(c, "failed to start a game: "+describe(err, 0))
		}
	}
	var gom *referee.Gomoku
	var oth *referee.Othello
	if cfg.Game == Gomoku {
		gom = referee.NewGomoku(cfg.W, cfg.H, cfg.Rule)
		if cfg.Rule == referee.Renju {
			gom.DrawEmpty = RenjuDrawEmpty
		}
		for _, m := range o.Moves {
			gom.Play(m.X, m.Y)
		}
	} else {
		oth = referee.NewOthello()
		for _, m := range o.Moves {
			oth.Play(m.Square())
		}
	}
	left := map[referee.Stone]time.Duration{referee.Black: cfg.TC.Game, referee.White: cfg.TC.Game}
	for {
		var side referee.Stone
		if gom != nil {
			side = gom.ToMove()
		} else {
			if oth.Over() {
				diff, w := oth.Result()
				b, wh := oth.Count()
				res.Winner, res.Discs = w, diff
				res.Reason = fmt.Sprintf("final count %d-%d", b, wh)
				return res
			}
			side = oth.ToMove()
			if oth.MustPass() {
				oth.Play(referee.Pass)
				res.Moves = append(res.Moves, PassMove)
				res.Times = append(res.Times, 0)
				continue
			}
		}
		s := byColor[side]
		limit := time.Duration(0)
		if cfg.TC.PerMove > 0 {
			limit = cfg.TC.PerMove
		}
		if cfg.TC.Game > 0 && (limit == 0 || left[side] < limit) {
			limit = left[side]
			if limit < 0 {
				limit = 0
			}
		}
		var deadline time.Time
		if limit > 0 || cfg.TC.Game > 0 {
			deadline = time.Now().Add(limit + cfg.Tolerance)
		}
		mv, el, err := s.client.Think(res.Moves, Clock{Left: left[side], OppLeft: left[side.Opponent()]}, deadline)
		if err != nil {
			if !errors.Is(err, ErrResign) {
				s.drop()
			}
			return forfeit(side, describe(err, limit+cfg.Tolerance))
		}
		if cfg.TC.PerMove > 0 && el > cfg.TC.PerMove+cfg.Tolerance {
			s.drop()
			return forfeit(side, fmt.Sprintf("time forfeit: move took %v, limit %v + tolerance %v",
				el.Round(time.Millisecond), cfg.TC.PerMove, cfg.Tolerance))
		}
		if cfg.TC.Game > 0 {
			left[side] -= el
			if left[side] < -cfg.Tolerance {
				s.drop()
				return forfeit(side, fmt.Sprintf("time forfeit: game clock exceeded by %v (tolerance %v)",
					(-left[side]).Round(time.Millisecond), cfg.Tolerance))
			}
			left[side] += cfg.TC.Inc
		}
		// Judge the move.
		if gom != nil {
			if mv.Pass {
				return forfeit(side, "passed (no pass in Gomoku)")
			}
			v, err := gom.Play(mv.X, mv.Y)
			if err != nil {
				s.drop()
				return forfeit(side, fmt.Sprintf("illegal move %s: %v", mv.Gomoku(), err))
			}
			res.Moves = append(res.Moves, mv)
			res.Times = append(res.Times, el)
			switch v {
			case referee.Foul:
				res.Winner = referee.White
				res.Reason = fmt.Sprintf("renju foul: black played the forbidden point %s", mv.Gomoku())
				return res
			case referee.Win:
				res.Winner = side
				res.Reason = fmt.Sprintf("five at %s", mv.Gomoku())
				return res
			case referee.Draw:
				res.Winner = referee.Empty
				if gom.Empties() == 0 {
					res.Reason = "draw: board full"
				} else {
					res.Reason = fmt.Sprintf("draw: %d empty points left (renju, as Gomocup)", gom.Empties())
				}
				return res
			}
		} else {
			if err := oth.Play(mv.Square()); err != nil {
				s.drop()
				return forfeit(side, fmt.Sprintf("illegal move %s: %v", mv.Othello(), err))
			}
			res.Moves = append(res.Moves, mv)
			res.Times = append(res.Times, el)
		}
		for _, e := range eng {
			if tr, ok := e.client.(interface{ RecordTime(int, time.Duration) }); ok && e.client != nil {
				tr.RecordTime(len(res.Moves)-1, el)
			}
		}
	}
}

// RenjuDrawEmpty is the number of empty points at which a renju game is
// drawn, as Piskvork (≥ 8.9) and GomocupJudge do.
const RenjuDrawEmpty = 25
