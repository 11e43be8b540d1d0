package main

import (
	"flag"
	"fmt"

	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
	"sente/protocol/gomokufront"
	"sente/protocol/othellofront"
)

func runBench(e *env, args []string) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	game := fs.String("game", "all", "which bench: othello, gomoku or all")
	depth := fs.Int("depth", 0, "search depth (0: each game's bench depth)")
	hash := fs.Int("hash", 16, "transposition table size in `MiB` (fresh for every position)")
	threads := fs.Int("threads", 1, "search `THREADS` (the signature is that of 1 thread)")
	kernels := fs.String("kernels", "", "Othello vector kernels: avx512, avx2, scalar or auto (default: $SENTE_KERNELS, else auto)")
	search := fs.String("search", protocol.SearchAB, "search `ALGORITHM`: ab (alpha-beta) or mcts (Monte Carlo tree search, its depth limit)")
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: sente bench [--game othello|gomoku|all] [--depth N] [--hash MiB] [--threads N] [--kernels SET] [--search ab|mcts]")
		fmt.Fprintln(e.stderr, "Searches fixed positions at a fixed depth with one thread and a fresh table;")
		fmt.Fprintln(e.stderr, "'Nodes searched' is a signature that changes only when the search changes.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() != 0 || *depth < 0 || *hash < 1 || *threads < 1 || *threads > engine.MaxThreads {
		fs.Usage()
		return 2
	}
	if err := setKernels(*kernels); err != nil {
		fmt.Fprintln(e.stderr, "sente bench:", err)
		return 2
	}
	algo, err := protocol.ParseSearch(*search)
	if err != nil {
		fmt.Fprintln(e.stderr, "sente bench:", err)
		return 2
	}
	var cases []protocol.BenchCase
	if *game == "othello" || *game == "all" {
		cs, err := othellofront.BenchCases(*depth)
		if err != nil {
			fmt.Fprintln(e.stderr, "sente bench:", err)
			return 1
		}
		cases = append(cases, cs...)
		fmt.Fprintln(e.stdout, "Othello kernels:", othello.KernelsInfo())
	}
	if *game == "gomoku" || *game == "all" {
		cases = append(cases, gomokufront.BenchCases(*depth)...)
	}
	if len(cases) == 0 {
		fs.Usage()
		return 2
	}
	if *threads > 1 {
		fmt.Fprintf(e.stdout, "Threads: %d\n", *threads)
	}
	if algo == protocol.SearchMCTS {
		fmt.Fprintln(e.stdout, "Search: mcts")
	}
	protocol.RunBenchSearch(e.stdout, cases, *hash, *threads, algo)
	return 0
}

// setKernels forces the Othello kernel set named by --kernels ("" keeps
// $SENTE_KERNELS or the measured choice).
func setKernels(name string) error {
	if name == "" {
		return nil
	}
	return othello.SetKernels(name)
}
