package othello

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"sente/engine"
)

// minimaxScore is the exact score of p to move against o by plain
// negamax, no pruning of any kind: the reference of the solver's cuts.
func minimaxScore(p, o uint64) int {
	m := Moves(p, o)
	if m == 0 {
		if Moves(o, p) == 0 {
			return FinalScore(p, o)
		}
		return -minimaxScore(o, p)
	}
	best := -65
	for ; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := Flips(p, o, sq)
		best = max(best, -minimaxScore(o^f, p|f|1<<uint(sq)))
	}
	return best
}

// positionsWithEmpties plays random games from the start and keeps the
// positions reached with exactly n empties (a side to move that has a move).
func positionsWithEmpties(seed uint64, count, n int) [][2]uint64 {
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	var out [][2]uint64
	for len(out) < count {
		p, o := uint64(1<<28|1<<35), uint64(1<<27|1<<36)
		for bits.OnesCount64(^(p | o)) > n {
			var over bool
			if p, o, over = randomPly(rng, p, o); over {
				break
			}
		}
		if bits.OnesCount64(^(p|o)) == n && Moves(p, o) != 0 {
			out = append(out, [2]uint64{p, o})
		}
	}
	return out
}

// failSoftAgrees reports whether v, searched in the window (alpha, beta),
// keeps the fail-soft contract with the exact score: a result <= alpha
// bounds it from above, >= beta from below, and one inside is the score.
func failSoftAgrees(v, alpha, beta, exact int) bool {
	switch {
	case v <= alpha:
		return exact <= v
	case v >= beta:
		return exact >= v
	}
	return v == exact
}

// checkWindows solves p against o with s in the windows (alpha, alpha+w),
// alpha from lo below hi in steps of step, each w of widths (beta at most
// 64), and fails unless every result keeps the fail-soft contract with
// exact (failSoftAgrees).
func checkWindows(t *testing.T, s *Solver, c *engine.Control, p, o uint64, exact, lo, hi, step int, widths []int) {
	t.Helper()
	n := bits.OnesCount64(^(p | o))
	for alpha := lo; alpha < hi; alpha += step {
		for _, w := range widths {
			beta := min(alpha+w, 64)
			if v, ok := s.Solve(c, p, o, alpha, beta); !ok || !failSoftAgrees(v, alpha, beta, exact) {
				t.Fatalf("%d empties %#x %#x window (%d, %d): %+d, exact %+d", n, p, o, alpha, beta, v, exact)
			}
		}
	}
}

// TestSolverWindowsMatchMinimax solves random positions of 6-10 empties
// (the last-four code, the shallow and middle layers and their stability
// cut-off) in many windows and checks the fail-soft contract
// (failSoftAgrees) against plain negamax.
func TestSolverWindowsMatchMinimax(t *testing.T) {
	s := NewSolver(4)
	c := engine.NewControl(nil, 0)
	count := 12
	if testing.Short() {
		count = 5
	}
	for _, n := range []int{6, 7, 8, 10} {
		for _, po := range positionsWithEmpties(7, count, n) {
			p, o := po[0], po[1]
			checkWindows(t, s, c, p, o, minimaxScore(p, o), -64, 64, 6, []int{1, 2, 9, 128})
		}
	}
}

// TestSolverWindowsAtTableLevels is the same contract from 12 to 16
// empties (the table levels: bounds stored and reused, the transposition
// and stability cut-offs, the evaluation's ordering), against the exact
// score of a fresh solver, the windows searched one after another on one
// table.
func TestSolverWindowsAtTableLevels(t *testing.T) {
	s := NewSolver(8)
	c := engine.NewControl(nil, 0)
	count := 4
	if testing.Short() {
		count = 2
	}
	for _, n := range []int{12, 14, 16} {
		for _, po := range positionsWithEmpties(11, count, n) {
			p, o := po[0], po[1]
			exact, _ := NewSolver(8).Solve(c, p, o, -64, 64)
			checkWindows(t, s, c, p, o, exact, -40, 40, 7, []int{1, 2, 20})
		}
	}
}
