package gomoku

import (
	"math"
	"sync"

	"sente/engine"
)

// lnProducts[d][i] is ln(d)·ln(i+1), the shape of the late-move reduction
// for the i-th move (from 0) of a node with d plies left.
var lnProducts = sync.OnceValue(func() *[32][64]float64 {
	t := new([32][64]float64)
	for d := 1; d < len(t); d++ {
		for i := range t[d] {
			t[d][i] = math.Log(float64(d)) * math.Log(float64(i+1))
		}
	}
	return t
})

// Reduction implements engine.Reducer for the classic search (Params.Selective
// off; ab.go reduces in its own loop), late-move reductions: a quiet move
// far down the order of a node with at least three plies left is searched
// ln(depth)·ln(index+1)/LMRDiv plies shallower first (one less at a PV
// node). Moves that make a four, an open three or a double threat, or
// that take a point where the opponent would make five, an open four or
// a double threat, are never reduced, nor any move while the opponent has
// an open-four point (every move is then a defence).
func (p *Position) Reduction(m engine.Move, depth, index int, pvNode bool) int {
	if p.prm.LMRDiv <= 0 || depth < 3 || index < p.prm.LMRMinIndex {
		return 0
	}
	if !p.quiet(m) {
		return 0
	}
	t := lnProducts()
	r := int(t[min(depth, 31)][min(index, 63)]/p.prm.LMRDiv + 0.5)
	if pvNode {
		r--
	}
	return max(r, 0)
}

// quiet reports whether m, a move of the side to move, may be reduced or
// pruned: it makes no four, open three or double threat, takes no point
// where the opponent would make five, an open four or a double threat,
// and the opponent has no open three (every move is then a defence).
func (p *Position) quiet(m engine.Move) bool {
	me := colourIndex(p.toMove)
	op := me ^ 1
	if p.nF4[op] > 0 {
		return false
	}
	c := p.b.cell(int(m))
	return p.c[c].thr[me]&(thr5|thr4|thrF3|thrDbl) == 0 && p.c[c].thr[op]&(thr5|thrF4|thrDbl) == 0
}

var _ engine.Reducer = (*Position)(nil)
