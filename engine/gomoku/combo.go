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
	thr44                     // class cls44: two fours (counted, threat.go)
	thr43                     // class cls43: a four and an open three (counted)
)

// Threat classes of an empty point for one colour: the strongest thing a
// stone of that colour there would make, from its four line patterns.
// Ordered by strength. The forcing ones are counted per colour as the
// position changes (five, open four, double four and four-three through
// their flags, a four of any kind too: threat.go), so a node knows each
// side's strongest forcing threat at once.
const (
	clsNone uint8 = iota // nothing: no pattern of two or more
	clsTwo               // a two (open or closed), nothing more
	clsB3                // a closed three: the next stone there makes a four
	clsF3                // one open three
	cls33                // two open threes
	clsB4                // one four that is not open, nothing else above a two
	cls43                // a four and an open three in another line
	cls44                // two fours (in two lines, or two in one line)
	clsF4                // an open four: two points complete five
	cls5                 // five
	// clsForbid: renju black, a certain foul by the patterns alone
	// (overline, double four) without a five. A possible double three
	// keeps cls33 or cls43 and its thrFoul flag: it needs the exact test.
	clsForbid
	numCls
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
// its fours by it), the threat flags and the threat class.
type comboEntry struct {
	me, op int16
	val    int16
	thr    uint8
	cls    uint8
}

// A point's four codes are packed 4 bits each (direction i in bits
// 4i..4i+3: pointInfo.pk). Every table entry depends only on the codes as
// a multiset (makeCombo and classOf ignore the directions' order), so the
// tables are indexed by the unordered pair of directions 0-1 times the
// unordered pair of directions 2-3 (comboIndex): 78 x 78 entries, 48 KiB
// for a comboTable, where the packed codes would index 65,536 (512 KiB).
// They are built in a sixth of the time and give the search the same
// entries (TestComboIndexKeepsEveryKey; measurements in
// docs/gomoku-notebook.md).

// numPairs is the number of unordered pairs of codes: numPat*(numPat+1)/2.
const numPairs = int(numPat) * (int(numPat) + 1) / 2

// pairIndex maps a byte of packed codes (two directions) to the rank of
// the unordered pair of its codes; codes beyond numPat count as patNone,
// as in makeCombo.
var pairIndex = func() (t [256]uint8) {
	var rank [numPat][numPat]uint8
	n := uint8(0)
	for a := range numPat {
		for b := a; b < numPat; b++ {
			rank[a][b], rank[b][a] = n, n
			n++
		}
	}
	for x := range t {
		a, b := x&15, x>>4
		if a >= int(numPat) {
			a = int(patNone)
		}
		if b >= int(numPat) {
			b = int(patNone)
		}
		t[x] = rank[a][b]
	}
	return t
}()

// comboIndex returns the tables' index of the packed codes pk.
func comboIndex(pk uint16) int {
	return int(pairIndex[uint8(pk)])*numPairs + int(pairIndex[pk>>8])
}

// comboTable holds a comboEntry per multiset of a point's four codes,
// indexed by comboIndex.
type comboTable [numPairs * numPairs]comboEntry

// at returns the entry of the packed codes pk.
func (t *comboTable) at(pk uint16) *comboEntry { return &t[comboIndex(pk)] }

// policyEntry is the move policy's value of a point's class for the side
// to move (me) and for the opponent (op).
type policyEntry struct{ me, op int16 }

// policyTable is indexed like comboTable; it is apart because only move
// ordering reads it, while Make and Unmake read comboTable.
type policyTable [numPairs * numPairs]policyEntry

// at returns the entry of the packed codes pk.
func (t *policyTable) at(pk uint16) *policyEntry { return &t[comboIndex(pk)] }

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
	// one packed key per entry: the pairs' first keys in pairIndex
	var rep [numPairs]int
	for x := 255; x >= 0; x-- {
		rep[pairIndex[x]] = x
	}
	for i := range cs.all {
		pk := rep[i/numPairs] | rep[i%numPairs]<<8
		e, certainFoul := makeCombo(pk)
		c := cl[pk]
		e.me, e.op = w.Me[c], w.Op[c]
		pe := policyEntry{w.PolMe[c], w.PolOp[c]}
		cs.all[i], cs.allPol[i] = e, pe
		if e.thr&thrFoul != 0 {
			e.val, e.me, e.op = 0, 0, 0
			pe = policyEntry{}
		}
		if certainFoul {
			e.cls = clsForbid
			e.thr &^= thr44 | thr43
		}
		cs.renjuBlack[i], cs.renjuBlackPol[i] = e, pe
	}
	return cs
}

// makeCombo combines the four codes packed in pk. certainFoul reports a
// renju black foul that the codes alone prove (an overline or a double
// four without a five); only renju black's codes can make it true.
func makeCombo(pk int) (e comboEntry, certainFoul bool) {
	var val int32
	var thr uint8
	fours, f3, b3, twos, f5, fouls := 0, 0, 0, 0, false, false
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
		case patB3:
			b3++
		case patF2, patB2:
			twos++
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
	var cls uint8
	switch {
	case f5:
		cls = cls5
	case thr&thrF4 != 0:
		cls = clsF4
	case fours >= 2:
		cls = cls44
	case fours == 1 && f3 > 0:
		cls = cls43
	case fours == 1:
		cls = clsB4
	case f3 >= 2:
		cls = cls33
	case f3 == 1:
		cls = clsF3
	case b3 > 0:
		cls = clsB3
	case twos > 0:
		cls = clsTwo
	}
	switch cls {
	case cls44:
		thr |= thr44
	case cls43:
		thr |= thr43
	}
	return comboEntry{val: int16(val), thr: thr, cls: cls}, !f5 && (fouls || fours >= 2)
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
