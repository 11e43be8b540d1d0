package main

import (
	"math/bits"

	"sente/engine/othello"
)

// sample is a record turned into model features.
type sample struct {
	feats []int32 // canonical (tied) weight indexes within the stage
	stage int
	label float64 // discs, for the side to move
	test  bool    // held-out (game % 10 == 0)
	exact bool
	p, o  uint64
}

// canon maps a weight index to the representative of its tie class.
func canon(i int32) int32 {
	t := int32(othello.EvalTie(int(i)))
	if t < i {
		return t
	}
	return i
}

func toSamples(rs []record) []sample {
	out := make([]sample, len(rs))
	var buf []int32
	for i, r := range rs {
		var st int
		buf, st = othello.EvalFeatures(r.P, r.O, buf[:0])
		f := make([]int32, len(buf))
		for k, x := range buf {
			f[k] = canon(x)
		}
		out[i] = sample{f, st, float64(r.Label), r.Game%10 == 0, r.Exact, r.P, r.O}
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
