package gomoku

import (
	"slices"
	"testing"

	"sente/engine"
)

// Against an opponent's VCT the root keeps the moves after which the
// check finds no VCT, and only those: five stones into RNG 5 game 6,
// black threatens a VCT; 7,2 7,3 and 7,6 leave black no threat search at
// all and are kept, and every move of the checked ones that the root
// drops gives black a VCT. Before d612a41 the root kept only the moves
// like 7,2 whose check ended without running out of budget, which
// measured 18 points worse against Rapfi (docs/gomoku-notebook.md).
func TestSolveRootVCTDefences(t *testing.T) {
	g := playedGame(t, Freestyle, [][2]int{{8, 5}, {7, 8}, {7, 5}, {6, 5}, {7, 4}}...)
	p := g.Position()
	prm := p.Params()
	prm.RootVCT = true // off by default (DefaultParams)
	p.SetParams(prm)
	checked := p.vctDefenceCandidates(nil)

	c := engine.NewControl(nil, 0)
	if _, ok := p.SolveRoot(c, engine.Limits{Nodes: 400000}, nil); ok {
		t.Fatal("the root was settled")
	}
	kept := p.rootMoves
	if len(kept) == 0 || len(kept) >= len(checked) {
		t.Fatalf("root moves %d of %d checked: want the root narrowed", len(kept), len(checked))
	}
	for _, xy := range [][2]int{{7, 2}, {7, 3}, {7, 6}} {
		if !slices.Contains(kept, moveOf(p, xy[0], xy[1])) {
			t.Errorf("%v dropped: black has no threat search after it", xy)
		}
	}
	for _, m := range checked {
		if slices.Contains(kept, m) {
			continue
		}
		p.Make(m)
		won := p.VCT(nil, rootVCTDepth, 400000) != engine.NoMove
		p.Unmake(m)
		if !won {
			t.Errorf("%v dropped, but black has no VCT after it", xyOf(g, m))
		}
	}
}
