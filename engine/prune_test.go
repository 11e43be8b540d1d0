package engine

import (
	"testing"
	"time"
)

// pruningTree is the synthetic tree with move-count pruning: every move
// from index from on is pruned. It records what it is asked.
type pruningTree struct {
	*tree
	from     int
	calls    int
	badIndex bool
}

func (t *pruningTree) Prune(m Move, depth, index int, alpha Score) bool {
	t.calls++
	if index == 0 {
		t.badIndex = true
	}
	return t.from > 0 && index >= t.from
}

// A Pruner that never prunes leaves the search as it was (score, move and
// node count); one that prunes late moves is asked only about moves after
// the first, searches fewer nodes and still completes the depth.
func TestPruning(t *testing.T) {
	const depth = 7
	for seed := uint64(1); seed <= 6; seed++ {
		plain := NewSearcher(NewTT(2)).Search(newTree(8, seed), Limits{Depth: depth}, nil, time.Now(), nil)

		none := &pruningTree{tree: newTree(8, seed)}
		z := NewSearcher(NewTT(2)).Search(none, Limits{Depth: depth}, nil, time.Now(), nil)
		if z.Score != plain.Score || z.Move != plain.Move || z.Nodes != plain.Nodes {
			t.Fatalf("seed %d: no pruning gave %d/%d/%d, plain %d/%d/%d", seed, z.Move, z.Score, z.Nodes, plain.Move, plain.Score, plain.Nodes)
		}
		if none.calls == 0 || none.badIndex {
			t.Fatalf("seed %d: %d calls, first move asked: %v", seed, none.calls, none.badIndex)
		}

		pr := &pruningTree{tree: newTree(8, seed), from: 3}
		r := NewSearcher(NewTT(2)).Search(pr, Limits{Depth: depth}, nil, time.Now(), nil)
		if pr.badIndex {
			t.Fatalf("seed %d: the first move was offered for pruning", seed)
		}
		if r.Nodes >= plain.Nodes {
			t.Fatalf("seed %d: %d nodes with pruning, %d without", seed, r.Nodes, plain.Nodes)
		}
		if r.Depth != depth || r.Move == NoMove {
			t.Fatalf("seed %d: depth %d move %d", seed, r.Depth, r.Move)
		}
	}
}

// pruningTTT is tic-tac-toe whose every move after the first is pruned.
type pruningTTT struct {
	*ttt
	pruned int
}

func (g *pruningTTT) Prune(Move, int, int, Score) bool {
	g.pruned++
	return true
}

// A search that pruned moves has not proven anything: tic-tac-toe searched
// to its end is an exact draw, but with every late move pruned the result
// must not claim to be exact, and the pruning must not turn into a proven
// loss (moves are not pruned once those searched all lose).
func TestPruningIsNotProof(t *testing.T) {
	plain := NewSearcher(NewTT(2)).Search(newTTT(), Limits{Depth: 9}, nil, time.Now(), nil)
	if !plain.Exact || plain.Score != 0 {
		t.Fatalf("plain tic-tac-toe: score %d exact %v, want an exact draw", plain.Score, plain.Exact)
	}
	g := &pruningTTT{ttt: newTTT()}
	r := NewSearcher(NewTT(2)).Search(g, Limits{Depth: 9}, nil, time.Now(), nil)
	if g.pruned == 0 {
		t.Fatal("nothing was pruned")
	}
	if r.Exact {
		t.Fatalf("pruned search claims an exact score %d", r.Score)
	}
	if r.Score <= -WinThreshold {
		t.Fatalf("pruned search claims a proven loss %d", r.Score)
	}
}
