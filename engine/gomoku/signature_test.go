package gomoku

import (
	"fmt"
	"testing"
	"time"

	"sente/engine"
)

// The determinism signature: the bench positions searched as `sente bench
// --game gomoku` searches them (protocol.RunBench: one thread, one 16 MiB
// table cleared between positions, depth 12) give these moves, scores and
// node counts. A change of any of them is a change of the engine's
// behaviour, meant or not. Skipped in short mode (a few seconds, more under
// -race).
func TestBenchSignature(t *testing.T) {
	if testing.Short() {
		t.Skip("searches the bench positions to depth 12")
	}
	want := []string{
		"9,6 -822 116304",
		"8,10 -4194286 387949",
		"5,8 1674 59886",
		"10,7 -4194276 279427",
		"8,6 4194287 90915",
	}
	s := engine.NewSearcher(engine.NewTT(16))
	for i, g := range BenchPositions() {
		s.Reset()
		r := s.Search(g.Position(), engine.Limits{Depth: 12}, nil, time.Now(), nil)
		w := g.Width()
		got := fmt.Sprintf("%d,%d %d %d", int(r.Move)%w, int(r.Move)/w, r.Score, r.Nodes)
		if i >= len(want) || got != want[i] {
			t.Errorf("bench %d (%v %dx%d): move score nodes %q, want %q", i, g.Rule(), w, g.Height(), got, want[min(i, len(want)-1)])
		}
	}
}
