// Command tune generates training positions for Sente's Othello
// evaluation, fits its weights by least squares and measures the result
// (held-out error, games against the seeds' evaluation). See README.md for
// the exact commands that produced the committed weights.
//
//	tune gen   -seed 1 -games 20000 -out /tmp/d1.bin   # self-play + exact solves
//	tune fit   -data /tmp/d1.bin -out ../weights.bin   # fit, report held-out MAE
//	tune relabel -data /tmp/d1.bin -out /tmp/r1.bin    # deeper search scores
//	tune match -depth 4 -openings 100                  # games vs the seeds' eval
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"os"
	"strings"
	"time"

	"sente/engine/othello"
	"sente/internal/atomicfile"
	"sente/internal/inorder"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "gen":
		err = cmdGen(os.Args[2:])
	case "fit":
		err = cmdFit(os.Args[2:])
	case "match":
		err = cmdMatch(os.Args[2:])
	case "export":
		err = cmdExport(os.Args[2:])
	case "relabel":
		err = cmdRelabel(os.Args[2:])
	case "mpc-gen":
		err = cmdMPCGen(os.Args[2:])
	case "mpc-fit":
		err = cmdMPCFit(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: tune gen|fit|relabel|match|export|mpc-gen|mpc-fit [flags] (tune CMD -help)")
	os.Exit(2)
}

// loadPolicy returns the seeds' evaluation ("seed"), the embedded weights
// ("embedded") or the weights of a file.
func loadPolicy(name string) (evalFunc, error) {
	switch name {
	case "seed":
		return seedEval, nil
	case "embedded":
		return func(p, o uint64) int { return int(othello.Evaluate(p, o)) }, nil
	}
	w, err := loadWeightsFile(name)
	if err != nil {
		return nil, err
	}
	return weightsEval(w), nil
}

// loadWeightsFile returns the weights of a file written by fit, or nil
// (the engine's own) for "embedded".
func loadWeightsFile(name string) ([]int16, error) {
	if name == "embedded" {
		return nil, nil
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return othello.DecodeWeights(b)
}

func cmdGen(args []string) error {
	fs := flag.NewFlagSet("gen", flag.ExitOnError)
	seed := fs.Uint64("seed", 1, "random seed (output depends only on the flags)")
	games := fs.Int("games", 1000, "number of self-play games (of all shards)")
	solveAt := fs.Int("solve-at", 14, "solve exactly from this many empties")
	eps := fs.Float64("eps", 0.1, "probability of a random move after the random opening")
	workers := fs.Int("workers", 2, "goroutines")
	policy := fs.String("policy", "seed", "1-ply move policy: seed, embedded or a weights file")
	depth := fs.Int("depth", 0, "choose moves by a search of this depth (production engine) instead of the 1-ply policy")
	weights := fs.String("weights", "embedded", "with -depth: the search's evaluation, embedded or a weights file")
	shard := fs.String("shard", "0/1", "i/n: play the games g with g % n == i")
	out := fs.String("out", "", "output file, appended; a killed run resumes (required)")
	eng := fs.Bool("engine", false, "label with the production solver (faster from 16 empties)")
	_ = fs.Parse(args)
	if *out == "" {
		return fmt.Errorf("gen: -out is required")
	}
	pol, err := loadPolicy(*policy)
	if err != nil {
		return err
	}
	si, sn, err := inorder.ParseShard(*shard)
	if err != nil {
		return err
	}
	cfg := genConfig{Seed: *seed, Games: *games, SolveAt: *solveAt, Epsilon: *eps, Workers: *workers,
		Policy: pol, Engine: *eng, Depth: *depth, Shard: si, Shards: sn}
	if *depth > 0 {
		if cfg.Weights, err = loadWeightsFile(*weights); err != nil {
			return err
		}
	}
	if cfg.Skip, err = resumeGen(*out); err != nil {
		return err
	}
	f, err := os.OpenFile(*out, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	todo := len(cfg.games())
	fmt.Fprintf(os.Stderr, "gen: %d games to play (%d already in %s)\n", todo, len(cfg.Skip), *out)
	t0 := time.Now()
	n, err := generate(cfg, f, func(done int) {
		fmt.Fprintf(os.Stderr, "gen: %d/%d games, %s\n", done, todo, time.Since(t0).Round(time.Second))
	})
	if err != nil {
		return err
	}
	fmt.Printf("gen: %d games, %d positions in %s\n", todo, n, time.Since(t0).Round(time.Millisecond))
	return nil
}

func loadSamples(paths string, blend float64, truncate bool) ([]sample, error) {
	var rs []record
	for i, path := range strings.Split(paths, ",") {
		r, err := readRecords(path)
		if err != nil {
			return nil, err
		}
		for k := range r {
			r[k].Game += uint32(i) << 24 // keep games of different files apart
		}
		rs = append(rs, r...)
	}
	var res []float64
	if truncate {
		res = truncatedResults(rs)
		n, d := 0, 0.0
		for i, r := range rs {
			if res[i] != float64(r.Label) {
				n++
				d += math.Abs(res[i] - float64(r.Label))
			}
		}
		fmt.Printf("fit: -truncate replaced %d of %d results, by %.2f discs on average\n", n, len(rs), d/float64(max(n, 1)))
	}
	return toSamples(rs, blend, res), nil
}

func cmdFit(args []string) error {
	fs := flag.NewFlagSet("fit", flag.ExitOnError)
	data := fs.String("data", "", "comma-separated record files from gen (required)")
	lambda := fs.Float64("lambda", 2, "ridge penalty per weight")
	nb := fs.Float64("neighbor", 0.5, "sample weight of the neighbouring stages")
	iters := fs.Int("iters", 150, "conjugate-gradient iterations per stage")
	out := fs.String("out", "", "write the weights here (e.g. ../weights.bin)")
	blend := fs.Float64("blend", 0, "target = (1-blend)*result + blend*search score, for records with a search score")
	base := fs.String("base", "embedded", "evaluation the report compares with: embedded or a weights file")
	prior := fs.String("prior", "", "a weights file: pull the weights towards these instead of towards 0")
	truncate := fs.Bool("truncate", false, "take the random moves out of the results: a position followed by one trains on the search score before it")
	_ = fs.Parse(args)
	if *data == "" {
		return fmt.Errorf("fit: -data is required")
	}
	var pw []int16
	if *prior != "" {
		var err error
		if pw, err = loadWeightsFile(*prior); err != nil {
			return err
		}
		if pw == nil {
			return fmt.Errorf("fit: -prior takes a weights file (git show HEAD:engine/othello/weights.bin > w.bin)")
		}
	}
	t0 := time.Now()
	samples, err := loadSamples(*data, *blend, *truncate)
	if err != nil {
		return err
	}
	fmt.Printf("fit: %d samples loaded in %s\n", len(samples), time.Since(t0).Round(time.Millisecond))
	w := fitAll(samples, fitConfig{Lambda: *lambda, Neighbor: *nb, Iters: *iters, Prior: pw,
		Log: func(st, n int, res float64) {
			fmt.Printf("fit: stage %2d: %7d samples, relative residual %.2e\n", st, n, res)
		}})
	fmt.Printf("fit: done in %s\n", time.Since(t0).Round(time.Millisecond))
	baseEval, err := loadPolicy(*base)
	if err != nil {
		return err
	}
	report(samples, w, baseEval)
	if *out != "" {
		b, err := othello.EncodeWeights(w)
		if err != nil {
			return err
		}
		if err := atomicfile.WriteFile(*out, b, 0o644); err != nil {
			return err
		}
		fmt.Printf("fit: wrote %s (%d bytes)\n", *out, len(b))
	}
	return nil
}

// report prints, per bucket of 5 empties (whatever the stages' width), the
// mean absolute error (discs) on the held-out games, against the records'
// own labels (game results with a perfect endgame, exact values), of the
// fitted evaluation, of base (the evaluation before the fit, usually the
// embedded one) and of predicting 0.
func report(samples []sample, w []int16, base evalFunc) {
	ev := weightsEval(w)
	const width = 5 // empties a bucket covers
	const buckets = 60 / width
	var sum [buckets][4]float64
	for i := range samples {
		s := &samples[i]
		if !s.test {
			continue
		}
		b := min((60-s.empties)/width, buckets-1)
		sum[b][0]++
		sum[b][1] += math.Abs(float64(ev(s.p, s.o))/100 - s.result)
		sum[b][2] += math.Abs(float64(base(s.p, s.o))/100 - s.result)
		sum[b][3] += math.Abs(s.result)
	}
	fmt.Println("empties   n-test  MAE-fit  MAE-base  MAE-zero")
	var tot [4]float64
	for b, r := range sum {
		if r[0] == 0 {
			continue
		}
		hi := 60 - width*b
		lo := hi - width + 1
		if b == buckets-1 {
			lo = 0
		}
		fmt.Printf("  %2d-%2d  %7.0f  %7.2f  %8.2f  %8.2f\n", lo, hi, r[0], r[1]/r[0], r[2]/r[0], r[3]/r[0])
		for j := range tot {
			tot[j] += r[j]
		}
	}
	fmt.Printf("all      %7.0f  %7.2f  %8.2f  %8.2f\n", tot[0], tot[1]/tot[0], tot[2]/tot[0], tot[3]/tot[0])
}

func cmdMatch(args []string) error {
	fs := flag.NewFlagSet("match", flag.ExitOnError)
	a := fs.String("a", "embedded", "first evaluation: embedded, seed or a weights file")
	b := fs.String("b", "seed", "second evaluation")
	depth := fs.Int("depth", 4, "alpha-beta depth (plies) for both")
	n := fs.Int("openings", 50, "number of openings (each played twice, colours swapped)")
	plies := fs.Int("plies", 8, "random plies of each opening")
	seed := fs.Uint64("seed", 7, "openings seed")
	_ = fs.Parse(args)
	ea, err := loadPolicy(*a)
	if err != nil {
		return err
	}
	eb, err := loadPolicy(*b)
	if err != nil {
		return err
	}
	t0 := time.Now()
	ops := openings(*seed, *n, *plies)
	r := runMatch(ops, ea, eb, *depth)
	fmt.Printf("match %s vs %s, depth %d, %d games: W %d L %d D %d, mean disc diff %+.1f (%s)\n",
		*a, *b, *depth, 2*len(ops), r.Win, r.Loss, r.Draw,
		float64(r.Discs)/float64(2*len(ops)), time.Since(t0).Round(time.Second))
	return nil
}

// cmdExport writes the exactly labelled records of a data file as text
// lines "P O LABEL" (hex bitboards, side to move first), for test data.
func cmdExport(args []string) error {
	fs := flag.NewFlagSet("export", flag.ExitOnError)
	data := fs.String("data", "", "record file from gen (required)")
	lo := fs.Int("min-empties", 6, "smallest number of empties kept")
	hi := fs.Int("max-empties", 14, "largest number of empties kept")
	_ = fs.Parse(args)
	rs, err := readRecords(*data)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintf(w, "# exact final disc difference for the side to move (P); made by: tune export %s\n", strings.Join(args, " "))
	for _, r := range rs {
		if e := empties(r.P, r.O); r.Exact && e >= *lo && e <= *hi {
			fmt.Fprintf(w, "%016x %016x %d\n", r.P, r.O, r.Label)
		}
	}
	return w.Flush()
}
