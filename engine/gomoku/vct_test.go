package gomoku

import (
	"testing"

	"sente/engine"
)

func TestVCT(t *testing.T) {
	// Black: two open twos crossing at (7,7). No four anywhere, so no
	// VCF; (7,7) is a double three that white cannot answer twice: a VCT.
	black := [][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}}
	white := [][2]int{{0, 0}, {14, 14}, {0, 14}, {14, 0}}
	g := stonesGame(t, 15, Freestyle, Black, black, white)
	p := g.Position()
	if p.VCF(nil, 40, 1<<20) != nil {
		t.Fatal("set-up: a VCF exists")
	}
	m := p.VCT(nil, 8, 1<<20)
	if m == engine.NoMove {
		t.Fatal("no VCT found")
	}
	c := p.b.cell(int(m))
	if p.c[c].thr[0]&(thr4|thrF3) == 0 {
		t.Errorf("VCT starts with %v, neither a four nor a three", xyOf(g, m))
	}
	// the search proves the win at once
	r := searchBest(t, g, 6, 0)
	if r.Score < engine.WinThreshold || !r.WLD {
		t.Errorf("search: move %v score %d WLD %v", xyOf(g, r.Move), r.Score, r.WLD)
	}

	// A single open two: no VCT.
	g2 := stonesGame(t, 15, Freestyle, Black, [][2]int{{6, 7}, {7, 7}}, white)
	if m := g2.Position().VCT(nil, 8, 1<<20); m != engine.NoMove {
		t.Errorf("VCT %v from a single two", xyOf(g2, m))
	}

	// White to move with black's four pending (five point (14,0)) has
	// no VCT: the forced block threatens nothing, and white's double-three
	// point comes too late.
	g3 := stonesGame(t, 15, Freestyle, White,
		[][2]int{{10, 0}, {11, 0}, {12, 0}, {13, 0}, {10, 10}},
		[][2]int{{9, 0}, {5, 7}, {6, 7}, {7, 5}, {7, 6}})
	if m := g3.Position().VCT(nil, 8, 1<<20); m != engine.NoMove {
		t.Errorf("VCT %v while the opponent has a four", xyOf(g3, m))
	}
}
