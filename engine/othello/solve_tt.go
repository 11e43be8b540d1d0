package othello

import (
	"runtime"
	"sync/atomic"
	"unsafe"

	"sente/internal/hugepage"
	"sente/internal/prefetch"
)

// endSlot is one entry of the solver's table: the position itself (no
// collisions possible) and, packed in d (endEntry.pack), bounds on its
// exact score in discs, the best move, the empties and the selectivity.
// The words are read and written with atomic operations: the threads of
// a parallel solve share the table (see endTable).
type endSlot struct {
	p, o uint64
	d    uint64 // endEntry.pack; in a bucket's first slot also its version
}

// endEntry is what the table knows of a position.
type endEntry struct {
	lo, hi  int8  // lo <= score <= hi
	move    uint8 // best move found, 255 = none
	empties uint8 // replacement priority: bigger subtrees are kept
	sel     uint8 // selectivity of the search that gave the bounds (selExact: exact)
}

// The data word of a slot: lo, hi, move^255 (so that a zero word has no
// move), empties and sel in bytes 0-4; bits 40-63 of a bucket's first slot
// hold the bucket's version, odd while a writer holds the bucket.
const (
	endDataMask = 1<<40 - 1
	endVerOne   = 1 << 40
)

func (e endEntry) pack() uint64 {
	return uint64(uint8(e.lo)) | uint64(uint8(e.hi))<<8 | uint64(e.move^255)<<16 |
		uint64(e.empties)<<24 | uint64(e.sel)<<32
}

func unpackEntry(d uint64) endEntry {
	return endEntry{lo: int8(d), hi: int8(d >> 8), move: uint8(d>>16) ^ 255, empties: uint8(d >> 24), sel: uint8(d >> 32)}
}

// endTable is the exact solver's transposition table: buckets of two
// slots, the first keeps the deepest position, the second the latest.
//
// The threads of a parallel solve share it without locks for readers: a
// bucket's version (in its first slot's data word) is made odd by a writer
// (compare-and-swap) and even again, one step further, when it is done; a
// reader that sees the version odd or changed while it read counts a miss.
// So a probe never returns a torn entry, and with one thread (shared
// false) the table behaves exactly as a plain one.
type endTable struct {
	slots []endSlot
	mask  uint64 // bucket index mask; bucket i is slots[2i], slots[2i+1]
	// shared is set while several threads use the table: store then takes
	// the bucket's lock and writes with atomic stores; a table used by one
	// thread writes plainly (the same values, and faster).
	shared bool
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
	hugepage.Slice(t.slots)
	return t
}

// clear empties the table; no search may be using it.
func (t *endTable) clear() { clear(t.slots) }

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

// probe returns what the table holds for p, o; ok is false if nothing
// (or if a writer was changing the bucket).
func (t *endTable) probe(p, o uint64) (e endEntry, ok bool) {
	i := (endHash(p, o) & t.mask) * 2
	s0 := &t.slots[i]
	v := atomic.LoadUint64(&s0.d)
	if v&endVerOne != 0 {
		return e, false
	}
	d := v
	if atomic.LoadUint64(&s0.p) != p || atomic.LoadUint64(&s0.o) != o {
		s1 := &t.slots[i+1]
		if atomic.LoadUint64(&s1.p) != p || atomic.LoadUint64(&s1.o) != o {
			return e, false
		}
		d = atomic.LoadUint64(&s1.d)
	}
	if atomic.LoadUint64(&s0.d) != v {
		return e, false
	}
	return unpackEntry(d), true
}

// prefetch asks for the cache lines of p, o's bucket, which a probe will
// read soon (a bucket of 48 bytes may straddle two lines).
func (t *endTable) prefetch(p, o uint64) {
	prefetch.Bytes(unsafe.Pointer(&t.slots[(endHash(p, o)&t.mask)*2]), 2*endSlotBytes)
}

// lock takes the bucket whose first slot is s0 and returns its data word
// as it was (version even).
func (t *endTable) lock(s0 *endSlot) uint64 {
	if !t.shared {
		return s0.d
	}
	for spin := 0; ; spin++ {
		v := atomic.LoadUint64(&s0.d)
		if v&endVerOne == 0 && atomic.CompareAndSwapUint64(&s0.d, v, v+endVerOne) {
			return v
		}
		if spin&15 == 15 {
			runtime.Gosched()
		}
	}
}

// set writes v to *w, atomically if the table is shared.
func (t *endTable) set(w *uint64, v uint64) {
	if t.shared {
		atomic.StoreUint64(w, v)
	} else {
		*w = v
	}
}

// store records that a search of selectivity sel found the score of p, o
// in [lo, hi] with best move mv. Bounds of another selectivity are not
// merged but replaced.
func (t *endTable) store(p, o uint64, empties, lo, hi int, mv int, sel int) {
	i := (endHash(p, o) & t.mask) * 2
	s0, s1 := &t.slots[i], &t.slots[i+1]
	v := t.lock(s0) // the words below change only under the lock
	d0 := v & endDataMask
	fresh := endEntry{lo: -64, hi: 64, move: 255, sel: uint8(sel)}
	var e endEntry
	first := true // the entry goes to s0
	switch {
	case s0.p == p && s0.o == o:
		e = unpackEntry(d0)
	case s1.p == p && s1.o == o:
		// starts afresh, as the table always has (keeping the entry's
		// bounds would change the serial node counts)
		e, first = fresh, false
	case int(unpackEntry(d0).empties) > empties:
		e, first = fresh, false
		t.set(&s1.p, p)
		t.set(&s1.o, o)
	default: // demote the old deep entry
		t.set(&s1.p, s0.p)
		t.set(&s1.o, s0.o)
		t.set(&s1.d, d0)
		t.set(&s0.p, p)
		t.set(&s0.o, o)
		e = fresh
	}
	if int(e.sel) != sel {
		e.lo, e.hi, e.sel = -64, 64, uint8(sel)
	}
	// merge with what is known
	if lo > int(e.lo) {
		e.lo = int8(lo)
	}
	if hi < int(e.hi) {
		e.hi = int8(hi)
	}
	if e.lo > e.hi { // inconsistent (cannot happen with exact searches): trust the new one
		e.lo, e.hi = int8(lo), int8(hi)
	}
	if mv >= 0 {
		e.move = uint8(mv)
	}
	e.empties = uint8(empties)
	if !first {
		t.set(&s1.d, e.pack())
	} else {
		d0 = e.pack()
	}
	t.set(&s0.d, v&^endDataMask+2*endVerOne|d0)
}
