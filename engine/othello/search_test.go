package othello

import (
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

// TestSearchSolvesRoot drives the core search on FFO #1: at depth 10 the
// depth rule solves the root exactly; at depth 3 the midgame search runs
// (with Resolve near the end) and still returns a legal move.
func TestSearchSolvesRoot(t *testing.T) {
	pr := loadOBF(t, "fforum-1-19.obf")[0]
	s := engine.NewSearcher(engine.NewTT(4))
	var infos []engine.Info
	res := s.Search(pr.Pos.Clone(), engine.Limits{Depth: 10}, new(atomic.Bool), time.Now(),
		func(in engine.Info) { infos = append(infos, in) })
	if !res.Exact || res.Score != 1800 || res.Move != 62 || res.Depth != 14 {
		t.Errorf("depth 10: %+v", res)
	}
	if len(infos) == 0 || !infos[len(infos)-1].Exact {
		t.Errorf("no exact info: %+v", infos)
	}
	res = s.Search(pr.Pos.Clone(), engine.Limits{Depth: 3}, new(atomic.Bool), time.Now(), nil)
	if res.Exact || !pr.Pos.IsLegal(res.Move) {
		t.Errorf("depth 3: %+v", res)
	}
	// the same fixed-depth search twice gives the same move and nodes
	res2 := engine.NewSearcher(engine.NewTT(4)).Search(pr.Pos.Clone(), engine.Limits{Depth: 3}, new(atomic.Bool), time.Now(), nil)
	res3 := engine.NewSearcher(engine.NewTT(4)).Search(pr.Pos.Clone(), engine.Limits{Depth: 3}, new(atomic.Bool), time.Now(), nil)
	if res2.Move != res3.Move || res2.Nodes != res3.Nodes {
		t.Errorf("not deterministic: %s/%d vs %s/%d", MoveString(res2.Move), res2.Nodes, MoveString(res3.Move), res3.Nodes)
	}
}
