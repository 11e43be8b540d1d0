package othello

import "unsafe"

// endSlot is one entry of the solver's table: the position itself (no
// collisions possible), bounds on its exact score in discs, the best move.
type endSlot struct {
	p, o    uint64
	lo, hi  int8  // lo <= score <= hi
	move    uint8 // best move found, 255 = none
	empties uint8 // replacement priority: bigger subtrees are kept
	sel     uint8 // selectivity of the search that gave the bounds (selExact: exact)
}

// endTable is the exact solver's transposition table: buckets of two
// slots, the first keeps the deepest position, the second the latest.
type endTable struct {
	slots []endSlot
	mask  uint64 // bucket index mask; bucket i is slots[2i], slots[2i+1]
}

const endSlotBytes = 24

// newEndTable returns a table of at most bytes bytes (at least 2 slots).
func newEndTable(bytes int) *endTable {
	n := uint64(1)
	limit := uint64(max(bytes, 0)) / (2 * endSlotBytes)
	for n*2 <= limit {
		n *= 2
	}
	t := &endTable{slots: make([]endSlot, 2*n), mask: n - 1}
	adviseHugePages(unsafe.Pointer(&t.slots[0]), uintptr(len(t.slots))*unsafe.Sizeof(t.slots[0]))
	t.clear()
	return t
}

func (t *endTable) clear() {
	for i := range t.slots {
		t.slots[i] = endSlot{move: 255}
	}
}

// endHash mixes both boards so that every square reaches the low bits
// used as the bucket index (a plain product would leave rows 7-8 out).
func endHash(p, o uint64) uint64 {
	h := p*0x9e3779b97f4a7c15 ^ o*0xc2b2ae3d27d4eb4f
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	return h ^ h>>31
}

// probe returns the slot holding p, o or nil.
func (t *endTable) probe(p, o uint64) *endSlot {
	i := (endHash(p, o) & t.mask) * 2
	s := &t.slots[i]
	if s.p == p && s.o == o {
		return s
	}
	s = &t.slots[i+1]
	if s.p == p && s.o == o {
		return s
	}
	return nil
}

// store records that a search of selectivity sel found the score of p, o
// in [lo, hi] with best move mv. Bounds of another selectivity are not
// merged but replaced.
func (t *endTable) store(p, o uint64, empties, lo, hi int, mv int, sel int) {
	i := (endHash(p, o) & t.mask) * 2
	s := &t.slots[i]
	if !(s.p == p && s.o == o) {
		s2 := &t.slots[i+1]
		switch {
		case s2.p == p && s2.o == o:
			s = s2
		case int(s.empties) > empties:
			s = s2
		default:
			*s2 = *s // demote the old deep entry
		}
		*s = endSlot{p: p, o: o, lo: -64, hi: 64, move: 255, sel: uint8(sel)}
	}
	if int(s.sel) != sel {
		s.lo, s.hi, s.sel = -64, 64, uint8(sel)
	}
	// merge with what is known
	if lo > int(s.lo) {
		s.lo = int8(lo)
	}
	if hi < int(s.hi) {
		s.hi = int8(hi)
	}
	if s.lo > s.hi { // inconsistent (cannot happen with exact searches): trust the new one
		s.lo, s.hi = int8(lo), int8(hi)
	}
	if mv >= 0 {
		s.move = uint8(mv)
	}
	s.empties = uint8(empties)
}
