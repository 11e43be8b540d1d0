package gomoku

import (
	"slices"

	"sente/engine"
)

// Threat classes at the node level. Every empty point has, per colour, a
// threat class (clsNone … cls5, clsForbid; combo.go), looked up with its
// pattern codes. Make and Unmake keep, with the other totals, the number
// of points of each forcing class per colour (n5, nF4, n44, n43, and n4
// for a four of any kind), so a node knows each side's strongest forcing
// threat without a scan. Counting the quiet classes too (threes, twos)
// cost the Make of the bench 12 % more time, and nothing reads them. The
// search uses the classes in three places:
//   - static wins (fourThreeWin): a double four, or a four-three while the
//     opponent has no four, wins by force whatever the opponent does;
//   - forced replies (genFourThreeDefences): against the opponent's
//     four-three or double four only the moves that defuse it, and own
//     fours, are searched;
//   - the strongest threat (strongest), for the search's decisions.

// pointClass returns the threat class of the empty point c for colour
// index ci.
func (p *Position) pointClass(c, ci int) uint8 { return p.comb[ci].at(p.c[c].pk[ci]).cls }

// strongest returns the strongest forcing threat class colour index ci
// has on the board: cls5, clsF4, cls44, cls43, clsB4 (a four of any other
// kind), or clsNone when it has no four. A certain renju foul is no
// threat; a possible one still counts (black may not be allowed to play
// it).
func (p *Position) strongest(ci int) uint8 {
	switch {
	case p.n5[ci] > 0:
		return cls5
	case p.nF4[ci] > 0:
		return clsF4
	case p.n44[ci] > 0:
		return cls44
	case p.n43[ci] > 0:
		return cls43
	case p.n4[ci] > 0:
		return clsB4
	}
	return clsNone
}

// fourThreeWin returns in how many plies colour index me, the side to
// move, wins by its threat classes alone, or 0. The opponent must have no
// five point. A double four wins in three: the opponent can block one of
// the two fives and cannot make one of its own. A four-three wins in five
// when the opponent has no four point at all: the forced block of the four
// cannot make the opponent a four, so the three then becomes an open four.
// Renju black's four-threes are left to the search (the open four may be
// a foul); its double fours are fouls (clsForbid), never counted here.
func (p *Position) fourThreeWin(me int) int {
	op := me ^ 1
	if p.n5[op] > 0 {
		return 0
	}
	if p.n44[me] > 0 {
		return 3
	}
	if p.n43[me] > 0 && p.n4[op] == 0 && !(p.rule == Renju && me == 0) {
		return 5
	}
	return 0
}

// maxFourThrees bounds the opponent's four-three points that
// genFourThreeDefences lists; with more it does not restrict the moves.
const maxFourThrees = 8

// genFourThreeDefences appends the replies to the opponent's four-three
// or double-four points (clsFourThree: cls43, cls44) when it has no five
// and no open-four point: the side to move's own fours, and the moves
// after which either no such point is left to the opponent, or the block
// the opponent's four would force lands on a point where the side to move
// makes a four (a counter that keeps the tempo). Each is verified without
// playing it, by the patterns it would leave (pkAfter). When the block itself would already make a four, the
// four-three is no forced win and nothing is restricted: it returns buf
// unchanged, as it does when the opponent has no such point or too many,
// when the opponent is renju black (whose follow-up may be a foul), and
// under caro.
//
// A stone changes the patterns of a point only on the four lines through
// it within five steps, so a move that defuses a four-three point X is X
// itself or lies in those windows of X; the counters lie in the windows of
// the four's completion points.
func (p *Position) genFourThreeDefences(buf []engine.Move) []engine.Move {
	me := colourIndex(p.toMove)
	op := me ^ 1
	if p.n43[op]+p.n44[op] == 0 || (p.rule == Renju && op == 0) || p.caro {
		// renju black's four-threes are left to the search, as in
		// fourThreeWin, and so is caro, whose patterns take the board's
		// edge for a block: a stone far from the threat can matter there
		return buf
	}
	var pts [maxFourThrees]int
	np := 0
	for _, c32 := range p.cand {
		c := int(c32)
		if p.b.cells[c] != Empty {
			continue
		}
		if k := p.pointClass(c, op); k != cls43 && k != cls44 {
			continue
		}
		if np == len(pts) {
			return buf
		}
		pts[np] = c
		np++
	}
	if np == 0 {
		return buf
	}
	// the completion points of the fours: a point of X's four line where
	// the opponent's code in that direction is a four too (X and it are
	// the two empty points of one five-window)
	var comp [2 * maxFourThrees * 2]int
	nc := 0
	for _, x := range pts[:np] {
		for di, d := range p.b.dirs {
			code := uint8(p.c[x].pk[op] >> (4 * di) & 15)
			if code != patB4 && code != patD4 && code != patF4 {
				continue
			}
			for k := -4; k <= 4; k++ {
				q := x + k*d
				if k == 0 || p.b.cells[q] != Empty {
					continue
				}
				qc := uint8(p.c[q].pk[op] >> (4 * di) & 15)
				if qc != patB4 && qc != patD4 && qc != patF4 && qc != patF5 {
					continue
				}
				if p.c[q].thr[me]&thr4 != 0 {
					return buf // blocking there makes a four: no forced win
				}
				if nc < len(comp) && !slices.Contains(comp[:nc], q) {
					comp[nc] = q
					nc++
				}
			}
		}
	}
	buf = p.appendFourMoves(buf, me)
	fours := len(buf)
	try := func(q int, ok func(q int) bool) {
		if p.b.cells[q] != Empty || p.c[q].thr[me]&thr4 != 0 || !p.legal(q) {
			return // occupied, off the board, a four (listed) or a foul
		}
		m := engine.Move(p.b.move(q))
		if ok(q) && !slices.Contains(buf[fours:], m) {
			buf = append(buf, m)
		}
	}
	defused := func(q int) bool {
		for _, x := range pts[:np] {
			if x == q {
				continue
			}
			if k := p.comb[op].at(p.pkAfter(x, q, me, op)).cls; k >= cls43 && k != clsForbid {
				return false
			}
		}
		return true
	}
	x := pts[0]
	try(x, defused)
	for _, d := range p.b.dirs {
		for k := -5; k <= 5; k++ {
			if k != 0 {
				try(x+k*d, defused)
			}
		}
	}
	for _, c := range comp[:nc] {
		counter := func(q int) bool { return p.comb[me].at(p.pkAfter(c, q, me, me)).thr&thr4 != 0 }
		for _, d := range p.b.dirs {
			for k := -5; k <= 5; k++ {
				if k != 0 {
					try(c+k*d, counter)
				}
			}
		}
	}
	return buf
}

// pkAfter returns the packed pattern codes for colour index forCi of the
// empty point f as they would be after a stone of colour index ci on the
// empty point q (q != f), without playing it: a stone changes a point's
// code only in the direction of the line joining them, within five steps,
// and the new code is the point's line key with q's digit set, looked up
// in the same tables Make uses. genDefences and genFourThreeDefences judge
// their candidates by it.
func (p *Position) pkAfter(f, q, ci, forCi int) uint16 {
	pk := p.c[f].pk[forCi]
	for di, d := range p.b.dirs {
		digit := -1
		for k := 1; k <= 5; k++ {
			if q+k*d == f {
				digit = 5 - k
				break
			}
			if q-k*d == f {
				digit = 4 + k
				break
			}
		}
		if digit < 0 {
			continue
		}
		key := p.c[f].key[di] + keyDelta[ci][digit]
		code := uint16(p.tab[forCi][uint16(key>>(16*forCi))])
		sh := uint(4 * di)
		return pk&^(15<<sh) | code<<sh
	}
	return pk
}
