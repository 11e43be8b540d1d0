package othellobook

import (
	_ "embed"

	"sente/book"
	"sente/engine"
	"sente/engine/othello"
)

// The embedded book, produced by `sente book build` (see book/README.md).
//
//go:embed data/othello.sbk
var embedded []byte

// Default returns the embedded Othello book, decoded on first use.
var Default = book.Embedded("othello.sbk", embedded)

// OpenSet opens the Othello books under opt (learned, --book, embedded).
// It always returns a usable set; err reports the books that could not be
// opened (log it and play on without them).
func OpenSet(opt book.Options) (*book.Set, error) {
	return book.OpenSet(book.Othello, book.OthelloVariant, opt, Default)
}

// Moves returns the book moves of pos mapped to the board (best first,
// illegal ones dropped), from the first book of the set that knows the
// position.
func Moves(s *book.Set, pos *othello.Position) ([]book.Entry, bool) {
	if s.Empty() || pos.IsOver() {
		return nil, false
	}
	k, t := Key(pos.Player(), pos.Opponent())
	return s.Lookup(k, func(c engine.Move) (engine.Move, bool) {
		m := BoardMove(t, c)
		return m, pos.IsLegal(m)
	})
}

// Choose picks a book move for pos; ok is false when the position is not
// in the book.
func Choose(s *book.Set, pos *othello.Position, opt book.ChooseOptions) (book.Choice, bool) {
	es, ok := Moves(s, pos)
	if !ok {
		return book.Choice{}, false
	}
	return book.Choose(es, opt), true
}

// PV returns the book line starting with move m in pos: m, then the
// book's best move in each following position, as long as the book knows
// it (at most n moves). It is the PV of NBoard's `book` lines.
func PV(s *book.Set, pos *othello.Position, m engine.Move, n int) []engine.Move {
	p := pos.Clone()
	pv := []engine.Move{}
	for len(pv) < n {
		if p.Play(m) != nil {
			break
		}
		pv = append(pv, m)
		c, ok := Choose(s, p, book.ChooseOptions{})
		if !ok {
			break
		}
		m = c.Move
	}
	return pv
}
