package gomokufront

import (
	"sync"

	"github.com/rs/zerolog"

	"sente/book"
	"sente/book/gomokubook"
	"sente/engine/gomoku"
	"sente/protocol"
)

// Book is the Gomoku book of one protocol session: one set per rule
// and board size, opened when a game of that kind first asks. Not safe for
// concurrent use.
type Book struct {
	cfg  protocol.BookConfig
	log  *zerolog.Logger
	ch   protocol.Chooser
	off  bool
	mu   sync.Mutex // guards sets (a learn may run beside the loop)
	sets map[string]*book.Set
}

// NewBook returns the session book for cfg, logging open errors on
// log (nil: not logged).
func NewBook(cfg protocol.BookConfig, log *zerolog.Logger) *Book {
	return &Book{cfg: cfg, log: log, ch: protocol.NewChooser(cfg), off: cfg.Disabled, sets: map[string]*book.Set{}}
}

// Enabled reports whether the book is consulted.
func (b *Book) Enabled() bool { return !b.off }

// SetEnabled turns the book on or off (Gomocup INFO usedatabase).
func (b *Book) SetEnabled(on bool) { b.off = !on }

// Set returns the set for a rule and board size, opening it on first use.
func (b *Book) Set(rule gomoku.Rule, w, h int) *book.Set {
	v := gomokubook.Variant(rule, w, h)
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
	s, err := gomokubook.OpenSet(rule, w, h, opt)
	if err != nil && b.log != nil {
		b.log.Error().Err(err).Str("variant", v).Msg("opening book")
	}
	b.sets[v] = s
	return s
}

// Choose returns the book move (y*width+x) for g, if the book is on and
// knows the position.
func (b *Book) Choose(g *gomoku.Game) (book.Choice, bool) {
	if b.off {
		return book.Choice{}, false
	}
	return gomokubook.Choose(b.Set(g.Rule(), g.Width(), g.Height()), g, b.ch.Options())
}
