package engine

import (
	"testing"
	"time"
)

// quiescingTree is the synthetic tree with a Quiescer: it answers with
// the static evaluation plus bonus, inside the window it is given, and
// records the calls.
type quiescingTree struct {
	*tree
	bonus   Score
	calls   int
	badCall bool
}

func (t *quiescingTree) Quiesce(c *Control, ply int, alpha, beta Score) Score {
	t.calls++
	if ply <= 0 || alpha >= beta {
		t.badCall = true
	}
	return t.Evaluate() + t.bonus
}

// A Quiescer that returns the evaluation leaves the search as it was
// (score, move and node count): the core asks it at every horizon node in
// place of Evaluate, with the node's window; one that adds a constant for
// the side to move at every horizon node moves the root score by that
// constant, against the root at an odd depth (the root's opponent moves
// there).
func TestQuiescer(t *testing.T) {
	const depth = 5
	for seed := uint64(1); seed <= 6; seed++ {
		plain := NewSearcher(NewTT(2)).Search(newTree(6, seed), Limits{Depth: depth}, nil, time.Now(), nil)

		same := &quiescingTree{tree: newTree(6, seed)}
		r := NewSearcher(NewTT(2)).Search(same, Limits{Depth: depth}, nil, time.Now(), nil)
		if r.Score != plain.Score || r.Move != plain.Move || r.Nodes != plain.Nodes {
			t.Fatalf("seed %d: evaluating quiescence gave %d/%d/%d, plain %d/%d/%d", seed, r.Move, r.Score, r.Nodes, plain.Move, plain.Score, plain.Nodes)
		}
		if same.calls == 0 || same.badCall {
			t.Fatalf("seed %d: %d calls, a call off the horizon or with an empty window: %v", seed, same.calls, same.badCall)
		}

		shifted := &quiescingTree{tree: newTree(6, seed), bonus: 7}
		r = NewSearcher(NewTT(2)).Search(shifted, Limits{Depth: depth}, nil, time.Now(), nil)
		if r.Score != plain.Score-7 {
			t.Fatalf("seed %d: horizon bonus 7 at depth %d: score %d, plain %d", seed, depth, r.Score, plain.Score)
		}
	}
}
