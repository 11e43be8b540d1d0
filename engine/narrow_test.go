package engine

import (
	"testing"
	"time"
)

// narrowTree is a tree whose root solver narrows the root moves to one
// (as Gomoku keeps only the defences against an opponent's threat).
type narrowTree struct {
	*tree
	want Move
	only *Move // NoMove until SolveRoot ran
}

func (n narrowTree) SolveRoot(*Control, Limits, func(Info)) (Result, bool) {
	*n.only = n.want
	return Result{}, false
}

func (n narrowTree) GenMoves(buf []Move) []Move {
	if len(n.path) == 1 && *n.only != NoMove {
		return append(buf, *n.only)
	}
	return n.tree.GenMoves(buf)
}

// After SolveRoot narrows the root moves, the search plays from the
// narrowed list only, although the prelude searched them all: here the
// worst move by minimax, with its minimax value.
func TestRootSolverNarrowsRootMoves(t *testing.T) {
	const depth = 4
	for seed := uint64(1); seed <= 6; seed++ {
		tr := newTree(5, seed)
		worst, worstScore, best := NoMove, Infinity, -Infinity
		for _, m := range tr.GenMoves(nil) {
			tr.Make(m)
			v := -minimax(tr, depth-1)
			tr.Unmake(m)
			if v < worstScore {
				worst, worstScore = m, v
			}
			best = max(best, v)
		}
		if worstScore == best {
			continue
		}
		only := NoMove
		s := NewSearcher(NewTT(4))
		r := s.Search(narrowTree{tree: tr, want: worst, only: &only}, Limits{Depth: depth}, nil, time.Now(), nil)
		if r.Move != worst || r.Score != worstScore {
			t.Fatalf("seed %d: move %d score %d, want the narrowed move %d (score %d; best %d)",
				seed, r.Move, r.Score, worst, worstScore, best)
		}
	}
}
