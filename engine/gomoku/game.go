// Package gomoku is Sente's Gomoku engine: the rules (freestyle, standard,
// renju with its fouls, caro), the protocol-side game state (Game) and the
// search position (Position) with incremental line-pattern evaluation,
// threat-aware move generation and a VCF solver.
//
// Coordinates are zero-based (x, y), x the column. An engine.Move is
// y*width + x.
package gomoku

import (
	"errors"
	"fmt"

	"sente/engine"
)

// Errors returned by Game's move methods.
var (
	ErrOffBoard  = errors.New("gomoku: point off the board")
	ErrOccupied  = errors.New("gomoku: point occupied")
	ErrForbidden = errors.New("gomoku: forbidden point for black (renju)")
	ErrGameOver  = errors.New("gomoku: game is over")
	ErrEmpty     = errors.New("gomoku: no stone there")
	ErrBadStone  = errors.New("gomoku: not a stone colour")
)

// Game is the protocol's game state: the board, the rule, the side to move
// and the move history (stones in the order they were put down).
type Game struct {
	b      board
	rule   Rule
	toMove Stone
	hist   []int32 // cell indices, in order
	// noThreats turns the threat solvers off in the positions Position
	// returns (see SetThreatSearch).
	noThreats bool
}

// NewGame returns an empty width x height board (each 5..32) under rule,
// black to move.
func NewGame(width, height int, rule Rule) (*Game, error) {
	if width < MinSide || width > MaxSide || height < MinSide || height > MaxSide {
		return nil, fmt.Errorf("gomoku: unsupported board size %dx%d (sides %d..%d)", width, height, MinSide, MaxSide)
	}
	if rule > CaroExact {
		return nil, fmt.Errorf("gomoku: unknown rule %d", rule)
	}
	g := &Game{rule: rule, toMove: Black}
	g.b.init(width, height)
	return g, nil
}

// Width returns the number of columns.
func (g *Game) Width() int { return g.b.w }

// Height returns the number of rows.
func (g *Game) Height() int { return g.b.h }

// Rule returns the game's rule.
func (g *Game) Rule() Rule { return g.rule }

// ToMove returns the colour to play next.
func (g *Game) ToMove() Stone { return g.toMove }

// SetToMove sets the colour to play next (after BOARD, SWAP...).
func (g *Game) SetToMove(s Stone) {
	if s == Black || s == White {
		g.toMove = s
	}
}

// At returns the stone at (x,y); Empty off the board.
func (g *Game) At(x, y int) Stone {
	if !g.b.inside(x, y) {
		return Empty
	}
	return g.b.cells[g.b.idx(x, y)]
}

// Stones returns the number of stones on the board.
func (g *Game) Stones() int { return len(g.hist) }

// Moves returns the stones' points in the order they were put down.
func (g *Game) Moves() [][2]int {
	out := make([][2]int, len(g.hist))
	for i, c := range g.hist {
		x, y := g.b.xy(int(c))
		out[i] = [2]int{x, y}
	}
	return out
}

// Play puts the side to move's stone on (x,y) and passes the turn. It
// refuses points off the board, occupied points, black's renju fouls and
// moves after the game has been won.
func (g *Game) Play(x, y int) error {
	if !g.b.inside(x, y) {
		return ErrOffBoard
	}
	p := g.b.idx(x, y)
	if g.b.cells[p] != Empty {
		return ErrOccupied
	}
	if _, over := g.Winner(); over {
		return ErrGameOver
	}
	if g.rule == Renju && g.toMove == Black && g.b.forbidden(p) {
		return ErrForbidden
	}
	g.b.cells[p] = g.toMove
	g.hist = append(g.hist, int32(p))
	g.toMove = g.toMove.Opponent()
	return nil
}

// Place puts a stone of colour s on (x,y) without changing the side to
// move or checking fouls (BOARD / YXBOARD set-up).
func (g *Game) Place(x, y int, s Stone) error {
	if s != Black && s != White {
		return ErrBadStone
	}
	if !g.b.inside(x, y) {
		return ErrOffBoard
	}
	p := g.b.idx(x, y)
	if g.b.cells[p] != Empty {
		return ErrOccupied
	}
	g.b.cells[p] = s
	g.hist = append(g.hist, int32(p))
	return nil
}

// Undo removes the last stone put down; its colour is to move again.
func (g *Game) Undo() (x, y int, ok bool) {
	n := len(g.hist)
	if n == 0 {
		return 0, 0, false
	}
	p := int(g.hist[n-1])
	g.hist = g.hist[:n-1]
	g.toMove = g.b.cells[p]
	g.b.cells[p] = Empty
	x, y = g.b.xy(p)
	return x, y, true
}

// Remove takes the stone at (x,y) off the board (TAKEBACK); its colour is
// to move again.
func (g *Game) Remove(x, y int) error {
	if !g.b.inside(x, y) {
		return ErrOffBoard
	}
	p := g.b.idx(x, y)
	if g.b.cells[p] == Empty {
		return ErrEmpty
	}
	for i := len(g.hist) - 1; i >= 0; i-- {
		if int(g.hist[i]) == p {
			g.hist = append(g.hist[:i], g.hist[i+1:]...)
			break
		}
	}
	g.toMove = g.b.cells[p]
	g.b.cells[p] = Empty
	return nil
}

// Forbidden reports whether (x,y) is a renju foul for black in the current
// position (always false under the other rules, for occupied points and
// off the board).
func (g *Game) Forbidden(x, y int) bool {
	if g.rule != Renju || !g.b.inside(x, y) {
		return false
	}
	return g.b.forbidden(g.b.idx(x, y))
}

// ForbiddenPoints lists black's renju fouls in row-major order (y, then x)
// as (x,y) pairs; nil under the other rules.
func (g *Game) ForbiddenPoints() [][2]int {
	if g.rule != Renju {
		return nil
	}
	var out [][2]int
	for y := 0; y < g.b.h; y++ {
		for x := 0; x < g.b.w; x++ {
			if g.b.forbidden(g.b.idx(x, y)) {
				out = append(out, [2]int{x, y})
			}
		}
	}
	return out
}

// Winner reports the colour that has a winning line under the game's rule
// (renju: black exactly five, white five or more; caro: not blocked at
// both ends by the opponent). The last stone's line is checked first.
func (g *Game) Winner() (Stone, bool) {
	if n := len(g.hist); n > 0 {
		p := int(g.hist[n-1])
		if s := g.b.cells[p]; g.b.fiveAt(p, s, g.rule) {
			return s, true
		}
	}
	for _, c := range g.hist {
		p := int(c)
		if s := g.b.cells[p]; g.b.fiveAt(p, s, g.rule) {
			return s, true
		}
	}
	return Empty, false
}

// Full reports whether no empty point is left.
func (g *Game) Full() bool { return len(g.hist) >= g.b.w*g.b.h }

// Position returns a fresh search position (a copy) of the current state,
// the side to move included.
func (g *Game) Position() *Position {
	p := newPosition(&g.b, g.rule, g.toMove)
	p.noThreats = g.noThreats
	p.hist = append(make([]int32, 0, len(g.hist)+engine.MaxPly), g.hist...)
	return p
}

// SetThreatSearch switches the threat solvers (VCF and VCT, at the root and
// inside the search) on or off for the positions Position returns from now
// on. They are on by default; off is for measuring what they are worth.
func (g *Game) SetThreatSearch(on bool) { g.noThreats = !on }

// ThreatSearch reports whether the threat solvers are on (SetThreatSearch).
func (g *Game) ThreatSearch() bool { return !g.noThreats }
