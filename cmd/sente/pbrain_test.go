package main

import (
	"regexp"
	"testing"
)

// TestPbrainCommand: `sente pbrain` serves the Gomocup protocol and takes
// the board commands; bad usage is status 2.
func TestPbrainCommand(t *testing.T) {
	got, code := runWith(t, "START 15\nINFO timeout_turn 100\nRECTSTART 4,4\nABOUT\nEND\n", "pbrain")
	want := regexp.MustCompile(`^OK\nERROR [^\n]+\nname="Sente", version="[^"]*", author="[^"]*", country="[^"]*"\n$`)
	if code != 0 || !want.MatchString(got) {
		t.Fatalf("status %d, output %q", code, got)
	}
	if _, code := runWith(t, "", "pbrain", "--hash", "-1"); code != 2 {
		t.Errorf("--hash 0: status %d", code)
	}
	if _, code := runWith(t, "", "pbrain", "extra"); code != 2 {
		t.Errorf("extra argument: status %d", code)
	}
}
