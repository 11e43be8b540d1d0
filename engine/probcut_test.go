package engine

import (
	"testing"
	"time"
)

// cutTree is the synthetic tree with Multi-ProbCut: a shallow search of
// half the depth predicts the deep one one-to-one, with a gate of its own.
type cutTree struct {
	*tree
	gate Score
}

func (t *cutTree) ProbCut(depth int) (ProbCut, bool) {
	if depth < 3 {
		return ProbCut{}, false
	}
	return ProbCut{Shallow: depth / 2, A: 1, Sigma: 100, T: 1, Gate: t.gate}, true
}

// A gate wider than any evaluation leaves Multi-ProbCut as it was (score,
// move and node count); a narrow one is consulted (the tree searched
// changes) and the search still completes its depth.
func TestProbCutGate(t *testing.T) {
	const depth = 7
	narrowed := false
	for seed := uint64(1); seed <= 6; seed++ {
		search := func(gate Score) Result {
			return NewSearcher(NewTT(2)).Search(&cutTree{tree: newTree(8, seed), gate: gate}, Limits{Depth: depth}, nil, time.Now(), nil)
		}
		open, wide, narrow := search(0), search(4*Win), search(1)
		if wide.Score != open.Score || wide.Move != open.Move || wide.Nodes != open.Nodes {
			t.Fatalf("seed %d: a gate that never shuts gave %d/%d/%d, no gate %d/%d/%d",
				seed, wide.Move, wide.Score, wide.Nodes, open.Move, open.Score, open.Nodes)
		}
		if narrow.Depth != depth || narrow.Move == NoMove {
			t.Fatalf("seed %d: narrow gate: depth %d move %d", seed, narrow.Depth, narrow.Move)
		}
		narrowed = narrowed || narrow.Nodes != open.Nodes
	}
	if !narrowed {
		t.Error("a gate of 1 changed no search")
	}
}

// evalCutTree is cutTree with cuts on the static evaluation (Shallow 0)
// at one and two plies left as well.
type evalCutTree struct{ cutTree }

func (t *evalCutTree) ProbCut(depth int) (ProbCut, bool) {
	if depth < 3 {
		return ProbCut{Shallow: 0, A: 1, Sigma: 100, T: 1}, depth >= 1
	}
	return t.cutTree.ProbCut(depth)
}

// Cuts on the static evaluation near the horizon take nodes off, and the
// search still completes its depth with a move.
func TestProbCutOnEvaluation(t *testing.T) {
	const depth = 7
	fewer := 0
	for seed := uint64(1); seed <= 6; seed++ {
		base := NewSearcher(NewTT(2)).Search(&cutTree{tree: newTree(8, seed)}, Limits{Depth: depth}, nil, time.Now(), nil)
		ev := NewSearcher(NewTT(2)).Search(&evalCutTree{cutTree{tree: newTree(8, seed)}}, Limits{Depth: depth}, nil, time.Now(), nil)
		if ev.Depth != depth || ev.Move == NoMove {
			t.Fatalf("seed %d: depth %d move %d", seed, ev.Depth, ev.Move)
		}
		if ev.Nodes < base.Nodes {
			fewer++
		}
	}
	if fewer == 0 {
		t.Error("cuts on the evaluation took no nodes off any search")
	}
}
