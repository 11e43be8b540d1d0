package othello

import (
	"os"
	"strconv"
	"sync"

	"sente/engine"
)

// Multi-ProbCut in the midgame search (engine.ProbCutter). A node to be
// searched to depth d is first searched to probcutShallow(d); the model of
// the deep value from the shallow one (slope, offset and error, per depth
// and stage of the game) was fitted by `tune mpc-fit` on positions from
// seeded random games searched without cuts (mpc_table.go, generated).
// The confidence T (standard deviations) is the position's ProbCutT.

// DefaultProbCutT is the confidence of the midgame cuts a new position
// uses; 0 turns them off. 1.0 scored 53 % against 1.5 in 200 games of
// self-play at 4 s a game, and 46.6 % over 400 games against NTest at
// depth 20 on a 30 s clock (1.5 had scored 41.5 % in 100, with the
// previous weights and search; engine/othello/tune/README.md).
const DefaultProbCutT = 1.0

// startProbCutT is the confidence new positions get: DefaultProbCutT, or
// the environment's SENTE_PROBCUT (a number ≥ 0, for experiments such as
// matches with and without the cuts).
var startProbCutT = sync.OnceValue(func() float64 {
	if v, err := strconv.ParseFloat(os.Getenv("SENTE_PROBCUT"), 64); err == nil && v >= 0 && v < 100 {
		return v
	}
	return DefaultProbCutT
})

// probcutMinDepth is the shallowest search that tries a cut.
const probcutMinDepth = 3

// probcutShallow returns the depth of the shallow search for a search to
// depth d: about half of d, of d's parity (Othello's evaluations swing with
// the side to move at the leaves), at least 1. Beyond the deepest fitted
// depth the gap to d stays that of the fit used there (mpcFitDepth).
func probcutShallow(d int) int {
	if f := mpcFitDepth(d); f != d {
		return d - (f - ProbCutHalf(f))
	}
	return ProbCutHalf(d)
}

// ProbCutHalf is the shallow depth fitted for a search to depth d: about
// half of d, of d's parity, at least 1 (tune mpc-fit fits the models for
// these pairs).
func ProbCutHalf(d int) int {
	s := d / 2
	if s&1 != d&1 {
		s--
	}
	return max(s, 1)
}

// mpcFitDepth returns the fitted depth whose model serves a search to
// depth d: d itself, or beyond the deepest fit the deepest of d's parity
// (the offset of the model changes sign with the parity).
func mpcFitDepth(d int) int {
	if d <= mpcMaxDepth {
		return d
	}
	return mpcMaxDepth - (d-mpcMaxDepth)&1
}

// mpcBucket returns the stage of the fitted models for n empties.
func mpcBucket(n int) int {
	return min(max((n-mpcFirstEmpties)/mpcBucketEmpties, 0), len(mpcTable)-1)
}

// SetProbCutT sets the confidence of the midgame cuts (0: none); copies
// made by Clone and CloneFor keep it.
func (pos *Position) SetProbCutT(t float64) { pos.probcutT = t }

// ProbCutT returns the confidence of the midgame cuts.
func (pos *Position) ProbCutT() float64 { return pos.probcutT }

// ProbCut implements engine.ProbCutter.
func (pos *Position) ProbCut(depth int) (engine.ProbCut, bool) {
	if pos.probcutT <= 0 || depth < probcutMinDepth {
		return engine.ProbCut{}, false
	}
	m := mpcTable[mpcBucket(pos.Empties())][mpcFitDepth(depth)]
	if m.sigma <= 0 {
		return engine.ProbCut{}, false
	}
	return engine.ProbCut{Shallow: probcutShallow(depth), A: float64(m.a), B: float64(m.b),
		Sigma: float64(m.sigma), T: pos.probcutT}, true
}

// mpcModel is one fitted model: deep ≈ a·shallow + b, error sigma
// (centi-discs).
type mpcModel struct {
	a, b, sigma float32
}
