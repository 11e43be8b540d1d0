//go:build heavy

package othello

import "testing"

// FFO #40-#59 (20-34 empties), the standard solver benchmark; about 10
// minutes on one core of the project's machine with the vector kernels
// (per position: `sente solve`):
//
//	go test -tags heavy -run TestSolveFFO40to59 -timeout 60m ./engine/othello/
//
// `sente solve engine/othello/testdata/fforum-40-59.obf` prints the same
// with timings.
func TestSolveFFO40to59(t *testing.T) {
	s := NewSolver(64)
	for _, pr := range loadOBF(t, "fforum-40-59.obf") {
		s.Clear()
		n := solveProblem(t, s, pr)
		t.Logf("line %d (%d empties): %d nodes", pr.Line, pr.Pos.Empties(), n)
	}
}

// TestSolveFFO40to59Parallel is TestSolveFFO40to59 with two threads: the
// same exact scores and best moves.
//
//	go test -tags heavy -run TestSolveFFO40to59Parallel -timeout 60m ./engine/othello/
func TestSolveFFO40to59Parallel(t *testing.T) {
	s := NewSolver(64)
	s.SetThreads(2)
	for _, pr := range loadOBF(t, "fforum-40-59.obf") {
		s.Clear()
		n := solveProblem(t, s, pr)
		t.Logf("line %d (%d empties): %d nodes", pr.Line, pr.Pos.Empties(), n)
	}
}
