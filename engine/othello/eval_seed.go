package othello

import (
	"math/bits"

	"sente/engine"
)

// seedSquareWeights is the classic textbook square table (corners 100,
// C-squares -20, X-squares -50, A-squares 10, B-squares 5, …) that the
// student reports Sente grew from used, indexed a1=0 … h8=63.
var seedSquareWeights = [64]int32{
	100, -20, 10, 5, 5, 10, -20, 100,
	-20, -50, -2, -2, -2, -2, -50, -20,
	10, -2, -1, -1, -1, -1, -2, 10,
	5, -2, -1, -1, -1, -1, -2, 5,
	5, -2, -1, -1, -1, -1, -2, 5,
	10, -2, -1, -1, -1, -1, -2, 10,
	-20, -50, -2, -2, -2, -2, -50, -20,
	100, -20, 10, 5, 5, 10, -20, 100,
}

// SeedEvaluate is the baseline evaluation of the "seeds" (the student
// reports Sente grew from), kept as a reference opponent for tests and
// matches: the square-table sum of p minus that of o, plus the mobility
// difference normalised to ±50, 50*(mp-mo)/(mp+mo). Units are the table's
// points, not centi-discs. It is not used by Sente's own search.
func SeedEvaluate(p, o uint64) engine.Score { return seedEvaluate(currentKernels(), p, o) }

// seedEvaluate is SeedEvaluate with kernel set k.
func seedEvaluate(k kernelSet, p, o uint64) engine.Score {
	var s int32
	for b := p; b != 0; b &= b - 1 {
		s += seedSquareWeights[bits.TrailingZeros64(b)]
	}
	for b := o; b != 0; b &= b - 1 {
		s -= seedSquareWeights[bits.TrailingZeros64(b)]
	}
	mp := int32(bits.OnesCount64(k.moves(p, o)))
	mo := int32(bits.OnesCount64(k.moves(o, p)))
	if mp+mo > 0 {
		s += 50 * (mp - mo) / (mp + mo)
	}
	return engine.Score(s)
}
