// Package protocol holds the loop shared by every protocol adapter: one
// goroutine reads input lines, one goroutine (the loop) owns the protocol
// state and is the only writer to the output, and the search runs beside
// them, handing its results back through Post.
//
// The adapters live in sub-packages (nboard, gtp, pbrain); each implements
// Handler. What one game's front ends share lives beside them
// (othellofront, gomokufront); this package itself knows no game: besides
// the loop it holds the queue around searches (Pending), the playing
// levels, the engine options both binaries take (EngineFlags) and the
// bench runner.
package protocol

import (
	"bufio"
	"io"
	"strings"
	"sync"

	"github.com/rs/zerolog"
)

// MaxLine is the longest input line kept; longer lines are cut and flagged.
const MaxLine = 64 << 10

// Handler is one protocol's state machine. All its methods run on the loop
// goroutine.
type Handler interface {
	// Line handles one input line, line ending removed. It returns false to
	// end the session (quit, END).
	Line(line string) bool
	// EOF is called once when the input ends: stop any search, and return
	// when the handler has nothing more to say.
	EOF()
}

// Loop runs a Handler over an input and an output.
type Loop struct {
	out   *bufio.Writer
	in    io.Reader
	log   zerolog.Logger
	tasks chan func()
	done  chan struct{}
	once  sync.Once
}

// NewLoop returns a loop reading in and writing out.
func NewLoop(in io.Reader, out io.Writer, log zerolog.Logger) *Loop {
	return &Loop{
		in:    in,
		out:   bufio.NewWriter(out),
		log:   log,
		tasks: make(chan func(), 64),
		done:  make(chan struct{}),
	}
}

// Log returns the loop's logger.
func (l *Loop) Log() *zerolog.Logger { return &l.log }

// Post runs f on the loop goroutine. It is safe from any goroutine and
// never blocks once the loop has ended (f is then dropped).
func (l *Loop) Post(f func()) {
	select {
	case l.tasks <- f:
	case <-l.done:
	}
}

// Send writes one line and flushes. Call it on the loop goroutine only.
func (l *Loop) Send(line string) {
	l.out.WriteString(line)
	l.out.WriteByte('\n')
	if err := l.out.Flush(); err != nil {
		l.log.Warn().Err(err).Msg("write failed")
	}
}

// Run serves h until it asks to stop or the input ends. Posted tasks keep
// running while a handler waits for a search to finish.
func (l *Loop) Run(h Handler) {
	defer l.once.Do(func() { close(l.done) })
	lines := make(chan string, 16)
	go readLines(l.in, lines, l.log)
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				l.drain()
				h.EOF()
				l.drain()
				return
			}
			if !h.Line(line) {
				l.drain()
				return
			}
		case f := <-l.tasks:
			f()
		}
	}
}

// Await runs posted tasks until ch is closed, then the tasks posted before
// that. Handlers use it to wait for a search (engine.Engine.Finished)
// without blocking the search's own reports.
func (l *Loop) Await(ch <-chan struct{}) {
	for {
		select {
		case <-ch:
			l.drain()
			return
		case f := <-l.tasks:
			f()
		}
	}
}

// Drain runs the tasks already posted. Handlers call it while they wait for
// a search to finish, so that its last reports are written in order.
func (l *Loop) Drain() { l.drain() }

func (l *Loop) drain() {
	for {
		select {
		case f := <-l.tasks:
			f()
		default:
			return
		}
	}
}

// readLines splits in into lines on CR, LF or CRLF, cuts overlong lines at
// MaxLine bytes, drops NUL bytes, and closes out at end of input.
func readLines(in io.Reader, out chan<- string, log zerolog.Logger) {
	defer close(out)
	r := bufio.NewReaderSize(in, 64<<10)
	var b strings.Builder
	cut := false
	prevCR := false
	flush := func() {
		if cut {
			log.Warn().Int("max", MaxLine).Msg("input line too long, cut")
		}
		out <- b.String()
		b.Reset()
		cut = false
	}
	for {
		c, err := r.ReadByte()
		if err != nil {
			if b.Len() > 0 || cut {
				flush()
			}
			return
		}
		switch c {
		case '\n':
			if prevCR {
				prevCR = false
				continue
			}
			flush()
		case '\r':
			prevCR = true
			flush()
			continue
		case 0:
		default:
			if b.Len() < MaxLine {
				b.WriteByte(c)
			} else {
				cut = true
			}
		}
		prevCR = false
	}
}
