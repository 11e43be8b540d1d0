package engine

import (
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// fixedStrategy answers every search with its move, or panics.
type fixedStrategy struct {
	move  Move
	boom  bool
	calls int
	mib   int
}

func (f *fixedStrategy) Search(pos Position, lim Limits, stop *atomic.Bool, start time.Time, info func(Info)) Result {
	f.calls++
	if f.boom {
		panic("strategy boom")
	}
	if info != nil {
		info(Info{Depth: 1, PV: []Move{f.move}, Visits: 1, WinRate: 0.5})
	}
	return Result{Move: f.move, Visits: 1}
}

func (f *fixedStrategy) SetMemory(mib int) { f.mib = mib }

// TestStrategy: the facade runs the strategy set, sizes it with the
// table, recovers its panic, and runs alpha-beta again once it is unset.
func TestStrategy(t *testing.T) {
	e := New(4)
	f := &fixedStrategy{move: 7}
	e.SetStrategy(f)
	if e.Strategy() != Strategy(f) || f.mib != 4 {
		t.Fatalf("strategy %v, memory %d", e.Strategy(), f.mib)
	}
	if b := e.searcher.TT().Bytes(); b > TTBucketBytes {
		t.Errorf("the unused table keeps %d bytes beside the strategy", b)
	}
	e.ResizeHash(2)
	if f.mib != 2 || e.searcher.TT().Bytes() > TTBucketBytes {
		t.Errorf("ResizeHash(2): strategy memory %d, table %d bytes", f.mib, e.searcher.TT().Bytes())
	}
	var infos int
	r := goWait(t, e, newTTT(), Limits{Depth: 2}, func(Info) { infos++ })
	if r.Move != 7 || f.calls != 1 || infos != 1 {
		t.Errorf("move %d, %d calls, %d reports", r.Move, f.calls, infos)
	}
	f.boom = true
	r = goWait(t, e, newTTT(), Limits{Depth: 2}, nil)
	if !strings.Contains(r.Panic, "strategy boom") || !r.Stopped || r.Move != NoMove {
		t.Errorf("panic not recovered: %+v", r)
	}
	e.SetStrategy(nil)
	if b := e.searcher.TT().Bytes(); b < 1<<20 {
		t.Errorf("alpha-beta back: a table of %d bytes, want 2 MiB", b)
	}
	r = goWait(t, e, newTTT(), Limits{Depth: 2}, nil)
	if r.Move == NoMove || r.Visits != 0 || f.calls != 2 {
		t.Errorf("alpha-beta again: %+v, %d strategy calls", r, f.calls)
	}
}
