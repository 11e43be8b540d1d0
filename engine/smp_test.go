package engine

import (
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// CloneFor makes the test games searchable on several threads.
func (g *ttt) CloneFor(Position) Position { c := *g; return &c }

func (t *tree) CloneFor(Position) Position {
	return &tree{branch: t.branch, path: slices.Clone(t.path), sleep: t.sleep}
}

// panickyTree is a tree whose copies for helper threads panic.
type panickyTree struct{ *tree }

func (p panickyTree) CloneFor(Position) Position { return panicOnMake{p.tree.CloneFor(nil).(*tree)} }

type panicOnMake struct{ *tree }

func (p panicOnMake) Make(Move) { panic("helper bug") }

// With helper threads the search stays exact where the game is solved:
// every tic-tac-toe position gets its true value and a best move, and
// the threads count their nodes.
func TestParallelSearchSolvesTicTacToe(t *testing.T) {
	s := NewSearcher(NewTT(1))
	s.SetThreads(3)
	if s.Threads() != 3 {
		t.Fatalf("threads %d", s.Threads())
	}
	seen := map[uint64]bool{}
	checked := 0
	var walk func(g *ttt)
	walk = func(g *ttt) {
		if seen[g.hash] || checked > 600 {
			return
		}
		seen[g.hash] = true
		moves := g.GenMoves(nil)
		if len(moves) == 0 {
			return
		}
		want := solveTTT(g, 0)
		r := s.Search(g, Limits{}, nil, time.Now(), nil)
		g.Make(r.Move)
		got := -solveTTT(g, 1)
		g.Unmake(r.Move)
		if r.Score != want || got != want {
			t.Fatalf("position %v: score %d, move worth %d, want %d", g.cell, r.Score, got, want)
		}
		checked++
		for _, m := range moves {
			g.Make(m)
			walk(g)
			g.Unmake(m)
		}
	}
	walk(newTTT())
}

// On a synthetic tree at fixed depth the parallel search returns a legal
// move, searches more nodes in all (the helpers' are counted), and after
// SetThreads(1) and Reset the node count is the single-threaded one again.
func TestParallelSearchCountsAndReturnsToOneThread(t *testing.T) {
	one := NewSearcher(NewTT(4))
	ref := one.Search(newTree(6, 11), Limits{Depth: 7}, nil, time.Now(), nil)
	s := NewSearcher(NewTT(4))
	s.SetThreads(2)
	r := s.Search(newTree(6, 11), Limits{Depth: 7}, nil, time.Now(), nil)
	if !slices.Contains(newTree(6, 11).GenMoves(nil), r.Move) || r.Depth != 7 {
		t.Fatalf("parallel result %+v", r)
	}
	if r.Nodes == 0 {
		t.Fatal("no nodes counted")
	}
	s.SetThreads(1)
	s.Reset()
	again := s.Search(newTree(6, 11), Limits{Depth: 7}, nil, time.Now(), nil)
	if again.Nodes != ref.Nodes || again.Move != ref.Move || again.Score != ref.Score {
		t.Fatalf("one thread again: %d nodes %v %d, want %d nodes %v %d",
			again.Nodes, again.Move, again.Score, ref.Nodes, ref.Move, ref.Score)
	}
}

// Stop and the hard deadline end every thread at once.
func TestParallelSearchStops(t *testing.T) {
	e := New(4)
	e.SetThreads(2)
	tr := newTree(8, 5)
	tr.sleep = 20 * time.Microsecond
	start := time.Now()
	var res Result
	e.Go(tr, Limits{Hard: 150 * time.Millisecond}, nil, func(r Result) { res = r })
	e.Wait()
	if d := time.Since(start); d > 2*time.Second || !res.Stopped || res.Move == NoMove {
		t.Fatalf("deadline: %v after %v", res, d)
	}
	var stop atomic.Bool
	s := NewSearcher(NewTT(4))
	s.SetThreads(2)
	done := make(chan Result)
	go func() { done <- s.Search(newTree(8, 6), Limits{}, &stop, time.Now(), nil) }()
	time.Sleep(50 * time.Millisecond)
	stop.Store(true)
	select {
	case r := <-done:
		if r.Move == NoMove {
			t.Fatal("stopped without a move")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Stop did not end the parallel search")
	}
}

// A helper thread's panic is reported, not fatal, and the main thread's
// result stands.
func TestHelperPanicIsReported(t *testing.T) {
	s := NewSearcher(NewTT(4))
	s.SetThreads(2)
	r := s.Search(panickyTree{newTree(5, 3)}, Limits{Depth: 5}, nil, time.Now(), nil)
	if r.Panic == "" || r.Move == NoMove || r.Depth != 5 {
		t.Fatalf("result %+v", r)
	}
	s.SetThreads(1)
	if r := s.Search(newTree(5, 3), Limits{Depth: 5}, nil, time.Now(), nil); r.Panic != "" {
		t.Fatal("a later search reports the old panic")
	}
}

// deepest takes a helper's deeper completed iteration in place of the main
// thread's result, but never over a proven result, and never a helper's
// shallower one.
func TestDeepestHelperResult(t *testing.T) {
	s := NewSearcher(NewTT(1))
	s.SetThreads(3)
	s.helpers[0].s.last = Result{Move: 7, Score: 30, Depth: 9, PV: []Move{7, 8}}
	s.helpers[1].s.last = Result{Move: 5, Score: 10, Depth: 11, PV: []Move{5}}
	r := s.deepest(Result{Move: 3, Score: 20, Depth: 10, Nodes: 1234})
	if r.Move != 5 || r.Depth != 11 || r.Score != 10 || r.Nodes != 1234 {
		t.Errorf("got %+v, want the depth-11 helper's move with the main thread's counters", r)
	}
	if r := s.deepest(Result{Move: 3, Score: Win - 5, Depth: 10}); r.Move != 3 {
		t.Errorf("a proven win was replaced: %+v", r)
	}
	if r := s.deepest(Result{Move: 3, Score: 0, Depth: 12}); r.Move != 3 {
		t.Errorf("a deeper main result was replaced: %+v", r)
	}
}
