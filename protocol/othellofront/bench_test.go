package othellofront

import (
	"io"
	"sente/protocol"
	"testing"
)

// TestBenchSignatureDeterministic: the bench node count is a signature, so
// two runs at the same depth must agree exactly, and searching deeper must
// cost more nodes.
func TestBenchSignatureDeterministic(t *testing.T) {
	cases := func(d int) []protocol.BenchCase {
		cs, err := BenchCases(d)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	a := protocol.RunBench(io.Discard, cases(5), 1, 1)
	b := protocol.RunBench(io.Discard, cases(5), 1, 1)
	if a != b || a == 0 {
		t.Fatalf("two bench runs counted %d and %d nodes", a, b)
	}
	if c := protocol.RunBench(io.Discard, cases(6), 1, 1); c <= a {
		t.Fatalf("depth 6 bench counted %d nodes, depth 5 %d", c, a)
	}
}
