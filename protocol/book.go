package protocol

import (
	"flag"
	"math/rand/v2"
	"sync"

	"github.com/rs/zerolog"

	"sente/book"
	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
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

// chooser holds what picking a book move needs besides the set.
type chooser struct {
	variety engine.Score
	rng     *rand.Rand
}

func newChooser(c BookConfig) chooser {
	return chooser{variety: engine.Score(max(c.Variety, 0)), rng: rand.New(rand.NewPCG(c.Seed, 0x5e17e))}
}

func (ch chooser) options() book.ChooseOptions {
	return book.ChooseOptions{Variety: ch.variety, Rand: ch.rng}
}

// OthelloBook is the Othello book of one protocol session: opened on first
// use (start-up stays fast), reopened after learning. It is not safe for
// concurrent use: the protocol loop owns it.
type OthelloBook struct {
	cfg BookConfig
	log *zerolog.Logger
	ch  chooser
	set *book.Set
	off bool
}

// NewOthelloBook returns the session book for cfg; errors opening it are
// logged on log (nil: not logged) when it is first used.
func NewOthelloBook(cfg BookConfig, log *zerolog.Logger) *OthelloBook {
	return &OthelloBook{cfg: cfg, log: log, ch: newChooser(cfg), off: cfg.Disabled}
}

// Set returns the book set, opening it on first use.
func (b *OthelloBook) Set() *book.Set {
	if b.set == nil {
		opt := b.cfg.Options
		opt.Disabled = false
		opt.Learned = b.LearnPath()
		s, err := book.OthelloSet(opt)
		if err != nil && b.log != nil {
			b.log.Error().Err(err).Msg("opening book")
		}
		b.set = s
	}
	return b.set
}

// Enabled reports whether the book is consulted.
func (b *OthelloBook) Enabled() bool { return !b.off }

// SetEnabled turns the book on or off (GTP sente-book).
func (b *OthelloBook) SetEnabled(on bool) { b.off = !on }

// Reload forgets the opened books so that the next use reads them again
// (after learning into the user book).
func (b *OthelloBook) Reload() { b.set = nil }

// LearnPath is where learned games go: the user book.
func (b *OthelloBook) LearnPath() string {
	if b.cfg.Learned != "" {
		return b.cfg.Learned
	}
	return book.UserBookPath(book.Othello, book.OthelloVariant)
}

// Choose returns the book move for pos, if the book is on and knows it.
func (b *OthelloBook) Choose(pos *othello.Position) (book.Choice, bool) {
	if b.off {
		return book.Choice{}, false
	}
	return b.Set().ChooseOthello(pos, b.ch.options())
}

// Moves returns the book moves of pos (best first), if the book is on and
// knows the position.
func (b *OthelloBook) Moves(pos *othello.Position) ([]book.Entry, bool) {
	if b.off {
		return nil, false
	}
	return b.Set().OthelloMoves(pos)
}

// GomokuBook is the Gomoku book of one protocol session: one set per rule
// and board size, opened when a game of that kind first asks. Not safe for
// concurrent use.
type GomokuBook struct {
	cfg  BookConfig
	log  *zerolog.Logger
	ch   chooser
	off  bool
	mu   sync.Mutex // guards sets (a learn may run beside the loop)
	sets map[string]*book.Set
}

// NewGomokuBook returns the session book for cfg, logging open errors on
// log (nil: not logged).
func NewGomokuBook(cfg BookConfig, log *zerolog.Logger) *GomokuBook {
	return &GomokuBook{cfg: cfg, log: log, ch: newChooser(cfg), off: cfg.Disabled, sets: map[string]*book.Set{}}
}

// Enabled reports whether the book is consulted.
func (b *GomokuBook) Enabled() bool { return !b.off }

// SetEnabled turns the book on or off (Gomocup INFO usedatabase).
func (b *GomokuBook) SetEnabled(on bool) { b.off = !on }

// Set returns the set for a rule and board size, opening it on first use.
func (b *GomokuBook) Set(rule gomoku.Rule, w, h int) *book.Set {
	v := book.GomokuVariant(rule, w, h)
	b.mu.Lock()
	defer b.mu.Unlock()
	if s, ok := b.sets[v]; ok {
		return s
	}
	opt := b.cfg.Options
	opt.Disabled = false
	if opt.Learned == "" {
		opt.Learned = book.UserBookPath(book.Gomoku, v)
	}
	s, err := book.GomokuSet(rule, w, h, opt)
	if err != nil && b.log != nil {
		b.log.Error().Err(err).Str("variant", v).Msg("opening book")
	}
	b.sets[v] = s
	return s
}

// Choose returns the book move (y*width+x) for g, if the book is on and
// knows the position.
func (b *GomokuBook) Choose(g *gomoku.Game) (book.Choice, bool) {
	if b.off {
		return book.Choice{}, false
	}
	return b.Set(g.Rule(), g.Width(), g.Height()).ChooseGomoku(g, b.ch.options())
}
