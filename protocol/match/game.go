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

// DiscsFor returns engine e's final disc difference in an Othello game;
// a game ended by a forfeit counts as 64 to 0 (as GGS scores it).
func (g *GameResult) DiscsFor(e int) int {
	d := g.Discs
	if g.Fault >= 0 || (g.Winner != referee.Empty && d == 0) {
		d = 64
		if g.Winner == referee.White {
			d = -64
		}
	}
	if g.Black != e {
		d = -d
	}
	return d
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

// ensure starts the engine and does its handshake, unless it is running.
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

// quit asks the engine to exit at the end of the match.
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
// The game ends by the rules or by a forfeit; the result says which.
func (r *runner) playGame(index, opening int, black int, eng [2]*slot) *GameResult {
	g := r.newGame(index, opening, black, eng)
	if g.startEngines() {
		return g.res // an engine forfeited before the first move
	}
	g.playOpening()
	for !g.playTurn() {
	}
	return g.res
}

// game is one game in progress: the result being built, the engines by
// colour, the referee of the game played and the game clocks.
type game struct {
	cfg     *Config
	opening Opening
	res     *GameResult
	eng     [2]*slot
	byColor map[referee.Stone]*slot
	gom     *referee.Gomoku  // the referee of a Gomoku game (nil in Othello)
	oth     *referee.Othello // the referee of an Othello game (nil in Gomoku)
	left    map[referee.Stone]time.Duration
}

// newGame prepares game index, from the given opening, with engine black
// playing black; the result starts with the opening moves.
func (r *runner) newGame(index, opening int, black int, eng [2]*slot) *game {
	cfg := &r.cfg
	o := cfg.Openings[opening]
	res := &GameResult{Index: index, Opening: opening, Black: black, Fault: -1, Start: time.Now(),
		Names: [2]string{cfg.Engines[0].Name, cfg.Engines[1].Name}}
	res.Moves = append(res.Moves, o.Moves...)
	res.Times = make([]time.Duration, len(o.Moves))
	res.OpeningLen = len(o.Moves)
	return &game{cfg: cfg, opening: o, res: res, eng: eng,
		byColor: map[referee.Stone]*slot{referee.Black: eng[black], referee.White: eng[1-black]}}
}

// forfeit ends the game with a loss for colour c, for the reason why, and
// reports true (the game is over).
func (g *game) forfeit(c referee.Stone, why string) bool {
	g.res.Winner = c.Opponent()
	g.res.Reason = fmt.Sprintf("%s (%s) %s", g.byColor[c].spec.Name, c, why)
	g.res.Fault = g.byColor[c].idx
	return true
}

// forfeitKill kills colour c's engine (it starts afresh for its next game)
// and ends the game with a loss for c; it reports true.
func (g *game) forfeitKill(c referee.Stone, why string) bool {
	g.byColor[c].drop()
	return g.forfeit(c, why)
}

// startEngines starts both engines if needed and tells each the new game,
// black first; it reports whether the game is over (an engine forfeited).
func (g *game) startEngines() bool {
	cfg := g.cfg
	for _, c := range []referee.Stone{referee.Black, referee.White} {
		s := g.byColor[c]
		if err := s.ensure(cfg.StartTimeout); err != nil {
			return g.forfeit(c, "could not start: "+describe(err, 0))
		}
		setup := Setup{Game: cfg.Game, W: cfg.W, H: cfg.H, Rule: cfg.Rule, Color: c,
			Opening: g.opening.Moves, TC: g.tc(c), MaxMemory: cfg.MaxMemory,
			Black: g.byColor[referee.Black].spec.Name, White: g.byColor[referee.White].spec.Name}
		if err := s.client.NewGame(setup, time.Now().Add(cfg.StartTimeout)); err != nil {
			return g.forfeitKill(c, "failed to start a game: "+describe(err, 0))
		}
	}
	return false
}

// playOpening sets up the referee with the opening moves and starts the
// game clocks.
func (g *game) playOpening() {
	cfg := g.cfg
	if cfg.Game == Gomoku {
		g.gom = referee.NewGomoku(cfg.W, cfg.H, cfg.Rule)
		if cfg.Rule == referee.Renju {
			g.gom.DrawEmpty = RenjuDrawEmpty
		}
		for _, m := range g.opening.Moves {
			g.gom.Play(m.X, m.Y)
		}
	} else {
		g.oth = referee.NewOthello()
		for _, m := range g.opening.Moves {
			g.oth.Play(m.Square())
		}
	}
	g.left = map[referee.Stone]time.Duration{referee.Black: g.tc(referee.Black).Game, referee.White: g.tc(referee.White).Game}
}

// playTurn plays one move (after any forced Othello passes): it asks the
// engine to move, judges the move and records it. It reports whether the
// game is over.
func (g *game) playTurn() bool {
	side, over := g.toMove()
	if over {
		return true
	}
	mv, el, over := g.askMove(side)
	if over || g.judge(side, mv, el) {
		return true
	}
	g.reportTime(el)
	return false
}

// toMove returns the colour to move, after playing Othello's forced
// passes; over is true when the Othello game has ended by the final count.
func (g *game) toMove() (side referee.Stone, over bool) {
	if g.gom != nil {
		return g.gom.ToMove(), false
	}
	for {
		if g.oth.Over() {
			diff, w := g.oth.Result()
			b, wh := g.oth.Count()
			g.res.Winner, g.res.Discs = w, diff
			g.res.Reason = fmt.Sprintf("final count %d-%d", b, wh)
			return referee.Empty, true
		}
		if !g.oth.MustPass() {
			return g.oth.ToMove(), false
		}
		g.oth.Play(referee.Pass)
		g.record(PassMove, 0)
	}
}

// tc returns the time control of the engine playing side.
func (g *game) tc(side referee.Stone) TimeControl { return g.cfg.TCOf(g.byColor[side].idx) }

// moveLimit returns the time side may think: the per-move limit, or its
// game clock when that is shorter (0: untimed).
func (g *game) moveLimit(side referee.Stone) time.Duration {
	tc := g.tc(side)
	limit := time.Duration(0)
	if tc.PerMove > 0 {
		limit = tc.PerMove
	}
	if tc.Game > 0 && (limit == 0 || g.left[side] < limit) {
		limit = max(g.left[side], 0)
	}
	return limit
}

// askMove asks side's engine for its move and charges its clock; el is
// the thinking time. over is true when the engine forfeited instead (no
// reply in time, a bad reply, resignation, a time limit exceeded).
func (g *game) askMove(side referee.Stone) (mv Move, el time.Duration, over bool) {
	cfg := g.cfg
	limit := g.moveLimit(side)
	var deadline time.Time
	if limit > 0 || g.tc(side).Game > 0 {
		deadline = time.Now().Add(limit + cfg.Tolerance)
	}
	s := g.byColor[side]
	clk := Clock{Left: g.left[side], OppLeft: g.left[side.Opponent()]}
	mv, el, err := s.client.Think(g.res.Moves, clk, deadline)
	if err != nil {
		if errors.Is(err, ErrResign) {
			return mv, el, g.forfeit(side, describe(err, limit+cfg.Tolerance))
		}
		return mv, el, g.forfeitKill(side, describe(err, limit+cfg.Tolerance))
	}
	return mv, el, g.charge(side, el)
}

// charge checks el against the per-move limit and takes it off side's
// game clock (adding the increment); it reports whether side lost on time.
func (g *game) charge(side referee.Stone, el time.Duration) bool {
	cfg, tc := g.cfg, g.tc(side)
	if tc.PerMove > 0 && el > tc.PerMove+cfg.Tolerance {
		return g.forfeitKill(side, fmt.Sprintf("time forfeit: move took %v, limit %v + tolerance %v",
			el.Round(time.Millisecond), tc.PerMove, cfg.Tolerance))
	}
	if tc.Game > 0 {
		g.left[side] -= el
		if g.left[side] < -cfg.Tolerance {
			return g.forfeitKill(side, fmt.Sprintf("time forfeit: game clock exceeded by %v (tolerance %v)",
				(-g.left[side]).Round(time.Millisecond), cfg.Tolerance))
		}
		g.left[side] += tc.Inc
	}
	return false
}

// judge has the referee judge mv, played by side in el, and records it if
// legal; it reports whether the game is over (an illegal move forfeits).
func (g *game) judge(side referee.Stone, mv Move, el time.Duration) bool {
	if g.gom == nil {
		if err := g.oth.Play(mv.Square()); err != nil {
			return g.forfeitKill(side, fmt.Sprintf("illegal move %s: %v", mv.Othello(), err))
		}
		g.record(mv, el)
		return false
	}
	if mv.Pass {
		return g.forfeit(side, "passed (no pass in Gomoku)")
	}
	v, err := g.gom.Play(mv.X, mv.Y)
	if err != nil {
		return g.forfeitKill(side, fmt.Sprintf("illegal move %s: %v", mv.Gomoku(), err))
	}
	g.record(mv, el)
	return g.gomokuOver(side, mv, v)
}

// gomokuOver sets the result when the Gomoku verdict v on side's move mv
// ends the game (foul, five, draw), and reports whether it did.
func (g *game) gomokuOver(side referee.Stone, mv Move, v referee.Verdict) bool {
	res := g.res
	switch v {
	case referee.Foul:
		res.Winner = referee.White
		res.Reason = fmt.Sprintf("renju foul: black played the forbidden point %s", mv.Gomoku())
	case referee.Win:
		res.Winner = side
		res.Reason = fmt.Sprintf("five at %s", mv.Gomoku())
	case referee.Draw:
		res.Winner = referee.Empty
		if g.gom.Empties() == 0 {
			res.Reason = "draw: board full"
		} else {
			res.Reason = fmt.Sprintf("draw: %d empty points left (renju, as Gomocup)", g.gom.Empties())
		}
	default:
		return false
	}
	return true
}

// record appends a move and its thinking time to the result.
func (g *game) record(mv Move, el time.Duration) {
	g.res.Moves = append(g.res.Moves, mv)
	g.res.Times = append(g.res.Times, el)
}

// reportTime tells the engines that keep a record (GGF) the time of the
// last move.
func (g *game) reportTime(el time.Duration) {
	for _, e := range g.eng {
		if tr, ok := e.client.(interface{ RecordTime(int, time.Duration) }); ok && e.client != nil {
			tr.RecordTime(len(g.res.Moves)-1, el)
		}
	}
}

// RenjuDrawEmpty is the number of empty points at which a renju game is
// drawn, as Piskvork (≥ 8.9) and GomocupJudge do.
const RenjuDrawEmpty = 25
