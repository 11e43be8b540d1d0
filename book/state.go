package book

import (
	"fmt"
	"slices"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
)

// state is a concrete position of one game, as the builder and the
// learner walk lines: it can be keyed, played on and searched. States are
// values: play returns a new one.
type state interface {
	key() (Key, Transform)
	// moves lists the moves the search would consider (board frame).
	moves() []engine.Move
	play(m engine.Move) (state, bool)
	// outcome reports a finished game and its score for the side to move.
	outcome() (engine.Score, bool)
	searchPos() engine.Position
	canon(t Transform, m engine.Move) engine.Move
	board(t Transform, c engine.Move) (engine.Move, bool)
	moveString(m engine.Move) string
	// canonical returns the same position drawn in its key's frame.
	canonical() state
}

// othelloState is an Othello position: p to move against o.
type othelloState struct {
	p, o uint64
	side othello.Color
}

func othelloRoot() state {
	return othelloState{p: othello.StartBlack, o: othello.StartWhite, side: othello.Black}
}

func (s othelloState) key() (Key, Transform) { return OthelloKey(s.p, s.o) }

func (s othelloState) moves() []engine.Move { return s.pos().GenMoves(nil) }

func (s othelloState) pos() *othello.Position {
	if s.side == othello.Black {
		return othello.FromBitboards(s.p, s.o, s.side)
	}
	return othello.FromBitboards(s.o, s.p, s.side)
}

func (s othelloState) play(m engine.Move) (state, bool) {
	if m == othello.Pass {
		if othello.Moves(s.p, s.o) != 0 || othello.Moves(s.o, s.p) == 0 {
			return nil, false
		}
		return othelloState{p: s.o, o: s.p, side: s.side.Other()}, true
	}
	if m < 0 || m > 63 || othello.Moves(s.p, s.o)&(1<<uint(m)) == 0 {
		return nil, false
	}
	f := othello.Flips(s.p, s.o, int(m))
	return othelloState{p: s.o &^ f, o: s.p | f | 1<<uint(m), side: s.side.Other()}, true
}

func (s othelloState) outcome() (engine.Score, bool) {
	if !othello.IsOver(s.p, s.o) {
		return 0, false
	}
	return engine.Score(100 * othello.FinalScore(s.p, s.o)), true
}

func (s othelloState) canonical() state {
	k, _ := s.key()
	return othelloState{p: k.Hi, o: k.Lo, side: othello.Black}
}

func (s othelloState) searchPos() engine.Position { return s.pos() }

func (s othelloState) canon(t Transform, m engine.Move) engine.Move { return t.OthelloCanon(m) }

func (s othelloState) board(t Transform, c engine.Move) (engine.Move, bool) {
	m := t.OthelloMove(c)
	_, ok := s.play(m)
	return m, ok
}

func (s othelloState) moveString(m engine.Move) string { return othello.MoveString(m) }

// gomokuState is a Gomoku position: its stones (in the order they are
// put down when the board is rebuilt) and the side to move.
type gomokuState struct {
	w, h   int
	rule   gomoku.Rule
	stones []Stone
	toMove gomoku.Stone
}

func gomokuRoot(rule gomoku.Rule, w, h int) state {
	return gomokuState{w: w, h: h, rule: rule, toMove: gomoku.Black}
}

// game rebuilds the position on a new Game.
func (s gomokuState) game() *gomoku.Game {
	g, err := gomoku.NewGame(s.w, s.h, s.rule)
	if err != nil {
		panic(err) // sizes are checked when the root is made
	}
	for _, st := range s.stones {
		if err := g.Place(st.X, st.Y, st.Color); err != nil {
			panic(fmt.Sprintf("book: rebuilding a checked position: %v", err))
		}
	}
	g.SetToMove(s.toMove)
	return g
}

// gomokuStateOf captures a game's position.
func gomokuStateOf(g *gomoku.Game) gomokuState {
	pts := g.Moves()
	s := gomokuState{w: g.Width(), h: g.Height(), rule: g.Rule(), toMove: g.ToMove(), stones: make([]Stone, len(pts))}
	for i, p := range pts {
		s.stones[i] = Stone{X: p[0], Y: p[1], Color: g.At(p[0], p[1])}
	}
	return s
}

func (s gomokuState) key() (Key, Transform) { return GomokuKey(s.w, s.h, s.stones, s.toMove) }

// canonical returns the position drawn in its key's frame (free positions
// with their bounding box centred on the board), stones sorted, so
// that every symmetric image searches the very same position.
func (s gomokuState) canonical() state {
	_, t := s.key()
	c := gomokuState{w: s.w, h: s.h, rule: s.rule, toMove: s.toMove, stones: make([]Stone, len(s.stones))}
	if t.Sym&4 != 0 {
		c.w, c.h = s.h, s.w
	}
	ox, oy := 0, 0
	if t.Free { // centre the stones' bounding box: far from every edge
		bw, bh := 0, 0
		for _, st := range s.stones {
			x, y := t.Point(st.X, st.Y)
			bw, bh = max(bw, x), max(bh, y)
		}
		ox, oy = (c.w-1-bw)/2, (c.h-1-bh)/2
	}
	for i, st := range s.stones {
		x, y := t.Point(st.X, st.Y)
		c.stones[i] = Stone{X: x + ox, Y: y + oy, Color: st.Color}
	}
	slices.SortFunc(c.stones, func(a, b Stone) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	return c
}

func (s gomokuState) moves() []engine.Move {
	g := s.game()
	if _, over := g.Winner(); over {
		return nil
	}
	return g.Position().GenMoves(nil)
}

func (s gomokuState) play(m engine.Move) (state, bool) {
	if m < 0 || int(m) >= s.w*s.h {
		return nil, false
	}
	g := s.game()
	if g.Play(int(m)%s.w, int(m)/s.w) != nil {
		return nil, false
	}
	return gomokuStateOf(g), true
}

func (s gomokuState) outcome() (engine.Score, bool) {
	g := s.game()
	if _, over := g.Winner(); over {
		return -engine.Win, true
	}
	if g.Full() {
		return 0, true
	}
	return 0, false
}

func (s gomokuState) searchPos() engine.Position { return s.game().Position() }

func (s gomokuState) canon(t Transform, m engine.Move) engine.Move {
	return t.GomokuCanon(int(m)%s.w, int(m)/s.w)
}

func (s gomokuState) board(t Transform, c engine.Move) (engine.Move, bool) {
	x, y, ok := t.GomokuPoint(c)
	if !ok {
		return engine.NoMove, false
	}
	m := engine.Move(y*s.w + x)
	_, ok = s.play(m)
	return m, ok
}

func (s gomokuState) moveString(m engine.Move) string {
	return gomokuMoveString(int(m)%s.w, int(m)/s.w)
}

// gomokuMoveString names a point as "h8" (column letter from a, row from 1);
// columns past z continue with aa, ab...
func gomokuMoveString(x, y int) string {
	col := ""
	if x < 26 {
		col = string(rune('a' + x))
	} else {
		col = string([]rune{'a' + rune(x/26-1), 'a' + rune(x%26)})
	}
	return fmt.Sprintf("%s%d", col, y+1)
}
