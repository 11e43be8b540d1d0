// Command tune learns Sente's Gomoku evaluation: it plays self-play games
// with the production engine (seeded, sharded, resumable), and fits the
// values of the point classes (engine/gomoku.EvalWeights) to their results
// by logistic regression. See README.md for the commands that produced the
// embedded weights.
//
//	tune gen -seed 1 -games 3000 -nodes 10000 -out /tmp/g1.bin
//	tune fit -data /tmp/g1.bin -out ../evalweights.bin
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"sente/engine/gomoku"
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
	case "peer":
		err = cmdPeer(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tune:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: tune gen|peer|fit [flags] (tune CMD -help)")
	os.Exit(2)
}

func cmdGen(args []string) error {
	fs := flag.NewFlagSet("gen", flag.ExitOnError)
	run := runFlags(fs, 10000, "search nodes per move", "goroutines")
	_ = fs.Parse(args)
	cfg, out, err := run()
	if err != nil {
		return err
	}
	f, progress, err := openRun("gen", out, &cfg)
	if err != nil {
		return err
	}
	defer f.Close()
	t0 := time.Now()
	g, n, err := generate(cfg, f, progress)
	if err != nil {
		return err
	}
	fmt.Printf("gen: %d games, %d moves in %s\n", g, n, time.Since(t0).Round(time.Millisecond))
	return nil
}

func cmdFit(args []string) error {
	fs := flag.NewFlagSet("fit", flag.ExitOnError)
	data := fs.String("data", "", "comma-separated game files (required)")
	out := fs.String("out", "", "write the weights here (binary, engine/gomoku/evalweights.bin)")
	iters := fs.Int("iters", 300, "Adam iterations")
	rate := fs.Float64("rate", 0.01, "Adam step size (logits)")
	lambda := fs.Float64("lambda", 1e-4, "L2 penalty on the distance from the starting values (-from)")
	hold := fs.Bool("hold-threats", false, "keep the starting values of the classes with an open three or more (fit only the quieter classes)")
	from := fs.String("from", "hand", "the evaluation starts from, and is held to, the hand-set values (hand) or the embedded tables (embedded: the fit keeps their unit of points, so that the search's margins keep their meaning; with -policy-iters 0 their policy is kept too)")
	skip := fs.Int("skip", 5, "learn from the positions from this ply on (after the random opening)")
	blend := fs.Float64("blend", 0, "target: (1-blend)·result + blend·σ(score-scale·search score)")
	scoreScale := fs.Float64("score-scale", 0.00046, "logits per point of the recorded search scores (the scale of the evaluation that played the games)")
	average := fs.Bool("average", false, "fit the two-ply average the search uses with Sel.EvalAverage (the mean of a position's evaluation and its parent's, negated) instead of the static evaluation")
	quiet := fs.Bool("quiet", false, "fit the evaluation on quiet positions only (no five or open-four point), not on every position the search would evaluate")
	polIters := fs.Int("policy-iters", 300, "Adam iterations of the policy fit (0: keep the hand-set ordering)")
	resData := fs.String("result-data", "", "comma-separated game files whose positions learn from the result alone (their scores are not the engine's: a peer's games)")
	polData := fs.String("policy-data", "", "comma-separated game files the policy learns from (default: -data's), e.g. a peer's games (tune peer)")
	_ = fs.Parse(args)
	if *data == "" {
		return fmt.Errorf("fit: -data is required")
	}
	if *from != "hand" && *from != "embedded" {
		return fmt.Errorf("fit: -from %q: want hand or embedded", *from)
	}
	rs, err := readGames(strings.Split(*data, ","))
	if err != nil {
		return err
	}
	if len(rs) == 0 {
		return fmt.Errorf("fit: no games in %s", *data)
	}
	ss := toSamples(rs, *skip, *quiet, *blend, *scoreScale, *average)
	if *resData != "" {
		xs, err := readGames(strings.Split(*resData, ","))
		if err != nil {
			return err
		}
		ss = append(ss, toSamples(xs, *skip, *quiet, 0, 0, *average)...)
	}
	held := 0
	for i := range ss {
		if ss[i].held {
			held++
		}
	}
	fmt.Printf("fit: %d games, %d positions (%d held out: games %% 10 == 0)\n", len(rs), len(ss), held)
	hand := gomoku.HandEvalWeights()
	k := fitScale(hand, ss)
	start := scaled(hand, k)
	fmt.Printf("hand-set evaluation: scale %.3g logit/point, log loss train %.4f held-out %.4f\n",
		k, logLoss(start, ss, false), logLoss(start, ss, true))
	emb, base := gomoku.DefaultEvalWeights(rs[0].Rule), hand
	if *emb != *hand {
		ke := fitScale(emb, ss)
		fmt.Printf("embedded evaluation: scale %.3g, log loss train %.4f held-out %.4f\n",
			ke, logLoss(scaled(emb, ke), ss, false), logLoss(scaled(emb, ke), ss, true))
		if *from == "embedded" {
			k, start, base = ke, scaled(emb, ke), emb
		}
	}
	t0 := time.Now()
	cfg := fitConfig{Iters: *iters, Rate: *rate, Lambda: *lambda}
	if *hold {
		cfg.Hold = threatClasses()
	}
	m := fit(ss, start, cfg, func(it int, train float64, m model) {
		if it%50 == 0 {
			fmt.Printf("  iter %d: train %.4f held-out %.4f (%s)\n", it, train, logLoss(m, ss, true), time.Since(t0).Round(time.Second))
		}
	})
	w := toWeights(m, k)
	kw := fitScale(w, ss)
	fmt.Printf("fitted evaluation: log loss train %.4f held-out %.4f (rounded to points: held-out %.4f at scale %.3g)\n",
		logLoss(m, ss, false), logLoss(m, ss, true), logLoss(scaled(w, kw), ss, true), kw)
	prs := rs
	if *polData != "" {
		if prs, err = readGames(strings.Split(*polData, ",")); err != nil {
			return err
		}
	}
	ps := toPolSamples(prs, *skip)
	kp := fitPolScale(hand, ps)
	hp := handPolicy(hand, kp)
	ce, top := polStats(hp, ps, true)
	fmt.Printf("policy: %d choices; hand-set ordering: scale %.3g, held-out cross-entropy %.4f, top-1 %.1f%%\n", len(ps), kp, ce, 100*top)
	if emb := gomoku.DefaultEvalWeights(rs[0].Rule); *emb != *hand {
		ce, top := polStats(handPolicy(emb, kp), ps, true)
		fmt.Printf("embedded policy: held-out cross-entropy %.4f, top-1 %.1f%%\n", ce, 100*top)
	}
	if *polIters > 0 {
		p := fitPolicy(ps, hp, fitConfig{Iters: *polIters, Rate: *rate, Lambda: *lambda}, func(it int, train float64, p policy) {
			if it%50 == 0 {
				ce, top := polStats(p, ps, true)
				fmt.Printf("  iter %d: train %.4f held-out %.4f top-1 %.1f%% (%s)\n", it, train, ce, 100*top, time.Since(t0).Round(time.Second))
			}
		})
		setPolicy(w, p, kp)
		ce, top = polStats(handPolicy(w, kp), ps, true)
		fmt.Printf("fitted policy (rounded): held-out cross-entropy %.4f, top-1 %.1f%%\n", ce, 100*top)
	} else {
		w.PolMe, w.PolOp = base.PolMe, base.PolOp // the starting tables' policy
	}
	report(base, w)
	if *out != "" {
		if err := atomicfile.WriteFile(*out, w.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Println("wrote", *out)
	}
	return nil
}

// report prints the classes whose value moved most from where the fit
// started (the hand-set or the embedded values).
func report(start, w *gomoku.EvalWeights) {
	type mv struct {
		c, d int
		me   bool // a Me value (else Op)
	}
	var ms []mv
	for c := 0; c < gomoku.NumClasses; c++ {
		ms = append(ms, mv{c: c, d: int(w.Me[c]) - int(start.Me[c]), me: true}, mv{c: c, d: int(w.Op[c]) - int(start.Op[c])})
	}
	slices.SortFunc(ms, func(a, b mv) int { return abs(b.d) - abs(a.d) })
	names := []string{"-", "B1", "F1", "B2", "F2", "B3", "F3", "B4", "F4", "5", "OL", "D4"}
	fmt.Println("largest changes (class codes: start -> fitted):")
	for _, x := range ms[:min(12, len(ms))] {
		cc := gomoku.ClassCodes(x.c)
		side, h, f := "op", start.Op[x.c], w.Op[x.c]
		if x.me {
			side, h, f = "me", start.Me[x.c], w.Me[x.c]
		}
		fmt.Printf("  %s %s,%s,%s,%s: %d -> %d\n", side, names[cc[0]], names[cc[1]], names[cc[2]], names[cc[3]], h, f)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func cmdPeer(args []string) error {
	fs := flag.NewFlagSet("peer", flag.ExitOnError)
	eng := fs.String("engine", "", "the peer's Gomocup (pbrain) program, run in its own directory (required)")
	timeout := fs.Duration("timeout", 30*time.Second, "the longest wait for one move (a game past it is left out)")
	run := runFlags(fs, 30000, "the peer's node budget per move (INFO max_node)", "games at once (one engine process each)")
	_ = fs.Parse(args)
	if *eng == "" {
		return fmt.Errorf("peer: -engine is required")
	}
	gc, out, err := run()
	if err != nil {
		return err
	}
	path, err := filepath.Abs(*eng)
	if err != nil {
		return err
	}
	cfg := peerConfig{genConfig: gc, Engine: path, Timeout: *timeout}
	f, progress, err := openRun("peer", out, &cfg.genConfig)
	if err != nil {
		return err
	}
	defer f.Close()
	t0 := time.Now()
	g, n, failed, err := peerGames(cfg, f, progress)
	if err != nil {
		return err
	}
	fmt.Printf("peer: %d games, %d moves in %s (%d not finished, left out)\n", g, n, time.Since(t0).Round(time.Millisecond), failed)
	return nil
}

// runFlags registers the flags gen and peer share on fs and returns the
// function that reads them, after fs.Parse, into a genConfig and the
// output path.
func runFlags(fs *flag.FlagSet, nodesDefault uint64, nodesUsage, workersUsage string) func() (genConfig, string, error) {
	seed := fs.Uint64("seed", 1, "random seed (output depends only on the flags)")
	games := fs.Int("games", 1000, "number of games (of all shards)")
	rule := fs.String("rule", "freestyle", "rule: freestyle, standard, renju, caro (peer: not caro)")
	nodes := fs.Uint64("nodes", nodesDefault, nodesUsage)
	random := fs.Int("random", 2, "random opening moves after the centre (this to this+2)")
	workers := fs.Int("workers", 2, workersUsage)
	shard := fs.String("shard", "0/1", "i/n: play the games g with g % n == i")
	out := fs.String("out", "", "output file, appended; a killed run resumes (required)")
	return func() (genConfig, string, error) {
		if *out == "" {
			return genConfig{}, "", fmt.Errorf("%s: -out is required", fs.Name())
		}
		r, err := gomoku.ParseRule(*rule)
		if err != nil {
			return genConfig{}, "", err
		}
		si, sn, err := inorder.ParseShard(*shard)
		if err != nil {
			return genConfig{}, "", err
		}
		return genConfig{Seed: *seed, Games: *games, Rule: r, Nodes: *nodes, Random: *random, Workers: *workers,
			Shard: si, Shards: sn}, *out, nil
	}
}

// openRun prepares the output of a gen or peer run: the games already in
// out are skipped (a resumed run; a partial last record is cut), out is
// opened for appending, and progress reports to stderr.
func openRun(name, out string, cfg *genConfig) (f *os.File, progress func(done int), err error) {
	if cfg.Skip, err = resumeGen(out); err != nil {
		return nil, nil, err
	}
	if f, err = os.OpenFile(out, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644); err != nil {
		return nil, nil, err
	}
	todo := len(cfg.games())
	fmt.Fprintf(os.Stderr, "%s: %d games to play (%d already in %s)\n", name, todo, len(cfg.Skip), out)
	t0 := time.Now()
	return f, func(done int) {
		fmt.Fprintf(os.Stderr, "%s: %d/%d games, %s\n", name, done, todo, time.Since(t0).Round(time.Second))
	}, nil
}
