package pbrain

// An independent referee for the self-play tests. It shares nothing with
// engine/gomoku's rules code on purpose: it is written from the rule texts
// (Gomocup rule values, the RIF renju fouls) in the plainest way, scanning
// the board cell by cell, so that a bug in the engine's pattern tables
// cannot hide behind the same bug here.

import "fmt"

// judgeRule is the rule the referee applies.
type judgeRule int

const (
	jFreestyle judgeRule = iota // five or more
	jStandard                   // exactly five
	jRenju                      // black: exactly five, fouls; white: five or more
	jCaro                       // five or more, not blocked at both ends
	jCaroExact                  // exactly five, not blocked at both ends
)

// gomocupValue is the INFO rule value a manager sends for the rule.
func (r judgeRule) gomocupValue() int {
	return [...]int{0, 1, 4, 8, 9}[r]
}

func (r judgeRule) String() string {
	return [...]string{"freestyle", "standard", "renju", "caro", "caro-exact"}[r]
}

const (
	jEmpty = 0
	jBlack = 1
	jWhite = 2
)

// referee holds the board of one game.
type referee struct {
	w, h  int
	rule  judgeRule
	cells []int
	moves int
}

func newReferee(w, h int, rule judgeRule) *referee {
	return &referee{w: w, h: h, rule: rule, cells: make([]int, w*h)}
}

var jDirs = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

func (r *referee) inside(x, y int) bool { return x >= 0 && y >= 0 && x < r.w && y < r.h }

func (r *referee) at(x, y int) int {
	if !r.inside(x, y) {
		return -1 // off board: neither colour, not empty
	}
	return r.cells[y*r.w+x]
}

func (r *referee) set(x, y, c int) { r.cells[y*r.w+x] = c }

// run counts the stones of colour c through (x,y) along direction d,
// (x,y) included, and returns the count and the two cells just beyond.
func (r *referee) run(x, y, d, c int) (n int, endA, endB int) {
	dx, dy := jDirs[d][0], jDirs[d][1]
	n = 1
	i := 1
	for r.at(x+i*dx, y+i*dy) == c {
		n++
		i++
	}
	endA = r.at(x+i*dx, y+i*dy)
	i = 1
	for r.at(x-i*dx, y-i*dy) == c {
		n++
		i++
	}
	endB = r.at(x-i*dx, y-i*dy)
	return n, endA, endB
}

// wins reports whether the stone of colour c at (x,y) completes a winning
// line under the rule.
func (r *referee) wins(x, y, c int) bool {
	opp := 3 - c
	for d := range jDirs {
		n, a, b := r.run(x, y, d, c)
		if n < 5 {
			continue
		}
		exact := r.rule == jStandard || r.rule == jCaroExact || (r.rule == jRenju && c == jBlack)
		if exact && n != 5 {
			continue
		}
		if (r.rule == jCaro || r.rule == jCaroExact) && a == opp && b == opp {
			continue
		}
		return true
	}
	return false
}

// exactFiveFor reports whether black at the empty (x,y) would make
// exactly five in direction d.
func (r *referee) exactFiveDir(x, y, d int) bool {
	r.set(x, y, jBlack)
	n, _, _ := r.run(x, y, d, jBlack)
	r.set(x, y, jEmpty)
	return n == 5
}

// foul reports whether black may not play the empty point (x,y) under
// renju: an overline, two fours or two real threes, unless the move makes
// exactly five. depth bounds the recursion of the three definition.
func (r *referee) foul(x, y, depth int) bool {
	if r.at(x, y) != jEmpty {
		return false
	}
	r.set(x, y, jBlack)
	defer r.set(x, y, jEmpty)
	over := false
	for d := range jDirs {
		n, _, _ := r.run(x, y, d, jBlack)
		if n == 5 {
			return false // five wins, whatever else the move makes
		}
		if n > 5 {
			over = true
		}
	}
	if over {
		return true
	}
	fours, threes := 0, 0
	for d := range jDirs {
		f := r.foursInDir(x, y, d)
		fours += f
		// a line that is already a four is not also a three
		if f == 0 && depth < 8 && r.realThreeInDir(x, y, d, depth) {
			threes++
		}
	}
	return fours >= 2 || threes >= 2
}

// foursInDir counts the fours black's stone at (x,y) (already placed)
// takes part in along d: empty points on the line that would make exactly
// five with it. Two such points with only black stones between them are
// the two ends of one straight four.
func (r *referee) foursInDir(x, y, d int) int {
	dx, dy := jDirs[d][0], jDirs[d][1]
	var pts []int
	for i := -4; i <= 4; i++ {
		qx, qy := x+i*dx, y+i*dy
		if i == 0 || r.at(qx, qy) != jEmpty {
			continue
		}
		r.set(qx, qy, jBlack)
		n, _, _ := r.run(qx, qy, d, jBlack)
		// the five must contain (x,y): check that (x,y) is in q's run
		in := r.sameRun(qx, qy, x, y, d)
		r.set(qx, qy, jEmpty)
		if n == 5 && in {
			pts = append(pts, i)
		}
	}
	if len(pts) == 2 && pts[1]-pts[0] == 5 {
		lo, hi := pts[0], pts[1]
		allBlack := true
		for i := lo + 1; i < hi; i++ {
			if r.at(x+i*dx, y+i*dy) != jBlack {
				allBlack = false
			}
		}
		if allBlack {
			return 1 // a straight four
		}
	}
	return len(pts)
}

// sameRun reports whether (x,y) lies in the unbroken run of the stone at
// (qx,qy) along d.
func (r *referee) sameRun(qx, qy, x, y, d int) bool {
	dx, dy := jDirs[d][0], jDirs[d][1]
	c := r.at(qx, qy)
	for i := 0; ; i++ {
		px, py := qx+i*dx, qy+i*dy
		if r.at(px, py) != c {
			break
		}
		if px == x && py == y {
			return true
		}
	}
	for i := 1; ; i++ {
		px, py := qx-i*dx, qy-i*dy
		if r.at(px, py) != c {
			break
		}
		if px == x && py == y {
			return true
		}
	}
	return false
}

// realThreeInDir reports whether black's stone at (x,y) (placed) makes a
// real three along d: some empty point q on the line, not itself a foul,
// turns it into a straight four through (x,y).
func (r *referee) realThreeInDir(x, y, d, depth int) bool {
	dx, dy := jDirs[d][0], jDirs[d][1]
	for i := -4; i <= 4; i++ {
		qx, qy := x+i*dx, y+i*dy
		if i == 0 || r.at(qx, qy) != jEmpty {
			continue
		}
		r.set(qx, qy, jBlack)
		straight := r.sameRun(qx, qy, x, y, d) && r.straightFourThrough(x, y, d)
		r.set(qx, qy, jEmpty)
		if straight && !r.foul(qx, qy, depth+1) {
			return true
		}
	}
	return false
}

// straightFourThrough reports whether (x,y) is in a run of exactly four
// black stones along d whose two ends are empty and would each make
// exactly five.
func (r *referee) straightFourThrough(x, y, d int) bool {
	dx, dy := jDirs[d][0], jDirs[d][1]
	n, _, _ := r.run(x, y, d, jBlack)
	if n != 4 {
		return false
	}
	i := 1
	for r.at(x+i*dx, y+i*dy) == jBlack {
		i++
	}
	ax, ay := x+i*dx, y+i*dy
	i = 1
	for r.at(x-i*dx, y-i*dy) == jBlack {
		i++
	}
	bx, by := x-i*dx, y-i*dy
	if r.at(ax, ay) != jEmpty || r.at(bx, by) != jEmpty {
		return false
	}
	return r.exactFiveDir(ax, ay, d) && r.exactFiveDir(bx, by, d)
}

// play checks and applies a move by colour c. It returns whether the move
// wins, or an error for an illegal move.
func (r *referee) play(x, y, c int) (won bool, err error) {
	if !r.inside(x, y) {
		return false, fmt.Errorf("%d,%d is off the %dx%d board", x, y, r.w, r.h)
	}
	if r.at(x, y) != jEmpty {
		return false, fmt.Errorf("%d,%d is occupied", x, y)
	}
	if r.rule == jRenju && c == jBlack && r.foul(x, y, 0) {
		return false, fmt.Errorf("%d,%d is a renju foul for black", x, y)
	}
	r.set(x, y, c)
	r.moves++
	return r.wins(x, y, c), nil
}

func (r *referee) full() bool { return r.moves >= r.w*r.h }
