package othellobook

import (
	"sente/book"
	"sente/engine"
	"sente/engine/othello"
)

// state is an Othello position as the book walks it: p to move against o.
type state struct {
	p, o uint64
	side othello.Color
}

// Root returns the start position of Othello books.
func Root() book.State {
	return state{p: othello.StartBlack, o: othello.StartWhite, side: othello.Black}
}

// StateOf returns pos as a book state.
func StateOf(pos *othello.Position) book.State {
	return state{p: pos.Player(), o: pos.Opponent(), side: pos.Side()}
}

func (s state) Key() (book.Key, book.Transform) { return Key(s.p, s.o) }

func (s state) Moves() []engine.Move { return s.pos().GenMoves(nil) }

func (s state) pos() *othello.Position {
	if s.side == othello.Black {
		return othello.FromBitboards(s.p, s.o, s.side)
	}
	return othello.FromBitboards(s.o, s.p, s.side)
}

func (s state) Play(m engine.Move) (book.State, bool) {
	if m == othello.Pass {
		if othello.Moves(s.p, s.o) != 0 || othello.Moves(s.o, s.p) == 0 {
			return nil, false
		}
		return state{p: s.o, o: s.p, side: s.side.Other()}, true
	}
	if m < 0 || m > 63 || othello.Moves(s.p, s.o)&(1<<uint(m)) == 0 {
		return nil, false
	}
	f := othello.Flips(s.p, s.o, int(m))
	return state{p: s.o &^ f, o: s.p | f | 1<<uint(m), side: s.side.Other()}, true
}

func (s state) Outcome() (engine.Score, bool) {
	if !othello.IsOver(s.p, s.o) {
		return 0, false
	}
	return engine.Score(100 * othello.FinalScore(s.p, s.o)), true
}

func (s state) Canonical() book.State {
	k, _ := s.Key()
	return state{p: k.Hi, o: k.Lo, side: othello.Black}
}

func (s state) SearchPos() engine.Position { return s.pos() }

func (s state) Canon(t book.Transform, m engine.Move) engine.Move { return Canon(t, m) }

func (s state) Board(t book.Transform, c engine.Move) (engine.Move, bool) {
	m := BoardMove(t, c)
	_, ok := s.Play(m)
	return m, ok
}

func (s state) MoveString(m engine.Move) string { return othello.MoveString(m) }
