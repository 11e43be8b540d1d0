package gomoku

import (
	"math"

	"sente/engine"
)

// The selective search: Gomoku's own loop below the root
// (engine.TreeSearcher, on when Params.Selective). It rests on three
// safety nets that make hard pruning safe:
//   - the forced replies of GenMoves: against a five, an open four, a
//     four-three or a double four only the defences (and own fours) are
//     generated, so a node that prunes its late moves never prunes the
//     only defence of a threat the board already shows;
//   - the static wins (Resolve: an open four or a four-three that the
//     opponent cannot answer with a four);
//   - the VCF horizon (abvcf.go): below depth 0 the side to move plays
//     its local fours, each answered by its block, with no length cap,
//     the results kept in the main table.
//
// On them: depth in sixteenths of a ply, so that a move may cost more or
// less than one; the node type (PV, cut, all) and whether the static
// evaluation is improving on the side's previous one; reverse futility
// at every depth; razoring into the VCF horizon; move-count pruning over
// all moves, PV nodes included, once a move that does not lose is known;
// late-move reductions of every move after the first, fours included
// (by default not of the moves that make an open three or a double
// threat: Sel.ThreatLMR), paid back by the extension of the forced
// block; a singular extension of the table's move; and the pruning of
// moves that make nothing for either side near the leaves.

// onePly is one ply in the selective search's depth units.
const onePly = 16

// noEval marks a ply whose static evaluation is unknown (the root's, the
// ply before it).
const noEval = -engine.Infinity

// abState is the selective search's per-thread state, indexed by ply.
type abState struct {
	moves    [engine.MaxPly][]engine.Move
	keys     [engine.MaxPly][]int32
	killers  [engine.MaxPly][2]engine.Move
	static   [engine.MaxPly]engine.Score // static evaluation (noEval: unknown)
	excluded [engine.MaxPly]engine.Move  // the move a singular test leaves out
	// history is the quiet-move history by colour index and move, with
	// gravity: it stays within ±histMax.
	history [2][engine.MaxMoves]int32
	// rootDepth is the iteration's depth in plies: extensions stop at
	// twice that ply.
	rootDepth int
	// mcLimit[d] is the move-count limit at d sixteenths of a ply, for a
	// node not improving ([0]) and improving ([1]).
	mcLimit [2][maxMCDepth]int32
	// lmr[d][n] is the base reduction, in sixteenths, of the n-th move of
	// a node with d plies left.
	lmr [32][64]int32
}

// maxMCDepth bounds the depths (in sixteenths) of the move-count table.
const maxMCDepth = 16 * onePly

// histMax bounds the history values.
const histMax = 16384

// abScratch returns the position's selective-search state, made on first
// use (with the tables its parameters shape).
func (p *Position) abScratch() *abState {
	if p.ab != nil {
		return p.ab
	}
	st := new(abState)
	for i := range st.excluded {
		st.excluded[i] = engine.NoMove
		st.killers[i] = [2]engine.Move{engine.NoMove, engine.NoMove}
	}
	sp := &p.prm.Sel
	for d := range maxMCDepth {
		plies := float64(d) / onePly
		n := sp.MoveCountBase + math.Pow(plies, sp.MoveCountExp)
		st.mcLimit[0][d] = int32(max(1, n/2))
		st.mcLimit[1][d] = int32(max(1, n))
	}
	for d := 1; d < len(st.lmr); d++ {
		for n := 1; n < len(st.lmr[d]); n++ {
			st.lmr[d][n] = int32(sp.LMRScale * math.Log(float64(d)) * math.Log(float64(n)) * onePly)
		}
	}
	p.ab = st
	return st
}

// OwnTree implements engine.TreeSearcher: the selective search runs below
// the root when Params.Selective is set.
func (p *Position) OwnTree() bool { return p.prm.Selective }

// SearchTree implements engine.TreeSearcher: it searches the node (a
// root move's child or deeper) to depth plies.
func (p *Position) SearchTree(t *engine.Tree, depth, ply int, alpha, beta engine.Score, pvNode bool) engine.Score {
	t.Horizon() // the search evaluates statically: no iteration is exact
	st := p.abScratch()
	if ply == 1 {
		st.rootDepth = depth + 1
		st.static[0] = noEval
		if m := p.lastCell(1); m >= 0 && p.prm.Sel.EvalAverage {
			mv := engine.Move(p.b.move(m))
			p.Unmake(mv)
			st.static[0] = p.Evaluate()
			p.Make(mv)
		}
	}
	d := depth * onePly
	if ply == 1 && !pvNode && p.prm.Sel.RootLMR > 0 && depth >= 2 {
		// a late root move: reduced; the core searches it again at full
		// depth if it beats alpha
		if i := t.RootIndex(); i >= 2 {
			r := int(float64(st.lmr[min(depth+1, 31)][min(i+1, 63)]) * p.prm.Sel.RootLMR)
			d = max(d-r, onePly)
		}
	}
	return p.search(t, st, d, ply, alpha, beta, pvNode, !pvNode)
}

// Table depths: the selective search stores depths in quarter plies,
// offset so that the VCF horizon's negative depth fits in a byte; a node
// settled by Resolve is stored as deeper than any search.
const (
	ttOffset   = 8
	ttResolved = 255
)

// toTTDepth is the table depth of d sixteenths of a ply.
func toTTDepth(d int) int { return min(max(d/4+ttOffset, 0), ttResolved-1) }

// fromTTDepth is the depth, in sixteenths, a table depth stands for.
func fromTTDepth(b int) int {
	if b >= ttResolved {
		return 1 << 20
	}
	return (b - ttOffset) * 4
}

// exclusionKey is mixed into a node's key for the search that leaves m
// out (the singular test), so that it has its own table entry.
func exclusionKey(m engine.Move) uint64 { return uint64(m+1) * 0x9e3779b97f4a7c15 }

// search is the selective search's node: d sixteenths of a ply left, at
// ply, with the window (alpha, beta); cutNode marks a null-window node
// expected to fail high.
func (p *Position) search(t *engine.Tree, st *abState, d, ply int, alpha, beta engine.Score, pvNode, cutNode bool) engine.Score {
	if d <= 0 {
		return p.vcfSearch(t, st, ply, alpha, beta, 0)
	}
	if sc, done := p.enterNode(t, ply); done {
		return sc
	}
	c := t.Control()
	// mate-distance pruning: no line from here wins faster than a five
	// next move or loses slower than the opponent's
	alpha = max(alpha, -(engine.Win - engine.Score(ply)))
	beta = min(beta, engine.Win-engine.Score(ply+1))
	if alpha >= beta {
		return alpha
	}
	sp := &p.prm.Sel
	excluded := st.excluded[ply]
	key := p.hash
	if excluded != engine.NoMove {
		key ^= exclusionKey(excluded)
	}
	tt := t.TT()
	h, hit := tt.Probe(key, ply)
	ttMove, ttDepth := engine.NoMove, -1<<20
	if hit {
		ttMove, ttDepth = h.Move, fromTTDepth(h.Depth)
		if !pvNode && ttDepth >= d && h.Cuts(alpha, beta) {
			return h.Score
		}
	}
	ttPv := pvNode || (hit && h.PV)
	if excluded == engine.NoMove {
		if sc, b, ok := p.Resolve(c, ply, d/onePly, alpha, beta); ok {
			tt.Store(key, ply, ttResolved, sc, b, engine.NoMove)
			return sc
		}
		if c.Stopped() {
			return 0
		}
	}

	me := colourIndex(p.toMove)
	op := me ^ 1
	forced := p.n5[op] > 0 // only the blocks are generated
	threatened := forced || p.nF4[op] > 0 || p.n43[op]+p.n44[op] > 0
	static := p.Evaluate()
	st.static[ply] = static
	improving := ply < 2 || st.static[ply-2] == noEval || static > st.static[ply-2]
	eval := p.nodeEval(st, ply, static)
	if hit && h.Score > -engine.WinThreshold && h.Score < engine.WinThreshold &&
		(h.Bound == engine.BoundExact || (h.Bound == engine.BoundLower) == (h.Score > eval)) {
		eval = h.Score // the table's bound refines the evaluation
	}
	imp := 0
	if improving {
		imp = 1
	}

	if !pvNode && !threatened && excluded == engine.NoMove &&
		beta < engine.WinThreshold && alpha > -engine.WinThreshold {
		// razoring: far below alpha near the horizon, only the fours
		// can save the node
		if d < sp.RazorDepth && eval+sp.RazorBase+sp.RazorPerPly*engine.Score(d)/onePly < alpha {
			if v := p.vcfSearch(t, st, ply, alpha, alpha+1, 0); v <= alpha || c.Stopped() {
				return v
			}
		}
		// reverse futility: far enough above beta, no move is needed
		if m := sp.RFPMargin * engine.Score(max(0, d-onePly-imp*onePly)) / onePly; eval-m >= beta {
			return eval
		}
	}

	// singular extension: the table's move, far better than every other
	// move at half the depth, is searched deeper; if another move also
	// reaches beta there, the node fails high at once (multi-cut)
	singularExt := 0
	if d >= sp.SEDepth && ttMove != engine.NoMove && excluded == engine.NoMove && !forced &&
		(h.Bound == engine.BoundLower || h.Bound == engine.BoundExact) && ttDepth >= d-3*onePly &&
		h.Score > -engine.WinThreshold && h.Score < engine.WinThreshold {
		sBeta := h.Score - sp.SEMargin*engine.Score(d)/onePly
		st.excluded[ply] = ttMove
		v := p.search(t, st, (d-onePly)/2, ply, sBeta-1, sBeta, false, cutNode)
		st.excluded[ply] = engine.NoMove
		if c.Stopped() {
			return 0
		}
		switch {
		case v < sBeta:
			singularExt = onePly
		case sBeta >= beta:
			return sBeta
		case h.Score >= beta:
			singularExt = -onePly
		}
		t.ClearPV(ply)
	}

	if pvNode && ttMove == engine.NoMove && d >= 3*onePly {
		d -= sp.IIR // internal iterative reduction
	}
	likelyHigh := cutNode && hit && h.Bound == engine.BoundLower && h.Score >= beta

	// The table's move is searched before the others are generated: it
	// cuts most of the nodes where it exists, and then the generation
	// and ordering of the rest (a third of the search's time) is saved.
	// Only where no threat narrows the replies, so that it is one of the
	// moves GenMoves would list (it came first in their order anyway);
	// the rest, if needed, are ordered by the history as the table move's
	// subtree left it.
	var moves []engine.Move
	var keys []int32
	ttFirst := ttMove != engine.NoMove && ttMove != excluded && !threatened && p.ttMovePlayable(ttMove)
	if ttFirst {
		moves = append(st.moves[ply][:0], ttMove)
		st.moves[ply] = moves
		keys = append(st.keys[ply][:0], 1<<30)
		st.keys[ply] = keys
	} else {
		moves, keys = p.abMoves(st, ply, me, ttMove)
		if len(moves) == 0 {
			return p.Evaluate()
		}
	}

	alpha0 := alpha
	best, bestMove := -engine.Infinity, engine.NoMove
	moveCount := 0
	var tried [32]engine.Move // quiet moves searched before the best
	nTried := 0
	k0, k1 := st.killers[ply][0], st.killers[ply][1]
	extend := ply < 2*st.rootDepth
	mcLimit := st.mcLimit[imp][min(d, maxMCDepth-1)]
	ttSearched := false
	for i := 0; ; i++ {
		if i == len(moves) {
			if !ttFirst {
				break
			}
			// the table's move did not cut: now the others
			ttFirst, ttSearched = false, true
			moves, keys = p.abMoves(st, ply, me, ttMove)
			i = -1
			continue
		}
		m := engine.PickMove(moves, keys, i)
		if m == excluded || (ttSearched && m == ttMove) {
			continue
		}
		moveCount++
		cell := p.b.cell(int(m))
		own := p.c[cell].thr[me]
		fours := own&(thr5|thr4) != 0
		threat := own&(thrF3|thrDbl) != 0 // an open three or a double threat
		kept := fours || (sp.KeepThreats && threat)
		if best > -engine.WinThreshold && !forced && !kept {
			if int32(moveCount) > mcLimit {
				continue
			}
			if d < sp.TrivialDepth && p.pointClass(cell, me) == clsNone && p.pointClass(cell, op) == clsNone {
				continue
			}
		}
		ext := 0
		if extend {
			switch {
			case forced:
				ext = sp.BlockExt
			case m == ttMove:
				ext = singularExt
				if pvNode {
					ext += sp.TTExtPV
				} else {
					ext += sp.TTExt
				}
			}
		}
		newDepth := d - onePly + ext
		if !fours {
			if likelyHigh {
				newDepth -= sp.FailHighRed
			}
			if pvNode && alpha > alpha0 {
				newDepth -= sp.AlphaRed
			}
		}
		quiet := own&(thr4|thrF3|thrDbl) == 0

		// the child probes the table first: ask for its bucket now, so
		// that the miss overlaps Make's pattern updates (2026-12-02, Zen 5:
		// 0.93-0.95 of the time to depth 14-15, the same nodes)
		tt.Prefetch(p.hash ^ moveKey(colourIndex(p.toMove), p.b.cell(int(m))))
		p.Make(m)
		var v engine.Score
		if moveCount == 1 {
			v = -p.search(t, st, newDepth, ply+1, -beta, -alpha, pvNode, !pvNode && !cutNode)
		} else {
			dr := newDepth
			if d >= 2*onePly {
				r := int(st.lmr[min(d/onePly, 31)][min(moveCount, 63)])
				if !improving {
					r += sp.LMRNotImproving
				}
				if cutNode && m != k0 && m != k1 {
					r += sp.LMRCut
				}
				if ttPv {
					r -= sp.LMRTTPv
				}
				r -= int(st.history[me][m]) / 1024
				if threat {
					r -= sp.ThreatLMR
				}
				dr = min(newDepth, max(newDepth-r, min(onePly, newDepth)))
			}
			v = -p.search(t, st, dr, ply+1, -alpha-1, -alpha, false, true)
			if v > alpha && dr < newDepth && !c.Stopped() {
				v = -p.search(t, st, newDepth, ply+1, -alpha-1, -alpha, false, !cutNode)
			}
			if pvNode && v > alpha && v < beta && !c.Stopped() {
				v = -p.search(t, st, newDepth, ply+1, -beta, -alpha, true, false)
			}
		}
		p.Unmake(m)
		if c.Stopped() {
			return 0
		}
		if v > best {
			best, bestMove = v, m
			if v > alpha {
				alpha = v
				t.UpdatePV(ply, m)
				if v >= beta {
					p.abReward(st, ply, me, m, d, tried[:nTried], quiet)
					break
				}
			}
		}
		if quiet && nTried < len(tried) {
			tried[nTried] = m
			nTried++
		}
	}
	if moveCount == 0 {
		return alpha // the singular test's only move was left out
	}
	if best == -engine.Infinity {
		best = alpha // every move was pruned (cannot happen: the first is searched)
	}
	tt.StorePV(key, ply, toTTDepth(d), best, engine.BoundOf(best, alpha0, beta), bestMove, ttPv)
	return best
}

// abMoves generates and orders the moves of the node at ply (the side to
// move has colour index me) into the state's buffers.
func (p *Position) abMoves(st *abState, ply, me int, ttMove engine.Move) ([]engine.Move, []int32) {
	moves := p.GenMoves(st.moves[ply][:0])
	st.moves[ply] = moves
	if cap(st.keys[ply]) < len(moves) {
		st.keys[ply] = make([]int32, len(moves), 2*len(moves))
	}
	keys := st.keys[ply][:len(moves)]
	p.abOrder(st, moves, keys, ply, me, ttMove)
	return moves, keys
}

// ttMovePlayable reports whether the table's move m may be searched
// before the moves are generated: an empty point near a stone that the
// side to move may play (a table entry of another position, whose key
// collided, may name any point).
func (p *Position) ttMovePlayable(m engine.Move) bool {
	if int(m) < 0 || int(m) >= p.b.w*p.b.h {
		return false
	}
	c := p.b.cell(int(m))
	return p.b.cells[c] == Empty && p.c[c].near > 0 && p.legal(c)
}

// enterNode begins a node of the selective search or its horizon at ply:
// its PV emptied, the node counted. done is true when the node is settled
// already: the search was stopped (sc 0), the game is over or decided by
// Outcome, or the ply limit is reached (the static evaluation).
func (p *Position) enterNode(t *engine.Tree, ply int) (sc engine.Score, done bool) {
	t.ClearPV(ply)
	if t.Control().Tick() {
		return 0, true
	}
	if sc, over := p.Outcome(ply); over {
		return sc, true
	}
	if ply >= engine.MaxPly-4 {
		return p.Evaluate(), true
	}
	return 0, false
}

// nodeEval is the evaluation of the node at ply whose static evaluation
// static has just been stored: static itself, or with Sel.EvalAverage its
// mean with the parent's (negated) when that is known.
func (p *Position) nodeEval(st *abState, ply int, static engine.Score) engine.Score {
	if !p.prm.Sel.EvalAverage || ply == 0 || st.static[ply-1] == noEval {
		return static
	}
	return (static - st.static[ply-1]) / 2
}

// abOrder fills keys with the ordering keys of moves at ply: the static
// keys (OrderKeys), the table's move above all, the killers, and the
// history of the side to move.
func (p *Position) abOrder(st *abState, moves []engine.Move, keys []int32, ply, me int, ttMove engine.Move) {
	p.OrderKeys(moves, keys)
	k0, k1 := st.killers[ply][0], st.killers[ply][1]
	for i, m := range moves {
		switch m {
		case ttMove:
			keys[i] = 1 << 30
			continue
		case k0:
			keys[i] += 1 << 20
		case k1:
			keys[i] += 1 << 19
		}
		keys[i] += st.history[me][m] / 8
	}
}

// abReward credits m, which failed high at ply with d left: it becomes
// the first killer, and if quiet its history grows while the quiet moves
// searched before it (tried) lose as much.
func (p *Position) abReward(st *abState, ply, me int, m engine.Move, d int, tried []engine.Move, quiet bool) {
	if k := &st.killers[ply]; k[0] != m {
		k[1], k[0] = k[0], m
	}
	bonus := int32(min(d*d/(onePly*onePly), 64)) * 128
	if quiet {
		gravity(&st.history[me][m], bonus)
	}
	for _, q := range tried {
		gravity(&st.history[me][q], -bonus)
	}
}

// gravity adds delta to the history value h, pulled back toward 0 so that
// it stays within ±histMax.
func gravity(h *int32, delta int32) {
	a := delta
	if a < 0 {
		a = -a
	}
	*h += delta - *h*a/histMax
}

var _ engine.TreeSearcher = (*Position)(nil)
