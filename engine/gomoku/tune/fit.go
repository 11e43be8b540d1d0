package main

import (
	"math"

	"sente/engine"
	"sente/engine/gomoku"
)

// sample is one training position: the classes of its empty points for
// the side to move (me) and the opponent (op), as (class, count) pairs
// without class 0, and the result for the side to move (1, ½, 0). With
// the two-ply average (toSamples' average) a count is the mean of the
// position's and the negated parent's: it may be negative or a half.
type sample struct {
	me, op []classCount
	target float64
	held   bool // held out: its game number is a multiple of 10
}

type classCount struct {
	class uint16
	n     float32
}

// toSamples replays the games and keeps the positions from ply skip on
// that the search would evaluate: all those it does not settle by their
// threats (Outcome: a five to make, or two to stop), or with quiet only
// those where neither side has a five or open-four point. The target is
// (1−blend)·result + blend·σ(scoreScale·score), score being the search
// score recorded with the move played from the position.
//
// With average the features are those of the search's two-ply average
// (Sel.EvalAverage): the mean of the position's evaluation and the
// negated one of the position before it, so that a count is
// ½·(the position's count − the parent's, each for its own side to
// move); the positions are visited from ply skip−1 for their parents,
// and a game's first kept position, without one, is left out.
func toSamples(rs []gameRecord, skip int, quiet bool, blend, scoreScale float64, average bool) []sample {
	var out []sample
	var cls [][2]uint16
	var cnt [2][gomoku.NumClasses]float32
	// with average: the class counts (side to move, opponent) of the
	// position and of its parent, and where the parent was
	var here, parent [2][gomoku.NumClasses]float32
	prevGame, prevI := (*gameRecord)(nil), -1
	first := skip
	if average {
		first = max(skip-1, 0)
	}
	replay(rs, first, func(r *gameRecord, i int, game *gomoku.Game, pos *gomoku.Position) {
		if average {
			hasParent := prevGame == r && prevI == i-1
			parent, here = here, [2][gomoku.NumClasses]float32{}
			cls = pos.Classes(cls[:0])
			for _, c := range cls {
				here[0][c[0]]++
				here[1][c[1]]++
			}
			prevGame, prevI = r, i
			if i < skip || !hasParent {
				return
			}
		}
		if _, settled := pos.Outcome(1); settled || (quiet && !pos.Quiet()) {
			return
		}
		s := sample{held: r.Game%10 == 0, target: 0.5}
		black := game.ToMove() == gomoku.Black
		switch {
		case r.Result == 1 && black, r.Result == -1 && !black:
			s.target = 1
		case r.Result != 0:
			s.target = 0
		}
		if blend > 0 {
			s.target = (1-blend)*s.target + blend*sigmoid(scoreScale*float64(r.Scores[i]))
		}
		if average {
			// the Me table's counts: ½(the mover's here − the parent's
			// mover's, the opponent's); the Op table's: ½(the
			// opponent's here − the parent's other side, the mover)
			for c := range cnt[0] {
				cnt[0][c] = (here[0][c] - parent[0][c]) / 2
				cnt[1][c] = (here[1][c] - parent[1][c]) / 2
			}
		} else {
			cls = pos.Classes(cls[:0])
			for _, c := range cls {
				cnt[0][c[0]]++
				cnt[1][c[1]]++
			}
		}
		for side := 0; side < 2; side++ {
			var l []classCount
			for c := 1; c < gomoku.NumClasses; c++ {
				if n := cnt[side][c]; n != 0 {
					l = append(l, classCount{uint16(c), n})
					cnt[side][c] = 0
				}
			}
			cnt[side][0] = 0
			if side == 0 {
				s.me = l
			} else {
				s.op = l
			}
		}
		out = append(out, s)
	})
	return out
}

// replay plays the games of rs and calls visit with the position before
// each move from ply skip on (i: the move's index in r.Moves).
func replay(rs []gameRecord, skip int, visit func(r *gameRecord, i int, game *gomoku.Game, pos *gomoku.Position)) {
	for k := range rs {
		r := &rs[k]
		game, err := gomoku.NewGame(boardSide, boardSide, r.Rule)
		if err != nil {
			continue
		}
		for i, m := range r.Moves {
			if i >= skip {
				visit(r, i, game, game.Position())
			}
			if game.Play(int(m)%boardSide, int(m)/boardSide) != nil {
				break
			}
		}
	}
}

// trainIndices returns the indices i of n samples with held(i) false.
func trainIndices(n int, held func(i int) bool) []int {
	var train []int
	for i := 0; i < n; i++ {
		if !held(i) {
			train = append(train, i)
		}
	}
	return train
}

// model is the logistic model: z = Σ Me[c]·n_me[c] − Σ Op[c]·n_op[c] in
// logits, P(side to move wins) = σ(z).
type model = tables

func newModel() model {
	return model{make([]float64, gomoku.NumClasses), make([]float64, gomoku.NumClasses)}
}

func (m model) z(s *sample) float64 {
	var z float64
	for _, c := range s.me {
		z += m.me[c.class] * float64(c.n)
	}
	for _, c := range s.op {
		z -= m.op[c.class] * float64(c.n)
	}
	return z
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// logLoss is the mean cross-entropy of m over the samples with held ==
// wantHeld.
func logLoss(m model, ss []sample, wantHeld bool) float64 {
	var sum float64
	n := 0
	for i := range ss {
		s := &ss[i]
		if s.held != wantHeld {
			continue
		}
		p := min(max(sigmoid(m.z(s)), 1e-9), 1-1e-9)
		sum -= s.target*math.Log(p) + (1-s.target)*math.Log(1-p)
		n++
	}
	return sum / float64(max(n, 1))
}

// scaled returns weights w (pattern points) times k, as a model.
func scaled(w *gomoku.EvalWeights, k float64) model {
	m := newModel()
	for c := 0; c < gomoku.NumClasses; c++ {
		m.me[c] = float64(w.Me[c]) * k
		m.op[c] = float64(w.Op[c]) * k
	}
	return m
}

// fitScale finds the k that makes σ(k·eval) fit the training results best
// (golden-section search on the log loss).
func fitScale(w *gomoku.EvalWeights, ss []sample) float64 {
	f := func(x float64) float64 { return logLoss(scaled(w, math.Exp(x)), ss, false) }
	return math.Exp(goldenMin(f, math.Log(1e-6), math.Log(1e-1)))
}

// fitConfig parameterises the fit.
type fitConfig struct {
	Iters  int
	Rate   float64 // Adam's step size, in logits
	Lambda float64 // L2 penalty per weight, per training sample
	// Hold, when set, marks the classes (by index, for both sides) that
	// keep their starting values.
	Hold []bool
}

// threatClasses marks the classes with an open three or more among their
// four line codes (an own point that makes an open four, a four or a
// five): the points the search's threat logic and its pruning read from
// the evaluation, which a fit on self-play results can turn harmless.
func threatClasses() []bool {
	h := make([]bool, gomoku.NumClasses)
	for c := range h {
		h[c] = gomoku.ClassCodes(c)[3] >= 6 // F3 in ClassCodes' numbering
	}
	return h
}

// fit runs full-batch Adam on the log loss from start, with an L2 penalty
// on the distance from start (the hand-set or the embedded values, scaled:
// a class seldom seen keeps about its starting value), class 0 held at 0
// (it is every far empty point) and the classes of cfg.Hold at their
// starting values. It returns the model of the iteration (checked every
// tenth) with the lowest held-out loss (early stopping), or the last one
// when nothing is held out.
func fit(ss []sample, start model, cfg fitConfig, progress func(it int, train float64, m model)) model {
	train := trainIndices(len(ss), func(i int) bool { return ss[i].held })
	grad := func(m model, i int, g []float64) float64 {
		s := &ss[i]
		p := sigmoid(m.z(s))
		pc := min(max(p, 1e-9), 1-1e-9)
		d := p - s.target
		for _, c := range s.me {
			g[c.class] += d * float64(c.n)
		}
		for _, c := range s.op {
			g[gomoku.NumClasses+int(c.class)] -= d * float64(c.n)
		}
		return -(s.target*math.Log(pc) + (1-s.target)*math.Log(1-pc))
	}
	held := func(m model) float64 { return logLoss(m, ss, true) }
	return adamFit(start, train, gomoku.NumClasses, cfg, len(train) < len(ss), grad, held, progress)
}

// toWeights converts a model in logits to pattern points: divided by k
// (the starting evaluation's scale, so that scores keep their unit), rounded
// and kept inside int16 and the search's static range.
func toWeights(m model, k float64) *gomoku.EvalWeights {
	w := new(gomoku.EvalWeights)
	conv := func(x float64) int16 {
		v := math.Round(x / k)
		lim := float64(min(32000, int(engine.WinThreshold)/64))
		return int16(max(min(v, lim), -lim))
	}
	for c := 0; c < gomoku.NumClasses; c++ {
		w.Me[c], w.Op[c] = conv(m.me[c]), conv(m.op[c])
	}
	return w
}
