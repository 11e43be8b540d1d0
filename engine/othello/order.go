package othello

import (
	"math/bits"

	"sente/engine"
)

// Square classes used by move ordering.
const (
	cornerMask uint64 = 0x8100000000000081
	xMask      uint64 = 0x4200000000004200 // b2 g2 b8 g8 (see squareBonus)
)

// squareBonus rewards corners and penalises X-squares next to an empty
// corner (applied in OrderKeys).
//
// The squares marked -300 are those of xMask: b2, g2, b8 and g8. The
// mask's comment promises b7 and g7 rather than b8 and g8; the table keeps
// what the ordering has always used, because changing it changes every
// search's node counts (the bench's determinism signature).
var squareBonus = [64]int32{
	0: 400, 7: 400, 56: 400, 63: 400, // corners (cornerMask)
	9: -300, 14: -300, 57: -300, 62: -300, // xMask
}

// xCorner maps each X-square to its corner (-1 for other squares).
var xCorner = [64]int8{
	-1, -1, -1, -1, -1, -1, -1, -1,
	-1, 0, -1, -1, -1, -1, 7, -1,
	-1, -1, -1, -1, -1, -1, -1, -1,
	-1, -1, -1, -1, -1, -1, -1, -1,
	-1, -1, -1, -1, -1, -1, -1, -1,
	-1, -1, -1, -1, -1, -1, -1, -1,
	-1, 56, -1, -1, -1, -1, 63, -1,
	-1, -1, -1, -1, -1, -1, -1, -1,
}

// OrderKeys gives each move a static ordering key, higher first:
// fastest-first (fewer opponent replies, corners counted twice), corners
// up, X-squares next to an empty corner down.
func (pos *Position) OrderKeys(moves []engine.Move, keys []int32) {
	p, o, k := pos.p, pos.o, pos.k
	for i, m := range moves {
		if m < 0 || m > 63 {
			keys[i] = 0
			continue
		}
		_, mob := k.flipsMoves(p, o, int(m))
		replies, bonus := moveTraits(p, o, int(m), mob)
		keys[i] = -64*replies + bonus
	}
}

// moveTraits gives what the static orders weigh of the move sq, after
// which the opponent has the moves mob: the opponent's replies (corners
// counted twice), and the square's bonus (squareBonus; none for an
// X-square whose corner is taken, which is harmless then).
func moveTraits(p, o uint64, sq int, mob uint64) (replies, bonus int32) {
	replies = int32(bits.OnesCount64(mob) + bits.OnesCount64(mob&cornerMask))
	bonus = squareBonus[sq]
	if c := xCorner[sq]; c >= 0 && (p|o)>>uint(c)&1 != 0 {
		bonus = 0
	}
	return replies, bonus
}

// squareOrder is the order of OrderKeysAt with one ply left: corners
// first, then the edges' A- and B-squares, the X-squares last.
var squareOrder = [64]int32{
	400, -100, 50, 20, 20, 50, -100, 400,
	-100, -300, -10, -10, -10, -10, -300, -100,
	50, -10, 10, 0, 0, 10, -10, 50,
	20, -10, 0, 0, 0, 0, -10, 20,
	20, -10, 0, 0, 0, 0, -10, 20,
	50, -10, 10, 0, 0, 10, -10, 50,
	-100, -300, -10, -10, -10, -10, -300, -100,
	400, -100, 50, 20, 20, 50, -100, 400,
}

// Depths of the move orders of OrderKeysAt.
const (
	squareOrderDepth = 1 // at most this many plies left: by square
	evalOrderDepth   = 4 // at least this many: the children's evaluation too
)

// OrderKeysAt implements engine.DepthOrderer. With one ply left the moves
// are ordered by square alone (squareOrder): the children are only
// evaluated there, and the fastest-first order (a flip and a move
// generation per move) cost more than it saved. From 4 plies left the
// children's static evaluation is added to the fastest-first keys, for
// nodes few enough to afford it. Between the two, OrderKeys. On 100
// positions of 44 to 28 empties searched to depth 14 (one thread), the
// square order took 1 % fewer nodes and about 8 % less time than
// fastest-first, and the evaluation 11 % fewer nodes again (15 % at depth
// 16, 10 % at 12) and about 9 % less time.
func (pos *Position) OrderKeysAt(moves []engine.Move, keys []int32, depth int) {
	switch {
	case depth <= squareOrderDepth:
		for i, m := range moves {
			keys[i] = 0
			if m >= 0 && m < 64 {
				keys[i] = squareOrder[m]
			}
		}
	case depth >= evalOrderDepth:
		pos.evalOrderKeys(moves, keys)
	default:
		pos.OrderKeys(moves, keys)
	}
}

// evalOrderKeys are OrderKeys' with twice the weight on the opponent's
// mobility, less twice each child's evaluation (centi-discs, for the
// opponent): a disc of value counts as much as a move and a half of the
// opponent's mobility.
func (pos *Position) evalOrderKeys(moves []engine.Move, keys []int32) {
	p, o, k := pos.p, pos.o, pos.k
	ev := pos.evaluator()
	for i, m := range moves {
		if m < 0 || m > 63 {
			keys[i] = 0
			continue
		}
		sq := int(m)
		f, mob := k.flipsMoves(p, o, sq)
		e := int32(ev.evalMob(k, o^f, p|f|1<<uint(sq), mob))
		replies, bonus := moveTraits(p, o, sq, mob)
		keys[i] = -128*replies + bonus - 2*e
	}
}

// Oscillates implements engine.Oscillator: Othello's values swing between
// odd and even depths, so each aspiration window is centred on the value
// two plies shallower. On the positions above it took 6 % fewer nodes at
// depth 14, 14 % at 16.
func (pos *Position) Oscillates() bool { return true }

// IterationStepFrom is the depth from which the midgame's iterative
// deepening advances two plies at a time (engine.ParityStepper). In a game
// the search of a move starts from the table of the search two plies
// before, which answers the iterations up to its depth less two; the next
// two iterations then cost about as much each (at 26 empties after a
// depth-20 search at 28: 397k and 400k nodes for depths 19 and 20, 40k
// for all of 1-15). Skipping the odd one leaves depth 20 along 8 games of
// set A (136 positions at 48-32 empties, scripts/othello-time-to-depth.py)
// in 0.77-0.83 of the time; steps from 8 or 12 saved about as much. At
// equal time against NTest it measured nothing either way: 40.0 % against
// 39.75 % for the code before, 200 games on two opening sets side by side
// (docs/othello-notebook.md, 2026-12-08), though under the clock the
// moves reached 1-1.9 plies deeper from 47 to 32 empties. Kept for the
// time at fixed depths.
const IterationStepFrom = 16

// ParityStepFrom implements engine.ParityStepper with IterationStepFrom.
func (pos *Position) ParityStepFrom() int { return IterationStepFrom }
