package othello

import (
	"math/bits"

	"sente/engine"
	"sente/internal/hugepage"
)

// sortSlot is one entry of the ordering searches' table: bounds of a
// depth-limited evaluation search (centi-discs) and its best move.
type sortSlot struct {
	p, o   uint64
	lo, hi int16
	depth  int8
	move   uint8 // 255 = none
}

// sortTable is the direct-mapped table of the solver's evaluation
// searches (move ordering and probcut). The searches at neighbouring big
// nodes overlap, so most of their subtrees are found here.
type sortTable struct {
	slots []sortSlot
	mask  uint64
}

const sortSlotBytes = 24

// newSortTable returns a table of at most bytes bytes (at least 1 slot).
func newSortTable(bytes int) *sortTable {
	n := uint64(1)
	for n*2*sortSlotBytes <= uint64(max(bytes, 0)) {
		n *= 2
	}
	t := &sortTable{slots: make([]sortSlot, n), mask: n - 1}
	hugepage.Slice(t.slots)
	return t
}

func (t *sortTable) clear() { clear(t.slots) }

// sortAB is an alpha-beta (fail-soft) on the static evaluation, depth
// plies deep, with the table: the solver's ordering and probcut search.
func (s *Solver) sortAB(p, o uint64, alpha, beta engine.Score, depth int) engine.Score {
	if depth <= 1 {
		return s.evalAB(p, o, alpha, beta, depth)
	}
	m := s.k.moves(p, o)
	if m == 0 {
		if s.k.moves(o, p) == 0 {
			return engine.Score(100 * FinalScore(p, o))
		}
		return -s.sortAB(o, p, -beta, -alpha, depth-1)
	}
	slot := &s.st.slots[endHash(p, o)&s.st.mask]
	tm := -1
	if slot.p == p && slot.o == o {
		if int(slot.depth) >= depth {
			lo, hi := engine.Score(slot.lo), engine.Score(slot.hi)
			if lo >= beta || lo == hi {
				return lo
			}
			if hi <= alpha {
				return hi
			}
		}
		if slot.move < 64 {
			tm = int(slot.move)
		}
	}
	var buf [32]endMove
	ms := buf[:0]
	for ; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		var f uint64
		k := 1 << 20
		if sq != tm {
			var mob uint64
			f, mob = s.k.flipsMoves(p, o, sq)
			k = -(bits.OnesCount64(mob) + bits.OnesCount64(mob&classCorner))
		} else {
			f = s.k.flips(p, o, sq)
		}
		ms = append(ms, endMove{f: f, sq: sq, key: k})
	}
	a0 := alpha
	best, bestSq := -engine.Infinity, -1
	for i := range ms {
		pickMove(ms, i)
		mv := &ms[i]
		v := -s.sortAB(o^mv.f, p|mv.f|1<<uint(mv.sq), -beta, -alpha, depth-1)
		if v > best {
			best, bestSq = v, mv.sq
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	lo, hi := engine.Score(-32000), engine.Score(32000)
	switch {
	case best >= beta:
		lo = best
	case best > a0:
		lo, hi = best, best
	default:
		hi = best
	}
	*slot = sortSlot{p: p, o: o, lo: int16(lo), hi: int16(hi), depth: int8(depth), move: uint8(bestSq)}
	return best
}
