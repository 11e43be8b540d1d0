package main

import (
	"math"
	"sync"

	"sente/engine"
	"sente/engine/gomoku"
)

// polSample is one move choice: the classes of the candidate points (the
// moves the engine considers at the root of a quiet position) for the side
// to move and the opponent, and which candidate the search chose.
type polSample struct {
	me, op []uint16
	chosen int
	held   bool
}

// toPolSamples replays the games and keeps the quiet positions from ply
// skip on (the random opening is over) where the move played is one of
// the candidates.
func toPolSamples(rs []gameRecord, skip int) []polSample {
	var out []polSample
	buf := make([]engine.Move, 0, engine.MaxMoves)
	replay(rs, skip, func(r *gameRecord, i int, _ *gomoku.Game, pos *gomoku.Position) {
		if !pos.Quiet() {
			return
		}
		ms := pos.GenMoves(buf[:0])
		s := polSample{chosen: -1, held: r.Game%10 == 0, me: make([]uint16, len(ms)), op: make([]uint16, len(ms))}
		for j, c := range ms {
			s.me[j], s.op[j] = pos.PointClasses(c)
			if c == engine.Move(r.Moves[i]) {
				s.chosen = j
			}
		}
		if s.chosen >= 0 && len(ms) > 1 {
			out = append(out, s)
		}
	})
	return out
}

// policy scores a candidate: Me[class for the side to move] + Op[class
// for the opponent], in logits of a softmax over the candidates.
type policy = tables

func newPolicy() policy {
	return policy{make([]float64, gomoku.NumClasses), make([]float64, gomoku.NumClasses)}
}

func handPolicy(w *gomoku.EvalWeights, k float64) policy {
	p := newPolicy()
	for c := 0; c < gomoku.NumClasses; c++ {
		p.me[c] = float64(w.PolMe[c]) * k
		p.op[c] = float64(w.PolOp[c]) * k
	}
	return p
}

// probs fills pr with the softmax of the candidates' scores and returns
// the log-probability of the chosen one.
func (p policy) probs(s *polSample, pr []float64) float64 {
	mx := math.Inf(-1)
	for j := range s.me {
		pr[j] = p.me[s.me[j]] + p.op[s.op[j]]
		mx = max(mx, pr[j])
	}
	var sum float64
	for j := range s.me {
		pr[j] = math.Exp(pr[j] - mx)
		sum += pr[j]
	}
	for j := range s.me {
		pr[j] /= sum
	}
	return math.Log(max(pr[s.chosen], 1e-300))
}

// polStats returns the mean cross-entropy and the top-1 accuracy (ties
// count as a miss) over the samples with held == wantHeld.
func polStats(p policy, ss []polSample, wantHeld bool) (ce, top1 float64) {
	pr := make([]float64, engine.MaxMoves)
	n := 0
	for i := range ss {
		s := &ss[i]
		if s.held != wantHeld {
			continue
		}
		ce -= p.probs(s, pr)
		best := true
		for j := range s.me {
			if j != s.chosen && pr[j] >= pr[s.chosen] {
				best = false
				break
			}
		}
		if best {
			top1++
		}
		n++
	}
	n = max(n, 1)
	return ce / float64(n), top1 / float64(n)
}

// fitPolScale finds the k that makes the softmax of k·(hand ordering
// score) fit the choices best.
func fitPolScale(w *gomoku.EvalWeights, ss []polSample) float64 {
	f := func(x float64) float64 { ce, _ := polStats(handPolicy(w, math.Exp(x)), ss, false); return ce }
	return math.Exp(goldenMin(f, math.Log(1e-5), math.Log(1)))
}

// fitPolicy runs full-batch Adam on the softmax cross-entropy from start,
// with an L2 penalty on the distance from start; class 0 stays as it is.
// It returns the policy of the iteration (checked every tenth) with the
// lowest held-out cross-entropy, or the last one when nothing is held
// out.
func fitPolicy(ss []polSample, start policy, cfg fitConfig, progress func(it int, ce float64, p policy)) policy {
	train := trainIndices(len(ss), func(i int) bool { return ss[i].held })
	scratch := sync.Pool{New: func() any { return new([engine.MaxMoves]float64) }}
	grad := func(p policy, i int, g []float64) float64 {
		s := &ss[i]
		buf := scratch.Get().(*[engine.MaxMoves]float64)
		defer scratch.Put(buf)
		pr := buf[:]
		lp := p.probs(s, pr)
		for c := range s.me {
			d := pr[c]
			if c == s.chosen {
				d--
			}
			g[s.me[c]] += d
			g[gomoku.NumClasses+int(s.op[c])] += d
		}
		return -lp
	}
	held := func(p policy) float64 { ce, _ := polStats(p, ss, true); return ce }
	return adamFit(start, train, gomoku.NumClasses, cfg, len(train) < len(ss), grad, held, progress)
}

// setPolicy stores p, divided by k (the hand ordering's scale), in w's
// policy tables. Every candidate has one class of each kind, so each
// table may be shifted without changing the policy: the lowest value of
// classes 1.. becomes 0, and values are kept under 1<<14 so that the
// ordering's threat and killer bonuses stay above every quiet score.
func setPolicy(w *gomoku.EvalWeights, p policy, k float64) {
	for t, tab := range [2][]float64{p.me, p.op} {
		lo := math.Inf(1)
		for _, v := range tab[1:] {
			lo = min(lo, v)
		}
		for c := 1; c < gomoku.NumClasses; c++ {
			v := int16(max(min(math.Round((tab[c]-lo)/k), 1<<14), 0))
			if t == 0 {
				w.PolMe[c] = v
			} else {
				w.PolOp[c] = v
			}
		}
	}
}
