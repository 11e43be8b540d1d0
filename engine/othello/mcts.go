package othello

import (
	"math"
	"math/bits"
	"math/rand/v2"

	"sente/engine"
)

// What Othello gives the Monte Carlo tree search (engine/mcts), which
// asks a position for these methods: the leaf value (the evaluation
// through a logistic, random playouts, and their mix) and the priors of
// the moves. The search runs SolveRoot first, so the exact endgame solve
// still plays the end, and it asks Resolve about each new node (the last
// empties solved win/loss/draw).

// Settings of the Monte Carlo policy, measured at a fixed node count
// against each other (see docs/mcts.md).
const (
	// mctsValueScale is the evaluation difference, in centi-discs, worth
	// odds of e to 1 (300: -30 Elo, 900: -84 against 500).
	mctsValueScale = 500.0
	// mctsPlayoutWeight is the share of random playouts in a leaf's
	// value (the rest is the evaluation). Playouts lose: at 300k nodes a
	// move, playouts alone 0-0-80 and half and half 2-2-76 against the
	// evaluation alone; at 100 ms a move, playouts alone 0-0-40.
	mctsPlayoutWeight = 0.0
	// mctsPriorTemp shapes the priors: softmax of the ordering keys
	// (mobility left to the opponent, corners, X-squares) over it, the
	// keys first brought within mctsPriorCap of the best. Flat priors
	// play best: at 300k nodes a move, 80 games each, temperature 60
	// scored -490 Elo and 400 +158 against 150, 800 +48 and 1600 +22
	// against 400.
	mctsPriorTemp = 800.0
	mctsPriorCap  = 1500.0
)

// ValueScale is the logistic scale of the Monte Carlo leaf value (the
// mcts.Valuer interface): the evaluation difference worth odds of e to 1.
func (pos *Position) ValueScale() float64 { return mctsValueScale }

// PlayoutWeight is the share of random playouts in the Monte Carlo leaf
// value (the mcts.PlayoutWeighter interface), chosen by measurement.
func (pos *Position) PlayoutWeight() float64 { return mctsPlayoutWeight }

// Priors weighs moves (from GenMoves at this position) for the Monte
// Carlo search (the mcts.Priorer interface): a softmax of the ordering
// keys, which favour the moves that leave the opponent few replies and
// take corners.
func (pos *Position) Priors(moves []engine.Move, priors []float64) {
	var buf [65]int32
	keys := buf[:len(moves)]
	if len(moves) > len(buf) {
		keys = make([]int32, len(moves))
	}
	pos.OrderKeys(moves, keys)
	hi := keys[0]
	for _, k := range keys {
		hi = max(hi, k)
	}
	sum := 0.0
	for i, k := range keys {
		d := max(float64(k)-float64(hi), -mctsPriorCap)
		priors[i] = math.Exp(d / mctsPriorTemp)
		sum += priors[i]
	}
	for i := range keys {
		priors[i] /= sum
	}
}

// Playout plays the game out at random from the position (the
// mcts.Playouter interface), as the Monte Carlo method does: every move
// drawn uniformly among the legal ones, passes when forced, to the end.
// It works on copies of the bitboards, so the position is untouched, and
// returns the result for the side to move (1 a win, 0.5 a draw, 0 a
// loss) and the number of moves played.
func (pos *Position) Playout(rng *rand.Rand, _ []engine.Move) (value float64, plies int) {
	p, o, k := pos.p, pos.o, pos.k
	flip := false // the side to move at the end is the opponent of the start's
	for {
		m := k.moves(p, o)
		if m == 0 {
			if k.moves(o, p) == 0 {
				break
			}
			p, o = o, p
			flip = !flip
			plies++
			continue
		}
		for i := rng.IntN(bits.OnesCount64(m)); i > 0; i-- {
			m &= m - 1
		}
		sq := bits.TrailingZeros64(m)
		f := k.flips(p, o, sq)
		p, o = o^f, p|f|1<<uint(sq)
		flip = !flip
		plies++
	}
	d := FinalScore(p, o)
	if flip {
		d = -d
	}
	switch {
	case d > 0:
		return 1, plies
	case d < 0:
		return 0, plies
	}
	return 0.5, plies
}
