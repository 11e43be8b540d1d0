package referee

import (
	"fmt"
	"strings"
)

// Pass is the Othello pass move.
const Pass = -1

// SquareName returns "a1".."h8" for 0..63 and "pass" for Pass.
func SquareName(sq int) string {
	if sq == Pass {
		return "pass"
	}
	if sq < 0 || sq > 63 {
		return "??"
	}
	return string([]byte{byte('a' + sq%8), byte('1' + sq/8)})
}

// ParseSquare reads a square name, case-insensitively: "a1".."h8", or
// "pass"/"pa"/"ps" for a pass.
func ParseSquare(s string) (int, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "pass", "pa", "ps", "--":
		return Pass, nil
	}
	if len(t) != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8' {
		return 0, fmt.Errorf("bad square %q", s)
	}
	return int(t[1]-'1')*8 + int(t[0]-'a'), nil
}

// Othello judges one Othello game on the 8×8 board from the standard
// start position (d5, e4 black; d4, e5 white), black to move.
type Othello struct {
	cells [64]Stone
	toMv  Stone
	moves []int
}

// NewOthello returns the start position.
func NewOthello() *Othello {
	o := &Othello{toMv: Black}
	o.cells[3*8+3], o.cells[4*8+4] = White, White // d4, e5
	o.cells[3*8+4], o.cells[4*8+3] = Black, Black // e4, d5
	return o
}

// ToMove returns the colour to move.
func (o *Othello) ToMove() Stone { return o.toMv }

// At returns the disc on square sq.
func (o *Othello) At(sq int) Stone { return o.cells[sq] }

// Moves returns the moves played so far, passes included (a copy).
func (o *Othello) Moves() []int { return append([]int(nil), o.moves...) }

var othelloDirs = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// flips returns the squares that side s playing at sq would turn over.
func (o *Othello) flips(sq int, s Stone) []int {
	if sq < 0 || sq > 63 || o.cells[sq] != Empty {
		return nil
	}
	var out []int
	x0, y0 := sq%8, sq/8
	for _, d := range othelloDirs {
		var line []int
		x, y := x0+d[0], y0+d[1]
		for x >= 0 && x < 8 && y >= 0 && y < 8 && o.cells[y*8+x] == s.Opponent() {
			line = append(line, y*8+x)
			x, y = x+d[0], y+d[1]
		}
		if len(line) > 0 && x >= 0 && x < 8 && y >= 0 && y < 8 && o.cells[y*8+x] == s {
			out = append(out, line...)
		}
	}
	return out
}

// Legal reports whether the side to move may play sq (Pass is legal only
// when no square is).
func (o *Othello) Legal(sq int) bool {
	if sq == Pass {
		return len(o.LegalMoves()) == 0 && !o.Over()
	}
	return len(o.flips(sq, o.toMv)) > 0
}

// LegalMoves returns the squares the side to move may play, in order.
func (o *Othello) LegalMoves() []int {
	return o.legalFor(o.toMv)
}

func (o *Othello) legalFor(s Stone) []int {
	var out []int
	for sq := 0; sq < 64; sq++ {
		if len(o.flips(sq, s)) > 0 {
			out = append(out, sq)
		}
	}
	return out
}

// MustPass reports whether the side to move has no legal move while the
// game goes on (the opponent has one).
func (o *Othello) MustPass() bool {
	return len(o.legalFor(o.toMv)) == 0 && len(o.legalFor(o.toMv.Opponent())) > 0
}

// Over reports whether neither side can move.
func (o *Othello) Over() bool {
	return len(o.legalFor(Black)) == 0 && len(o.legalFor(White)) == 0
}

// Play plays sq (or Pass) for the side to move, flipping discs. An illegal
// move returns an error and changes nothing.
func (o *Othello) Play(sq int) error {
	if o.Over() {
		return ErrGameOver
	}
	if sq == Pass {
		if !o.MustPass() {
			return ErrNoPass
		}
		o.moves = append(o.moves, Pass)
		o.toMv = o.toMv.Opponent()
		return nil
	}
	if sq < 0 || sq > 63 {
		return ErrOffBoard
	}
	if o.cells[sq] != Empty {
		return ErrOccupied
	}
	f := o.flips(sq, o.toMv)
	if len(f) == 0 {
		if o.MustPass() {
			return ErrMustPass
		}
		return ErrNotLegal
	}
	o.cells[sq] = o.toMv
	for _, s := range f {
		o.cells[s] = o.toMv
	}
	o.moves = append(o.moves, sq)
	o.toMv = o.toMv.Opponent()
	return nil
}

// Count returns the numbers of black and white discs.
func (o *Othello) Count() (black, white int) {
	for _, c := range o.cells {
		switch c {
		case Black:
			black++
		case White:
			white++
		}
	}
	return
}

// Result returns the final disc difference black minus white, with empty
// squares given to the winner (the usual World Othello Federation count),
// and the winner (Empty for a draw). It is meaningful once Over is true.
func (o *Othello) Result() (diff int, winner Stone) {
	b, w := o.Count()
	e := 64 - b - w
	switch {
	case b > w:
		return b - w + e, Black
	case w > b:
		return b - w - e, White
	}
	return 0, Empty
}

// Board returns the 64 squares as GGF writes them: '*' black, 'O' white,
// '-' empty, a1 first.
func (o *Othello) Board() string {
	var b strings.Builder
	for _, c := range o.cells {
		b.WriteByte("-*O"[c])
	}
	return b.String()
}
