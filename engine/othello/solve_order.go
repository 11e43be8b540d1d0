package othello

import (
	"math/bits"

	"sente/engine"
)

// orderBig sets the keys of ms, the moves of p against o at n empties,
// from evaluation searches of depth orderDepth(n) (sortAB) minus a penalty
// per opponent reply, and sorts them. The moves are first pre-ordered by
// the opponent's replies; the first is searched with a full window, the
// others only to tell whether they come within endOrderWindow of the best so
// far (a move further below keeps an upper bound as its key).
func (s *Solver) orderBig(p, o uint64, n int, ms []endMove) {
	d := orderDepth(n)
	for i := range ms {
		mv := &ms[i]
		mv.mob = s.k.moves(o^mv.f, p|mv.f|1<<uint(mv.sq))
		mv.key = -(bits.OnesCount64(mv.mob) + bits.OnesCount64(mv.mob&classCorner))
	}
	sortMoves(ms)
	best := -engine.Infinity
	for i := range ms {
		mv := &ms[i]
		np, no := o^mv.f, p|mv.f|1<<uint(mv.sq)
		lo := -engine.Infinity
		if i > 0 {
			lo = best - endOrderWindow
		}
		v := -s.sortAB(np, no, -engine.Infinity, -lo, d)
		best = max(best, v)
		mv.key = int(v) + endOrderMobW*mv.key
	}
	sortMoves(ms)
}
