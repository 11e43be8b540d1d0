package main

import (
	"flag"
	"io"

	"sente/protocol"
	"sente/protocol/gomokufront"
)

// bench runs the Gomoku bench (the same as `sente bench --game gomoku`):
// fixed positions at a fixed depth, one thread, a fresh table; it prints
// the node-count signature ("Nodes searched: N") and the speed.
func bench(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pbrain-sente bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	depth := fs.Int("depth", gomokufront.BenchDepth, "search depth")
	hash := fs.Int("hash", 16, "transposition table size in `MiB` (fresh for every position)")
	search := fs.String("search", protocol.SearchAB, "search `ALGORITHM`: ab (alpha-beta) or mcts (Monte Carlo tree search, its depth limit)")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	algo, err := protocol.ParseSearch(*search)
	if fs.NArg() != 0 || *depth < 1 || *hash < 1 || err != nil {
		fs.Usage()
		return 2
	}
	protocol.RunBenchSearch(stdout, gomokufront.BenchCases(*depth), *hash, 1, algo)
	return 0
}
