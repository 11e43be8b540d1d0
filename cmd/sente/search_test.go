package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestBenchMCTS: `sente bench --search mcts` runs the Monte Carlo search
// on the bench positions, and its node count is a signature (the same
// twice); a bad search name is bad usage.
func TestBenchMCTS(t *testing.T) {
	if _, code := runWith(t, "", "bench", "--search", "uct"); code != 2 {
		t.Errorf("--search uct: status %d, want 2", code)
	}
	if testing.Short() {
		t.Skip("the bench positions' root analysis takes seconds")
	}
	sig := regexp.MustCompile(`Nodes searched: (\d+)`)
	var first string
	for i := 0; i < 2; i++ {
		got, code := runWith(t, "", "bench", "--game", "gomoku", "--depth", "2", "--search", "mcts")
		m := sig.FindStringSubmatch(got)
		if code != 0 || !strings.Contains(got, "Search: mcts") || m == nil {
			t.Fatalf("status %d:\n%s", code, got)
		}
		if i == 0 {
			first = m[1]
		} else if m[1] != first {
			t.Errorf("signature %s then %s", first, m[1])
		}
	}
}
