package othello

import (
	"math/bits"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"sente/engine"
	"sente/engine/mcts"
)

// seedMove is the seeds' Othello player: alpha-beta to depth plies over
// SeedEvaluate (the square table and mobility), its first best move in
// square order.
func seedMove(pos *Position, depth int) engine.Move {
	p, o := pos.Player(), pos.Opponent()
	m := Moves(p, o)
	if m == 0 {
		return Pass
	}
	best, bestScore := engine.Move(lowSquare(m)), -engine.Infinity
	for ; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := Flips(p, o, sq)
		if s := -seedAlphaBeta(o^f, p|f|1<<uint(sq), depth-1, -engine.Infinity, -bestScore); s > bestScore {
			best, bestScore = engine.Move(sq), s
		}
	}
	return best
}

func seedAlphaBeta(p, o uint64, depth int, alpha, beta engine.Score) engine.Score {
	moves := Moves(p, o)
	if moves == 0 {
		if Moves(o, p) == 0 {
			return engine.Score(FinalScore(p, o)) * 10000
		}
		return -seedAlphaBeta(o, p, depth, -beta, -alpha)
	}
	if depth <= 0 {
		return SeedEvaluate(p, o)
	}
	for ; moves != 0; moves &= moves - 1 {
		sq := bits.TrailingZeros64(moves)
		f := Flips(p, o, sq)
		if s := -seedAlphaBeta(o^f, p|f|1<<uint(sq), depth-1, -beta, -alpha); s > alpha {
			alpha = s
			if alpha >= beta {
				break
			}
		}
	}
	return alpha
}

// The Monte Carlo search against the seeds' player (alpha-beta depth 4
// over the square table and mobility), from 50 random 4-ply openings,
// each played with both colours. A measurement, not a check: it logs the
// score and fails only on an illegal move. It runs only when asked
// (SENTE_MCTS_SEED=1); knobs SENTE_SEED_MS (per move, 200),
// SENTE_SEED_DEPTH (4), SENTE_SEED_GAMES (100). The figure in docs/mcts.md:
//
//	SENTE_MCTS_SEED=1 go test -run 'TestMCTSSeedPlayer$' -v -timeout 0 ./engine/othello
func TestMCTSSeedPlayer(t *testing.T) {
	if testing.Short() || os.Getenv("SENTE_MCTS_SEED") == "" {
		t.Skip("a measurement: SENTE_MCTS_SEED=1 runs it")
	}
	perMove := 200 * time.Millisecond
	if v, err := strconv.Atoi(os.Getenv("SENTE_SEED_MS")); err == nil && v > 0 {
		perMove = time.Duration(v) * time.Millisecond
	}
	depth, games := 4, 100
	if v, err := strconv.Atoi(os.Getenv("SENTE_SEED_DEPTH")); err == nil && v > 0 {
		depth = v
	}
	if v, err := strconv.Atoi(os.Getenv("SENTE_SEED_GAMES")); err == nil && v > 0 {
		games = v
	}
	s := mcts.New(mcts.DefaultParams())
	solver := NewSolver(16)
	var w, d, l int
	for i := 0; i < games; i++ {
		rng := rand.New(rand.NewPCG(uint64(i/2), 77))
		pos := NewPosition()
		for k := 0; k < 4; k++ {
			ms := pos.LegalMoves()
			pos.Make(ms[rng.IntN(len(ms))])
		}
		mctsColour := Color(i % 2)
		for !pos.IsOver() {
			var m engine.Move
			if pos.Side() == mctsColour {
				c := pos.Clone()
				c.SetSolver(solver)
				clk := engine.Clock{PerMove: perMove}
				lim := engine.Limits{}
				lim.Soft, lim.Hard = engine.TimeBudget(clk, c)
				lim.LastStart = clk.LastStart(lim.Soft, lim.Hard)
				m = s.Search(c, lim, nil, time.Now(), nil).Move
			} else {
				m = seedMove(pos, depth)
			}
			if err := pos.Play(m); err != nil {
				t.Fatalf("game %d: move %d: %v", i, m, err)
			}
		}
		sc := pos.BlackScore()
		if mctsColour == White {
			sc = -sc
		}
		switch {
		case sc > 0:
			w++
		case sc < 0:
			l++
		default:
			d++
		}
		t.Logf("game %d mcts %v: %+d discs", i, mctsColour, sc)
	}
	t.Logf("MCTS (%v/move) vs the seeds' player (depth %d): %d-%d-%d (W-D-L) of %d", perMove, depth, w, d, l, games)
}
