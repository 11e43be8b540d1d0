package othello

import (
	"sync"
	"testing"
)

// TestWarmDuringEvaluation: Warm running beside the first evaluations (as
// the front ends start it) gives them the same values as afterwards, with
// the tuned weights, not the fallback (go test -race checks the sharing).
func TestWarmDuringEvaluation(t *testing.T) {
	p, o := uint64(0x0000000810000000), uint64(0x0000001008000000)
	var wg sync.WaitGroup
	vals := make([]int, 8)
	for i := range vals {
		wg.Add(2)
		go func() { defer wg.Done(); Warm() }()
		go func() { defer wg.Done(); vals[i] = int(Evaluate(p, o)) }()
	}
	wg.Wait()
	if defaultEvaluator().w == nil {
		t.Fatal("the embedded weights did not load")
	}
	want := int(Evaluate(p, o))
	for i, v := range vals {
		if v != want {
			t.Fatalf("evaluation %d during Warm: %d, after: %d", i, v, want)
		}
	}
}
