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
// the target (1-blend)*result + blend*score, the others the result; the
// result is the record's label, or results[i] when results is not nil
// (truncatedResults).
func toSamples(rs []record, blend float64, results []float64) []sample {
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
		if results != nil {
			y = results[i]
		}
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

// truncatedResults returns for each record the game's result as seen from
// a position, with the random moves of self-play taken out of it: the
// result of a position that is followed, before the exact solve, by a
// random move (a record with more than one legal move and no search score)
// is replaced by the search score of the last searched position before the
// first such move (converted to the position's side to move), since the
// game's result tells what the random move left, not what the position
// was worth. Positions with no random move after them, exact records, and
// positions with no searched record before that move keep their label.
// Records are read as gen writes them: the games one after the other, the
// positions of a game in the order played.
func truncatedResults(rs []record) []float64 {
	out := make([]float64, len(rs))
	for i, r := range rs {
		out[i] = float64(r.Label)
	}
	for start := 0; start < len(rs); {
		end := start + 1
		for end < len(rs) && rs[end].Game == rs[start].Game {
			end++
		}
		truncateGame(rs[start:end], out[start:end])
		start = end
	}
	return out
}

// truncateGame does truncatedResults for the records of one game.
func truncateGame(rs []record, out []float64) {
	n := 0 // the positions before the exact solve come first
	for n < len(rs) && !rs[n].Exact {
		n++
	}
	if n == 0 {
		return
	}
	// side[k]: the side to move at record k, relative to record 0 (a
	// record's mover owns every disc its move's mover owned before).
	side := make([]int, n)
	for k := 1; k < n; k++ {
		side[k] = side[k-1]
		if rs[k].O&rs[k-1].P == rs[k-1].P {
			side[k] ^= 1
		}
	}
	random := make([]bool, n)
	for k := range random {
		random[k] = rs[k].Search == 0 && bits.OnesCount64(moves(rs[k].P, rs[k].O)) > 1
	}
	// est[k]: the value of record k (a random move) for its mover, from the
	// last searched record before it; ok false when there is none.
	est := make([]float64, n)
	ok := make([]bool, n)
	last := -1
	for k := 0; k < n; k++ {
		if random[k] && last >= 0 {
			v := float64(rs[last].Search) / 100
			if side[last] != side[k] {
				v = -v
			}
			est[k], ok[k] = v, true
		}
		if rs[k].Search != 0 {
			last = k
		}
	}
	first := -1 // the first random move at or after k
	for k := n - 1; k >= 0; k-- {
		if random[k] {
			first = k
		}
		if first >= 0 && ok[first] {
			v := est[first]
			if side[first] != side[k] {
				v = -v
			}
			out[k] = v
		}
	}
}
