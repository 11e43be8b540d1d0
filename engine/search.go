package engine

import (
	"slices"
	"sync/atomic"
	"time"
)

// MaxMoves bounds the moves of one node (a 32x32 Gomoku board).
const MaxMoves = 1024

// historySize covers every move encoding in use (Gomoku 0..1023, Othello
// 0..64).
const historySize = MaxMoves + 1

// DefaultAspiration is the half-width of the first aspiration window, in
// score units, for games that do not choose their own.
const DefaultAspiration Score = 100

// Aspirator is implemented by positions whose scores need another first
// aspiration window than DefaultAspiration.
type Aspirator interface {
	AspirationDelta() Score
}

// Extender is implemented by positions that want forcing lines searched
// deeper. Right after the search makes a move, it calls Extension with the
// ply of the new position (1 for a root move's child); a result of 1
// searches that child one ply deeper than its nominal depth, 0 (or
// anything else) not. The extensions along one line add up to at most the
// nominal depth of the iteration, so a search always ends. A position that
// does not implement Extender is searched exactly to the nominal depth.
type Extender interface {
	Extension(ply int) int
}

// Searcher runs iterative-deepening PVS. It owns its per-ply buffers, so a
// search allocates nothing per node. One goroutine uses a Searcher at a time.
type Searcher struct {
	tt       *TT
	c        *Control
	resolver Resolver
	extender Extender
	// extDepth is the iteration's nominal depth, the cap on the extensions
	// of one line; extUsed[ply] is what the line to ply has used of it.
	extDepth int
	extUsed  [MaxPly]int

	moves   [MaxPly][]Move
	keys    [MaxPly][]int32
	killers [MaxPly][2]Move
	history [historySize]int32
	pv      [MaxPly][MaxPly]Move
	pvLen   [MaxPly]int
	// horizon is set when an iteration evaluates a node statically (or
	// trusts a table entry that may have); an iteration that never does has
	// searched the game to its end and its score is exact.
	horizon bool
	// prevBest is the previous iteration's best root move and better a
	// root move that the current iteration has proven better than it
	// (NoMove: none): if the iteration is then interrupted, better is the
	// move to play.
	prevBest, better Move
}

// resolvedDepth is the table depth given to nodes settled by a Resolver:
// deeper than any search, so they cut at every depth.
const resolvedDepth = 200

// Reset forgets everything learnt by earlier searches (table, killers,
// history), so that the next search depends on its position only.
func (s *Searcher) Reset() {
	s.tt.Clear()
	clear(s.killers[:])
	clear(s.history[:])
}

// NewSearcher returns a searcher using tt.
func NewSearcher(tt *TT) *Searcher {
	s := &Searcher{tt: tt}
	for i := range s.moves {
		s.moves[i] = make([]Move, 0, MaxMoves)
		s.keys[i] = make([]int32, MaxMoves)
	}
	return s
}

// TT returns the searcher's transposition table.
func (s *Searcher) TT() *TT { return s.tt }

// SetTT replaces the transposition table.
func (s *Searcher) SetTT(tt *TT) { s.tt = tt }

// rootMove is a root move with what the last iteration learnt of it.
type rootMove struct {
	move  Move
	score Score
	pv    []Move
}

// preludeDepth is how deep the search looks before a root solver runs, so
// that a solve cut off by the clock still leaves a searched move; with a
// clock the prelude may go on to preludeMaxDepth within an eighth of the
// soft deadline.
const (
	preludeDepth    = 2
	preludeMaxDepth = 6
)

// Search searches pos under lim until a limit is reached or stop is set.
// start is the moment the time limits count from. The result is that of the
// last completed iteration; an interrupted iteration is discarded (if even
// the first is, the best statically ordered move is returned, marked
// Stopped).
func (s *Searcher) Search(pos Position, lim Limits, stop *atomic.Bool, start time.Time, info func(Info)) Result {
	s.c = NewControl(stop, lim.Nodes)
	if lim.Hard > 0 {
		s.c.Deadline(lim.Hard - time.Since(start))
	}
	defer s.c.Release()
	s.resolver, _ = pos.(Resolver)
	s.extender, _ = pos.(Extender)
	s.tt.NewSearch()
	clear(s.killers[:])
	for i := range s.history {
		s.history[i] /= 8
	}
	report := func(in Info) {
		if info == nil {
			return
		}
		in.Nodes = s.c.Nodes()
		in.Elapsed = time.Since(start)
		in.NPS = nps(in.Nodes, in.Elapsed)
		in.PV = slices.Clone(in.PV)
		info(in)
	}
	finish := func(r Result) Result {
		r.Nodes = s.c.Nodes()
		r.Elapsed = time.Since(start)
		return r
	}

	roots := s.rootMoves(pos, lim)
	if len(roots) == 0 {
		if rs, ok := pos.(RootSolver); ok {
			if r, ok := rs.SolveRoot(s.c, lim, report); ok {
				return finish(r)
			}
		}
		sc, _ := pos.Outcome(0)
		return finish(Result{Move: NoMove, Score: sc, Exact: true})
	}
	if rs, ok := pos.(RootSolver); ok {
		var prelude Result
		if lim.Depth <= 0 || lim.Depth > 1 {
			until := time.Time{}
			depth := preludeDepth
			if lim.Soft > 0 {
				until = start.Add(lim.Soft / 8)
				depth = preludeMaxDepth
			}
			if lim.Depth > 0 {
				depth = min(depth, lim.Depth)
			}
			prelude = s.deepen(pos, roots, lim, depth, until, nil)
		} else {
			prelude = Result{Move: roots[0].move, PV: []Move{roots[0].move}}
		}
		if r, ok := rs.SolveRoot(s.c, lim, report); ok {
			return finish(r)
		}
		if s.c.Stopped() {
			prelude.Stopped = true
			return finish(prelude)
		}
		roots = narrowRoots(pos, roots)
	}
	maxDepth := lim.Depth
	if maxDepth <= 0 || maxDepth >= MaxPly-1 {
		maxDepth = MaxPly - 2
	}
	var soft time.Time
	switch {
	case lim.LastStart > 0:
		soft = start.Add(lim.LastStart)
	case lim.Soft > 0:
		soft = start.Add(lim.Soft)
	}
	return finish(s.deepen(pos, roots, lim, maxDepth, soft, report))
}

// narrowRoots keeps the roots that pos.GenMoves still lists: a RootSolver
// may narrow the root moves (Gomoku keeps only the defences against an
// opponent's threat), which the prelude searched before it ran. The order
// (the prelude's) is kept; if nothing would be left, roots is returned.
func narrowRoots(pos Position, roots []rootMove) []rootMove {
	moves := pos.GenMoves(make([]Move, 0, MaxMoves))
	kept := make([]rootMove, 0, len(roots))
	for _, r := range roots {
		if slices.Contains(moves, r.move) {
			kept = append(kept, r)
		}
	}
	if len(kept) == 0 || len(kept) == len(roots) {
		return roots
	}
	return kept
}

// rootMoves lists the root moves not excluded by lim, in static order with
// the table's move first.
func (s *Searcher) rootMoves(pos Position, lim Limits) []rootMove {
	moves := pos.GenMoves(make([]Move, 0, MaxMoves))
	keys := make([]int32, len(moves))
	pos.OrderKeys(moves, keys)
	type keyed struct {
		m Move
		k int32
	}
	ks := make([]keyed, 0, len(moves))
	for i, m := range moves {
		if !slices.Contains(lim.Exclude, m) {
			ks = append(ks, keyed{m, keys[i]})
		}
	}
	slices.SortStableFunc(ks, func(a, b keyed) int { return int(b.k) - int(a.k) })
	roots := make([]rootMove, len(ks))
	for i, k := range ks {
		roots[i] = rootMove{move: k.m}
	}
	if h, ok := s.tt.Probe(pos.Hash(), 0); ok && h.Move != NoMove {
		if i := slices.IndexFunc(roots, func(r rootMove) bool { return r.move == h.Move }); i > 0 {
			r := roots[i]
			copy(roots[1:i+1], roots[:i])
			roots[0] = r
		}
	}
	return roots
}

// deepen runs iterative deepening over roots up to maxDepth, starting no
// iteration after soft (zero: no such limit). report may be nil.
func (s *Searcher) deepen(pos Position, roots []rootMove, lim Limits, maxDepth int, soft time.Time, report func(Info)) Result {
	if report == nil {
		report = func(Info) {}
	}
	multi := min(max(lim.MultiPV, 1), len(roots))
	delta := DefaultAspiration
	if a, ok := pos.(Aspirator); ok {
		delta = a.AspirationDelta()
	}
	res := Result{Move: roots[0].move, PV: []Move{roots[0].move}}
	for depth := 1; depth <= maxDepth; depth++ {
		complete := true
		s.horizon = false
		s.prevBest, s.better = roots[0].move, NoMove
		for k := 0; k < multi; k++ {
			var ok bool
			if k == 0 && depth >= 4 && multi == 1 {
				_, ok = s.aspiration(pos, roots, depth, roots[0].score, delta, report)
			} else {
				_, ok = s.searchRoot(pos, roots[k:], depth, -Infinity, Infinity)
			}
			if !ok {
				complete = false
				break
			}
			if multi > 1 {
				report(Info{Depth: depth, Score: roots[k].score, Bound: BoundExact,
					PV: roots[k].pv, MultiPV: k + 1, Exact: !s.horizon})
			}
		}
		if !complete {
			res.Stopped = true
			i := slices.IndexFunc(roots, func(r rootMove) bool { return r.move == s.better })
			if i >= 0 && multi == 1 {
				// the interrupted iteration already refuted the old
				// best move with a better one: play that one
				b := roots[i]
				res.Move, res.Score, res.PV = b.move, b.score, slices.Clone(b.pv)
				res.Lines = []Line{{Score: res.Score, PV: slices.Clone(res.PV)}}
			}
			break
		}
		if multi > 1 {
			slices.SortStableFunc(roots[:multi], func(a, b rootMove) int { return cmpScore(b.score, a.score) })
		}
		best := roots[0]
		exact := !s.horizon
		res = Result{Move: best.move, Score: best.score, Depth: depth, PV: slices.Clone(best.pv), Exact: exact}
		for k := 0; k < multi; k++ {
			res.Lines = append(res.Lines, Line{Score: roots[k].score, PV: slices.Clone(roots[k].pv)})
		}
		if multi == 1 {
			report(Info{Depth: depth, Score: best.score, Bound: BoundExact, PV: best.pv, MultiPV: 1, Exact: exact})
		}
		if exact {
			break // the whole game tree was searched
		}
		if best.score >= WinThreshold || best.score <= -WinThreshold {
			if depth >= int(Win-abs(best.score))+1 || len(roots) == 1 {
				res.Exact = true
				break
			}
		}
		if !soft.IsZero() && !time.Now().Before(soft) {
			break
		}
		if len(roots) == 1 && multi == 1 && (lim.Soft > 0 || lim.Hard > 0) && depth >= 2 {
			break // a forced move: no need to think on a clock
		}
	}
	return res
}

func abs(s Score) Score {
	if s < 0 {
		return -s
	}
	return s
}

func cmpScore(a, b Score) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func nps(nodes uint64, d time.Duration) uint64 {
	if d <= 0 {
		return 0
	}
	return uint64(float64(nodes) / d.Seconds())
}

// aspiration searches the root with a window around the previous score,
// widening it on failure.
func (s *Searcher) aspiration(pos Position, roots []rootMove, depth int, prev, delta Score, report func(Info)) (Score, bool) {
	alpha, beta := max(prev-delta, -Infinity), min(prev+delta, Infinity)
	for {
		sc, ok := s.searchRoot(pos, roots, depth, alpha, beta)
		if !ok {
			return 0, false
		}
		switch {
		case sc <= alpha:
			report(Info{Depth: depth, Score: sc, Bound: BoundUpper, PV: roots[0].pv})
			alpha = max(sc-delta, -Infinity)
		case sc >= beta:
			report(Info{Depth: depth, Score: sc, Bound: BoundLower, PV: roots[0].pv})
			beta = min(sc+delta, Infinity)
		default:
			return sc, true
		}
		delta *= 2
		if delta > WinThreshold {
			alpha, beta = -Infinity, Infinity
		}
	}
}

// searchRoot runs one PVS pass over roots (the best is moved to the
// front). It returns false when the search was stopped.
func (s *Searcher) searchRoot(pos Position, roots []rootMove, depth int, alpha, beta Score) (Score, bool) {
	best := -Infinity
	origAlpha := alpha
	s.extDepth = depth
	s.extUsed[0] = 0
	seenPrev := false // s.prevBest has been searched in this pass
	for i := range roots {
		m := roots[i].move
		pos.Make(m)
		d := depth - 1
		if s.extender != nil {
			d += s.extend(0)
		}
		var sc Score
		if i == 0 {
			sc = -s.pvs(pos, d, 1, -beta, -alpha, true)
		} else {
			sc = -s.pvs(pos, d, 1, -alpha-1, -alpha, false)
			if sc > alpha && sc < beta && !s.c.Stopped() {
				sc = -s.pvs(pos, d, 1, -beta, -alpha, true)
			}
		}
		pos.Unmake(m)
		if s.c.Stopped() {
			return 0, false
		}
		seenPrev = seenPrev || m == s.prevBest
		if sc > alpha && seenPrev {
			// m is proven better than everything searched before it in
			// this pass, s.prevBest included
			s.better = m
			if m == s.prevBest {
				s.better = NoMove
			}
		}
		if i == 0 || sc > alpha {
			roots[i].score = sc
			roots[i].pv = append(append(roots[i].pv[:0], m), s.pv[1][1:s.pvLen[1]]...)
		} else {
			roots[i].score = -Infinity // not better than the best: order last
		}
		if sc > best {
			best = sc
			if i > 0 {
				r := roots[i]
				copy(roots[1:i+1], roots[:i])
				roots[0] = r
			}
		}
		if sc > alpha {
			alpha = sc
			if sc >= beta {
				break
			}
		}
	}
	bound := BoundExact
	switch {
	case best <= origAlpha:
		bound = BoundUpper
	case best >= beta:
		bound = BoundLower
	}
	s.tt.Store(pos.Hash(), 0, depth, best, bound, roots[0].move)
	return best, true
}

// extend asks the Extender about the move just made from the node at ply
// and returns the extension granted to its child (0 or 1), within the
// line's cap; it records the child's total in extUsed[ply+1].
func (s *Searcher) extend(ply int) int {
	e := 0
	if s.extender.Extension(ply+1) == 1 && s.extUsed[ply] < s.extDepth {
		e = 1
	}
	s.extUsed[ply+1] = s.extUsed[ply] + e
	return e
}

// pvs is the fail-soft principal-variation search below the root.
func (s *Searcher) pvs(pos Position, depth, ply int, alpha, beta Score, pvNode bool) Score {
	s.pvLen[ply] = ply
	if s.c.Tick() {
		return 0
	}
	if sc, over := pos.Outcome(ply); over {
		return sc
	}
	if ply >= MaxPly-2 {
		s.horizon = true
		return pos.Evaluate()
	}
	key := pos.Hash()
	ttMove := NoMove
	if h, ok := s.tt.Probe(key, ply); ok {
		ttMove = h.Move
		if !pvNode && h.Depth >= depth {
			switch {
			case h.Bound == BoundExact,
				h.Bound == BoundLower && h.Score >= beta,
				h.Bound == BoundUpper && h.Score <= alpha:
				if h.Depth < resolvedDepth {
					s.horizon = true
				}
				return h.Score
			}
		}
	}
	if s.resolver != nil {
		if sc, b, ok := s.resolver.Resolve(s.c, ply, depth, alpha, beta); ok {
			if s.c.Stopped() {
				return 0
			}
			s.tt.Store(key, ply, resolvedDepth, sc, b, NoMove)
			return sc
		}
		if s.c.Stopped() {
			return 0
		}
	}
	if depth <= 0 {
		s.horizon = true
		return pos.Evaluate()
	}

	moves := pos.GenMoves(s.moves[ply][:0])
	if len(moves) == 0 {
		s.horizon = true
		return pos.Evaluate()
	}
	// track whether this subtree reaches the horizon: if not, its value
	// holds at any depth and is stored so.
	outerHorizon := s.horizon
	s.horizon = false
	keys := s.keys[ply][:len(moves)]
	pos.OrderKeys(moves, keys)
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	for i, m := range moves {
		switch m {
		case ttMove:
			keys[i] = 1 << 30
		case k0:
			keys[i] += 1 << 20
		case k1:
			keys[i] += 1 << 19
		}
		if m >= 0 && int(m) < historySize {
			keys[i] += s.history[m] >> 4
		}
	}

	best := -Infinity
	bestMove := NoMove
	origAlpha := alpha
	for i := range moves {
		// selection sort: the best remaining move to position i
		j := i
		for k := i + 1; k < len(moves); k++ {
			if keys[k] > keys[j] {
				j = k
			}
		}
		moves[i], moves[j] = moves[j], moves[i]
		keys[i], keys[j] = keys[j], keys[i]
		m := moves[i]

		pos.Make(m)
		d := depth - 1
		if s.extender != nil {
			d += s.extend(ply)
		}
		var sc Score
		if i == 0 {
			sc = -s.pvs(pos, d, ply+1, -beta, -alpha, pvNode)
		} else {
			sc = -s.pvs(pos, d, ply+1, -alpha-1, -alpha, false)
			if sc > alpha && sc < beta && !s.c.Stopped() {
				sc = -s.pvs(pos, d, ply+1, -beta, -alpha, true)
			}
		}
		pos.Unmake(m)
		if s.c.Stopped() {
			return 0
		}
		if sc > best {
			best = sc
			bestMove = m
			if sc > alpha {
				alpha = sc
				s.pv[ply][ply] = m
				n := copy(s.pv[ply][ply+1:], s.pv[ply+1][ply+1:s.pvLen[ply+1]])
				s.pvLen[ply] = ply + 1 + n
				if sc >= beta {
					if m != ttMove && m != k0 {
						s.killers[ply][1] = k0
						s.killers[ply][0] = m
					}
					if m >= 0 && int(m) < historySize {
						s.history[m] += int32(depth * depth)
						if s.history[m] > 1<<24 {
							for h := range s.history {
								s.history[h] /= 2
							}
						}
					}
					break
				}
			}
		}
	}
	bound := BoundExact
	switch {
	case best <= origAlpha:
		bound = BoundUpper
	case best >= beta:
		bound = BoundLower
	}
	storeDepth := depth
	if !s.horizon {
		storeDepth = resolvedDepth
	}
	s.horizon = s.horizon || outerHorizon
	s.tt.Store(key, ply, storeDepth, best, bound, bestMove)
	return best
}
