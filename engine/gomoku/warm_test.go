package gomoku

import (
	"sync"
	"testing"
)

// TestWarmDuringEvaluation: Warm running beside the first positions and
// evaluations (as the front ends start it) changes nothing they compute
// (go test -race checks the sharing of the tables it builds).
func TestWarmDuringEvaluation(t *testing.T) {
	eval := func() int {
		g, err := NewGame(15, 15, Freestyle)
		if err != nil {
			t.Error(err)
			return 0
		}
		for _, m := range [][2]int{{7, 7}, {8, 8}, {7, 8}, {9, 9}} {
			if err := g.Play(m[0], m[1]); err != nil {
				t.Error(err)
			}
		}
		return int(g.Position().Evaluate())
	}
	var wg sync.WaitGroup
	vals := make([]int, 8)
	for i := range vals {
		wg.Add(2)
		go func() { defer wg.Done(); Warm() }()
		go func() { defer wg.Done(); vals[i] = eval() }()
	}
	wg.Wait()
	want := eval()
	for i, v := range vals {
		if v != want {
			t.Fatalf("evaluation %d during Warm: %d, after: %d", i, v, want)
		}
	}
}
