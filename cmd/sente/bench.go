package main

import (
	"flag"
	"fmt"

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
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: sente bench [--game othello|gomoku|all] [--depth N] [--hash MiB]")
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
	if fs.NArg() != 0 || *depth < 0 || *hash < 1 {
		fs.Usage()
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
	}
	if *game == "gomoku" || *game == "all" {
		cases = append(cases, gomokufront.BenchCases(*depth)...)
	}
	if len(cases) == 0 {
		fs.Usage()
		return 2
	}
	protocol.RunBench(e.stdout, cases, *hash)
	return 0
}
