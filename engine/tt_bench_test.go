package engine

import (
	"testing"
	"time"
)

// BenchmarkTTStoreProbe stores and probes pseudo-random keys in a 64 MiB
// table (mostly cache misses, as in a real search).
func BenchmarkTTStoreProbe(b *testing.B) {
	tt := NewTT(64)
	var hits int
	for i := 0; b.Loop(); i++ {
		k := splitmix(uint64(i))
		tt.Store(k, 0, i&15, Score(i&1023), BoundExact, Move(i&63))
		if _, ok := tt.Probe(splitmix(uint64(i/2)), 0); ok {
			hits++
		}
	}
	if hits == 0 {
		b.Fatal("no hits")
	}
}

// BenchmarkTTProbeHot probes a small set of keys that stay in cache: the
// cost of the probe itself.
func BenchmarkTTProbeHot(b *testing.B) {
	tt := NewTT(1)
	for i := range 1024 {
		tt.Store(splitmix(uint64(i)), 0, 5, 1, BoundExact, 1)
	}
	var hits int
	for i := 0; b.Loop(); i++ {
		if _, ok := tt.Probe(splitmix(uint64(i&1023)), 0); ok {
			hits++
		}
	}
	if hits == 0 {
		b.Fatal("no hits")
	}
}

// BenchmarkSearchTree searches a synthetic tree at a fixed depth with a
// cleared 4 MiB table: the table's share of a whole search, whose nodes
// cost little else.
func BenchmarkSearchTree(b *testing.B) {
	s := NewSearcher(NewTT(4))
	var nodes uint64
	for b.Loop() {
		s.Reset()
		r := s.Search(newTree(8, 77), Limits{Depth: 10}, nil, time.Now(), nil)
		nodes = r.Nodes
	}
	b.ReportMetric(float64(nodes), "nodes/op")
	b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
}
