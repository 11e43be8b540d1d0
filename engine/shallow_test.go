package engine

import (
	"testing"
	"time"
)

// shallowTree is the synthetic tree with a shallow order of its own (the
// reverse of OrderKeys'). It records whether a node ordered by it had a
// child searched rather than evaluated: open is the path length of the
// node last ordered by ShallowOrderKeys while the search is still below
// it, 0 otherwise.
type shallowTree struct {
	*tree
	calls, open int
	expanded    bool
}

func (t *shallowTree) ShallowOrderKeys(moves []Move, keys []int32) {
	t.calls++
	t.open = len(t.path)
	t.tree.OrderKeys(moves, keys)
	for i := range keys {
		keys[i] = -keys[i]
	}
}

func (t *shallowTree) GenMoves(buf []Move) []Move {
	if t.open > 0 && len(t.path) == t.open+1 {
		t.expanded = true // a child of a shallow-ordered node has moves searched
	}
	return t.tree.GenMoves(buf)
}

func (t *shallowTree) Unmake(m Move) {
	t.tree.Unmake(m)
	if len(t.path) < t.open {
		t.open = 0
	}
}

// A ShallowOrderer orders the nodes with one ply left, and only those:
// their children are evaluated, never expanded; the order changes the
// node count but not the value of a fixed-depth search.
func TestShallowOrderer(t *testing.T) {
	const depth = 6
	changed := false
	for seed := uint64(1); seed <= 6; seed++ {
		plain := NewSearcher(NewTT(2)).Search(newTree(6, seed), Limits{Depth: depth}, nil, time.Now(), nil)
		st := &shallowTree{tree: newTree(6, seed)}
		r := NewSearcher(NewTT(2)).Search(st, Limits{Depth: depth}, nil, time.Now(), nil)
		if st.calls == 0 || st.expanded {
			t.Fatalf("seed %d: %d shallow orders, a child expanded: %v", seed, st.calls, st.expanded)
		}
		if r.Score != plain.Score || r.Depth != depth {
			t.Fatalf("seed %d: score %d depth %d, plain %d", seed, r.Score, r.Depth, plain.Score)
		}
		changed = changed || r.Nodes != plain.Nodes
	}
	if !changed {
		t.Fatal("the shallow order never changed the node count: it was not used")
	}
}
