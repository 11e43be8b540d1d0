package engine

import (
	"sync"
	"sync/atomic"
	"time"
)

// Engine is the non-blocking facade the protocol adapters drive: Go starts
// a search in its own goroutine, Stop asks it to finish now, Wait blocks
// until it has. One search runs at a time; the transposition table is kept
// between searches.
type Engine struct {
	searcher *Searcher
	stop     atomic.Bool
	mu       sync.Mutex // guards running
	running  chan struct{}
}

// New returns an engine whose transposition table uses at most ttMiB MiB.
func New(ttMiB int) *Engine {
	return &Engine{searcher: NewSearcher(NewTT(ttMiB))}
}

// Go starts searching pos under lim. info (may be nil) receives progress
// reports and done receives the result; both are called on the search
// goroutine, so callers hand the values over to their own goroutine. pos
// belongs to the search until done has been called. A search still running
// is stopped and waited for first.
func (e *Engine) Go(pos Position, lim Limits, info func(Info), done func(Result)) {
	e.Stop()
	e.Wait()
	e.stop.Store(false)
	ch := make(chan struct{})
	e.mu.Lock()
	e.running = ch
	e.mu.Unlock()
	start := time.Now()
	go func() {
		defer close(ch)
		r := e.searcher.Search(pos, lim, &e.stop, start, info)
		if done != nil {
			done(r)
		}
	}()
}

// Stop asks the running search, if any, to return its best move now. It
// does not wait; the result still arrives through done.
func (e *Engine) Stop() { e.stop.Store(true) }

// Wait blocks until the running search, if any, has finished and its done
// callback has returned.
func (e *Engine) Wait() {
	e.mu.Lock()
	ch := e.running
	e.mu.Unlock()
	if ch != nil {
		<-ch
	}
}

// Finished returns a channel closed once the running search (if any) has
// finished and its done callback has returned.
func (e *Engine) Finished() <-chan struct{} {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.running == nil {
		c := make(chan struct{})
		close(c)
		return c
	}
	return e.running
}

// Busy reports whether a search is running.
func (e *Engine) Busy() bool {
	e.mu.Lock()
	ch := e.running
	e.mu.Unlock()
	if ch == nil {
		return false
	}
	select {
	case <-ch:
		return false
	default:
		return true
	}
}

// ClearHash empties the transposition table. Call it between searches only.
func (e *Engine) ClearHash() {
	e.Wait()
	e.searcher.TT().Clear()
}

// ResizeHash replaces the transposition table by one of at most mib MiB.
// Call it between searches only.
func (e *Engine) ResizeHash(mib int) {
	e.Wait()
	e.searcher.SetTT(NewTT(mib))
}
