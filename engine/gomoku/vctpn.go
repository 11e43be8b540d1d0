package gomoku

import "sente/engine"

// The VCT as a depth-first proof-number search (df-pn): the same AND-OR
// tree as vctAttack/vctDefend (attacker: fours and open threes; defender:
// the forced block or the answers to an open three), but expanded where
// the proof or the disproof looks cheapest instead of depth-first to
// fixed depths. Deep threat sequences with few defences are found in a
// fraction of the nodes the iterative search needs, and the table
// carries every partial result across the search.
//
// Each node has proof and disproof numbers; in the negamax form used here
// phi is the number of the side to move (proof at attacker nodes,
// disproof at defender nodes) and delta the other. A node's phi is the
// least delta of its children, its delta the sum of their phis.
//
// Params.ProofNumberVCT selects it (off: the iterative depth-first search
// of vct.go).

// pnEpsilon widens the best child's disproof threshold to (1+epsilon)
// times the second best's (the 1+epsilon trick: fewer switches between
// siblings of close value).
const pnEpsilon = 0.25

const (
	pnBits = 18
	pnInf  = 1 << 28 // an infinite proof or disproof number
)

// pnEntry is a table entry: the position's key salted with its node kind
// and remaining depth, its proof and disproof numbers, and the work
// (nodes) they cost. The table has buckets of two entries; a new
// position replaces the one of less work.
type pnEntry struct {
	key    uint64
	pn, dn uint32
	work   uint32 // nodes spent under the position, over all its visits
}

// pnSalt distinguishes the kinds of node and remaining depths of one
// position (attacker or defender to move, attacker moves left).
var pnSalt = func() (s [2][64]uint64) {
	z := uint64(0x243F6A8885A308D3)
	for i := range s {
		for j := range s[i] {
			z += 0x9E3779B97F4A7C15
			x := z
			x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
			x = (x ^ x>>27) * 0x94D049BB133111EB
			s[i][j] = x ^ x>>31
		}
	}
	return s
}()

// pnState is the df-pn scratch, kept with the Position.
type pnState struct {
	tt []pnEntry
	nodeBudget
	stack   []int32
	rootKey uint64 // the root's key: its proven move is kept in first
	first   int32
}

func (p *Position) pnScratch() *pnState {
	if p.pn == nil {
		p.pn = &pnState{tt: make([]pnEntry, 1<<pnBits), stack: make([]int32, 0, 8192)}
	}
	return p.pn
}

func pnKey(hash uint64, and bool, r int) uint64 {
	k := 0
	if and {
		k = 1
	}
	return hash ^ pnSalt[k][r&63]
}

// lookup returns the (phi, delta) of the node with key k from the view
// of its side to move, (1, 1) if unknown.
func (st *pnState) lookup(k uint64, and bool) (phi, delta uint32) {
	i := int(k & (1<<pnBits - 2))
	e := &st.tt[i]
	if e.key != k {
		if e = &st.tt[i+1]; e.key != k {
			return 1, 1
		}
	}
	if and {
		return e.dn, e.pn
	}
	return e.pn, e.dn
}

// store keeps the node's numbers and the work they cost.
func (st *pnState) store(k uint64, and bool, phi, delta uint32, work int) {
	i := int(k & (1<<pnBits - 2))
	e := &st.tt[i]
	if e.key != k {
		if e2 := &st.tt[i+1]; e2.key == k || e2.work < e.work {
			e = e2
		}
	}
	if e.key == k {
		work += int(e.work)
	}
	e.key, e.work = k, uint32(min(work, 1<<31-1)) // an int on 32-bit machines too
	if and {
		e.pn, e.dn = delta, phi
	} else {
		e.pn, e.dn = phi, delta
	}
}

// vctProofNumber runs the df-pn VCT for the side to move within depth
// attacker moves and st.budget nodes; it returns the first move of a
// win, or NoMove.
func (p *Position) vctProofNumber(c *engine.Control, st *pnState, depth int) engine.Move {
	depth = min(depth, 63)
	me := colourIndex(p.toMove)
	if p.n5[me] > 0 {
		return engine.Move(p.b.move(p.findFlag(me, thr5, -1)))
	}
	st.rootKey, st.first = pnKey(p.hash, false, depth), -1
	for !st.aborted {
		phi, delta := p.pnOr(c, st, depth, pnInf-1, pnInf-1)
		if phi == 0 && st.first >= 0 {
			return engine.Move(p.b.move(int(st.first)))
		}
		if phi == 0 || delta == 0 {
			break
		}
	}
	return engine.NoMove
}

// pnAttacks pushes the attacker's moves onto st.stack: the block of the
// defender's five point if it has one, else every legal four and open
// three, best first. It returns false when the attacker has no move (the
// defender has two five points, or its one is a foul for the attacker).
func (p *Position) pnAttacks(st *pnState) bool {
	me := colourIndex(p.toMove)
	op := me ^ 1
	if p.n5[op] >= 2 {
		return false
	}
	if p.n5[op] == 1 {
		q := p.findFlag(op, thr5, -1)
		if q < 0 || !p.legal(q) {
			return false
		}
		st.stack = append(st.stack, int32(q))
		return true
	}
	base := len(st.stack)
	for _, c32 := range p.cand {
		q := int(c32)
		if p.b.cells[q] == Empty && p.c[q].thr[me]&(thr4|thrF3) != 0 && p.legal(q) {
			st.stack = append(st.stack, c32)
		}
	}
	p.orderFours(st.stack[base:], me)
	return len(st.stack) > base
}

// pnOr expands an attacker node (r attacker moves left) until its phi or
// delta reach the thresholds; it returns them.
func (p *Position) pnOr(c *engine.Control, st *pnState, r int, thPhi, thDelta uint32) (uint32, uint32) {
	k := pnKey(p.hash, false, r)
	if st.tick(c) {
		return st.lookup(k, false)
	}
	me := colourIndex(p.toMove)
	if p.n5[me] > 0 {
		st.store(k, false, 0, pnInf, 1)
		return 0, pnInf
	}
	base := len(st.stack)
	if r <= 0 || !p.pnAttacks(st) {
		st.stack = st.stack[:base]
		st.store(k, false, pnInf, 0, 1)
		return pnInf, 0
	}
	phi, delta := p.pnLoop(c, st, k, false, r, me, base, thPhi, thDelta)
	st.stack = st.stack[:base]
	return phi, delta
}

// pnAnd expands a defender node (the attacker has just moved; r attacker
// moves were left before it).
func (p *Position) pnAnd(c *engine.Control, st *pnState, r int, thPhi, thDelta uint32) (uint32, uint32) {
	k := pnKey(p.hash, true, r)
	if st.tick(c) {
		return st.lookup(k, true)
	}
	df := colourIndex(p.toMove)
	at := df ^ 1
	won := func() (uint32, uint32) { // the attacker wins: delta = proof = 0
		st.store(k, true, pnInf, 0, 1)
		return pnInf, 0
	}
	lost := func() (uint32, uint32) {
		st.store(k, true, 0, pnInf, 1)
		return 0, pnInf
	}
	if p.winner != Empty {
		if colourIndex(p.winner) == at {
			return won()
		}
		return lost()
	}
	if p.n5[df] > 0 {
		return lost() // the defender makes five
	}
	if p.n5[at] >= 2 {
		return won()
	}
	base := len(st.stack)
	if p.n5[at] == 1 {
		q := p.findFlag(at, thr5, -1)
		if q < 0 {
			return lost()
		}
		if !p.legal(q) {
			return won() // renju: black cannot block on a foul
		}
		st.stack = append(st.stack, int32(q))
	} else if p.hasOpenFour(at) {
		var buf [engine.MaxMoves]engine.Move
		moves := p.genDefences(buf[:0])
		if len(moves) == 0 {
			return won()
		}
		for _, m := range moves {
			st.stack = append(st.stack, int32(p.b.cell(int(m))))
		}
	} else {
		return lost() // no threat: the attack is over
	}
	phi, delta := p.pnLoop(c, st, k, true, r, df, base, thPhi, thDelta)
	st.stack = st.stack[:base]
	return phi, delta
}

// pnLoop is the df-pn loop of a node whose moves are st.stack[base:]:
// colour index ci to move, r attacker moves left, and (and) whether it
// is a defender node.
func (p *Position) pnLoop(c *engine.Control, st *pnState, k uint64, and bool, r, ci, base int, thPhi, thDelta uint32) (uint32, uint32) {
	n0 := st.nodes
	cr := r // the children's remaining depth
	if and {
		cr = r - 1
	}
	for {
		// phi = least child delta, delta = sum of child phis
		phi, delta := uint32(pnInf), uint32(0)
		best, delta2, bestPhi := -1, uint32(pnInf), uint32(0)
		for i := base; i < len(st.stack); i++ {
			ck := pnKey(p.hash^moveKey(ci, int(st.stack[i])), !and, cr)
			cp, cd := st.lookup(ck, !and)
			delta = min(delta+cp, pnInf)
			if cd < phi {
				delta2, phi = phi, cd
				best, bestPhi = i, cp
			} else if cd < delta2 {
				delta2 = cd
			}
		}
		if phi == 0 && k == st.rootKey {
			st.first = st.stack[best]
		}
		if phi >= thPhi || delta >= thDelta || st.aborted {
			st.store(k, and, phi, delta, st.nodes-n0+1)
			return phi, delta
		}
		// the best child's thresholds
		cPhi := min(uint32(pnInf-1), thDelta+bestPhi-delta)
		cDelta := min(thPhi, delta2+uint32(float64(delta2)*pnEpsilon)+1)
		m := engine.Move(p.b.move(int(st.stack[best])))
		p.Make(m)
		if and {
			p.pnOr(c, st, cr, cPhi, cDelta)
		} else {
			p.pnAnd(c, st, cr, cPhi, cDelta)
		}
		p.Unmake(m)
	}
}
