package gomoku

// Foul is the reason a point is forbidden to black under renju.
type Foul uint8

// The renju fouls, in the order the rules test them: a move that makes
// exactly five is never a foul; otherwise an overline is one, then two
// fours, then two real threes.
const (
	NoFoul      Foul = iota // not forbidden
	Overline                // six or more in a row
	DoubleFour              // two fours at once (also two in one line)
	DoubleThree             // two real threes at once
)

// String names the foul as players say it.
func (f Foul) String() string {
	switch f {
	case Overline:
		return "overline"
	case DoubleFour:
		return "double four"
	case DoubleThree:
		return "double three"
	}
	return "no foul"
}

// ForbiddenReason returns why (x,y) is a renju foul for black in the
// current position, whoever is to move: NoFoul when it is not one, under
// the other rules, and for occupied or off-board points. It agrees with
// Forbidden.
func (g *Game) ForbiddenReason(x, y int) Foul {
	if g.rule != Renju || !g.b.inside(x, y) {
		return NoFoul
	}
	b := &g.b
	p := b.idx(x, y)
	if b.cells[p] != Empty {
		return NoFoul
	}
	b.foulCalls = 1
	b.cells[p] = Black
	f := b.foulKind(p, 0)
	b.cells[p] = Empty
	return f
}

// WinningLine returns the points of a winning line of the winner (see
// Winner), from one end to the other, the last stone's line first; nil
// when nobody has won.
func (g *Game) WinningLine() [][2]int {
	s, over := g.Winner()
	if !over {
		return nil
	}
	try := func(p int) [][2]int {
		if g.b.cells[p] != s {
			return nil
		}
		for _, d := range g.b.dirs {
			n, lo, hi := g.b.run(p, d, s)
			if n < 5 || !g.lineWins(lo, hi, d, n, s) {
				continue
			}
			var out [][2]int
			for q := lo; ; q += d {
				x, y := g.b.xy(q)
				out = append(out, [2]int{x, y})
				if q == hi {
					break
				}
			}
			return out
		}
		return nil
	}
	if n := len(g.hist); n > 0 {
		if l := try(int(g.hist[n-1])); l != nil {
			return l
		}
	}
	for _, c := range g.hist {
		if l := try(int(c)); l != nil {
			return l
		}
	}
	return nil
}

// lineWins reports whether the run of n stones of s from lo to hi along d
// wins under the game's rule (exactly five where the rule asks it, not
// blocked at both ends in caro).
func (g *Game) lineWins(lo, hi, d, n int, s Stone) bool {
	if exactFive(g.rule, s) && n > 5 {
		return false
	}
	if g.rule == Caro || g.rule == CaroExact {
		opp := s.Opponent()
		if g.b.cells[lo-d] == opp && g.b.cells[hi+d] == opp {
			return false
		}
	}
	return true
}
