package gomokubook

import (
	_ "embed"

	"sente/book"
	"sente/engine"
	"sente/engine/gomoku"
)

// The embedded books, produced by `sente book build` (see book/README.md).
var (
	//go:embed data/gomoku-freestyle-15.sbk
	freestyle15 []byte
	//go:embed data/gomoku-freestyle-20.sbk
	freestyle20 []byte
	//go:embed data/gomoku-standard-15.sbk
	standard15 []byte
	//go:embed data/gomoku-renju-15.sbk
	renju15 []byte
)

// embedded maps a variant to the loader of its embedded book; each is
// decoded on first use only.
var embedded = map[string]func() (*book.Book, error){
	"freestyle-15": book.Embedded("gomoku-freestyle-15.sbk", freestyle15),
	"freestyle-20": book.Embedded("gomoku-freestyle-20.sbk", freestyle20),
	"standard-15":  book.Embedded("gomoku-standard-15.sbk", standard15),
	"renju-15":     book.Embedded("gomoku-renju-15.sbk", renju15),
}

// Variants lists the variants that have an embedded book.
func Variants() []string {
	return []string{"freestyle-15", "freestyle-20", "standard-15", "renju-15"}
}

// DefaultVariant returns the embedded book of variant v exactly, or
// book.ErrNoDefault.
func DefaultVariant(v string) (*book.Book, error) {
	if load, ok := embedded[v]; ok {
		return load()
	}
	return nil, book.ErrNoDefault
}

// Default returns the embedded book that best serves a rule and board
// size: the exact variant when there is one, else the same rule's book of
// the nearest size (its free positions are size-independent). Caro has no
// book (book.ErrNoDefault).
func Default(rule gomoku.Rule, w, h int) (*book.Book, error) {
	if load, ok := embedded[Variant(rule, w, h)]; ok {
		return load()
	}
	size := 15
	if rule == gomoku.Freestyle && min(w, h) >= 18 {
		size = 20
	}
	return DefaultVariant(Variant(rule, size, size))
}

// OpenSet opens the books for a rule and board size under opt (learned,
// --book, embedded). It always returns a usable set; err reports the books
// that could not be opened (log it and play on without them).
func OpenSet(rule gomoku.Rule, w, h int, opt book.Options) (*book.Set, error) {
	return book.OpenSet(book.Gomoku, Variant(rule, w, h), opt, func() (*book.Book, error) { return Default(rule, w, h) })
}

// Moves returns the book moves of g's position on its board (moves as
// y*width+x, best first, occupied or forbidden points dropped).
func Moves(s *book.Set, g *gomoku.Game) ([]book.Entry, bool) {
	if s.Empty() {
		return nil, false
	}
	if _, over := g.Winner(); over {
		return nil, false
	}
	k, t := KeyOf(g)
	return s.Lookup(k, func(c engine.Move) (engine.Move, bool) {
		x, y, on := t.CanonPoint(c)
		if !on || g.At(x, y) != gomoku.Empty ||
			(g.Rule() == gomoku.Renju && g.ToMove() == gomoku.Black && g.Forbidden(x, y)) {
			return engine.NoMove, false
		}
		return engine.Move(y*g.Width() + x), true
	})
}

// Choose picks a book move for g's position (y*width+x); ok is false when
// the position is not in the book.
func Choose(s *book.Set, g *gomoku.Game, opt book.ChooseOptions) (book.Choice, bool) {
	es, ok := Moves(s, g)
	if !ok {
		return book.Choice{}, false
	}
	return book.Choose(es, opt), true
}
