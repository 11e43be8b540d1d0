package gomoku

import (
	_ "embed"
	"encoding/binary"
	"fmt"
	"sync"

	"sente/engine"
)

// NumClasses is the number of point classes of the learned evaluation: a
// point's four line patterns for one colour, as a multiset (the order of
// the directions does not matter), 4 of numPat codes with repetition.
const NumClasses = 1365

// classOf maps a point's packed pattern codes (pointInfo.pk) to its
// class, the rank of its sorted codes; codes beyond numPat count as
// patNone, as in makeCombo. Class 0 is four patNone.
var classOf = sync.OnceValue(func() *[1 << 16]uint16 {
	rank := make(map[[4]uint8]uint16)
	for a := uint8(0); a < numPat; a++ {
		for b := a; b < numPat; b++ {
			for c := b; c < numPat; c++ {
				for d := c; d < numPat; d++ {
					rank[[4]uint8{a, b, c, d}] = uint16(len(rank))
				}
			}
		}
	}
	t := new([1 << 16]uint16)
	for pk := range t {
		t[pk] = rank[sortedCodes(pk)]
	}
	return t
})

// sortedCodes returns the four codes of pk in increasing order.
func sortedCodes(pk int) [4]uint8 {
	var k [4]uint8
	for i := range k {
		c := uint8(pk >> (4 * i) & 15)
		if c >= numPat {
			c = patNone
		}
		k[i] = c
	}
	for i := 1; i < 4; i++ {
		for j := i; j > 0 && k[j] < k[j-1]; j-- {
			k[j], k[j-1] = k[j-1], k[j]
		}
	}
	return k
}

// ClassCodes returns the four pattern codes (sorted) of class cl, for
// reports: 0 none, 1 B1, 2 F1, 3 B2, 4 F2, 5 B3, 6 F3, 7 B4, 8 F4, 9 five,
// 10 overline, 11 double four in one line.
func ClassCodes(cl int) [4]uint8 {
	n := 0
	for a := uint8(0); a < numPat; a++ {
		for b := a; b < numPat; b++ {
			for c := b; c < numPat; c++ {
				for d := c; d < numPat; d++ {
					if n == cl {
						return [4]uint8{a, b, c, d}
					}
					n++
				}
			}
		}
	}
	return [4]uint8{}
}

// EvalWeights are the learned values of the point classes. The
// evaluation, in pattern points: for every empty point and colour, Me[class]
// when that colour is to move and Op[class] when it is not; the
// evaluation is the side to move's Me sum minus the opponent's Op sum.
// The policy, which orders the quiet moves and chooses those searched
// below the root: a move's score is PolMe of the point's class for the
// side to move plus PolOp of its class for the opponent (attack and
// defence).
type EvalWeights struct {
	Me, Op       [NumClasses]int16
	PolMe, PolOp [NumClasses]int16
}

// evalWeightsBin is the fitted table of every rule but renju
// (engine/gomoku/tune): Me, Op, PolMe, PolOp, little-endian int16. Empty,
// the hand-set values stand in.
//
//go:embed evalweights.bin
var evalWeightsBin []byte

// renjuWeightsBin is renju's fitted table, in the same form; empty, renju
// uses evalWeightsBin's.
//
//go:embed evalweights-renju.bin
var renjuWeightsBin []byte

func (w *EvalWeights) tables() [4]*[NumClasses]int16 {
	return [4]*[NumClasses]int16{&w.Me, &w.Op, &w.PolMe, &w.PolOp}
}

// ParseEvalWeights decodes the binary form (Me, Op, PolMe, PolOp: 4·NumClasses
// little-endian int16).
func ParseEvalWeights(b []byte) (*EvalWeights, error) {
	if len(b) != 8*NumClasses {
		return nil, fmt.Errorf("gomoku: evaluation weights: %d bytes, want %d", len(b), 8*NumClasses)
	}
	w := new(EvalWeights)
	for t, tab := range w.tables() {
		for i := range tab {
			tab[i] = int16(binary.LittleEndian.Uint16(b[2*(t*NumClasses+i):]))
		}
	}
	return w, nil
}

// Bytes encodes w in the form ParseEvalWeights reads.
func (w *EvalWeights) Bytes() []byte {
	b := make([]byte, 0, 8*NumClasses)
	for _, tab := range w.tables() {
		for _, v := range tab {
			b = binary.LittleEndian.AppendUint16(b, uint16(v))
		}
	}
	return b
}

// HandEvalWeights returns the hand-set evaluation as weights: a class's
// pattern value with the double-threat bonus (makeCombo), weighted up by
// evalTempo sixteenths for the side to move; and the hand-set ordering,
// the value times 3/2 for the side to move plus the value for the
// opponent.
func HandEvalWeights() *EvalWeights {
	w := new(EvalWeights)
	seen := make([]bool, NumClasses)
	cl := classOf()
	for pk := 0; pk < 1<<16; pk++ {
		c := cl[pk]
		if seen[c] {
			continue
		}
		seen[c] = true
		e, _ := makeCombo(pk)
		v := int32(e.val)
		w.Me[c] = int16(min(v+v*evalTempo/16, 32000))
		w.Op[c] = int16(v)
		w.PolMe[c] = int16(min(v*3/2, 32000))
		w.PolOp[c] = int16(v)
	}
	return w
}

// DefaultEvalWeights returns the embedded learned weights of rule r (the
// hand-set ones if none are embedded), decoded on first use.
func DefaultEvalWeights(r Rule) *EvalWeights {
	if r == Renju && len(renjuWeightsBin) > 0 {
		return renjuWeights()
	}
	return generalWeights()
}

var (
	generalWeights = sync.OnceValue(func() *EvalWeights { return mustWeights(evalWeightsBin) })
	renjuWeights   = sync.OnceValue(func() *EvalWeights { return mustWeights(renjuWeightsBin) })
)

func mustWeights(b []byte) *EvalWeights {
	if len(b) == 0 {
		return HandEvalWeights()
	}
	w, err := ParseEvalWeights(b)
	if err != nil {
		panic(err) // the embedded files are checked by TestEmbeddedEvalWeights
	}
	return w
}

// SetEvalWeights makes the position evaluate and order its moves with w
// instead of its rule's default weights (nil: back to the default), for
// the tuning tool and tests. Threat flags do not change.
func (p *Position) SetEvalWeights(w *EvalWeights) {
	cb := comboTables(p.rule)
	if w != nil {
		cb = buildCombos(w)
	}
	p.useCombos(cb)
	p.sumM, p.sumO = [2]int32{}, [2]int32{}
	for _, c32 := range p.cand {
		c := int(c32)
		if p.b.cells[c] != Empty {
			continue
		}
		for ci := 0; ci < 2; ci++ {
			e := p.comb[ci].at(p.c[c].pk[ci])
			p.c[c].em[ci], p.c[c].eo[ci] = e.me, e.op
			p.sumM[ci] += int32(e.me)
			p.sumO[ci] += int32(e.op)
		}
	}
}

// PointClasses returns the classes of the empty point of move m for the
// side to move and for the opponent.
func (p *Position) PointClasses(m engine.Move) (me, op uint16) {
	c := p.b.cell(int(m))
	ci := colourIndex(p.toMove)
	return p.class(c, ci), p.class(c, ci^1)
}

// class returns the class of the empty point c for colour index ci: 0 for
// renju black's likely fouls, which the tables value at nothing.
func (p *Position) class(c, ci int) uint16 {
	if p.rule == Renju && ci == 0 && p.c[c].thr[0]&thrFoul != 0 {
		return 0
	}
	return classOf()[p.c[c].pk[ci]]
}

// Classes appends, for every empty point, the class of its patterns for
// the side to move and for the opponent (the learned evaluation's
// features; renju black's likely fouls as class 0), and returns the
// extended slice.
func (p *Position) Classes(buf [][2]uint16) [][2]uint16 {
	me := colourIndex(p.toMove)
	for _, c32 := range p.cand {
		c := int(c32)
		if p.b.cells[c] == Empty {
			buf = append(buf, [2]uint16{p.class(c, me), p.class(c, me^1)})
		}
	}
	return buf
}

// Quiet reports whether neither side has a point that makes five or an
// open four: the position's value is then a matter of evaluation rather
// than of a forced line (the tuning tool learns from such positions).
func (p *Position) Quiet() bool {
	return p.n5[0] == 0 && p.n5[1] == 0 && p.nF4[0] == 0 && p.nF4[1] == 0
}
