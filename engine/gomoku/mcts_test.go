package gomoku

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"sente/engine"
	"sente/engine/mcts"
)

// mctsBest runs the Monte Carlo search on g's position under a node
// budget (deterministic) and returns the result.
func mctsBest(t testing.TB, g *Game, nodes uint64) engine.Result {
	t.Helper()
	return mcts.New(mcts.DefaultParams()).Search(g.Position(), engine.Limits{Nodes: nodes}, nil, time.Now(), nil)
}

// TestMCTSThreats: the Monte Carlo search never misses a win in one or a
// forced block (the root's threat checks run first), answers an open
// three, plays a VCF, and never plays a renju foul — under every rule.
func TestMCTSThreats(t *testing.T) {
	for _, rule := range []Rule{Freestyle, Standard, Renju, Caro, CaroExact} {
		g := stonesGame(t, 15, rule, Black,
			[][2]int{{3, 7}, {4, 7}, {5, 7}, {6, 7}},
			[][2]int{{2, 7}, {6, 6}, {7, 8}, {5, 5}})
		if r := mctsBest(t, g, 20000); xyOf(g, r.Move) != [2]int{7, 7} || r.Score < engine.WinThreshold {
			t.Errorf("%v: win in one: move %v score %d", rule, xyOf(g, r.Move), r.Score)
		}
		g = stonesGame(t, 15, rule, Black,
			[][2]int{{3, 3}, {7, 7}, {8, 8}, {6, 9}},
			[][2]int{{4, 3}, {5, 3}, {6, 3}, {7, 3}})
		if r := mctsBest(t, g, 20000); xyOf(g, r.Move) != [2]int{8, 3} {
			t.Errorf("%v: block: move %v", rule, xyOf(g, r.Move))
		}
	}
	g := stonesGame(t, 15, Freestyle, Black,
		[][2]int{{7, 7}, {8, 9}, {3, 10}},
		[][2]int{{5, 5}, {6, 5}, {7, 5}})
	r := mctsBest(t, g, 50000)
	if got := xyOf(g, r.Move); got != [2]int{4, 5} && got != [2]int{8, 5} {
		t.Errorf("open three: move %v, want (4,5) or (8,5)", got)
	}
	g = stonesGame(t, 15, Renju, Black,
		[][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}},
		[][2]int{{10, 10}, {11, 10}, {0, 0}, {1, 14}})
	r = mctsBest(t, g, 50000)
	if m := xyOf(g, r.Move); m == [2]int{7, 7} || g.Play(m[0], m[1]) != nil {
		t.Errorf("renju: foul or illegal move %v", m)
	}
	// freestyle: the double three wins (a VCT at the root)
	g = stonesGame(t, 15, Freestyle, Black,
		[][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}},
		[][2]int{{10, 10}, {11, 10}, {0, 0}, {1, 14}})
	if r = mctsBest(t, g, 200000); r.Score < engine.WinThreshold {
		t.Errorf("freestyle: no win from a double three: move %v score %d", xyOf(g, r.Move), r.Score)
	}
}

// TestMCTSDeterministic: a node limit, one thread and the default seed
// give the same search each time, also with playouts.
func TestMCTSDeterministic(t *testing.T) {
	g := playedGame(t, Freestyle, [2]int{7, 7}, [2]int{8, 8}, [2]int{6, 8}, [2]int{8, 6})
	nodes := uint64(40000)
	if testing.Short() {
		nodes = 12000
	}
	for _, pw := range []float64{-1, 0.5} {
		run := func() engine.Result {
			prm := mcts.DefaultParams()
			prm.PlayoutWeight = pw
			r := mcts.New(prm).Search(g.Position(), engine.Limits{Nodes: nodes}, nil, time.Now(), nil)
			r.Elapsed = 0
			return r
		}
		a, b := run(), run()
		if a.Move != b.Move || a.Nodes != b.Nodes || a.Visits != b.Visits || !slices.Equal(a.PV, b.PV) || a.WinRate != b.WinRate {
			t.Errorf("playout weight %v: two searches differ:\n%+v\n%+v", pw, a, b)
		}
	}
}

// TestMCTSPolicy: a playout leaves the position as it was and returns a
// result; the priors sum to one and favour the forcing moves.
func TestMCTSPolicy(t *testing.T) {
	g := playedGame(t, Renju, [2]int{7, 7}, [2]int{8, 8}, [2]int{6, 8}, [2]int{8, 6}, [2]int{5, 9})
	p := g.Position()
	h, stones := p.Hash(), p.Stones()
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]engine.Move, 0, engine.MaxMoves)
	sum := 0.0
	for i := 0; i < 200; i++ {
		v, plies := p.Playout(rng, buf)
		if v < 0 || v > 1 || plies < 1 || plies > maxPlayout {
			t.Fatalf("playout %d: value %v after %d plies", i, v, plies)
		}
		sum += v
		if p.Hash() != h || p.Stones() != stones {
			t.Fatal("the playout changed the position")
		}
	}
	if sum == 0 || sum == 200 {
		t.Errorf("200 playouts, all the same result (%v)", sum)
	}
	moves := p.GenMoves(nil)
	pri := make([]float64, len(moves))
	p.Priors(moves, pri)
	total := 0.0
	for i := range pri {
		total += pri[i]
	}
	if total < 0.999 || total > 1.001 {
		t.Errorf("priors sum to %v", total)
	}
	// the five point comes first: black's four on row 7 to complete
	g4 := stonesGame(t, 15, Freestyle, Black,
		[][2]int{{3, 7}, {4, 7}, {5, 7}, {6, 7}, {9, 9}},
		[][2]int{{2, 7}, {6, 6}, {7, 8}, {5, 5}, {10, 10}})
	p4 := g4.Position()
	cands := []engine.Move{moveOf(p4, 7, 7), moveOf(p4, 8, 8), moveOf(p4, 9, 10)}
	pr := make([]float64, 3)
	p4.Priors(cands, pr)
	if pr[0] <= pr[1] || pr[0] <= pr[2] {
		t.Errorf("priors %v: the five is not first", pr)
	}
	if p.ValueScale() <= 0 || p.PlayoutWeight() < 0 || p.PlayoutWeight() > 1 {
		t.Errorf("scale %v, playout weight %v", p.ValueScale(), p.PlayoutWeight())
	}
}

// TestMCTSSelfPlayRenju: Monte Carlo self-play under renju at a small
// node budget plays only legal moves to the end of the game.
func TestMCTSSelfPlayRenju(t *testing.T) {
	g, _ := NewGame(15, 15, Renju)
	nodes := uint64(20000)
	if testing.Short() {
		nodes = 5000
	}
	s := mcts.New(mcts.DefaultParams())
	for g.Stones() < 15*15 {
		if _, over := g.Winner(); over {
			return
		}
		r := s.Search(g.Position(), engine.Limits{Nodes: nodes}, nil, time.Now(), nil)
		m := xyOf(g, r.Move)
		if err := g.Play(m[0], m[1]); err != nil {
			t.Fatalf("move %d %v: %v\n%s", g.Stones()+1, m, err, dumpGame(g))
		}
	}
}
