package engine

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// panicky is a synthetic tree with a bug: its GenMoves, Make or Evaluate
// panics on the call numbered genAt, makeAt or evalAt (0: never).
type panicky struct {
	*tree
	gens, makes, evals    int
	genAt, makeAt, evalAt int
}

func (p *panicky) GenMoves(buf []Move) []Move {
	if p.gens++; p.gens == p.genAt {
		panic("boom in GenMoves")
	}
	return p.tree.GenMoves(buf)
}

func (p *panicky) Make(m Move) {
	p.tree.Make(m) // half done: the path grows, then the game fails
	if p.makes++; p.makes == p.makeAt {
		panic("boom in Make")
	}
}

func (p *panicky) Evaluate() Score {
	if p.evals++; p.evals == p.evalAt {
		panic("boom in Evaluate")
	}
	return p.tree.Evaluate()
}

// goWait runs one search on e and returns what done received.
func goWait(t *testing.T, e *Engine, pos Position, lim Limits, info func(Info)) Result {
	t.Helper()
	got := make(chan Result, 1)
	e.Go(pos, lim, info, func(r Result) { got <- r })
	select {
	case <-e.Finished():
	case <-time.After(time.Minute):
		t.Fatal("search never finished")
	}
	select {
	case r := <-got:
		return r
	default:
		t.Fatal("done was not called")
	}
	return Result{}
}

// checkHealthy runs a normal search on e and compares it with minimax. Its
// tree is another than the earlier searches' (seed+100): their deeper
// table entries would rightly answer a shallower search of the same tree
// with deeper values than minimax at its depth.
func checkHealthy(t *testing.T, e *Engine, seed uint64) {
	t.Helper()
	const depth = 5
	seed += 100
	r := goWait(t, e, newTree(6, seed), Limits{Depth: depth}, nil)
	if want := minimax(newTree(6, seed), depth); r.Score != want || r.Depth != depth || r.Stopped || r.Panic != "" {
		t.Fatalf("search after a panic: %+v, want score %d at depth %d", r, want, depth)
	}
	tr := newTree(6, seed)
	tr.Make(r.Move)
	if got := -minimax(tr, depth-1); got != r.Score {
		t.Fatalf("search after a panic: move %d worth %d, score says %d", r.Move, got, r.Score)
	}
}

// A panic in the game's Make or Evaluate, at any moment of the search,
// ends the search with the move it stood by (the last completed
// iteration's, the statically first root move before any, or a better one
// the interrupted iteration had proven), Stopped, the
// panic in Result.Panic; the next search on the same engine is correct.
func TestEnginePanicKeepsBestMove(t *testing.T) {
	const depth = 8
	deep, better, static0 := 0, 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		rootMoves := newTree(6, seed).GenMoves(nil)
		static := NewSearcher(NewTT(1)).rootMoves(newTree(6, seed), Limits{})[0].move
		for _, at := range []int{1, 2, 7, 40, 300, 2000, 9000} {
			for _, inEval := range []bool{false, true} {
				p := &panicky{tree: newTree(6, seed)}
				what := "Make"
				if inEval {
					p.evalAt, what = at, "Evaluate"
				} else {
					p.makeAt = at
				}
				e := New(1)
				r := goWait(t, e, p, Limits{Depth: depth}, nil)
				if r.Panic == "" {
					if calls := map[bool]int{false: p.makes, true: p.evals}[inEval]; calls < at {
						continue // the search ended before the bug struck
					}
					t.Fatalf("seed %d %s #%d: no panic reported: %+v", seed, what, at, r)
				}
				if !strings.Contains(r.Panic, "boom in "+what) || !strings.Contains(r.Panic, "panicky") {
					t.Fatalf("seed %d %s #%d: Panic lacks the value or the stack:\n%s", seed, what, at, r.Panic)
				}
				if !r.Stopped || !slices.Contains(rootMoves, r.Move) {
					t.Fatalf("seed %d %s #%d: result %+v: want a root move, Stopped", seed, what, at, r)
				}
				// the move the search stood by: the last completed
				// iteration's (before any: the static first), unless the
				// interrupted one had proven another better
				last := Result{Move: static}
				if r.Depth > 0 {
					deep++
					last = NewSearcher(NewTT(1)).Search(newTree(6, seed), Limits{Depth: r.Depth}, nil, time.Now(), nil)
				}
				if r.Depth == 0 {
					static0++
				}
				if r.Move != last.Move {
					better++
					worth := func(m Move) Score {
						tr := newTree(6, seed)
						tr.Make(m)
						return -minimax(tr, r.Depth)
					}
					if got, old := worth(r.Move), worth(last.Move); got <= old {
						t.Fatalf("seed %d %s #%d: played %d worth %d at depth %d, not more than depth %d's move %d worth %d",
							seed, what, at, r.Move, got, r.Depth+1, r.Depth, last.Move, old)
					}
				} else if r.Score != last.Score {
					t.Fatalf("seed %d %s #%d: move %d score %d, the depth-%d search says %d", seed, what, at, r.Move, r.Score, r.Depth, last.Score)
				}
				checkHealthy(t, e, seed)
			}
		}
	}
	if deep == 0 {
		t.Fatal("no panic struck after a completed iteration: nothing was tested")
	}
	t.Logf("%d panics after a completed iteration, %d before any; %d played a move the interrupted iteration proved better", deep, static0, better)
}

// A panic while listing the root moves leaves no move to play.
func TestEnginePanicBeforeRootMoves(t *testing.T) {
	e := New(1)
	r := goWait(t, e, &panicky{tree: newTree(6, 3), genAt: 1}, Limits{Depth: 4}, nil)
	if r.Move != NoMove || !r.Stopped || !strings.Contains(r.Panic, "boom in GenMoves") {
		t.Fatalf("result %+v: want NoMove, Stopped, the panic", r)
	}
	checkHealthy(t, e, 3)
}

// A panic in the info callback is the search's: the result is the last
// completed iteration, the one just reported.
func TestEnginePanicInInfo(t *testing.T) {
	const seed, depth = 4, 3
	e := New(1)
	r := goWait(t, e, newTree(6, seed), Limits{Depth: 8}, func(in Info) {
		if in.Depth == depth {
			panic("boom in info")
		}
	})
	want := NewSearcher(NewTT(1)).Search(newTree(6, seed), Limits{Depth: depth}, nil, time.Now(), nil)
	if r.Depth != depth || r.Move != want.Move || r.Score != want.Score || !slices.Equal(r.PV, want.PV) ||
		!r.Stopped || !strings.Contains(r.Panic, "boom in info") {
		t.Fatalf("result %+v: want depth %d move %d score %d PV %v, Stopped, the panic", r, depth, want.Move, want.Score, want.PV)
	}
	checkHealthy(t, e, seed)
}

// A panic in multi-PV mode keeps the lines of the last iteration.
func TestEnginePanicMultiPV(t *testing.T) {
	e := New(1)
	p := &panicky{tree: newTree(6, 2), makeAt: 3000}
	r := goWait(t, e, p, Limits{Depth: 8, MultiPV: 3}, nil)
	if r.Panic == "" || r.Depth == 0 || len(r.Lines) != 3 || r.Lines[0].PV[0] != r.Move {
		t.Fatalf("result %+v: want the last iteration's 3 lines and the panic", r)
	}
	want := NewSearcher(NewTT(1)).Search(newTree(6, 2), Limits{Depth: r.Depth, MultiPV: 3}, nil, time.Now(), nil)
	for i, l := range r.Lines {
		if l.Score != want.Lines[i].Score {
			t.Fatalf("line %d: score %d, the depth-%d search says %d", i, l.Score, r.Depth, want.Lines[i].Score)
		}
	}
	checkHealthy(t, e, 2)
}

// A panic in done is recovered: Wait returns, DonePanic tells, and the
// next search works (and forgets it).
func TestEngineDonePanics(t *testing.T) {
	e := New(1)
	e.Go(newTree(6, 5), Limits{Depth: 3}, nil, func(Result) { panic("boom in done") })
	select {
	case <-e.Finished():
	case <-time.After(time.Minute):
		t.Fatal("Finished never closed after done panicked")
	}
	e.Wait()
	if e.Busy() || !strings.Contains(e.DonePanic(), "boom in done") {
		t.Fatalf("busy %v, DonePanic %q", e.Busy(), e.DonePanic())
	}
	checkHealthy(t, e, 5)
	if e.DonePanic() != "" {
		t.Fatalf("DonePanic not forgotten by the next search: %q", e.DonePanic())
	}
}

// panicSolver is a tree whose root solver panics.
type panicSolver struct{ *tree }

func (panicSolver) SolveRoot(*Control, Limits, func(Info)) (Result, bool) {
	panic("boom in SolveRoot")
}

// A panic in a root solver keeps the prelude's searched move.
func TestEnginePanicInRootSolver(t *testing.T) {
	const seed = 4
	want := NewSearcher(NewTT(1)).Search(newTree(6, seed), Limits{Depth: preludeDepth}, nil, time.Now(), nil)
	e := New(1)
	r := goWait(t, e, panicSolver{newTree(6, seed)}, Limits{Depth: 8}, nil)
	if r.Depth != preludeDepth || r.Move != want.Move || r.Score != want.Score ||
		!r.Stopped || !strings.Contains(r.Panic, "boom in SolveRoot") {
		t.Fatalf("result %+v: want the prelude's move %d score %d at depth %d, Stopped, the panic",
			r, want.Move, want.Score, preludeDepth)
	}
	checkHealthy(t, e, seed)
}
