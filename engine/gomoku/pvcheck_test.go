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
