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
// on a clock (a variable for tuning). The solvers run at several hundred
// thousand nodes per second, so one call takes at most a few percent of
// the soft time, and the whole root analysis stops at a third of it. At
// 20000 the checks of the defences against a VCT were too shallow: 3 of 5
// positions from lost games defended at 1 s/move, 5 of 5 from 50000 up.
var solverRate = 100000.0

// vctEnabled switches the root VCT (a variable for tuning).
var vctEnabled = true

// provenOnly: of the root's defences against an opponent's VCT, keep only
// those after which the opponent's threat search ends without a win and
// without running out of budget, when there are any (a variable for
// tuning). A defence that leaves the opponent's threats searchable to the
// end is safer than one whose check merely ran out of nodes: the opponent
// keeps a large threat space there, from which a VCT deeper than the check
// or a quiet move creating two threats wins.
var provenOnly = true

// innerVCFBudget is the VCF node budget inside the search and
// innerVCFMaxPly the deepest ply where it runs (variables for tuning).
// Running it at every node measured clearly worse on a clock than not
// running it: it stays near the root, where it saves whole subtrees.
var (
	innerVCFBudget = 200
	innerVCFMaxPly = 2
)

// Resolve settles inner nodes without searching them: an open four the
// opponent cannot answer with a four of its own wins in three plies, and a
// short VCF (small node budget) proves a win. Results are wins, returned
// only when they reach beta.
func (p *Position) Resolve(c *engine.Control, ply, depth int, alpha, beta engine.Score) (engine.Score, engine.Bound, bool) {
	p.ctl = c
	if p.winner != Empty {
		return 0, engine.BoundNone, false
	}
	if ply <= pvCheckMaxPly && beta-alpha > 1 && // checkPV keeps the odd plies
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
	if p.nF4[me] > 0 && p.n4[op] == 0 && p.hasLegalFlag(me, thrF4) {
		return engine.Win - engine.Score(ply+3), engine.BoundExact, true
	}
	if p.noThreats || innerVCFBudget == 0 || ply > innerVCFMaxPly || beta > engine.Win-engine.Score(ply+5) {
		return 0, engine.BoundNone, false
	}
	line := p.vcfLine(c, innerVCFFours, innerVCFBudget)
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
// five, a forced block, a VCF for the side to move. When the opponent
// threatens a VCF it keeps only the moves that defend (the points of the
// opponent's winning line and own fours, each re-checked), answering at
// once if a single one is left, else handing the defences to the search
// through GenMoves; likewise against a VCT (preferring the defences that
// leave the opponent no threat search at all: provenOnly). Whenever the
// opponent threatens, it also arms the check of the search's choice
// (pvcheck.go).
func (p *Position) SolveRoot(c *engine.Control, lim engine.Limits, info func(engine.Info)) (engine.Result, bool) {
	p.rootMoves = nil
	p.pvc.on = false
	if p.winner != Empty || p.stones >= p.b.w*p.b.h || p.ply != 0 {
		return engine.Result{}, false
	}
	start := time.Now()
	n0 := c.Nodes()
	// on a clock, the threat analysis takes at most about a third of the
	// soft time (the search needs the rest); the defence checks stop there
	var until time.Time
	switch {
	case lim.Soft > 0:
		until = start.Add(lim.Soft / 3)
	case lim.Hard > 0:
		until = start.Add(lim.Hard / 6)
	}
	// under a node limit, likewise at most 30% of the nodes
	var capNodes uint64
	if lim.Nodes > 0 {
		capNodes = lim.Nodes * 3 / 10
	}
	late := func() bool {
		return (!until.IsZero() && time.Now().After(until)) ||
			(capNodes > 0 && c.Nodes()-n0 >= capNodes)
	}
	me := colourIndex(p.toMove)
	op := me ^ 1
	done := func(m engine.Move, s engine.Score, pv []engine.Move, proven bool) (engine.Result, bool) {
		exact := proven && s != engine.Win-engine.Score(2*rootVCTDepth+1)
		if slices.Contains(lim.Exclude, m) || (lim.MultiPV > 1 && !proven) {
			return engine.Result{}, false // let the search list the lines
		}
		if len(pv) == 0 {
			pv = []engine.Move{m}
		}
		r := engine.Result{Move: m, Score: s, Depth: 1, Nodes: c.Nodes() - n0,
			Elapsed: time.Since(start), PV: pv, Exact: exact, WLD: proven,
			Lines: []engine.Line{{Score: s, PV: pv}}}
		if info != nil {
			info(engine.Info{Depth: 1, Score: s, Bound: engine.BoundExact, Nodes: r.Nodes,
				Elapsed: r.Elapsed, PV: pv, Exact: exact, WLD: proven})
		}
		return r, true
	}
	if p.n5[me] > 0 {
		q := p.findFlag(me, thr5, -1)
		return done(engine.Move(p.b.move(q)), engine.Win-1, nil, true)
	}
	var buf [1024]engine.Move
	if p.caro {
		// the tables take the board edge for an opponent stone, which
		// hides caro fives along the edge: check those exactly here.
		if q := p.exactFivePoint(p.toMove); q >= 0 {
			return done(engine.Move(p.b.move(q)), engine.Win-1, nil, true)
		}
		if q := p.exactFivePoint(p.toMove.Opponent()); q >= 0 && p.n5[op] == 0 {
			m := engine.Move(p.b.move(q))
			p.Make(m)
			s := -p.Evaluate()
			p.Unmake(m)
			return done(m, s, nil, false)
		}
	}
	if p.n5[op] > 0 {
		moves := p.GenMoves(buf[:0])
		if len(moves) == 0 {
			return engine.Result{}, false
		}
		if p.n5[op] >= 2 || p.c[p.b.cell(int(moves[0]))].thr[op]&thr5 == 0 {
			return done(moves[0], -(engine.Win - 2), nil, true)
		}
		if len(moves) == 1 {
			m := moves[0]
			p.Make(m)
			s := -p.Evaluate()
			p.Unmake(m)
			return done(m, s, nil, false)
		}
		return engine.Result{}, false
	}
	if p.noThreats {
		return engine.Result{}, false
	}
	budget := func(b int) int {
		if capNodes > 0 {
			left := int64(capNodes) - int64(c.Nodes()-n0)
			if left < 100 {
				left = 100
			}
			b = int(min(int64(b), left))
		}
		// on a clock, in proportion to the soft time (solverRate)
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
	p.setPVCheck(lim, budget)
	if pv := p.VCF(c, rootVCFFours, budget(rootVCFBudget)); pv != nil {
		return done(pv[0], engine.Win-engine.Score(p.vcf.plies), pv, true)
	}
	if c.Stopped() {
		return engine.Result{}, false
	}
	if vctEnabled && p.nF4[op] == 0 && !late() {
		if m := p.VCT(c, rootVCTDepth, budget(rootVCTBudget)); m != engine.NoMove {
			return done(m, engine.Win-engine.Score(2*rootVCTDepth+1), []engine.Move{m}, true)
		}
		if c.Stopped() {
			return engine.Result{}, false
		}
	}
	// The opponent's threats: does it have a VCF, or else a VCT, if we
	// pass? Then keep the moves after which it has none.
	var defs []engine.Move
	widen := false // the moves that stop the VCF all lose to threes
	if p.n4[op] > 0 {
		threat := p.nullVCF(c, budget(rootThreatBudget))
		if c.Stopped() {
			return engine.Result{}, false
		}
		if threat != nil {
			p.armPVCheck()
			cands := p.defenceCandidates(threat, buf[:0])
			defs = p.keepDefences(c, cands, late, func(engine.Move) bool {
				return p.n5[op] == 0 && p.VCF(c, rootVCFFours, budget(defenceBudget)) == nil
			}, false)
			widen = defs == nil
			// of the moves that stop the VCF, prefer those that leave
			// no VCT either (a three answered on the wrong side often
			// loses to threes); if none does, look further (below),
			// and if there is no time to tell, keep them all.
			if len(defs) > 1 && vctEnabled && !late() {
				var proven []engine.Move
				safe := p.keepDefences(c, defs, late, func(m engine.Move) bool {
					return p.n5[op] == 0 && p.noVCT(c, budget(defenceBudget)/4, m, &proven)
				}, false)
				if c.Stopped() {
					return engine.Result{}, false
				}
				if len(safe) > 0 {
					defs = safe
				}
				widen = len(safe) == 0
				if len(proven) > 0 && provenOnly {
					defs = proven
				}
			}
		}
	}
	// Against a VCT (or a VCF that the moves on its lines do not stop
	// without losing to threes: a point further on may spoil both), check
	// the moves in order.
	if vctEnabled && !late() && (widen || defs == nil && p.nullVCT(c, budget(rootThreatBudget))) {
		p.armPVCheck()
		cands := p.GenMoves(buf[:0])
		keys := p.keyBuf[:len(cands)]
		p.OrderKeys(cands, keys)
		sortByKeys(cands, keys)
		if len(cands) > maxVCTDefences {
			cands = cands[:maxVCTDefences]
		}
		// the most promising first: out of time, the defences found so
		// far are kept, as the moves not checked may lose to the VCT
		// (measured at 150k nodes/move as white: 5 games lost in 160
		// against 8 when they were kept; 3 with checks of half the
		// defence budget rather than a quarter)
		var proven []engine.Move
		found := p.keepDefences(c, cands, late, func(m engine.Move) bool {
			return p.n5[op] == 0 && p.noVCT(c, budget(defenceBudget)/2, m, &proven)
		}, true)
		if len(proven) > 0 && provenOnly && !c.Stopped() {
			found = proven
		}
		if len(found) > 0 || defs == nil {
			defs = found
		}
	}
	if c.Stopped() {
		return engine.Result{}, false
	}
	switch len(defs) {
	case 0:
		return engine.Result{}, false // lost against best play: search anyway
	case 1:
		m := defs[0]
		p.Make(m)
		s := -p.Evaluate()
		p.Unmake(m)
		return done(m, s, nil, false)
	}
	p.rootMoves = defs
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
