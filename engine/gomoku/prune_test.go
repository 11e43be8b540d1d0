package gomoku

import (
	"testing"

	"sente/engine"
)

// Late quiet moves are pruned near the horizon, by their index or when the
// evaluation stays far below alpha; threats and answers to threats never
// are, nor anything at the depths and indices the parameters leave alone.
func TestPruneSparesThreats(t *testing.T) {
	g := threeAndTwo(t) // black to move; (7,4) makes an open four
	p := g.Position()
	prm := p.Params()
	prm.PruneCounts = [6]int{0, 4, 6, 0, 0, 0}
	prm.FutilityDepth, prm.FutilityMargin = 0, 0
	p.SetParams(prm)
	quiet := moveOf(p, 11, 11) // far from everything
	four := moveOf(p, 7, 4)
	low := engine.Score(-engine.WinThreshold + 1) // no futility below it
	if !p.Prune(quiet, 1, 4, low) || !p.Prune(quiet, 2, 9, low) {
		t.Fatal("a late quiet move near the horizon was searched")
	}
	if p.Prune(quiet, 1, 3, low) || p.Prune(quiet, 2, 5, low) {
		t.Fatal("a quiet move within the count was pruned")
	}
	if p.Prune(quiet, 3, 40, low) {
		t.Fatal("pruned at a depth with no count")
	}
	if p.Prune(four, 1, 40, low) {
		t.Fatal("the open four was pruned")
	}

	// futility: only when the evaluation plus the margin stays at or
	// below alpha, and only within FutilityDepth
	prm.PruneCounts = [6]int{}
	prm.FutilityDepth, prm.FutilityMargin = 2, 100
	p.SetParams(prm)
	ev := p.Evaluate()
	if !p.Prune(quiet, 2, 1, ev+200) || p.Prune(quiet, 2, 1, ev+199) {
		t.Fatalf("futility at depth 2 with evaluation %d: wrong around alpha %d", ev, ev+200)
	}
	if p.Prune(quiet, 3, 1, ev+10000) {
		t.Fatal("futility beyond FutilityDepth")
	}
	if p.Prune(four, 1, 1, ev+10000) {
		t.Fatal("the open four was pruned as futile")
	}

	// white to move faces black's open three: every answer is a defence
	g.SetToMove(White)
	w := g.Position()
	prm.PruneCounts = [6]int{0, 1, 1, 1, 1, 1}
	w.SetParams(prm)
	if w.Prune(moveOf(w, 2, 2), 1, 30, engine.WinThreshold-1) {
		t.Fatal("a move against an open three was pruned")
	}
}
