package othellofront

import (
	"github.com/rs/zerolog"

	"sente/book"
	"sente/book/othellobook"
	"sente/engine/othello"
	"sente/protocol"
)

// Book is the Othello book of one protocol session: opened on first
// use (start-up stays fast), reopened after learning. It is not safe for
// concurrent use: the protocol loop owns it.
type Book struct {
	cfg protocol.BookConfig
	log *zerolog.Logger
	ch  protocol.Chooser
	set *book.Set
	off bool
}

// NewBook returns the session book for cfg; errors opening it are
// logged on log (nil: not logged) when it is first used.
func NewBook(cfg protocol.BookConfig, log *zerolog.Logger) *Book {
	return &Book{cfg: cfg, log: log, ch: protocol.NewChooser(cfg), off: cfg.Disabled}
}

// Set returns the book set, opening it on first use.
func (b *Book) Set() *book.Set {
	if b.set == nil {
		opt := b.cfg.Options
		opt.Disabled = false
		opt.Learned = b.LearnPath()
		s, err := othellobook.OpenSet(opt)
		if err != nil && b.log != nil {
			b.log.Error().Err(err).Msg("opening book")
		}
		b.set = s
	}
	return b.set
}

// Enabled reports whether the book is consulted.
func (b *Book) Enabled() bool { return !b.off }

// SetEnabled turns the book on or off (GTP sente-book).
func (b *Book) SetEnabled(on bool) { b.off = !on }

// Reload forgets the opened books so that the next use reads them again
// (after learning into the user book).
func (b *Book) Reload() { b.set = nil }

// LearnPath is where learned games go: the user book.
func (b *Book) LearnPath() string {
	if b.cfg.Learned != "" {
		return b.cfg.Learned
	}
	return book.UserBookPath(book.Othello, book.OthelloVariant)
}

// Choose returns the book move for pos, if the book is on and knows it.
func (b *Book) Choose(pos *othello.Position) (book.Choice, bool) {
	if b.off {
		return book.Choice{}, false
	}
	return othellobook.Choose(b.Set(), pos, b.ch.Options())
}

// Moves returns the book moves of pos (best first), if the book is on and
// knows the position.
func (b *Book) Moves(pos *othello.Position) ([]book.Entry, bool) {
	if b.off {
		return nil, false
	}
	return othellobook.Moves(b.Set(), pos)
}
