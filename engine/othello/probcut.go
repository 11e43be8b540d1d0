package othello

import (
	"math"
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
// uses; 0 turns them off. With the gate (probcutGate) and the round-5
// weights, 1.3 scored 48.3 % against NTest at depth 12 with Sente at 0.1 s
// a move (1200 games), 1.0 43.5 % (600); with the round-3 weights and no
// gate 1.0 had been the best of 0.7, 1.0 and 1.5 (518eddd, docs/othello-notebook.md).
const DefaultProbCutT = 1.3

// startProbCutT is the confidence new positions get: DefaultProbCutT, or
// the environment's SENTE_PROBCUT (a number ≥ 0, for experiments such as
// matches with and without the cuts).
var startProbCutT = sync.OnceValue(func() float64 {
	if v, err := strconv.ParseFloat(os.Getenv("SENTE_PROBCUT"), 64); err == nil && v >= 0 && v < 100 {
		return v
	}
	return DefaultProbCutT
})

// The shallowest search that tries a cut is the table's mpcMinDepth (3 in
// the committed table, `tune mpc-fit -min-depth`). At depths 1 and 2 the
// shallow "search" would be the static evaluation (ProbCutHalf): cutting
// there took 27 % of the time off depth 16 but scored the same against
// NTest (7f447ad, docs/othello-notebook.md); a table fitted with
// `-min-depth 1` turns it on without a change here.

// probcutGate (centi-discs) is the cuts' engine.ProbCut.Gate: a shallow
// search for a fail high is tried only when the static evaluation comes
// within 4 discs of the score it must reach, one for a fail low likewise.
// Without it much of the search went to shallow searches that failed (24
// positions of 44–36 empties searched to depths 12–18, 25.2 M nodes: the
// fail-high tries that failed, 22 % of them, counted 9.6 M nodes inside
// them, the fail-low tries, 7 % of them cutting, 4.1 M; nested tries
// counted in each). Against NTest at depth 12 with
// Sente at 0.1 s a move (round-3 weights, T = 1.0): 42.6 % with the gate
// at 400 (1800 games), 38.1 % without (1200); 250 and 600 scored 41.9 %
// and 38.1 %, a gate of 1.5 standard deviations of the model 39.9 % (600
// games each).
const probcutGate = 400

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
// half of d, of d's parity, at least 1 from depth 3; 0 (the static
// evaluation) for depths 1 and 2 (tune mpc-fit fits the models for these
// pairs).
func ProbCutHalf(d int) int {
	if d <= 2 {
		return 0
	}
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
	if pos.probcutT <= 0 || depth < mpcMinDepth {
		return engine.ProbCut{}, false
	}
	m := mpcTable[mpcBucket(pos.Empties())][mpcFitDepth(depth)]
	if m.sigma <= 0 {
		return engine.ProbCut{}, false
	}
	return engine.ProbCut{Shallow: probcutShallow(depth), A: float64(m.a), B: float64(m.b),
		Sigma: float64(m.sigma) * deepSigmaScale[min(depth, len(deepSigmaScale)-1)], T: pos.probcutT, Gate: probcutGate}, true
}

// deepSigmaScale[d] scales the deviation of the model that serves a search
// to depth d beyond the deepest fit (mpcFitDepth): the fit's deviation is
// that of a shallow search of 4 or 5 plies, where the deep searches beyond
// it keep the fit's gap and so cut on searches of 6 plies and more, whose
// error is smaller. Fits of depths 12 to 18 on searches made with the
// cuts (docs/othello-notebook.md, "Depths 12 to 20") give,
// at 22–31 empties with the gap of 6, deviations of 2.97, 2.72, 2.52 and
// 2.30 discs at depths 12, 14, 16 and 18: 0.79 of the extrapolated 3.77
// at depth 12, then 0.92 a step of two plies. The scale is
// deepScaleAt12 · deepScaleStep^((d−12)/2) beyond the deepest fit from
// depth 12 on, 1 below. With it (cc3c97d) Sente's depths 20 and 22 took
// half the time they had on midgame positions, about NTest's time to the
// same depths, and its score against NTest on the 30 s clock rose from
// 51.3 % to 56.7 % (300 games; docs/othello-notebook.md).
var deepSigmaScale = func() (s [64]float64) {
	for d := range s {
		s[d] = 1
		if d > mpcMaxDepth && d >= 12 {
			s[d] = deepScaleAt12 * math.Pow(deepScaleStep, float64(d-12)/2)
		}
	}
	return s
}()

// The two constants of deepSigmaScale.
const (
	deepScaleAt12 = 0.8
	deepScaleStep = 0.92
)

// mpcModel is one fitted model: deep ≈ a·shallow + b, error sigma
// (centi-discs).
type mpcModel struct {
	a, b, sigma float32
}
