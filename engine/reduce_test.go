package engine

import (
	"testing"
	"time"
)

// reducingTree is the synthetic tree with late-move reductions: every
// move from index from on is reduced by r plies at nodes with at least
// minDepth left. It records the calls it gets.
type reducingTree struct {
	*tree
	r, from, minDepth int
	calls             int
	badIndex          bool
}

func (t *reducingTree) Reduction(m Move, depth, index int, pvNode bool) int {
	t.calls++
	if index == 0 {
		t.badIndex = true
	}
	if index < t.from || depth < t.minDepth {
		return 0
	}
	return t.r
}

// A Reducer that never reduces leaves the search as it was (score, move
// and node count); one that reduces late moves is asked only about moves
// after the first, searches fewer nodes and still completes the depth.
func TestReductions(t *testing.T) {
	const depth = 7
	for seed := uint64(1); seed <= 6; seed++ {
		plain := NewSearcher(NewTT(2)).Search(newTree(8, seed), Limits{Depth: depth}, nil, time.Now(), nil)

		zero := &reducingTree{tree: newTree(8, seed), r: 0}
		z := NewSearcher(NewTT(2)).Search(zero, Limits{Depth: depth}, nil, time.Now(), nil)
		if z.Score != plain.Score || z.Move != plain.Move || z.Nodes != plain.Nodes {
			t.Fatalf("seed %d: zero reductions gave %d/%d/%d, plain %d/%d/%d", seed, z.Move, z.Score, z.Nodes, plain.Move, plain.Score, plain.Nodes)
		}
		if zero.calls == 0 || zero.badIndex {
			t.Fatalf("seed %d: %d calls, first move asked: %v", seed, zero.calls, zero.badIndex)
		}

		red := &reducingTree{tree: newTree(8, seed), r: 2, from: 2, minDepth: 3}
		r := NewSearcher(NewTT(2)).Search(red, Limits{Depth: depth}, nil, time.Now(), nil)
		if red.badIndex {
			t.Fatalf("seed %d: the first move was offered for reduction", seed)
		}
		if r.Nodes >= plain.Nodes {
			t.Fatalf("seed %d: %d nodes with reductions, %d without", seed, r.Nodes, plain.Nodes)
		}
		if r.Depth != depth || r.Move == NoMove {
			t.Fatalf("seed %d: depth %d move %d", seed, r.Depth, r.Move)
		}
	}
}
