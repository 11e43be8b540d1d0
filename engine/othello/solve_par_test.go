package othello

import (
	"math/rand/v2"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

// parProblems are a few 14-18-empties FFO positions: quick enough for
// -race -short, big enough to split (the split threshold is lowered in
// the tests so that nested split points occur).
func parProblems(t testing.TB) []*OBFProblem {
	prs := loadOBF(t, "fforum-1-19.obf")[:5]
	return append(prs, loadOBF(t, "fforum-20-39.obf")[1:4]...) // 15, 17, 18 empties
}

// The parallel solver gives the exact scores and a best move, with 2 and
// 4 threads (more threads than cores mixes the interleavings), at the
// root (SolveMove) and with windows (Solve): the same values as the
// serial solver.
func TestParallelSolveExact(t *testing.T) {
	prs := parProblems(t)
	serial := NewSolver(16)
	for _, threads := range []int{2, 4} {
		s := NewSolver(16)
		s.SetThreads(threads)
		s.splitMin = 12
		if s.Threads() != threads {
			t.Fatalf("Threads() = %d", s.Threads())
		}
		for _, pr := range prs {
			s.Clear()
			solveProblem(t, s, pr)
			p, o := pr.Pos.Player(), pr.Pos.Opponent()
			best, _ := pr.BestScore()
			for _, w := range [][2]int{{-1, 1}, {best - 2, best + 2}, {best, best + 6}, {best - 8, best}} {
				s.Clear()
				got, ok := s.Solve(engine.NewControl(nil, 0), p, o, w[0], w[1])
				serial.Clear()
				want, _ := serial.Solve(engine.NewControl(nil, 0), p, o, w[0], w[1])
				// fail-soft bounds may differ; their side of the window may not
				if !ok || boundOf(got, w[0], w[1]) != boundOf(want, w[0], w[1]) ||
					(got > w[0] && got < w[1] && got != want) ||
					(got <= w[0] && best > got) || (got >= w[1] && best < got) {
					t.Errorf("%d threads, line %d, window %v: %d (ok %v), serial %d, exact %d",
						threads, pr.Line, w, got, ok, want, best)
				}
			}
		}
	}
}

// Back to one thread, the solver is the serial one, node for node.
func TestParallelSolverOneThread(t *testing.T) {
	for _, pr := range parProblems(t)[5:] {
		p, o := pr.Pos.Player(), pr.Pos.Opponent()
		count := func(s *Solver) uint64 {
			s.Clear()
			c := engine.NewControl(nil, 0)
			s.SolveMove(c, p, o, -64, 64)
			return c.Nodes()
		}
		want := count(NewSolver(16))
		s := NewSolver(16)
		s.SetThreads(2)
		par := count(s)
		if len(s.pool.all) == 0 {
			t.Errorf("line %d: two threads but no helper", pr.Line)
		}
		s.SetThreads(1)
		if got := count(s); got != want || s.Threads() != 1 {
			t.Errorf("line %d: one thread after two: %d nodes, serial %d", pr.Line, got, want)
		}
		t.Logf("line %d: serial %d nodes, two threads %d", pr.Line, want, par)
	}
}

// A parallel solve stops promptly on the stop flag and on the deadline,
// and leaves no helper running.
func TestParallelSolveStops(t *testing.T) {
	pr := loadOBF(t, "fforum-40-59.obf")[8] // #48, 25 empties: seconds
	p, o := pr.Pos.Player(), pr.Pos.Opponent()
	s := NewSolver(16)
	s.SetThreads(3)
	before := runtime.NumGoroutine()

	var stop atomic.Bool
	time.AfterFunc(100*time.Millisecond, func() { stop.Store(true) })
	start := time.Now()
	if _, _, ok := s.SolveMove(engine.NewControl(&stop, 0), p, o, -64, 64); ok {
		t.Fatal("not stopped")
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("stop flag: stopped after %v", d)
	}

	c := engine.NewControl(nil, 0)
	c.Deadline(100 * time.Millisecond)
	start = time.Now()
	_, ok := s.Solve(c, p, o, -64, 64)
	c.Release()
	if ok {
		t.Fatal("not stopped by the deadline")
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("deadline: stopped after %v", d)
	}
	if c.Nodes() == 0 {
		t.Error("no nodes counted")
	}
	time.Sleep(10 * time.Millisecond)
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines after the solves, %d before", n, before)
	}
	// the solver is still exact afterwards
	s.Clear()
	solveProblem(t, s, parProblems(t)[0])
}

// A panic in a helper reaches the caller of the solve (where the engine
// recovers it) instead of killing the program.
func TestParallelSolvePanic(t *testing.T) {
	pr := parProblems(t)[6]
	s := NewSolver(16)
	s.SetThreads(2)
	s.splitMin = 12
	s.Clear()
	// a helper that crashes when used (it has no table)
	s.pool.all = append(s.pool.all, &Solver{st: s.st, k: s.k, ev: s.ev, threads: 1})
	s.pool.free = append(s.pool.free, s.pool.all[0])
	defer func() {
		if v := recover(); v == nil {
			t.Error("no panic")
		}
	}()
	s.SolveMove(engine.NewControl(nil, 0), pr.Pos.Player(), pr.Pos.Opponent(), -64, 64)
}

// Lazy SMP over Othello positions (CloneFor): two threads at fixed depth
// and under a clock return legal moves; exact results equal the
// one-thread ones.
func TestParallelSearch(t *testing.T) {
	var poss []*Position
	for _, line := range benchOpenings[:4] {
		poss = append(poss, openingPosition(t, line))
	}
	for _, pr := range loadOBF(t, "fforum-20-39.obf")[4:6] { // 19 empties
		poss = append(poss, pr.Pos)
	}
	depths := []int{8, 10}
	if testing.Short() {
		depths = depths[:1]
	}
	one := engine.NewSearcher(engine.NewTT(16))
	two := engine.NewSearcher(engine.NewTT(16))
	two.SetThreads(2)
	if two.Threads() != 2 {
		t.Fatalf("Threads() = %d", two.Threads())
	}
	for i, pos := range poss {
		for _, d := range depths {
			one.Reset()
			two.Reset()
			r1 := one.Search(pos.Clone(), engine.Limits{Depth: d}, nil, time.Now(), nil)
			r2 := two.Search(pos.Clone(), engine.Limits{Depth: d}, nil, time.Now(), nil)
			if !pos.IsLegal(r2.Move) || r2.Panic != "" {
				t.Errorf("position %d depth %d: two threads gave %s (%s)", i, d, MoveString(r2.Move), r2.Panic)
			}
			if r1.Exact && r2.Exact && r1.Score != r2.Score {
				t.Errorf("position %d depth %d: exact %d with two threads, %d with one", i, d, r2.Score, r1.Score)
			}
			// Lazy SMP may change the score a little, not its meaning
			if diff := r1.Score - r2.Score; diff > 1600 || diff < -1600 {
				t.Errorf("position %d depth %d: %d with two threads, %d with one", i, d, r2.Score, r1.Score)
			}
			t.Logf("position %d depth %d: one %s %d (%d nodes), two %s %d (%d nodes)", i, d,
				MoveString(r1.Move), r1.Score, r1.Nodes, MoveString(r2.Move), r2.Score, r2.Nodes)
		}
		start := time.Now()
		r := two.Search(pos.Clone(), engine.Limits{Soft: 50 * time.Millisecond, Hard: 200 * time.Millisecond},
			nil, time.Now(), nil)
		if !pos.IsLegal(r.Move) || r.Panic != "" {
			t.Errorf("position %d timed: %s (%s)", i, MoveString(r.Move), r.Panic)
		}
		if el := time.Since(start); el > 2*time.Second {
			t.Errorf("position %d timed: %v", i, el)
		}
	}
	// root solves (the depth rule) with a two-thread solver: the exact
	// scores of the file and of one thread
	solver := NewSolver(16)
	solver.SetThreads(2)
	for _, pr := range loadOBF(t, "fforum-20-39.obf")[1:3] { // 15, 17 empties
		best, _ := pr.BestScore()
		one.Reset()
		two.Reset()
		r1 := one.Search(pr.Pos.Clone(), engine.Limits{Depth: 10}, nil, time.Now(), nil)
		pos := pr.Pos.Clone()
		pos.SetSolver(solver)
		r2 := two.Search(pos, engine.Limits{Depth: 10}, nil, time.Now(), nil)
		if !r1.Exact || !r2.Exact || r1.Score != engine.Score(100*best) || r2.Score != r1.Score || !pr.IsBest(r2.Move) {
			t.Errorf("line %d: one thread %+v, two %+v, want %+d", pr.Line, r1, r2, best)
		}
	}
}

// CloneFor copies the position, shares no solver with it and reuses the
// solver of the previous copy.
func TestCloneFor(t *testing.T) {
	pos := openingPosition(t, benchOpenings[0])
	shared := NewSolver(1)
	pos.SetSolver(shared)
	var _ engine.Cloner = pos
	a := pos.CloneFor(nil).(*Position)
	if a == pos || a.solver != nil || a.Hash() != pos.Hash() || a.Plies() != pos.Plies() {
		t.Fatalf("first copy: %+v", a)
	}
	a.Make(a.LegalMoves()[0])
	if pos.Plies() == a.Plies() || &a.hist[0] == &pos.hist[0] {
		t.Error("the history is shared")
	}
	as := a.getSolver()
	b := pos.CloneFor(a).(*Position)
	if b.solver != as || b.Hash() != pos.Hash() {
		t.Error("the previous copy's solver is not reused")
	}
	if c := pos.CloneFor(pos).(*Position); c.solver != nil {
		t.Error("the original's solver was handed over")
	}
}

// The shared table never returns a torn entry: threads store and probe
// positions that collide in a few buckets, each stored always with the
// same bounds and move (derived from the position), and every hit must
// read them back.
func TestEndTableConcurrent(t *testing.T) {
	tt := newEndTable(4 * 2 * endSlotBytes) // 4 buckets
	tt.shared = true
	want := func(p, o uint64) endEntry {
		h := endHash(o, p)
		v := int8(h%129) - 64
		return endEntry{lo: v, hi: v, move: uint8(h>>8) % 64, empties: uint8(20 + h>>16%10), sel: uint8(selExact)}
	}
	var positions [][2]uint64
	for i := range 64 {
		positions = append(positions, [2]uint64{uint64(i)*0x9e3779b97f4a7c15 | 1, uint64(i+1) << 40})
	}
	n := 2000000
	if testing.Short() {
		n = 400000
	}
	var bad atomic.Int64
	done := make(chan struct{})
	for g := range 4 {
		go func() {
			defer func() { done <- struct{}{} }()
			for i := range n {
				po := positions[(i*7+g*13)%len(positions)]
				w := want(po[0], po[1])
				if i%3 == 0 {
					tt.store(po[0], po[1], int(w.empties), int(w.lo), int(w.hi), int(w.move), int(w.sel))
				} else if e, ok := tt.probe(po[0], po[1]); ok && e != w {
					bad.Add(1)
				}
			}
		}()
	}
	for range 4 {
		<-done
	}
	if bad.Load() != 0 {
		t.Errorf("%d torn or wrong entries read", bad.Load())
	}
}

// plainSlot and plainTable are the solver's table as it was before it was
// shared between threads, kept as the reference of its replacement rules:
// the serial node counts (a determinism signature) depend on them.
type plainSlot struct {
	p, o               uint64
	lo, hi             int8
	move, empties, sel uint8
}

type plainTable struct {
	slots []plainSlot
	mask  uint64
}

func (t *plainTable) probe(p, o uint64) *plainSlot {
	i := (endHash(p, o) & t.mask) * 2
	for _, s := range []*plainSlot{&t.slots[i], &t.slots[i+1]} {
		if s.p == p && s.o == o {
			return s
		}
	}
	return nil
}

func (t *plainTable) store(p, o uint64, empties, lo, hi int, mv int, sel int) {
	i := (endHash(p, o) & t.mask) * 2
	s := &t.slots[i]
	if !(s.p == p && s.o == o) {
		s2 := &t.slots[i+1]
		switch {
		case s2.p == p && s2.o == o:
			s = s2
		case int(s.empties) > empties:
			s = s2
		default:
			*s2 = *s
		}
		*s = plainSlot{p: p, o: o, lo: -64, hi: 64, move: 255, sel: uint8(sel)}
	}
	if int(s.sel) != sel {
		s.lo, s.hi, s.sel = -64, 64, uint8(sel)
	}
	if lo > int(s.lo) {
		s.lo = int8(lo)
	}
	if hi < int(s.hi) {
		s.hi = int8(hi)
	}
	if s.lo > s.hi {
		s.lo, s.hi = int8(lo), int8(hi)
	}
	if mv >= 0 {
		s.move = uint8(mv)
	}
	s.empties = uint8(empties)
}

// The table, shared or not, stores and replaces exactly as the plain
// reference table does.
func TestEndTableMatchesPlain(t *testing.T) {
	for _, shared := range []bool{false, true} {
		tt := newEndTable(8 * 2 * endSlotBytes)
		tt.shared = shared
		ref := &plainTable{slots: make([]plainSlot, len(tt.slots)), mask: tt.mask}
		for i := range ref.slots {
			ref.slots[i].move = 255
		}
		rng := rand.New(rand.NewPCG(7, 7))
		var pool [][2]uint64
		for range 60 {
			p := rng.Uint64()
			pool = append(pool, [2]uint64{p, rng.Uint64() &^ p})
		}
		for i := range 50000 {
			po := pool[rng.IntN(len(pool))]
			if rng.IntN(2) == 0 {
				lo := rng.IntN(129) - 64
				hi := lo + rng.IntN(65-lo)
				if rng.IntN(4) == 0 {
					lo, hi = hi, lo // inconsistent with the stored bounds, sometimes
				}
				args := []int{11 + rng.IntN(20), lo, hi, rng.IntN(65) - 1, rng.IntN(2)}
				tt.store(po[0], po[1], args[0], args[1], args[2], args[3], args[4])
				ref.store(po[0], po[1], args[0], args[1], args[2], args[3], args[4])
			}
			q := pool[rng.IntN(len(pool))]
			e, ok := tt.probe(q[0], q[1])
			r := ref.probe(q[0], q[1])
			if ok != (r != nil) || ok && (e != endEntry{r.lo, r.hi, r.move, r.empties, r.sel}) {
				t.Fatalf("shared %v, step %d: %+v %v, reference %+v", shared, i, e, ok, r)
			}
		}
	}
}
