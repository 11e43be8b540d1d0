package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

func runWith(t *testing.T, input string, args ...string) (string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"--log-level", "disabled"}, args...), strings.NewReader(input), &out, &errb)
	return out.String(), code
}

// TestAutoDetect: the bare binary speaks the protocol of its first line,
// and that first line is answered too.
func TestAutoDetect(t *testing.T) {
	cases := []struct{ in, want string }{
		{"nboard 2\nping 1\n", "set myname Sente\npong 1\n"},
		{"NBOARD 2\n", "set myname Sente\n"},
		{"\n# comment\n1 name\nprotocol_version\n", "=1 Sente\n\n= 2\n\n"},
		{"protocol_version\n2 list_games\n", "= 2\n\n=2 Othello\n\n"},
		{"fly\n", "? unknown command\n\n"},
		{"", ""},
	}
	for _, c := range cases {
		got, code := runWith(t, c.in)
		if got != c.want || code != 0 {
			t.Errorf("input %q: output %q (status %d), want %q", c.in, got, code, c.want)
		}
	}
	got, _ := runWith(t, "help\n")
	if !strings.Contains(got, "nboard 2") || !strings.Contains(got, "GTP") {
		t.Errorf("help: %q", got)
	}
}

// TestAutoGomocup: a Gomocup first line goes to the Gomocup handler.
func TestAutoGomocup(t *testing.T) {
	for _, in := range []string{"ABOUT\n", "about\n", "INFO timeout_turn 1000\nABOUT\n"} {
		got, _ := runWith(t, in)
		if !strings.Contains(got, "name=") {
			t.Errorf("input %q: output %q, want an ABOUT answer", in, got)
		}
	}
}

// TestPlayThroughPipe plays a few moves through pipes: no escape codes, the
// board, the engine's summary, undo and an illegal move.
func TestPlayThroughPipe(t *testing.T) {
	got, code := runWith(t, "f5\nzz\nundo\nd3\nlevel hard\nlevel bogus\nquit\n", "play", "--level", "easy")
	if code != 0 {
		t.Fatalf("status %d", code)
	}
	for _, want := range []string{"    a b c d e f g h", "  5 . . . X X>X . . 5", "Sente plays ",
		"zz is not a legal move here", "level set to hard", "unknown level", "Black (X) 4  White (O) 1"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "\x1b") {
		t.Errorf("escape codes through a pipe")
	}
	// after undo the board is the start position again, black to move
	if n := strings.Count(got, "Black (X) 2  White (O) 2  — black to move"); n != 2 {
		t.Errorf("start position shown %d times, want 2 (start, after undo)", n)
	}
}

// TestPlayAsWhiteToTheEnd lets the engine play black against a person who
// always plays the first legal move, until the game ends.
func TestPlayAsWhiteToTheEnd(t *testing.T) {
	pr, pw := io.Pipe()
	var out syncBuffer
	done := make(chan int)
	go func() {
		done <- run([]string{"--log-level", "disabled", "play", "--color", "white", "--level", "1"}, pr, &out, io.Discard)
	}()
	// feed "first legal move" answers by reading the legal list from errors:
	// simplest is to send every square; illegal ones are refused.
	var b strings.Builder
	for i := 0; i < 40; i++ {
		for r := '1'; r <= '8'; r++ {
			for c := 'a'; c <= 'h'; c++ {
				b.WriteString(string(c) + string(r) + "\n")
			}
		}
	}
	go func() { io.WriteString(pw, b.String()+"quit\n"); pw.Close() }()
	if code := <-done; code != 0 {
		t.Fatalf("status %d", code)
	}
	s := out.String()
	if !strings.Contains(s, "Game over") || !(strings.Contains(s, "You win by") || strings.Contains(s, "Sente wins by") || strings.Contains(s, "Draw.")) {
		t.Errorf("game did not end: %s", s[max(0, len(s)-2000):])
	}
}

func TestBadUsage(t *testing.T) {
	for _, args := range [][]string{{"gtp", "--level", "bogus"}, {"nboard", "--hash", "-1"},
		{"play", "--color", "purple"}, {"play", "extra"}, {"gtp", "--nope"}} {
		if _, code := runWith(t, "", args...); code != 2 {
			t.Errorf("%v: status %d, want 2", args, code)
		}
	}
	for _, args := range [][]string{{"gtp", "-h"}, {"nboard", "--help"}, {"play", "-h"}} {
		if _, code := runWith(t, "", args...); code != 0 {
			t.Errorf("%v: status %d, want 0", args, code)
		}
	}
}
