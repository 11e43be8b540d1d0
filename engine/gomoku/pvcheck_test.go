package gomoku

import (
	"testing"

	"sente/engine"
)

// The check of the search's choice: five stones into RNG 8 game 32, 8,7
// passes the root's checks (5k nodes) but black wins by threes after it
// (40k nodes); 7,6 holds. At ply 1 with an open window the check proves
// the win after 8,7 and Resolve scores it; with a null window, or not
// armed, it does not run; and 7,6 is not refuted.
func TestPVCheck(t *testing.T) {
	g := playedGame(t, Freestyle, [][2]int{{7, 8}, {9, 6}, {6, 7}, {8, 9}, {7, 7}}...)
	lim := engine.Limits{Nodes: 400000}
	budget := func(b int) int { return b }
	p := g.Position()
	p.SetParams(ClassicParams()) // the check runs up to ply 3
	c := engine.NewControl(nil, 0)
	p.setPVCheck(lim, budget)
	lost, held := moveOf(p, 8, 7), moveOf(p, 7, 6)
	p.Make(lost)
	if _, _, ok := p.Resolve(c, 1, 4, -100, 100); ok {
		t.Error("the check ran before it was armed")
	}
	p.Unmake(lost)
	p.armPVCheck()
	if !p.pvc.on || p.pvc.first != 2*defenceBudget || p.pvc.left != int(lim.Nodes/4) {
		t.Fatalf("budgets: on %v first %d left %d", p.pvc.on, p.pvc.first, p.pvc.left)
	}
	for _, tc := range []struct {
		m           engine.Move
		alpha, beta engine.Score
		want        bool
	}{
		{lost, 99, 100, false}, // null window: not the search's choice
		{held, -100, 100, false},
		{lost, -100, 100, true},
	} {
		p.Make(tc.m)
		s, b, ok := p.Resolve(c, 1, 4, tc.alpha, tc.beta)
		p.Unmake(tc.m)
		if ok != tc.want {
			t.Errorf("move %v window %d..%d: resolved %v, want %v", xyOf(g, tc.m), tc.alpha, tc.beta, ok, tc.want)
		}
		if ok && (s < engine.WinThreshold || b != engine.BoundLower) {
			t.Errorf("move %v: score %d bound %v, want a win for black", xyOf(g, tc.m), s, b)
		}
	}
	// the same position again: answered from the record, no new nodes
	n0 := c.Nodes()
	p.Make(lost)
	_, _, ok := p.Resolve(c, 1, 6, -100, 100)
	p.Unmake(lost)
	if !ok || c.Nodes() != n0 {
		t.Errorf("second check: resolved %v, %d new nodes", ok, c.Nodes()-n0)
	}
}

// The check at ply 3, from a game lost to the depth-3 seed player
// (freestyle, own-moves opening 17, 13 stones, white to move): after
// white's 8,8 black's quiet 9,6 sets up two threats. Against white's
// reply 9,8 black then has a VCT, which the check finds at ply 3 (a
// proven loss for the root move's line); it does not run at the even
// ply 2, nor at ply 3 when Params.PVCheckMaxPly is 1.
func TestPVCheckPly3(t *testing.T) {
	g := playedGame(t, Freestyle, [][2]int{{7, 6}, {7, 5}, {6, 5}, {5, 4}, {5, 6}, {6, 6},
		{7, 4}, {4, 7}, {8, 4}, {9, 4}, {8, 7}, {8, 3}, {8, 6}}...)
	p := g.Position()
	prm0 := p.Params()
	prm0.RootVCT = true // the check is part of the root's VCT analysis (off by default)
	p.SetParams(prm0)
	c := engine.NewControl(nil, 0)
	p.setPVCheck(engine.Limits{Nodes: 700000}, func(b int) int { return b })
	p.armPVCheck()
	line := []engine.Move{moveOf(p, 8, 8), moveOf(p, 9, 6), moveOf(p, 9, 8)}
	for _, m := range line[:2] {
		p.Make(m)
	}
	if _, _, ok := p.Resolve(c, 2, 4, -100, 100); ok {
		t.Error("the check ran at ply 2")
	}
	p.Make(line[2])
	prm := p.Params()
	prm.PVCheckMaxPly = 1
	p.SetParams(prm)
	if _, _, ok := p.Resolve(c, 3, 4, -100, 100); ok {
		t.Error("the check ran at ply 3 with PVCheckMaxPly 1")
	}
	prm.PVCheckMaxPly = 3
	p.SetParams(prm)
	s, b, ok := p.Resolve(c, 3, 4, -100, 100)
	if !ok || s < engine.WinThreshold || b != engine.BoundLower {
		t.Errorf("after 8,8 9,6 9,8: resolved %v score %d bound %v, want black's win", ok, s, b)
	}
}
