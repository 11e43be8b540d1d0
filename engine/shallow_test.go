package engine

import (
	"slices"
	"testing"
	"time"
)

// depthTree is the synthetic tree with a depth-dependent order of its own
// (the reverse of OrderKeys' with one ply left). It records whether the
// depth it is told is wrong: the tree has no extensions or reductions, so
// a child is told one ply less than its parent, and a node told one ply
// left never has a child's moves searched. depthAt[n] is the depth told
// to the node of path length n while the search is below it.
type depthTree struct {
	*tree
	calls   int
	depthAt [MaxPly]int
	wrong   bool
}

func (t *depthTree) OrderKeysAt(moves []Move, keys []int32, depth int) {
	t.calls++
	n := len(t.path)
	if up := t.depthAt[n-1]; n >= 2 && up != 0 && depth != up-1 {
		t.wrong = true
	}
	t.depthAt[n] = depth
	t.tree.OrderKeys(moves, keys)
	if depth <= 1 {
		for i := range keys {
			keys[i] = -keys[i]
		}
	}
}

func (t *depthTree) GenMoves(buf []Move) []Move {
	if n := len(t.path); n >= 2 && t.depthAt[n-1] != 0 && t.depthAt[n-1] < 2 {
		t.wrong = true // a child of a node told one ply left has moves searched
	}
	return t.tree.GenMoves(buf)
}

func (t *depthTree) Unmake(m Move) {
	t.depthAt[len(t.path)] = 0
	t.tree.Unmake(m)
}

// A DepthOrderer is told the depth left at each node below the root; the
// order changes the node count but not the value of a fixed-depth search.
func TestDepthOrderer(t *testing.T) {
	const depth = 6
	changed := false
	for seed := uint64(1); seed <= 6; seed++ {
		plain := NewSearcher(NewTT(2)).Search(newTree(6, seed), Limits{Depth: depth}, nil, time.Now(), nil)
		dt := &depthTree{tree: newTree(6, seed)}
		r := NewSearcher(NewTT(2)).Search(dt, Limits{Depth: depth}, nil, time.Now(), nil)
		if dt.calls == 0 || dt.wrong {
			t.Fatalf("seed %d: %d orders, a depth told wrong: %v", seed, dt.calls, dt.wrong)
		}
		if r.Score != plain.Score || r.Depth != depth {
			t.Fatalf("seed %d: score %d depth %d, plain %d", seed, r.Score, r.Depth, plain.Score)
		}
		changed = changed || r.Nodes != plain.Nodes
	}
	if !changed {
		t.Fatal("the depth order never changed the node count: it was not used")
	}
}

// oddTree is the synthetic tree whose evaluation swings by swing with
// the parity of the ply, as Othello's does with the side to move.
type oddTree struct {
	*tree
	swing Score
	osc   bool
}

func (t *oddTree) Evaluate() Score {
	if len(t.path)%2 == 0 {
		return t.tree.Evaluate() + t.swing
	}
	return t.tree.Evaluate() - t.swing
}

func (t *oddTree) Oscillates() bool { return t.osc }

// With values that swing between odd and even depths, centring each
// aspiration window on the value of the same parity saves re-searches:
// fewer nodes in all, and the same values at a fixed depth.
func TestOscillatorAspiration(t *testing.T) {
	const depth = 8
	var plainNodes, oscNodes uint64
	for seed := uint64(1); seed <= 8; seed++ {
		plain := NewSearcher(NewTT(4)).Search(&oddTree{tree: newTree(6, seed), swing: 400}, Limits{Depth: depth}, nil, time.Now(), nil)
		osc := NewSearcher(NewTT(4)).Search(&oddTree{tree: newTree(6, seed), swing: 400, osc: true}, Limits{Depth: depth}, nil, time.Now(), nil)
		if osc.Score != plain.Score || osc.Depth != depth {
			t.Fatalf("seed %d: score %d depth %d, without %d", seed, osc.Score, osc.Depth, plain.Score)
		}
		plainNodes += plain.Nodes
		oscNodes += osc.Nodes
	}
	if oscNodes >= plainNodes {
		t.Fatalf("%d nodes centred by parity, %d without", oscNodes, plainNodes)
	}
	t.Logf("%d nodes centred by parity, %d without", oscNodes, plainNodes)
}

// stepTree is the synthetic tree with iterations two plies apart from
// depth from on (engine.ParityStepper).
type stepTree struct {
	*tree
	from int
}

func (t *stepTree) ParityStepFrom() int { return t.from }

// A ParityStepper's deepening reports every depth up to its step depth,
// then every second one, and ends at the depth asked for whatever its
// parity, with the value a plain search finds there.
func TestParityStepperIterations(t *testing.T) {
	for _, c := range []struct {
		from, depth int
		want        []int
	}{
		{4, 9, []int{1, 2, 3, 4, 6, 8, 9}},
		{4, 10, []int{1, 2, 3, 4, 6, 8, 10}},
		{3, 4, []int{1, 2, 3, 4}},
		{0, 5, []int{1, 2, 3, 4, 5}},
	} {
		var got []int
		r := NewSearcher(NewTT(4)).Search(&stepTree{tree: newTree(5, 7), from: c.from}, Limits{Depth: c.depth}, nil, time.Now(), func(i Info) {
			if i.Bound == BoundExact {
				got = append(got, i.Depth)
			}
		})
		if !slices.Equal(got, c.want) {
			t.Errorf("from %d to %d: iterations %v, want %v", c.from, c.depth, got, c.want)
		}
		plain := NewSearcher(NewTT(4)).Search(newTree(5, 7), Limits{Depth: c.depth}, nil, time.Now(), nil)
		if r.Depth != c.depth || r.Score != plain.Score {
			t.Errorf("from %d to %d: depth %d score %d, plain search %d", c.from, c.depth, r.Depth, r.Score, plain.Score)
		}
	}
}
