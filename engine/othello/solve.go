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
//
// SetThreads lets Solve and SolveMove search on several threads (see
// solve_par.go); the table is then shared by the threads.
type Solver struct {
	c       *engine.Control
	tt      *endTable
	st      *sortTable
	stopped bool
	sel     int        // selectivity of the running search (selExact: exact)
	k       kernelSet  // the board primitives (kernels.go), fixed at creation
	ev      *evaluator // the evaluation of the ordering and probcut searches

	threads  int         // SetThreads (1: the serial solver)
	pool     *parState   // the helpers of a solver with threads > 1
	par      *parState   // the running parallel solve (nil: serial)
	sp       *splitPoint // the split point this thread works under (nil: none)
	stBytes  int         // the size asked for st (a helper's is the same)
	splitMin int         // if > 0, replaces endSplitMin (tests, measurements)
}

// DefaultSolverMiB is the size of a solver's table when none is given.
const DefaultSolverMiB = 16

// NewSolver returns a solver whose tables use at most mib MiB together:
// an eighth for the ordering searches' table, the rest for the
// transposition table. The solver uses the kernel set in use when it is
// created (Kernels) and the embedded evaluation weights, loaded by the
// first NewSolver if nothing has loaded them yet.
func NewSolver(mib int) *Solver {
	total := max(mib, 0) << 20
	return &Solver{
		tt:      newEndTable(total - total/8),
		st:      newSortTable(total / 8),
		sel:     selExact,
		k:       currentKernels(),
		ev:      defaultEvaluator(),
		threads: 1,
		stBytes: total / 8,
	}
}

// bytes returns the memory held by the solver's tables.
func (s *Solver) bytes() int {
	return len(s.tt.slots)*int(unsafe.Sizeof(endSlot{})) +
		len(s.st.slots)*int(unsafe.Sizeof(sortSlot{}))
}

// Clear empties the solver's tables (its helpers' too).
func (s *Solver) Clear() {
	s.tt.clear()
	s.st.clear()
	if s.pool != nil {
		s.pool.clear()
	}
}

// Solve returns the exact score in discs (final disc difference, empties
// to the winner) of the position p to move against o, searched within the
// window (alpha, beta) fail-soft: a score <= alpha is an upper bound, >=
// beta a lower bound. Use (-64, 64) for the exact value and (-1, 1) for
// win/loss/draw. It counts nodes on c and returns ok=false if c says stop.
//
// With SetThreads(n > 1) the search runs on n threads; the score is the
// same.
func (s *Solver) Solve(c *engine.Control, p, o uint64, alpha, beta int) (score int, ok bool) {
	return s.solve(c, p, o, alpha, beta, s.pool)
}

// solve is Solve on the threads of par (nil: on this thread alone).
func (s *Solver) solve(c *engine.Control, p, o uint64, alpha, beta int, par *parState) (score int, ok bool) {
	s.c = c
	s.sel = selExact
	s.stopped = c.Stopped()
	if s.stopped {
		return 0, false
	}
	s.begin(par)
	v := s.search(p, o, alpha, beta)
	s.end()
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
	return s.searchShallowM(p, o, alpha, beta, n, s.k.moves(p, o))
}

// searchShallowM is searchShallow given m, the moves of p.
func (s *Solver) searchShallowM(p, o uint64, alpha, beta, n int, m uint64) int {
	if s.c.Tick() {
		s.stopped = true
	}
	if m == 0 {
		om := s.k.moves(o, p)
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
			f := s.k.flips(p, o, sq)
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
func (s *Solver) moveKey(p, o uint64, sq int, f uint64, odd uint64) int {
	k, _ := s.moveKeyMob(p, o, sq, f, odd)
	return k
}

// moveKeyMob is moveKey that also returns the opponent's moves after sq,
// so that the child node need not generate them again.
func (s *Solver) moveKeyMob(p, o uint64, sq int, f uint64, odd uint64) (int, uint64) {
	np, no := o^f, p|f|1<<uint(sq)
	mob := s.k.moves(np, no)
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
	return s.searchMidM(p, o, alpha, beta, n, s.k.moves(p, o))
}

// searchMidM is searchMid given m, the moves of p.
func (s *Solver) searchMidM(p, o uint64, alpha, beta, n int, m uint64) int {
	if s.c.Tick() {
		s.stopped = true
	}
	if m == 0 {
		om := s.k.moves(o, p)
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
		f, mob := s.k.flipsMoves(p, o, sq)
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
// at 18-21) saved nodes but cost 10-60% more time. Two plies instead of
// three at 18-21 (2026-12-01, Zen 5, side by side): FFO #40-#59 0.92 of
// the time (16.04 G -> 16.08 G nodes), #56-#57 0.81-0.84; three plies
// from 22 or 24 instead of four cost 13-14% more nodes. The static order
// at 15 empties too (2026-12-02, three runs of the set with both core
// orders): 0.96-0.97 of the time, 0.6% more nodes. A cache of each
// big node's order was dropped: nodes are rarely ordered twice (0.02%
// hits).
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
		return 2
	case n >= 16:
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
// cut-offs and move ordering (table move first). Each step may settle the
// node: the table's bounds (probeTT), the stability and probcut cut-offs
// (prune), a child the table already knows to refute (etcCut); otherwise
// the moves are searched (searchMoves) and the result stored.
func (s *Solver) searchTT(p, o uint64, alpha, beta, n int) int {
	if s.c.Tick() || s.sp != nil && s.sp.cancelled() {
		s.stopped = true
	}
	if s.stopped {
		return alpha
	}
	m := s.k.moves(p, o)
	if m == 0 {
		if s.k.moves(o, p) == 0 {
			return FinalScore(p, o)
		}
		return -s.searchTT(o, p, -beta, -alpha, n)
	}
	tp := s.probeTT(p, o, alpha, beta)
	if tp.cut {
		return tp.value
	}
	alpha, beta = tp.alpha, tp.beta
	if v, ok := s.prune(p, o, alpha, beta, n); ok {
		return v
	}
	var buf [32]endMove
	ms := s.genEndMoves(p, o, m, buf[:0])
	if n >= endETCMin {
		if v, ok := s.etcCut(p, o, beta, n, ms); ok {
			return v
		}
	}
	best, bestSq := s.searchMoves(p, o, alpha, beta, n, tp.move, ms)
	if s.stopped {
		return best // an incomplete result is not stored
	}
	s.storeResult(p, o, n, alpha, beta, best, bestSq)
	return best
}

// ttProbe is what the table says about a node (probeTT).
type ttProbe struct {
	cut         bool // the stored bounds settle the node at value
	value       int
	alpha, beta int // else: the window narrowed by the bounds
	move        int // and the stored best move, -1 if none
}

// probeTT looks p, o up in the table. Bounds from a search at least as
// selective as the running one cut the node when they lie outside the
// window (alpha, beta) or meet, and otherwise narrow it; bounds from a
// less selective search are not trusted, but their best move is.
func (s *Solver) probeTT(p, o uint64, alpha, beta int) ttProbe {
	tp := ttProbe{alpha: alpha, beta: beta, move: -1}
	h, ok := s.tt.probe(p, o)
	if !ok {
		return tp
	}
	if int(h.sel) >= s.sel {
		lo, hi := int(h.lo), int(h.hi)
		switch {
		case lo >= beta:
			return ttProbe{cut: true, value: lo}
		case hi <= alpha:
			return ttProbe{cut: true, value: hi}
		case lo == hi:
			return ttProbe{cut: true, value: lo}
		}
		tp.alpha, tp.beta = max(alpha, lo), min(beta, hi)
	}
	if h.move < 64 {
		tp.move = int(h.move)
	}
	return tp
}

// prune returns (bound, true) when the node can be cut without searching
// its moves: the opponent's stable discs bound the score at or below
// alpha (tried only when alpha is high enough, endStableFloor), or, in a
// selective pass, probcut predicts a score outside (alpha, beta).
func (s *Solver) prune(p, o uint64, alpha, beta, n int) (int, bool) {
	if alpha >= 64-2*endStableFloor {
		if ub := 64 - 2*bits.OnesCount64(stableDiscs(o, p|o)); ub <= alpha {
			return ub, true
		}
	}
	if s.sel < selExact && n >= endProbcutMin {
		return s.probcut(p, o, alpha, beta, n)
	}
	return 0, false
}

// genEndMoves appends to ms the moves m of p against o with their flips,
// in square order.
func (s *Solver) genEndMoves(p, o, m uint64, ms []endMove) []endMove {
	for ; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		ms = append(ms, endMove{f: s.k.flips(p, o, sq), sq: sq})
	}
	return ms
}

// etcCut is the enhanced transposition cut-off: if the table proves that
// one of the moves ms of p against o scores at least beta, the node is
// stored as a fail high with that move and (score, true) returned.
func (s *Solver) etcCut(p, o uint64, beta, n int, ms []endMove) (int, bool) {
	// the children's buckets are asked for first, so that their cache
	// misses overlap instead of each probe waiting in turn (2026-12-02,
	// Zen 5: FFO #40-#59 0.94-0.95 of the time, the same nodes; the
	// probes had been a tenth of it)
	for i := range ms {
		mv := &ms[i]
		s.tt.prefetch(o^mv.f, p|mv.f|1<<uint(mv.sq))
	}
	for i := range ms {
		mv := &ms[i]
		if h, ok := s.tt.probe(o^mv.f, p|mv.f|1<<uint(mv.sq)); ok && int(h.sel) >= s.sel {
			if v := -int(h.hi); v >= beta {
				s.tt.store(p, o, n, v, 64, mv.sq, s.sel)
				return v, true
			}
		}
	}
	return 0, false
}

// searchMoves searches the moves ms of p against o at n empties within
// (alpha, beta): the table move ttMove first, before paying for the
// ordering of the others (orderEndMoves), then the others (searchOrdered).
// It returns the best score and its move (-65, -1 if none was searched);
// after a stop (s.stopped) the result is incomplete.
func (s *Solver) searchMoves(p, o uint64, alpha, beta, n, ttMove int, ms []endMove) (best, bestSq int) {
	best, bestSq = -65, -1
	first := true
	if i := moveIndex(ms, ttMove); i >= 0 {
		mv := ms[i]
		// removed by moving the last move into its place: that order of
		// the others is what the (stable) sorts below start from
		ms[i] = ms[len(ms)-1]
		ms = ms[:len(ms)-1]
		best, bestSq, first = -s.searchChild(o^mv.f, p|mv.f|1<<uint(mv.sq), -beta, -alpha, n-1), mv.sq, false
		if s.stopped || best >= beta {
			return best, bestSq
		}
		alpha = max(alpha, best)
	}
	s.orderEndMoves(p, o, n, ms)
	return s.searchOrdered(p, o, alpha, beta, n, ms, best, bestSq, first)
}

// moveIndex returns the index of the move to sq in ms, -1 if absent.
func moveIndex(ms []endMove, sq int) int {
	if sq < 0 {
		return -1
	}
	for i := range ms {
		if ms[i].sq == sq {
			return i
		}
	}
	return -1
}

// orderEndMoves sorts the moves ms of p against o at n empties, most
// promising first: by evaluation searches from endEvalOrderMin empties
// (orderBig), fastest-first below (moveKey).
func (s *Solver) orderEndMoves(p, o uint64, n int, ms []endMove) {
	if n >= endEvalOrderMin {
		s.orderBig(p, o, n, ms)
		return
	}
	odd := oddQuadrants(^(p | o))
	for i := range ms {
		ms[i].key = s.moveKey(p, o, ms[i].sq, ms[i].f, odd)
	}
	sortMoves(ms)
}

// searchOrdered is the PVS loop over the ordered moves ms: the first move
// of the node (first: none searched yet) gets the window (alpha, beta),
// the others a null window, re-searched when they beat alpha. best and
// bestSq are the result so far; it stops at a cut-off (a score >= beta)
// and returns at once on a stop.
func (s *Solver) searchOrdered(p, o uint64, alpha, beta, n int, ms []endMove, best, bestSq int, first bool) (int, int) {
	for i := range ms {
		if !first && s.par != nil && s.canSplit(n, len(ms)-i) {
			return s.split(p, o, alpha, beta, n, ms[i:], best, bestSq)
		}
		mv := &ms[i]
		np, no := o^mv.f, p|mv.f|1<<uint(mv.sq)
		var v int
		if first {
			v = -s.searchChild(np, no, -beta, -alpha, n-1)
			first = false
		} else {
			v = -s.searchChild(np, no, -alpha-1, -alpha, n-1)
			if v > alpha && v < beta && !s.stopped {
				v = -s.searchChild(np, no, -beta, -v, n-1)
			}
		}
		if s.stopped {
			return best, bestSq
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
	return best, bestSq
}

func (s *Solver) searchChild(p, o uint64, alpha, beta, n int) int {
	if n >= endTableMin {
		return s.searchTT(p, o, alpha, beta, n)
	}
	return s.searchMid(p, o, alpha, beta, n)
}

// evalAB is a small alpha-beta on the static evaluation.
func (s *Solver) evalAB(p, o uint64, alpha, beta engine.Score, depth int) engine.Score {
	if depth <= 0 {
		return s.ev.eval(s.k, p, o)
	}
	m := s.k.moves(p, o)
	if m == 0 {
		if s.k.moves(o, p) == 0 {
			return engine.Score(100 * FinalScore(p, o))
		}
		return -s.evalAB(o, p, -beta, -alpha, depth-1)
	}
	best := -engine.Infinity
	if depth >= 2 {
		return s.evalABSorted(p, o, alpha, beta, depth, m)
	}
	for ; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := s.k.flips(p, o, sq)
		v := -s.evalAB(o^f, p|f|1<<uint(sq), -beta, -alpha, depth-1)
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
func (s *Solver) evalABSorted(p, o uint64, alpha, beta engine.Score, depth int, m uint64) engine.Score {
	var buf [32]endMove
	ms := buf[:0]
	for ; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f, mob := s.k.flipsMoves(p, o, sq)
		ms = append(ms, endMove{f: f, sq: sq, key: -(bits.OnesCount64(mob) + bits.OnesCount64(mob&classCorner))})
	}
	best := -engine.Infinity
	for i := range ms {
		pickMove(ms, i)
		mv := &ms[i]
		v := -s.evalAB(o^mv.f, p|mv.f|1<<uint(mv.sq), -beta, -alpha, depth-1)
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
