package engine

import (
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Cloner is implemented by positions the search can run on several
// threads (Lazy SMP). CloneFor returns a copy of the position for one
// helper thread, sharing nothing the helper writes with the original or
// with other copies. prev is the copy made for the same helper by an
// earlier search (nil the first time): the game may keep its scratch
// state (an endgame solver's table, say) from it, since prev is no longer
// in use. A position that is not a Cloner is searched on one thread.
type Cloner interface {
	CloneFor(prev Position) Position
}

// MaxThreads bounds the threads of one search.
const MaxThreads = 256

// helper is one helper thread of a parallel search: its own searcher
// (killers, history, buffers) over the shared table, and its copy of the
// position, kept between searches for CloneFor.
type helper struct {
	s     *Searcher
	pos   Position
	nodes atomic.Uint64 // published node count of the running search
}

// SetThreads sets the number of threads of the following searches (1:
// the single-threaded search, whose node counts are deterministic). Call
// it between searches only.
func (s *Searcher) SetThreads(n int) {
	n = min(max(n, 1), MaxThreads)
	for len(s.helpers) < n-1 {
		s.helpers = append(s.helpers, &helper{s: NewSearcher(s.tt)})
	}
	s.helpers = s.helpers[:n-1]
}

// Threads returns the number of threads of a search.
func (s *Searcher) Threads() int { return len(s.helpers) + 1 }

// helperNodes sums the node counts the helpers have published.
func (s *Searcher) helperNodes() uint64 {
	var n uint64
	for _, h := range s.helpers {
		n += h.nodes.Load()
	}
	return n
}

// deepenShared is deepen with the helper threads searching beside it
// (Lazy SMP): each helper runs its own iterative deepening over a copy of
// the position, depths staggered, filling the shared table that the main
// thread reads. The main thread alone reports, keeps the clock and gives
// the result; the helpers stop when it is done. With one thread, or a
// position that cannot be copied, it is deepen.
func (s *Searcher) deepenShared(pos Position, roots []rootMove, lim Limits, maxDepth int, soft time.Time, report func(Info)) Result {
	cl, ok := pos.(Cloner)
	if len(s.helpers) == 0 || !ok || len(roots) < 2 {
		return s.deepen(pos, roots, lim, maxDepth, soft, report)
	}
	var stop atomic.Bool
	var wg sync.WaitGroup
	var mu sync.Mutex
	var panics []string
	for i, h := range s.helpers {
		h.pos = cl.CloneFor(h.pos)
		h.nodes.Store(0)
		hroots := make([]rootMove, len(roots))
		for j, r := range roots {
			hroots[j] = rootMove{move: r.move, score: r.score, pv: slices.Clone(r.pv)}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if v := recover(); v != nil {
					mu.Lock()
					panics = append(panics, panicReport(v))
					mu.Unlock()
					stop.Store(true) // a broken helper stops the others
					h.s.abandon()
				}
			}()
			h.s.helperSearch(h, hroots, lim, maxDepth, i, &stop, &s.depthNow)
		}()
	}
	r := s.deepen(pos, roots, lim, maxDepth, soft, report)
	stop.Store(true)
	wg.Wait()
	if len(panics) > 0 && r.Panic == "" {
		r.Panic = "helper thread: " + panics[0]
		return r
	}
	if lim.MultiPV <= 1 {
		r = s.deepest(r)
	}
	return r
}

// deepest returns the main thread's result r, or the last completed
// iteration of a helper when that went deeper (helpers keep ahead of the
// main thread, so when the clock stops the search a helper has often
// finished the iteration the main thread was in). Proven results stay.
func (s *Searcher) deepest(r Result) Result {
	if r.Exact || r.WLD || r.Book || abs(r.Score) >= WinThreshold {
		return r
	}
	for _, h := range s.helpers {
		l := h.s.last
		if l.Move == NoMove || l.Depth <= r.Depth || (abs(l.Score) >= WinThreshold && !l.Exact) {
			continue
		}
		r.Move, r.Score, r.Depth, r.PV, r.Lines, r.Exact = l.Move, l.Score, l.Depth, l.PV, l.Lines, l.Exact
	}
	return r
}

// helperSearch is the iterative deepening of helper thread i: no clock
// and no reports of its own (it stops when stop is set). It keeps ahead of
// the main thread, whose current depth is mainDepth: each iteration is at
// least one deeper than the main thread's (two for every other helper),
// so that the main thread finds its next iteration's nodes in the table
// instead of searching alongside its helpers.
func (s *Searcher) helperSearch(h *helper, roots []rootMove, lim Limits, maxDepth, i int, stop *atomic.Bool, mainDepth *atomic.Int32) {
	s.c = NewControl(stop, 0)
	s.c.publish = &h.nodes
	defer func() { h.nodes.Store(s.c.Nodes()) }()
	s.bind(h.pos)
	clear(s.killers[:])
	for j := range s.history {
		s.history[j] /= 8
	}
	delta := DefaultAspiration
	if a, ok := h.pos.(Aspirator); ok {
		delta = a.AspirationDelta()
	}
	s.follow(roots, 1)
	ahead := 1 + i%2
	for depth := 1 + ahead; depth <= maxDepth; {
		if !s.iterate(h.pos, roots, 1, depth, delta, func(Info) {}) {
			return
		}
		s.last = iterationResult(roots, 1, depth, !s.horizon)
		if s.last.Exact || proven(roots[0].score, depth, len(roots)) {
			return
		}
		depth = max(depth+1, int(mainDepth.Load())+ahead)
	}
}
