package gomoku

import "sente/engine"

// VCF: victory by continuous fours. The attacker (the side to move) plays
// only four-making moves, the defender only the forced block, until the
// attacker has a five point, two five points after a four (the defender
// cannot block both), or — renju — a four whose block is a foul for black.
// When the defender gets a four of its own from a block, the attacker must
// block it with a move that is again a four. Black's four-making moves are
// never fouls.

const vcfTTBits = 16

type vcfEntry struct {
	key   uint64
	depth int32 // the attacker had no VCF within this many fours
}

// vcfState is the solver's scratch: its own table of refuted positions,
// the candidate stack, the current line and the best line found.
type vcfState struct {
	tt      []vcfEntry
	nodes   int
	budget  int
	aborted bool
	stack   []int32
	line    []int32
	best    []int32
	plies   int // length of the win in st.best, in plies
}

func (p *Position) vcfScratch() *vcfState {
	if p.vcf == nil {
		p.vcf = &vcfState{
			tt:    make([]vcfEntry, 1<<vcfTTBits),
			stack: make([]int32, 0, 4096),
			line:  make([]int32, 0, 128),
			best:  make([]int32, 0, 128),
		}
	}
	return p.vcf
}

// VCF looks for a victory by continuous fours for the side to move within
// maxFours four-making moves and budget nodes (each also counted by c). It
// returns the winning line (attacker and defender moves alternating, the
// five last) or nil. Nodes left over from an aborted search are not
// distinguished from a refutation: nil means "none found".
func (p *Position) VCF(c *engine.Control, maxFours, budget int) []engine.Move {
	if c == nil {
		c = engine.NewControl(nil, 0)
	}
	st := p.vcfScratch()
	st.nodes, st.budget, st.aborted = 0, budget, false
	st.stack = st.stack[:0]
	st.line = st.line[:0]
	st.best = st.best[:0]
	if !p.vcfAttack(c, st, maxFours, -1) {
		return nil
	}
	out := make([]engine.Move, len(st.best))
	for i, q := range st.best {
		out[i] = engine.Move(p.b.move(int(q)))
	}
	return out
}

// win records the current line plus tail as the best line; extra is the
// number of plies still to play after it (0 when the line ends with the
// five; 2 after a double four: a block, then the five; 1 when the last
// point is the five behind a block that is a foul).
func (st *vcfState) win(extra int, tail ...int32) {
	st.best = append(st.best[:0], st.line...)
	st.best = append(st.best, tail...)
	st.plies = len(st.best) + extra
}

// vcfAttack reports whether the side to move wins by continuous fours
// within depth fours. last is the defender's last move (a hint where its
// new four, if any, lies) or -1.
func (p *Position) vcfAttack(c *engine.Control, st *vcfState, depth, last int) bool {
	st.nodes++
	if c.Tick() || st.nodes > st.budget {
		st.aborted = true
		return false
	}
	me := colourIndex(p.toMove)
	op := me ^ 1
	if p.n5[me] > 0 {
		if q := p.findFlag(me, thr5, last); q >= 0 {
			st.win(0, int32(q))
			return true
		}
	}
	if depth <= 0 || p.n4[me] == 0 {
		return false
	}
	e := &st.tt[p.hash&(1<<vcfTTBits-1)]
	if e.key == p.hash && int(e.depth) >= depth {
		return false
	}
	base := len(st.stack)
	if p.n5[op] > 0 {
		if p.n5[op] >= 2 {
			return false
		}
		q := p.findFlag(op, thr5, last)
		if q < 0 || p.c[q].thr[me]&thr4 == 0 || !p.legal(q) {
			return false
		}
		st.stack = append(st.stack, int32(q))
	} else {
		st.stack = p.appendFours(st.stack, me)
		p.orderFours(st.stack[base:], me)
	}
	win := false
	for i := base; i < len(st.stack) && !win; i++ {
		q := int(st.stack[i])
		mq := engine.Move(p.b.move(q))
		p.Make(mq)
		st.line = append(st.line, int32(q))
		switch n := p.n5[me]; {
		case p.winner != Empty:
			// only in caro, where the tables may miss an edge five
			st.win(0)
			win = true
		case n >= 2:
			st.win(2)
			win = true
		case n == 1:
			r := p.findFlag(me, thr5, q)
			if r < 0 {
				break
			}
			if p.toMove == Black && p.rule == Renju && p.b.forbidden(r) {
				st.win(1, r32(r))
				win = true
				break
			}
			mr := engine.Move(p.b.move(r))
			p.Make(mr)
			st.line = append(st.line, int32(r))
			if p.winner == Empty {
				win = p.vcfAttack(c, st, depth-1, r)
			}
			st.line = st.line[:len(st.line)-1]
			p.Unmake(mr)
		}
		st.line = st.line[:len(st.line)-1]
		p.Unmake(mq)
		if st.aborted {
			break
		}
	}
	st.stack = st.stack[:base]
	if !win && !st.aborted {
		e.key, e.depth = p.hash, int32(depth)
	}
	return win
}

func r32(x int) int32 { return int32(x) }

// appendFours appends to qs the empty points where colour index me, the
// side to move, makes a four and may play (renju fouls left out), in
// board order.
func (p *Position) appendFours(qs []int32, me int) []int32 {
	found := int32(0)
	for _, c32 := range p.cand {
		if found >= p.n4[me] {
			break // all seen (n4 counts them)
		}
		q := int(c32)
		if p.b.cells[q] != Empty || p.c[q].thr[me]&thr4 == 0 {
			continue
		}
		found++
		if p.legal(q) {
			qs = append(qs, c32)
		}
	}
	return qs
}

// orderFours sorts four-making points: open fours first, then double
// threats, then by value (insertion sort; the lists are short).
func (p *Position) orderFours(qs []int32, me int) {
	key := func(q int32) int32 {
		t := p.c[q].thr[me]
		k := int32(p.comb[me].at(p.c[q].pk[me]).val)
		if t&thrF4 != 0 {
			k += 1 << 20
		}
		if t&thrDbl != 0 {
			k += 1 << 18
		}
		return k
	}
	for i := 1; i < len(qs); i++ {
		v := qs[i]
		kv := key(v)
		j := i
		for j > 0 && key(qs[j-1]) < kv {
			qs[j] = qs[j-1]
			j--
		}
		qs[j] = v
	}
}
