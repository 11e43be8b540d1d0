package referee

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Stone is the content of a Gomoku point, or a player.
type Stone int8

// Stones. Black moves first.
const (
	Empty Stone = 0
	Black Stone = 1
	White Stone = 2
)

// Opponent returns the other colour (Empty for Empty).
func (s Stone) Opponent() Stone {
	switch s {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// String returns "black", "white" or "empty".
func (s Stone) String() string {
	switch s {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "empty"
}

// GomokuRule is a Gomoku rule set. The values are the Gomocup `INFO rule`
// codes (without the continuous-game bit 2), so a rule can be sent to an
// engine as is.
type GomokuRule int

// Rule sets.
const (
	// Freestyle: five or more in a row wins, for both sides.
	Freestyle GomokuRule = 0
	// Standard: exactly five wins; an overline does not win (and is allowed).
	Standard GomokuRule = 1
	// Renju: black wins with exactly five only, and may not play an
	// overline, a double four or a double three (the move is a foul and
	// loses); a move that makes exactly five is never forbidden. White wins
	// with five or more.
	Renju GomokuRule = 4
	// Caro: five or more wins unless the line is blocked at both ends by the
	// opponent's stones (Gomocup rule 8).
	Caro GomokuRule = 8
	// CaroExact: like Caro, but only exactly five counts (Gomocup rule 9).
	CaroExact GomokuRule = 9
)

// String returns the rule's name.
func (r GomokuRule) String() string {
	switch r {
	case Freestyle:
		return "freestyle"
	case Standard:
		return "standard"
	case Renju:
		return "renju"
	case Caro:
		return "caro"
	case CaroExact:
		return "caro9"
	}
	return fmt.Sprintf("rule%d", int(r))
}

// ParseGomokuRule accepts a rule name (freestyle, standard, exact, renju,
// caro, caro9) or a Gomocup rule code (0, 1, 4, 8, 9; 2 is Yixin-Board's
// code for renju; the continuous bit 2 is ignored otherwise).
func ParseGomokuRule(s string) (GomokuRule, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "freestyle", "free":
		return Freestyle, nil
	case "standard", "exact":
		return Standard, nil
	case "renju":
		return Renju, nil
	case "caro":
		return Caro, nil
	case "caro9", "caro-exact":
		return CaroExact, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, fmt.Errorf("unknown gomoku rule %q", s)
	}
	if n == 2 {
		return Renju, nil
	}
	switch r := GomokuRule(n &^ 2); r {
	case Freestyle, Standard, Renju, Caro, CaroExact:
		return r, nil
	}
	return 0, fmt.Errorf("unsupported gomoku rule %d", n)
}

// Verdict is what a move did to the game.
type Verdict int

// Verdicts.
const (
	// Ongoing: the game goes on.
	Ongoing Verdict = iota
	// Win: the move made a winning line; its player wins.
	Win
	// Foul: a forbidden renju move by black; black loses. The stone is
	// placed so that records show it.
	Foul
	// Draw: the board is full (or down to the draw threshold).
	Draw
)

// String returns the verdict's name.
func (v Verdict) String() string {
	return [...]string{"ongoing", "win", "foul", "draw"}[v]
}

// Errors returned by Play for moves that cannot be made at all. The board
// is unchanged after them.
var (
	ErrOffBoard = errors.New("point off the board")
	ErrOccupied = errors.New("point occupied")
	ErrGameOver = errors.New("game already over")
	ErrNotLegal = errors.New("illegal move")
	ErrMustPass = errors.New("side to move has no legal move and must pass")
	ErrNoPass   = errors.New("pass while a legal move exists")
)

// Point is a Gomoku point.
type Point struct{ X, Y int }

// String returns "x,y" as the Gomocup protocol writes it.
func (p Point) String() string { return fmt.Sprintf("%d,%d", p.X, p.Y) }

// Gomoku judges one Gomoku game.
type Gomoku struct {
	w, h  int
	rule  GomokuRule
	cells []Stone
	moves []Point
	toMv  Stone
	over  bool
	res   Verdict
	winr  Stone
	// DrawEmpty: the game is drawn when a move leaves this many empty
	// points or fewer without a win. 0 (the default) means a full board.
	// Gomocup managers (Piskvork ≥ 8.9, GomocupJudge) use 25 for renju.
	DrawEmpty int
}

// NewGomoku returns an empty w×h board (5..32 each way is what protocols
// use; any positive size works here) under rule, black to move.
func NewGomoku(w, h int, rule GomokuRule) *Gomoku {
	if w < 1 || h < 1 {
		panic("referee: bad board size")
	}
	return &Gomoku{w: w, h: h, rule: rule, cells: make([]Stone, w*h), toMv: Black}
}

// Width returns the board width.
func (g *Gomoku) Width() int { return g.w }

// Height returns the board height.
func (g *Gomoku) Height() int { return g.h }

// Rule returns the rule set.
func (g *Gomoku) Rule() GomokuRule { return g.rule }

// ToMove returns the colour to move.
func (g *Gomoku) ToMove() Stone { return g.toMv }

// Moves returns the moves played so far (a copy).
func (g *Gomoku) Moves() []Point { return append([]Point(nil), g.moves...) }

// On reports whether (x, y) is on the board.
func (g *Gomoku) On(x, y int) bool { return x >= 0 && y >= 0 && x < g.w && y < g.h }

// At returns the stone at (x, y); Empty off the board.
func (g *Gomoku) At(x, y int) Stone {
	if !g.On(x, y) {
		return Empty
	}
	return g.cells[y*g.w+x]
}

// Empties returns the number of empty points.
func (g *Gomoku) Empties() int { return g.w*g.h - len(g.moves) }

// Over reports whether the game has ended.
func (g *Gomoku) Over() bool { return g.over }

// Result returns how the game ended (Ongoing while it goes on) and the
// winner (Empty for a draw or an unfinished game).
func (g *Gomoku) Result() (Verdict, Stone) { return g.res, g.winr }

// Play plays the side to move at (x, y). Off-board or occupied points and
// moves after the end return an error and change nothing. Otherwise the
// stone is placed and the verdict tells whether it won, was a renju foul
// (black loses), drew, or the game goes on.
func (g *Gomoku) Play(x, y int) (Verdict, error) {
	if g.over {
		return Ongoing, ErrGameOver
	}
	if !g.On(x, y) {
		return Ongoing, ErrOffBoard
	}
	if g.At(x, y) != Empty {
		return Ongoing, ErrOccupied
	}
	me := g.toMv
	foul := me == Black && g.rule == Renju && g.Forbidden(x, y)
	g.set(x, y, me)
	g.moves = append(g.moves, Point{x, y})
	g.toMv = me.Opponent()
	switch {
	case foul:
		g.finish(Foul, White)
	case g.wins(x, y, me):
		g.finish(Win, me)
	case g.Empties() <= g.DrawEmpty || g.Empties() == 0:
		g.finish(Draw, Empty)
	}
	return g.res, nil
}

func (g *Gomoku) finish(v Verdict, winner Stone) {
	g.over, g.res, g.winr = true, v, winner
}

func (g *Gomoku) set(x, y int, s Stone) { g.cells[y*g.w+x] = s }

// directions are the four line directions: horizontal, vertical and the
// two diagonals.
var directions = [4]Point{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// run returns how many stones of colour s lie in an unbroken line through
// (x, y) along d, counting (x, y) itself (which must hold s), and the two
// points just beyond the ends of that line.
func (g *Gomoku) run(x, y int, d Point, s Stone) (n int, end1, end2 Point) {
	n = 1
	a, b := x-d.X, y-d.Y
	for g.At(a, b) == s && g.On(a, b) {
		n++
		a, b = a-d.X, b-d.Y
	}
	c, e := x+d.X, y+d.Y
	for g.At(c, e) == s && g.On(c, e) {
		n++
		c, e = c+d.X, e+d.Y
	}
	return n, Point{a, b}, Point{c, e}
}

// wins reports whether the stone s just placed at (x, y) makes a winning
// line under the rule.
func (g *Gomoku) wins(x, y int, s Stone) bool {
	for _, d := range directions {
		n, e1, e2 := g.run(x, y, d, s)
		switch g.rule {
		case Freestyle:
			if n >= 5 {
				return true
			}
		case Standard:
			if n == 5 {
				return true
			}
		case Renju:
			if n == 5 || (n > 5 && s == White) {
				return true
			}
		case Caro, CaroExact:
			long := n >= 5
			if g.rule == CaroExact {
				long = n == 5
			}
			opp := s.Opponent()
			blocked := g.At(e1.X, e1.Y) == opp && g.At(e2.X, e2.Y) == opp
			if long && !blocked {
				return true
			}
		}
	}
	return false
}

// Stones returns the points holding colour s, row by row.
func (g *Gomoku) Stones(s Stone) []Point {
	var out []Point
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			if g.At(x, y) == s {
				out = append(out, Point{x, y})
			}
		}
	}
	return out
}

// Setup returns a position with the given stones and side to move, for
// judging positions that did not come from a game (problems, tests). The
// game is not over whatever the stones show; Moves lists black's stones
// then white's.
func Setup(w, h int, rule GomokuRule, black, white []Point, toMove Stone) *Gomoku {
	g := NewGomoku(w, h, rule)
	for _, p := range black {
		g.set(p.X, p.Y, Black)
		g.moves = append(g.moves, p)
	}
	for _, p := range white {
		g.set(p.X, p.Y, White)
		g.moves = append(g.moves, p)
	}
	g.toMv = toMove
	return g
}
