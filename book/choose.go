package book

import (
	"math/rand/v2"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
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

// OthelloMoves returns the book moves of pos mapped to the board (best
// first, illegal ones dropped), from the first book of the set that knows
// the position.
func (s *Set) OthelloMoves(pos *othello.Position) ([]Entry, bool) {
	if s.Empty() || pos.IsOver() {
		return nil, false
	}
	k, t := OthelloKey(pos.Player(), pos.Opponent())
	for _, b := range s.books {
		es, ok := b.Probe(k)
		if !ok {
			continue
		}
		out := es[:0]
		for _, e := range es {
			e.Move = t.OthelloMove(e.Move)
			if pos.IsLegal(e.Move) {
				out = append(out, e)
			}
		}
		if len(out) > 0 {
			return out, true
		}
	}
	return nil, false
}

// ChooseOthello picks a book move for pos; ok is false when the position
// is not in the book.
func (s *Set) ChooseOthello(pos *othello.Position, opt ChooseOptions) (Choice, bool) {
	es, ok := s.OthelloMoves(pos)
	if !ok {
		return Choice{}, false
	}
	return choose(es, opt), true
}

// GomokuMoves returns the book moves of g's position on its board (moves
// as y*width+x, best first, occupied or forbidden points dropped).
func (s *Set) GomokuMoves(g *gomoku.Game) ([]Entry, bool) {
	if s.Empty() {
		return nil, false
	}
	if _, over := g.Winner(); over {
		return nil, false
	}
	k, t := GomokuKeyOf(g)
	for _, b := range s.books {
		es, ok := b.Probe(k)
		if !ok {
			continue
		}
		out := es[:0]
		for _, e := range es {
			x, y, on := t.GomokuPoint(e.Move)
			if !on || g.At(x, y) != gomoku.Empty ||
				(g.Rule() == gomoku.Renju && g.ToMove() == gomoku.Black && g.Forbidden(x, y)) {
				continue
			}
			e.Move = engine.Move(y*g.Width() + x)
			out = append(out, e)
		}
		if len(out) > 0 {
			return out, true
		}
	}
	return nil, false
}

// ChooseGomoku picks a book move for g's position (y*width+x); ok is false
// when the position is not in the book.
func (s *Set) ChooseGomoku(g *gomoku.Game, opt ChooseOptions) (Choice, bool) {
	es, ok := s.GomokuMoves(g)
	if !ok {
		return Choice{}, false
	}
	return choose(es, opt), true
}

// choose picks among es (best first, non-empty).
func choose(es []Entry, opt ChooseOptions) Choice {
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

// OthelloPV returns the book line starting with move m in pos: m, then the
// book's best move in each following position, as long as the book knows
// it (at most n moves). It is the PV of NBoard's `book` lines.
func (s *Set) OthelloPV(pos *othello.Position, m engine.Move, n int) []engine.Move {
	p := pos.Clone()
	pv := []engine.Move{}
	for len(pv) < n {
		if p.Play(m) != nil {
			break
		}
		pv = append(pv, m)
		c, ok := s.ChooseOthello(p, ChooseOptions{})
		if !ok {
			break
		}
		m = c.Move
	}
	return pv
}
