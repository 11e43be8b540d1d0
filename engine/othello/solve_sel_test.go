package othello

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"sente/engine"
)

// A selective pass leaves bounds in the table that are not proofs; the
// exact pass that follows must ignore them and still find every listed
// score of FFO #1-#19.
func TestSelectiveThenExact(t *testing.T) {
	s := NewSolver(16)
	cut := 0
	for _, pr := range loadOBF(t, "fforum-1-19.obf") {
		s.Clear()
		p, o := pr.Pos.Player(), pr.Pos.Opponent()
		want, _ := pr.BestScore()
		c := engine.NewControl(nil, 0)
		s.sel = 0
		_, sv, ok := s.mtd(c, p, o, -64, 64)
		if !ok {
			t.Fatalf("line %d: selective pass stopped", pr.Line)
		}
		if sv != want {
			cut++ // the pass is allowed to be wrong, the exact one is not
		}
		s.sel = selExact
		mv, v, ok := s.mtd(c, p, o, -64, 64)
		if !ok || v != want || !pr.IsBest(mv) {
			t.Errorf("line %d: after a selective pass %s %+d, want %+d", pr.Line, MoveString(mv), v, want)
		}
	}
	t.Logf("%d of 19 selective scores differ from the exact ones", cut)
}

// With an empty table, sortAB gives the same value as the plain
// alpha-beta evalAB: the table only saves work.
func TestSortABMatchesEvalAB(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	s := NewSolver(4)
	for i := 0; i < 60; i++ {
		p, o := randomPosition(rng, 20+rng.IntN(30))
		for d := 0; d <= 4; d++ {
			s.st.clear()
			got := s.sortAB(p, o, -engine.Infinity, engine.Infinity, d)
			want := evalAB(p, o, -engine.Infinity, engine.Infinity, d)
			if got != want {
				t.Fatalf("position %d depth %d: sortAB %d, evalAB %d", i, d, got, want)
			}
		}
	}
}

// randomPosition plays random moves from the start until at most empties
// squares are empty (or the game ends) and returns the side to move.
func randomPosition(rng *rand.Rand, empties int) (p, o uint64) {
	p, o = 0x0000000810000000, 0x0000001008000000
	for bits.OnesCount64(^(p | o)) > empties {
		m := Moves(p, o)
		if m == 0 {
			if Moves(o, p) == 0 {
				break
			}
			p, o = o, p
			continue
		}
		for k := rng.IntN(bits.OnesCount64(m)); k > 0; k-- {
			m &= m - 1
		}
		sq := bits.TrailingZeros64(m)
		f := flips(p, o, sq)
		p, o = o^f, p|f|1<<uint(sq)
	}
	return p, o
}

// The solver's three tables together stay within the MiB asked.
func TestSolverMemory(t *testing.T) {
	for _, mib := range []int{1, 4, 16, 64, 100} {
		s := NewSolver(mib)
		if b := s.bytes(); b > mib<<20 || b < mib<<20/4 {
			t.Errorf("NewSolver(%d) holds %d bytes", mib, b)
		}
	}
}
