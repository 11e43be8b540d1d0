package gomoku

import "sente/engine"

// vcfTTDepth is the table depth of the VCF horizon's nodes: below every
// searched node, so that any search of the same position may replace it
// and cut a horizon node's window.
var vcfTTDepth = toTTDepth(-onePly)

// vcfSearch is the selective search's horizon, a local VCF: the side to
// move may stand on the static evaluation or play a four near its own
// last stone (after the line's first four, only a four that also makes a
// two or more: one that builds toward the next), which the opponent must
// block, after which the blocker may attack with its own fours in turn.
// A pending five is blocked without standing pat. An open four or a
// four-three the opponent cannot answer is a static win. The length is
// not capped (each four takes an empty point near the last, so the line
// ends), and the values are stored in the main table at the horizon's
// depth, so that the orders of the same fours meet. level counts the
// fours of the line so far.
func (p *Position) vcfSearch(t *engine.Tree, st *abState, ply int, alpha, beta engine.Score, level int) engine.Score {
	if sc, done := p.enterNode(t, ply); done {
		return sc
	}
	c := t.Control()
	me := colourIndex(p.toMove)
	op := me ^ 1
	if p.n5[op] > 0 {
		// the forced block (Outcome has seen two fives, and a block that
		// is a renju foul)
		q := p.findFlag(op, thr5, p.lastCell(1))
		if q < 0 {
			return p.Evaluate()
		}
		m := engine.Move(p.b.move(q))
		st.static[ply] = p.Evaluate()
		p.Make(m)
		v := -p.vcfSearch(t, st, ply+1, -beta, -alpha, level)
		p.Unmake(m)
		return v
	}
	if p.n4[me] > 0 && p.openFourWins(me) {
		return engine.Win - engine.Score(ply+3)
	}
	if n := p.fourThreeWin(me); n > 0 {
		return engine.Win - engine.Score(ply+n)
	}
	tt := t.TT()
	h, hit := tt.Probe(p.hash, ply)
	if hit && h.Depth >= vcfTTDepth && h.Cuts(alpha, beta) {
		return h.Score
	}
	static := p.Evaluate()
	st.static[ply] = static
	stand := p.nodeEval(st, ply, static)
	if stand >= beta || p.n4[me] == 0 {
		return stand
	}
	var buf [32]int32
	qs := p.appendFours(buf[:0], me)
	last := p.lastCell(2)
	n := 0
	for _, q := range qs {
		if (last < 0 || p.b.near(int(q), last)) && (level == 0 || p.buildsFour(int(q), me)) {
			qs[n] = q
			n++
		}
	}
	qs = qs[:n]
	if len(qs) == 0 {
		return stand
	}
	p.orderFours(qs, me)
	alpha0 := alpha
	best, bestMove := stand, engine.NoMove
	alpha = max(alpha, stand)
	for _, q := range qs {
		m := engine.Move(p.b.move(int(q)))
		p.Make(m)
		v := -p.vcfSearch(t, st, ply+1, -beta, -alpha, level+1)
		p.Unmake(m)
		if c.Stopped() {
			return 0
		}
		if v > best {
			best, bestMove = v, m
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	tt.Store(p.hash, ply, vcfTTDepth, best, engine.BoundOf(best, alpha0, beta), bestMove)
	return best
}

// lastCell returns the cell of the stone put down k moves ago (1: the
// last), or -1 when the position does not know it.
func (p *Position) lastCell(k int) int {
	if n := len(p.hist); n >= k {
		return int(p.hist[n-k])
	}
	return -1
}

// buildsFour reports whether the four that colour index ci makes at the
// empty point c also makes a two or more in another line (or a second
// four): a combination four, which prepares the next threat.
func (p *Position) buildsFour(c, ci int) bool {
	pk := int(p.c[c].pk[ci])
	fours, more := 0, 0
	for i := 0; i < 4; i++ {
		switch uint8(pk >> (4 * i) & 15) {
		case patB4, patF4:
			fours++
		case patD4:
			fours += 2
		case patB2, patF2, patB3, patF3:
			more++
		}
	}
	return fours >= 2 || more > 0
}

// near reports whether the cells a and b lie within two points of each
// other in both directions, or within four on a common line.
func (b *board) near(a, c int) bool {
	ax, ay := b.xy(a)
	cx, cy := b.xy(c)
	dx, dy := abs(ax-cx), abs(ay-cy)
	if dx <= 2 && dy <= 2 {
		return true
	}
	return (dx == 0 || dy == 0 || dx == dy) && max(dx, dy) <= 4
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
