package gomoku

import (
	"math"
	"math/rand/v2"

	"sente/engine"
)

// What Gomoku gives the Monte Carlo tree search (engine/mcts), which asks
// a position for these methods: the leaf value (the evaluation through a
// logistic, random playouts, and their mix) and the priors of the moves.
// The search runs SolveRoot first, so the immediate wins, the forced
// blocks and the threat solvers' verdicts at the root hold as they do for
// alpha-beta, and it asks Resolve about each new node (the open-four wins
// and the short VCF near the root).

// Settings of the Monte Carlo policy, measured at a fixed node count
// against each other (100k nodes a move, freestyle, 80 games each; see
// docs/mcts.md).
const (
	// mctsValueScale is the evaluation difference, in pattern points,
	// worth odds of e to 1 (300: -53 Elo, 1200: +13 against 600).
	mctsValueScale = 600.0
	// mctsPlayoutWeight is the share of random playouts in a leaf's
	// value (the rest is the evaluation). Playouts lose: playouts alone
	// scored -301 Elo and half and half -137 against the evaluation
	// alone; at 100 ms a move, playouts alone 4-2-34 (-338).
	mctsPlayoutWeight = 0.0
	// mctsPriorTemp and mctsPriorCap shape the priors: softmax of the
	// ordering keys over mctsPriorTemp, the keys first brought within
	// mctsPriorCap of the best (temperature 75: +53, 300: 0, 600: +17
	// Elo against 150, all within the noise).
	mctsPriorTemp = 150.0
	mctsPriorCap  = 2000.0
	// maxPlayout is the longest playout; a longer one is valued by the
	// evaluation where it stops.
	maxPlayout = 60
)

// ValueScale is the logistic scale of the Monte Carlo leaf value (the
// mcts.Valuer interface): the evaluation difference worth odds of e to 1.
func (p *Position) ValueScale() float64 { return mctsValueScale }

// PlayoutWeight is the share of random playouts in the Monte Carlo leaf
// value (the mcts.PlayoutWeighter interface), chosen by measurement.
func (p *Position) PlayoutWeight() float64 { return mctsPlayoutWeight }

// Priors weighs moves (from GenMoves at this position) for the Monte
// Carlo search (the mcts.Priorer interface): a softmax of the ordering
// keys, so that fives, blocks and fours come first and the quiet moves
// follow their attack and defence values.
func (p *Position) Priors(moves []engine.Move, priors []float64) {
	keys := p.keyBuf[:len(moves)]
	p.OrderKeys(moves, keys)
	softmax(keys, mctsPriorTemp, mctsPriorCap, priors)
}

// softmax sets priors[i] proportional to exp(d_i/temp), where d_i is
// keys[i] minus the largest key, floored at -cap.
func softmax(keys []int32, temp, cap float64, priors []float64) {
	if len(keys) == 0 {
		return
	}
	hi := keys[0]
	for _, k := range keys {
		hi = max(hi, k)
	}
	sum := 0.0
	for i, k := range keys {
		d := max(float64(k)-float64(hi), -cap)
		priors[i] = math.Exp(d / temp)
		sum += priors[i]
	}
	for i := range keys {
		priors[i] /= sum
	}
}

// Playout plays random moves from the position (the mcts.Playouter
// interface), as the Monte Carlo method does: each move drawn uniformly
// from GenMoves, which already plays a five, blocks the opponent's and
// answers an open four (the threats every player sees), and otherwise
// offers the points near the stones. It stops when the game is decided
// (Outcome, which also sees a five to come) or after maxPlayout moves,
// where the evaluation values the position, takes its moves back and
// returns the result for the side to move.
func (p *Position) Playout(rng *rand.Rand, buf []engine.Move) (value float64, plies int) {
	var made [maxPlayout]engine.Move
	n := 0
	v := 0.5
	for {
		if sc, over := p.Outcome(n + 1); over {
			v = resultValue(sc)
			break
		}
		if n == maxPlayout {
			v = 1 / (1 + math.Exp(-float64(p.Evaluate())/mctsValueScale))
			break
		}
		moves := p.GenMoves(buf[:0])
		if len(moves) == 0 {
			break
		}
		m := moves[rng.IntN(len(moves))]
		p.Make(m)
		made[n] = m
		n++
	}
	for i := n - 1; i >= 0; i-- {
		p.Unmake(made[i])
	}
	if n%2 == 1 {
		v = 1 - v
	}
	return v, n
}

// resultValue is the result, for the side to move, of a decided score.
func resultValue(sc engine.Score) float64 {
	switch {
	case sc > 0:
		return 1
	case sc < 0:
		return 0
	}
	return 0.5
}
