package gomoku

import "testing"

// Late quiet moves are reduced, more at greater depth and later in the
// order, less at PV nodes; threats and answers to threats never are.
func TestReductionSparesThreats(t *testing.T) {
	g := threeAndTwo(t)
	p := g.Position()
	quiet := moveOf(p, 11, 11) // far from everything
	four := moveOf(p, 7, 4)
	if r := p.Reduction(quiet, 10, 12, false); r < 2 {
		t.Fatalf("late quiet move at depth 10 reduced by %d", r)
	}
	if a, b := p.Reduction(quiet, 4, 4, false), p.Reduction(quiet, 10, 20, false); a > b {
		t.Fatalf("reduction %d at depth 4 index 4, %d at depth 10 index 20", a, b)
	}
	if a, b := p.Reduction(quiet, 10, 12, true), p.Reduction(quiet, 10, 12, false); a >= b {
		t.Fatalf("PV node reduced %d, non-PV %d", a, b)
	}
	if r := p.Reduction(four, 10, 12, false); r != 0 {
		t.Fatalf("the open four reduced by %d", r)
	}
	if r := p.Reduction(quiet, 2, 12, false); r != 0 {
		t.Fatalf("reduced by %d with 2 plies left", r)
	}
	if r := p.Reduction(quiet, 10, 1, false); r != 0 {
		t.Fatalf("second move reduced by %d", r)
	}
	// white to move faces black's open three: every answer is a defence
	g.SetToMove(White)
	p = g.Position()
	if r := p.Reduction(moveOf(p, 2, 2), 10, 12, false); r != 0 {
		t.Fatalf("a move against an open three reduced by %d", r)
	}
	prm := p.Params()
	prm.LMRDiv = 0
	p.SetParams(prm)
	g.SetToMove(Black)
	q := g.Position()
	q.SetParams(prm)
	if r := q.Reduction(quiet, 10, 12, false); r != 0 {
		t.Fatalf("LMRDiv 0 reduced by %d", r)
	}
}

// threeAndTwo is a freestyle board with a black open three ((7,4) makes an
// open four) and a white two, black to move.
func threeAndTwo(t *testing.T) *Game {
	t.Helper()
	return parseBoard(t, Freestyle, Black,
		"...............",
		"...............",
		"...............",
		"...............",
		"....XXX........",
		"...............",
		"......OO.......",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
	)
}
