package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
)

func runWith(input string, args ...string) (out, errOut string, code int) {
	var o, e bytes.Buffer
	code = run(append([]string{"--log-level", "disabled"}, args...), strings.NewReader(input), &o, &e)
	return o.String(), e.String(), code
}

func TestServe(t *testing.T) {
	out, _, code := runWith("start 20\r\nINFO timeout_turn 0\r\nBEGIN\r\n", "--no-book")
	if code != 0 || !regexp.MustCompile(`^OK\n\d+,\d+\n$`).MatchString(out) {
		t.Fatalf("status %d, output %q", code, out)
	}
	out, _, _ = runWith("ABOUT\nEND\nABOUT\n")
	if strings.Count(out, "name=") != 1 {
		t.Fatalf("END did not end the session: %q", out)
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{{"--bogus"}, {"nosuchcommand"}, {"--hash", "-1"}, {"bench", "--depth", "0"}} {
		if _, _, code := runWith("", args...); code != 2 {
			t.Errorf("%q: status %d, want 2", args, code)
		}
	}
	if _, errOut, code := runWith("", "--help"); code != 0 || !strings.Contains(errOut, "usage: pbrain-sente") {
		t.Errorf("--help: status %d, %q", code, errOut)
	}
}

func TestBench(t *testing.T) {
	if testing.Short() {
		t.Skip("the bench positions take tens of seconds under -race")
	}
	out, _, code := runWith("", "bench", "--depth", "2")
	m := regexp.MustCompile(`Nodes searched: (\d+)\n`).FindStringSubmatch(out)
	if code != 0 || m == nil {
		t.Fatalf("status %d, output %q", code, out)
	}
	again, _, _ := runWith("", "bench", "--depth", "2")
	m2 := regexp.MustCompile(`Nodes searched: (\d+)\n`).FindStringSubmatch(again)
	if m2 == nil || m2[1] != m[1] {
		t.Fatalf("bench not deterministic: %s then %v", m[1], m2)
	}
}

// TestBookMove: BEGIN on an empty 15x15 board is answered from the
// embedded book with a MESSAGE first; --no-book and INFO usedatabase 0
// make it search.
func TestBookMove(t *testing.T) {
	out, _, code := runWith("START 15\r\nBEGIN\r\n")
	if code != 0 || !regexp.MustCompile(`^OK\nMESSAGE book move (\d+,\d+) .*\n(\d+,\d+)\n$`).MatchString(out) {
		t.Fatalf("status %d, output %q", code, out)
	}
	for _, c := range []struct{ in, arg string }{
		{"START 15\r\nINFO timeout_turn 200\r\nBEGIN\r\n", "--no-book"},
		{"START 15\r\nINFO usedatabase 0\r\nINFO timeout_turn 200\r\nBEGIN\r\n", "--hash=0"},
	} {
		out, _, code := runWith(c.in, c.arg)
		if code != 0 || !regexp.MustCompile(`^OK\n\d+,\d+\n$`).MatchString(out) {
			t.Errorf("%s: status %d, output %q", c.arg, code, out)
		}
	}
}
