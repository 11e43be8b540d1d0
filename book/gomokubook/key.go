package gomokubook

import (
	"sente/book"
	"sente/engine/gomoku"
)

// Key returns the book key of the Gomoku position on a w x h board with
// the given stones and side to move (book.StonesKey).
func Key(w, h int, stones []book.Stone, toMove gomoku.Stone) (book.Key, book.Transform) {
	return book.StonesKey(w, h, stones, uint8(toMove))
}

// KeyOf returns the key of a game's current position.
func KeyOf(g *gomoku.Game) (book.Key, book.Transform) {
	return Key(g.Width(), g.Height(), stonesOf(g), g.ToMove())
}

// stonesOf lists g's stones in the order they were played.
func stonesOf(g *gomoku.Game) []book.Stone {
	pts := g.Moves()
	stones := make([]book.Stone, len(pts))
	for i, p := range pts {
		stones[i] = book.Stone{X: p[0], Y: p[1], Color: uint8(g.At(p[0], p[1]))}
	}
	return stones
}
