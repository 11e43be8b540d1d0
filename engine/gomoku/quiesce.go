package gomoku

import "sente/engine"

// Quiesce implements engine.Quiescer, the classic search's threat
// quiescence at the horizon (Params.Selective off; the selective search
// has its own, abvcf.go): the side to move may stand on the static evaluation or play a
// four, which the opponent must block (or answer with a five of its own),
// and so on for up to Params.QuiesceFours fours along the line. A five
// point is a win, two five points of the opponent a loss, and an open four
// the opponent cannot answer with a four a win in three, as in Resolve;
// a block that makes a four is answered by the forced block in turn, and
// the fours of either side count. So a VCF that ends within the limit is
// seen at the horizon, and so is a four that gains a tempo (a 4-3); the
// evaluation stands for every quiet move. At the horizon's own node a
// pending five of the opponent is not played out (the four that made it
// was extended; when the extensions ran out, the evaluation stands).
// QuiesceFours 0 is the static evaluation alone.
func (p *Position) Quiesce(c *engine.Control, ply int, alpha, beta engine.Score) engine.Score {
	if p.prm.QuiesceFours <= 0 || p.noThreats {
		return p.Evaluate()
	}
	return p.qsearch(c, ply, alpha, beta, p.prm.QuiesceFours, -1, true)
}

// qsearch is Quiesce's node: fours is what the line has left, last the
// point of the move just made (where a new five point lies) or -1, entry
// true at the horizon's own node (already checked by Outcome and Resolve).
func (p *Position) qsearch(c *engine.Control, ply int, alpha, beta engine.Score, fours, last int, entry bool) engine.Score {
	me := colourIndex(p.toMove)
	op := me ^ 1
	if !entry {
		if c.Tick() {
			return 0
		}
		if p.winner != Empty {
			return -(engine.Win - engine.Score(ply))
		}
		if p.n5[me] > 0 {
			return engine.Win - engine.Score(ply+1)
		}
		if n := p.n5[op]; n > 0 {
			if n >= 2 {
				return -(engine.Win - engine.Score(ply+2))
			}
			q := p.findFlag(op, thr5, last)
			if q < 0 {
				return p.Evaluate()
			}
			if !p.legal(q) {
				return -(engine.Win - engine.Score(ply+2))
			}
			if ply >= engine.MaxPly-4 {
				return p.Evaluate()
			}
			m := engine.Move(p.b.move(q))
			p.Make(m)
			v := -p.qsearch(c, ply+1, -beta, -alpha, fours, q, false)
			p.Unmake(m)
			return v
		}
		if p.openFourWins(me) {
			return engine.Win - engine.Score(ply+3)
		}
		if p.prm.FourThreeReplies {
			if n := p.fourThreeWin(me); n > 0 {
				return engine.Win - engine.Score(ply+n)
			}
		}
	}
	var qe *qEntry
	if !entry && !p.qcOff {
		if qe = p.qProbe(); qe.key == p.hash && int(qe.fours) >= fours {
			switch v := engine.Score(qe.val); {
			case qe.bound == engine.BoundExact,
				qe.bound == engine.BoundLower && v >= beta,
				qe.bound == engine.BoundUpper && v <= alpha:
				return v
			}
		}
	}
	alpha0 := alpha
	stand := p.Evaluate()
	if stand >= beta || fours <= 0 || p.n4[me] == 0 || p.n5[op] > 0 || ply >= engine.MaxPly-4 {
		return stand
	}
	// the side to move's four points, best first
	var buf [32]int32
	qs := p.appendFours(buf[:0], me)
	p.orderFours(qs, me)
	best := stand
	if stand > alpha {
		alpha = stand
	}
	for _, q := range qs {
		m := engine.Move(p.b.move(int(q)))
		p.Make(m)
		v := -p.qsearch(c, ply+1, -beta, -alpha, fours-1, int(q), false)
		p.Unmake(m)
		if c.Stopped() {
			return 0
		}
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
	if qe != nil && best < engine.WinThreshold && best > -engine.WinThreshold {
		*qe = qEntry{key: p.hash, val: int32(best), fours: uint8(fours), bound: engine.BoundOf(best, alpha0, beta)}
	}
	return best
}

// qEntry is a line of the quiescence's cache: the value of a position
// searched with fours fours left, and whether it is exact or a bound.
// The orders of the same fours and blocks reach the same positions, so a
// side with several fours otherwise searches each set of them in every
// order (a lost position's quiescence took 20 times the nodes of the
// search without it).
type qEntry struct {
	key   uint64
	val   int32
	fours uint8
	bound engine.Bound
}

// qCacheBits is the size of the quiescence's cache, 1<<qCacheBits
// entries of 16 bytes per thread.
const qCacheBits = 16

// qProbe returns the cache line of the position (made on first use).
func (p *Position) qProbe() *qEntry {
	if p.qc == nil {
		p.qc = new([1 << qCacheBits]qEntry)
	}
	return &p.qc[p.hash>>(64-qCacheBits)]
}

var _ engine.Quiescer = (*Position)(nil)
