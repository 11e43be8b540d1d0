package gomoku

import (
	"slices"

	"sente/engine"
)

// legal reports whether the side to move may play the empty point c: not
// a renju foul for black. The exact foul test runs only on points whose
// patterns make a foul possible.
func (p *Position) legal(c int) bool {
	if p.rule != Renju || p.toMove != Black {
		return true
	}
	if p.c[c].thr[0]&thrFoul == 0 {
		return true
	}
	return !p.b.forbidden(c)
}

// GenMoves appends the moves to search. The threat situation prunes them:
//   - the side to move can make five: that move only;
//   - the opponent can make five: the blocking points;
//   - the opponent can make an open four (it has an open three): the
//     side to move's four-making moves and the points that leave the
//     opponent without an open-four point;
//   - the opponent has a four-three or double-four point: the side to
//     move's fours and the moves that defuse it (genFourThreeDefences);
//   - otherwise every empty point within two steps along a line of a
//     stone (the centre on an empty board).
//
// Black's renju fouls are never generated. At the root, a move list set by
// SolveRoot (the defences against an opponent's VCF) takes precedence.
func (p *Position) GenMoves(buf []engine.Move) []engine.Move {
	if p.winner != Empty || p.stones >= p.b.w*p.b.h {
		return buf
	}
	if p.ply == 0 && p.rootMoves != nil {
		return append(buf, p.rootMoves...)
	}
	me := colourIndex(p.toMove)
	op := me ^ 1
	if p.n5[me] > 0 {
		if c := p.findFlag(me, thr5, -1); c >= 0 {
			return append(buf, engine.Move(p.b.move(c)))
		}
	}
	start := len(buf)
	if p.n5[op] > 0 {
		for _, c32 := range p.cand {
			c := int(c32)
			if p.b.cells[c] == Empty && p.c[c].thr[op]&thr5 != 0 && p.legal(c) {
				buf = append(buf, engine.Move(p.b.move(c)))
			}
		}
		if len(buf) > start {
			return buf
		}
		// every block is a foul: the game is lost, play anything legal
	} else if p.hasOpenFour(op) {
		buf = p.genDefences(buf)
		if len(buf) > start {
			return buf
		}
	} else if p.prm.FourThreeReplies && p.n43[op]+p.n44[op] > 0 {
		buf = p.genFourThreeDefences(buf)
		if len(buf) > start {
			return buf
		}
	}
	if p.stones == 0 {
		c := p.b.idx(p.b.w/2, p.b.h/2)
		return append(buf, engine.Move(p.b.move(c)))
	}
	if p.stones == 1 {
		if buf2 := p.genFirstReply(buf); len(buf2) > start {
			return buf2
		}
	}
	for _, c32 := range p.cand {
		c := int(c32)
		if p.b.cells[c] == Empty && p.c[c].near > 0 && p.legal(c) {
			buf = append(buf, engine.Move(p.b.move(c)))
		}
	}
	if w := p.prm.QuietWidth; w > 0 && p.ply > 0 && len(buf)-start > w {
		buf = p.keepBest(buf, start, w)
	}
	if len(buf) == start {
		// nothing near a stone is legal: any legal point
		for _, c32 := range p.cand {
			c := int(c32)
			if p.b.cells[c] == Empty && p.legal(c) {
				buf = append(buf, engine.Move(p.b.move(c)))
			}
		}
	}
	return buf
}

// genFirstReply appends the answers to the first stone: the eight points
// next to it (direct and diagonal), the second stones of every studied
// opening (the 26 renju openings start so). Searched among wider
// candidates, the second stone often went two points away, a free tempo
// for black that the search's horizon does not see (a renju game against
// the seed player was lost so, and won with each of the adjacent
// replies).
func (p *Position) genFirstReply(buf []engine.Move) []engine.Move {
	for _, c32 := range p.cand {
		c := int(c32)
		if p.b.cells[c] == Empty {
			continue
		}
		for _, d := range p.b.dirs {
			for _, q := range [2]int{c - d, c + d} {
				if p.b.cells[q] == Empty && p.legal(q) {
					buf = append(buf, engine.Move(p.b.move(q)))
				}
			}
		}
		break
	}
	return buf
}

// genDefences appends the answers to an opponent's open three: own
// four-making moves, and the points that, once taken, leave the opponent
// no open-four point. Such a point must lie in the line window (five
// either side) of every open-four point, in a direction where that point
// makes the open four; so the candidates are the empty points of those
// windows around one open-four point, each verified (spoilsOpenFours).
func (p *Position) genDefences(buf []engine.Move) []engine.Move {
	me := colourIndex(p.toMove)
	op := me ^ 1
	buf = p.appendFourMoves(buf, me)
	fours := len(buf)
	// the opponent's open-four points: a verified defence spoils them all
	var pts [maxOpenFours]int
	np := 0
	for _, c32 := range p.cand {
		if int32(np) == p.nF4[op] {
			break // all listed (nF4 counts them)
		}
		c := int(c32)
		if p.b.cells[c] == Empty && p.c[c].thr[op]&thrF4 != 0 {
			if np == len(pts) {
				np = -1 // too many to list: play the defences
				break
			}
			pts[np] = c
			np++
		}
	}
	f := -1
	switch {
	case np == 0:
		return buf
	case np > 0 && (p.rule != Renju || op != 0):
		f = pts[0] // every open-four point may be played
	default:
		if f = p.openFourPoint(op); f < 0 {
			return buf
		}
	}
	for di, d := range p.b.dirs {
		if code := uint8(p.c[f].pk[op] >> (4 * di) & 15); code != patF4 {
			continue
		}
		for k := -5; k <= 5; k++ {
			q := f + k*d
			if p.b.cells[q] != Empty || p.c[q].thr[me]&thr4 != 0 || !p.legal(q) {
				continue // occupied, off board, already listed as a four, or a foul
			}
			m := engine.Move(p.b.move(q))
			if slices.Contains(buf[fours:], m) {
				continue
			}
			v := spoilUnknown
			if np >= 0 {
				v = p.spoilsOpenFours(q, me, pts[:np])
			}
			ok := v == spoilYes
			if v == spoilUnknown {
				p.Make(m)
				ok = !p.hasOpenFour(op)
				p.Unmake(m)
			}
			if ok {
				buf = append(buf, m)
			}
		}
	}
	return buf
}

// appendFourMoves appends the moves where colour index me, the side to
// move, makes a four and may play (renju fouls left out), in board order:
// the moves appendFours lists, as moves.
func (p *Position) appendFourMoves(buf []engine.Move, me int) []engine.Move {
	found := int32(0)
	for _, c32 := range p.cand {
		if found >= p.n4[me] {
			break // all seen (n4 counts them)
		}
		c := int(c32)
		if p.b.cells[c] == Empty && p.c[c].thr[me]&thr4 != 0 {
			found++
			if p.legal(c) {
				buf = append(buf, engine.Move(p.b.move(c)))
			}
		}
	}
	return buf
}

// maxOpenFours bounds the open-four points genDefences lists.
const maxOpenFours = 16

// Answers of spoilsOpenFours.
const (
	spoilNo      = iota // an open-four point is left
	spoilYes            // none is left
	spoilUnknown        // only renju black's possible fouls are left: play it to know
)

// spoilsOpenFours tells whether a stone of colour index me at the empty
// point q leaves none of pts (every open-four point of the opponent) an
// open-four point the opponent may play, without playing it: a stone
// changes only the patterns of the points within five steps on its four
// lines, one direction each, and cannot make the opponent a new open-four
// point nor a foul. The new pattern is what Make would compute: the
// point's line key with q's digit set, looked up in the same tables. A
// renju black point left with its foul flag needs the exact test on the
// new board: spoilUnknown.
func (p *Position) spoilsOpenFours(q, me int, pts []int) int {
	op := me ^ 1
	renjuBlack := p.rule == Renju && op == 0
	res := spoilYes
	for _, f := range pts {
		if f == q {
			continue // taken
		}
		switch {
		case p.comb[op].at(p.pkAfter(f, q, me, op)).thr&thrF4 == 0: // spoilt
		case renjuBlack && p.c[f].thr[0]&thrFoul != 0:
			res = spoilUnknown
		default:
			return spoilNo
		}
	}
	return res
}

// Ordering key bonuses.
const (
	keyWin     = 1 << 28
	keyBlock5  = 1 << 27
	keyOpen4   = 1 << 26
	keyBlockF4 = 1 << 24
	keyDouble  = 1 << 23
	keyFour    = 1 << 20
)

// OrderKeys scores moves for ordering: a five, blocking a five, an open
// four, blocking an open four, double threats, fours; then the policy's
// score of the point (EvalWeights: its class for the side to move and for
// the opponent, attack and defence).
func (p *Position) OrderKeys(moves []engine.Move, keys []int32) {
	me := colourIndex(p.toMove)
	op := me ^ 1
	for i, m := range moves {
		c := p.b.cell(int(m))
		tm, to := p.c[c].thr[me], p.c[c].thr[op]
		k := int32(p.pol[me].at(p.c[c].pk[me]).me) + int32(p.pol[op].at(p.c[c].pk[op]).op)
		switch {
		case tm&thr5 != 0:
			k += keyWin
		case to&thr5 != 0:
			k += keyBlock5
		case tm&thrF4 != 0:
			k += keyOpen4
		case to&thrF4 != 0:
			k += keyBlockF4
		case tm&thrDbl != 0:
			k += keyDouble
		case tm&thr4 != 0:
			k += keyFour
		}
		keys[i] = k
	}
}

// keepBest keeps the w moves of buf[start:] with the highest ordering keys
// (ties: the earlier move), in their original order. Below the root the
// quiet moves far from the action are not worth searching.
func (p *Position) keepBest(buf []engine.Move, start, w int) []engine.Move {
	moves := buf[start:]
	keys := p.keyBuf[:len(moves)]
	p.OrderKeys(moves, keys)
	// the w-th largest key: one pass keeping the w largest so far in
	// descending order (most keys fall below the smallest kept and cost
	// one comparison)
	top := p.selBuf[:0]
	for _, k := range keys {
		if len(top) == w {
			if k <= top[w-1] {
				continue
			}
			top = top[:w-1]
		}
		i := len(top)
		top = append(top, k)
		for i > 0 && top[i-1] < k {
			top[i] = top[i-1]
			i--
		}
		top[i] = k
	}
	cut := top[w-1]
	n := 0
	above := 0 // every key above cut is among the w kept
	for _, k := range top {
		if k > cut {
			above++
		}
	}
	ties := w - above
	for i, m := range moves {
		k := keys[i]
		if k > cut || (k == cut && ties > 0) {
			if k == cut {
				ties--
			}
			moves[n] = m
			n++
		}
	}
	return buf[:start+n]
}
