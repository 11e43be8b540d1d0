package gomoku

import "sync"

// Per-point threat flags for one colour, combining the point's four line
// patterns (what a stone of that colour there would make).
const (
	thr5    uint8 = 1 << iota // makes five
	thrF4                     // makes an open four
	thr4                      // makes a four of any kind (open, closed, two in a line)
	thrF3                     // makes an open three
	thrDbl                    // makes a double threat: 4-4, 4-3 or 3-3
	thrFoul                   // renju black: may be a foul (overline, 4-4, 3-3), needs the exact test
)

// patValue is the evaluation weight of one line pattern at an empty point.
var patValue = [numPat]int32{
	patNone: 0,
	patB1:   2,
	patF1:   5,
	patB2:   10,
	patF2:   28,
	patB3:   32,
	patF3:   90,
	patB4:   100,
	patF4:   700,
	patF5:   4000,
	patOL:   0,
	patD4:   100,
}

// Bonuses for double threats at one point.
const (
	bonus44 = 900
	bonus43 = 700
	bonus33 = 300
)

// comboEntry is what a point's four pattern codes amount to: the learned
// evaluation's values of the point's class when its colour is to move (me)
// and when it is not (op), the hand-set value (the threat solver orders
// its fours by it) and the threat flags.
type comboEntry struct {
	me, op int16
	val    int16
	thr    uint8
}

// comboTable is indexed by the four codes of a point packed 4 bits each
// (direction i in bits 4i..4i+3).
type comboTable [1 << 16]comboEntry

// policyEntry is the move policy's value of a point's class for the side
// to move (me) and for the opponent (op).
type policyEntry struct{ me, op int16 }

// policyTable is indexed like comboTable; it is apart because only move
// ordering reads it, while Make and Unmake read comboTable.
type policyTable [1 << 16]policyEntry

// comboSet holds the combination and policy tables: all serves every
// colour but renju black; renjuBlack gives black's likely fouls (double
// four, double three, overline) no value, as black may not play them (the
// flags stay, for the exact test).
type comboSet struct {
	all, renjuBlack       comboTable
	allPol, renjuBlackPol policyTable
}

// comboTables returns the combination tables with rule r's default
// evaluation weights, built on first use (a few milliseconds): a Position
// fetches them when it is made.
func comboTables(r Rule) *comboSet {
	if r == Renju && len(renjuWeightsBin) > 0 {
		return renjuCombos()
	}
	return generalCombos()
}

var (
	generalCombos = sync.OnceValue(func() *comboSet { return buildCombos(DefaultEvalWeights(Freestyle)) })
	renjuCombos   = sync.OnceValue(func() *comboSet { return buildCombos(DefaultEvalWeights(Renju)) })
)

// buildCombos makes the combination tables with the evaluation weights w.
func buildCombos(w *EvalWeights) *comboSet {
	cs := new(comboSet)
	cl := classOf()
	for pk := 0; pk < 1<<16; pk++ {
		e := makeCombo(pk)
		c := cl[pk]
		e.me, e.op = w.Me[c], w.Op[c]
		pe := policyEntry{w.PolMe[c], w.PolOp[c]}
		cs.all[pk], cs.allPol[pk] = e, pe
		if e.thr&thrFoul != 0 {
			e.val, e.me, e.op = 0, 0, 0
			pe = policyEntry{}
		}
		cs.renjuBlack[pk], cs.renjuBlackPol[pk] = e, pe
	}
	return cs
}

func makeCombo(pk int) comboEntry {
	var val int32
	var thr uint8
	fours, f3, f5, fouls := 0, 0, false, false
	for i := 0; i < 4; i++ {
		c := uint8(pk >> (4 * i) & 15)
		if c >= numPat {
			c = patNone
		}
		val += patValue[c]
		switch c {
		case patF5:
			f5 = true
		case patF4:
			thr |= thrF4
			fours++
		case patB4:
			fours++
		case patD4:
			fours += 2
			fouls = true
		case patF3:
			f3++
		case patOL:
			fouls = true
		}
	}
	if f5 {
		thr |= thr5
	}
	if fours > 0 {
		thr |= thr4
	}
	if f3 > 0 {
		thr |= thrF3
	}
	switch {
	case fours >= 2:
		thr |= thrDbl
		val += bonus44
	case fours == 1 && f3 > 0:
		thr |= thrDbl
		val += bonus43
	case f3 >= 2:
		thr |= thrDbl
		val += bonus33
	}
	if !f5 && (fouls || fours >= 2 || f3 >= 2) {
		thr |= thrFoul
	}
	if val > 32000 {
		val = 32000
	}
	return comboEntry{val: int16(val), thr: thr}
}

// useCombos points the position's tables at cb's, renju black's for black
// under renju.
func (p *Position) useCombos(cb *comboSet) {
	p.comb[0], p.comb[1] = &cb.all, &cb.all
	p.pol[0], p.pol[1] = &cb.allPol, &cb.allPol
	if p.rule == Renju {
		p.comb[0], p.pol[0] = &cb.renjuBlack, &cb.renjuBlackPol
	}
}
