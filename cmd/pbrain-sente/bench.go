package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"sente/engine"
	"sente/engine/gomoku"
)

// benchDepth is the default fixed depth of the Gomoku bench.
const benchDepth = 8

// bench searches engine/gomoku's fixed bench positions at a fixed depth
// with one thread and a fresh table, and prints the node-count signature
// ("Nodes searched: N") and the speed.
func bench(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pbrain-sente bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	depth := fs.Int("depth", benchDepth, "search depth")
	hash := fs.Int("hash", 16, "transposition table size in `MiB` (fresh for every position)")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() != 0 || *depth < 1 || *hash < 1 {
		fs.Usage()
		return 2
	}
	var total uint64
	var elapsed time.Duration
	s := engine.NewSearcher(engine.NewTT(*hash))
	for i, g := range gomoku.BenchPositions() {
		s.Reset()
		start := time.Now()
		r := s.Search(g.Position(), engine.Limits{Depth: *depth}, nil, start, nil)
		d := time.Since(start)
		total += r.Nodes
		elapsed += d
		move := "none"
		if r.Move != engine.NoMove {
			move = fmt.Sprintf("%d,%d", int(r.Move)%g.Width(), int(r.Move)/g.Width())
		}
		fmt.Fprintf(stdout, "%2d gomoku %-10s %dx%d %2d stones  depth %2d move %-5s score %7d nodes %10d %8.3fs\n",
			i+1, g.Rule(), g.Width(), g.Height(), g.Stones(), r.Depth, move, r.Score, r.Nodes, d.Seconds())
	}
	fmt.Fprintf(stdout, "Nodes searched: %d\n", total)
	fmt.Fprintf(stdout, "Nodes/second: %d\n", uint64(float64(total)/max(elapsed.Seconds(), 1e-9)))
	fmt.Fprintf(stdout, "Time: %.3fs\n", elapsed.Seconds())
	return 0
}
