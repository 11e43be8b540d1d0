package pbrain

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"sente/engine"
	"sente/protocol"
)

// fakeEngine is a scripted Searcher: it answers with the next scripted
// move (or the first generated move), optionally holds the search until
// Stop, and records what it was asked.
type fakeEngine struct {
	mu    sync.Mutex
	moves []engine.Move // scripted answers, used in order
	score engine.Score
	pv    []engine.Move // scripted PV tail after the move
	lines []engine.Line
	hold  bool // wait for Stop before answering
	// deaf: ignore Stop and answer only when release is closed (a search
	// that overruns its deadline).
	deaf    bool
	release chan struct{}
	limits  []engine.Limits
	threats []bool // per search: the position's threat solvers on
	threads []int
	holdNth int // hold only the n-th search (1-based) until stopped
	resized []int
	cleared int
	stopped chan struct{}
	fin     chan struct{}
	started chan struct{} // receives one value per Go
}

func newFake() *fakeEngine {
	f := &fakeEngine{started: make(chan struct{}, 100)}
	f.fin = make(chan struct{})
	close(f.fin)
	return f
}

func (f *fakeEngine) Go(pos engine.Position, lim engine.Limits, info func(engine.Info), done func(engine.Result)) {
	f.mu.Lock()
	f.limits = append(f.limits, lim)
	if ts, ok := pos.(interface{ ThreatSearch() bool }); ok {
		f.threats = append(f.threats, ts.ThreatSearch())
	}
	m := engine.NoMove
	if len(f.moves) > 0 {
		m, f.moves = f.moves[0], f.moves[1:]
	} else if ms := pos.GenMoves(nil); len(ms) > 0 {
		m = ms[0]
	}
	stop := make(chan struct{})
	fin := make(chan struct{})
	f.stopped, f.fin = stop, fin
	hold, deaf, release := f.hold || len(f.limits) == f.holdNth, f.deaf, f.release
	r := engine.Result{Move: m, Score: f.score, Depth: 3, Nodes: 1234,
		PV: append([]engine.Move{m}, f.pv...), Lines: f.lines}
	f.mu.Unlock()
	go func() {
		defer close(fin)
		if m != engine.NoMove {
			info(engine.Info{Depth: 1, Score: f.score, Nodes: 10, PV: r.PV})
		}
		select {
		case f.started <- struct{}{}:
		default: // nobody is counting (a long script): do not block
		}
		if hold {
			<-stop
			r.Stopped = true
		}
		if deaf {
			<-release
		}
		done(r)
	}()
}

func (f *fakeEngine) Stop() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.stopped != nil {
		select {
		case <-f.stopped:
		default:
			close(f.stopped)
		}
	}
}

func (f *fakeEngine) Finished() <-chan struct{} {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.fin
}

func (f *fakeEngine) ClearHash() {
	f.mu.Lock()
	f.cleared++
	f.mu.Unlock()
}

func (f *fakeEngine) SetThreads(n int) {
	f.mu.Lock()
	f.threads = append(f.threads, n)
	f.mu.Unlock()
}

func (f *fakeEngine) ResizeHash(mib int) {
	f.mu.Lock()
	f.resized = append(f.resized, mib)
	f.mu.Unlock()
}

func (f *fakeEngine) lastLimits() engine.Limits {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.limits) == 0 {
		return engine.Limits{}
	}
	return f.limits[len(f.limits)-1]
}

// fakeClock is a settable clock.
type fakeClock struct {
	mu    sync.Mutex
	t     time.Time
	calls int
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.calls++
	return c.t
}

// waitCalls waits until Now has been called n times in all: the handler
// reads the clock once per input line, so this tells that lines arrived.
func (c *fakeClock) waitCalls(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(hangLimit)
	for {
		c.mu.Lock()
		got := c.calls
		c.mu.Unlock()
		if got >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("clock read %d times, want %d", got, n)
		}
		time.Sleep(time.Millisecond)
	}
}

func (c *fakeClock) count() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.calls
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// session runs a handler over pipes: the test writes lines and reads the
// replies one by one.
type session struct {
	t     *testing.T
	in    *io.PipeWriter
	out   chan string
	ended chan struct{}
}

// hangLimit only guards the test suite against a hung handler; it is no
// speed assertion.
const hangLimit = 20 * time.Second

// newSession starts a handler without the opening book (these tests
// exercise the search); newBookSession keeps it.
func newSession(t *testing.T, opts Options) *session {
	t.Helper()
	opts.Book.Disabled = true
	return newBookSession(t, opts)
}

// newBookSession starts a handler with opts' book settings; the user book
// is a file in a temporary directory, never the real one.
func newBookSession(t *testing.T, opts Options) *session {
	t.Helper()
	if opts.Book.Learned == "" {
		opts.Book.Learned = filepath.Join(t.TempDir(), "user.sbk")
	}
	pr, pw := io.Pipe()
	or, ow := io.Pipe()
	s := &session{t: t, in: pw, out: make(chan string, 1024), ended: make(chan struct{})}
	log := zerolog.Nop()
	if path := os.Getenv("PBRAIN_TEST_LOG"); path != "" {
		// debugging aid: PBRAIN_TEST_LOG=/tmp/x.log go test ...
		if f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644); err == nil {
			t.Cleanup(func() { f.Close() })
			log = zerolog.New(f).Level(zerolog.InfoLevel).With().Timestamp().Str("test", t.Name()).Logger()
		}
	}
	l := protocol.NewLoop(pr, ow, log)
	h := New(l, opts)
	go func() {
		l.Run(h)
		ow.Close()
		close(s.ended)
	}()
	go func() {
		sc := bufio.NewScanner(or)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			s.out <- sc.Text()
		}
		close(s.out)
	}()
	t.Cleanup(func() {
		pw.Close()
		select {
		case <-s.ended:
		case <-time.After(hangLimit):
			t.Error("handler did not end after EOF")
		}
	})
	return s
}

func (s *session) send(lines ...string) {
	s.t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(s.in, l+"\n"); err != nil {
			s.t.Fatalf("write %q: %v", l, err)
		}
	}
}

// raw writes bytes as they are (line endings included).
func (s *session) raw(b string) {
	s.t.Helper()
	if _, err := io.WriteString(s.in, b); err != nil {
		s.t.Fatalf("write: %v", err)
	}
}

func (s *session) read() string {
	s.t.Helper()
	select {
	case l, ok := <-s.out:
		if !ok {
			s.t.Fatal("output closed")
		}
		return l
	case <-time.After(hangLimit):
		s.t.Fatal("no reply")
	}
	return ""
}

// expect reads one line and compares it.
func (s *session) expect(want string) {
	s.t.Helper()
	if got := s.read(); got != want {
		s.t.Fatalf("got %q, want %q", got, want)
	}
}

// expectPrefix reads one line and checks its start.
func (s *session) expectPrefix(prefix string) string {
	s.t.Helper()
	got := s.read()
	if !strings.HasPrefix(got, prefix) {
		s.t.Fatalf("got %q, want a line starting %q", got, prefix)
	}
	return got
}

// quiet checks that nothing more is written before the input ends.
func (s *session) closeAndDrain() []string {
	s.t.Helper()
	s.in.Close()
	var rest []string
	for {
		select {
		case l, ok := <-s.out:
			if !ok {
				return rest
			}
			rest = append(rest, l)
		case <-time.After(hangLimit):
			s.t.Fatal("output not closed after EOF")
		}
	}
}

// fakeOpts returns options with a fake engine and clock.
func fakeOpts() (Options, *fakeEngine, *fakeClock) {
	f := newFake()
	c := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	return Options{Engine: f, Now: c.Now, Started: c.Now()}, f, c
}

// midSearch starts a 15x15 game whose first search (BEGIN) holds until
// released, so that tests can send commands while the engine thinks; the
// search's move will be moves[0] if given.
func midSearch(t *testing.T, moves ...engine.Move) (*session, *fakeEngine) {
	t.Helper()
	o, f, _ := fakeOpts()
	f.hold = true
	if len(moves) > 0 {
		f.moves = moves
	}
	s := newSession(t, o)
	s.send("START 15", "BEGIN")
	s.expect("OK")
	<-f.started
	return s, f
}
