package mcts

import (
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

// search runs one search of pos with the default parameters under lim.
func search(pos engine.Position, lim engine.Limits, info func(engine.Info)) engine.Result {
	return New(DefaultParams()).Search(pos, lim, nil, time.Now(), info)
}

// TestWinInOne: the first player takes the three in a row, proven.
func TestWinInOne(t *testing.T) {
	// X: 0 1, O: 3 4; X to move wins at 2
	g := newTTT(0, 3, 1, 4)
	r := search(g, engine.Limits{Nodes: 5000}, nil)
	if r.Move != 2 || !r.WLD || r.Score < engine.WinThreshold {
		t.Errorf("move %d score %d wld %v, want 2 proven win", r.Move, r.Score, r.WLD)
	}
	if g.n != 4 {
		t.Errorf("position not restored: %d stones", g.n)
	}
}

// TestBlock: the second player must block the three.
func TestBlock(t *testing.T) {
	// X: 0 1, O: 4; O to move must play 2
	g := newTTT(0, 4, 1)
	r := search(g, engine.Limits{Nodes: 20000}, nil)
	if r.Move != 2 {
		t.Errorf("move %d, want the block at 2", r.Move)
	}
}

// TestSolvesTicTacToe: with no limit the search runs until the root is
// proven, and tic-tac-toe is a draw.
func TestSolvesTicTacToe(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game tree")
	}
	r := search(newTTT(), engine.Limits{}, nil)
	if !r.WLD || r.Score != 0 || r.Stopped {
		t.Errorf("score %d wld %v stopped %v, want a proven draw", r.Score, r.WLD, r.Stopped)
	}
}

// TestProvenLossFromCorner: after X takes a corner, O's edge replies
// lose; with enough simulations O plays the centre.
func TestProvenLossFromCorner(t *testing.T) {
	g := newTTT(0)
	r := search(g, engine.Limits{Nodes: 200000}, nil)
	if r.Move != 4 {
		t.Errorf("move %d, want the centre", r.Move)
	}
}

// TestDeterministic: one thread, a node limit and the same seed give the
// same search, node for node.
func TestDeterministic(t *testing.T) {
	run := func() engine.Result {
		var reports []uint64
		r := search(newWalk(6), engine.Limits{Nodes: 30000}, func(in engine.Info) { reports = append(reports, in.Nodes) })
		r.Elapsed = 0
		if len(reports) == 0 {
			t.Fatal("no progress report")
		}
		return r
	}
	a, b := run(), run()
	if a.Move != b.Move || a.Nodes != b.Nodes || a.Visits != b.Visits || !slices.Equal(a.PV, b.PV) || a.Score != b.Score {
		t.Errorf("two searches differ:\n%+v\n%+v", a, b)
	}
	if a.Nodes < 30000 || a.Nodes > 30000+200 {
		t.Errorf("nodes %d, want about the limit 30000", a.Nodes)
	}
}

// TestSeedChangesPlayouts: the seed drives the playouts.
func TestSeedChangesPlayouts(t *testing.T) {
	run := func(seed uint64) engine.Result {
		prm := DefaultParams()
		prm.Seed = seed
		return New(prm).Search(&playWalk{walk: newWalk(5)}, engine.Limits{Nodes: 20000}, nil, time.Now(), nil)
	}
	a, b, c := run(1), run(1), run(2)
	if a.Visits != b.Visits || !slices.Equal(a.PV, b.PV) || a.WinRate != b.WinRate {
		t.Errorf("same seed, different searches")
	}
	if slices.Equal(a.PV, c.PV) && a.WinRate == c.WinRate {
		t.Errorf("another seed, the same search")
	}
}

// TestPlayoutWeight: a game that asks for playouts gets them; the
// parameter overrides the game's choice.
func TestPlayoutWeight(t *testing.T) {
	p := &playWalk{walk: newWalk(4)}
	search(p, engine.Limits{Nodes: 5000}, nil)
	if p.playouts == 0 || p.evals != 0 {
		t.Errorf("game's weight 1: %d playouts, %d evaluations", p.playouts, p.evals)
	}
	p = &playWalk{walk: newWalk(4)}
	prm := DefaultParams()
	prm.PlayoutWeight = 0
	New(prm).Search(p, engine.Limits{Nodes: 5000}, nil, time.Now(), nil)
	if p.playouts != 0 || p.evals == 0 {
		t.Errorf("weight 0: %d playouts, %d evaluations", p.playouts, p.evals)
	}
}

// TestStopFlag: a search without limits ends soon after the stop flag is
// set, with a legal move.
func TestStopFlag(t *testing.T) {
	var stop atomic.Bool
	time.AfterFunc(50*time.Millisecond, func() { stop.Store(true) })
	start := time.Now()
	r := New(DefaultParams()).Search(newWalk(8), engine.Limits{}, &stop, start, nil)
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("stopped after %v", el)
	}
	if r.Move < 0 || r.Move >= 8 || !r.Stopped {
		t.Errorf("move %d stopped %v", r.Move, r.Stopped)
	}
	// already set: still a legal move
	r = New(DefaultParams()).Search(newWalk(8), engine.Limits{}, &stop, time.Now(), nil)
	if r.Move < 0 || r.Move >= 8 {
		t.Errorf("stopped at once: move %d", r.Move)
	}
}

// TestTimeLimits: the search ends by the hard deadline and, with a soft
// one, at about twice it.
func TestTimeLimits(t *testing.T) {
	start := time.Now()
	r := search(newWalk(8), engine.Limits{Hard: 100 * time.Millisecond}, nil)
	if el := time.Since(start); el > time.Second || el < 80*time.Millisecond {
		t.Errorf("hard 100ms: took %v", el)
	}
	if r.Move < 0 {
		t.Errorf("no move")
	}
	start = time.Now()
	search(newWalk(8), engine.Limits{Soft: 40 * time.Millisecond, Hard: time.Second}, nil)
	if el := time.Since(start); el > 500*time.Millisecond {
		t.Errorf("soft 40ms: took %v", el)
	}
}

// TestDepthLimit: a depth alone bounds the simulations and the tree.
func TestDepthLimit(t *testing.T) {
	prm := DefaultParams()
	r := New(prm).Search(newWalk(5), engine.Limits{Depth: 2}, nil, time.Now(), nil)
	if r.Visits > uint64(2*prm.DepthSims)+1 || r.Visits < uint64(prm.DepthSims) {
		t.Errorf("depth 2: %d visits, want %d", r.Visits, 2*prm.DepthSims)
	}
	if len(r.PV) > 2 {
		t.Errorf("depth 2: PV %v deeper than the tree may be", r.PV)
	}
}

// TestReports: progress reports carry the visits, the win rate and the
// best line; multi-PV reports and results rank the lines; excluded moves
// are never chosen.
func TestReports(t *testing.T) {
	var got []engine.Info
	r := search(newWalk(6), engine.Limits{Nodes: 20000, MultiPV: 3, Exclude: []engine.Move{0, 1}},
		func(in engine.Info) { got = append(got, in) })
	if len(r.Lines) != 3 {
		t.Fatalf("%d lines, want 3", len(r.Lines))
	}
	for _, l := range r.Lines {
		if len(l.PV) == 0 || l.PV[0] == 0 || l.PV[0] == 1 {
			t.Errorf("line %v: empty or excluded", l.PV)
		}
	}
	if r.Move == 0 || r.Move == 1 || r.Move != r.Lines[0].PV[0] {
		t.Errorf("move %d, lines %v", r.Move, r.Lines)
	}
	ranks := map[int]bool{}
	for _, in := range got {
		if in.Visits == 0 || in.WinRate < 0 || in.WinRate > 1 || len(in.PV) == 0 || in.Nodes == 0 {
			t.Errorf("bad report %+v", in)
		}
		ranks[in.MultiPV] = true
	}
	if !ranks[1] || !ranks[2] || !ranks[3] {
		t.Errorf("multi-PV ranks reported: %v", ranks)
	}
	if r.Visits == 0 || r.WinRate <= 0 || r.WinRate >= 1 {
		t.Errorf("result visits %d win rate %v", r.Visits, r.WinRate)
	}
}

// TestMemoryBound: a full tree stops growing, and the search goes on.
func TestMemoryBound(t *testing.T) {
	prm := DefaultParams()
	prm.MemoryMiB = 1
	s := New(prm)
	r := s.Search(newWalk(10), engine.Limits{Nodes: 400000}, nil, time.Now(), nil)
	if max := 1 << 20 / nodeBytes; len(s.nodes) > max {
		t.Errorf("%d nodes in a tree of at most %d", len(s.nodes), max)
	}
	if r.Move < 0 || r.Nodes < 400000 {
		t.Errorf("move %d nodes %d", r.Move, r.Nodes)
	}
	s.SetMemory(1)
	if s.Params().MemoryMiB != MinMemoryMiB {
		t.Errorf("SetMemory(1): %d MiB", s.Params().MemoryMiB)
	}
}

// TestPanicRecovered: a panic in the game's code is recovered into a
// result with the best move so far.
func TestPanicRecovered(t *testing.T) {
	w := newWalk(6)
	w.evalAt = 3000
	r := search(w, engine.Limits{Nodes: 100000}, nil)
	if !strings.Contains(r.Panic, "boom in Evaluate") || !r.Stopped {
		t.Fatalf("panic %q stopped %v", r.Panic, r.Stopped)
	}
	if r.Move < 0 || r.Move >= 6 {
		t.Errorf("move %d", r.Move)
	}
}

// TestGameOver: a finished game has no move, and its result.
func TestGameOver(t *testing.T) {
	g := newTTT(0, 3, 1, 4, 2)
	r := search(g, engine.Limits{Nodes: 100}, nil)
	if r.Move != engine.NoMove || r.Score >= 0 {
		t.Errorf("move %d score %d", r.Move, r.Score)
	}
}

// TestEngineFacade: the engine runs the Monte Carlo search once it is
// its strategy, and alpha-beta again without; the table size reaches
// the tree.
func TestEngineFacade(t *testing.T) {
	e := engine.New(1)
	s := New(DefaultParams())
	e.SetStrategy(s)
	if s.Params().MemoryMiB != MinMemoryMiB {
		t.Errorf("tree %d MiB after SetStrategy on a 1 MiB table", s.Params().MemoryMiB)
	}
	e.ResizeHash(64)
	if s.Params().MemoryMiB != 64 {
		t.Errorf("tree %d MiB after ResizeHash(64)", s.Params().MemoryMiB)
	}
	var r engine.Result
	e.Go(newTTT(0, 3, 1, 4), engine.Limits{Nodes: 3000}, nil, func(res engine.Result) { r = res })
	e.Wait()
	if r.Move != 2 || r.Visits == 0 {
		t.Errorf("mcts through the facade: move %d visits %d", r.Move, r.Visits)
	}
	e.SetStrategy(nil)
	e.Go(newTTT(0, 3, 1, 4), engine.Limits{Depth: 3}, nil, func(res engine.Result) { r = res })
	e.Wait()
	if r.Move != 2 || r.Visits != 0 {
		t.Errorf("alpha-beta again: move %d visits %d", r.Move, r.Visits)
	}
}

// TestHelpers: the logistic and its inverse agree; softmax priors sum to
// one and follow the keys.
func TestHelpers(t *testing.T) {
	for _, s := range []engine.Score{-900, -1, 0, 3, 250} {
		if got := scoreOf(logistic(s, 300), 300); got < s-1 || got > s+1 {
			t.Errorf("scoreOf(logistic(%d)) = %d", s, got)
		}
	}
	if s := scoreOf(1, 300); s >= engine.WinThreshold {
		t.Errorf("scoreOf(1) = %d, beyond the static range", s)
	}
	pri := make([]float64, 3)
	SoftmaxPriors([]int32{0, 100, 300}, 100, 1000, pri)
	if sum := pri[0] + pri[1] + pri[2]; sum < 0.999 || sum > 1.001 || !(pri[2] > pri[1] && pri[1] > pri[0]) {
		t.Errorf("priors %v", pri)
	}
	// a tactical bonus counts as the cap at most: the others keep a share
	SoftmaxPriors([]int32{0, 100, 1 << 28}, 100, 1000, pri)
	if pri[0] != pri[1] || pri[0] < 4e-5 {
		t.Errorf("capped priors %v", pri)
	}
}
