package gomoku

import (
	"slices"

	"sente/engine"
)

// Position is a search position: a copy of a game's board with the side to
// move, made and unmade by the search. Besides the stones it keeps, for
// every point, colour and direction, the line key of the point's ten
// neighbours and the resulting line pattern; per point and colour the
// combined threat flags and value; and per colour the sum of those values
// and counts of five, open-four and four points. Make and Unmake update
// only the points on the four lines through the move.
//
// A Position is used by one goroutine; it implements engine.Position,
// engine.Resolver, engine.RootSolver and engine.Phaser.
type Position struct {
	b      board
	rule   Rule
	toMove Stone
	hash   uint64
	stones int
	ply    int
	winner Stone
	caro   bool

	tab  [2]*patTable        // pattern tables for black, white
	comb [2]*comboTable      // combination tables for black, white
	pol  [2]*policyTable     // policy tables for black, white
	c    [maxCells]pointInfo // per-point incremental state
	sumM [2]int32            // sum of the learned me values over empty points
	sumO [2]int32            // sum of the learned op values over empty points
	n5   [2]int32            // empty points that make five
	nF4  [2]int32            // empty points that make an open four
	n4   [2]int32            // empty points that make a four
	n44  [2]int32            // empty points that make two fours (cls44)
	n43  [2]int32            // empty points that make a four and an open three (cls43)
	cand []int32             // on-board cell indices, row-major
	nbr  [16]int             // offsets of the line neighbourhood
	span [undoCells]int      // offsets of the points Make may change (save)

	prm Params // tuning parameters (SetParams)
	// noThreats turns the VCF and VCT solvers off (SetThreatSearch)
	noThreats bool
	keyBuf    [engine.MaxMoves]int32
	selBuf    [engine.MaxMoves]int32

	rootMoves []engine.Move // set by SolveRoot: the only moves at ply 0
	vcf       *vcfState
	vct       *vctState
	pn        *pnState                 // the proof-number VCT's scratch (vctpn.go)
	pvc       pvCheck                  // the check of the search's choice (pvcheck.go)
	qc        *[1 << qCacheBits]qEntry // the threat quiescence's cache (quiesce.go)
	qcOff     bool                     // the quiescence without its cache (tests)

	// Make saves what it changes, Unmake restores it: the points of the
	// four lines through the move (undoCells per move) and the totals.
	undo    []pointInfo
	undoTot []totals
	// hist is the cells of the stones in the order they were put down,
	// the game's before the search's (the selective search's horizon
	// looks near the side to move's last stone).
	hist []int32
	// ab is the selective search's per-thread state (ab.go), made on
	// first use.
	ab *abState
}

// totals are the position's sums and threat counts over the empty points.
type totals struct {
	sumM, sumO, n5, nF4, n4, n44, n43 [2]int32
}

// undoCells is the number of points Make saves: the move's and the five
// on each side of it along each of the four lines (the padding keeps them
// all inside the cell array). Every point Make changes is among them: the
// line keys within five and the near counts within two.
const undoCells = 1 + 4*2*5

// pointInfo is the incremental state of one point, kept together for
// locality: line keys per direction (both colours in one word), and — for empty points —
// the packed pattern codes, values and threat flags per colour.
type pointInfo struct {
	key  [4]uint32 // per direction: black's key | white's key << 16
	pk   [2]uint16
	em   [2]int16 // learned value when the colour is to move
	eo   [2]int16 // learned value when it is not
	thr  [2]uint8
	near uint8 // stones on the lines through the point within distance 2
}

func colourIndex(s Stone) int { return int(s) - 1 }

func newPosition(b *board, rule Rule, toMove Stone) *Position {
	p := &Position{b: *b, rule: rule, toMove: toMove, prm: DefaultParams()}
	p.caro = rule == Caro || rule == CaroExact
	p.tab[0] = patternTable(kindFor(rule, Black))
	p.tab[1] = patternTable(kindFor(rule, White))
	cb := comboTables(rule)
	p.useCombos(cb)
	n := 0
	for i, d := range p.b.dirs {
		p.nbr[n], p.nbr[n+1], p.nbr[n+2], p.nbr[n+3] = d, -d, 2*d, -2*d
		n += 4
		_ = i
	}
	n = 1 // span[0] = 0: the move's own point
	for _, d := range p.b.dirs {
		for k := 1; k <= 5; k++ {
			p.span[n], p.span[n+1] = k*d, -k*d
			n += 2
		}
	}
	p.cand = make([]int32, 0, p.b.w*p.b.h)
	for y := 0; y < p.b.h; y++ {
		for x := 0; x < p.b.w; x++ {
			p.cand = append(p.cand, int32(p.b.idx(x, y)))
		}
	}
	p.hash = zobGame()[rule][p.b.w][p.b.h]
	if p.toMove == White {
		p.hash ^= zobSide
	}
	for _, c32 := range p.cand {
		c := int(c32)
		s := p.b.cells[c]
		if s == Empty {
			continue
		}
		p.stones++
		p.hash ^= zobrist[colourIndex(s)][c]
		for _, o := range p.nbr {
			p.c[c+o].near++
		}
	}
	for _, c32 := range p.cand {
		c := int(c32)
		for di, d := range p.b.dirs {
			var kb, kw uint16
			for off := -5; off <= 5; off++ {
				if off == 0 {
					continue
				}
				w := pow3[digitOf(off)]
				switch p.b.cells[c+off*d] {
				case Black:
					kb += w
					kw += 2 * w
				case White:
					kb += 2 * w
					kw += w
				case wall:
					kb += 2 * w
					kw += 2 * w
				}
			}
			p.c[c].key[di] = uint32(kb) | uint32(kw)<<16
		}
		if p.b.cells[c] == Empty {
			p.addCell(c)
		}
	}
	for _, c32 := range p.cand {
		c := int(c32)
		if s := p.b.cells[c]; s != Empty && p.b.fiveAt(c, s, rule) {
			p.winner = s
			break
		}
	}
	return p
}

// addCell computes the patterns of the empty point c from its keys and
// adds its value and flags to the totals.
func (p *Position) addCell(c int) {
	for ci := 0; ci < 2; ci++ {
		t := p.tab[ci]
		k := &p.c[c].key
		sh := uint(16 * ci)
		pk := uint16(t[uint16(k[0]>>sh)]) | uint16(t[uint16(k[1]>>sh)])<<4 |
			uint16(t[uint16(k[2]>>sh)])<<8 | uint16(t[uint16(k[3]>>sh)])<<12
		e := p.comb[ci].at(pk)
		p.c[c].pk[ci] = pk
		p.c[c].thr[ci] = e.thr
		p.c[c].em[ci], p.c[c].eo[ci] = e.me, e.op
		p.sumM[ci] += int32(e.me)
		p.sumO[ci] += int32(e.op)
		p.count(ci, e.thr, 1)
	}
}

// removeCell takes the empty point c out of the totals.
func (p *Position) removeCell(c int) {
	for ci := 0; ci < 2; ci++ {
		p.sumM[ci] -= int32(p.c[c].em[ci])
		p.sumO[ci] -= int32(p.c[c].eo[ci])
		p.count(ci, p.c[c].thr[ci], -1)
	}
}

func (p *Position) count(ci int, thr uint8, d int32) {
	if thr&thr5 != 0 {
		p.n5[ci] += d
	}
	if thr&thrF4 != 0 {
		p.nF4[ci] += d
	}
	if thr&thr4 != 0 {
		p.n4[ci] += d
	}
	if thr&(thr44|thr43) != 0 {
		if thr&thr44 != 0 {
			p.n44[ci] += d
		} else {
			p.n43[ci] += d
		}
	}
}

// refresh recomputes direction di of the empty point q for both colours.
func (p *Position) refresh(q, di int) {
	pi := &p.c[q]
	shift := uint(4 * di)
	kk := pi.key[di]
	p.refreshColour(pi, 0, shift, uint16(p.tab[0][uint16(kk)]))
	p.refreshColour(pi, 1, shift, uint16(p.tab[1][uint16(kk>>16)]))
}

func (p *Position) refreshColour(pi *pointInfo, ci int, shift uint, code uint16) {
	old := pi.pk[ci]
	pk := old&^(15<<shift) | code<<shift
	if pk == old {
		return
	}
	e := p.comb[ci].at(pk)
	pi.pk[ci] = pk
	p.sumM[ci] += int32(e.me) - int32(pi.em[ci])
	p.sumO[ci] += int32(e.op) - int32(pi.eo[ci])
	pi.em[ci], pi.eo[ci] = e.me, e.op
	if ot := pi.thr[ci]; ot != e.thr {
		p.count(ci, ot, -1)
		p.count(ci, e.thr, 1)
		pi.thr[ci] = e.thr
	}
}

// keyDelta[ci][digit] is what a stone of colour index ci adds to the
// packed key of a point that sees it at that digit: 1 (own) in its own
// colour's half, 2 (blocked) in the other's.
var keyDelta = func() (kd [2][lineDigits]uint32) {
	for d := 0; d < lineDigits; d++ {
		w := uint32(pow3[d])
		kd[0][d] = w | 2*w<<16
		kd[1][d] = 2*w | w<<16
	}
	return kd
}()

// lines updates the keys of the points on the four lines through c after a
// stone of colour index ci was put there (Unmake restores them: save).
func (p *Position) lines(c, ci int) {
	cells := &p.b.cells
	kd := &keyDelta[ci]
	for di, d := range p.b.dirs {
		q := c
		for k := 1; k <= 5; k++ {
			q += d
			if cells[q] == wall {
				break
			}
			p.c[q].key[di] += kd[5-k]
			if cells[q] == Empty {
				p.refresh(q, di)
			}
		}
		q = c
		for k := 1; k <= 5; k++ {
			q -= d
			if cells[q] == wall {
				break
			}
			p.c[q].key[di] += kd[4+k]
			if cells[q] == Empty {
				p.refresh(q, di)
			}
		}
	}
}

// SetThreatSearch switches the threat solvers on or off: off, SolveRoot
// still plays an immediate five and a forced block, and Resolve still
// settles an unanswerable open four (pattern knowledge, no search), but
// neither runs a VCF or VCT for either side. On is the default; off is for
// measuring what the solvers are worth.
func (p *Position) SetThreatSearch(on bool) { p.noThreats = !on }

// ThreatSearch reports whether the threat solvers are on (SetThreatSearch).
func (p *Position) ThreatSearch() bool { return !p.noThreats }

// Hash returns the Zobrist key of the position, side to move included.
func (p *Position) Hash() uint64 { return p.hash }

// ToMove returns the colour to move.
func (p *Position) ToMove() Stone { return p.toMove }

// Width returns the board width (moves are y*Width()+x).
func (p *Position) Width() int { return p.b.w }

// Height returns the board height.
func (p *Position) Height() int { return p.b.h }

// Stones returns the number of stones on the board.
func (p *Position) Stones() int { return p.stones }

// Make plays m for the side to move. m must be an empty on-board point.
func (p *Position) Make(m engine.Move) {
	c := p.b.cell(int(m))
	s := p.toMove
	ci := colourIndex(s)
	won := p.c[c].thr[ci]&thr5 != 0
	p.save(c)
	p.hist = append(p.hist, int32(c))
	p.removeCell(c)
	p.b.cells[c] = s
	p.hash ^= moveKey(ci, c)
	p.stones++
	p.ply++
	for _, o := range p.nbr {
		p.c[c+o].near++
	}
	p.lines(c, ci)
	if p.caro {
		won = p.b.fiveAt(c, s, p.rule)
	}
	if won {
		p.winner = s
	}
	p.toMove = s.Opponent()
}

// Unmake takes back m, the last move made.
func (p *Position) Unmake(m engine.Move) {
	c := p.b.cell(int(m))
	s := p.b.cells[c]
	ci := colourIndex(s)
	p.toMove = s
	p.winner = Empty
	p.hash ^= moveKey(ci, c)
	p.stones--
	p.ply--
	p.b.cells[c] = Empty
	p.hist = p.hist[:len(p.hist)-1]
	p.restore(c) // the points' keys, patterns and near counts, and the totals
}

// save pushes what Make is about to change around the cell c: its
// points (span) and the totals.
func (p *Position) save(c int) {
	p.undoTot = append(p.undoTot, totals{p.sumM, p.sumO, p.n5, p.nF4, p.n4, p.n44, p.n43})
	n := len(p.undo)
	p.undo = slices.Grow(p.undo, undoCells)[:n+undoCells]
	u := p.undo[n:]
	for i, o := range p.span {
		u[i] = p.c[c+o]
	}
}

// restore pops what save pushed for the cell c.
func (p *Position) restore(c int) {
	n := len(p.undo) - undoCells
	for i, pi := range p.undo[n:] {
		p.c[c+p.span[i]] = pi
	}
	p.undo = p.undo[:n]
	t := &p.undoTot[len(p.undoTot)-1]
	p.sumM, p.sumO, p.n5, p.nF4, p.n4, p.n44, p.n43 = t.sumM, t.sumO, t.n5, t.nF4, t.n4, t.n44, t.n43
	p.undoTot = p.undoTot[:len(p.undoTot)-1]
}

// Outcome reports whether the game is over: the last move made five (the
// side to move lost), or the board is full, or — renju only — 25 empty
// points are left, which Gomocup managers (Piskvork >= 8.9, GomocupJudge)
// score as a draw. Below the root it also settles nodes whose result is
// already certain: the side to move has a five point (win next move), or
// the opponent has two five points, or one black cannot block because it
// is a renju foul (loss in two).
func (p *Position) Outcome(ply int) (engine.Score, bool) {
	if p.winner != Empty {
		return -(engine.Win - engine.Score(ply)), true
	}
	empty := p.b.w*p.b.h - p.stones
	if empty == 0 || (p.rule == Renju && empty <= 25 && p.b.w*p.b.h > 25) {
		return 0, true
	}
	if ply == 0 {
		return 0, false
	}
	me := colourIndex(p.toMove)
	if p.n5[me] > 0 {
		return engine.Win - engine.Score(ply+1), true
	}
	if n := p.n5[me^1]; n > 0 {
		if n >= 2 {
			return -(engine.Win - engine.Score(ply+2)), true
		}
		if p.rule == Renju && p.toMove == Black {
			if q := p.findFlag(me^1, thr5, -1); q >= 0 && p.b.forbidden(q) {
				return -(engine.Win - engine.Score(ply+2)), true
			}
		}
	}
	return 0, false
}

// findFlag returns an empty point where colour index ci has threat flag f,
// looking first on the lines through hint (a cell, or -1), then everywhere;
// -1 if none.
func (p *Position) findFlag(ci int, f uint8, hint int) int {
	if hint >= 0 {
		for _, d := range p.b.dirs {
			for k := -5; k <= 5; k++ {
				q := hint + k*d
				if p.b.cells[q] == Empty && p.c[q].thr[ci]&f != 0 {
					return q
				}
			}
		}
	}
	for _, c32 := range p.cand {
		c := int(c32)
		if p.b.cells[c] == Empty && p.c[c].thr[ci]&f != 0 {
			return c
		}
	}
	return -1
}

// Phase reports the progress of the game for the time manager: stones
// over 40% of the board (Gomoku games rarely fill more), capped at 1.
func (p *Position) Phase() float64 {
	f := float64(p.stones) / (0.4 * float64(p.b.w*p.b.h))
	if f > 1 {
		f = 1
	}
	return f
}

// MovesToGo estimates the moves the side to move still has to play.
func (p *Position) MovesToGo() int {
	n := (p.b.w*p.b.h*2/5 - p.stones) / 2
	if n < 10 {
		n = 10
	}
	return n
}

// evalTempo weights the side to move's values up, in sixteenths, in the
// hand-set evaluation (HandEvalWeights): it moves first.
const evalTempo = 4

// Evaluate returns the static evaluation for the side to move, in pattern
// points: over the empty points, the side to move's values of their
// classes as the side to move minus the opponent's values as the side not
// to move (EvalWeights). (Playing out a forced block first, a one-move
// quiescence, measured worse in self-play.)
func (p *Position) Evaluate() engine.Score {
	me := colourIndex(p.toMove)
	op := me ^ 1
	v := p.sumM[me] - p.sumO[op]
	const lim = int32(engine.WinThreshold) - 1
	if v > lim {
		v = lim
	} else if v < -lim {
		v = -lim
	}
	return engine.Score(v)
}

// AspirationDelta is the first aspiration half-window, in pattern points.
func (p *Position) AspirationDelta() engine.Score { return 150 }

// Position implements the search core's interfaces.
var (
	_ engine.Position   = (*Position)(nil)
	_ engine.Resolver   = (*Position)(nil)
	_ engine.RootSolver = (*Position)(nil)
	_ engine.Phaser     = (*Position)(nil)
	_ engine.Aspirator  = (*Position)(nil)
)
