package othello

import "sente/engine"

// Selective endgame search. Before the exact proof of a big position the
// root runs the same solver with probcut cut-offs: a node whose shallow
// evaluation search lies far enough outside the window is cut without a
// proof. The pass is cheap and leaves a first guess of the score and best
// moves in the table; bounds found by a selective pass are trusted only
// by passes at most as selective, never by the exact one.
//
// probcutT holds the confidence of each selective pass, in standard
// deviations of the shallow search's error; selExact (= its length) is
// the exact search. Measured on FFO #20-#39, #41-#47 and #45/#48/#49 (one
// thread): one pass at 2.0 with cut-offs from 11 empties cut the nodes by
// 20-40% and the time by 13-23%; passes at 1.0, 1.5, 2.5, 3.0, several
// passes (1.1/1.5/2.0/2.6, 1.5/2.5, 1.0/2.0), or cut-offs only from 13 or
// 14 empties did as well or worse.
var probcutT = [...]float64{2.0}

const selExact = len(probcutT)

// Probcut cut-offs are tried from endProbcutMin empties; roots from
// endSelRootMin empties run the selective pass first.
const (
	endProbcutMin = 11
	endSelRootMin = 20
)

// probcutDepth is the depth of the shallow evaluation search at n empties.
func probcutDepth(n int) int {
	switch {
	case n >= 24:
		return 6
	case n >= 18:
		return 4
	}
	return 2
}

// probcutBias is the mean of exact score minus the depth-d evaluation
// search (discs): the evaluation favours the side to move at its leaves.
func probcutBias(d int) float64 {
	if d&1 == 0 {
		return -2
	}
	return 1
}

// probcutSigma is the standard deviation (discs) of the exact score
// around the depth-d evaluation search at n empties, fitted to 120
// self-play positions at each of 14, 16, 18, 20 and 22 empties (depths 0-7; the
// exact score minus the search's has a slope near 1 and a mean of -2 at
// even depths, +1 at odd ones).
func probcutSigma(n, d int) float64 {
	return 3.0 + 0.25*float64(n) - 0.45*float64(d)
}

// probcut returns (bound, true) when the shallow search at p, o predicts
// with the running pass's confidence that the score is >= beta or <=
// alpha.
func (s *Solver) probcut(p, o uint64, alpha, beta, n int) (int, bool) {
	d := probcutDepth(n)
	margin := probcutT[s.sel] * probcutSigma(n, d)
	bias := probcutBias(d)
	if beta < 64 {
		// v + bias >= beta + margin
		b := engine.Score(100 * (float64(beta) + margin - bias))
		if b < 6400 && s.sortAB(p, o, b-1, b, d) >= b {
			return beta, true
		}
	}
	if alpha > -64 {
		a := engine.Score(100 * (float64(alpha) - margin - bias))
		if a > -6400 && s.sortAB(p, o, a, a+1, d) <= a {
			return alpha, true
		}
	}
	return 0, false
}
