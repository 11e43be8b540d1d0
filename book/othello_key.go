package book

import (
	"sente/engine"
	"sente/engine/othello"
)

// OthelloKey returns the key of the Othello position with discs p for the
// side to move and o for the opponent: the smallest of its eight symmetric
// images. The Transform maps board squares to the key's frame.
func OthelloKey(p, o uint64) (Key, Transform) {
	best := Key{Hi: p, Lo: o}
	sym := othello.Identity
	for s := othello.Symmetry(1); s < othello.NumSymmetries; s++ {
		k := Key{Hi: s.Apply(p), Lo: s.Apply(o)}
		if k.less(best) {
			best, sym = k, s
		}
	}
	return best, Transform{Sym: uint8(sym), W: 8, H: 8}
}

// OthelloCanon maps a board move (square or othello.Pass) to the key's
// frame.
func (t Transform) OthelloCanon(m engine.Move) engine.Move {
	return engine.Move(othello.Symmetry(t.Sym).Square(int(m)))
}

// OthelloMove maps a stored (canonical) move back to the board.
func (t Transform) OthelloMove(c engine.Move) engine.Move {
	return engine.Move(othello.Symmetry(t.Sym).Inverse().Square(int(c)))
}
