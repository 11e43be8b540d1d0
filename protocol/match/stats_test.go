package match

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"sente/protocol/referee"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol {
		t.Errorf("%s = %.6f, want %.6f", what, got, want)
	}
}

// TestTrinomial: 6 wins, 2 losses, 2 draws.
// By hand: μ = (6 + 2/2)/10 = 0.7. Per-game variance
// σ² = (6·0.3² + 2·0.7² + 2·0.2²)/10 = (0.54 + 0.98 + 0.08)/10 = 0.16,
// se = 0.4/√10 = 0.126491. Elo(0.7) = −400·log10(0.3/0.7) = 147.19.
// Interval of μ: 0.7 ∓ 1.959964·0.126491 = [0.452082, 0.947918] →
// Elo [−400·log10(0.547918/0.452082), −400·log10(0.052082/0.947918)]
// = [−33.40, 504.03].
func TestTrinomial(t *testing.T) {
	e := Trinomial(6, 2, 2)
	near(t, "score", e.Score, 0.7, 1e-12)
	near(t, "stderr", e.StdErr, 0.126491, 1e-6)
	near(t, "elo", e.Elo, 147.19, 0.01)
	near(t, "lo", e.Lo, -33.40, 0.01)
	near(t, "hi", e.Hi, 504.03, 0.01)
	// 40 wins out of 40: Clopper–Pearson lower bound p = 0.025^(1/40) =
	// exp(ln 0.025 / 40) = 0.911903, Elo −400·log10(0.088097/0.911903) = 405.99.
	if e := Trinomial(40, 0, 0); math.Abs(e.Lo-405.99) > 0.01 || !math.IsInf(e.Hi, 1) {
		t.Errorf("40-0-0: [%v, %v]", e.Lo, e.Hi)
	}
	if e := Trinomial(0, 40, 0); math.Abs(e.Hi+405.99) > 0.01 || !math.IsInf(e.Lo, -1) {
		t.Errorf("0-40-0: [%v, %v]", e.Lo, e.Hi)
	}
	if e := Trinomial(5, 5, 0); e.Elo != 0 {
		t.Errorf("even score: elo %v", e.Elo)
	}
}

// TestPentanomial: pair counts [1 2 3 2 2] for pair scores 0, ½, 1, 1½, 2.
// By hand, per pair (score/2): μ = (0 + 2·0.25 + 3·0.5 + 2·0.75 + 2·1)/10
// = 5.5/10 = 0.55; σ² = (0.55² + 2·0.3² + 3·0.05² + 2·0.2² + 2·0.45²)/10
// = (0.3025 + 0.18 + 0.0075 + 0.08 + 0.405)/10 = 0.0975; se =
// √(0.0975/10) = 0.098742. Elo(0.55) = −400·log10(0.45/0.55) = 34.86;
// interval μ ∓ 0.193532 = [0.356468, 0.743532] → [−102.62, 184.91].
func TestPentanomial(t *testing.T) {
	e := Pentanomial([5]int{1, 2, 3, 2, 2})
	near(t, "score", e.Score, 0.55, 1e-12)
	near(t, "stderr", e.StdErr, 0.098742, 1e-6)
	near(t, "elo", e.Elo, 34.86, 0.01)
	near(t, "lo", e.Lo, -102.62, 0.01)
	near(t, "hi", e.Hi, 184.91, 0.01)
}

// TestSPRT: elo0 = 0, elo1 = 10, α = β = 0.05 on 6-2-2.
// By hand: s0 = 0.5, s1 = 1/(1 + 10^(−10/400)) = 0.514387;
// LLR = N (s1 − s0)(2μ − s0 − s1)/(2σ²) = 10 · 0.014387 · (1.4 − 1.014387)
// / 0.32 = 0.17337. Bounds ±log(0.95/0.05) = ±2.944439.
func TestSPRT(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	lo, hi := s.Bounds()
	near(t, "lower", lo, -2.944439, 1e-6)
	near(t, "upper", hi, 2.944439, 1e-6)
	llr := s.LLR(Trinomial(6, 2, 2))
	near(t, "llr", llr, 0.17337, 1e-5)
	if v := s.Verdict(llr); v != "" {
		t.Errorf("verdict %q, want continue", v)
	}
	// Ten times the games with the same proportions: the LLR scales with
	// N (same μ and σ²): 1.7337, still inside; a hundred times: 17.3 → H1.
	near(t, "llr x10", s.LLR(Trinomial(60, 20, 20)), 1.7337, 1e-4)
	if v := s.Verdict(s.LLR(Trinomial(600, 200, 200))); v != "H1" {
		t.Errorf("verdict %q, want H1", v)
	}
	// A clean sweep has no variance; one draw is added: 10 wins become
	// μ' = 10.5/11 = 0.954545, σ'² = (10·0.045455² + 0.454545²)/11 =
	// 0.020661, LLR = 11·0.014387·(1.909091 − 1.014387)/(2·0.020661) = 3.4266.
	near(t, "llr sweep", s.LLR(Trinomial(10, 0, 0)), 3.4266, 1e-3)
	// A losing record accepts H0.
	if v := s.Verdict(s.LLR(Trinomial(200, 600, 200))); v != "H0" {
		t.Errorf("verdict %q, want H0", v)
	}
}

func TestEloScoreInverse(t *testing.T) {
	for _, e := range []float64{-400, -50, 0, 10, 191.2} {
		near(t, "round trip", EloFromScore(ScoreFromElo(e)), e, 1e-9)
	}
	// 10^(−100/400) = 0.562341: score 1/1.562341 = 0.640065 for +100 Elo.
	near(t, "score(100)", ScoreFromElo(100), 0.640065, 1e-6)
}

// TestDiscsFor: the disc difference of a game for each engine, from
// black's count, with forfeits scored 64 to 0.
func TestDiscsFor(t *testing.T) {
	for _, c := range []struct {
		g      GameResult
		e0, e1 int
	}{
		{GameResult{Black: 0, Winner: referee.Black, Discs: 10, Fault: -1}, 10, -10},
		{GameResult{Black: 1, Winner: referee.Black, Discs: 10, Fault: -1}, -10, 10},
		{GameResult{Black: 0, Winner: referee.Empty, Fault: -1}, 0, 0},
		{GameResult{Black: 1, Winner: referee.White, Fault: 1}, 64, -64},
		{GameResult{Black: 0, Winner: referee.Black, Discs: 0, Fault: 1}, 64, -64},
	} {
		if a, b := c.g.DiscsFor(0), c.g.DiscsFor(1); a != c.e0 || b != c.e1 {
			t.Errorf("%+v: %d %d, want %d %d", c.g, a, b, c.e0, c.e1)
		}
	}
}

// Once the SPRT crosses a bound its verdict is final: the games still in
// progress then finish and count, and may bring the LLR back between the
// bounds, but the match stopped on the verdict and reports it.
func TestSPRTVerdictFinal(t *testing.T) {
	var out strings.Builder
	r := &runner{cfg: Config{Game: Othello, SPRT: &SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}, Out: &out,
		Engines: [2]EngineSpec{{Name: "a"}, {Name: "b"}}, Openings: []Opening{{}}}, pair: map[int][]*GameResult{}}
	game := func(i int, firstWins bool) *GameResult {
		g := &GameResult{Index: i, Black: i % 2, Fault: -1}
		g.Winner = referee.Black
		if (g.Black == 0) != firstWins {
			g.Winner = referee.White
		}
		return g
	}
	i := 0
	for ; !r.record(game(i, true)); i++ {
		if i > 1000 {
			t.Fatal("no verdict after 1000 won games")
		}
	}
	s := &r.sum
	if s.SPRTVerdict != "H1" || s.SPRTGames != i+1 || s.SPRTStopLLR == nil || *s.SPRTStopLLR < s.LLRBounds[1] {
		t.Fatalf("after %d won games: verdict %q at %d games, LLR %v", i+1, s.SPRTVerdict, s.SPRTGames, s.SPRTStopLLR)
	}
	stop := i + 1
	for i++; *s.LLR >= s.LLRBounds[1]; i++ {
		if !r.record(game(i, false)) {
			t.Fatalf("game %d: the match goes on after its verdict", i+1)
		}
	}
	if s.SPRTVerdict != "H1" || s.SPRTGames != stop {
		t.Errorf("LLR %.2f after %d games: verdict %q at %d games, want H1 at %d", *s.LLR, i, s.SPRTVerdict, s.SPRTGames, stop)
	}
	if n := strings.Count(out.String(), "crossed a bound"); n != 1 {
		t.Errorf("the stop was announced %d times", n)
	}
	r.report()
	if want := fmt.Sprintf("H1 accepted (elo1) after %d games", stop); !strings.Contains(out.String(), want) {
		t.Errorf("report lacks %q:\n%s", want, out.String())
	}
}
