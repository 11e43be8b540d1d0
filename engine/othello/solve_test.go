package othello

import (
	"math/bits"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"sente/engine"
)

func loadOBF(t testing.TB, name string) []*OBFProblem {
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	prs, err := ParseOBF(f)
	if err != nil {
		t.Fatal(err)
	}
	return prs
}

// solveProblem solves pr exactly at the root and checks score and move.
func solveProblem(t testing.TB, s *Solver, pr *OBFProblem) uint64 {
	c := engine.NewControl(nil, 0)
	best, _ := pr.BestScore()
	mv, v, ok := s.SolveMove(c, pr.Pos.Player(), pr.Pos.Opponent(), -64, 64)
	if !ok {
		t.Fatalf("line %d: stopped", pr.Line)
	}
	if v != best || !pr.IsBest(mv) {
		t.Errorf("line %d (%d empties): %s %+d, want %+d", pr.Line, pr.Pos.Empties(), MoveString(mv), v, best)
	}
	return c.Nodes()
}

// TestSolveFFO1to19 solves the 19 CI problems (14-16 empties) exactly;
// checked under -race -short too (a few seconds).
func TestSolveFFO1to19(t *testing.T) {
	s := NewSolver(16)
	for _, pr := range loadOBF(t, "fforum-1-19.obf") {
		s.Clear()
		n := solveProblem(t, s, pr)
		t.Logf("line %d: %d nodes", pr.Line, n)
	}
}

// TestSolveFFO20to39 solves FFO #20-#39 (6-26 empties); skipped with
// -short (about a minute on one core).
func TestSolveFFO20to39(t *testing.T) {
	if testing.Short() {
		t.Skip("FFO #20-#39 is a long test")
	}
	s := NewSolver(64)
	for _, pr := range loadOBF(t, "fforum-20-39.obf") {
		s.Clear()
		n := solveProblem(t, s, pr)
		t.Logf("line %d (%d empties): %d nodes", pr.Line, pr.Pos.Empties(), n)
	}
}

// TestSolveWLD checks the win/loss/draw window on FFO #1-#19: the sign of
// the fail-soft result is the sign of the exact score.
func TestSolveWLD(t *testing.T) {
	s := NewSolver(16)
	for _, pr := range loadOBF(t, "fforum-1-19.obf")[:8] {
		best, _ := pr.BestScore()
		v, ok := s.Solve(engine.NewControl(nil, 0), pr.Pos.Player(), pr.Pos.Opponent(), -1, 1)
		if !ok || sign(v) != sign(best) || (v > -1 && v < 1 && v != best) {
			t.Errorf("line %d: WLD %d, exact %d", pr.Line, v, best)
		}
	}
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// BenchmarkSolve solves FFO #1-#19 with a fresh table per problem.
func BenchmarkSolve(b *testing.B) {
	prs := loadOBF(b, "fforum-1-19.obf")
	s := NewSolver(16)
	var nodes uint64
	for i := 0; i < b.N; i++ {
		for _, pr := range prs {
			s.Clear()
			c := engine.NewControl(nil, 0)
			s.SolveMove(c, pr.Pos.Player(), pr.Pos.Opponent(), -64, 64)
			nodes += c.Nodes()
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func TestSolveRootMultiPV(t *testing.T) {
	pr := loadOBF(t, "fforum-1-19.obf")[0] // G8:+18; H1:+12; H7:+6; A2:+6; …
	pos := pr.Pos.Clone()
	var infos []engine.Info
	c := engine.NewControl(nil, 0)
	res, ok := pos.SolveRoot(c, engine.Limits{MultiPV: 3}, func(in engine.Info) { infos = append(infos, in) })
	if !ok || !res.Exact || res.Depth != pos.Empties() {
		t.Fatalf("SolveRoot: ok %v exact %v depth %d", ok, res.Exact, res.Depth)
	}
	if len(res.Lines) != 3 || len(infos) != 3 {
		t.Fatalf("%d lines, %d infos", len(res.Lines), len(infos))
	}
	listed := map[engine.Move]int{}
	for _, m := range pr.Moves {
		listed[m.Move] = m.Score
	}
	wantScores := []engine.Score{1800, 1200, 600}
	for k, l := range res.Lines {
		if l.Score != wantScores[k] || engine.Score(100*listed[l.PV[0]]) != l.Score {
			t.Errorf("line %d: %s %d, want %d", k+1, MoveString(l.PV[0]), l.Score, wantScores[k])
		}
		if infos[k].MultiPV != k+1 || !infos[k].Exact || infos[k].Score != l.Score {
			t.Errorf("info %d: %+v", k+1, infos[k])
		}
		// the PV must be playable
		q := pos.Clone()
		for _, m := range l.PV {
			if err := q.Play(m); err != nil {
				t.Fatalf("line %d: PV move %s: %v", k+1, MoveString(m), err)
			}
		}
	}
	if res.Move != 62 || res.Score != 1800 { // g8
		t.Errorf("best %s %d", MoveString(res.Move), res.Score)
	}
}

func TestSolveRootWLDAndLimits(t *testing.T) {
	pr := loadOBF(t, "fforum-1-19.obf")[1] // A4:+10 …
	pos := pr.Pos.Clone()
	e := pos.Empties()
	exact, wld := DepthSolveEmpties(1)
	if e <= wld {
		t.Fatalf("test needs a position above the depth-1 rule (%d, %d)", exact, wld)
	}
	if _, ok := pos.SolveRoot(engine.NewControl(nil, 0), engine.Limits{Depth: 1}, nil); ok {
		t.Error("depth 1 should not solve 14+ empties")
	}
	// a depth whose rule gives WLD but not exact
	d := 1
	for {
		ex, w := DepthSolveEmpties(d)
		if ex < e && w >= e {
			break
		}
		if ex >= e {
			d = 0
			break
		}
		d++
	}
	if d > 0 {
		res, ok := pos.SolveRoot(engine.NewControl(nil, 0), engine.Limits{Depth: d}, nil)
		if !ok || !res.WLD || res.Exact || res.Score <= 0 || !pr.IsBest(res.Move) && listedScore(pr, res.Move) <= 0 {
			t.Errorf("WLD at depth %d: ok %v %+v", d, ok, res)
		}
	}
	res, ok := pos.SolveRoot(engine.NewControl(nil, 0), engine.Limits{Depth: 30}, nil)
	if !ok || !res.Exact || res.Score != 1000 || res.Move != 24 { // a4
		t.Errorf("exact at depth 30: ok %v %+v", ok, res)
	}
}

func listedScore(pr *OBFProblem, m engine.Move) int {
	for _, x := range pr.Moves {
		if x.Move == m {
			return x.Score
		}
	}
	return -100
}

func TestResolveMatchesSolve(t *testing.T) {
	prs := loadOBF(t, "fforum-20-39.obf")
	pos := prs[0].Pos.Clone() // 6 empties, H5:+6
	for _, w := range [][2]engine.Score{{-6400, 6400}, {550, 650}, {700, 800}, {-100, 0}, {599, 601}} {
		c := engine.NewControl(nil, 0)
		sc, b, ok := pos.Resolve(c, 3, 0, w[0], w[1])
		if !ok {
			t.Fatalf("window %v: not resolved", w)
		}
		switch {
		case sc <= w[0] && (b != engine.BoundUpper || sc < 600):
			t.Errorf("window %v: %d bound %d", w, sc, b)
		case sc >= w[1] && (b != engine.BoundLower || sc > 600):
			t.Errorf("window %v: %d bound %d", w, sc, b)
		case sc > w[0] && sc < w[1] && (b != engine.BoundExact || sc != 600):
			t.Errorf("window %v: %d bound %d", w, sc, b)
		}
	}
	big := loadOBF(t, "fforum-40-59.obf")[0].Pos
	if _, _, ok := big.Resolve(engine.NewControl(nil, 0), 1, 2, -100, 100); ok {
		t.Error("a 20-empties node at depth 2 should be left to the search")
	}
}

func TestSolveStops(t *testing.T) {
	pos := loadOBF(t, "fforum-40-59.obf")[0].Pos
	c := engine.NewControl(nil, 5000)
	if _, _, ok := NewSolver(1).SolveMove(c, pos.Player(), pos.Opponent(), -64, 64); ok {
		t.Error("a 5000-node limit did not stop a 20-empties solve")
	}
	if c.Nodes() > 5500 {
		t.Errorf("stopped after %d nodes", c.Nodes())
	}
}

// TestOddQuadrants checks the folded parity against a count per quadrant.
func TestOddQuadrants(t *testing.T) {
	quads := [4]uint64{0x000000000f0f0f0f, 0x00000000f0f0f0f0, 0x0f0f0f0f00000000, 0xf0f0f0f000000000}
	rng := rand.New(rand.NewPCG(4, 4))
	for i := 0; i < 20000; i++ {
		e := rng.Uint64() & rng.Uint64()
		var want uint64
		for _, q := range quads {
			if bits.OnesCount64(e&q)&1 != 0 {
				want |= q & e
			}
		}
		if got := oddQuadrants(e); got != want {
			t.Fatalf("oddQuadrants(%#x) = %#x, want %#x", e, got, want)
		}
	}
}

// TestFullLines checks the bit-parallel full lines against a scan of
// every row, column and diagonal.
func TestFullLines(t *testing.T) {
	var lines [4][]uint64 // per axis: the lines' masks
	for i := 0; i < 8; i++ {
		lines[0] = append(lines[0], uint64(0xff)<<(8*i))
		lines[1] = append(lines[1], uint64(0x0101010101010101)<<i)
	}
	var d9, d7 [15]uint64
	for sq := 0; sq < 64; sq++ {
		x, y := sq&7, sq>>3
		d9[x-y+7] |= 1 << uint(sq)
		d7[x+y] |= 1 << uint(sq)
	}
	lines[2], lines[3] = d9[:], d7[:]
	rng := rand.New(rand.NewPCG(5, 5))
	for i := 0; i < 20000; i++ {
		occ := rng.Uint64() | rng.Uint64() | rng.Uint64()
		if i%3 == 0 {
			occ |= rng.Uint64()
		}
		var want [4]uint64
		for ax := range lines {
			for _, m := range lines[ax] {
				if occ&m == m {
					want[ax] |= m
				}
			}
		}
		h, v, d, a := fullLines(occ)
		if got := [4]uint64{h, v, d, a}; got != want {
			t.Fatalf("fullLines(%#x) = %#x, want %#x", occ, got, want)
		}
	}
}

// TestSolveModeClock: under a time budget the root is solved when the
// speed model, scaled to positions from games, fits it: a 20-empties root
// exactly within half a second (the FFO-fitted model alone wants 1.3 s),
// a 30-empties root not within a second; win/loss/draw is tried before
// exact as the budget shrinks, and more time or fewer empties never give
// a weaker mode. A node budget keeps the unscaled model.
func TestSolveModeClock(t *testing.T) {
	lim := func(soft time.Duration) engine.Limits { return engine.Limits{Soft: soft, Hard: 3 * soft} }
	if m := solveMode(20, lim(500*time.Millisecond)); m != 2 {
		t.Errorf("20 empties, 0.5 s: mode %d, want exact", m)
	}
	if m := solveMode(30, lim(time.Second)); m != 0 {
		t.Errorf("30 empties, 1 s: mode %d, want none", m)
	}
	if m := solveMode(20, engine.Limits{Nodes: uint64(EstimateSolveNodes(20) / 2)}); m != 1 {
		t.Errorf("20 empties, half the model's nodes: mode %d, want WLD", m)
	}
	sawWLD := false
	for e := 14; e <= 34; e++ {
		prev := 0
		for ms := 10; ms <= 40000; ms = ms * 5 / 4 {
			m := solveMode(e, lim(time.Duration(ms)*time.Millisecond))
			if m < prev {
				t.Fatalf("%d empties: mode %d at %d ms after %d", e, m, ms, prev)
			}
			if m == 1 {
				sawWLD = true
			}
			if fewer := solveMode(e-1, lim(time.Duration(ms)*time.Millisecond)); fewer < m {
				t.Fatalf("%d ms: mode %d at %d empties, %d at %d", ms, m, e, fewer, e-1)
			}
			prev = m
		}
	}
	if !sawWLD {
		t.Error("no budget gave a win/loss/draw solve")
	}
}
