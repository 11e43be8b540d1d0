package gomoku

import (
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

func TestDbgReplay(t *testing.T) {
	moves := [][2]int{{9, 5}, {7, 9}, {10, 6}, {8, 4}, {9, 4}, {9, 3}, {7, 5}, {8, 5}, {8, 6}, {9, 6}, {6, 4}, {9, 7}, {10, 4}, {7, 7}, {10, 7}, {10, 5}, {11, 4}, {7, 8}, {7, 10}, {6, 9}, {8, 7}, {8, 9}, {9, 9}, {4, 9}, {5, 9}, {6, 7}, {13, 4}, {12, 4}, {5, 6}, {5, 8}, {7, 6}, {3, 10}, {2, 11}, {9, 10}, {10, 11}, {6, 8}, {11, 3}, {12, 2}, {5, 3}, {4, 2}, {6, 6}, {4, 6}, {4, 8}, {5, 7}, {3, 5}, {8, 10}}
	g, _ := NewGame(15, 15, Freestyle)
	tt := engine.NewTT(16)
	for i, m := range moves {
		if i >= 2 && g.ToMove() == Black {
			s := engine.NewSearcher(tt)
			var stop atomic.Bool
			r := s.Search(g.Position(), engine.Limits{Nodes: 200000}, &stop, time.Now(), nil)
			var pv [][2]int
			for _, m := range r.PV {
				pv = append(pv, xyOf(g, m))
			}
			t.Logf("ply %d played %v; depth %d score %d wld %v nodes %d pv %v", i, m, r.Depth, r.Score, r.WLD, r.Nodes, pv)
		}
		if err := g.Play(m[0], m[1]); err != nil {
			t.Fatal(err)
		}
	}
}
