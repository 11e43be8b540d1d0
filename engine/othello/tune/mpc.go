package main

import (
	"flag"
	"fmt"
	"go/format"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"sente/engine"
	"sente/engine/othello"
	"sente/internal/atomicfile"
	"sente/internal/inorder"
)

// Multi-ProbCut data and fit.
//
// mpc-gen draws positions from seeded games (mpcPosition), searches each
// by iterative deepening to -depth (without cuts, or with the engine's own
// at -probcut T), and writes one line per position: its index,
// empties, its static evaluation marked "e" (e-150), and the score of
// every completed depth (centi-discs, side to move; files written before
// 7f447ad have no evaluation). Lines are appended in index order of
// completion; a killed run resumes where it stopped (indexes already in
// the file are skipped), and
// -shard i/n keeps the indexes ≡ i mod n, so shards from several machines
// can be concatenated.
//
// mpc-fit reads such files and fits, per stage and depth d, the deep value
// as a linear function of the value at the shallow depth the search uses
// (othello.ProbCutHalf; depth 0: the static evaluation): slope, offset
// and residual standard deviation, from depth -min-depth (3; 1 and 2 are
// fitted on the evaluation); with -deep-data the depths from -deep-from on are
// fitted on those files instead. It writes the Go table
// engine/othello/mpc_table.go.

func cmdMPCGen(args []string) error {
	fs := flag.NewFlagSet("mpc-gen", flag.ExitOnError)
	seed := fs.Uint64("seed", 1, "random seed (position i depends only on seed and i)")
	n := fs.Int("positions", 2000, "positions")
	depth := fs.Int("depth", 12, "deepest search")
	nodes := fs.Uint64("nodes", 20_000_000, "node budget per position (deeper depths are dropped)")
	minE := fs.Int("min-empties", 22, "fewest empties (fewer: a depth-limited search solves the root)")
	maxE := fs.Int("max-empties", 54, "most empties")
	shard := fs.String("shard", "0/1", "i/n: this run's share of the indexes")
	workers := fs.Int("workers", 2, "goroutines")
	cut := fs.Float64("probcut", 0, "confidence of the cuts inside the searches (0: none; the engine's own searches as they play)")
	out := fs.String("out", "", "output file (appended; required)")
	fs.Parse(args)
	if *out == "" {
		return fmt.Errorf("mpc-gen: -out is required")
	}
	si, sn, err := inorder.ParseShard(*shard)
	if err != nil {
		return err
	}
	done, err := mpcDone(*out)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(*out, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := dropPartialLine(f); err != nil {
		return err
	}
	var todo []int
	for i := si; i < *n; i += sn {
		if !done[i] {
			todo = append(todo, i)
		}
	}
	fmt.Fprintf(os.Stderr, "mpc-gen: %d positions to search (%d already in %s)\n", len(todo), len(done), *out)
	var next atomic.Int64
	var mu sync.Mutex
	var wg sync.WaitGroup
	start := time.Now()
	for range *workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := engine.NewSearcher(engine.NewTT(32))
			play := engine.NewSearcher(engine.NewTT(1))
			for {
				k := int(next.Add(1)) - 1
				if k >= len(todo) {
					return
				}
				i := todo[k]
				pos := mpcPosition(play, *seed, i, *minE, *maxE)
				pos.SetProbCutT(*cut)
				line := mpcSearch(s, pos, i, *depth, *nodes)
				mu.Lock()
				_, err := f.WriteString(line)
				if k%50 == 0 {
					fmt.Fprintf(os.Stderr, "mpc-gen: %d/%d %v\n", k, len(todo), time.Since(start).Round(time.Second))
				}
				mu.Unlock()
				if err != nil {
					panic(err)
				}
			}
		}()
	}
	wg.Wait()
	return nil
}

// dropPartialLine cuts a last line left without its newline by a kill, so
// that the lines appended next start on a line of their own.
func dropPartialLine(f *os.File) error {
	b, err := os.ReadFile(f.Name())
	if err != nil || len(b) == 0 || b[len(b)-1] == '\n' {
		return err
	}
	return f.Truncate(int64(strings.LastIndexByte(string(b), '\n') + 1))
}

// mpcDone returns the indexes already in file (none when it is missing).
// A last line cut by a kill is ignored (and its index searched again).
func mpcDone(path string) (map[int]bool, error) {
	done := map[int]bool{}
	recs, err := readMPC(path)
	if os.IsNotExist(err) {
		return done, nil
	}
	for _, r := range recs {
		done[r.index] = true
	}
	return done, err
}

// mpcPosition is position i of the seed: a game of four random moves,
// then depth-2 search moves with one in six random, stopped at a random
// number of empties in [minE, maxE] (not a finished game, not a pass).
// play is a searcher of the worker's (reset here: the game depends on
// seed and i only).
func mpcPosition(play *engine.Searcher, seed uint64, i, minE, maxE int) *othello.Position {
	r := rand.New(rand.NewPCG(seed, uint64(i)))
	for {
		want := minE + r.IntN(maxE-minE+1)
		pos := othello.NewPosition()
		pos.SetProbCutT(0)
		for ply := 0; pos.Empties() > want && !pos.IsOver(); ply++ {
			ms := pos.LegalMoves()
			m := ms[r.IntN(len(ms))]
			if ply >= 4 && len(ms) > 1 && r.IntN(6) != 0 {
				play.Reset()
				var stop atomic.Bool
				m = play.Search(pos, engine.Limits{Depth: 2}, &stop, time.Now(), nil).Move
			}
			pos.Play(m)
		}
		if pos.Empties() == want && !pos.IsOver() && !pos.MustPass() {
			return pos
		}
	}
}

// mpcSearch searches pos without cuts and returns its data line.
func mpcSearch(s *engine.Searcher, pos *othello.Position, i, depth int, nodes uint64) string {
	s.Reset()
	scores := map[int]engine.Score{}
	var stop atomic.Bool
	s.Search(pos, engine.Limits{Depth: depth, Nodes: nodes}, &stop, time.Now(), func(in engine.Info) {
		if in.Bound == engine.BoundExact && !in.Exact && !in.WLD && !in.Book {
			scores[in.Depth] = in.Score
		}
	})
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d e%d", i, pos.Empties(), pos.Evaluate())
	for d := 1; d <= depth; d++ {
		v, ok := scores[d]
		if !ok {
			break
		}
		fmt.Fprintf(&b, " %d", v)
	}
	b.WriteString("\n")
	return b.String()
}

// mpcRecord is one line of mpc-gen: scores[d] is depth d's, scores[0]
// the static evaluation (NaN when the line has none).
type mpcRecord struct {
	index, empties int
	scores         []float64
}

// readMPC reads the complete lines of an mpc-gen file: a last line
// without its newline (cut by a kill) is left out.
func readMPC(path string) ([]mpcRecord, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(string(b), "\n")
	var out []mpcRecord
	for _, l := range lines[:len(lines)-1] { // the piece after the last newline is partial or empty
		w := strings.Fields(l)
		if len(w) < 3 {
			continue
		}
		if !strings.HasPrefix(w[2], "e") {
			// an older line without the evaluation
			w = slices.Insert(w, 2, "eNaN")
		}
		w[2] = w[2][1:]
		v := make([]float64, len(w))
		ok := true
		for i, x := range w {
			if v[i], err = strconv.ParseFloat(x, 64); err != nil {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, mpcRecord{index: int(v[0]), empties: int(v[1]), scores: v[2:]})
		}
	}
	return out, nil
}

func cmdMPCFit(args []string) error {
	fs := flag.NewFlagSet("mpc-fit", flag.ExitOnError)
	data := fs.String("data", "", "comma-separated mpc-gen files")
	first := fs.Int("first-empties", 20, "fewest empties of the first stage")
	width := fs.Int("bucket", 8, "empties per stage")
	maxD := fs.Int("depth", 12, "deepest depth fitted")
	minD := fs.Int("min-depth", 3, "shallowest depth fitted (1 and 2 are fitted on the static evaluation, from lines that have it)")
	deepData := fs.String("deep-data", "", "comma-separated mpc-gen files for the depths from -deep-from on")
	deepFrom := fs.Int("deep-from", 0, "with -deep-data: the shallowest depth fitted on it")
	out := fs.String("out", "", "Go file to write (default: print only)")
	fs.Parse(args)
	recs, err := readMPCFiles(*data)
	if err != nil {
		return err
	}
	deep := recs
	if *deepData != "" {
		if deep, err = readMPCFiles(*deepData); err != nil {
			return err
		}
	} else {
		*deepFrom = 0
	}
	nb := (60-*first)/(*width) + 1 // 60 empties: the first move
	type fit struct{ a, b, sigma float64 }
	table := make([][]fit, nb)
	var b strings.Builder
	deepNote := ""
	if *deepFrom > 0 {
		deepNote = fmt.Sprintf(" -deep-data ... -deep-from %d", *deepFrom)
	}
	minNote := ""
	if *minD != 3 {
		minNote = fmt.Sprintf(" -min-depth %d", *minD)
	}
	fmt.Fprintf(&b, "// Code generated by `tune mpc-fit -data ...%s -first-empties %d -bucket %d -depth %d%s`; DO NOT EDIT.\n\n", deepNote, *first, *width, *maxD, minNote)
	b.WriteString("package othello\n\n")
	if *deepFrom > 0 {
		fmt.Fprintf(&b, "// Depths up to %d fitted on %d positions, deeper ones on %d others.", *deepFrom-1, len(recs), len(deep))
	} else {
		fmt.Fprintf(&b, "// Fitted on %d positions.", len(recs))
	}
	fmt.Fprintf(&b, " Stage k holds %d+%d·k.. empties (the\n// last stage everything above); index d is the search depth.\n", *first, *width)
	fmt.Fprintf(&b, "const (\n\tmpcFirstEmpties  = %d\n\tmpcBucketEmpties = %d\n\tmpcMinDepth      = %d\n\tmpcMaxDepth      = %d\n)\n\n", *first, *width, max(*minD, 1), *maxD)
	fmt.Fprintf(&b, "var mpcTable = [%d][%d]mpcModel{\n", nb, *maxD+1)
	for k := range nb {
		table[k] = make([]fit, *maxD+1)
		fmt.Fprintf(&b, "\t{ // %d+ empties\n", *first+*width*k)
		for d := 0; d <= *maxD; d++ {
			if d < max(*minD, 1) {
				b.WriteString("\t\t{},\n")
				continue
			}
			s := othello.ProbCutHalf(d)
			src := recs
			if *deepFrom > 0 && d >= *deepFrom {
				src = deep
			}
			var xs, ys []float64
			for _, r := range src {
				bk := min(max((r.empties-*first)/(*width), 0), nb-1)
				if bk != k || len(r.scores) <= d || math.IsNaN(r.scores[s]) {
					continue
				}
				xs, ys = append(xs, r.scores[s]), append(ys, r.scores[d])
			}
			if len(xs) < 30 {
				fmt.Fprintf(&b, "\t\t{}, // depth %d: %d samples\n", d, len(xs))
				continue
			}
			a, c, sig := linearFit(xs, ys)
			table[k][d] = fit{a, c, sig}
			fmt.Fprintf(&b, "\t\t{%.4f, %.1f, %.1f}, // depth %d from %d: %d samples\n", a, c, sig, d, s, len(xs))
			fmt.Fprintf(os.Stderr, "stage %d+ depth %2d from %d: n %4d  a %.3f  b %6.1f  sigma %6.1f\n", *first+*width*k, d, s, len(xs), a, c, sig)
		}
		b.WriteString("\t},\n")
	}
	b.WriteString("}\n")
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		return err
	}
	if *out == "" {
		os.Stdout.Write(src)
		return nil
	}
	return atomicfile.WriteFile(*out, src, 0o644)
}

// readMPCFiles reads comma-separated mpc-gen files, one record per index
// (shards or resumed runs may overlap).
func readMPCFiles(paths string) ([]mpcRecord, error) {
	var recs []mpcRecord
	for _, p := range strings.Split(paths, ",") {
		r, err := readMPC(p)
		if err != nil {
			return nil, err
		}
		recs = append(recs, r...)
	}
	sort.SliceStable(recs, func(i, j int) bool { return recs[i].index < recs[j].index })
	uniq := recs[:0]
	for i, r := range recs {
		if i == 0 || r.index != recs[i-1].index {
			uniq = append(uniq, r)
		}
	}
	return uniq, nil
}

// linearFit returns the least-squares line y ≈ a·x + b and the standard
// deviation of the residuals.
func linearFit(xs, ys []float64) (a, b, sigma float64) {
	n := float64(len(xs))
	var sx, sy, sxx, sxy float64
	for i := range xs {
		sx += xs[i]
		sy += ys[i]
		sxx += xs[i] * xs[i]
		sxy += xs[i] * ys[i]
	}
	den := n*sxx - sx*sx
	if den == 0 {
		return 1, 0, 0
	}
	a = (n*sxy - sx*sy) / den
	b = (sy - a*sx) / n
	var ss float64
	for i := range xs {
		r := ys[i] - a*xs[i] - b
		ss += r * r
	}
	return a, b, math.Sqrt(ss / max(n-2, 1))
}
