package othello

import (
	"math/bits"
	"unsafe"

	"sente/engine"
)

// Empties thresholds of the solver's layers, chosen by measurement (CPU
// time and nodes on FFO #26-#34 and #41-#43, one thread):
//
//	<= 4                     dedicated code (solve4 .. solve1)
//	<= endShallowMax         parity + square-class ordering, no table
//	<= endTableMin-1         fastest-first ordering, no table
//	>= endTableMin           transposition table, PVS, ETC from endETCMin
//
// Measured alternatives: a shallow layer up to 5 or 7 empties and the
// table from 10 or 12 empties each cost 4-13% more time; the table from 7
// empties saved nodes but cost 10% more time; ETC from 12 instead of 15
// saved 4% of the nodes.
const (
	endShallowMax = 6
	endTableMin   = 11
	endStableMin  = 8 // stability cut-off from this many empties up
	endETCMin     = 12
)

// Solver is the exact endgame solver: negamax alpha-beta on disc
// differences with parity and fastest-first ordering, dedicated code for
// the last four empties, a transposition table on the upper levels,
// stability cut-offs and null-window (PVS) searches. A Solver is used by
// one goroutine at a time and keeps its table between solves.
type Solver struct {
	c       *engine.Control
	tt      *endTable
	st      *sortTable
	stopped bool
	sel     int // selectivity of the running search (selExact: exact)
}

// DefaultSolverMiB is the size of a solver's table when none is given.
const DefaultSolverMiB = 16

// NewSolver returns a solver whose tables use at most mib MiB together:
// an eighth for the ordering searches' table, the rest for the
// transposition table.
func NewSolver(mib int) *Solver {
	total := max(mib, 0) << 20
	return &Solver{
		tt:  newEndTable(total - total/8),
		st:  newSortTable(total / 8),
		sel: selExact,
	}
}

// bytes returns the memory held by the solver's tables.
func (s *Solver) bytes() int {
	return len(s.tt.slots)*int(unsafe.Sizeof(endSlot{})) +
		len(s.st.slots)*int(unsafe.Sizeof(sortSlot{}))
}

// Clear empties the solver's table.
func (s *Solver) Clear() {
	s.tt.clear()
	s.st.clear()
}

// Solve returns the exact score in discs (final disc difference, empties
// to the winner) of the position p to move against o, searched within the
// window (alpha, beta) fail-soft: a score <= alpha is an upper bound, >=
// beta a lower bound. Use (-64, 64) for the exact value and (-1, 1) for
// win/loss/draw. It counts nodes on c and returns ok=false if c says stop.
func (s *Solver) Solve(c *engine.Control, p, o uint64, alpha, beta int) (score int, ok bool) {
	s.c = c
	s.sel = selExact
	s.stopped = c.Stopped()
	if s.stopped {
		return 0, false
	}
	v := s.search(p, o, alpha, beta)
	return v, !s.stopped
}

// search dispatches on the number of empties.
func (s *Solver) search(p, o uint64, alpha, beta int) int {
	e := ^(p | o)
	n := bits.OnesCount64(e)
	switch {
	case n >= endTableMin:
		return s.searchTT(p, o, alpha, beta, n)
	case n > endShallowMax:
		return s.searchMid(p, o, alpha, beta, n)
	case n > 4:
		return s.searchShallow(p, o, alpha, beta, n)
	case n == 4:
		return s.solveLast4(p, o, alpha, beta, e)
	case n == 0:
		s.c.Tick()
		return FinalScore(p, o)
	}
	return s.searchShallow(p, o, alpha, beta, n)
}

// Square classes for the shallow ordering: corners, then ordinary
// squares, then the C- and X-squares.
const (
	classCorner uint64 = 0x8100000000000081
	classBad    uint64 = 0x42c300000000c342 // X- and C-squares
	classMid           = ^(classCorner | classBad)
)

// searchShallow is plain alpha-beta for few empties: odd quadrants first,
// and inside them corners first and C/X squares last.
func (s *Solver) searchShallow(p, o uint64, alpha, beta, n int) int {
	return s.searchShallowM(p, o, alpha, beta, n, Moves(p, o))
}

// searchShallowM is searchShallow given m, the moves of p.
func (s *Solver) searchShallowM(p, o uint64, alpha, beta, n int, m uint64) int {
	if s.c.Tick() {
		s.stopped = true
	}
	if m == 0 {
		om := Moves(o, p)
		if om == 0 {
			return FinalScore(p, o)
		}
		return -s.searchShallowM(o, p, -beta, -alpha, n, om)
	}
	e := ^(p | o)
	odd := oddQuadrants(e)
	best := -65
	for k := 0; k < 6; k++ {
		var mm uint64
		switch k {
		case 0:
			mm = m & odd & classCorner
		case 1:
			mm = m & odd & classMid
		case 2:
			mm = m & odd & classBad
		case 3:
			mm = m &^ odd & classCorner
		case 4:
			mm = m &^ odd & classMid
		default:
			mm = m &^ odd & classBad
		}
		for ; mm != 0; mm &= mm - 1 {
			sq := bits.TrailingZeros64(mm)
			f := flips(p, o, sq)
			np, no := o^f, p|f|1<<uint(sq)
			var v int
			if n == 5 {
				v = -s.solveLast4(np, no, -beta, -alpha, e&^(1<<uint(sq)))
			} else {
				v = -s.searchShallow(np, no, -beta, -alpha, n-1)
			}
			if v > best {
				best = v
				if v >= beta {
					return v
				}
				if v > alpha {
					alpha = v
				}
			}
		}
	}
	return best
}

// endMove is a move with its flips and ordering key.
type endMove struct {
	f   uint64
	mob uint64 // the opponent's moves after this one (searchMid only)
	sq  int
	key int
}

// sortMoves orders ms by decreasing key (insertion sort: lists are short).
func sortMoves(ms []endMove) {
	for i := 1; i < len(ms); i++ {
		x := ms[i]
		j := i
		for j > 0 && ms[j-1].key < x.key {
			ms[j] = ms[j-1]
			j--
		}
		ms[j] = x
	}
}

// pickMove swaps the first move of highest key in ms[i:] into ms[i]:
// picking moves one at a time, a node that cuts off early never pays for
// sorting the rest. (Swapping reorders the other moves' ties; keeping
// their order by shifting measured 3-5% slower on FFO #40-#50, #54, #57.)
func pickMove(ms []endMove, i int) {
	b := i
	for j := i + 1; j < len(ms); j++ {
		if ms[j].key > ms[b].key {
			b = j
		}
	}
	ms[i], ms[b] = ms[b], ms[i]
}

// moveKey is the fastest-first key of playing sq (flipping f): few
// opponent replies (corners count double), few of our discs exposed, odd
// quadrants first.
func moveKey(p, o uint64, sq int, f uint64, odd uint64) int {
	k, _ := moveKeyMob(p, o, sq, f, odd)
	return k
}

// moveKeyMob is moveKey that also returns the opponent's moves after sq,
// so that the child node need not generate them again.
func moveKeyMob(p, o uint64, sq int, f uint64, odd uint64) (int, uint64) {
	np, no := o^f, p|f|1<<uint(sq)
	mob := Moves(np, no)
	k := -(bits.OnesCount64(mob) + bits.OnesCount64(mob&classCorner)) << 4
	// potential mobility of the opponent: our discs next to empties
	e := ^(np | no)
	k -= bits.OnesCount64(no & ((e<<1)&notA | (e>>1)&notH | e<<8 | e>>8 | (e<<9)&notA | (e>>9)&notH | (e<<7)&notH | (e>>7)&notA))
	if odd>>uint(sq)&1 != 0 {
		k += 8
	}
	return k, mob
}

// searchMid is alpha-beta with fastest-first ordering and no table.
func (s *Solver) searchMid(p, o uint64, alpha, beta, n int) int {
	return s.searchMidM(p, o, alpha, beta, n, Moves(p, o))
}

// searchMidM is searchMid given m, the moves of p.
func (s *Solver) searchMidM(p, o uint64, alpha, beta, n int, m uint64) int {
	if s.c.Tick() {
		s.stopped = true
	}
	if m == 0 {
		om := Moves(o, p)
		if om == 0 {
			return FinalScore(p, o)
		}
		return -s.searchMidM(o, p, -beta, -alpha, n, om)
	}
	if n >= endStableMin && alpha >= 64-2*endStableFloor {
		if ub := 64 - 2*bits.OnesCount64(stableDiscs(o, p|o)); ub <= alpha {
			return ub
		}
	}
	var buf [32]endMove
	ms := buf[:0]
	e := ^(p | o)
	odd := oddQuadrants(e)
	// moveKey with the squares next to an empty taken before the move
	// (the empty filled by the move still counts): as good an order, and
	// computed once per node
	ne := (e<<1)&notA | (e>>1)&notH | e<<8 | e>>8 | (e<<9)&notA | (e>>9)&notH | (e<<7)&notH | (e>>7)&notA
	for b := m; b != 0; b &= b - 1 {
		sq := bits.TrailingZeros64(b)
		f, mob := flipsMoves(p, o, sq)
		k := -(bits.OnesCount64(mob)+bits.OnesCount64(mob&classCorner))<<4 - bits.OnesCount64((p|f|1<<uint(sq))&ne)
		if odd>>uint(sq)&1 != 0 {
			k += 8
		}
		ms = append(ms, endMove{f: f, mob: mob, sq: sq, key: k})
	}
	best := -65
	for i := range ms {
		pickMove(ms, i)
		mv := &ms[i]
		np, no := o^mv.f, p|mv.f|1<<uint(mv.sq)
		var v int
		if n-1 > endShallowMax {
			v = -s.searchMidM(np, no, -beta, -alpha, n-1, mv.mob)
		} else {
			v = -s.searchShallowM(np, no, -beta, -alpha, n-1, mv.mob)
		}
		if s.stopped {
			return best
		}
		if v > best {
			best = v
			if v >= beta {
				return v
			}
			if v > alpha {
				alpha = v
			}
		}
	}
	return best
}

// Move ordering at the table levels, measured on FFO #20-#39, #41-#47,
// #45/#48/#49, #50, #54 and #58 (CPU time and nodes, one thread):
//   - below endEvalOrderMin empties: fastest-first (moveKey);
//   - from endEvalOrderMin: alpha-beta searches on the tuned evaluation
//     (orderBig, sortAB), whose depth grows with the empties (orderDepth),
//     minus endOrderMobW centi-discs per opponent reply (corners double).
//     The searches share a table (sortTable); after the first move, they
//     only tell whether a move comes within endOrderWindow of the best.
//
// History of the measurements: a one-ply search from 15 empties and a
// cheaper mobility search at 13-14 gave -30% nodes against fastest-first;
// the mobility penalty -21% (100 and 500 did worse). Starting the
// evaluation order at 13 empties (static, no search, at 13-14) instead of
// 15: -13% nodes, -10% time. The table for the ordering searches: -8%
// time. The window of 3 discs: -14% time on #45/#48/#49 and -50% on #58
// (1 disc did as well, full windows worse). Four plies from 22 empties
// instead of six or seven: -40% time on #58 (30 empties), -14% on #54,
// +5% on #50; deeper searches elsewhere (two plies at 15-17, four or five
// at 18-21) saved nodes but cost 10-60% more time. A cache of each big
// node's order was dropped: nodes are rarely ordered twice (0.02% hits).
const (
	endOrderMobW    = 300
	endEvalOrderMin = 13
	endOrderWindow  = 300 // centi-discs
)

// orderDepth is the depth of the ordering searches at n empties.
func orderDepth(n int) int {
	switch {
	case n >= 22:
		return 4
	case n >= 18:
		return 3
	case n >= 15:
		return 1
	}
	return 0
}

// endStableFloor: the stability test is only tried when alpha is high
// enough that a few stable opponent discs could prove a fail-low
// (alpha >= 64 - 2*endStableFloor). Floors of 20, 24, 28 and 40 measured
// within noise of each other; the test is cheap and kept.
const endStableFloor = 24

// searchTT is PVS with the transposition table, enhanced transposition
// cut-offs and fastest-first ordering (table move first).
func (s *Solver) searchTT(p, o uint64, alpha, beta, n int) int {
	if s.c.Tick() {
		s.stopped = true
	}
	if s.stopped {
		return alpha
	}
	m := Moves(p, o)
	if m == 0 {
		if Moves(o, p) == 0 {
			return FinalScore(p, o)
		}
		return -s.searchTT(o, p, -beta, -alpha, n)
	}
	ttMove := -1
	if h := s.tt.probe(p, o); h != nil && int(h.sel) < s.sel {
		if h.move < 64 {
			ttMove = int(h.move)
		}
	} else if h != nil {
		lo, hi := int(h.lo), int(h.hi)
		if lo >= beta {
			return lo
		}
		if hi <= alpha {
			return hi
		}
		if lo == hi {
			return lo
		}
		if lo > alpha {
			alpha = lo
		}
		if hi < beta {
			beta = hi
		}
		if h.move < 64 {
			ttMove = int(h.move)
		}
	}
	if alpha >= 64-2*endStableFloor {
		if ub := 64 - 2*bits.OnesCount64(stableDiscs(o, p|o)); ub <= alpha {
			return ub
		}
	}
	if s.sel < selExact && n >= endProbcutMin {
		if v, ok := s.probcut(p, o, alpha, beta, n); ok {
			return v
		}
	}
	var buf [32]endMove
	ms := buf[:0]
	for b := m; b != 0; b &= b - 1 {
		sq := bits.TrailingZeros64(b)
		ms = append(ms, endMove{f: flips(p, o, sq), sq: sq})
	}
	// enhanced transposition cut-off: a child already known to refute
	if n >= endETCMin {
		for i := range ms {
			mv := &ms[i]
			if h := s.tt.probe(o^mv.f, p|mv.f|1<<uint(mv.sq)); h != nil && int(h.sel) >= s.sel {
				if v := -int(h.hi); v >= beta {
					s.tt.store(p, o, n, v, 64, mv.sq, s.sel)
					return v
				}
			}
		}
	}
	a0 := alpha
	best, bestSq := -65, -1
	searched := 0
	// the table move first, before paying for the ordering of the others
	if ttMove >= 0 {
		for i := range ms {
			if ms[i].sq != ttMove {
				continue
			}
			mv := ms[i]
			ms[i] = ms[len(ms)-1]
			ms = ms[:len(ms)-1]
			best = -s.searchChild(o^mv.f, p|mv.f|1<<uint(mv.sq), -beta, -alpha, n-1)
			bestSq = mv.sq
			searched = 1
			if s.stopped {
				return best
			}
			if best > alpha {
				alpha = best
			}
			break
		}
	}
	if best < beta {
		if n >= endEvalOrderMin {
			s.orderBig(p, o, n, ms)
		} else {
			odd := oddQuadrants(^(p | o))
			for i := range ms {
				ms[i].key = moveKey(p, o, ms[i].sq, ms[i].f, odd)
			}
			sortMoves(ms)
		}
		for i := range ms {
			mv := &ms[i]
			np, no := o^mv.f, p|mv.f|1<<uint(mv.sq)
			var v int
			if searched == 0 {
				v = -s.searchChild(np, no, -beta, -alpha, n-1)
			} else {
				v = -s.searchChild(np, no, -alpha-1, -alpha, n-1)
				if v > alpha && v < beta && !s.stopped {
					v = -s.searchChild(np, no, -beta, -v, n-1)
				}
			}
			searched++
			if s.stopped {
				return best
			}
			if v > best {
				best, bestSq = v, mv.sq
				if v >= beta {
					break
				}
				if v > alpha {
					alpha = v
				}
			}
		}
	}
	s.storeResult(p, o, n, a0, beta, best, bestSq)
	return best
}

func (s *Solver) searchChild(p, o uint64, alpha, beta, n int) int {
	if n >= endTableMin {
		return s.searchTT(p, o, alpha, beta, n)
	}
	return s.searchMid(p, o, alpha, beta, n)
}

// evalAB is a small alpha-beta on the static evaluation.
func evalAB(p, o uint64, alpha, beta engine.Score, depth int) engine.Score {
	if depth <= 0 {
		return Evaluate(p, o)
	}
	m := Moves(p, o)
	if m == 0 {
		if Moves(o, p) == 0 {
			return engine.Score(100 * FinalScore(p, o))
		}
		return -evalAB(o, p, -beta, -alpha, depth-1)
	}
	best := -engine.Infinity
	if depth >= 2 {
		return evalABSorted(p, o, alpha, beta, depth, m)
	}
	for ; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := flips(p, o, sq)
		v := -evalAB(o^f, p|f|1<<uint(sq), -beta, -alpha, depth-1)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}

// evalABSorted is evalAB with the moves m searched fastest-first.
func evalABSorted(p, o uint64, alpha, beta engine.Score, depth int, m uint64) engine.Score {
	var buf [32]endMove
	ms := buf[:0]
	for ; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f, mob := flipsMoves(p, o, sq)
		ms = append(ms, endMove{f: f, sq: sq, key: -(bits.OnesCount64(mob) + bits.OnesCount64(mob&classCorner))})
	}
	best := -engine.Infinity
	for i := range ms {
		pickMove(ms, i)
		mv := &ms[i]
		v := -evalAB(o^mv.f, p|mv.f|1<<uint(mv.sq), -beta, -alpha, depth-1)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}

// storeResult records a search of window (a0, beta) that returned best
// with best move bestSq: a lower bound on a fail high, an exact value
// inside the window, an upper bound (and no move) on a fail low.
func (s *Solver) storeResult(p, o uint64, n, a0, beta, best, bestSq int) {
	switch {
	case best >= beta:
		s.tt.store(p, o, n, best, 64, bestSq, s.sel)
	case best > a0:
		s.tt.store(p, o, n, best, best, bestSq, s.sel)
	default:
		s.tt.store(p, o, n, -64, best, -1, s.sel)
	}
}
