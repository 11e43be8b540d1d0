package engine

import (
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// solveTTT is the brute-force negamax value of g, wins worth Win-ply.
func solveTTT(g *ttt, ply int) Score {
	if sc, over := g.Outcome(ply); over {
		return sc
	}
	best := -Infinity
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		best = max(best, -solveTTT(g, ply+1))
		g.Unmake(m)
	}
	return best
}

// TestSearchSolvesTicTacToe compares the search with brute force on every
// reachable non-terminal tic-tac-toe position, with a table kept across
// positions (so stale entries of other searches are exercised too).
func TestSearchSolvesTicTacToe(t *testing.T) {
	s := NewSearcher(NewTT(1))
	seen := map[uint64]bool{}
	checked := 0
	var walk func(g *ttt)
	walk = func(g *ttt) {
		if seen[g.hash] {
			return
		}
		seen[g.hash] = true
		moves := g.GenMoves(nil)
		if len(moves) == 0 {
			return
		}
		want := solveTTT(g, 0)
		r := s.Search(g, Limits{}, nil, time.Now(), nil)
		if r.Score != want {
			t.Fatalf("position %v side %d: score %d, want %d", g.cell, g.side, r.Score, want)
		}
		if !r.Exact {
			t.Fatalf("position %v: result not marked exact", g.cell)
		}
		g.Make(r.Move)
		got := -solveTTT(g, 1)
		g.Unmake(r.Move)
		if got != want {
			t.Fatalf("position %v: move %d is worth %d, best is %d", g.cell, r.Move, got, want)
		}
		checked++
		for _, m := range moves {
			g.Make(m)
			walk(g)
			g.Unmake(m)
		}
	}
	walk(newTTT())
	if checked < 4000 {
		t.Fatalf("only %d positions checked", checked)
	}
	if r := s.Search(newTTT(), Limits{}, nil, time.Now(), nil); r.Score != 0 {
		t.Fatalf("tic-tac-toe is a draw, search says %d", r.Score)
	}
}

// TestSearchMatchesMinimax checks PVS + aspiration + TT against plain
// minimax at fixed depths on synthetic trees.
func TestSearchMatchesMinimax(t *testing.T) {
	s := NewSearcher(NewTT(4))
	for seed := uint64(1); seed <= 12; seed++ {
		for depth := 1; depth <= 5; depth++ {
			want := minimax(newTree(6, seed), depth)
			s.Reset()
			r := s.Search(newTree(6, seed), Limits{Depth: depth}, nil, time.Now(), nil)
			if r.Score != want || r.Depth != depth {
				t.Fatalf("seed %d depth %d: score %d depth %d, want %d", seed, depth, r.Score, r.Depth, want)
			}
			tr := newTree(6, seed)
			tr.Make(r.Move)
			if got := -minimax(tr, depth-1); got != want {
				t.Fatalf("seed %d depth %d: move %d worth %d, want %d", seed, depth, r.Move, got, want)
			}
			// the PV replays to a leaf whose value is the score
			tr = newTree(6, seed)
			for _, m := range r.PV {
				tr.Make(m)
			}
			if len(r.PV) == depth {
				v := tr.Evaluate()
				if depth%2 == 1 {
					v = -v
				}
				if v != want {
					t.Fatalf("seed %d depth %d: PV %v ends at %d, want %d", seed, depth, r.PV, v, want)
				}
			}
		}
	}
}

func TestMultiPV(t *testing.T) {
	const depth = 4
	for seed := uint64(1); seed <= 6; seed++ {
		tr := newTree(6, seed)
		var want []Score
		for _, m := range tr.GenMoves(nil) {
			tr.Make(m)
			want = append(want, -minimax(tr, depth-1))
			tr.Unmake(m)
		}
		slices.SortFunc(want, func(a, b Score) int { return cmpScore(b, a) })
		k := min(3, len(want))
		s := NewSearcher(NewTT(1))
		r := s.Search(newTree(6, seed), Limits{Depth: depth, MultiPV: k}, nil, time.Now(), nil)
		if len(r.Lines) != k {
			t.Fatalf("seed %d: %d lines, want %d", seed, len(r.Lines), k)
		}
		for i := 0; i < k; i++ {
			if r.Lines[i].Score != want[i] {
				t.Fatalf("seed %d line %d: score %d, want %d (all %v)", seed, i, r.Lines[i].Score, want[i], want)
			}
		}
	}
}

func TestDeterministicNodeCount(t *testing.T) {
	run := func() Result {
		s := NewSearcher(NewTT(2))
		return s.Search(newTree(8, 77), Limits{Depth: 7}, nil, time.Now(), nil)
	}
	a, b := run(), run()
	if a.Nodes != b.Nodes || a.Move != b.Move || a.Score != b.Score {
		t.Fatalf("two runs differ: %d/%d/%d vs %d/%d/%d", a.Move, a.Score, a.Nodes, b.Move, b.Score, b.Nodes)
	}
	if a.Nodes == 0 {
		t.Fatal("no nodes counted")
	}
}

func TestNodeLimitStopsAndKeepsLastIteration(t *testing.T) {
	s := NewSearcher(NewTT(1))
	full := s.Search(newTree(8, 5), Limits{Depth: 4}, nil, time.Now(), nil)
	s.Reset()
	r := s.Search(newTree(8, 5), Limits{Nodes: full.Nodes + 50}, nil, time.Now(), nil)
	if !r.Stopped {
		t.Fatal("node-limited search not marked stopped")
	}
	if r.Nodes > full.Nodes+50 {
		t.Fatalf("searched %d nodes, limit %d", r.Nodes, full.Nodes+50)
	}
	if r.Depth != 4 || r.Move != full.Move || r.Score != full.Score {
		t.Fatalf("stopped search returned depth %d move %d score %d; last complete was depth 4 move %d score %d",
			r.Depth, r.Move, r.Score, full.Move, full.Score)
	}
}

func TestEngineStop(t *testing.T) {
	e := New(1)
	var infos atomic.Int32
	got := make(chan Result, 1)
	e.Go(newTree(8, 3), Limits{}, func(Info) { infos.Add(1) }, func(r Result) { got <- r })
	for infos.Load() < 3 {
		time.Sleep(time.Millisecond)
	}
	e.Stop()
	<-e.Finished()
	r := <-got
	if !r.Stopped || r.Move == NoMove || r.Depth < 3 {
		t.Fatalf("stopped search: %+v", r)
	}
	if e.Busy() {
		t.Fatal("engine still busy after Finished")
	}
}

func TestReportsCarryOwnPV(t *testing.T) {
	var pvs [][]Move
	s := NewSearcher(NewTT(1))
	s.Search(newTree(6, 9), Limits{Depth: 6}, nil, time.Now(), func(in Info) {
		pvs = append(pvs, in.PV)
	})
	if len(pvs) < 6 {
		t.Fatalf("%d reports for 6 iterations", len(pvs))
	}
	last := pvs[len(pvs)-1]
	before := slices.Clone(last)
	s.Search(newTree(6, 10), Limits{Depth: 6}, nil, time.Now(), nil)
	if !slices.Equal(before, last) {
		t.Fatal("a later search overwrote a reported PV")
	}
}

// slowSolver is a tree whose root solver never finishes: it burns nodes
// until the search is stopped.
type slowSolver struct{ *tree }

func (s slowSolver) SolveRoot(c *Control, _ Limits, _ func(Info)) (Result, bool) {
	for !c.Tick() {
	}
	return Result{}, false
}

func TestCutOffRootSolverLeavesSearchedMove(t *testing.T) {
	s := NewSearcher(NewTT(1))
	want := s.Search(newTree(6, 4), Limits{Depth: preludeDepth}, nil, time.Now(), nil)
	s.Reset()
	r := s.Search(slowSolver{newTree(6, 4)}, Limits{Nodes: 100000}, nil, time.Now(), nil)
	if !r.Stopped || r.Depth != preludeDepth || r.Move != want.Move || r.Score != want.Score {
		t.Fatalf("cut-off solve returned %+v; prelude search gives move %d score %d at depth %d",
			r, want.Move, want.Score, preludeDepth)
	}
}

// An iteration cut off by the node limit after it found a root move better
// than the previous iteration's best plays that move: whatever the limit,
// the move returned is the last complete iteration's, or one worth more
// than it at the next depth (exact minimax over the synthetic tree).
func TestInterruptedIterationKeepsBetterMove(t *testing.T) {
	changed := 0
	for seed := uint64(1); seed <= 6; seed++ {
		s := NewSearcher(NewTT(1))
		for nodes := uint64(20); nodes < 4000; nodes += 37 {
			s.Reset()
			r := s.Search(newTree(6, seed), Limits{Nodes: nodes}, nil, time.Now(), nil)
			if !r.Stopped || r.Depth == 0 {
				continue
			}
			s.Reset()
			last := s.Search(newTree(6, seed), Limits{Depth: r.Depth}, nil, time.Now(), nil)
			if r.Move == last.Move {
				continue
			}
			changed++
			worth := func(m Move) Score {
				tr := newTree(6, seed)
				tr.Make(m)
				return -minimax(tr, r.Depth)
			}
			if got, old := worth(r.Move), worth(last.Move); got <= old {
				t.Fatalf("seed %d nodes %d: played %d worth %d at depth %d, not more than depth %d's move %d worth %d",
					seed, nodes, r.Move, got, r.Depth+1, r.Depth, last.Move, old)
			}
		}
	}
	if changed == 0 {
		t.Fatal("no interrupted iteration ever changed the move: nothing was tested")
	}
	t.Logf("%d cut-off searches played the interrupted iteration's better move", changed)
}

// wldSolver is a tree whose root solver answers at once with a
// win/loss/draw result of the given sign and an arbitrary (last) move.
type wldSolver struct {
	*tree
	score Score
}

func (w wldSolver) SolveRoot(*Control, Limits, func(Info)) (Result, bool) {
	ms := w.GenMoves(nil)
	m := ms[len(ms)-1]
	return Result{Move: m, PV: []Move{m}, Score: w.score, WLD: true, Depth: 60}, true
}

// A win/loss/draw solve that finds every move losing knows no margin: the
// search goes on and plays what it finds (the same as without the
// solver); a won or drawn root keeps the solver's move, which is proven.
func TestWLDLossSearchesOn(t *testing.T) {
	differs := 0
	for seed := uint64(1); seed <= 6; seed++ {
		plain := NewSearcher(NewTT(1)).Search(newTree(6, seed), Limits{Depth: 4}, nil, time.Now(), nil)
		ms := newTree(6, seed).GenMoves(nil)
		last := ms[len(ms)-1]
		for _, sc := range []Score{-100, 0, 100} {
			r := NewSearcher(NewTT(1)).Search(wldSolver{newTree(6, seed), sc}, Limits{Depth: 4}, nil, time.Now(), nil)
			if sc < 0 {
				if r.WLD || r.Depth != 4 || r.Score != plain.Score || len(r.PV) == 0 || r.PV[0] != r.Move {
					t.Errorf("seed %d, WLD loss: %+v, want the depth-4 search's score %d", seed, r, plain.Score)
				}
				if r.Move != last {
					differs++
				}
				continue
			}
			if r.Move != last || r.Score != sc || !r.WLD {
				t.Errorf("seed %d, WLD score %d: %+v, want the solver's move %d", seed, sc, r, last)
			}
		}
	}
	if differs == 0 {
		t.Error("the search played the solver's move in every tree: nothing tested")
	}
}
