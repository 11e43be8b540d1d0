package gomoku

import (
	"slices"
	"time"

	"sente/engine"
)

// Solver budgets, in nodes.
const (
	rootVCFBudget    = 200000 // own VCF at the root
	rootThreatBudget = 60000  // the opponent's VCF at the root
	defenceBudget    = 20000  // re-checking the opponent's VCF after each defence
	rootVCFFours     = 40
	rootVCTBudget    = 150000 // own VCT at the root
	rootVCTDepth     = 12
	maxVCTDefences   = 40 // root moves re-checked against an opponent's VCT
	innerVCFFours    = 8
)

// solverRate is the threat solvers' node budget per second of soft time
// on a clock. The solvers run at several hundred thousand nodes per
// second, so one call takes at most a few percent of the soft time, and
// the whole root analysis stops at a third of it. At 20000 the checks of
// the defences against a VCT were too shallow: 3 of 5 positions from lost
// games defended at 1 s/move, 5 of 5 from 50000 up.
const solverRate = 100000.0

// Resolve settles inner nodes without searching them: an open four the
// opponent cannot answer with a four of its own wins in three plies, and a
// short VCF (small node budget) proves a win. Results are wins, returned
// only when they reach beta.
func (p *Position) Resolve(c *engine.Control, ply, depth int, alpha, beta engine.Score) (engine.Score, engine.Bound, bool) {
	if p.winner != Empty {
		return 0, engine.BoundNone, false
	}
	if ply <= p.prm.PVCheckMaxPly && beta-alpha > 1 && // checkPV keeps the odd plies
		beta < engine.Win-engine.Score(2*rootVCTDepth+ply+1) && p.checkPV(c) {
		return engine.Win - engine.Score(2*rootVCTDepth+ply+1), engine.BoundLower, true
	}
	me := colourIndex(p.toMove)
	op := me ^ 1
	if p.n5[op] > 0 || p.n4[me] == 0 {
		return 0, engine.BoundNone, false
	}
	if p.n5[me] > 0 {
		return engine.Win - engine.Score(ply+1), engine.BoundExact, true
	}
	if p.openFourWins(me) {
		return engine.Win - engine.Score(ply+3), engine.BoundExact, true
	}
	if p.prm.FourThreeReplies {
		if n := p.fourThreeWin(me); n > 0 {
			return engine.Win - engine.Score(ply+n), engine.BoundExact, true
		}
	}
	if p.noThreats || p.prm.InnerVCFBudget == 0 || ply > p.prm.InnerVCFMaxPly || beta > engine.Win-engine.Score(ply+5) {
		return 0, engine.BoundNone, false
	}
	line := p.vcfLine(c, innerVCFFours, p.prm.InnerVCFBudget)
	if line < 0 {
		return 0, engine.BoundNone, false
	}
	s := engine.Win - engine.Score(ply+line)
	if s < beta {
		return 0, engine.BoundNone, false
	}
	return s, engine.BoundLower, true
}

// vcfLine runs the VCF without building a move list and returns the
// length in plies of the line found, or -1.
func (p *Position) vcfLine(c *engine.Control, fours, budget int) int {
	st := p.vcfScratch()
	st.nodes, st.budget, st.aborted = 0, budget, false
	st.stack = st.stack[:0]
	st.line = st.line[:0]
	st.best = st.best[:0]
	if !p.vcfAttack(c, st, fours, -1) {
		return -1
	}
	return st.plies
}

// openFourWins reports whether colour index me, the side to move, wins in
// three plies with an open four: it has an open-four point it may play
// and the opponent has no four to answer with.
func (p *Position) openFourWins(me int) bool {
	return p.nF4[me] > 0 && p.n4[me^1] == 0 && p.hasLegalFlag(me, thrF4)
}

// hasLegalFlag reports whether colour index ci has a point with flag f that
// it may play (renju fouls excluded; ci must be the side to move).
func (p *Position) hasLegalFlag(ci int, f uint8) bool {
	for _, c32 := range p.cand {
		c := int(c32)
		if p.b.cells[c] == Empty && p.c[c].thr[ci]&f != 0 && p.legal(c) {
			return true
		}
	}
	return false
}

// SolveRoot settles the root when the threats decide it: an immediate
// five, a forced block, a VCF or VCT for the side to move. When the
// opponent threatens a VCF it keeps only the moves that defend (the points
// of the opponent's winning line and own fours, each re-checked),
// answering at once if a single one is left, else handing the defences to
// the search through GenMoves; likewise against a VCT (preferring the
// defences that leave the opponent no threat search at all). Whenever the
// opponent threatens, it also arms the check of the search's choice
// (pvcheck.go).
func (p *Position) SolveRoot(c *engine.Control, lim engine.Limits, info func(engine.Info)) (engine.Result, bool) {
	p.rootMoves = nil
	p.pvc.on = false
	if p.winner != Empty || p.stones >= p.b.w*p.b.h || p.ply != 0 {
		return engine.Result{}, false
	}
	rs := p.newRootSolve(c, lim, info)
	if r, ok, end := rs.five(); end {
		return r, ok
	}
	if r, ok, end := rs.blockFive(); end {
		return r, ok
	}
	if p.noThreats {
		return engine.Result{}, false
	}
	p.setPVCheck(lim, rs.budget)
	if r, ok, end := rs.ownVCF(); end {
		return r, ok
	}
	if r, ok, end := rs.ownVCT(); end {
		return r, ok
	}
	// The opponent's threats: does it have a VCF, or else a VCT, if we
	// pass? Then keep the moves after which it has none.
	defs, widen, ok := rs.vcfDefences()
	if !ok {
		return engine.Result{}, false
	}
	defs = rs.vctDefences(defs, widen)
	if c.Stopped() {
		return engine.Result{}, false
	}
	return rs.defend(defs)
}

// rootSolve is one run of SolveRoot: the search's control and limits, and
// what the threat analysis may spend of them. Its steps (five, blockFive,
// ownVCF, ownVCT) report whether SolveRoot ends there (end), and then
// with what (r, ok: SolveRoot's results).
type rootSolve struct {
	p        *Position
	c        *engine.Control
	lim      engine.Limits
	info     func(engine.Info)
	start    time.Time
	n0       uint64    // the control's nodes at the start
	until    time.Time // on a clock, the end of the analysis (zero: none)
	capNodes uint64    // under a node limit, the analysis's share (0: none)
	me, op   int       // colour indices of the side to move and the opponent
}

// newRootSolve starts a run of SolveRoot under the limits lim.
func (p *Position) newRootSolve(c *engine.Control, lim engine.Limits, info func(engine.Info)) *rootSolve {
	rs := &rootSolve{p: p, c: c, lim: lim, info: info, start: time.Now(), n0: c.Nodes()}
	// on a clock, the threat analysis takes at most about a third of the
	// soft time (the search needs the rest); the defence checks stop there
	switch {
	case lim.Soft > 0:
		rs.until = rs.start.Add(lim.Soft / 3)
	case lim.Hard > 0:
		rs.until = rs.start.Add(lim.Hard / 6)
	}
	// under a node limit, likewise at most 30% of the nodes
	if lim.Nodes > 0 {
		rs.capNodes = lim.Nodes * 3 / 10
	}
	rs.me = colourIndex(p.toMove)
	rs.op = rs.me ^ 1
	return rs
}

// late reports whether the analysis has used up its time or nodes.
func (rs *rootSolve) late() bool {
	return (!rs.until.IsZero() && time.Now().After(rs.until)) ||
		(rs.capNodes > 0 && rs.c.Nodes()-rs.n0 >= rs.capNodes)
}

// budget returns a solver's node budget b, cut to what is left of the
// analysis's nodes under a node limit, and on a clock to the soft time's
// share (solverRate).
func (rs *rootSolve) budget(b int) int {
	lim := rs.lim
	if rs.capNodes > 0 {
		left := int64(rs.capNodes) - int64(rs.c.Nodes()-rs.n0)
		if left < 100 {
			left = 100
		}
		b = int(min(int64(b), left))
	}
	if lim.Soft > 0 || lim.Hard > 0 {
		d := lim.Soft
		if d <= 0 {
			d = lim.Hard / 2
		}
		if t := int(d.Seconds() * solverRate); t < b {
			b = max(t, 500)
		}
	}
	return b
}

// settle ends SolveRoot with the move m: its score s, its line pv (nil:
// m alone) and whether s is proven. It leaves the root to the search
// (ok false) when m is excluded, or when several lines are asked for and
// s is not proven.
func (rs *rootSolve) settle(m engine.Move, s engine.Score, pv []engine.Move, proven bool) (r engine.Result, ok, end bool) {
	exact := proven && s != engine.Win-engine.Score(2*rootVCTDepth+1)
	if slices.Contains(rs.lim.Exclude, m) || (rs.lim.MultiPV > 1 && !proven) {
		return r, false, true // let the search list the lines
	}
	if len(pv) == 0 {
		pv = []engine.Move{m}
	}
	r = engine.Result{Move: m, Score: s, Depth: 1, Nodes: rs.c.Nodes() - rs.n0,
		Elapsed: time.Since(rs.start), PV: pv, Exact: exact, WLD: proven,
		Lines: []engine.Line{{Score: s, PV: pv}}}
	if rs.info != nil {
		rs.info(engine.Info{Depth: 1, Score: s, Bound: engine.BoundExact, Nodes: r.Nodes,
			Elapsed: r.Elapsed, PV: pv, Exact: exact, WLD: proven})
	}
	return r, true, true
}

// scoreAfter is the static score of the move m for the side to move.
func (p *Position) scoreAfter(m engine.Move) engine.Score {
	p.Make(m)
	s := -p.Evaluate()
	p.Unmake(m)
	return s
}

// five plays the side to move's five, if it has one (in caro also one
// along the board's edge, which the tables do not see).
func (rs *rootSolve) five() (r engine.Result, ok, end bool) {
	p := rs.p
	if p.n5[rs.me] > 0 {
		q := p.findFlag(rs.me, thr5, -1)
		return rs.settle(engine.Move(p.b.move(q)), engine.Win-1, nil, true)
	}
	// the tables take the board edge for an opponent stone, which hides
	// caro fives along the edge: check those exactly here.
	if p.caro {
		if q := p.exactFivePoint(p.toMove); q >= 0 {
			return rs.settle(engine.Move(p.b.move(q)), engine.Win-1, nil, true)
		}
	}
	return r, false, false
}

// blockFive answers the opponent's five point: the block, when it is the
// only one (two five points, or a block that is a renju foul, lose). When
// several moves block, the search chooses among them (GenMoves lists
// only those).
func (rs *rootSolve) blockFive() (r engine.Result, ok, end bool) {
	p, op := rs.p, rs.op
	if p.caro {
		if q := p.exactFivePoint(p.toMove.Opponent()); q >= 0 && p.n5[op] == 0 {
			m := engine.Move(p.b.move(q))
			return rs.settle(m, p.scoreAfter(m), nil, false)
		}
	}
	if p.n5[op] == 0 {
		return r, false, false
	}
	var buf [1024]engine.Move
	moves := p.GenMoves(buf[:0])
	if len(moves) == 0 {
		return r, false, true
	}
	if p.n5[op] >= 2 || p.c[p.b.cell(int(moves[0]))].thr[op]&thr5 == 0 {
		return rs.settle(moves[0], -(engine.Win - 2), nil, true)
	}
	if len(moves) == 1 {
		return rs.settle(moves[0], p.scoreAfter(moves[0]), nil, false)
	}
	return r, false, true
}

// ownVCF plays the side to move's VCF, if it finds one.
func (rs *rootSolve) ownVCF() (r engine.Result, ok, end bool) {
	p, c := rs.p, rs.c
	if pv := p.VCF(c, rootVCFFours, rs.budget(rootVCFBudget)); pv != nil {
		return rs.settle(pv[0], engine.Win-engine.Score(p.vcf.plies), pv, true)
	}
	return r, false, c.Stopped()
}

// ownVCT plays the side to move's VCT, if it finds one (not while the
// opponent has an open three: it would answer with fours).
func (rs *rootSolve) ownVCT() (r engine.Result, ok, end bool) {
	p, c := rs.p, rs.c
	if !p.prm.RootVCT || p.nF4[rs.op] != 0 || rs.late() {
		return r, false, false
	}
	if m := p.VCT(c, rootVCTDepth, rs.budget(rootVCTBudget)); m != engine.NoMove {
		return rs.settle(m, engine.Win-engine.Score(2*rootVCTDepth+1), []engine.Move{m}, true)
	}
	return r, false, c.Stopped()
}

// vcfDefences returns, when the opponent has a VCF were the side to move
// to pass, the moves that stop it (the candidates of defenceCandidates,
// each re-checked), and of those, when there is time to tell, the ones
// that leave it no VCT either, or better no threat search at all. widen
// reports that no move stops the VCF without losing to threes (look
// further: vctDefences); ok is false when the search was stopped.
func (rs *rootSolve) vcfDefences() (defs []engine.Move, widen, ok bool) {
	p, c, op := rs.p, rs.c, rs.op
	if p.n4[op] == 0 {
		return nil, false, true
	}
	threat := p.nullVCF(c, rs.budget(rootThreatBudget))
	if c.Stopped() {
		return nil, false, false
	}
	if threat == nil {
		return nil, false, true
	}
	p.armPVCheck()
	var buf [1024]engine.Move
	cands := p.defenceCandidates(threat, buf[:0])
	defs = p.keepDefences(c, cands, rs.late, func(engine.Move) bool {
		return p.n5[op] == 0 && p.VCF(c, rootVCFFours, rs.budget(defenceBudget)) == nil
	}, false)
	// of the moves that stop the VCF, prefer those that leave no VCT
	// either (a three answered on the wrong side often loses to threes),
	// and of those the ones after which the opponent's threat search ends
	// without a win and without running out of budget; if none is safe,
	// look further (vctDefences), and if there is no time to tell, keep
	// them all.
	if len(defs) <= 1 || !p.prm.RootVCT || rs.late() {
		return defs, defs == nil, true
	}
	var proven []engine.Move
	safe := p.keepDefences(c, defs, rs.late, func(m engine.Move) bool {
		return p.n5[op] == 0 && p.noVCT(c, rs.budget(defenceBudget)/4, m, &proven)
	}, false)
	if c.Stopped() {
		return nil, false, false
	}
	switch {
	case len(proven) > 0:
		defs = proven
	case len(safe) > 0:
		defs = safe
	}
	return defs, len(safe) == 0, true
}

// vctDefences checks, against an opponent's VCT (or a VCF that the moves
// on its lines do not stop without losing to threes, widen: a point
// further on may spoil both), the root's moves in order, and returns
// those after which the opponent has no VCT within the checks' budget.
// It returns defs when there is no such threat, no time, or no move
// passes (unless defs is nil).
//
// Before d612a41 it kept, when there were any, only the defences after
// which the opponent's threat search ended without a win and without
// running out of budget (proven; vcfDefences still prefers them). On a
// clock those are few and passive: against Rapfi at 10,000 nodes, Sente
// at 300 ms a move scored 46.5 % with that preference and 64.2 % without
// (200 games each, docs/gomoku-notebook.md).
func (rs *rootSolve) vctDefences(defs []engine.Move, widen bool) []engine.Move {
	p, c, op := rs.p, rs.c, rs.op
	if !p.prm.RootVCT || rs.late() {
		return defs
	}
	if !widen && (defs != nil || !p.nullVCT(c, rs.budget(rootThreatBudget))) {
		return defs
	}
	p.armPVCheck()
	var buf [1024]engine.Move
	cands := p.vctDefenceCandidates(buf[:0])
	// the most promising first: out of time, the defences found so far
	// are kept, as the moves not checked may lose to the VCT (measured at
	// 150k nodes/move as white: 5 games lost in 160 against 8 when they
	// were kept; 3 with checks of half the defence budget rather than a
	// quarter)
	found := p.keepDefences(c, cands, rs.late, func(m engine.Move) bool {
		return p.n5[op] == 0 && p.VCT(c, rootVCTDepth, rs.budget(defenceBudget)/2) == engine.NoMove
	}, true)
	if len(found) > 0 || defs == nil {
		defs = found
	}
	return defs
}

// vctDefenceCandidates appends to buf the root moves vctDefences checks:
// the first maxVCTDefences in the static order, the most promising first.
func (p *Position) vctDefenceCandidates(buf []engine.Move) []engine.Move {
	cands := p.GenMoves(buf)
	keys := p.keyBuf[:len(cands)]
	p.OrderKeys(cands, keys)
	sortByKeys(cands, keys)
	return cands[:min(len(cands), maxVCTDefences)]
}

// defend ends SolveRoot with the defences found: none, the game is lost
// against best play and the search goes on anyway; one is played at
// once; several are the root moves the search chooses from.
func (rs *rootSolve) defend(defs []engine.Move) (engine.Result, bool) {
	switch len(defs) {
	case 0:
		return engine.Result{}, false
	case 1:
		m := defs[0]
		r, ok, _ := rs.settle(m, rs.p.scoreAfter(m), nil, false)
		return r, ok
	}
	rs.p.rootMoves = defs
	return engine.Result{}, false
}

// noVCT reports whether the side to move (the opponent of the side that
// has just played m) has no VCT found within budget; when the search for
// one was complete (not cut by the budget: no VCT at all within the
// solver's depth), m is appended to proven.
func (p *Position) noVCT(c *engine.Control, budget int, m engine.Move, proven *[]engine.Move) bool {
	if p.VCT(c, rootVCTDepth, budget) != engine.NoMove {
		return false
	}
	if !p.vct.aborted && !c.Stopped() {
		*proven = append(*proven, m)
	}
	return true
}

// keepDefences returns the moves m of cands after which refuted(m) holds
// (nil if none, or if the search was stopped, or if late() turned true
// and not partial; with partial, those found until then).
func (p *Position) keepDefences(c *engine.Control, cands []engine.Move, late func() bool, refuted func(engine.Move) bool, partial bool) []engine.Move {
	var defs []engine.Move
	for _, m := range cands {
		if late() {
			if partial {
				return defs
			}
			return nil
		}
		p.Make(m)
		ok := refuted(m)
		p.Unmake(m)
		if c.Stopped() {
			return nil
		}
		if ok {
			defs = append(defs, m)
		}
	}
	return defs
}

// nullVCT reports whether the opponent has a VCT if the side to move
// passed.
func (p *Position) nullVCT(c *engine.Control, budget int) bool {
	p.toMove = p.toMove.Opponent()
	p.hash ^= zobSide
	m := p.VCT(c, rootVCTDepth, budget)
	p.toMove = p.toMove.Opponent()
	p.hash ^= zobSide
	return m != engine.NoMove
}

// sortByKeys sorts moves by descending key (insertion sort, stable).
func sortByKeys(moves []engine.Move, keys []int32) {
	for i := 1; i < len(moves); i++ {
		m, k := moves[i], keys[i]
		j := i
		for j > 0 && keys[j-1] < k {
			moves[j], keys[j] = moves[j-1], keys[j-1]
			j--
		}
		moves[j], keys[j] = m, k
	}
}

// nullVCF returns the opponent's VCF if the side to move passed.
func (p *Position) nullVCF(c *engine.Control, budget int) []engine.Move {
	p.toMove = p.toMove.Opponent()
	p.hash ^= zobSide
	pv := p.VCF(c, rootVCFFours, budget)
	p.toMove = p.toMove.Opponent()
	p.hash ^= zobSide
	return pv
}

// defenceCandidates lists the moves that may stop the opponent's winning
// line: its points, the empty points on the lines through its first move
// (within four steps), and the side to move's own four-making moves, legal
// and distinct.
func (p *Position) defenceCandidates(threat []engine.Move, buf []engine.Move) []engine.Move {
	me := colourIndex(p.toMove)
	seen := make(map[engine.Move]bool)
	add := func(m engine.Move) {
		c := p.b.cell(int(m))
		if seen[m] || p.b.cells[c] != Empty || !p.legal(c) {
			return
		}
		seen[m] = true
		buf = append(buf, m)
	}
	for _, m := range threat {
		add(m)
	}
	// the points that may spoil the threat's first move: the empty points
	// of the line windows through it (blocking one of the lines it makes)
	if len(threat) > 0 {
		q := p.b.cell(int(threat[0]))
		for _, d := range p.b.dirs {
			for k := -4; k <= 4; k++ {
				if r := q + k*d; k != 0 && p.b.cells[r] == Empty {
					add(engine.Move(p.b.move(r)))
				}
			}
		}
	}
	for _, c32 := range p.cand {
		c := int(c32)
		if p.b.cells[c] == Empty && p.c[c].thr[me]&thr4 != 0 {
			add(engine.Move(p.b.move(c)))
		}
	}
	return buf
}

// exactFivePoint returns an empty point where colour s makes a winning
// line by the exact rule, or -1.
func (p *Position) exactFivePoint(s Stone) int {
	for _, c32 := range p.cand {
		c := int(c32)
		if p.b.cells[c] == Empty && p.c[c].near > 0 && p.b.fiveAt(c, s, p.rule) {
			return c
		}
	}
	return -1
}
