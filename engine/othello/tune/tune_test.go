package main

import (
	"bytes"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"sente/engine/othello"
)

// randomPosition plays `plies` random moves from the start.
func randomPosition(rng *rand.Rand, plies int) (uint64, uint64) {
	p, o := startP, startO
	for k := 0; k < plies; k++ {
		mv := moves(p, o)
		if mv == 0 {
			if moves(o, p) == 0 {
				break
			}
			p, o = o, p
			continue
		}
		for j := rng.IntN(bits.OnesCount64(mv)); j > 0; j-- {
			mv &= mv - 1
		}
		p, o = play(p, o, bits.TrailingZeros64(mv))
	}
	return p, o
}

func TestFlipsMatchPackage(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 500; i++ {
		p, o := randomPosition(rng, rng.IntN(60))
		for sq := 0; sq < 64; sq++ {
			if got, want := flips(p, o, sq), othello.Flips(p, o, sq); (p|o)>>uint(sq)&1 == 0 && got != want {
				t.Fatalf("flips(%#x,%#x,%d) = %#x, want %#x", p, o, sq, got, want)
			}
		}
	}
}

// minimax is a plain full-width solver, the reference for solver.
func minimax(p, o uint64, passed bool) int {
	mv := moves(p, o)
	if mv == 0 {
		if passed {
			return finalScore(p, o)
		}
		return -minimax(o, p, true)
	}
	best := -65
	for m := mv; m != 0; m &= m - 1 {
		np, no := play(p, o, bits.TrailingZeros64(m))
		best = max(best, -minimax(np, no, false))
	}
	return best
}

func TestSolverMatchesMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	for i := 0; i < 60; i++ {
		p, o := randomPosition(rng, 52+rng.IntN(6)) // 3..8 empties
		var s solver
		if got, want := s.solve(p, o), minimax(p, o, false); got != want {
			t.Fatalf("solve(%#x,%#x) = %d, minimax %d", p, o, got, want)
		}
	}
}

// The production solver (-engine) labels the same games identically to
// the small independent one.
func TestGenEngineLabelsMatch(t *testing.T) {
	cfg := genConfig{Seed: 8, Games: 4, SolveAt: 12, Epsilon: 0.1, Workers: 1, Policy: seedEval}
	a, na := genBytes(t, cfg)
	cfg.Engine = true
	b, nb := genBytes(t, cfg)
	if na < 4*40 || na != nb || !bytes.Equal(a, b) {
		t.Fatalf("engine labels differ from the small solver's (%d and %d records)", na, nb)
	}
}

// genBytes runs generate and returns its output and record count.
func genBytes(t *testing.T, cfg genConfig) ([]byte, int) {
	t.Helper()
	var buf bytes.Buffer
	n, err := generate(cfg, &buf, nil)
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), n
}

func TestGenDeterministicAndLabelled(t *testing.T) {
	cfg := genConfig{Seed: 5, Games: 6, SolveAt: 10, Epsilon: 0.1, Workers: 2, Policy: seedEval}
	a, na := genBytes(t, cfg)
	cfg.Workers = 1
	b, _ := genBytes(t, cfg)
	if !bytes.Equal(a, b) || na < 6*40 {
		t.Fatalf("generation not reproducible (%d records)", na)
	}
	rs := genGame(&cfg, newGenWorker(&cfg), 3)
	exact := 0
	for _, r := range rs {
		e := empties(r.P, r.O)
		if r.Exact != (e <= cfg.SolveAt) {
			t.Fatalf("record with %d empties: exact=%v", e, r.Exact)
		}
		if r.Exact {
			exact++
			var s solver
			if v := s.solve(r.P, r.O); v != int(r.Label) {
				t.Fatalf("exact label %d, solve %d", r.Label, v)
			}
		}
	}
	if exact == 0 {
		t.Fatal("no exact labels")
	}
}

// The fit recovers a planted linear model: labels made from known weights
// are predicted with a small error on held-out samples.
func TestFitRecoversPlantedModel(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	var rs []record
	for g := 0; g < 400; g++ {
		for k := 0; k < 20; k++ {
			p, o := randomPosition(rng, 30+rng.IntN(10)) // stages 5..7
			rs = append(rs, record{P: p, O: o, Game: uint32(g)})
		}
	}
	samples := toSamples(rs, 0, nil)
	// Planted model: a scalar table effect only (so that the data can
	// determine it): 0.5 disc per own move, -0.4 per opponent move.
	for i := range samples {
		s := &samples[i]
		mp := bits.OnesCount64(moves(s.p, s.o))
		mo := bits.OnesCount64(moves(s.o, s.p))
		s.label = 0.5*float64(mp) - 0.4*float64(mo) + 3
	}
	theta := fitStage(samples, 6, fitConfig{Lambda: 0.01, Neighbor: 0.5, Iters: 400})
	var n, sum float64
	for _, s := range samples {
		if s.test && s.stage == 6 {
			v := 0.0
			for _, f := range s.feats {
				v += theta[f]
			}
			n++
			sum += math.Abs(v - s.label)
		}
	}
	if n < 50 || sum/n > 0.3 {
		t.Fatalf("planted model: MAE %.3f discs over %.0f held-out samples", sum/n, n)
	}
}

// A prior pulls the fit towards its weights: with a heavy ridge the fit
// returns the prior itself, and on data the prior already explains exactly
// the fit does not move from it, whatever the ridge.
func TestFitPrior(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	var rs []record
	for g := 0; g < 200; g++ {
		for k := 0; k < 20; k++ {
			p, o := randomPosition(rng, 30+rng.IntN(10))
			rs = append(rs, record{P: p, O: o, Game: uint32(g)})
		}
	}
	samples := toSamples(rs, 0, nil)
	n := othello.EvalStageSize
	prior := make([]int16, othello.EvalStages*n)
	for j := range prior {
		prior[j] = int16(rng.IntN(201) - 100)
	}
	// Tie-expanded, as a weights file is: tied indexes share a value.
	for s := 0; s < othello.EvalStages; s++ {
		for j := 0; j < n; j++ {
			prior[s*n+j] = prior[s*n+int(canon(int32(j)))]
		}
	}
	const st = 6
	predict := func(theta []float64, f []int32) float64 {
		v := 0.0
		for _, x := range f {
			v += theta[x]
		}
		return v
	}
	p0 := make([]float64, n)
	for j := range p0 {
		p0[j] = float64(prior[st*n+j]) / 100
	}
	for i := range samples { // labels the prior explains exactly
		samples[i].label = predict(p0, samples[i].feats)
	}
	for _, lambda := range []float64{0.01, 1e6} {
		theta := fitStage(samples, st, fitConfig{Lambda: lambda, Neighbor: 0, Iters: 200, Prior: prior})
		for j := 0; j < n; j++ {
			c := canon(int32(j))
			if math.Abs(theta[c]-p0[c]) > 1e-6 {
				t.Fatalf("lambda %g: weight %d is %.6f, prior %.6f", lambda, c, theta[c], p0[c])
			}
		}
	}
	// Without the prior the heavy ridge takes every weight to about 0.
	theta := fitStage(samples, st, fitConfig{Lambda: 1e6, Iters: 200})
	for j, v := range theta {
		if math.Abs(v) > 0.05 {
			t.Fatalf("no prior, heavy ridge: weight %d is %.3f", j, v)
		}
	}
}

// Games: the tuned evaluation beats the seeds' one with the same search.
// Heavy: the full figures come from `tune match` (docs/othello-notebook.md).
func TestMatchBeatsSeed(t *testing.T) {
	if testing.Short() {
		t.Skip("match games are slow; run without -short")
	}
	ops := openings(11, 10, 8)
	sente := func(p, o uint64) int { return int(othello.Evaluate(p, o)) }
	r := runMatch(ops, sente, seedEval, 2)
	t.Logf("depth 2, %d games: W %d L %d D %d, discs %+d", 2*len(ops), r.Win, r.Loss, r.Draw, r.Discs)
	if r.Win <= 2*r.Loss || r.Discs <= 0 {
		t.Fatalf("tuned eval vs seeds: W %d L %d D %d", r.Win, r.Loss, r.Draw)
	}
}

func TestOpeningsDistinct(t *testing.T) {
	ops := openings(1, 30, 8)
	if len(ops) != 30 {
		t.Fatalf("%d openings", len(ops))
	}
	for _, op := range ops {
		if empties(op.p, op.o) != 52 {
			t.Fatalf("opening with %d empties", empties(op.p, op.o))
		}
	}
}

// Depth-search self-play is reproducible whatever the workers, keeps the
// search scores, and shards partition the games.
func TestGenDepthShardsAndScores(t *testing.T) {
	cfg := genConfig{Seed: 9, Games: 6, SolveAt: 12, Epsilon: 0.05, Workers: 2, Policy: seedEval, Engine: true, Depth: 3}
	a, _ := genBytes(t, cfg)
	cfg.Workers = 1
	b, _ := genBytes(t, cfg)
	if !bytes.Equal(a, b) {
		t.Fatal("depth generation not reproducible across worker counts")
	}
	var parts []record
	for i := 0; i < 3; i++ {
		c := cfg
		c.Shard, c.Shards = i, 3
		p, _ := genBytes(t, c)
		for _, r := range decodeRecords(p) {
			if int(r.Game)%3 != i {
				t.Fatalf("shard %d/3 played game %d", i, r.Game)
			}
			parts = append(parts, r)
		}
	}
	all := decodeRecords(a)
	if len(parts) != len(all) {
		t.Fatalf("shards gave %d records, one run %d", len(parts), len(all))
	}
	searched := 0
	for _, r := range all {
		if r.Search != 0 {
			searched++
			if r.Exact {
				t.Fatalf("exact record with a search score: %+v", r)
			}
		}
	}
	if searched < len(all)/4 {
		t.Fatalf("only %d of %d records carry a search score", searched, len(all))
	}
}

// A killed run resumes: the partial tail and the last game are dropped and
// replayed, and the file ends as one uninterrupted run would.
func TestGenResume(t *testing.T) {
	cfg := genConfig{Seed: 3, Games: 5, SolveAt: 10, Epsilon: 0.1, Workers: 2, Policy: seedEval}
	want, _ := genBytes(t, cfg)
	path := t.TempDir() + "/g.bin"
	cut := len(want)*3/5 + 7 // inside a game, inside a record
	if err := os.WriteFile(path, want[:cut], 0o644); err != nil {
		t.Fatal(err)
	}
	skip, err := resumeGen(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Skip = skip
	if _, err := generate(cfg, f, nil); err != nil {
		t.Fatal(err)
	}
	f.Close()
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, want) {
		t.Fatalf("resumed file differs (%d bytes, want %d; %d games kept)", len(got), len(want), len(skip))
	}
}

// relabel keeps every record and game order, gives the selected records a
// new search score (that of a direct search at the depth), leaves the
// others alone, is reproducible across worker counts, and splits by shard.
func TestRelabel(t *testing.T) {
	gcfg := genConfig{Seed: 4, Games: 4, SolveAt: 12, Epsilon: 0.1, Workers: 2, Policy: seedEval, Engine: true, Depth: 2}
	in, _ := genBytes(t, gcfg)
	rs := decodeRecords(in)
	cfg := relabelConfig{Depth: 3, ProbCutT: 0, MinEmpties: 20, MaxEmpties: 40}
	run := func(workers, shard, shards int) ([]record, int) {
		var buf bytes.Buffer
		n, err := relabelGames(cfg, splitGames(rs, shard, shards, nil), workers, &buf, nil)
		if err != nil {
			t.Fatal(err)
		}
		return decodeRecords(buf.Bytes()), n
	}
	out, n := run(2, 0, 1)
	if one, _ := run(1, 0, 1); len(one) != len(out) || len(out) != len(rs) {
		t.Fatalf("%d records in, %d and %d out", len(rs), len(one), len(out))
	} else {
		for i := range out {
			if one[i] != out[i] {
				t.Fatalf("record %d differs between 1 and 2 workers", i)
			}
		}
	}
	w := &genWorker{srch: newGenWorker(&gcfg).srch, es: othello.NewSolver(1)}
	sel, changed := 0, 0
	for i, r := range out {
		a := rs[i]
		if r.P != a.P || r.O != a.O || r.Game != a.Game || r.Label != a.Label || r.Exact != a.Exact {
			t.Fatalf("record %d: position or label changed", i)
		}
		if !cfg.selected(a) {
			if r.Search != a.Search {
				t.Fatalf("record %d (%d empties, exact %v) not selected but relabelled", i, empties(a.P, a.O), a.Exact)
			}
			continue
		}
		sel++
		if r.Search != a.Search {
			changed++
		}
		if v := w.score(&cfg, a.P, a.O); v != r.Search || v == 0 {
			t.Fatalf("record %d: score %d, a direct depth-%d search %d", i, r.Search, cfg.Depth, v)
		}
	}
	if sel != n || sel < 4*10 || changed == 0 {
		t.Fatalf("%d selected (%d counted), %d changed", sel, n, changed)
	}
	total := 0
	for i := range 3 {
		part, _ := run(1, i, 3)
		for _, r := range part {
			if int(r.Game)%3 != i {
				t.Fatalf("shard %d/3 holds game %d", i, r.Game)
			}
		}
		total += len(part)
	}
	if total != len(rs) {
		t.Fatalf("shards hold %d records, the file %d", total, len(rs))
	}
}

// mpc-fit takes the depths from -deep-from on from -deep-data: a file
// whose deep scores are twice the shallow ones gives slope 2 there, the
// other file slope 1 below.
func TestMPCFitDeepData(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, n, mul int) string {
		var b bytes.Buffer
		for i := range n {
			b.WriteString(fmt.Sprintf("%d 30", i))
			for d := 1; d <= 14; d++ {
				v := (i*37%41 - 20) * 10
				if d >= 12 {
					v *= mul
				}
				b.WriteString(fmt.Sprintf(" %d", v+(i%3)*d))
			}
			b.WriteString("\n")
		}
		path := dir + "/" + name
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	a, b := write("a.txt", 40, 1), write("b.txt", 50, 2)
	out := dir + "/table.go"
	if err := cmdMPCFit([]string{"-data", a, "-deep-data", b, "-deep-from", "12", "-depth", "14",
		"-first-empties", "22", "-bucket", "5", "-out", out}); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"// depth 11 from 5: 40 samples", "// depth 12 from 6: 50 samples",
		"// depth 14 from 6: 50 samples", "-deep-from 12"} {
		if !strings.Contains(string(src), want) {
			t.Errorf("table lacks %q", want)
		}
	}
	if !regexp.MustCompile(`\{(1\.99|2\.00)\d*, [-0-9.]+, [0-9.]+\},\s*// depth 13 from 5`).Match(src) {
		t.Errorf("depth 13 not fitted on the deep data (slope 2):\n%s", src)
	}
}

// mpc-fit -min-depth 1 fits depths 1 and 2 on the static evaluation of
// lines that carry one ("e" field), and leaves them out on older lines
// without it; by default it starts at depth 3.
func TestMPCFitEvaluation(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, n int, withEval bool) string {
		var b bytes.Buffer
		for i := range n {
			ev := (i*37%41 - 20) * 10
			b.WriteString(fmt.Sprintf("%d 30", i))
			if withEval {
				b.WriteString(fmt.Sprintf(" e%d", ev))
			}
			for d := 1; d <= 4; d++ {
				b.WriteString(fmt.Sprintf(" %d", 3*ev+(i%3)*d))
			}
			b.WriteString("\n")
		}
		path := dir + "/" + name
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	for _, tc := range []struct {
		withEval bool
		want     string
	}{
		{true, `\{(2\.99|3\.00)\d*, [-0-9.]+, [0-9.]+\},\s*// depth 1 from 0: 40 samples`},
		{false, `\{\},\s*// depth 1: 0 samples`},
	} {
		in := write(fmt.Sprintf("m%v.txt", tc.withEval), 40, tc.withEval)
		out := dir + "/table.go"
		if err := cmdMPCFit([]string{"-data", in, "-depth", "4", "-min-depth", "1", "-first-empties", "22", "-bucket", "5", "-out", out}); err != nil {
			t.Fatal(err)
		}
		src, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if !regexp.MustCompile(tc.want).Match(src) {
			t.Errorf("with evaluation %v: table lacks %s:\n%s", tc.withEval, tc.want, src)
		}
		if def := dir + "/default.go"; tc.withEval {
			if err := cmdMPCFit([]string{"-data", in, "-depth", "4", "-first-empties", "22", "-bucket", "5", "-out", def}); err != nil {
				t.Fatal(err)
			}
			if b, err := os.ReadFile(def); err != nil || strings.Contains(string(b), "depth 1 from 0") {
				t.Errorf("default -min-depth fitted depth 1 (%v)", err)
			}
		}
		if !strings.Contains(string(src), "// depth 3 from 1: 40 samples") {
			t.Errorf("with evaluation %v: depth 3 not fitted on depth 1:\n%s", tc.withEval, src)
		}
	}
}

// TestTruncatedResults checks that a random move takes the game's result
// away from the positions before it: they train on the search score of the
// last searched position before the move, from their own side, while the
// positions after it, the exact records and a game without random moves
// keep their labels.
func TestTruncatedResults(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for trial := 0; trial < 50; trial++ {
		// One game: positions in play order with their side to move (0 or
		// 1, passes included), labelled 10 discs for side 0; side 0 scores
		// record k at k+1 discs.
		var rs []record
		var sides []int
		p, o, side := startP, startO, 0
		for len(rs) < 30 {
			mv := moves(p, o)
			if mv == 0 {
				if moves(o, p) == 0 {
					break
				}
				p, o, side = o, p, side^1
				continue
			}
			sgn := 1 - 2*side
			k := len(rs)
			rs = append(rs, record{P: p, O: o, Game: 1, Label: int16(10 * sgn), Search: int16(100 * (k + 1) * sgn)})
			sides = append(sides, side)
			for j := rng.IntN(bits.OnesCount64(mv)); j > 0; j-- {
				mv &= mv - 1
			}
			p, o = play(p, o, bits.TrailingZeros64(mv))
			side ^= 1
		}
		n := len(rs)
		// The random move: a record after the first with several moves.
		r := -1
		for k := 1 + rng.IntN(n-1); k < n; k++ {
			if bits.OnesCount64(moves(rs[k].P, rs[k].O)) > 1 {
				r = k
				break
			}
		}
		if r < 0 {
			continue
		}
		rs[r].Search = 0
		rs = append(rs, record{P: p, O: o, Game: 1, Label: 3, Exact: true})
		clean := []record{{P: startP, O: startO, Game: 2, Label: 4, Search: 250}, {P: startO, O: startP, Game: 2, Label: -4, Search: -300}}
		rs = append(rs, clean...)
		got := truncatedResults(rs)
		for k := 0; k < n; k++ {
			want := float64(rs[k].Label)
			if k <= r {
				want = float64(r) * float64(1-2*sides[k]) // record r-1 scored r discs for side 0
			}
			if got[k] != want {
				t.Fatalf("trial %d: random move at %d, record %d (side %d): result %v, want %v", trial, r, k, sides[k], got[k], want)
			}
		}
		for k := n; k < len(rs); k++ {
			if got[k] != float64(rs[k].Label) {
				t.Fatalf("trial %d: record %d changed: %v, label %d", trial, k, got[k], rs[k].Label)
			}
		}
	}
}
