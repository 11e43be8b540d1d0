package engine

import (
	"sync/atomic"
	"time"
)

// Bound says how a score relates to the true value of a node.
type Bound uint8

// Bound kinds stored in the transposition table and returned by resolvers.
const (
	BoundNone  Bound = 0
	BoundUpper Bound = 1 // true value <= score (fail low)
	BoundLower Bound = 2 // true value >= score (fail high)
	BoundExact Bound = BoundUpper | BoundLower
)

// Control is the per-search bookkeeping shared by the core and a game's
// own solvers: the node counter, the stop flags and the node limit. The
// node counter is written only by the search goroutine; the stop flag and
// the time-up flag are atomics set by other goroutines (the caller's Stop,
// the hard-deadline timer).
type Control struct {
	nodes    uint64
	maxNodes uint64
	stop     *atomic.Bool
	timeUp   atomic.Bool
	timer    *time.Timer
	stopped  bool // latched, private to the search goroutine
	// publish, when set, receives the node count now and then, for
	// another goroutine to read (a helper thread's progress).
	publish *atomic.Uint64
}

// NewControl returns a Control that stops when stop is set or after
// maxNodes nodes (0 = no limit). A nil stop is replaced by a private flag.
func NewControl(stop *atomic.Bool, maxNodes uint64) *Control {
	if stop == nil {
		stop = new(atomic.Bool)
	}
	return &Control{stop: stop, maxNodes: maxNodes}
}

// Deadline arms the hard deadline: after d the search stops. d <= 0 stops
// at once. Call Release when the search is over.
func (c *Control) Deadline(d time.Duration) {
	if d <= 0 {
		c.timeUp.Store(true)
		return
	}
	c.timer = time.AfterFunc(d, func() { c.timeUp.Store(true) })
}

// Release disarms the deadline timer.
func (c *Control) Release() {
	if c.timer != nil {
		c.timer.Stop()
	}
}

// Nodes returns the number of nodes counted so far.
func (c *Control) Nodes() uint64 { return c.nodes }

// Tick counts one node and reports whether the search must stop. Games'
// solvers call it once per node they visit. Once it has said stop, it keeps
// saying so.
func (c *Control) Tick() bool {
	c.nodes++
	if c.publish != nil && c.nodes&1023 == 0 {
		c.publish.Store(c.nodes)
	}
	if !c.stopped && (c.stop.Load() || c.timeUp.Load() ||
		(c.maxNodes > 0 && c.nodes >= c.maxNodes)) {
		c.stopped = true
	}
	return c.stopped
}

// Count counts one node without polling the stop flags: for a solver's
// innermost nodes, whose callers poll with Tick often enough.
func (c *Control) Count() { c.nodes++ }

// CountN counts n nodes at once without polling the stop flags (see
// Count).
func (c *Control) CountN(n uint64) { c.nodes += n }

// Stopped reports whether the search must stop, without counting a node.
func (c *Control) Stopped() bool { return c.stopped }
