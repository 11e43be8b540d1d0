//go:build heavy

package othello

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"

	"sente/engine"
)

// TestProbcutModel re-measures what probcutSigma and probcutBias model:
// the error of depth-d evaluation searches against the exact score, on
// self-play positions (an evaluation player with 20% random moves) at 14
// to 20 empties. It fails when the model is more than 35% off the measured
// spread at the depths probcut uses (2, 4, 6). About 5 minutes on one core:
//
//	go test -tags heavy -run TestProbcutModel -v ./engine/othello/
func TestProbcutModel(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	s := NewSolver(64)
	const depths = 7
	for _, e := range []int{14, 16, 18, 20} {
		var sum, sum2 [depths]float64
		n := 0
		for g := 0; g < 120; g++ {
			p, o, ok := playedPosition(s, rng, e)
			if !ok {
				continue
			}
			s.Clear()
			exact, _ := s.Solve(engine.NewControl(nil, 0), p, o, -64, 64)
			for d := 0; d < depths; d++ {
				diff := float64(exact) - float64(s.evalAB(p, o, -engine.Infinity, engine.Infinity, d))/100
				sum[d] += diff
				sum2[d] += diff * diff
			}
			n++
		}
		for d := 0; d < depths; d++ {
			mean := sum[d] / float64(n)
			sd := math.Sqrt(sum2[d]/float64(n) - mean*mean)
			model := probcutSigma(e, d)
			t.Logf("empties %d depth %d (%d positions): exact - search: mean %+.2f (model %+.0f), sd %.2f (model %.2f)",
				e, d, n, mean, probcutBias(d), sd, model)
			if d >= 2 && d%2 == 0 && math.Abs(sd-model) > 0.35*sd { // the depths probcut uses
				t.Errorf("empties %d depth %d: sd %.2f, model %.2f", e, d, sd, model)
			}
		}
	}
}

// playedPosition plays a game from the start, choosing by a one-ply
// evaluation search (s.evalAB) with noise or, one move in five, at random,
// until empties squares are left; ok is false when the game ended first or
// the side to move must pass.
func playedPosition(s *Solver, rng *rand.Rand, empties int) (p, o uint64, ok bool) {
	p, o = 0x0000000810000000, 0x0000001008000000
	for bits.OnesCount64(^(p | o)) > empties {
		m := Moves(p, o)
		if m == 0 {
			if Moves(o, p) == 0 {
				return p, o, false
			}
			p, o = o, p
			continue
		}
		sq := -1
		if rng.IntN(100) < 20 {
			k := rng.IntN(bits.OnesCount64(m))
			for ; k > 0; k-- {
				m &= m - 1
			}
			sq = bits.TrailingZeros64(m)
		} else {
			best := -engine.Infinity
			for b := m; b != 0; b &= b - 1 {
				q := bits.TrailingZeros64(b)
				f := s.k.flips(p, o, q)
				v := -s.evalAB(o^f, p|f|1<<uint(q), -engine.Infinity, engine.Infinity, 1) + engine.Score(rng.IntN(200))
				if v > best {
					best, sq = v, q
				}
			}
		}
		f := s.k.flips(p, o, sq)
		p, o = o^f, p|f|1<<uint(sq)
	}
	return p, o, Moves(p, o) != 0
}
