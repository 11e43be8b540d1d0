package othello

import (
	"math/bits"
	"sync"

	"sente/engine"
)

// EvalLimit bounds the static evaluation: |Evaluate| < EvalLimit, so a
// heuristic score never looks like an exact 64-0 result (±6400).
const EvalLimit = 6400

// Evaluate returns the static value, in centi-discs (100 = one disc of
// final margin), of the position where the owner of p is to move against
// o. It is a linear model with one weight table per stage of the game
// (EvalStages stages of 5 empties): base-3 patterns (edge with X-squares,
// 3x3 and 2x5 corner blocks, second to fourth rows, diagonals of 4 to 8
// squares; evalPatterns) plus tables indexed by mobility, potential
// mobility and region parity. The weights are fitted by
// engine/othello/tune and embedded (weights.go). The value is invariant
// under the 8 board symmetries and strictly within ±EvalLimit.
//
// Evaluate loads the weights on its first call (tens of milliseconds);
// Position.Evaluate and the Solver keep them at hand instead.
func Evaluate(p, o uint64) engine.Score {
	return defaultEvaluator().eval(currentKernels(), p, o)
}

// evaluator holds what the evaluation reads: the weights of every stage
// and the byte tables of the pattern parts.
type evaluator struct {
	w     []int16 // stage-major; nil if the embedded weights failed to load
	parts *[evalPartCount][256]uint16
}

// defaultEvaluator returns the evaluator of the embedded weights, decoded
// on the first call.
var defaultEvaluator = sync.OnceValue(func() *evaluator {
	w, _ := loadWeights()
	return &evaluator{w: w, parts: (*[evalPartCount][256]uint16)(features().parts)}
})

// eval is Evaluate with kernel set k.
func (ev *evaluator) eval(k kernelSet, p, o uint64) engine.Score {
	if ev.w == nil {
		return fallbackEvaluate(k, p, o)
	}
	mp, mo := k.mobility(p, o)
	return ev.evalCounts(p, o, scalarsMob(p, o, mp, mo))
}

// evalMob is eval with the legal moves of the owner of p known (mp): the
// midgame search's positions keep them (Position.Make).
func (ev *evaluator) evalMob(k kernelSet, p, o, mp uint64) engine.Score {
	if ev.w == nil {
		return fallbackEvaluate(k, p, o)
	}
	return ev.evalCounts(p, o, scalarsMob(p, o, mp, k.moves(o, p)))
}

// evalCounts sums the weights of the stage of p|o for the patterns and
// the scalar counts c.
func (ev *evaluator) evalCounts(p, o uint64, c scalarCounts) engine.Score {
	w := ev.w
	e := 64 - bits.OnesCount64(p|o)
	ws := w[EvalStage(e)*EvalStageSize : (EvalStage(e)+1)*EvalStageSize]
	s := evalPatternSum(ev.parts, ws, p, o)
	s += int32(ws[featOffMobP+c.mobP]) + int32(ws[featOffMobO+c.mobO]) +
		int32(ws[featOffPotP+c.potP]) + int32(ws[featOffPotO+c.potO]) +
		int32(ws[featOffParity+c.parity]) + int32(ws[featOffBias])
	return clampEval(s)
}

// clampEval keeps a heuristic score strictly inside ±EvalLimit.
func clampEval(s int32) engine.Score {
	if s >= EvalLimit {
		return EvalLimit - 1
	}
	if s <= -EvalLimit {
		return -(EvalLimit - 1)
	}
	return engine.Score(s)
}

// fallbackEvaluate is used only if the embedded weights failed to load
// (a build error that TestWeightsLoad reports): the seeds' evaluation.
func fallbackEvaluate(k kernelSet, p, o uint64) engine.Score {
	return clampEval(int32(seedEvaluate(k, p, o)))
}
