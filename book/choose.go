package book

import (
	"math/rand/v2"

	"sente/engine"
)

// ChooseOptions control how a book move is picked.
type ChooseOptions struct {
	// Variety is a margin in score units (Othello: centi-discs): the move is
	// drawn uniformly among the book moves valued within Variety of the
	// best. 0 plays the best move.
	Variety engine.Score
	// Rand draws the move when Variety > 0; nil plays the best move (seed a
	// rand.Rand for reproducible variety).
	Rand *rand.Rand
}

// Choice is a book move on the board with the position's book moves.
type Choice struct {
	Move  engine.Move  // board move (Othello square or Pass; Gomoku y*width+x)
	Value engine.Score // its book value, for the side to move
	Depth int          // depth of the search behind the value (ExactDepth: solved)
	Count uint32       // times played in learned games
	Moves []Entry      // all legal book moves of the position, board frame, best first
}

// Lookup returns the book moves of the position with key k mapped to the
// board by toBoard (which drops the moves that are not legal there, by
// returning false), best first, from the first book of the set that has a
// legal move for it.
func (s *Set) Lookup(k Key, toBoard func(c engine.Move) (engine.Move, bool)) ([]Entry, bool) {
	if s.Empty() {
		return nil, false
	}
	for _, b := range s.books {
		es, ok := b.Probe(k)
		if !ok {
			continue
		}
		out := es[:0]
		for _, e := range es {
			m, ok := toBoard(e.Move)
			if ok {
				e.Move = m
				out = append(out, e)
			}
		}
		if len(out) > 0 {
			return out, true
		}
	}
	return nil, false
}

// Choose picks among es (book moves, best first, non-empty) under opt.
func Choose(es []Entry, opt ChooseOptions) Choice {
	i := 0
	if opt.Variety > 0 && opt.Rand != nil {
		n := 1
		for n < len(es) && es[n].Value >= es[0].Value-opt.Variety {
			n++
		}
		i = opt.Rand.IntN(n)
	}
	e := es[i]
	return Choice{Move: e.Move, Value: e.Value, Depth: int(e.Depth), Count: e.Count, Moves: es}
}
