package match

import "math"

// Statistics of a match, written from the standard formulas.
//
// A game scores 1, ½ or 0 for the first engine. With N games of mean score
// μ and per-game variance σ² (the trinomial model: win/draw/loss counts),
// the standard error of μ is σ/√N and the 95 % interval of μ is
// μ ± 1.959964·σ/√N (normal approximation). The logistic Elo difference of
// a score s is E(s) = −400·log10(1/s − 1), and the interval in Elo is the
// image of the interval of μ (E is increasing).
//
// The pentanomial model scores game pairs (the same opening with colours
// swapped): a pair totals 0, ½, 1, 1½ or 2, and μ, σ² are those of the
// pair score divided by 2, with N the number of pairs. It removes the
// variance the openings add and is what modern testing frameworks use when
// games come in pairs.
//
// The SPRT tests H0: Elo = elo0 against H1: Elo = elo1 (logistic Elo) with
// the generalised SPRT's normal approximation of the log-likelihood ratio:
//
//	LLR = N·(s1 − s0)·(2μ − s0 − s1) / (2σ²),  s_i = 1/(1 + 10^(−elo_i/400))
//
// stopping when LLR ≥ log((1−β)/α) (accept H1) or LLR ≤ log(β/(1−α))
// (accept H0).
//
// When every game (or pair) has the same result the normal interval is
// empty; the bound on that side is then the exact binomial one.

// z95 is the two-sided 95 % normal quantile.
const z95 = 1.959963984540054

// EloFromScore is the logistic Elo difference of a mean score s in (0, 1).
// It returns ±Inf at 1 and 0.
func EloFromScore(s float64) float64 {
	if s <= 0 {
		return math.Inf(-1)
	}
	if s >= 1 {
		return math.Inf(1)
	}
	return -400 * math.Log10(1/s-1)
}

// ScoreFromElo is the expected score of an Elo difference.
func ScoreFromElo(e float64) float64 { return 1 / (1 + math.Pow(10, -e/400)) }

// Estimate is an Elo estimate with its 95 % interval.
type Estimate struct {
	N           int     // games (trinomial) or pairs (pentanomial)
	Score       float64 // mean score in [0, 1]
	StdErr      float64 // standard error of the mean score
	Elo, Lo, Hi float64
	Pentanomial bool
}

// estimate builds an Estimate from outcomes xs in [0, 1] with counts.
func estimate(xs []float64, counts []int, penta bool) Estimate {
	n := 0
	sum := 0.0
	for i, c := range counts {
		n += c
		sum += float64(c) * xs[i]
	}
	e := Estimate{N: n, Pentanomial: penta}
	if n == 0 {
		e.Score = 0.5
		e.Lo, e.Hi = math.Inf(-1), math.Inf(1)
		return e
	}
	mu := sum / float64(n)
	v := 0.0
	for i, c := range counts {
		d := xs[i] - mu
		v += float64(c) * d * d
	}
	v /= float64(n)
	e.Score = mu
	e.StdErr = math.Sqrt(v / float64(n))
	e.Elo = EloFromScore(mu)
	e.Lo = EloFromScore(mu - z95*e.StdErr)
	e.Hi = EloFromScore(mu + z95*e.StdErr)
	if v == 0 && (mu == 0 || mu == 1) {
		// Every game (pair) has the same result: the normal interval is
		// empty. Use the exact binomial (Clopper–Pearson) bound instead:
		// n wins in n trials are 2.5 % likely when p = 0.025^(1/n).
		p := math.Pow(0.025, 1/float64(n))
		if mu == 1 {
			e.Lo = EloFromScore(p)
		} else {
			e.Hi = EloFromScore(1 - p)
		}
	}
	return e
}

// Trinomial estimates the Elo difference from wins, losses and draws.
func Trinomial(w, l, d int) Estimate {
	return estimate([]float64{1, 0, 0.5}, []int{w, l, d}, false)
}

// Pentanomial estimates the Elo difference from game-pair counts:
// p[k] is the number of pairs in which the engine scored k/2 points
// (k = 0..4).
func Pentanomial(p [5]int) Estimate {
	return estimate([]float64{0, 0.25, 0.5, 0.75, 1}, p[:], true)
}

// SPRT is a sequential probability ratio test of elo0 against elo1.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Bounds returns the lower and upper LLR bounds.
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// LLR returns the log-likelihood ratio of the results summarised by e (a
// Trinomial or Pentanomial estimate; the variance is recovered from its
// standard error).  When all outcomes are equal one extra draw is added.
func (s SPRT) LLR(e Estimate) float64 {
	if e.N == 0 {
		return 0
	}
	n, mu := float64(e.N), e.Score
	v := e.StdErr * e.StdErr * n
	if v == 0 {
		// All outcomes equal (say every game won): the variance is 0 and
		// the formula is undefined. Regularise with one extra draw (pair
		// score ½), so that a clean sweep still ends the test.
		m2 := (n*mu + 0.5) / (n + 1)
		v = (n*(mu-m2)*(mu-m2) + (0.5-m2)*(0.5-m2)) / (n + 1)
		mu, n = m2, n+1
		if v == 0 {
			return 0 // all draws: no information on the sign
		}
	}
	s0, s1 := ScoreFromElo(s.Elo0), ScoreFromElo(s.Elo1)
	return n * (s1 - s0) * (2*mu - s0 - s1) / (2 * v)
}

// Verdict returns "H1" (accept elo1: the change gains), "H0" (accept elo0)
// or "" (continue) for the LLR.
func (s SPRT) Verdict(llr float64) string {
	lo, hi := s.Bounds()
	switch {
	case llr >= hi:
		return "H1"
	case llr <= lo:
		return "H0"
	}
	return ""
}
