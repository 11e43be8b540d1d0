package gomoku

import "sync"

// Line patterns. For an empty point, one colour and one direction, the
// pattern says what a stone of that colour on the point would make in that
// line, judged from the ten neighbours (five each side):
//
//	patF5  five (by the rule)
//	patF4  open four: two or more points complete five
//	patB4  four: exactly one point completes five
//	patF3  open three: one more stone can make an open four
//	patB3  closed three: one more stone can make a four
//	patF2, patB2, patF1, patB1: the same one and two levels further down
//	patNone: no five can ever run through the point in this line
//
// For renju black two more codes exist: patOL (the stone would make an
// overline and nothing better) and patD4 (two fours in one line, e.g.
// X.XpX.X), both fouls.
const (
	patNone uint8 = iota
	patB1
	patF1
	patB2
	patF2
	patB3
	patF3
	patB4
	patF4
	patF5
	patOL
	patD4
	numPat
)

// tableKind selects a pattern table: which lines are fives, and whether
// renju black's foul codes are produced.
type tableKind uint8

const (
	kindFree       tableKind = iota // five or more (freestyle, renju white)
	kindExact                       // exactly five (standard)
	kindRenjuBlack                  // exactly five, overline/D4 codes
	kindCaro                        // five or more, not blocked both ends
	kindCaroExact                   // exactly five, not blocked both ends
	numKinds
)

// kindFor returns the table kind for colour s under rule r.
func kindFor(r Rule, s Stone) tableKind {
	switch r {
	case Standard:
		return kindExact
	case Renju:
		if s == Black {
			return kindRenjuBlack
		}
		return kindFree
	case Caro:
		return kindCaro
	case CaroExact:
		return kindCaroExact
	}
	return kindFree
}

// Line keys: the ten neighbours of a point along a direction, offsets
// -5..-1 then +1..+5, as base-3 digits (0 empty, 1 own stone, 2 blocked:
// opponent stone or off the board). Walls count as blocked, which is
// exact for every rule but caro, where a five touching the edge is taken
// for blocked there (a slight pessimism of the tables only; game results
// use the exact rule check).
const (
	lineDigits = 10
	numKeys    = 59049 // 3^10
)

var pow3 = [lineDigits]uint16{1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683}

// digitOf maps an offset (-5..-1, 1..5) to its digit position.
func digitOf(off int) int {
	if off < 0 {
		return off + 5
	}
	return off + 4
}

// tables returns the pattern table of each kind, built on first use.
var tables = func() (t [numKinds]func() *patTable) {
	for k := range t {
		t[k] = sync.OnceValue(func() *patTable { return buildTable(tableKind(k)) })
	}
	return t
}()

// patTable maps a line key to its pattern code. It is sized to the whole
// uint16 range so that lookups need no bounds check.
type patTable [1 << 16]uint8

// patternTable returns the table of kind k, building it on first use.
func patternTable(k tableKind) *patTable { return tables[k]() }

// lineCells is a decoded key: index 5 is the point itself (own stone).
type lineCells [11]uint8

func decodeKey(key int) lineCells {
	var l lineCells
	for i := 0; i < lineDigits; i++ {
		d := uint8(key % 3)
		key /= 3
		if i < 5 {
			l[i] = d
		} else {
			l[i+1] = d
		}
	}
	l[5] = 1
	return l
}

// keyIndex is the digit weight of cell i (0..10, not 5) of a lineCells.
func keyIndex(i int) int {
	if i < 5 {
		return int(pow3[i])
	}
	return int(pow3[i-1])
}

// isFive reports whether the run of own stones through the centre is a
// five for kind k.
func isFive(l *lineCells, k tableKind) (five, over bool) {
	lo, hi := 5, 5
	for lo > 0 && l[lo-1] == 1 {
		lo--
	}
	for hi < 10 && l[hi+1] == 1 {
		hi++
	}
	n := hi - lo + 1
	if n < 5 {
		return false, false
	}
	exact := k == kindExact || k == kindRenjuBlack || k == kindCaroExact
	if exact && n > 5 {
		return false, true
	}
	if k == kindCaro || k == kindCaroExact {
		// a run reaching the window edge is longer than five: its ends
		// are outside, so it is not blocked as far as we can see.
		if lo > 0 && hi < 10 && l[lo-1] == 2 && l[hi+1] == 2 {
			return false, false
		}
	}
	return true, false
}

func buildTable(k tableKind) *patTable {
	t := new(patTable)
	memo := make([]int8, numKeys)
	for i := range memo {
		memo[i] = -1
	}
	var rec func(key int) uint8
	rec = func(key int) uint8 {
		if memo[key] >= 0 {
			return uint8(memo[key])
		}
		l := decodeKey(key)
		res := classify(&l, key, k, rec)
		memo[key] = int8(res)
		return res
	}
	for key := 0; key < numKeys; key++ {
		t[key] = rec(key)
	}
	return t
}

// classify computes the pattern of a decoded line; rec gives the pattern
// of the line with one more own stone.
func classify(l *lineCells, key int, k tableKind, rec func(int) uint8) uint8 {
	five, over := isFive(l, k)
	if five {
		return patF5
	}
	// completion points: empties that make a five through the centre
	comp := 0
	first, second := -1, -1
	for i := 0; i <= 10; i++ {
		if i == 5 || l[i] != 0 {
			continue
		}
		l[i] = 1
		f, _ := isFive(l, k)
		l[i] = 0
		if f {
			comp++
			if first < 0 {
				first = i
			} else {
				second = i
			}
		}
	}
	if comp >= 2 {
		if k == kindRenjuBlack && !(second-first == 5 && allOwn(l, first+1, second-1)) {
			return patD4
		}
		return patF4
	}
	if comp == 1 {
		return patB4
	}
	if over && k == kindRenjuBlack {
		return patOL
	}
	best := patNone
	for i := 0; i <= 10; i++ {
		if i == 5 || l[i] != 0 {
			continue
		}
		p := rec(key + keyIndex(i))
		if p == patD4 {
			p = patB4 // two fours in one line: a foul, at best a four
		}
		if p == patOL {
			p = patNone
		}
		if p > best && p <= patF4 {
			best = p
		}
	}
	if best <= patF1 {
		return patNone
	}
	return best - 2
}

func allOwn(l *lineCells, a, b int) bool {
	for i := a; i <= b; i++ {
		if l[i] != 1 {
			return false
		}
	}
	return true
}

// Prepare builds the pattern and combination tables rule r needs (they are
// otherwise built on first use, which takes a few tens of milliseconds):
// call it when the rule becomes known so that the first move does not pay
// for it.
func Prepare(r Rule) {
	patternTable(kindFor(r, Black))
	patternTable(kindFor(r, White))
	comboTables(r)
}
