// Package mcts is Sente's Monte Carlo tree search: a game-independent
// PUCT search over engine.Position that the engine facade runs in place of
// alpha-beta (engine.Engine.SetStrategy, `--search mcts`).
//
// Each simulation descends the tree from the root by the PUCT rule
// (Q + c·P·√N/(1+n), the priors P from the game's Priorer), adds one node
// and values it: a proven result when the game is over there (Outcome) or
// the game's Resolver settles it, else the leaf value, a mix of the
// evaluation through a logistic (Valuer) and random playouts (Playouter)
// in the proportion the game chose (PlayoutWeighter). The value is backed
// up along the path. Proven results are propagated too (MCTS-Solver): a
// node with a child lost for the opponent is won, a node whose children
// are all proven takes the best of them. The move played is the most
// visited one, or a proven win.
//
// Before the tree, the game's RootSolver runs as it does for alpha-beta
// (Gomoku: immediate wins, forced blocks, VCF and VCT, the defences
// against the opponent's threats; Othello: the exact endgame solve), so a
// win in one or a forced block is never missed.
//
// The search honours the engine's limits: node budget, soft and hard
// times, the stop flag (polled every simulation) and a depth (see
// Params.DepthSims); it reports progress through the engine.Info
// callback (visits, win rate, the most visited line), and with the same
// Params.Seed and a node limit it searches the same tree every time. It
// runs on one thread.
package mcts

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"sync/atomic"
	"time"

	"sente/engine"
)

// Params are the search's settings. DefaultParams gives the measured
// values.
type Params struct {
	// Exploration is the PUCT constant c.
	Exploration float64
	// FPU is the first-play urgency reduction: an unvisited child is
	// valued at its parent's value minus FPU.
	FPU float64
	// PlayoutWeight is the share of random playouts in a leaf's value
	// (0: the evaluation alone, 1: playouts alone); negative: the game's
	// choice (PlayoutWeighter, else 0).
	PlayoutWeight float64
	// Seed seeds the playouts' random numbers; every search starts from
	// it, so that one search under a node limit is reproducible.
	Seed uint64
	// MemoryMiB bounds the tree. When it is full the search goes on
	// without adding nodes. Engine.ResizeHash sets it to the table size
	// (SetMemory), at least MinMemoryMiB.
	MemoryMiB int
	// DepthSims sets the simulation budget of a search with a depth
	// limit (a level such as easy or hard): DepthSims·2^(depth-1), the
	// tree also being cut at that depth (other limits still apply).
	DepthSims int
	// ResolveDepth is the depth passed to the game's Resolver when a node
	// is first visited (Othello solves win/loss/draw there from
	// ResolveDepth+4 empties, 6 at least; Gomoku takes no depth);
	// negative: the Resolver is not asked.
	ResolveDepth int
	// ReportEvery is the longest time between two progress reports; the
	// search also reports at every power of two simulations from 256.
	ReportEvery time.Duration
}

// DefaultParams returns the settings measured best (see docs/mcts.md).
//
// Measured in engine-against-engine games in-process (80 games each,
// both colours of each built-in opening; Gomoku freestyle at 100k nodes
// a move, Othello at 300k): Exploration 0.7 and 3 scored -30 and -39 Elo
// against 1.5 in Gomoku, 0.8, 2.5 and 3 scored -152, -61 and -84 in
// Othello; FPU 0 and 0.5 scored -30 and +4 in Gomoku, 0 scored -98 in
// Othello; ResolveDepth 4 scored +80 against 0 in Othello at 100 ms a
// move (Gomoku's resolver takes no depth; not asking it at all scored
// +17, within the noise, and it is kept for the proofs).
func DefaultParams() Params {
	return Params{
		Exploration:   1.5,
		FPU:           0.2,
		PlayoutWeight: -1,
		Seed:          1,
		MemoryMiB:     128,
		DepthSims:     1000,
		ResolveDepth:  4,
		ReportEvery:   time.Second,
	}
}

// MinMemoryMiB is the smallest tree SetMemory allows.
const MinMemoryMiB = 16

// maxDepthShift caps the doubling of DepthSims with the depth.
const maxDepthShift = 16

// node states, for the side to move at the node.
const (
	open uint8 = iota
	won
	lost
	drawn
)

// node is one position of the tree. w and n count the results of the
// side that moved into it; the state and score of a proven node are for
// the side to move at it.
type node struct {
	w     float64
	n     uint32
	first int32 // index of the first child; -1 while not expanded
	move  engine.Move
	prior float32
	score engine.Score
	kids  uint16
	state uint8
}

// nodeBytes is the size of a node, for the memory bound.
const nodeBytes = 32

// Search is a Monte Carlo tree search; it implements engine.Strategy. One
// goroutine uses it at a time (the engine facade runs one search at a
// time). Its tree is made afresh for each search and its memory kept for
// the next.
type Search struct {
	prm   Params
	nodes []node

	// per search
	c         *engine.Control
	pos       engine.Position
	rng       *rand.Rand
	start     time.Time
	maxNodes  int
	maxDepth  int
	weight    float64
	scale     float64
	playouter Playouter
	priorer   Priorer
	resolver  engine.Resolver
	sims      uint64

	path   []int32
	made   []engine.Move
	buf    []engine.Move
	priors []float64
}

var _ engine.Strategy = (*Search)(nil)
var _ engine.MemorySizer = (*Search)(nil)

// New returns a search with the settings prm.
func New(prm Params) *Search {
	return &Search{
		prm:    prm,
		buf:    make([]engine.Move, 0, engine.MaxMoves),
		priors: make([]float64, engine.MaxMoves),
	}
}

// Params returns the search's settings.
func (s *Search) Params() Params { return s.prm }

// SetMemory bounds the tree to mib MiB (at least MinMemoryMiB); the
// engine facade calls it with its table size. Between searches only.
func (s *Search) SetMemory(mib int) {
	s.prm.MemoryMiB = max(mib, MinMemoryMiB)
	if cap(s.nodes) != s.prm.MemoryMiB<<20/nodeBytes {
		s.nodes = nil
	}
}

// Search runs one search of pos under lim (see engine.Strategy). pos
// belongs to the search until it returns; it is left as it was, unless
// the game's code panicked (the result then has Panic set).
func (s *Search) Search(pos engine.Position, lim engine.Limits, stop *atomic.Bool, start time.Time, info func(engine.Info)) (res engine.Result) {
	s.c = engine.NewControl(stop, lim.Nodes)
	if lim.Hard > 0 {
		s.c.Deadline(lim.Hard - time.Since(start))
	}
	defer s.c.Release()
	s.pos, s.start = pos, start
	s.nodes = s.nodes[:0]
	defer func() {
		if v := recover(); v != nil {
			res = engine.Result{Move: engine.NoMove, Stopped: true}
			if s.expanded() {
				res = s.result(lim, true)
			}
			res.Panic = fmt.Sprintf("panic: %v\n\n%s", v, debug.Stack())
			res = s.finish(res)
		}
		s.pos = nil
	}()
	report := s.reporter(info)

	moves := pos.GenMoves(s.buf[:0])
	if len(moves) == 0 {
		return s.finish(s.gameOver(lim, report))
	}
	if rs, ok := pos.(engine.RootSolver); ok {
		if r, ok := rs.SolveRoot(s.c, lim, report); ok {
			return s.finish(r)
		}
		if s.c.Stopped() {
			r := s.staticResult(lim)
			r.Stopped = true
			return s.finish(r)
		}
	}
	s.prepare(lim)
	if !s.expandRoot(lim) {
		return s.finish(s.staticResult(lim))
	}
	s.run(lim, report)
	r := s.result(lim, s.c.Stopped())
	s.reportLines(lim, report)
	return s.finish(r)
}

// prepare sets up the per-search state: the game's interfaces, the leaf
// value's mix, the memory and depth bounds and the random numbers.
func (s *Search) prepare(lim engine.Limits) {
	pos := s.pos
	s.playouter, _ = pos.(Playouter)
	s.priorer, _ = pos.(Priorer)
	s.resolver, _ = pos.(engine.Resolver)
	if s.prm.ResolveDepth < 0 {
		s.resolver = nil
	}
	s.scale = DefaultValueScale
	if v, ok := pos.(Valuer); ok && v.ValueScale() > 0 {
		s.scale = v.ValueScale()
	}
	s.weight = s.prm.PlayoutWeight
	if s.weight < 0 {
		s.weight = 0
		if pw, ok := pos.(PlayoutWeighter); ok {
			s.weight = pw.PlayoutWeight()
		}
	}
	if s.playouter == nil {
		s.weight = 0
	}
	s.weight = min(max(s.weight, 0), 1)
	s.maxNodes = max(s.prm.MemoryMiB, 1) << 20 / nodeBytes
	if cap(s.nodes) != s.maxNodes {
		// the whole tree at once, so that it never grows by copying (the
		// pages are only touched as the tree fills them)
		s.nodes = make([]node, 0, s.maxNodes)
	}
	s.maxDepth = engine.MaxPly - 2
	if lim.Depth > 0 {
		s.maxDepth = min(lim.Depth, s.maxDepth)
	}
	s.rng = rand.New(rand.NewPCG(s.prm.Seed, 0x6d637473))
	s.sims = 0
}

// expandRoot makes the root and its children (the root moves not
// excluded by lim). It returns false when no move is left.
func (s *Search) expandRoot(lim engine.Limits) bool {
	s.nodes = append(s.nodes, node{first: -1, move: engine.NoMove})
	if !s.expand(0, 0) {
		return false
	}
	if len(lim.Exclude) > 0 {
		r := &s.nodes[0]
		kids := s.nodes[r.first : r.first+int32(r.kids)]
		k := 0
		for _, ch := range kids {
			if !slices.Contains(lim.Exclude, ch.move) {
				kids[k] = ch
				k++
			}
		}
		r.kids = uint16(k)
		s.nodes = s.nodes[:int(r.first)+k]
	}
	return s.nodes[0].kids > 0
}

// stopTime is when the search stops on a clock (zero: no clock). With a
// fixed time per move (a last start beyond the soft deadline, see
// engine.Clock.LastStart) time not used is lost: the search runs to
// within a twentieth of the hard deadline. On a game clock it stops at
// the target time, twice the soft deadline, within the hard one.
func stopTime(lim engine.Limits, start time.Time) time.Time {
	var d time.Duration
	switch {
	case lim.LastStart > lim.Soft && lim.Hard > 0:
		d = lim.Hard - lim.Hard/20
	case lim.Soft > 0:
		d = 2 * lim.Soft
		if lim.Hard > 0 {
			d = min(d, lim.Hard)
		}
	case lim.Hard > 0:
		d = lim.Hard
	default:
		return time.Time{}
	}
	return start.Add(d)
}

// run simulates until a limit, a proven root or a decided choice.
func (s *Search) run(lim engine.Limits, report func(engine.Info)) {
	until := stopTime(lim, s.start)
	var simLimit uint64
	if lim.Depth > 0 {
		simLimit = uint64(max(s.prm.DepthSims, 1)) << min(lim.Depth-1, maxDepthShift)
	}
	nextReport := uint64(256)
	lastReport := time.Now()
	for {
		if s.c.Tick() {
			return
		}
		if !s.simulate() {
			return
		}
		s.sims++
		if s.nodes[0].state != open {
			return
		}
		if simLimit > 0 && s.sims >= simLimit {
			return
		}
		if s.sims&63 == 0 && !until.IsZero() {
			now := time.Now()
			if !now.Before(until) || s.decided(until, now) {
				return
			}
		}
		if s.sims >= nextReport || (s.sims&255 == 0 && time.Since(lastReport) >= s.prm.ReportEvery) {
			if s.sims >= nextReport {
				nextReport *= 2
			}
			lastReport = time.Now()
			s.reportLines(lim, report)
		}
	}
}

// decided reports whether the most visited root move can no longer be
// overtaken before until at the present rate (or is the only one).
func (s *Search) decided(until, now time.Time) bool {
	r := &s.nodes[0]
	if r.kids == 1 {
		return true
	}
	var a, b uint32 // the two largest visit counts
	for i := r.first; i < r.first+int32(r.kids); i++ {
		n := s.nodes[i].n
		if n > a {
			a, b = n, a
		} else if n > b {
			b = n
		}
	}
	el := now.Sub(s.start).Seconds()
	if el <= 0 {
		return false
	}
	left := float64(s.sims) / el * until.Sub(now).Seconds()
	return float64(a-b) > left
}

// simulate runs one simulation: down the tree by PUCT, one node added and
// valued, the value backed up. It returns false when the search was
// stopped during it (nothing is backed up then).
func (s *Search) simulate() bool {
	s.path = append(s.path[:0], 0)
	s.made = s.made[:0]
	idx := int32(0)
	var v float64 // the result for the side to move at the last node
	ok := true
	for {
		nd := &s.nodes[idx]
		if nd.state != open {
			v = provenValue(nd.state)
			break
		}
		depth := len(s.made)
		if nd.n == 0 && idx != 0 {
			v, ok = s.evaluate(idx, depth)
			break
		}
		if nd.first < 0 && (depth >= s.maxDepth || !s.expand(idx, depth)) {
			if s.nodes[idx].state != open {
				v = provenValue(s.nodes[idx].state)
			} else {
				v = s.leafValue()
			}
			break
		}
		idx = s.selectChild(idx)
		m := s.nodes[idx].move
		s.pos.Make(m)
		s.made = append(s.made, m)
		s.path = append(s.path, idx)
	}
	for i := len(s.made) - 1; i >= 0; i-- {
		s.pos.Unmake(s.made[i])
	}
	s.c.CountN(uint64(len(s.made)))
	if !ok {
		return false
	}
	s.backup(v)
	return true
}

// provenValue is the result of a proven state for its side to move.
func provenValue(st uint8) float64 {
	switch st {
	case won:
		return 1
	case lost:
		return 0
	}
	return 0.5
}

// evaluate values the node idx (at depth, its position made) on its
// first visit: a proven result if the game is over or the Resolver
// settles it, else the leaf value. ok is false when the search was
// stopped meanwhile.
func (s *Search) evaluate(idx int32, depth int) (v float64, ok bool) {
	if sc, over := s.pos.Outcome(depth); over {
		s.prove(idx, sc, engine.BoundExact)
		return provenValue(s.nodes[idx].state), true
	}
	if s.resolver != nil {
		sc, b, settled := s.resolver.Resolve(s.c, depth, s.prm.ResolveDepth, -1, 1)
		if s.c.Stopped() {
			return 0, false
		}
		if settled && s.prove(idx, sc, b) {
			return provenValue(s.nodes[idx].state), true
		}
	}
	return s.leafValue(), true
}

// prove marks the node idx with the game's score sc (bound b, from a
// window (-1, 1) around a draw) when it decides the result, and reports
// whether it did.
func (s *Search) prove(idx int32, sc engine.Score, b engine.Bound) bool {
	nd := &s.nodes[idx]
	switch {
	case sc >= 1 && b&engine.BoundLower != 0:
		nd.state = won
	case sc <= -1 && b&engine.BoundUpper != 0:
		nd.state = lost
	case sc == 0 && b == engine.BoundExact:
		nd.state = drawn
	default:
		return false
	}
	nd.score = sc
	return true
}

// leafValue is the value of the position for the side to move: the
// logistic of the evaluation and the playouts, mixed by weight.
func (s *Search) leafValue() float64 {
	v := 0.0
	if s.weight < 1 {
		v = (1 - s.weight) * logistic(s.pos.Evaluate(), s.scale)
	}
	if s.weight > 0 {
		pv, plies := s.playouter.Playout(s.rng, s.buf[:0])
		s.c.CountN(uint64(plies))
		v += s.weight * min(max(pv, 0), 1)
	}
	return v
}

// expand adds the children of the node idx (at depth, its position made).
// It returns false when the node cannot be expanded: the tree is full, or
// the game has no move there (the node is then proven by its outcome).
func (s *Search) expand(idx int32, depth int) bool {
	moves := s.pos.GenMoves(s.buf[:0])
	if len(moves) == 0 {
		sc, _ := s.pos.Outcome(depth)
		s.prove(idx, sc, engine.BoundExact)
		return false
	}
	if len(s.nodes)+len(moves) > s.maxNodes || len(moves) > math.MaxUint16 {
		return false
	}
	pri := s.priors[:len(moves)]
	if s.priorer != nil {
		s.priorer.Priors(moves, pri)
	} else {
		for i := range pri {
			pri[i] = 1 / float64(len(moves))
		}
	}
	first := int32(len(s.nodes))
	for i, m := range moves {
		s.nodes = append(s.nodes, node{first: -1, move: m, prior: float32(pri[i])})
	}
	nd := &s.nodes[idx]
	nd.first, nd.kids = first, uint16(len(moves))
	return true
}

// selectChild picks the child of idx to descend into by PUCT: a child
// lost for its side to move (a win) at once, children won for theirs (a
// loss) last.
func (s *Search) selectChild(idx int32) int32 {
	p := &s.nodes[idx]
	sqrtN := math.Sqrt(float64(max(p.n, 1)))
	fpu := 0.5
	if p.n > 0 {
		fpu = 1 - p.w/float64(p.n)
	}
	fpu = max(fpu-s.prm.FPU, 0)
	best, bestU := p.first, math.Inf(-1)
	for i := p.first; i < p.first+int32(p.kids); i++ {
		ch := &s.nodes[i]
		var q float64
		switch {
		case ch.state == lost:
			return i
		case ch.state == won:
			q = -10
		case ch.state == drawn:
			q = 0.5
		case ch.n == 0:
			q = fpu
		default:
			q = ch.w / float64(ch.n)
		}
		u := q + s.prm.Exploration*float64(ch.prior)*sqrtN/float64(1+ch.n)
		if u > bestU {
			best, bestU = i, u
		}
	}
	return best
}

// backup adds the simulation's result v (for the side to move at the end
// of the path) to the nodes of the path, and propagates proofs upwards.
func (s *Search) backup(v float64) {
	for i := len(s.path) - 1; i >= 0; i-- {
		nd := &s.nodes[s.path[i]]
		nd.w += 1 - v
		nd.n++
		v = 1 - v
	}
	if s.nodes[s.path[len(s.path)-1]].state == open {
		return
	}
	for i := len(s.path) - 2; i >= 0; i-- {
		if !s.settle(s.path[i]) {
			break
		}
	}
}

// settle proves the open node idx from its children, if they decide it:
// one lost for its side to move (the best such), or all proven. It
// reports whether idx is proven now.
func (s *Search) settle(idx int32) bool {
	nd := &s.nodes[idx]
	if nd.state != open {
		return true
	}
	if nd.first < 0 {
		return false
	}
	all := true
	bestV, bestS := -1.0, -engine.Infinity
	winS := -engine.Infinity
	for i := nd.first; i < nd.first+int32(nd.kids); i++ {
		ch := &s.nodes[i]
		if ch.state == open {
			all = false
			continue
		}
		v := 1 - provenValue(ch.state)
		if ch.state == lost {
			winS = max(winS, -ch.score)
		}
		if v > bestV || (v == bestV && -ch.score > bestS) {
			bestV, bestS = v, -ch.score
		}
	}
	switch {
	case winS > -engine.Infinity:
		nd.state, nd.score = won, winS
	case all:
		nd.score = bestS
		switch bestV {
		case 1:
			nd.state = won
		case 0:
			nd.state = lost
		default:
			nd.state = drawn
		}
	default:
		return false
	}
	return true
}

// bestChild is the move to play from the node idx: a proven win (the
// best), else the most visited child not proven lost (ties: the better
// value, then the first), or -1 when idx has no children.
func (s *Search) bestChild(idx int32) int32 {
	nd := &s.nodes[idx]
	if nd.first < 0 || nd.kids == 0 {
		return -1
	}
	best := int32(-1)
	better := func(a, b *node) bool { // a is a better choice than b
		ra, rb := rank(a), rank(b)
		if ra != rb {
			return ra > rb
		}
		if a.state == lost && b.state == lost {
			return -a.score > -b.score
		}
		if a.n != b.n {
			return a.n > b.n
		}
		return q(a) > q(b)
	}
	for i := nd.first; i < nd.first+int32(nd.kids); i++ {
		if best < 0 || better(&s.nodes[i], &s.nodes[best]) {
			best = i
		}
	}
	return best
}

// rank orders children for the choice of the move: a proven win (the
// child lost for its side to move) first, proven losses last.
func rank(n *node) int {
	switch n.state {
	case lost:
		return 2
	case won:
		return 0
	}
	return 1
}

// q is the value of a child for the side that moved into it.
func q(n *node) float64 {
	switch n.state {
	case lost:
		return 1
	case won:
		return 0
	case drawn:
		return 0.5
	}
	if n.n == 0 {
		return 0.5
	}
	return n.w / float64(n.n)
}

// line is the most visited line from the child k of the root.
func (s *Search) line(k int32) []engine.Move {
	pv := []engine.Move{s.nodes[k].move}
	for idx := k; len(pv) < engine.MaxPly; {
		c := s.bestChild(idx)
		if c < 0 || (s.nodes[c].n == 0 && s.nodes[c].state == open) {
			break
		}
		pv = append(pv, s.nodes[c].move)
		idx = c
	}
	return pv
}

// childScore is the score of the root child k for the root's side to
// move: its proven score, or the logistic's inverse of its value.
func (s *Search) childScore(k int32) engine.Score {
	ch := &s.nodes[k]
	if ch.state != open {
		return -ch.score
	}
	return scoreOf(q(ch), s.scale)
}

// rootOrder lists the root's children best first (the order of
// bestChild).
func (s *Search) rootOrder() []int32 {
	r := &s.nodes[0]
	ks := make([]int32, 0, r.kids)
	for i := r.first; i < r.first+int32(r.kids); i++ {
		ks = append(ks, i)
	}
	slices.SortStableFunc(ks, func(a, b int32) int {
		na, nb := &s.nodes[a], &s.nodes[b]
		if c := cmp.Compare(rank(nb), rank(na)); c != 0 {
			return c
		}
		if na.state == lost && nb.state == lost {
			return cmp.Compare(na.score, nb.score)
		}
		if c := cmp.Compare(nb.n, na.n); c != 0 {
			return c
		}
		return cmp.Compare(q(nb), q(na))
	})
	return ks
}

// expanded reports whether the root has children.
func (s *Search) expanded() bool {
	return len(s.nodes) > 0 && s.nodes[0].first >= 0 && s.nodes[0].kids > 0
}

// result is the search's result now: the best root move with its line
// and value, and the lines asked by lim.MultiPV.
func (s *Search) result(lim engine.Limits, stopped bool) engine.Result {
	if !s.expanded() {
		r := s.staticResult(lim)
		r.Stopped = stopped
		return r
	}
	order := s.rootOrder()
	k := order[0]
	ch := &s.nodes[k]
	pv := s.line(k)
	proven := ch.state != open
	r := engine.Result{Move: ch.move, Score: s.childScore(k), Depth: len(pv), PV: pv,
		WLD: proven, Stopped: stopped, Visits: uint64(s.nodes[0].n), WinRate: q(ch)}
	multi := min(max(lim.MultiPV, 1), len(order))
	for _, c := range order[:multi] {
		r.Lines = append(r.Lines, engine.Line{Score: s.childScore(c), PV: s.line(c)})
	}
	return r
}

// staticResult is the result without a tree: the root move the game
// orders first (not excluded), unsearched.
func (s *Search) staticResult(lim engine.Limits) engine.Result {
	moves := s.pos.GenMoves(make([]engine.Move, 0, engine.MaxMoves))
	moves = slices.DeleteFunc(moves, func(m engine.Move) bool { return slices.Contains(lim.Exclude, m) })
	if len(moves) == 0 {
		return engine.Result{Move: engine.NoMove}
	}
	keys := make([]int32, len(moves))
	s.pos.OrderKeys(moves, keys)
	best := 0
	for i := range moves {
		if keys[i] > keys[best] {
			best = i
		}
	}
	m := moves[best]
	return engine.Result{Move: m, PV: []engine.Move{m}, Lines: []engine.Line{{PV: []engine.Move{m}}}}
}

// gameOver is the result at a root without moves: the RootSolver's if
// it has one, else the game's outcome.
func (s *Search) gameOver(lim engine.Limits, report func(engine.Info)) engine.Result {
	if rs, ok := s.pos.(engine.RootSolver); ok {
		if r, ok := rs.SolveRoot(s.c, lim, report); ok {
			return r
		}
	}
	sc, _ := s.pos.Outcome(0)
	return engine.Result{Move: engine.NoMove, Score: sc, Exact: true}
}

// finish stamps r with the node count and the time.
func (s *Search) finish(r engine.Result) engine.Result {
	r.Nodes = s.c.Nodes()
	r.Elapsed = time.Since(s.start)
	return r
}

// reporter wraps info (nil: no reports) to fill in the counters.
func (s *Search) reporter(info func(engine.Info)) func(engine.Info) {
	return func(in engine.Info) {
		if info == nil {
			return
		}
		in.Nodes = s.c.Nodes()
		in.Elapsed = time.Since(s.start)
		if sec := in.Elapsed.Seconds(); sec > 0 {
			in.NPS = uint64(float64(in.Nodes) / sec)
		}
		in.PV = slices.Clone(in.PV)
		info(in)
	}
}

// reportLines reports the search's standing: the best line, or the
// lines asked by lim.MultiPV, each with its visits and value.
func (s *Search) reportLines(lim engine.Limits, report func(engine.Info)) {
	order := s.rootOrder()
	multi := min(max(lim.MultiPV, 1), len(order))
	for i, k := range order[:multi] {
		pv := s.line(k)
		ch := &s.nodes[k]
		rank := 0
		if lim.MultiPV > 1 {
			rank = i + 1
		}
		report(engine.Info{Depth: len(pv), Score: s.childScore(k), Bound: engine.BoundExact, PV: pv,
			MultiPV: rank, WLD: ch.state != open, Visits: uint64(s.nodes[0].n), WinRate: q(ch)})
	}
}
