package book

import (
	"embed"
	"errors"
	"fmt"
	"sync"

	"sente/engine/gomoku"
)

// The embedded books, produced by `sente book build` (see the README).
//
//go:embed data/*.sbk
var dataFS embed.FS

// embedded lists the default books: variant file names under data/.
var embedded = map[string]string{
	Othello + "/" + OthelloVariant: "data/othello.sbk",
	Gomoku + "/freestyle-15":       "data/gomoku-freestyle-15.sbk",
	Gomoku + "/freestyle-20":       "data/gomoku-freestyle-20.sbk",
	Gomoku + "/standard-15":        "data/gomoku-standard-15.sbk",
	Gomoku + "/renju-15":           "data/gomoku-renju-15.sbk",
}

// ErrNoDefault says no book is embedded for a game/variant.
var ErrNoDefault = errors.New("no embedded book")

type lazyBook struct {
	once sync.Once
	b    *Book
	err  error
}

var defaults sync.Map // game/variant -> *lazyBook

// Default returns the embedded book of game/variant, decoded on first use
// and shared afterwards (books are safe for concurrent readers; never add
// to it: learn into a user book). It fails when there is none.
func Default(game, variant string) (*Book, error) {
	name, ok := embedded[game+"/"+variant]
	if !ok {
		return nil, fmt.Errorf("book: %w for %s/%s", ErrNoDefault, game, variant)
	}
	v, _ := defaults.LoadOrStore(game+"/"+variant, &lazyBook{})
	lb := v.(*lazyBook)
	lb.once.Do(func() {
		data, err := dataFS.ReadFile(name)
		if err != nil {
			lb.err = fmt.Errorf("book: embedded %s: %w", name, err)
			return
		}
		lb.b, lb.err = Decode(data)
		if lb.err != nil {
			lb.err = fmt.Errorf("embedded %s: %w", name, lb.err)
		}
	})
	return lb.b, lb.err
}

// DefaultVariants lists the game/variant pairs that have an embedded book.
func DefaultVariants() [][2]string {
	return [][2]string{
		{Othello, OthelloVariant},
		{Gomoku, "freestyle-15"}, {Gomoku, "freestyle-20"},
		{Gomoku, "standard-15"}, {Gomoku, "renju-15"},
	}
}

// DefaultGomoku returns the embedded book that best serves a rule and board
// size: the exact variant when there is one, else the same rule's book of
// the nearest size (its free positions are size-independent). Caro has no
// book.
func DefaultGomoku(rule gomoku.Rule, w, h int) (*Book, error) {
	v := GomokuVariant(rule, w, h)
	if _, ok := embedded[Gomoku+"/"+v]; ok {
		return Default(Gomoku, v)
	}
	size := 15
	if rule == gomoku.Freestyle && min(w, h) >= 18 {
		size = 20
	}
	return Default(Gomoku, GomokuVariant(rule, size, size))
}
