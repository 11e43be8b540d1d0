package protocol

import (
	"flag"
	"math/rand/v2"

	"sente/book"
	"sente/engine"
)

// BookConfig is the opening-book configuration every front end shares:
// which books to open (book.Options: --book, --no-book, --no-default-book)
// and how to pick among their moves (--book-variety, --book-seed).
type BookConfig struct {
	book.Options
	// Variety is the margin (Othello: centi-discs; Gomoku: evaluation
	// units) within which a book move is drawn at random; 0 plays the best.
	Variety int
	// Seed seeds the draw, so that a match can vary its games and still be
	// replayed.
	Seed uint64
}

// AddFlags registers the book flags on fs: --book, --no-book,
// --no-default-book, --book-variety and --book-seed.
func (c *BookConfig) AddFlags(fs *flag.FlagSet) {
	c.Options.AddFlags(fs)
	fs.IntVar(&c.Variety, "book-variety", c.Variety, "play a random book move valued within `CENTI` (centi-discs for Othello) of the best; 0: always the best")
	fs.Uint64Var(&c.Seed, "book-seed", c.Seed, "`SEED` of the random book-move draw (with --book-variety)")
}

// Chooser holds what picking a book move needs besides the set: the
// variety margin and the seeded draw of one session.
type Chooser struct {
	variety engine.Score
	rng     *rand.Rand
}

// NewChooser returns the chooser of c's --book-variety and --book-seed.
func NewChooser(c BookConfig) Chooser {
	return Chooser{variety: engine.Score(max(c.Variety, 0)), rng: rand.New(rand.NewPCG(c.Seed, 0x5e17e))}
}

// Options returns the book.ChooseOptions of the next pick.
func (ch Chooser) Options() book.ChooseOptions {
	return book.ChooseOptions{Variety: ch.variety, Rand: ch.rng}
}
