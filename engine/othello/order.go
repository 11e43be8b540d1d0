package othello

import (
	"math/bits"

	"sente/engine"
)

// Square classes used by move ordering.
const (
	cornerMask uint64 = 0x8100000000000081
	xMask      uint64 = 0x4200000000004200 // b2 g2 b7 g7
)

// squareBonus rewards corners and penalises X-squares next to an empty
// corner (applied in OrderKeys).
var squareBonus = [64]int32{}

func init() {
	for sq := 0; sq < 64; sq++ {
		b := uint64(1) << uint(sq)
		switch {
		case b&cornerMask != 0:
			squareBonus[sq] = 400
		case b&xMask != 0:
			squareBonus[sq] = -300
		}
	}
}

// xCorner maps each X-square to its corner (-1 for other squares).
var xCorner = [64]int8{9: 0, 14: 7, 49: 56, 54: 63}

func init() {
	for sq := range xCorner {
		if sq != 9 && sq != 14 && sq != 49 && sq != 54 {
			xCorner[sq] = -1
		}
	}
}

// OrderKeys gives each move a static ordering key, higher first:
// fastest-first (fewer opponent replies, corners counted twice), corners
// up, X-squares next to an empty corner down.
func (pos *Position) OrderKeys(moves []engine.Move, keys []int32) {
	p, o := pos.p, pos.o
	for i, m := range moves {
		if m < 0 || m > 63 {
			keys[i] = 0
			continue
		}
		sq := int(m)
		f := flips(p, o, sq)
		np, no := o^f, p|f|1<<uint(sq)
		mob := Moves(np, no)
		k := -64*int32(bits.OnesCount64(mob)+bits.OnesCount64(mob&cornerMask)) + squareBonus[sq]
		if c := xCorner[sq]; c >= 0 && (p|o)>>uint(c)&1 != 0 {
			k -= squareBonus[sq] // the corner is taken: the X-square is harmless
		}
		keys[i] = k
	}
}
