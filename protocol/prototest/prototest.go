// Package prototest runs a protocol handler over pipes for transcript
// tests: the test writes input lines, reads the output line by line and
// closes the input when it wants the end-of-input behaviour.
package prototest

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"sente/protocol"
)

// Timeout bounds every wait for output, so that a hung handler fails the
// test instead of blocking it. It is not a speed assertion.
const Timeout = 60 * time.Second

// Session is a handler running on its own protocol.Loop.
type Session struct {
	t     testing.TB
	in    *io.PipeWriter
	lines chan string
	done  chan struct{}
	Loop  *protocol.Loop
}

// Start runs the handler made by mk on a new loop.
func Start(t testing.TB, mk func(l *protocol.Loop) protocol.Handler) *Session {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &Session{t: t, in: inW, lines: make(chan string, 1<<16), done: make(chan struct{})}
	log := zerolog.New(io.Discard)
	if lv := os.Getenv("PROTOTEST_LOG"); lv != "" {
		// PROTOTEST_LOG=debug|info|warn shows the handlers' logs on stderr
		if l, err := zerolog.ParseLevel(lv); err == nil {
			log = zerolog.New(os.Stderr).Level(l).With().Timestamp().Logger()
		}
	}
	s.Loop = protocol.NewLoop(inR, outW, log)
	h := mk(s.Loop)
	go func() {
		s.Loop.Run(h)
		outW.Close()
		close(s.done)
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
		close(s.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-s.done:
		case <-time.After(Timeout):
			t.Errorf("handler did not end after its input was closed")
		}
	})
	return s
}

// Send writes lines (a newline is added to each).
func (s *Session) Send(lines ...string) {
	s.t.Helper()
	if _, err := io.WriteString(s.in, strings.Join(lines, "\n")+"\n"); err != nil {
		s.t.Fatalf("write: %v", err)
	}
}

// Raw writes data as is.
func (s *Session) Raw(data string) {
	s.t.Helper()
	if _, err := io.WriteString(s.in, data); err != nil {
		s.t.Fatalf("write: %v", err)
	}
}

// Close ends the input.
func (s *Session) Close() { s.in.Close() }

// Next returns the next output line; ok is false at the end of output.
func (s *Session) Next() (string, bool) {
	s.t.Helper()
	select {
	case l, ok := <-s.lines:
		return l, ok
	case <-time.After(Timeout):
		s.t.Fatalf("no output within %v", Timeout)
		return "", false
	}
}

// Expect reads one line per pattern and checks it: a pattern starting
// with "~" is a regular expression matching the whole line, anything else
// must be equal. It returns the lines read.
func (s *Session) Expect(patterns ...string) []string {
	s.t.Helper()
	var got []string
	for _, p := range patterns {
		l, ok := s.Next()
		if !ok {
			s.t.Fatalf("output ended, want %q (after %q)", p, got)
		}
		got = append(got, l)
		if !Match(p, l) {
			s.t.Fatalf("got line %q, want %q (after %q)", l, p, got[:len(got)-1])
		}
	}
	return got
}

// Until reads lines until one matches pattern and returns those read, the
// matching one last.
func (s *Session) Until(pattern string) []string {
	s.t.Helper()
	var got []string
	for {
		l, ok := s.Next()
		if !ok {
			s.t.Fatalf("output ended before %q; read %q", pattern, got)
		}
		got = append(got, l)
		if Match(pattern, l) {
			return got
		}
	}
}

// ExpectEnd closes nothing; it checks that the output ends after the lines
// already read (the handler has quit or the input was closed).
func (s *Session) ExpectEnd() {
	s.t.Helper()
	if l, ok := s.Next(); ok {
		s.t.Fatalf("unexpected output %q, want the end of output", l)
	}
}

// Match applies one Expect pattern to a line.
func Match(pattern, line string) bool {
	if strings.HasPrefix(pattern, "~") {
		return regexp.MustCompile("^(?:" + pattern[1:] + ")$").MatchString(line)
	}
	return pattern == line
}

// MainWithTempConfig runs a test binary (call it from TestMain) with the
// user configuration directory, where learned books live, pointed at a
// temporary directory, so that tests never touch the real one.
func MainWithTempConfig(m *testing.M) {
	dir, err := os.MkdirTemp("", "sente-config")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
