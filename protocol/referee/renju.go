package referee

// Renju fouls, written from the rule's definitions:
//
//   - five: exactly five black stones in a row. A move that makes a five is
//     never forbidden, whatever else it makes.
//   - overline: six or more black stones in a row (forbidden).
//   - four: four black stones in a line such that one more black stone
//     makes a five. A move making two or more fours at once (in different
//     lines, or two in the same line as in X.XXX.X filled in the middle) is
//     a double four (forbidden).
//   - straight four: four in a row with a five-making point at both ends.
//   - three: three black stones in a line such that one more black stone
//     makes a straight four, where that stone is itself not forbidden
//     (the recursive definition). A move making threes in two or more lines
//     is a double three (forbidden).
//
// Everything below works on the board with stones tentatively placed and
// removed again; the board is restored before any function returns.

// Forbidden reports whether black playing at the empty point (x, y) would be
// a renju foul in the current position. It is false for occupied or
// off-board points, and whatever the rule of the game is (callers ask it
// for renju).
func (g *Gomoku) Forbidden(x, y int) bool {
	if !g.On(x, y) || g.At(x, y) != Empty {
		return false
	}
	g.set(x, y, Black)
	defer g.set(x, y, Empty)
	return g.forbiddenPlaced(x, y)
}

// forbiddenPlaced judges the black stone already standing at (x, y).
func (g *Gomoku) forbiddenPlaced(x, y int) bool {
	over := false
	for _, d := range directions {
		n, _, _ := g.run(x, y, d, Black)
		if n == 5 {
			return false // a five wins; never a foul
		}
		if n > 5 {
			over = true
		}
	}
	if over {
		return true
	}
	fours, threes := 0, 0
	for _, d := range directions {
		f := g.foursInLine(x, y, d)
		fours += f
		if f == 0 && g.threeInLine(x, y, d) {
			threes++
		}
	}
	return fours >= 2 || threes >= 2
}

// makesFive reports whether a black stone on the empty point p would make
// exactly five along d. The caller guarantees p is empty.
func (g *Gomoku) makesFive(p, d Point) bool {
	g.set(p.X, p.Y, Black)
	n, _, _ := g.run(p.X, p.Y, d, Black)
	g.set(p.X, p.Y, Empty)
	return n == 5
}

// foursInLine counts the fours along d that contain the black stone at
// (x, y). Each four is identified by its set of four stones: the two
// five-points of an open four (.XXXX.) share one set and count once, while
// X.XXX.X (the middle stone just played) holds two different sets.
func (g *Gomoku) foursInLine(x, y int, d Point) int {
	seen := map[[4]Point]bool{}
	for k := -4; k <= 4; k++ {
		q := Point{x + k*d.X, y + k*d.Y}
		if k == 0 || !g.On(q.X, q.Y) || g.At(q.X, q.Y) != Empty || !g.makesFive(q, d) {
			continue
		}
		// The five made at q: its stones other than q form the four. The
		// five must contain (x, y), i.e. the four was made by this move.
		g.set(q.X, q.Y, Black)
		var four [4]Point
		i, hasMove := 0, false
		// Walk to the start of the run through q, then along it.
		a := q
		for g.At(a.X-d.X, a.Y-d.Y) == Black {
			a = Point{a.X - d.X, a.Y - d.Y}
		}
		for c := a; g.At(c.X, c.Y) == Black; c = (Point{c.X + d.X, c.Y + d.Y}) {
			if c == (Point{x, y}) {
				hasMove = true
			}
			if c != q && i < 4 {
				four[i] = c
				i++
			}
		}
		g.set(q.X, q.Y, Empty)
		if hasMove {
			seen[four] = true
		}
	}
	return len(seen)
}

// threeInLine reports whether the black stone at (x, y) is part of a three
// along d: some empty point q on that line, not forbidden for black, turns
// the line through (x, y) into a straight four.
func (g *Gomoku) threeInLine(x, y int, d Point) bool {
	for k := -4; k <= 4; k++ {
		q := Point{x + k*d.X, y + k*d.Y}
		if k == 0 || !g.On(q.X, q.Y) || g.At(q.X, q.Y) != Empty {
			continue
		}
		g.set(q.X, q.Y, Black)
		straight := g.straightFour(x, y, q, d)
		g.set(q.X, q.Y, Empty)
		if straight && !g.Forbidden(q.X, q.Y) {
			return true
		}
	}
	return false
}

// straightFour reports whether the black run along d through q is exactly
// four stones long, contains (x, y), and both points beyond its ends are
// empty and each makes exactly five.
func (g *Gomoku) straightFour(x, y int, q, d Point) bool {
	n, e1, e2 := g.run(q.X, q.Y, d, Black)
	if n != 4 {
		return false
	}
	// (x, y) lies in the run iff it is between the two ends.
	in := false
	for c := (Point{e1.X + d.X, e1.Y + d.Y}); c != e2; c = (Point{c.X + d.X, c.Y + d.Y}) {
		if c == (Point{x, y}) {
			in = true
		}
	}
	if !in {
		return false
	}
	for _, e := range []Point{e1, e2} {
		if !g.On(e.X, e.Y) || g.At(e.X, e.Y) != Empty || !g.makesFive(e, d) {
			return false
		}
	}
	return true
}
