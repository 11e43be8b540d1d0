package gomoku

import (
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

// searchBest runs the shared search core on g's position to a fixed depth
// and node budget (deterministic) and returns the result.
func searchBest(t testing.TB, g *Game, depth int, nodes uint64) engine.Result {
	t.Helper()
	s := engine.NewSearcher(engine.NewTT(4))
	var stop atomic.Bool
	return s.Search(g.Position(), engine.Limits{Depth: depth, Nodes: nodes}, &stop, time.Now(), nil)
}

func xyOf(g *Game, m engine.Move) [2]int { return [2]int{int(m) % g.Width(), int(m) / g.Width()} }

func TestSearchWinsInOne(t *testing.T) {
	for _, rule := range []Rule{Freestyle, Standard, Renju, Caro, CaroExact} {
		// black X X X X . on row 7 (x=3..6), white scattered; black to move.
		g := stonesGame(t, 15, rule, Black,
			[][2]int{{3, 7}, {4, 7}, {5, 7}, {6, 7}},
			[][2]int{{2, 7}, {6, 6}, {7, 8}, {5, 5}})
		r := searchBest(t, g, 4, 0)
		if got := xyOf(g, r.Move); got != [2]int{7, 7} || r.Score != engine.Win-1 {
			t.Errorf("%v: move %v score %d, want (7,7) win", rule, got, r.Score)
		}
	}
}

func TestSearchBlocksFour(t *testing.T) {
	// white has O O O O . at row 3 x=4..7 blocked left by black at (3,3);
	// black to move must take (8,3).
	for _, rule := range []Rule{Freestyle, Standard, Renju, Caro} {
		g := stonesGame(t, 15, rule, Black,
			[][2]int{{3, 3}, {7, 7}, {8, 8}, {6, 9}},
			[][2]int{{4, 3}, {5, 3}, {6, 3}, {7, 3}})
		r := searchBest(t, g, 4, 0)
		if got := xyOf(g, r.Move); got != [2]int{8, 3} {
			t.Errorf("%v: move %v, want (8,3)", rule, got)
		}
	}
}

func TestSearchHandlesOpenThree(t *testing.T) {
	// white open three . O O O . on row 5 (x=5..7); black has nothing
	// better than blocking one end (no fours of its own).
	g := stonesGame(t, 15, Freestyle, Black,
		[][2]int{{7, 7}, {8, 9}, {3, 10}},
		[][2]int{{5, 5}, {6, 5}, {7, 5}})
	r := searchBest(t, g, 4, 0)
	got := xyOf(g, r.Move)
	if got != [2]int{4, 5} && got != [2]int{8, 5} {
		t.Errorf("move %v, want (4,5) or (8,5)", got)
	}
	// after it, white must have no open-four point
	p := g.Position()
	p.Make(r.Move)
	if p.nF4[1] != 0 {
		t.Errorf("white still has %d open-four points", p.nF4[1])
	}
}

func TestSearchNeverPlaysFoul(t *testing.T) {
	// Black to move with a double-three point that would be its best
	// attacking move; renju forbids it.
	g := stonesGame(t, 15, Renju, Black,
		[][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}},
		[][2]int{{10, 10}, {11, 10}, {0, 0}, {1, 14}})
	if !g.Forbidden(7, 7) {
		t.Fatal("set-up: (7,7) should be a foul")
	}
	r := searchBest(t, g, 3, 0)
	if xyOf(g, r.Move) == [2]int{7, 7} {
		t.Error("search played the double three")
	}
	if err := g.Play(xyOf(g, r.Move)[0], xyOf(g, r.Move)[1]); err != nil {
		t.Errorf("search move refused: %v", err)
	}
	// the same in freestyle takes the double three (it wins)
	g2 := stonesGame(t, 15, Freestyle, Black,
		[][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}},
		[][2]int{{10, 10}, {11, 10}, {0, 0}, {1, 14}})
	r2 := searchBest(t, g2, 5, 0)
	if r2.Score < engine.WinThreshold {
		t.Errorf("freestyle: no win found from a double-three point, move %v score %d", xyOf(g2, r2.Move), r2.Score)
	}
}

// Caro: a five along the board edge wins (the edge is no opponent stone),
// and the engine takes it, or blocks the opponent's.
func TestCaroEdgeFive(t *testing.T) {
	// black X X X X from (1,0), white at (5,0): (0,0) completes a five
	// bounded by the edge and a white stone — a win under caro.
	g := stonesGame(t, 15, Caro, Black,
		[][2]int{{1, 0}, {2, 0}, {3, 0}, {4, 0}, {7, 7}},
		[][2]int{{5, 0}, {8, 8}, {9, 9}, {6, 6}})
	r := searchBest(t, g, 3, 0)
	if got := xyOf(g, r.Move); got != [2]int{0, 0} {
		t.Errorf("caro edge win: move %v, want (0,0)", got)
	}
	if err := g.Play(0, 0); err != nil {
		t.Fatal(err)
	}
	if w, ok := g.Winner(); !ok || w != Black {
		t.Errorf("edge five not won: %v %v", w, ok)
	}
	// white to move must block it
	g2 := stonesGame(t, 15, Caro, White,
		[][2]int{{1, 0}, {2, 0}, {3, 0}, {4, 0}, {7, 7}},
		[][2]int{{5, 0}, {8, 8}, {9, 9}, {6, 6}})
	r2 := searchBest(t, g2, 3, 0)
	if got := xyOf(g2, r2.Move); got != [2]int{0, 0} {
		t.Errorf("caro edge block: move %v, want (0,0)", got)
	}
}

// Self-play under renju at a small node budget: every move the engine
// picks is accepted by Game.Play (no foul for black, no occupied point),
// and the game ends with a five or the Gomocup renju draw.
func TestSelfPlayRenjuLegal(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	tt := engine.NewTT(4)
	for i := 0; i < games; i++ {
		g, _ := NewGame(15, 15, Renju)
		g.Play(7, 7)
		g.Play(8, 7+i%2)
		eng := func(g *Game) [2]int { return senteMove(g, 4000, 0, tt) }
		w := playMatchGame(t, g, eng, eng)
		if w == Empty && g.Width()*g.Height()-g.Stones() > 25 {
			t.Errorf("game %d ended without a result after %d stones", i, g.Stones())
		}
		if w != Empty {
			if got, ok := g.Winner(); !ok || got != w {
				t.Errorf("game %d: winner %v/%v", i, got, ok)
			}
		}
	}
}
