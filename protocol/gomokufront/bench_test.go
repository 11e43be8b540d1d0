package gomokufront

import (
	"io"
	"testing"

	"sente/protocol"
)

// TestBenchSignatureDeterministic: the bench node count is a signature, so
// two runs at the same depth must agree exactly, and searching deeper must
// cost more nodes. Its root threat analysis alone costs ~600k nodes
// (minutes under -race), so it runs without -short only.
func TestBenchSignatureDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("minutes under -race: skipped with -short")
	}
	a := protocol.RunBench(io.Discard, BenchCases(3), 1, 1)
	b := protocol.RunBench(io.Discard, BenchCases(3), 1, 1)
	if a != b || a == 0 {
		t.Fatalf("two bench runs counted %d and %d nodes", a, b)
	}
	if c := protocol.RunBench(io.Discard, BenchCases(4), 1, 1); c <= a {
		t.Fatalf("depth 4 bench counted %d nodes, depth 3 %d", c, a)
	}
}
