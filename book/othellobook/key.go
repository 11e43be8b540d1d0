package othellobook

import (
	"sente/book"
	"sente/engine"
	"sente/engine/othello"
)

// Key returns the book key of the Othello position with discs p for the
// side to move and o for the opponent: the smallest of its eight
// symmetric images (the key is that image's bitboards, so it never
// collides). The Transform maps board squares to the key's frame.
func Key(p, o uint64) (book.Key, book.Transform) {
	best := book.Key{Hi: p, Lo: o}
	sym := othello.Identity
	for s := othello.Symmetry(1); s < othello.NumSymmetries; s++ {
		k := book.Key{Hi: s.Apply(p), Lo: s.Apply(o)}
		if k.Hi < best.Hi || k.Hi == best.Hi && k.Lo < best.Lo {
			best, sym = k, s
		}
	}
	return best, book.Transform{Sym: uint8(sym), W: 8, H: 8}
}

// Canon maps a board move (square or othello.Pass) to the key's frame.
func Canon(t book.Transform, m engine.Move) engine.Move {
	return engine.Move(othello.Symmetry(t.Sym).Square(int(m)))
}

// BoardMove maps a stored (canonical) move back to the board.
func BoardMove(t book.Transform, c engine.Move) engine.Move {
	return engine.Move(othello.Symmetry(t.Sym).Inverse().Square(int(c)))
}
