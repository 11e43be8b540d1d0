package engine

import (
	"sync/atomic"
	"time"
)

// Strategy is a search the facade can run in place of its own alpha-beta
// searcher (Engine.SetStrategy): the Monte Carlo tree search of package
// engine/mcts is one. It searches pos under lim, polling stop (set by
// Engine.Stop), with the time limits counted from start, and reports
// progress through info (nil: no reports) the way the alpha-beta search
// does. It must return a legal move whenever pos has one, even when
// stopped at once.
type Strategy interface {
	Search(pos Position, lim Limits, stop *atomic.Bool, start time.Time, info func(Info)) Result
}

// MemorySizer is implemented by strategies whose memory follows the
// engine's table size: SetStrategy and ResizeHash hand them the size in
// MiB.
type MemorySizer interface {
	SetMemory(mib int)
}

// SetStrategy makes the following searches run s in place of alpha-beta
// (nil: alpha-beta again). While a strategy runs the searches, the
// alpha-beta table, which nothing reads, shrinks to its least size and
// its memory goes to the strategy (a MemorySizer gets the table size);
// alpha-beta gets a table of the size last asked for (New, ResizeHash)
// when it comes back, so the process never holds both. Call it between
// searches only; it waits for a running search to end.
func (e *Engine) SetStrategy(s Strategy) {
	e.Wait()
	e.mu.Lock()
	old := e.strategy
	e.strategy = s
	mib := e.hashMiB
	e.mu.Unlock()
	switch {
	case s != nil && old == nil:
		e.searcher.SetTT(NewTT(0))
	case s == nil && old != nil:
		e.searcher.SetTT(NewTT(mib))
	}
	if ms, ok := s.(MemorySizer); ok {
		ms.SetMemory(mib)
	}
}

// Strategy returns the search strategy set by SetStrategy (nil:
// alpha-beta).
func (e *Engine) Strategy() Strategy {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.strategy
}

// runStrategy runs the strategy s, recovering a panic into a Stopped
// result with Panic set (and no move: the strategy's own standing is not
// known here).
func runStrategy(s Strategy, pos Position, lim Limits, stop *atomic.Bool, start time.Time, info func(Info)) (r Result) {
	defer func() {
		if v := recover(); v != nil {
			r = Result{Move: NoMove, Stopped: true, Panic: panicReport(v), Elapsed: time.Since(start)}
		}
	}()
	return s.Search(pos, lim, stop, start, info)
}
