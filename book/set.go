package book

import (
	"errors"
	"flag"
	"fmt"
	"os"
)

// Options are the book settings a protocol or the command line exposes.
type Options struct {
	// Disabled turns the book off (--no-book).
	Disabled bool
	// Path is a user book file (--book PATH), consulted before the
	// embedded book: its positions replace the embedded ones.
	Path string
	// NoDefault leaves the embedded book out (only Path is used).
	NoDefault bool
	// Learned is the learned-games book (see UserBookPath), consulted
	// first when the file exists; a missing file is not an error.
	Learned string
}

// AddFlags registers --book PATH, --no-book and --no-default-book on fs.
func (o *Options) AddFlags(fs *flag.FlagSet) {
	fs.StringVar(&o.Path, "book", o.Path, "opening book `FILE` consulted before the embedded book")
	fs.BoolVar(&o.Disabled, "no-book", o.Disabled, "play without an opening book")
	fs.BoolVar(&o.NoDefault, "no-default-book", o.NoDefault, "leave the embedded opening book out")
}

// Set is the list of books an engine consults, first match wins: the
// user's book, then the embedded default. A nil or empty Set finds
// nothing, so callers need no special case when the book is off.
type Set struct {
	books []*Book
}

// NewSet returns a set consulting the given books in order (nil ones are
// skipped).
func NewSet(books ...*Book) *Set {
	s := &Set{}
	for _, b := range books {
		if b != nil {
			s.books = append(s.books, b)
		}
	}
	return s
}

// Books returns the books of the set, in lookup order.
func (s *Set) Books() []*Book {
	if s == nil {
		return nil
	}
	return s.books
}

// Empty reports whether the set has no book.
func (s *Set) Empty() bool { return s == nil || len(s.books) == 0 }

// OpenSet opens the books of game/variant under opt: the learned book,
// the --book file, then the embedded default that def returns (def may
// return ErrNoDefault). It always returns a usable set; err reports the
// books that could not be opened (log it and play on without them). The
// game packages (othellobook.OpenSet, gomokubook.OpenSet) call it.
func OpenSet(game, variant string, opt Options, def func() (*Book, error)) (*Set, error) {
	s := &Set{}
	if opt.Disabled {
		return s, nil
	}
	var errs []error
	if opt.Learned != "" {
		b, err := LoadFor(opt.Learned, game, variant)
		switch {
		case errors.Is(err, os.ErrNotExist):
		case err != nil:
			errs = append(errs, err)
		default:
			s.books = append(s.books, b)
		}
	}
	if opt.Path != "" {
		b, err := LoadFor(opt.Path, game, variant)
		if err != nil {
			errs = append(errs, err)
		} else {
			s.books = append(s.books, b)
		}
	}
	if !opt.NoDefault && def != nil {
		b, err := def()
		switch {
		case errors.Is(err, ErrNoDefault):
		case err != nil:
			errs = append(errs, err)
		default:
			s.books = append(s.books, b)
		}
	}
	if len(errs) > 0 {
		return s, fmt.Errorf("%w (playing without it)", errors.Join(errs...))
	}
	return s, nil
}
