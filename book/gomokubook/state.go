package gomokubook

import (
	"fmt"
	"slices"

	"sente/book"
	"sente/engine"
	"sente/engine/gomoku"
	"sente/record"
)

// state is a Gomoku position: its stones (in the order they are
// put down when the board is rebuilt) and the side to move.
type state struct {
	w, h   int
	rule   gomoku.Rule
	stones []book.Stone
	toMove gomoku.Stone
}

func root(rule gomoku.Rule, w, h int) book.State {
	return state{w: w, h: h, rule: rule, toMove: gomoku.Black}
}

// game rebuilds the position on a new Game.
func (s state) game() *gomoku.Game {
	g, err := gomoku.NewGame(s.w, s.h, s.rule)
	if err != nil {
		panic(err) // sizes are checked when the root is made
	}
	for _, st := range s.stones {
		if err := g.Place(st.X, st.Y, gomoku.Stone(st.Color)); err != nil {
			panic(fmt.Sprintf("book: rebuilding a checked position: %v", err))
		}
	}
	g.SetToMove(s.toMove)
	return g
}

// stateOf captures a game's position.
func stateOf(g *gomoku.Game) state {
	pts := g.Moves()
	s := state{w: g.Width(), h: g.Height(), rule: g.Rule(), toMove: g.ToMove(), stones: make([]book.Stone, len(pts))}
	for i, p := range pts {
		s.stones[i] = book.Stone{X: p[0], Y: p[1], Color: uint8(g.At(p[0], p[1]))}
	}
	return s
}

func (s state) Key() (book.Key, book.Transform) { return Key(s.w, s.h, s.stones, s.toMove) }

// canonical returns the position drawn in its key's frame (free positions
// with their bounding box centred on the board), stones sorted, so
// that every symmetric image searches the very same position.
func (s state) Canonical() book.State {
	_, t := s.Key()
	c := state{w: s.w, h: s.h, rule: s.rule, toMove: s.toMove, stones: make([]book.Stone, len(s.stones))}
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
		c.stones[i] = book.Stone{X: x + ox, Y: y + oy, Color: st.Color}
	}
	slices.SortFunc(c.stones, func(a, b book.Stone) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	return c
}

func (s state) Moves() []engine.Move {
	g := s.game()
	if _, over := g.Winner(); over {
		return nil
	}
	return g.Position().GenMoves(nil)
}

func (s state) Play(m engine.Move) (book.State, bool) {
	if m < 0 || int(m) >= s.w*s.h {
		return nil, false
	}
	g := s.game()
	if g.Play(int(m)%s.w, int(m)/s.w) != nil {
		return nil, false
	}
	return stateOf(g), true
}

func (s state) Outcome() (engine.Score, bool) {
	g := s.game()
	if _, over := g.Winner(); over {
		return -engine.Win, true
	}
	if g.Full() {
		return 0, true
	}
	return 0, false
}

func (s state) SearchPos() engine.Position { return s.game().Position() }

func (s state) Canon(t book.Transform, m engine.Move) engine.Move {
	return t.PointCanon(int(m)%s.w, int(m)/s.w)
}

func (s state) Board(t book.Transform, c engine.Move) (engine.Move, bool) {
	x, y, ok := t.CanonPoint(c)
	if !ok {
		return engine.NoMove, false
	}
	m := engine.Move(y*s.w + x)
	_, ok = s.Play(m)
	return m, ok
}

func (s state) MoveString(m engine.Move) string {
	return record.GomokuPointString(int(m)%s.w, int(m)/s.w)
}

// Root returns the start position (the empty board) of the books of a
// rule and board size.
func Root(rule gomoku.Rule, w, h int) (book.State, error) {
	if _, err := gomoku.NewGame(w, h, rule); err != nil {
		return nil, err
	}
	return root(rule, w, h), nil
}

// RootOf returns the start position of the books of variant v.
func RootOf(v string) (book.State, error) {
	rule, w, h, err := ParseVariant(v)
	if err != nil {
		return nil, err
	}
	return Root(rule, w, h)
}
