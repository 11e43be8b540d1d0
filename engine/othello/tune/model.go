package main

import (
	"math/bits"

	"sente/engine/othello"
)

// sample is a record turned into model features.
type sample struct {
	feats   []int32 // canonical (tied) weight indexes within the stage
	stage   int
	empties int
	label   float64 // training target, discs, for the side to move
	// result is the record's own label (the game's result with a perfect
	// endgame, or the exact value): what the report measures against.
	result float64
	test   bool // held-out (game % 10 == 0)
	exact  bool
	p, o   uint64
}

// canon maps a weight index to the representative of its tie class.
func canon(i int32) int32 {
	t := int32(othello.EvalTie(int(i)))
	if t < i {
		return t
	}
	return i
}

// toSamples turns records into samples. A record with a search score gets
// the target (1-blend)*label + blend*score; the others keep their label.
func toSamples(rs []record, blend float64) []sample {
	out := make([]sample, len(rs))
	var buf []int32
	for i, r := range rs {
		var st int
		buf, st = othello.EvalFeatures(r.P, r.O, buf[:0])
		f := make([]int32, len(buf))
		for k, x := range buf {
			f[k] = canon(x)
		}
		y := float64(r.Label)
		if r.Search != 0 && !r.Exact {
			y = (1-blend)*y + blend*float64(r.Search)/100
		}
		out[i] = sample{feats: f, stage: st, empties: 64 - bits.OnesCount64(r.P|r.O), label: y, result: float64(r.Label),
			test: r.Game%10 == 0, exact: r.Exact, p: r.P, o: r.O}
	}
	return out
}

// weightsEval returns the evaluation defined by a stage-major weight
// vector, computed from EvalFeatures: identical to othello.Evaluate when w
// is the embedded vector (TestEvaluateMatchesFeatures checks it).
func weightsEval(w []int16) evalFunc {
	return func(p, o uint64) int {
		var buf [64]int32
		f, st := othello.EvalFeatures(p, o, buf[:0])
		ws := w[st*othello.EvalStageSize:]
		s := 0
		for _, x := range f {
			s += int(ws[x])
		}
		if s >= othello.EvalLimit {
			s = othello.EvalLimit - 1
		} else if s <= -othello.EvalLimit {
			s = -(othello.EvalLimit - 1)
		}
		return s
	}
}

func seedEval(p, o uint64) int { return int(othello.SeedEvaluate(p, o)) }

func empties(p, o uint64) int { return 64 - bits.OnesCount64(p|o) }
