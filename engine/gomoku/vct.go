package gomoku

import "sente/engine"

// VCT: victory by continuous threats. The attacker (the side to move)
// plays fours and open threes; after a four the defender must block, after
// an open three it may take any point that leaves the attacker without an
// open-four point, or make a four of its own (which the attacker must then
// block). The attacker wins when every defence loses. It is an AND-OR
// search with a node budget and a table of refuted and won positions;
// renju fouls are obeyed on both sides.

const vctTTBits = 16

// vctDepths are the depths of the threat search's iterations (then the
// full depth), and vctProbeShare and vctProbeMax the budget of the quick
// probe to the full depth that comes first (a share of the budget, at most
// so many nodes). Measured on ten positions of lost games (VCTs 6 to 10
// attacker moves deep) at budgets of 5k, 10k, 20k, 40k and 80k nodes:
// 3, 3, 5, 8, 9 found, against 3, 3, 3, 3, 5 with the steps 3, 6, 12 and
// no probe; the plain steps 3, 4, 6, 8, 12 missed the long wins that the
// probe finds in a few hundred nodes.
var vctDepths = [...]int{3, 4, 6, 8, 12}

const (
	vctProbeShare = 4
	vctProbeMax   = 2000
)

// vctState is the VCT scratch: the table of attacker positions (depth d:
// no win within d attacker moves; -d: a win within d), the move stack and
// the first move of the win found.
type vctState struct {
	tt []vcfEntry
	nodeBudget
	stack []int32
	first int32
}

func (p *Position) vctScratch() *vctState {
	if p.vct == nil {
		p.vct = &vctState{tt: make([]vcfEntry, 1<<vctTTBits), stack: make([]int32, 0, 8192)}
	}
	return p.vct
}

// VCT looks for a victory by continuous threats for the side to move
// within depth attacker moves and budget nodes. It returns the first move
// of a win, or NoMove (none found within the limits). A VCF is looked for
// first (a quarter of the budget), then a short probe to the full depth
// (long wins down a well-ordered first line are cheap), then the
// proof-number search with the rest (vctpn.go). With
// Params.ProofNumberVCT off, the threat search deepens in steps instead
// (vctDepths, then depth): a plain depth-first search to the full depth
// sinks its budget into the first deep lines of threes, while short wins
// are cheap to find. Wins and refutations are kept in tables across the
// iterations and across calls.
// The proof-number search finds the deep wins of lost games in far fewer
// nodes: 31k instead of 929k for a 12-move win five moves into a game
// lost to the seed player, 131k instead of 1.0M over seedLosses and that
// position, 0.93M instead of 1.47M over 95 VCTs of seed-player games
// (with the depth-first probe first 1.04M, kept for the short wins).
func (p *Position) VCT(c *engine.Control, depth, budget int) engine.Move {
	if c == nil {
		c = engine.NewControl(nil, 0)
	}
	if pv := p.VCF(c, rootVCFFours, budget/4); pv != nil {
		return pv[0]
	}
	st := p.vctScratch()
	st.nodes, st.budget, st.aborted = p.vcf.nodes, budget, false
	if depth > vctDepths[0] {
		st.budget = min(budget, st.nodes+min(budget/vctProbeShare, vctProbeMax))
		if m := p.vctIteration(c, st, depth); m != engine.NoMove || !st.aborted || c.Stopped() {
			return m
		}
		st.budget, st.aborted = budget, false
	}
	if p.prm.ProofNumberVCT {
		ps := p.pnScratch()
		ps.nodes, ps.budget, ps.aborted = st.nodes, budget, false
		m := p.vctProofNumber(c, ps, depth)
		st.nodes, st.aborted = ps.nodes, ps.aborted
		return m
	}
	for i := 0; ; i++ {
		d := depth
		if i < len(vctDepths) {
			d = min(vctDepths[i], depth)
		}
		if m := p.vctIteration(c, st, d); m != engine.NoMove || st.aborted || d >= depth {
			return m
		}
	}
}

// vctIteration runs the threat search to depth and returns the first move
// of the win found, or NoMove.
func (p *Position) vctIteration(c *engine.Control, st *vctState, depth int) engine.Move {
	st.first = -1
	st.stack = st.stack[:0]
	if p.vctAttack(c, st, depth, true) && st.first >= 0 {
		return engine.Move(p.b.move(int(st.first)))
	}
	return engine.NoMove
}

// nodeBudget counts a threat search's nodes against its budget.
type nodeBudget struct {
	nodes   int
	budget  int
	aborted bool // the budget or the control stopped the search
}

// tick counts a node and reports whether the search must stop.
func (st *nodeBudget) tick(c *engine.Control) bool {
	st.nodes++
	if c.Tick() || st.nodes > st.budget {
		st.aborted = true
	}
	return st.aborted
}

// vctAttack: the attacker is to move.
func (p *Position) vctAttack(c *engine.Control, st *vctState, depth int, root bool) bool {
	if st.tick(c) {
		return false
	}
	me := colourIndex(p.toMove)
	op := me ^ 1
	if p.n5[me] > 0 {
		if root {
			st.first = int32(p.findFlag(me, thr5, -1))
		}
		return true
	}
	if depth <= 0 || p.n5[op] >= 2 {
		return false
	}
	e := &st.tt[p.hash&(1<<vctTTBits-1)]
	if e.key == p.hash {
		switch {
		case int(e.depth) >= depth:
			return false
		case e.depth < 0 && int(-e.depth) <= depth && !root:
			return true
		}
	}
	base := len(st.stack)
	if p.n5[op] == 1 {
		q := p.findFlag(op, thr5, -1)
		if q < 0 || !p.legal(q) {
			return false
		}
		st.stack = append(st.stack, int32(q))
	} else {
		for _, c32 := range p.cand {
			q := int(c32)
			if p.b.cells[q] == Empty && p.c[q].thr[me]&(thr4|thrF3) != 0 && p.legal(q) {
				st.stack = append(st.stack, c32)
			}
		}
		p.orderFours(st.stack[base:], me)
	}
	win := false
	for i := base; i < len(st.stack) && !win; i++ {
		q := int(st.stack[i])
		m := engine.Move(p.b.move(q))
		p.Make(m)
		win = p.winner != Empty || p.vctDefend(c, st, depth)
		p.Unmake(m)
		if win && root {
			st.first = int32(q)
		}
		if st.aborted {
			break
		}
	}
	st.stack = st.stack[:base]
	switch {
	case win:
		e.key, e.depth = p.hash, int32(-depth)
	case !st.aborted:
		e.key, e.depth = p.hash, int32(depth)
	}
	return win
}

// vctDefend: the attacker has just moved; the defender is to move. It
// reports whether the attacker wins against every defence.
func (p *Position) vctDefend(c *engine.Control, st *vctState, depth int) bool {
	if st.tick(c) {
		return false
	}
	df := colourIndex(p.toMove)
	at := df ^ 1
	if p.n5[df] > 0 {
		return false // the defender makes five
	}
	if p.n5[at] >= 2 {
		return true
	}
	base := len(st.stack)
	if p.n5[at] == 1 {
		q := p.findFlag(at, thr5, -1)
		if q < 0 {
			return false
		}
		if !p.legal(q) {
			return true // renju: black cannot block on a foul
		}
		st.stack = append(st.stack, int32(q))
	} else if p.hasOpenFour(at) {
		var buf [engine.MaxMoves]engine.Move
		moves := p.genDefences(buf[:0])
		if len(moves) == 0 {
			return true
		}
		for _, m := range moves {
			st.stack = append(st.stack, int32(p.b.cell(int(m))))
		}
	} else {
		return false // no threat: the attack is over
	}
	win := true
	for i := base; i < len(st.stack) && win; i++ {
		q := int(st.stack[i])
		m := engine.Move(p.b.move(q))
		p.Make(m)
		if p.winner != Empty {
			win = false
		} else {
			win = p.vctAttack(c, st, depth-1, false)
		}
		p.Unmake(m)
		if st.aborted {
			win = false
		}
	}
	st.stack = st.stack[:base]
	return win
}

// hasOpenFour reports whether colour index ci has a point where it makes
// an open four and may play (openFourPoint >= 0). Only renju black needs
// the points looked at (one may be a foul); otherwise the count says it.
func (p *Position) hasOpenFour(ci int) bool {
	if p.rule == Renju && ci == 0 {
		return p.openFourPoint(ci) >= 0
	}
	return p.nF4[ci] > 0
}

// openFourPoint returns an empty point where colour index ci makes an
// open four and may play (renju: not a foul for black, whoever is to
// move), or -1. A black "three" whose open-four points are all fouls is no
// threat.
func (p *Position) openFourPoint(ci int) int {
	if p.nF4[ci] == 0 {
		return -1
	}
	renjuBlack := p.rule == Renju && ci == 0
	for _, c32 := range p.cand {
		c := int(c32)
		if p.b.cells[c] != Empty || p.c[c].thr[ci]&thrF4 == 0 {
			continue
		}
		if !renjuBlack || p.c[c].thr[0]&thrFoul == 0 || !p.b.forbidden(c) {
			return c
		}
	}
	return -1
}
