package gomoku

import (
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

// selParams are the default parameters with the selective search on.
func selParams() Params {
	prm := DefaultParams()
	prm.Selective = true
	return prm
}

// searchWith runs the search core on pos with prm to a fixed depth (one
// thread, a fresh table): deterministic.
func searchWith(pos *Position, prm Params, depth int) engine.Result {
	pos.SetParams(prm)
	s := engine.NewSearcher(engine.NewTT(4))
	var stop atomic.Bool
	return s.Search(pos, engine.Limits{Depth: depth}, &stop, time.Now(), nil)
}

// The selective search settles the threat positions of the classic
// search's tests the same way: a five taken, a four blocked, an open three
// answered, no renju foul played.
func TestSelectiveTactics(t *testing.T) {
	prm := selParams()
	for _, rule := range []Rule{Freestyle, Renju, Caro} {
		g := stonesGame(t, 15, rule, Black,
			[][2]int{{3, 7}, {4, 7}, {5, 7}, {6, 7}},
			[][2]int{{2, 7}, {6, 6}, {7, 8}, {5, 5}})
		if r := searchWith(g.Position(), prm, 4); xyOf(g, r.Move) != [2]int{7, 7} || r.Score != engine.Win-1 {
			t.Errorf("%v: five: move %v score %d", rule, xyOf(g, r.Move), r.Score)
		}
		g = stonesGame(t, 15, rule, Black,
			[][2]int{{3, 3}, {7, 7}, {8, 8}, {6, 9}},
			[][2]int{{4, 3}, {5, 3}, {6, 3}, {7, 3}})
		if r := searchWith(g.Position(), prm, 6); xyOf(g, r.Move) != [2]int{8, 3} {
			t.Errorf("%v: block: move %v", rule, xyOf(g, r.Move))
		}
	}
	g := stonesGame(t, 15, Freestyle, Black,
		[][2]int{{7, 7}, {8, 9}, {3, 10}},
		[][2]int{{5, 5}, {6, 5}, {7, 5}})
	r := searchWith(g.Position(), prm, 6)
	p := g.Position()
	p.Make(r.Move)
	if p.nF4[1] != 0 {
		t.Errorf("open three: move %v leaves white %d open-four points", xyOf(g, r.Move), p.nF4[1])
	}
	g = stonesGame(t, 15, Renju, Black,
		[][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}},
		[][2]int{{10, 10}, {11, 10}, {0, 0}, {1, 14}})
	r = searchWith(g.Position(), prm, 5)
	if m := xyOf(g, r.Move); g.Play(m[0], m[1]) != nil {
		t.Errorf("renju: move %v refused", m)
	}
}

// With the root's threat solvers off, the tree alone (its static wins and
// the VCF horizon) finds the win of every VCF puzzle that has one; where
// the VCF solver proves there is none, a win it claims is one the VCT
// solver finds too (from two plies on, the tree sees threats of threes):
// a win score of the selective search is a proof, whatever it pruned.
func TestSelectiveVCFPuzzles(t *testing.T) {
	for _, pz := range vcfPuzzles {
		g := pz.game(t)
		p := g.Position()
		p.SetThreatSearch(false)
		r := searchWith(p, selParams(), 4)
		won := r.Score >= engine.WinThreshold
		switch {
		case pz.win && !won:
			t.Errorf("%s: move %v score %d, no win found", pz.name, xyOf(g, r.Move), r.Score)
		case !pz.win && won && g.Position().VCT(nil, 16, 1<<22) == engine.NoMove:
			t.Errorf("%s: move %v score %d: a win the VCT solver does not find", pz.name, xyOf(g, r.Move), r.Score)
		}
		if won {
			checkWinningMove(t, g, r.Move, pz.name)
		}
	}
}

// checkWinningMove checks that m, claimed to win, keeps a VCF or five for
// the side that played it: after m the VCF solver, from the opponent's
// forced reply, still wins (or m made five).
func checkWinningMove(t *testing.T, g *Game, m engine.Move, name string) {
	t.Helper()
	p := g.Position()
	me := colourIndex(p.toMove)
	p.Make(m)
	if p.winner != Empty {
		return
	}
	if p.n5[me] == 0 && p.n44[me] == 0 && p.nF4[me] == 0 && p.n43[me] == 0 {
		t.Errorf("%s: winning move %v leaves no threat", name, xyOf(g, m))
	}
}

// One thread at a fixed depth: the selective search gives the same move,
// score and node count twice (the bench signature's promise). The root's
// threat solvers are off, so that the nodes are the tree's.
func TestSelectiveDeterministic(t *testing.T) {
	depth := 10
	if testing.Short() {
		depth = 7
	}
	for i, g := range BenchPositions() {
		search := func() engine.Result {
			p := g.Position()
			p.SetThreatSearch(false)
			return searchWith(p, selParams(), depth)
		}
		a, b := search(), search()
		if a.Move != b.Move || a.Score != b.Score || a.Nodes != b.Nodes {
			t.Errorf("bench %d: %v/%d/%d then %v/%d/%d", i, a.Move, a.Score, a.Nodes, b.Move, b.Score, b.Nodes)
		}
	}
}

// Against the opponent's four-three or double-four points (threat_test.go's
// fourThreePositions), every move the selective search picks is among
// GenMoves' forced replies, which TestFourThreeDefencesProven proves
// complete.
func TestSelectiveAnswersFourThree(t *testing.T) {
	ps, desc := fourThreePositions(t, Freestyle, 30, rand.New(rand.NewPCG(5, 6)))
	if len(ps) == 0 {
		t.Fatal("no position with a four-three to answer")
	}
	if testing.Short() && len(ps) > 20 {
		ps = ps[:20]
	}
	for i, p := range ps {
		replies := p.GenMoves(nil)
		r := searchWith(p, selParams(), 4)
		if !slices.Contains(replies, r.Move) {
			t.Errorf("move %d is not among the %d forced replies:\n%s", r.Move, len(replies), desc[i])
		}
	}
}

// Params.Set sets fields by name, nested ones too, and refuses unknown
// names and bad values.
func TestParamsSet(t *testing.T) {
	var prm Params
	for _, kv := range [][2]string{{"selective", "true"}, {"Sel.RFPMargin", "123"}, {"sel.lmrscale", "0.5"}, {"PruneCounts", "1,2,3"}} {
		if err := prm.Set(kv[0], kv[1]); err != nil {
			t.Fatalf("Set(%s, %s): %v", kv[0], kv[1], err)
		}
	}
	if !prm.Selective || prm.Sel.RFPMargin != 123 || prm.Sel.LMRScale != 0.5 || prm.PruneCounts != [6]int{1, 2, 3} {
		t.Errorf("got %+v", prm)
	}
	for _, kv := range [][2]string{{"nope", "1"}, {"Sel", "1"}, {"QuietWidth", "x"}, {"PruneCounts", "1,2,3,4,5,6,7"}, {"Sel.RFPMargin.X", "1"}} {
		if err := prm.Set(kv[0], kv[1]); err == nil {
			t.Errorf("Set(%s, %s) accepted", kv[0], kv[1])
		}
	}
}

// TestSelectiveDepthNodes prints, for each bench position, the nodes and
// time the classic and the selective searches take to reach a depth
// (manual measurement; SENTE_SEL_DEPTH=d runs it).
func TestSelectiveDepthNodes(t *testing.T) {
	depth, _ := strconv.Atoi(os.Getenv("SENTE_SEL_DEPTH"))
	if depth == 0 {
		t.Skip("set SENTE_SEL_DEPTH=d to run")
	}
	for _, sel := range []bool{false, true} {
		var total uint64
		start := time.Now()
		for i, g := range BenchPositions() {
			prm := DefaultParams()
			prm.Selective = sel
			r := searchWith(g.Position(), prm, depth)
			total += r.Nodes
			t.Logf("selective=%v pos %d: move %d score %d nodes %d %v", sel, i, r.Move, r.Score, r.Nodes, r.Elapsed.Round(time.Millisecond))
		}
		t.Logf("selective=%v: depth %d, %d nodes, %v", sel, depth, total, time.Since(start).Round(time.Millisecond))
	}
}

// FuzzParamsSet: Params.Set never panics, whatever the name and text, and
// a setting it accepts reads back through Set without error.
func FuzzParamsSet(f *testing.F) {
	for _, s := range [][2]string{{"Sel.RFPMargin", "480"}, {"PruneCounts", "0,6,8"}, {"selective", "false"}, {"Sel.LMRScale", "1e3"}, {"", ""}, {"Sel.", "1"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, name, value string) {
		var prm Params
		if err := prm.Set(name, value); err == nil {
			if err := prm.Set(name, value); err != nil {
				t.Fatalf("Set(%q, %q) accepted once, then: %v", name, value, err)
			}
		}
	})
}
