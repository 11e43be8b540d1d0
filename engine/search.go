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

// Oscillator is implemented by positions whose search values swing
// between odd and even depths (Othello: the side to move at the horizon
// holds a tempo the evaluation cannot see). When Oscillates is true,
// iterative deepening centres an iteration's aspiration window on the
// value of the last iteration of the same parity (two plies shallower)
// rather than on the last one's.
type Oscillator interface {
	Oscillates() bool
}

// ParityStepper is implemented by positions whose iterative deepening
// should advance two plies at a time once it is deep: ParityStepFrom
// returns the depth from which it does (0: never), so that from there
// every iteration has that depth's parity. When a move's search starts
// from the table of the search two plies before, the first iteration
// deeper than that search's reach and the next one each cost about as
// much as a fresh one, while the iteration of the other parity orders
// little that the one two plies shallower did not (Othello, see
// othello.IterationStepFrom). The last iteration is still the depth
// asked for, whatever its parity. Lazy SMP helpers keep stepping by one.
type ParityStepper interface {
	ParityStepFrom() int
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

// Reducer is implemented by positions whose late moves are searched
// shallower first (late-move reductions). Before the search makes m, the
// index-th move (from 0) searched at a node with depth plies left, it
// asks Reduction how many plies to take off; a move reduced by r > 0 is
// searched to depth-1-r with a null window, and again to the full depth
// if it beats alpha there. The first move, the table's move and the
// killers are never reduced. A position that does not implement Reducer
// is searched without reductions.
type Reducer interface {
	Reduction(m Move, depth, index int, pvNode bool) int
}

// Pruner is implemented by positions whose late quiet moves may be skipped
// outright at a null-window node (move-count and futility pruning). Before
// the search makes m, the index-th move (from 0) of a non-PV node with
// depth plies left and the window (alpha, alpha+1), it asks Prune; true
// skips the move. The first move, the table's move and the killers are
// never pruned, nor any move once the moves searched so far all lose (a
// pruned node must not pass for a proven loss). A node that pruned a move
// has reached a horizon: its value is not stored as exact at every depth.
// A position that does not implement Pruner is searched without pruning.
type Pruner interface {
	Prune(m Move, depth, index int, alpha Score) bool
}

// DepthOrderer is implemented by positions whose static move order
// depends on the depth left at the node: below the root the core asks
// OrderKeysAt instead of OrderKeys, then adds its table, killer and
// history bonuses as usual. A game may order the most numerous nodes, with
// one ply left, more cheaply, and the few deep ones more carefully.
type DepthOrderer interface {
	OrderKeysAt(moves []Move, keys []int32, depth int)
}

// HorizonSearcher is implemented by positions that search a null-window
// node one ply above the horizon themselves, in a loop made for their
// game: such nodes are most of a search's interior nodes, and each child
// is only evaluated. SearchHorizon tries moves (the node's, from GenMoves)
// in the order PickMove gives them by their keys, as the generic search
// would, until one reaches beta. It returns
// the fail-soft value of the node for the side to move, the best move and
// the children it visited, and whether each of them was a finished game
// (then the value holds at any depth); ok false (before any child) leaves
// the node to the generic search (a pass, a child the game settles
// otherwise).
type HorizonSearcher interface {
	SearchHorizon(moves []Move, keys []int32, alpha, beta Score) (best Score, bestMove Move, children uint64, final, ok bool)
}

// Quiescer is implemented by positions whose horizon is not quiet enough
// to evaluate statically (Gomoku: a four at the horizon wins or forces the
// answer). At a node with no plies left, once Outcome and the Resolver
// have not settled it, the core calls Quiesce instead of Evaluate: the
// game searches its forcing moves itself, the static evaluation standing
// for the side to move's other choices, and returns a fail-soft value for
// the window (alpha, beta). It counts its nodes through c (Tick) and
// returns anything once c is stopped (the core discards it). Its value
// comes from the horizon, so it is never final.
type Quiescer interface {
	Quiesce(c *Control, ply int, alpha, beta Score) Score
}

// Searcher runs iterative-deepening PVS. It owns its per-ply buffers, so a
// search allocates nothing per node. One goroutine uses a Searcher at a time.
type Searcher struct {
	tt       *TT
	c        *Control
	resolver Resolver
	extender Extender
	cutter   ProbCutter
	reducer  Reducer
	pruner   Pruner
	orderer  DepthOrderer
	horizonS HorizonSearcher
	quiescer Quiescer
	// tree is the position's own search below the root (TreeSearcher,
	// when it says OwnTree), lent treeH; the hooks above are then unused.
	tree  TreeSearcher
	treeH Tree
	// rootIndex is the index, in this root pass, of the root move being
	// searched (Tree.RootIndex).
	rootIndex int
	// oscillates is the position's Oscillator answer; parityScore[d&1]
	// is the root value of the last iteration of depth d's parity in this
	// search, if parityDone[d&1].
	oscillates  bool
	parityScore [2]Score
	parityDone  [2]bool
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

	// The search's standing, kept up to date between root passes so that
	// bestSoFar can answer at any moment, even after a panic: roots are the
	// root moves being deepened (nil before they are known), multi the
	// number of lines asked, and last the result of the last completed
	// iteration (before the first: the statically best root move, or
	// NoMove while the root moves are unknown).
	roots []rootMove
	multi int
	last  Result

	// helpers are the helper threads of a parallel search (SetThreads).
	helpers []*helper
	// depthNow is the depth of the iteration the main thread is searching,
	// read by the helpers to keep ahead of it.
	depthNow atomic.Int32
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
	for _, h := range s.helpers {
		clear(h.s.killers[:])
		clear(h.s.history[:])
	}
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

// SetTT replaces the transposition table (the helper threads' too).
func (s *Searcher) SetTT(tt *TT) {
	s.tt = tt
	for _, h := range s.helpers {
		h.s.tt = tt
	}
}

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
	s.begin(pos, lim, stop, start)
	defer s.c.Release()
	report := s.reporter(info, start)

	roots := s.rootMoves(pos, lim)
	s.follow(roots, 1)
	if len(roots) == 0 {
		return s.finish(s.gameOver(pos, lim, report), start)
	}
	if rs, ok := pos.(RootSolver); ok {
		r, settled := s.solveRoot(rs, pos, roots, lim, start, report)
		if settled {
			return s.finish(r, start)
		}
		roots = narrowRoots(pos, roots)
	}
	return s.finish(s.deepenShared(pos, roots, lim, maxDepth(lim), softDeadline(lim, start), report), start)
}

// searchRecover is Search with a panic recovered (of the game's code, of
// info or of the core): the result is then bestSoFar, with Panic set, and
// the searcher is reset for the next search. pos is left as the panic
// left it.
func (s *Searcher) searchRecover(pos Position, lim Limits, stop *atomic.Bool, start time.Time, info func(Info)) (r Result) {
	defer func() {
		v := recover()
		if v == nil {
			return
		}
		r = s.bestSoFar()
		r.Panic = panicReport(v)
		if s.c != nil {
			r = s.finish(r, start)
		}
		s.abandon()
	}()
	return s.Search(pos, lim, stop, start, info)
}

// begin prepares the searcher for a search of pos: its standing, the
// control with its hard deadline, the game's optional interfaces, the
// table's age, the killers (forgotten) and the history (faded).
func (s *Searcher) begin(pos Position, lim Limits, stop *atomic.Bool, start time.Time) {
	s.roots, s.multi, s.last = nil, 1, Result{Move: NoMove}
	s.prevBest, s.better = NoMove, NoMove
	s.c = NewControl(stop, lim.Nodes)
	if lim.Hard > 0 {
		s.c.Deadline(lim.Hard - time.Since(start))
	}
	s.bind(pos)
	s.tt.NewSearch()
	for _, h := range s.helpers {
		h.nodes.Store(0)
	}
	clear(s.killers[:])
	for i := range s.history {
		s.history[i] /= 8
	}
}

// bind takes the game's optional interfaces from pos (none if pos is nil).
func (s *Searcher) bind(pos Position) {
	s.resolver, _ = pos.(Resolver)
	s.extender, _ = pos.(Extender)
	s.cutter, _ = pos.(ProbCutter)
	s.reducer, _ = pos.(Reducer)
	s.pruner, _ = pos.(Pruner)
	s.orderer, _ = pos.(DepthOrderer)
	s.quiescer, _ = pos.(Quiescer)
	s.horizonS = nil
	if s.extender == nil && s.reducer == nil && s.pruner == nil {
		// the game's loop knows nothing of these
		s.horizonS, _ = pos.(HorizonSearcher)
	}
	o, ok := pos.(Oscillator)
	s.oscillates = ok && o.Oscillates()
	s.tree = nil
	if ts, ok := pos.(TreeSearcher); ok && ts.OwnTree() {
		s.tree, s.treeH = ts, Tree{s}
		s.resolver, s.extender, s.cutter, s.reducer = nil, nil, nil, nil
		s.pruner, s.orderer, s.quiescer, s.horizonS = nil, nil, nil, nil
	}
}

// abandon resets the per-search state after a search that did not return
// (it panicked), so that the next search starts clean; the table and the
// history, whose entries are only ever written whole, stay.
func (s *Searcher) abandon() {
	s.roots, s.multi = nil, 1
	s.prevBest, s.better = NoMove, NoMove
	s.bind(nil)
	s.horizon = false
	s.extDepth = 0
	clear(s.extUsed[:])
	clear(s.killers[:])
	clear(s.pvLen[:])
}

// reporter wraps info (which may be nil) into the report function of a
// search: it fills in the counters and hands over a PV of its own.
func (s *Searcher) reporter(info func(Info), start time.Time) func(Info) {
	return func(in Info) {
		if info == nil {
			return
		}
		in.Nodes = s.c.Nodes() + s.helperNodes()
		in.Elapsed = time.Since(start)
		in.NPS = nps(in.Nodes, in.Elapsed)
		in.PV = slices.Clone(in.PV)
		info(in)
	}
}

// finish stamps r with the search's node count and time.
func (s *Searcher) finish(r Result, start time.Time) Result {
	r.Nodes = s.c.Nodes() + s.helperNodes()
	r.Elapsed = time.Since(start)
	return r
}

// gameOver is the result at a root without moves: a RootSolver's if it
// has one, else the game's outcome.
func (s *Searcher) gameOver(pos Position, lim Limits, report func(Info)) Result {
	if rs, ok := pos.(RootSolver); ok {
		if r, ok := rs.SolveRoot(s.c, lim, report); ok {
			return r
		}
	}
	sc, _ := pos.Outcome(0)
	return Result{Move: NoMove, Score: sc, Exact: true}
}

// solveRoot runs a short prelude search over roots and then the game's
// root solver. settled is true when the search is over: the solver settled
// the root (its result), or the search was stopped (the prelude's result,
// marked Stopped).
func (s *Searcher) solveRoot(rs RootSolver, pos Position, roots []rootMove, lim Limits, start time.Time, report func(Info)) (r Result, settled bool) {
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
		prelude = staticResult(roots)
	}
	// A win/loss/draw solve that finds every move losing knows no margin:
	// its move is any losing one, and the search goes on to pick the one
	// that loses least.
	if r, ok := rs.SolveRoot(s.c, lim, report); ok && !(r.WLD && !r.Exact && r.Score < 0) {
		return r, true
	}
	if s.c.Stopped() {
		prelude.Stopped = true
		return prelude, true
	}
	return Result{}, false
}

// maxDepth is the deepest iteration lim allows.
func maxDepth(lim Limits) int {
	if lim.Depth <= 0 || lim.Depth >= MaxPly-1 {
		return MaxPly - 2
	}
	return lim.Depth
}

// softDeadline is the moment after which no iteration starts (zero: none).
func softDeadline(lim Limits, start time.Time) time.Time {
	switch {
	case lim.LastStart > 0:
		return start.Add(lim.LastStart)
	case lim.Soft > 0:
		return start.Add(lim.Soft)
	}
	return time.Time{}
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

// staticResult is the result before any iteration: the first of roots
// (NoMove if there is none), unsearched.
func staticResult(roots []rootMove) Result {
	if len(roots) == 0 {
		return Result{Move: NoMove}
	}
	return Result{Move: roots[0].move, PV: []Move{roots[0].move}}
}

// follow makes roots, searched for multi lines, the search's standing,
// before any iteration.
func (s *Searcher) follow(roots []rootMove, multi int) {
	s.roots, s.multi, s.last = roots, multi, staticResult(roots)
	s.better = NoMove
	s.parityDone = [2]bool{}
}

// bestSoFar is the result the search stands by now, marked Stopped: the
// last completed iteration's, unless the iteration under way (single-PV)
// has already proven a root move better than that iteration's best move,
// which is then played. It only reads the standing fields, which are never
// left half-written, so it may be called after a panic in the search.
func (s *Searcher) bestSoFar() Result {
	res := s.last
	res.Stopped = true
	i := slices.IndexFunc(s.roots, func(r rootMove) bool { return r.move == s.better })
	if i >= 0 && s.multi == 1 {
		// the interrupted iteration already refuted the old best move
		// with a better one: play that one
		b := s.roots[i]
		res.Move, res.Score, res.PV = b.move, b.score, slices.Clone(b.pv)
		res.Lines = []Line{{Score: res.Score, PV: slices.Clone(res.PV)}}
	}
	return res
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
	stepFrom := 0
	if ps, ok := pos.(ParityStepper); ok {
		stepFrom = ps.ParityStepFrom()
	}
	s.follow(roots, multi)
	for depth := 1; depth <= maxDepth; depth = nextDepth(depth, maxDepth, stepFrom) {
		s.depthNow.Store(int32(depth))
		if !s.iterate(pos, roots, multi, depth, delta, report) {
			return s.bestSoFar()
		}
		s.last = iterationResult(roots, multi, depth, !s.horizon)
		best := roots[0]
		if multi == 1 {
			report(Info{Depth: depth, Score: best.score, Bound: BoundExact, PV: best.pv, MultiPV: 1, Exact: s.last.Exact})
		}
		if s.last.Exact {
			break // the whole game tree was searched
		}
		if proven(best.score, depth, len(roots)) {
			s.last.Exact = true
			break
		}
		if !timeForMore(lim, soft, depth, len(roots), multi) {
			break
		}
	}
	return s.last
}

// nextDepth is the iteration after one of depth d: d+1, or d+2 from
// stepFrom on (stepFrom > 0), never past maxDepth unless d is maxDepth
// itself (which ends the deepening).
func nextDepth(d, maxDepth, stepFrom int) int {
	if stepFrom <= 0 || d < stepFrom {
		return d + 1
	}
	return max(min(d+2, maxDepth), d+1)
}

// iterate runs the iteration of depth over roots: a root pass for each of
// the multi lines asked (with an aspiration window from depth 4 in
// single-PV mode), which leaves the lines best first at the front of
// roots. It returns false when the search was stopped.
func (s *Searcher) iterate(pos Position, roots []rootMove, multi, depth int, delta Score, report func(Info)) bool {
	s.horizon = false
	s.prevBest, s.better = roots[0].move, NoMove
	for k := 0; k < multi; k++ {
		var ok bool
		if k == 0 && depth >= 4 && multi == 1 {
			centre := roots[0].score
			if s.oscillates && s.parityDone[depth&1] {
				centre = s.parityScore[depth&1]
			}
			_, ok = s.aspiration(pos, roots, depth, centre, delta, report)
		} else {
			_, ok = s.searchRoot(pos, roots[k:], depth, -Infinity, Infinity)
		}
		if !ok {
			return false
		}
		if multi > 1 {
			report(Info{Depth: depth, Score: roots[k].score, Bound: BoundExact,
				PV: roots[k].pv, MultiPV: k + 1, Exact: !s.horizon})
		}
	}
	if multi > 1 {
		slices.SortStableFunc(roots[:multi], func(a, b rootMove) int { return cmpScore(b.score, a.score) })
	}
	s.better = NoMove // the iteration is over: roots[0] is its best
	s.parityScore[depth&1], s.parityDone[depth&1] = roots[0].score, true
	return true
}

// iterationResult is the result of a completed iteration of depth over
// roots, with its multi lines; exact says it never reached a horizon.
func iterationResult(roots []rootMove, multi, depth int, exact bool) Result {
	best := roots[0]
	res := Result{Move: best.move, Score: best.score, Depth: depth, PV: slices.Clone(best.pv), Exact: exact}
	for k := 0; k < multi; k++ {
		res.Lines = append(res.Lines, Line{Score: roots[k].score, PV: slices.Clone(roots[k].pv)})
	}
	return res
}

// proven reports whether the best root score sc of an iteration of depth
// is a proven result: a win or loss within the depth searched, or any win
// or loss when there is a single root move.
func proven(sc Score, depth, nroots int) bool {
	if sc < WinThreshold && sc > -WinThreshold {
		return false
	}
	return depth >= int(Win-abs(sc))+1 || nroots == 1
}

// timeForMore reports whether another iteration should start after one of
// depth: not past soft, and not for a forced move on a clock.
func timeForMore(lim Limits, soft time.Time, depth, nroots, multi int) bool {
	if !soft.IsZero() && !time.Now().Before(soft) {
		return false
	}
	if nroots == 1 && multi == 1 && (lim.Soft > 0 || lim.Hard > 0) && depth >= 2 {
		return false // a forced move: no need to think on a clock
	}
	return true
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
		s.rootIndex = i
		sc := s.searchChild(pos, m, depth, 0, alpha, beta, i == 0, true, 0)
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
	s.tt.Store(pos.Hash(), 0, depth, best, BoundOf(best, origAlpha, beta), roots[0].move)
	return best, true
}

// BoundOf is the bound of a fail-soft score best searched with the window
// (alpha, beta).
func BoundOf(best, alpha, beta Score) Bound {
	switch {
	case best <= alpha:
		return BoundUpper
	case best >= beta:
		return BoundLower
	}
	return BoundExact
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

// pvs is the fail-soft principal-variation search below the root. A node
// is settled, in turn, by the end of the game, the ply limit, the table,
// the game's Resolver or the horizon; otherwise its moves are searched
// and the outcome is stored.
func (s *Searcher) pvs(pos Position, depth, ply int, alpha, beta Score, pvNode bool) Score {
	if s.tree != nil {
		return s.tree.SearchTree(&s.treeH, depth, ply, alpha, beta, pvNode)
	}
	s.pvLen[ply] = ply
	if s.c.Tick() {
		return 0
	}
	if sc, over := pos.Outcome(ply); over {
		return sc
	}
	if ply >= MaxPly-2 {
		return s.leaf(pos)
	}
	key := pos.Hash()
	ttMove := NoMove
	if depth > 0 {
		// a node at the horizon is not looked up: nothing is stored
		// there (it is evaluated, not searched), and the lookup is a
		// cache miss that took a third of Othello's midgame search for
		// the few hits of deeper nodes' entries (without it: 5 % more
		// nodes at depth 13, 15-25 % less time).
		m, sc, cut := s.probe(key, depth, ply, alpha, beta, pvNode)
		if cut {
			return sc
		}
		ttMove = m
	}
	if s.resolver != nil {
		if sc, settled := s.resolve(key, depth, ply, alpha, beta); settled {
			return sc
		}
	}
	if depth <= 0 {
		if s.quiescer != nil {
			s.horizon = true
			return s.quiescer.Quiesce(s.c, ply, alpha, beta)
		}
		return s.leaf(pos)
	}
	if s.cutter != nil && !pvNode {
		if sc, cut := s.probCut(pos, depth, ply, alpha, beta); cut {
			return sc
		}
	}
	moves := pos.GenMoves(s.moves[ply][:0])
	if len(moves) == 0 {
		return s.leaf(pos)
	}
	if depth == 1 && !pvNode && s.horizonS != nil {
		// the game searches the node: the same order, values and
		// node count as searchMoves would give, its children counted
		// here (polled at the next node), the cutoff rewarded and the
		// node stored as below
		s.orderMoves(pos, moves, depth, ply, ttMove)
		if best, bm, n, final, ok := s.horizonS.SearchHorizon(moves, s.keys[ply][:len(moves)], alpha, beta); ok {
			s.c.CountN(n)
			if best > alpha {
				s.pvLen[ply+1] = ply + 1
				s.updatePV(ply, bm)
				if best >= beta {
					s.rewardCutoff(ply, bm, depth, ttMove)
				}
			}
			outer := s.horizon
			s.horizon = !final
			s.store(key, depth, ply, best, BoundOf(best, alpha, beta), bm, outer)
			return best
		}
	}
	// track whether this subtree reaches the horizon: if not, its value
	// holds at any depth and is stored so.
	outerHorizon := s.horizon
	s.horizon = false
	s.orderMoves(pos, moves, depth, ply, ttMove)
	best, bestMove, ok := s.searchMoves(pos, moves, depth, ply, alpha, beta, pvNode, ttMove)
	if !ok {
		return 0
	}
	s.store(key, depth, ply, best, BoundOf(best, alpha, beta), bestMove, outerHorizon)
	return best
}

// probCut tries the game's Multi-ProbCut at a null-window node: a shallow
// search against the score that predicts a fail high (then a fail low)
// of the deep search with the cut's confidence, each only if the static
// evaluation passes the cut's Gate. cut is true when one of
// them succeeded (sc is then beta or alpha) or the search was stopped. A
// cut is a horizon; a failed try leaves the horizon flag as it was.
func (s *Searcher) probCut(pos Position, depth, ply int, alpha, beta Score) (sc Score, cut bool) {
	pc, ok := s.cutter.ProbCut(depth)
	if !ok || pc.Shallow >= depth || pc.A <= 0 || abs(alpha) >= WinThreshold/2 || abs(beta) >= WinThreshold/2 {
		return 0, false
	}
	if pc.Shallow == 0 {
		return s.evalCut(pos, pc, alpha, beta)
	}
	horizon := s.horizon
	ev := Score(0)
	if pc.Gate > 0 {
		ev = pos.Evaluate()
	}
	if hi := pc.High(beta); hi < WinThreshold/2 && (pc.Gate <= 0 || ev >= hi-pc.Gate) {
		if v := s.pvs(pos, pc.Shallow, ply, hi-1, hi, false); s.c.Stopped() || v >= hi {
			s.horizon = true
			return beta, true
		}
	}
	if lo := pc.Low(alpha); lo > -WinThreshold/2 && (pc.Gate <= 0 || ev <= lo+pc.Gate) {
		if v := s.pvs(pos, pc.Shallow, ply, lo, lo+1, false); s.c.Stopped() || v <= lo {
			s.horizon = true
			return alpha, true
		}
	}
	s.horizon = horizon
	s.pvLen[ply] = ply
	return 0, false
}

// evalCut is probCut with the static evaluation for the shallow search
// (pc.Shallow 0): one evaluation decides both tries, and no node is
// searched for them.
func (s *Searcher) evalCut(pos Position, pc ProbCut, alpha, beta Score) (sc Score, cut bool) {
	ev := pos.Evaluate()
	if hi := pc.High(beta); hi < WinThreshold/2 && ev >= hi {
		s.horizon = true
		return beta, true
	}
	if lo := pc.Low(alpha); lo > -WinThreshold/2 && ev <= lo {
		s.horizon = true
		return alpha, true
	}
	return 0, false
}

// leaf evaluates pos statically: the line has reached a horizon.
func (s *Searcher) leaf(pos Position) Score {
	s.horizon = true
	return pos.Evaluate()
}

// probe looks the node up in the table. It returns the table's move
// (NoMove: none) and, when the entry decides the node (deep enough, its
// bound beyond the window, and not a PV node), its score with cut set.
func (s *Searcher) probe(key uint64, depth, ply int, alpha, beta Score, pvNode bool) (ttMove Move, sc Score, cut bool) {
	h, ok := s.tt.Probe(key, ply)
	if !ok {
		return NoMove, 0, false
	}
	if pvNode || h.Depth < depth {
		return h.Move, 0, false
	}
	if h.Cuts(alpha, beta) {
		if h.Depth < resolvedDepth {
			s.horizon = true
		}
		return h.Move, h.Score, true
	}
	return h.Move, 0, false
}

// resolve asks the game's Resolver to settle the node. settled is true
// when the node needs no search: the Resolver settled it (its score, now
// stored) or the search was stopped (score 0).
func (s *Searcher) resolve(key uint64, depth, ply int, alpha, beta Score) (sc Score, settled bool) {
	sc, b, ok := s.resolver.Resolve(s.c, ply, depth, alpha, beta)
	if s.c.Stopped() {
		return 0, true
	}
	if !ok {
		return 0, false
	}
	s.tt.Store(key, ply, resolvedDepth, sc, b, NoMove)
	return sc, true
}

// orderMoves fills s.keys[ply] with the ordering keys of the moves of a
// node with depth plies left: the game's static keys (for that depth, if
// it is a DepthOrderer), the table's move above all, then the two killers
// of ply, plus the history bonus.
func (s *Searcher) orderMoves(pos Position, moves []Move, depth, ply int, ttMove Move) {
	keys := s.keys[ply][:len(moves)]
	if s.orderer != nil {
		s.orderer.OrderKeysAt(moves, keys, depth)
	} else {
		pos.OrderKeys(moves, keys)
	}
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
}

// searchMoves searches the moves of the node at ply in the order of their
// keys, with the window (alpha, beta), until one fails high. It returns
// the best score and move; ok is false when the search was stopped.
func (s *Searcher) searchMoves(pos Position, moves []Move, depth, ply int, alpha, beta Score, pvNode bool, ttMove Move) (best Score, bestMove Move, ok bool) {
	keys := s.keys[ply][:len(moves)]
	best, bestMove = -Infinity, NoMove
	for i := range moves {
		m := PickMove(moves, keys, i)
		r := 0
		if i > 0 && m != ttMove && m != s.killers[ply][0] && m != s.killers[ply][1] {
			if s.pruner != nil && !pvNode && best > -WinThreshold && s.pruner.Prune(m, depth, i, alpha) {
				s.horizon = true
				continue
			}
			if s.reducer != nil {
				r = s.reducer.Reduction(m, depth, i, pvNode)
			}
		}
		sc := s.searchChild(pos, m, depth, ply, alpha, beta, i == 0, pvNode, r)
		if s.c.Stopped() {
			return 0, NoMove, false
		}
		if sc <= best {
			continue
		}
		best, bestMove = sc, m
		if sc <= alpha {
			continue
		}
		alpha = sc
		s.updatePV(ply, m)
		if sc >= beta {
			s.rewardCutoff(ply, m, depth, ttMove)
			break
		}
	}
	return best, bestMove, true
}

// PickMove moves the move with the highest key among moves[i:] to i, the
// first of equal keys (a step of selection sort, since a cutoff often
// spares sorting the rest), and returns it: the order in which the search
// tries a node's moves, which a HorizonSearcher follows.
func PickMove(moves []Move, keys []int32, i int) Move {
	j := i
	for k := i + 1; k < len(moves); k++ {
		if keys[k] > keys[j] {
			j = k
		}
	}
	moves[i], moves[j] = moves[j], moves[i]
	keys[i], keys[j] = keys[j], keys[i]
	return moves[i]
}

// searchChild makes m at ply, searches the child at ply+1 to depth-1 (plus
// its extension) and takes m back; the score is for the side to move at
// ply. The first move gets the full window (and is a PV node if pvNode);
// the others a null window, then the full window again if they fail high
// inside it. A move reduced by r > 0 plies (and not extended) is first
// searched r plies shallower with the null window, and to the full depth
// only if it beats alpha there.
func (s *Searcher) searchChild(pos Position, m Move, depth, ply int, alpha, beta Score, first, pvNode bool, r int) Score {
	pos.Make(m)
	d := depth - 1
	ext := 0
	if s.extender != nil {
		ext = s.extend(ply)
		d += ext
	}
	var sc Score
	if first {
		sc = -s.pvs(pos, d, ply+1, -beta, -alpha, pvNode)
	} else {
		reduced := false
		if r > 0 && ext == 0 {
			if r > d-1 {
				r = d - 1
			}
			if r > 0 {
				sc = -s.pvs(pos, d-r, ply+1, -alpha-1, -alpha, false)
				reduced = true
			}
		}
		if !reduced || (sc > alpha && !s.c.Stopped()) {
			sc = -s.pvs(pos, d, ply+1, -alpha-1, -alpha, false)
		}
		if sc > alpha && sc < beta && !s.c.Stopped() {
			sc = -s.pvs(pos, d, ply+1, -beta, -alpha, true)
		}
	}
	pos.Unmake(m)
	return sc
}

// updatePV makes m, followed by the child's PV, the PV of the node at ply.
func (s *Searcher) updatePV(ply int, m Move) {
	s.pv[ply][ply] = m
	n := copy(s.pv[ply][ply+1:], s.pv[ply+1][ply+1:s.pvLen[ply+1]])
	s.pvLen[ply] = ply + 1 + n
}

// rewardCutoff credits m, which failed high at ply with depth left: it
// becomes the first killer of ply (unless it is the table's move or that
// killer already) and its history grows by depth², all histories halved
// when one gets too large.
func (s *Searcher) rewardCutoff(ply int, m Move, depth int, ttMove Move) {
	if k0 := s.killers[ply][0]; m != ttMove && m != k0 {
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
}

// store records the searched node in the table. A subtree that never
// reached a horizon is stored as resolved (its value holds at any depth);
// the horizon flag then goes back to what it was above the node, or'ed
// with this subtree's.
func (s *Searcher) store(key uint64, depth, ply int, best Score, b Bound, bestMove Move, outerHorizon bool) {
	storeDepth := depth
	if !s.horizon {
		storeDepth = resolvedDepth
	}
	s.horizon = s.horizon || outerHorizon
	s.tt.Store(key, ply, storeDepth, best, b, bestMove)
}
