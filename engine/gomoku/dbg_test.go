package gomoku

import (
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

func TestDbgBench(t *testing.T) {
	for i, g := range BenchPositions() {
		for _, d := range []int{8} {
			s := engine.NewSearcher(engine.NewTT(16))
			var stop atomic.Bool
			t0 := time.Now()
			r := s.Search(g.Position(), engine.Limits{Depth: d}, &stop, time.Now(), nil)
			el := time.Since(t0)
			t.Logf("pos %d d%d move %v score %d depth %d nodes %d %v", i, d, xyOf(g, r.Move), r.Score, r.Depth, r.Nodes, el)
		}
	}
}
