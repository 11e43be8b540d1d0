package mcts

import (
	"math"
	"math/rand/v2"

	"sente/engine"
)

// The search asks the position for these optional interfaces; each game
// implements them in its own package (engine/gomoku, engine/othello)
// without importing this one. A position that implements none is searched
// with uniform priors and its evaluation through the logistic of
// DefaultValueScale.

// Playouter is implemented by positions that can play a game out at
// random: the Monte Carlo method's simulation.
type Playouter interface {
	// Playout plays moves from the position by the game's playout policy,
	// drawing from rng, until the game ends or the policy stops; it takes
	// them back and returns the result for the side to move (1 a win, 0.5
	// a draw, 0 a loss, or where the policy stopped early its estimate of
	// the expected result) and the number of moves it made. buf is
	// scratch for move generation, with capacity engine.MaxMoves.
	Playout(rng *rand.Rand, buf []engine.Move) (value float64, plies int)
}

// Valuer is implemented by positions whose evaluation converts into an
// expected result: the leaf value of the side to move is
// 1/(1+exp(-Evaluate()/ValueScale())).
type Valuer interface {
	// ValueScale is the evaluation difference, in the game's score
	// units, worth odds of e to 1.
	ValueScale() float64
}

// Priorer is implemented by positions that weigh their moves for the
// search (the P of PUCT): moves the search should try first get more.
type Priorer interface {
	// Priors fills priors[i] with the weight of moves[i]; the weights are
	// positive and sum to 1.
	Priors(moves []engine.Move, priors []float64)
}

// PlayoutWeighter is implemented by positions whose game has chosen, by
// measurement, how much the random playouts count in a leaf's value
// against the evaluation: 0 the evaluation alone, 1 the playouts alone.
// Without it the evaluation alone is used.
type PlayoutWeighter interface {
	PlayoutWeight() float64
}

// DefaultValueScale is the logistic scale used for a position that is not
// a Valuer.
const DefaultValueScale = 200.0

// logistic is the expected result of a score at scale.
func logistic(s engine.Score, scale float64) float64 {
	return 1 / (1 + math.Exp(-float64(s)/scale))
}

// scoreOf is the inverse of logistic: the score worth the expected result
// v, kept inside the static range of the engine's scores.
func scoreOf(v, scale float64) engine.Score {
	const eps = 1e-6
	v = min(max(v, eps), 1-eps)
	s := scale * math.Log(v/(1-v))
	lim := float64(engine.WinThreshold - 1)
	return engine.Score(min(max(s, -lim), lim))
}

// SoftmaxPriors turns ordering keys into priors: weights proportional to
// exp(d/temp), where d is the key minus the largest key, floored at -cap
// (so that a tactical bonus makes a move likely without starving the
// others).
func SoftmaxPriors(keys []int32, temp, cap float64, priors []float64) {
	if len(keys) == 0 {
		return
	}
	hi := float64(keys[0])
	for _, k := range keys {
		hi = max(hi, float64(k))
	}
	sum := 0.0
	for i, k := range keys {
		d := max(float64(k)-hi, -cap)
		priors[i] = math.Exp(d / temp)
		sum += priors[i]
	}
	for i := range priors[:len(keys)] {
		priors[i] /= sum
	}
}
