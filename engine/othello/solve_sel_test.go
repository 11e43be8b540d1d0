package othello

import (
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
	s := NewSolver(4)
	for i, po := range randomPositions(5, 60) {
		p, o := po[0], po[1]
		for d := 0; d <= 4; d++ {
			s.st.clear()
			got := s.sortAB(p, o, -engine.Infinity, engine.Infinity, d)
			want := s.evalAB(p, o, -engine.Infinity, engine.Infinity, d)
			if got != want {
				t.Fatalf("position %d depth %d: sortAB %d, evalAB %d", i, d, got, want)
			}
		}
	}
}

// The solver's tables together stay within the MiB asked.
func TestSolverMemory(t *testing.T) {
	for _, mib := range []int{1, 4, 16, 64, 100} {
		s := NewSolver(mib)
		if b := s.bytes(); b > mib<<20 || b < mib<<20/4 {
			t.Errorf("NewSolver(%d) holds %d bytes", mib, b)
		}
	}
}
