package protocol

import (
	"io"
	"testing"
)

// TestBenchSignatureDeterministic: the bench node count is a signature, so
// two runs at the same depth must agree exactly, and searching deeper must
// cost more nodes. The Gomoku half (its root threat analysis alone costs
// ~600k nodes, minutes under -race) runs without -short.
func TestBenchSignatureDeterministic(t *testing.T) {
	cases := func(d int) []BenchCase {
		cs, err := OthelloBenchCases(d)
		if err != nil {
			t.Fatal(err)
		}
		if !testing.Short() {
			cs = append(cs, GomokuBenchCases(d-2)...)
		}
		return cs
	}
	a := RunBench(io.Discard, cases(5), 1)
	b := RunBench(io.Discard, cases(5), 1)
	if a != b || a == 0 {
		t.Fatalf("two bench runs counted %d and %d nodes", a, b)
	}
	if c := RunBench(io.Discard, cases(6), 1); c <= a {
		t.Fatalf("depth 6 bench counted %d nodes, depth 5 %d", c, a)
	}
}
