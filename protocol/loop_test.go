package protocol

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
)

func collect(in string) []string {
	ch := make(chan string, 100)
	go readLines(strings.NewReader(in), ch, zerolog.Nop())
	var got []string
	for l := range ch {
		got = append(got, l)
	}
	return got
}

func TestReadLinesEndings(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"a\nb\n", []string{"a", "b"}},
		{"a\r\nb\r\n", []string{"a", "b"}},
		{"a\rb\r", []string{"a", "b"}},
		{"a\n\nb", []string{"a", "", "b"}},
		{"a\r\n\r\nb", []string{"a", "", "b"}},
		{"x\x00y\n", []string{"xy"}},
		{"", nil},
		{"tail", []string{"tail"}},
	}
	for _, c := range cases {
		if got := collect(c.in); !slices.Equal(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

func TestReadLinesCutsOverlong(t *testing.T) {
	long := strings.Repeat("x", MaxLine+500)
	got := collect(long + "\nnext\n")
	if len(got) != 2 || len(got[0]) != MaxLine || got[1] != "next" {
		t.Fatalf("got %d lines, first %d bytes", len(got), len(got[0]))
	}
}

// echo is a handler that answers every line and ends on "quit".
type echo struct {
	l   *Loop
	eof bool
}

func (h *echo) Line(s string) bool {
	if s == "quit" {
		return false
	}
	// answer through Post, as a search result would arrive
	h.l.Post(func() { h.l.Send("got " + s) })
	return true
}

func (h *echo) EOF() { h.eof = true }

func TestLoopOrderAndEnd(t *testing.T) {
	var out bytes.Buffer
	l := NewLoop(strings.NewReader("a\nb\nquit\nc\n"), &out, zerolog.Nop())
	h := &echo{l: l}
	l.Run(h)
	if out.String() != "got a\ngot b\n" || h.eof {
		t.Fatalf("output %q eof %v", out.String(), h.eof)
	}
	// Post after the loop ended must not block
	done := make(chan struct{})
	go func() { l.Post(func() {}); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Post blocked after the loop ended")
	}
}

func TestLoopEOF(t *testing.T) {
	var out bytes.Buffer
	l := NewLoop(strings.NewReader("a"), &out, zerolog.Nop())
	h := &echo{l: l}
	l.Run(h)
	if out.String() != "got a\n" || !h.eof {
		t.Fatalf("output %q eof %v", out.String(), h.eof)
	}
}

func FuzzReadLines(f *testing.F) {
	f.Add([]byte("a\r\nb\rc\n\x00d"))
	f.Fuzz(func(t *testing.T, in []byte) {
		lines := collect(string(in))
		for _, l := range lines {
			if strings.ContainsAny(l, "\r\n\x00") || len(l) > MaxLine {
				t.Fatalf("bad line %q", l)
			}
		}
		// every non-terminator byte survives, in order (bytes, not runes:
		// invalid UTF-8 must pass through untouched)
		var kept []byte
		for _, c := range in {
			if c != '\r' && c != '\n' && c != 0 {
				kept = append(kept, c)
			}
		}
		want := string(kept)
		if got := strings.Join(lines, ""); got != want && len(in) < MaxLine {
			t.Fatalf("content changed: %q vs %q", got, want)
		}
	})
}
