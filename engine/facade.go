package engine

import (
	"fmt"
	"runtime/debug"
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
	mu       sync.Mutex // guards running, donePanic, strategy and hashMiB
	running  chan struct{}
	// donePanic is the recovered panic of the last search's done callback
	// (see DonePanic).
	donePanic string
	// strategy, when set, runs the searches in place of searcher
	// (SetStrategy); hashMiB is the table size last asked for, handed to
	// a strategy that sizes its memory likewise (MemorySizer).
	strategy Strategy
	hashMiB  int
}

// New returns an engine whose transposition table uses at most ttMiB MiB.
func New(ttMiB int) *Engine {
	return &Engine{searcher: NewSearcher(NewTT(ttMiB)), hashMiB: ttMiB}
}

// Go starts searching pos under lim. info (may be nil) receives progress
// reports and done receives the result; both are called on the search
// goroutine, so callers hand the values over to their own goroutine. pos
// belongs to the search until done has been called. A search still running
// is stopped and waited for first.
//
// A panic during the search (in the game's code, in info or in the core)
// does not end the program: it is recovered and done still gets a Result,
// marked Stopped, with Panic set to the panic value and stack. Its Move is
// the move the search stood by when it panicked, as if it had been
// stopped: the best move of the last completed iteration, or a root move
// the interrupted iteration had already proven better; before any
// iteration completed, the first root move in the static order (the
// table's move first); NoMove only if the root moves were never listed
// (the panic came from listing them, or the game was over). pos is then
// left in an unspecified state (moves made and not taken back) and must
// not be searched again. The engine itself is reset and ready for the
// next Go; its table is kept. A panic in done is recovered as well (see
// DonePanic), so Wait and Finished never hang on it.
func (e *Engine) Go(pos Position, lim Limits, info func(Info), done func(Result)) {
	e.Stop()
	e.Wait()
	e.stop.Store(false)
	ch := make(chan struct{})
	e.mu.Lock()
	e.running = ch
	e.donePanic = ""
	strat := e.strategy
	e.mu.Unlock()
	go e.run(ch, strat, pos, lim, time.Now(), info, done)
}

// run is the search goroutine of Go: it searches, hands the result to
// done and closes ch, whatever panics.
func (e *Engine) run(ch chan struct{}, strat Strategy, pos Position, lim Limits, start time.Time, info func(Info), done func(Result)) {
	defer close(ch)
	var r Result
	if strat != nil {
		r = runStrategy(strat, pos, lim, &e.stop, start, info)
	} else {
		r = e.searcher.searchRecover(pos, lim, &e.stop, start, info)
	}
	if done != nil {
		e.deliver(done, r)
	}
}

// deliver calls done with r, recovering a panic of done into donePanic.
func (e *Engine) deliver(done func(Result), r Result) {
	defer func() {
		if v := recover(); v != nil {
			p := panicReport(v)
			e.mu.Lock()
			e.donePanic = p
			e.mu.Unlock()
		}
	}()
	done(r)
}

// DonePanic returns the panic value and stack of the last search's done
// callback if it panicked (the engine recovers it), and "" otherwise. A
// new Go forgets it. Call it after Wait or Finished to see the last
// search's.
func (e *Engine) DonePanic() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.donePanic
}

// panicReport formats a recovered panic value with the stack of the
// panicking goroutine (called from the deferred function that recovered
// it, the stack still holds the frames of the panic).
func panicReport(v any) string {
	return fmt.Sprintf("panic: %v\n\n%s", v, debug.Stack())
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

// SetThreads sets the number of threads of the following searches (see
// Searcher.SetThreads). Call it between searches only.
func (e *Engine) SetThreads(n int) {
	e.Wait()
	e.searcher.SetThreads(n)
}

// Threads returns the number of threads of a search.
func (e *Engine) Threads() int { return e.searcher.Threads() }

// HashMiB returns the table size last asked for (New or ResizeHash), in
// MiB; other tables of a session (Othello's endgame solver) are sized
// from it.
func (e *Engine) HashMiB() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.hashMiB
}

// ClearHash empties the transposition table. Call it between searches only.
func (e *Engine) ClearHash() {
	e.Wait()
	e.searcher.TT().Clear()
}

// ResizeHash replaces the transposition table by one of at most mib MiB;
// while a strategy runs the searches (SetStrategy), the strategy gets
// the size instead (if it is a MemorySizer) and the table waits for
// alpha-beta to come back. Call it between searches only.
func (e *Engine) ResizeHash(mib int) {
	e.Wait()
	e.mu.Lock()
	e.hashMiB = mib
	s := e.strategy
	e.mu.Unlock()
	if s == nil {
		e.searcher.SetTT(NewTT(mib))
		return
	}
	if ms, ok := s.(MemorySizer); ok {
		ms.SetMemory(mib)
	}
}
