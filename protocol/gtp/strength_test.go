package gtp_test

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
)

// opponent chooses a move for the side to move of pos (which has moves).
type opponent func(pos *othello.Position) engine.Move

// seedPlayer is the seeds' player: alpha-beta to depth plies over the
// seeds' evaluation (square weights + mobility ±50).
func seedPlayer(depth int) opponent {
	return func(pos *othello.Position) engine.Move {
		p, o := pos.Player(), pos.Opponent()
		best, bestScore := engine.Move(othello.Pass), -engine.Infinity
		for m := othello.Moves(p, o); m != 0; m &= m - 1 {
			sq := bits.TrailingZeros64(m)
			f := othello.Flips(p, o, sq)
			s := -seedSearch(o^f, p|f|1<<uint(sq), depth-1, -engine.Infinity, -bestScore)
			if s > bestScore {
				best, bestScore = engine.Move(sq), s
			}
		}
		return best
	}
}

func seedSearch(p, o uint64, depth int, alpha, beta engine.Score) engine.Score {
	moves := othello.Moves(p, o)
	if moves == 0 {
		if othello.Moves(o, p) == 0 {
			return engine.Score(othello.FinalScore(p, o)) * 10000
		}
		return -seedSearch(o, p, depth, -beta, -alpha)
	}
	if depth <= 0 {
		return othello.SeedEvaluate(p, o)
	}
	for ; moves != 0; moves &= moves - 1 {
		sq := bits.TrailingZeros64(moves)
		f := othello.Flips(p, o, sq)
		s := -seedSearch(o^f, p|f|1<<uint(sq), depth-1, -beta, -alpha)
		if s > alpha {
			alpha = s
			if alpha >= beta {
				break
			}
		}
	}
	return alpha
}

func randomPlayer(seed uint64) opponent {
	r := rand.New(rand.NewPCG(seed, 3))
	return func(pos *othello.Position) engine.Move {
		ms := pos.LegalMoves()
		return ms[r.IntN(len(ms))]
	}
}

// matchStats gathers what the report needs.
type matchStats struct {
	wins, losses, draws int
	perMove             time.Duration
	game                time.Duration    // absolute time per game (0: none)
	maxUsed             time.Duration    // most time Sente used in one game
	maxOver             time.Duration    // largest time beyond perMove
	phase               [3]time.Duration // opening (>40 empties), midgame, endgame (<=20)
	phaseMoves          [3]int
}

func (m *matchStats) String() string {
	s := fmt.Sprintf("W/L/D %d/%d/%d, largest overshoot %v", m.wins, m.losses, m.draws, m.maxOver)
	if m.game > 0 {
		s += fmt.Sprintf(", most time used in a game %v of %v", m.maxUsed, m.game)
	}
	for i, name := range []string{"opening", "midgame", "endgame"} {
		if m.phaseMoves[i] > 0 {
			s += fmt.Sprintf(", %s %d moves avg %v", name, m.phaseMoves[i], m.phase[i]/time.Duration(m.phaseMoves[i]))
		}
	}
	return s
}

// playGame plays Sente (through GTP, with the given level) against opp
// from the position after opening; Sente has colour sente. It returns
// Sente's final disc difference.
func playGame(t *testing.T, lv protocol.Level, opp opponent, opening []engine.Move, sente othello.Color, st *matchStats) int {
	s := start(t, lv)
	pos := othello.NewPosition()
	left := st.game
	if st.game > 0 {
		s.Send(fmt.Sprintf("time_settings %d 0 0", int(st.game.Seconds())))
		s.Expect("=", "")
	}
	for _, m := range opening {
		s.Send(fmt.Sprintf("play %s %s", pos.Side(), vertex(m)))
		s.Expect("=", "")
		pos.Make(m)
	}
	for !pos.IsOver() {
		if pos.MustPass() {
			pos.Make(othello.Pass) // Quarry style: no pass is sent
			continue
		}
		var m engine.Move
		if pos.Side() == sente {
			empties := pos.Empties()
			if st.game > 0 {
				s.Send(fmt.Sprintf("time_left %s %.3f 0", pos.Side(), max(left, 0).Seconds()))
				s.Expect("=", "")
			}
			t0 := time.Now()
			s.Send("genmove " + pos.Side().String())
			got := s.Expect("~= ([A-H][1-8]|pass)", "")
			el := time.Since(t0)
			left -= el
			if st.game > 0 && left < 0 && left+el >= 0 {
				t.Errorf("Sente lost on time: %v over", -left)
			}
			mv, err := othello.ParseMove(strings.TrimPrefix(got[0], "= "))
			if err != nil || mv == othello.Pass || pos.Play(mv) != nil {
				t.Fatalf("Sente played %q in %s", got[0], pos)
			}
			ph := 1
			switch {
			case empties > 40:
				ph = 0
			case empties <= 20:
				ph = 2
			}
			st.phase[ph] += el
			st.phaseMoves[ph]++
			if st.perMove > 0 && el-st.perMove > st.maxOver {
				st.maxOver = el - st.perMove
			}
			if st.perMove > 0 && el > st.perMove+st.perMove/4 {
				t.Logf("slow move: %v at %d empties", el, empties)
			}
			continue
		}
		m = opp(pos)
		s.Send(fmt.Sprintf("play %s %s", pos.Side(), vertex(m)))
		s.Expect("=", "")
		pos.Make(m)
	}
	if used := st.game - left; st.game > 0 && used > st.maxUsed {
		st.maxUsed = used
	}
	d := pos.BlackScore()
	if sente == othello.White {
		d = -d
	}
	switch {
	case d > 0:
		st.wins++
	case d < 0:
		st.losses++
	default:
		st.draws++
	}
	return d
}

// openings are short, legal, varied starts (first moves of random games).
func openings(n, plies int) [][]engine.Move {
	var out [][]engine.Move
	for seed := uint64(1); len(out) < n; seed++ {
		moves, _ := randomGame(seed)
		out = append(out, moves[:plies])
	}
	return out
}

func runMatch(t *testing.T, lv protocol.Level, opp func(i int) opponent, games int, plies int) *matchStats {
	return runMatchClock(t, lv, 0, opp, games, plies)
}

func runMatchClock(t *testing.T, lv protocol.Level, game time.Duration, opp func(i int) opponent, games int, plies int) *matchStats {
	st := &matchStats{perMove: lv.PerMove, game: game}
	ops := openings((games+1)/2, plies)
	for i := 0; i < games; i++ {
		col := othello.Color(i % 2)
		d := playGame(t, lv, opp(i), ops[i/2], col, st)
		t.Logf("game %d: Sente %s, opening %d plies, result %+d", i+1, col, plies, d)
		if d <= 0 {
			t.Errorf("game %d: Sente (%s) did not win: %+d", i+1, col, d)
		}
	}
	return st
}

// TestStrengthShort is the CI version: fixed depths, both colours, Sente
// at depth 6 against the seeds' player at depth 4.
func TestStrengthShort(t *testing.T) {
	sd, od := 6, 4
	seed := runMatch(t, protocol.DepthLevel(sd), func(int) opponent { return seedPlayer(od) }, 2, 0)
	t.Logf("depth %d vs seed depth %d: %v", sd, od, seed)
	rnd := runMatch(t, protocol.DepthLevel(3), func(i int) opponent { return randomPlayer(uint64(i)) }, 2, 0)
	t.Logf("vs random: %v", rnd)
}

// TestStrengthTimed is the match: one second per move against the
// seeds' player at depth 4 and against random play, colours alternated,
// from varied openings. It takes minutes:
//
//	go test ./protocol/gtp -run TestStrengthTimed -v -timeout 60m
func TestStrengthTimed(t *testing.T) {
	if testing.Short() {
		t.Skip("minutes of play at one second per move")
	}
	lv := protocol.Level{Name: "1s", PerMove: time.Second}
	seed := runMatch(t, lv, func(int) opponent { return seedPlayer(4) }, 10, 2)
	t.Logf("vs seed depth 4, 1 s/move: %v", seed)
	rnd := runMatch(t, lv, func(i int) opponent { return randomPlayer(uint64(i)) }, 4, 0)
	t.Logf("vs random, 1 s/move: %v", rnd)
	timed := runMatchClock(t, protocol.Level{}, 20*time.Second, func(int) opponent { return seedPlayer(4) }, 4, 2)
	t.Logf("vs seed depth 4, 20 s per game (time_settings/time_left): %v", timed)
}
