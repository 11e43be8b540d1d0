package othello

import (
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"sente/engine"
)

// Parallel exact solving: Young Brothers Wait (YBWC). A node of at least
// endSplitMin empties whose first move (the eldest brother) has been
// searched, and that has moves left, becomes a split point when a thread
// is idle: its remaining moves are handed out one at a time to its owner
// and to helper goroutines, which search them with null windows around
// the split point's shared alpha (re-searching a move that beats it, as
// the serial PVS does). A move that reaches beta aborts the split point:
// the threads under it (and under the split points nested below it) stop
// and their unfinished results are dropped. The owner then waits for its
// helpers; while it waits its thread counts as idle, so that a helper can
// split in turn.
//
// The threads share the transposition table (endTable, lock-free for
// readers); each helper has its own scratch (a Solver with its own
// ordering table and node counter, kept in a pool between solves). A
// helper counts its nodes on an engine.Control of its own; its owner adds
// them to its counter when the helper is done, so that the root's Control
// ends with the total. Only the thread that called Solve or SolveMove
// polls that Control (its stop flag, deadline and node limit): when it
// says stop, the thread sets the solve's stop flag, which every helper
// polls at each node of endTableMin or more empties; while it waits at a
// split point it polls the Control every millisecond.
//
// The results are exact whatever the timing; only the node counts, and
// among equal best moves the one returned, may vary with more than one
// thread. With one thread nothing of this runs and the solver is the
// serial one, node for node.
//
// endSplitMin was measured on FFO #40-#49 with two threads: the nodes,
// and the wall time two cores would take, modelled from the time during
// which one or both threads were busy (the machine measured on gave its
// two cores the throughput of one). Split points from 12 to 18 empties
// kept both threads busy over 98% of the time, for 0-3% more nodes than
// one thread (a modelled 0.50-0.55 of the serial time); from 20 empties
// one thread idled 7% of the time. Helpers with tables of their own
// instead of the shared one searched 24% more nodes and took 2.4 times
// as long.
const endSplitMin = 14

// parState is what the threads of one parallel solver share.
type parState struct {
	idle     atomic.Int32 // threads free to help (may dip below 0 briefly)
	splitMin int          // endSplitMin, or the solver's splitMin
	stop     atomic.Bool  // set when the root's Control says stop: all stop
	root     *Solver      // the solver whose Solve/SolveMove is running

	mu       sync.Mutex
	free     []*Solver // helper solvers not in use
	all      []*Solver // every helper solver made (for clear)
	panicked any       // the first panic of a helper, re-raised by its owner
}

// splitPoint is a node searched by several threads.
type splitPoint struct {
	parent *splitPoint  // the split point the owner works under
	stop   *atomic.Bool // parState.stop
	abort  atomic.Bool  // a move reached beta: stop the threads under it
	p, o   uint64
	n      int // empties
	sel    int // selectivity of the search
	beta   int

	mu      sync.Mutex // guards the fields below
	ms      []endMove  // the moves, handed out in order
	next    int        // the next move to hand out
	alpha   int        // the window's lower bound, raised by exact scores
	best    int        // fail-soft result so far
	bestSq  int
	helpers int           // helpers still working
	nodes   uint64        // nodes of the helpers that are done
	done    chan struct{} // closed when the last helper is done
	buf     [32]endMove
}

// SetThreads sets the number of threads of the following solves (Solve,
// SolveMove and so Position.SolveRoot; never Position.Resolve, which runs
// inside a search that has threads of its own): n <= 1 is the serial
// solver, whose node counts are deterministic. Helpers allocate their
// own ordering table (an eighth of the solver's size each) on first use.
// Call it between solves only.
func (s *Solver) SetThreads(n int) {
	n = min(max(n, 1), engine.MaxThreads)
	s.threads = n
	if n == 1 {
		s.pool = nil
		return
	}
	if s.pool == nil {
		s.pool = &parState{}
	}
}

// Threads returns the number of threads of a solve.
func (s *Solver) Threads() int { return max(s.threads, 1) }

// begin starts a solve by s on the threads of par (nil: serially).
func (s *Solver) begin(par *parState) {
	s.par, s.sp = nil, nil
	if par == nil {
		s.tt.shared = false
		return
	}
	par.stop.Store(false)
	par.idle.Store(int32(s.threads - 1))
	par.root = s
	par.panicked = nil
	par.splitMin = endSplitMin
	if s.splitMin > 0 {
		par.splitMin = s.splitMin
	}
	s.par = par
	s.tt.shared = true
}

// end ends a solve started by begin (no helper is running any more).
func (s *Solver) end() {
	s.par, s.sp = nil, nil
	s.tt.shared = false
}

// clear empties the helpers' ordering tables.
func (par *parState) clear() {
	for _, w := range par.all {
		w.st.clear()
	}
}

// helper returns a helper solver for a split point of s: one from the
// pool, or a new one sharing s's transposition table.
func (par *parState) helper(s *Solver) *Solver {
	par.mu.Lock()
	defer par.mu.Unlock()
	if n := len(par.free); n > 0 {
		w := par.free[n-1]
		par.free = par.free[:n-1]
		return w
	}
	w := &Solver{tt: s.tt, st: newSortTable(s.stBytes), k: s.k, ev: s.ev, threads: 1, stBytes: s.stBytes}
	par.all = append(par.all, w)
	return w
}

// claim takes an idle thread, reporting false if none is.
func (par *parState) claim() bool {
	for {
		i := par.idle.Load()
		if i <= 0 {
			return false
		}
		if par.idle.CompareAndSwap(i, i-1) {
			return true
		}
	}
}

// canSplit reports whether a node of n empties with left moves still to
// search should be split: it is big enough and a thread is idle.
func (s *Solver) canSplit(n, left int) bool {
	return n >= s.par.splitMin && left >= 2 && s.par.idle.Load() > 0
}

// cancelled reports whether the threads under sp must stop: the solve
// was stopped or sp or a split point above it was aborted.
func (sp *splitPoint) cancelled() bool {
	if sp.stop.Load() {
		return true
	}
	for q := sp; q != nil; q = q.parent {
		if q.abort.Load() {
			return true
		}
	}
	return false
}

// split searches the moves ms of p against o at n empties, the eldest
// brother already searched (best, bestSq; alpha raised by it), with the
// idle threads: the body of searchOrdered at a split point. It returns
// the best score and move like searchOrdered; s.stopped is set only if
// the solve was stopped or a split point above this one aborted.
func (s *Solver) split(p, o uint64, alpha, beta, n int, ms []endMove, best, bestSq int) (int, int) {
	par := s.par
	sp := &splitPoint{parent: s.sp, stop: &par.stop, p: p, o: o, n: n, sel: s.sel, beta: beta,
		alpha: alpha, best: best, bestSq: bestSq}
	sp.ms = append(sp.buf[:0], ms...)
	k := 0
	for k < len(ms)-1 && par.claim() {
		k++
	}
	waited := true
	if k > 0 {
		sp.helpers = k
		sp.done = make(chan struct{})
		waited = false
		defer func() {
			if !waited { // this thread panicked: stop the helpers first
				par.stop.Store(true)
				<-sp.done
			}
		}()
		for range k {
			go par.helper(s).help(par, sp)
		}
	}
	s.work(sp)
	if !waited {
		par.idle.Add(1) // this thread is free while it waits
		s.wait(par, sp)
		par.idle.Add(-1)
		waited = true
	}
	s.c.CountN(sp.nodes)
	par.mu.Lock()
	pv := par.panicked
	par.mu.Unlock()
	if pv != nil {
		panic(pv)
	}
	s.stopped = s.c.Stopped() || sp.stop.Load() || sp.parent != nil && sp.parent.cancelled()
	return sp.best, sp.bestSq
}

// wait waits for the helpers of sp. The root thread polls its Control
// meanwhile, so that a stop or the deadline reaches the helpers.
func (s *Solver) wait(par *parState, sp *splitPoint) {
	if par.root != s {
		<-sp.done
		return
	}
	t := time.NewTimer(time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-sp.done:
			return
		case <-t.C:
			if s.c.Tick() {
				par.stop.Store(true)
			}
			t.Reset(time.Millisecond)
		}
	}
}

// help is a helper thread's work at sp: w searches moves of sp until none
// is left, then goes back to the pool.
func (w *Solver) help(par *parState, sp *splitPoint) {
	w.c = engine.NewControl(nil, 0)
	w.sel = sp.sel
	w.stopped = false
	w.par = par
	defer func() {
		if v := recover(); v != nil {
			par.mu.Lock()
			if par.panicked == nil {
				par.panicked = fmt.Sprintf("solver helper: %v\n%s", v, debug.Stack())
			}
			par.mu.Unlock()
			par.stop.Store(true)
		}
		w.sp = nil
		sp.mu.Lock()
		sp.nodes += w.c.Nodes()
		sp.helpers--
		last := sp.helpers == 0
		sp.mu.Unlock()
		par.mu.Lock()
		par.free = append(par.free, w)
		par.mu.Unlock()
		par.idle.Add(1)
		if last {
			close(sp.done)
		}
	}()
	w.work(sp)
}

// work searches moves of sp, one at a time, until none is left, sp is
// aborted or the solve stops: a null window at the split point's alpha,
// re-searched with (alpha, beta) when the move beats it. Results of
// searches cut short are dropped.
func (s *Solver) work(sp *splitPoint) {
	saved := s.sp
	s.sp = sp
	for !s.stopped {
		sp.mu.Lock()
		if sp.next >= len(sp.ms) || sp.abort.Load() {
			sp.mu.Unlock()
			break
		}
		mv := sp.ms[sp.next]
		sp.next++
		a := sp.alpha
		sp.mu.Unlock()
		np, no := sp.o^mv.f, sp.p|mv.f|1<<uint(mv.sq)
		v := -s.searchChild(np, no, -a-1, -a, sp.n-1)
		if v > a && v < sp.beta && !s.stopped {
			sp.mu.Lock()
			lo := max(v, sp.alpha)
			sp.mu.Unlock()
			v = -s.searchChild(np, no, -sp.beta, -lo, sp.n-1)
		}
		if s.stopped {
			if s.c.Stopped() {
				sp.stop.Store(true) // the root was stopped: stop everyone
			}
			break
		}
		sp.mu.Lock()
		if v > sp.best {
			sp.best, sp.bestSq = v, mv.sq
			if v >= sp.beta {
				sp.abort.Store(true)
			} else if v > sp.alpha {
				sp.alpha = v
			}
		}
		sp.mu.Unlock()
	}
	s.sp = saved
}
