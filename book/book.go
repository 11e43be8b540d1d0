package book

import (
	"slices"
	"sync"

	"sente/engine"
)

// Game names used in book headers.
const (
	Othello = "othello"
	Gomoku  = "gomoku"
)

// ExactDepth is the Depth of an entry whose value is a proven game result.
const ExactDepth = 255

// MaxEntries bounds the moves stored for one position.
const MaxEntries = 255

// Entry is one book move of a position, in the key's canonical frame (use
// the position's Transform to map it to the board).
type Entry struct {
	Move  engine.Move  // canonical move (Othello square/Pass; Gomoku packed point)
	Value engine.Score // negamax value of playing Move, for the side to move
	Depth uint8        // depth of the search that scored the line (ExactDepth: solved)
	Count uint32       // times played in learned games
}

// Book is a set of positions with their scored moves, for one game and
// variant. It is safe for concurrent use.
type Book struct {
	game, variant string

	mu   sync.RWMutex
	meta string
	pos  map[Key][]Entry
}

// New returns an empty book for game ("othello" or "gomoku") and variant
// (Othello: "standard"; Gomoku: see GomokuVariant).
func New(game, variant string) *Book {
	return &Book{game: game, variant: variant, pos: make(map[Key][]Entry)}
}

// Game returns the book's game.
func (b *Book) Game() string { return b.game }

// Variant returns the book's variant.
func (b *Book) Variant() string { return b.variant }

// Meta returns the free-form settings line stored in the header (the
// builder keeps its settings there).
func (b *Book) Meta() string {
	b.mu.RLock()
	defer b.mu.RUnlock()
	return b.meta
}

// SetMeta replaces the header's settings line.
func (b *Book) SetMeta(s string) {
	b.mu.Lock()
	b.meta = s
	b.mu.Unlock()
}

// Len returns the number of positions.
func (b *Book) Len() int {
	b.mu.RLock()
	defer b.mu.RUnlock()
	return len(b.pos)
}

// Probe returns a copy of the moves stored for key, best first.
func (b *Book) Probe(k Key) ([]Entry, bool) {
	b.mu.RLock()
	defer b.mu.RUnlock()
	e, ok := b.pos[k]
	if !ok {
		return nil, false
	}
	return slices.Clone(e), true
}

// Put stores the moves of key (replacing what was there), sorted best
// first; at most MaxEntries are kept. An empty list removes the position.
func (b *Book) Put(k Key, entries []Entry) {
	e := slices.Clone(entries)
	sortEntries(e)
	if len(e) > MaxEntries {
		e = e[:MaxEntries]
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(e) == 0 {
		delete(b.pos, k)
		return
	}
	b.pos[k] = e
}

// Keys returns the keys in ascending order.
func (b *Book) Keys() []Key {
	b.mu.RLock()
	ks := make([]Key, 0, len(b.pos))
	for k := range b.pos {
		ks = append(ks, k)
	}
	b.mu.RUnlock()
	slices.SortFunc(ks, cmpKey)
	return ks
}

func cmpKey(a, c Key) int {
	switch {
	case a.less(c):
		return -1
	case c.less(a):
		return 1
	}
	return 0
}

// sortEntries orders moves best first (value, then depth, count, move).
func sortEntries(e []Entry) {
	slices.SortStableFunc(e, func(a, c Entry) int {
		switch {
		case a.Value != c.Value:
			return int(c.Value) - int(a.Value)
		case a.Depth != c.Depth:
			return int(c.Depth) - int(a.Depth)
		case a.Count != c.Count:
			if a.Count > c.Count {
				return -1
			}
			return 1
		}
		return int(a.Move) - int(c.Move)
	})
}
