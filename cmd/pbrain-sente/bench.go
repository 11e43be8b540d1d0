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
	protocol.RunBench(stdout, gomokufront.BenchCases(*depth), *hash, 1)
	return 0
}
