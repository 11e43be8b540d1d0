package protocol

import "sente/engine"

// Pending serialises a protocol's commands around the engine's searches.
// While a search runs the loop keeps reading: ordinary lines are queued
// and replayed in order once the search has finished (GUIs pipeline their
// commands), and interrupting commands (NBoard ping, GTP quit, end of
// input) call StopAll, which stops the search at once and lets every owed
// answer be written first.
//
// All methods run on the loop goroutine.
type Pending struct {
	loop  *Loop
	eng   *engine.Engine
	exec  func(line string) bool
	busy  bool
	lines []string
	// queuedBytes is the length of lines, all together.
	queuedBytes int
	ended       bool
	// task is closed when the running background task (Run) has posted
	// its completion; nil while a search (or nothing) runs.
	task chan struct{}
	// prepare, when set, is called on each position before its search
	// (the Othello front ends attach the session's endgame table).
	prepare func(engine.Position)
	// pondering is set while a ponder search (Ponder) runs.
	pondering bool
}

// MaxQueued and MaxQueuedBytes bound the lines kept while a search runs.
// A client that sends more stops the search (its answer is written) and
// waits: the loop reads no further line until the queue has been
// replayed (back-pressure through the pipe), so that a script that pipes
// thousands of commands gets an answer to every one, an endless search
// cannot leave the reading blocked, and a flooding client cannot exhaust
// memory.
const (
	MaxQueued      = 4096
	MaxQueuedBytes = 4 << 20
)

// NewPending returns a Pending that starts searches on eng and replays
// queued lines through exec (the handler's own command dispatcher).
func NewPending(loop *Loop, eng *engine.Engine, exec func(line string) bool) *Pending {
	return &Pending{loop: loop, eng: eng, exec: exec}
}

// SetPrepare installs f, called on every position just before its search
// starts, on the loop goroutine.
func (p *Pending) SetPrepare(f func(engine.Position)) { p.prepare = f }

// Busy reports whether a search is running (or its answer is still owed).
func (p *Pending) Busy() bool { return p.busy }

// Ended reports whether a replayed line asked to end the session.
func (p *Pending) Ended() bool { return p.ended }

// Queue keeps line to run after the current search. A ponder search is
// stopped at once: the line is what it was waiting for. When the queue is
// full, Queue stops the search and waits for it to end (the queued lines
// are replayed meanwhile) before it takes the line.
func (p *Pending) Queue(line string) {
	if p.pondering {
		p.eng.Stop()
	}
	for p.busy && (len(p.lines) >= MaxQueued || p.queuedBytes+len(line) > MaxQueuedBytes) {
		p.awaitCurrent()
	}
	if !p.busy {
		// the search ended while the line waited and the queue was
		// replayed: the line runs now, in order
		if !p.ended && !p.exec(line) {
			p.ended = true
		}
		return
	}
	p.lines = append(p.lines, line)
	p.queuedBytes += len(line)
}

// awaitCurrent stops the current search and lets the loop run until it,
// or the running task, has posted its completion (which replays the
// queue).
func (p *Pending) awaitCurrent() {
	if t := p.task; t != nil {
		p.loop.Await(t)
		return
	}
	p.loop.Log().Warn().Msg("command queue full: search stopped")
	p.eng.Stop()
	p.loop.Await(p.eng.Finished())
}

// Start runs a search of pos (which belongs to the search from now on).
// info and done run on the loop goroutine; after done the queued lines are
// replayed until one of them starts another search.
func (p *Pending) Start(pos engine.Position, lim engine.Limits, info func(engine.Info), done func(engine.Result)) {
	p.busy = true
	if p.prepare != nil {
		p.prepare(pos)
	}
	var postInfo func(engine.Info)
	if info != nil {
		postInfo = func(in engine.Info) {
			in.PV = append([]engine.Move(nil), in.PV...)
			p.loop.Post(func() { info(in) })
		}
	}
	p.eng.Go(pos, lim, postInfo, func(r engine.Result) {
		p.loop.Post(func() {
			if r.Panic != "" {
				p.loop.Log().Error().Str("panic", r.Panic).Msg("search panicked; answering with the best move found so far")
			}
			p.busy = false
			done(r)
			p.replay()
		})
	})
}

// Ponder thinks on the opponent's time: a search of pos (the position
// after the engine's move, which belongs to the search from now on)
// without limits, whose result is dropped and whose table entries serve
// the next search. The next line received stops it (Queue) and runs as
// soon as it has. Nothing starts while a search runs or lines wait.
func (p *Pending) Ponder(pos engine.Position) {
	if p.busy || len(p.lines) > 0 || p.ended {
		return
	}
	p.pondering = true
	p.Start(pos, engine.Limits{}, nil, func(r engine.Result) {
		p.pondering = false
		p.loop.Log().Debug().Int("depth", r.Depth).Uint64("nodes", r.Nodes).Msg("pondering done")
	})
}

// Pondering reports whether a ponder search runs.
func (p *Pending) Pondering() bool { return p.pondering }

// Run runs work off the loop goroutine (learning a game into the book,
// say) like a search: lines received meanwhile are queued, then done runs
// on the loop goroutine and the queue is replayed. StopAll waits for it.
func (p *Pending) Run(work, done func()) {
	p.busy = true
	fin := make(chan struct{})
	p.task = fin
	go func() {
		work()
		p.loop.Post(func() {
			p.busy = false
			p.task = nil
			done()
			p.replay()
		})
		close(fin)
	}()
}

// replay runs queued lines until the queue is empty or a search starts.
func (p *Pending) replay() {
	for len(p.lines) > 0 && !p.busy {
		line := p.lines[0]
		p.lines = p.lines[1:]
		p.queuedBytes -= len(line)
		if !p.ended && !p.exec(line) {
			p.ended = true
		}
	}
	if len(p.lines) == 0 {
		p.lines, p.queuedBytes = nil, 0
	}
}

// StopAll stops the running search and every search the queued lines
// start, runs all queued lines and writes every owed answer. It returns
// when no search runs and the queue is empty.
func (p *Pending) StopAll() {
	for p.busy {
		if t := p.task; t != nil {
			p.loop.Await(t)
			continue
		}
		p.eng.Stop()
		p.loop.Await(p.eng.Finished())
	}
	p.replay()
}
