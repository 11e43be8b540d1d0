package gomoku

import "fmt"

// Rule is the winning rule of a game.
type Rule uint8

// The rules Gomocup managers play.
const (
	// Freestyle: five or more in a row wins.
	Freestyle Rule = iota
	// Standard: exactly five wins; an overline does not.
	Standard
	// Renju: black wins with exactly five only and may not play an
	// overline, a double four or a double three (with the recursive
	// definition of a real three); white wins with five or more.
	Renju
	// Caro (Gomocup rule 8): five or more wins unless the line is blocked
	// at both ends by the opponent's stones.
	Caro
	// CaroExact (Gomocup rule 9): exactly five, not blocked at both ends
	// by the opponent.
	CaroExact
)

// String names the rule.
func (r Rule) String() string {
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
		return "caro-exact"
	}
	return fmt.Sprintf("rule(%d)", uint8(r))
}

// exactFive reports whether rule r demands exactly five for colour s.
func exactFive(r Rule, s Stone) bool {
	switch r {
	case Standard, CaroExact:
		return true
	case Renju:
		return s == Black
	}
	return false
}

// fiveAt reports whether the stone of colour s at p (p is treated as
// holding s) completes a winning line under rule r.
func (b *board) fiveAt(p int, s Stone, r Rule) bool {
	exact := exactFive(r, s)
	caro := r == Caro || r == CaroExact
	opp := s.Opponent()
	for _, d := range b.dirs {
		n, lo, hi := b.run(p, d, s)
		if n < 5 || (exact && n > 5) {
			continue
		}
		if caro && b.cells[lo-d] == opp && b.cells[hi+d] == opp {
			continue
		}
		return true
	}
	return false
}

// maxFoulDepth and foulBudget bound the recursion of the real-three test
// (depth, and calls per top-level test). Real positions never come close;
// the bounds only guarantee termination on adversarial boards, where the
// test then treats the unexplored points as not forbidden.
const (
	maxFoulDepth = 10
	foulBudget   = 2000
)

// forbidden reports whether black playing at the empty point p is a renju
// foul: an overline, a double four (also two fours in one line) or a double
// three, where a three is real only if a point that turns it into a straight
// four is itself not forbidden. A move that makes exactly five is never a
// foul. The board is restored before returning.
func (b *board) forbidden(p int) bool {
	b.foulCalls = 0
	return b.foul(p, 0)
}

func (b *board) foul(p, depth int) bool {
	if b.cells[p] != Empty {
		return false
	}
	b.foulCalls++
	if b.foulCalls > foulBudget {
		return false
	}
	b.cells[p] = Black
	res := b.foulPlaced(p, depth)
	b.cells[p] = Empty
	return res
}

// foulPlaced is foul with black already standing on p.
func (b *board) foulPlaced(p, depth int) bool { return b.foulKind(p, depth) != NoFoul }

// foulKind tells which foul black standing on p commits (NoFoul: none),
// testing the threes to depth (maxFoulDepth: not at all).
func (b *board) foulKind(p, depth int) Foul {
	over := false
	for _, d := range b.dirs {
		n, _, _ := b.run(p, d, Black)
		if n == 5 {
			return NoFoul
		}
		if n > 5 {
			over = true
		}
	}
	if over {
		return Overline
	}
	fours := 0
	var noFour [4]bool
	for i, d := range b.dirs {
		f := b.foursDir(p, d)
		fours += f
		noFour[i] = f == 0
	}
	if fours >= 2 {
		return DoubleFour
	}
	if depth >= maxFoulDepth {
		return NoFoul
	}
	threes := 0
	for i, d := range b.dirs {
		if noFour[i] && b.threeDir(p, d, depth) {
			threes++
			if threes >= 2 {
				return DoubleThree
			}
		}
	}
	return NoFoul
}

// foursDir counts the black fours through p (black) along d: a four is a
// point that completes exactly five with p. Two completion points around a
// run of four are one straight four; two around a shorter run (X.XpX.X) are
// two fours in one line.
func (b *board) foursDir(p, d int) int {
	l, r := p-d, p+d
	for b.cells[l] == Black {
		l -= d
	}
	for b.cells[r] == Black {
		r += d
	}
	cnt := 0
	if b.cells[l] == Empty {
		b.cells[l] = Black
		if n, _, _ := b.run(p, d, Black); n == 5 {
			cnt++
		}
		b.cells[l] = Empty
	}
	if b.cells[r] == Empty {
		b.cells[r] = Black
		if n, _, _ := b.run(p, d, Black); n == 5 {
			cnt++
		}
		b.cells[r] = Empty
	}
	if cnt == 2 && (r-l)/d == 5 {
		cnt = 1
	}
	return cnt
}

// straightFour reports whether the black run through p along d is an open
// four: four stones with an empty point at each end, each completing
// exactly five.
func (b *board) straightFour(p, d int) bool {
	n, lo, hi := b.run(p, d, Black)
	if n != 4 {
		return false
	}
	l, r := lo-d, hi+d
	return b.cells[l] == Empty && b.cells[r] == Empty &&
		b.cells[l-d] != Black && b.cells[r+d] != Black
}

// threeDir reports whether p (black) makes a real three along d: some
// point q makes a straight four with it and q is not itself forbidden.
func (b *board) threeDir(p, d, depth int) bool {
	for k := -3; k <= 3; k++ {
		q := p + k*d
		if k == 0 || b.cells[q] != Empty {
			continue
		}
		b.cells[q] = Black
		open := b.straightFour(p, d)
		b.cells[q] = Empty
		if open && !b.foul(q, depth+1) {
			return true
		}
	}
	return false
}
