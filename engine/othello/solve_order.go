package othello

import (
	"math/bits"

	"sente/engine"
)

// orderSlot remembers the move order computed at one big node, so that
// the re-searches of the root's null-window steps and of PVS pay for the
// ordering searches once.
type orderSlot struct {
	p, o uint64
	n    uint8     // moves in sq
	sq   [23]uint8 // best first
}

const orderSlotBytes = 40

// orderCache is a direct-mapped table of move orders.
type orderCache struct {
	slots []orderSlot
	mask  uint64
}

// newOrderCache returns a cache of at most bytes bytes (at least 1 slot).
func newOrderCache(bytes int) *orderCache {
	n := uint64(1)
	for n*2*orderSlotBytes <= uint64(max(bytes, 0)) {
		n *= 2
	}
	return &orderCache{slots: make([]orderSlot, n), mask: n - 1}
}

func (c *orderCache) clear() { clear(c.slots) }

// orderBig sets the keys of ms, the moves of p against o at n empties
// other than the table move tm (-1 if none), from the cache or from
// evaluation searches (which it then caches).
func (s *Solver) orderBig(p, o uint64, n int, ms []endMove, tm int) {
	slot := &s.oc.slots[endHash(p, o)&s.oc.mask]
	if slot.p == p && slot.o == o {
		for i := range ms {
			ms[i].key = -64
			for r := 0; r < int(slot.n); r++ {
				if int(slot.sq[r]) == ms[i].sq {
					ms[i].key = -r
					break
				}
			}
		}
		sortMoves(ms)
		return
	}
	d := orderDepth(n)
	for i := range ms {
		mv := &ms[i]
		np, no := o^mv.f, p|mv.f|1<<uint(mv.sq)
		mob := Moves(np, no)
		mv.key = -int(s.sortAB(np, no, -engine.Infinity, engine.Infinity, d)) -
			endOrderMobW*(bits.OnesCount64(mob)+bits.OnesCount64(mob&classCorner))
	}
	sortMoves(ms)
	k := 0
	if tm >= 0 {
		k = 1
	}
	if len(ms)+k > len(slot.sq) {
		return
	}
	slot.p, slot.o, slot.n = p, o, uint8(len(ms)+k)
	if tm >= 0 {
		slot.sq[0] = uint8(tm)
	}
	for i := range ms {
		slot.sq[k+i] = uint8(ms[i].sq)
	}
}
