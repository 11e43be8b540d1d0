package main

import (
	"flag"
	"fmt"
	"time"

	"sente/engine"
	"sente/engine/othello"
)

// othelloBench are the Othello bench positions: openings played from the
// start position, searched at a fixed midgame depth.
var othelloBench = []string{
	"f5d6c3d3c4f4f6f3e6e7",
	"f5f6e6f4e3c5c4",
	"f5d6c5f4e3f6",
	"f5f4e3f6d3",
	"f5d6c4d3c3f4f6",
	"f5f6e6f4g5d6",
	"f5d6c3d3c4f4c5b3c2e6c6b4",
	"f5f6e6d6",
}

// benchCase is one position of the bench with its game's search depth.
type benchCase struct {
	name  string
	pos   engine.Position
	depth int
	show  func(engine.Move) string
}

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
	var cases []benchCase
	switch *game {
	case "othello", "all":
		cs, err := othelloCases(*depth)
		if err != nil {
			fmt.Fprintln(e.stderr, "sente bench:", err)
			return 1
		}
		cases = append(cases, cs...)
		if *game == "othello" {
			break
		}
		fallthrough
	case "gomoku":
		cases = append(cases, gomokuCases(*depth)...)
	default:
		fs.Usage()
		return 2
	}
	var total uint64
	var elapsed time.Duration
	s := engine.NewSearcher(engine.NewTT(*hash))
	for i, c := range cases {
		s.Reset()
		start := time.Now()
		r := s.Search(c.pos, engine.Limits{Depth: c.depth}, nil, start, nil)
		d := time.Since(start)
		total += r.Nodes
		elapsed += d
		fmt.Fprintf(e.stdout, "%2d %-28s depth %2d move %-4s score %6d nodes %10d %8.3fs\n",
			i+1, c.name, r.Depth, c.show(r.Move), r.Score, r.Nodes, d.Seconds())
	}
	fmt.Fprintf(e.stdout, "Nodes searched: %d\n", total)
	fmt.Fprintf(e.stdout, "Nodes/second: %d\n", uint64(float64(total)/max(elapsed.Seconds(), 1e-9)))
	fmt.Fprintf(e.stdout, "Time: %.3fs\n", elapsed.Seconds())
	return 0
}

func othelloCases(depth int) ([]benchCase, error) {
	if depth == 0 {
		depth = 9
	}
	var cases []benchCase
	for _, line := range othelloBench {
		pos := othello.NewPosition()
		for i := 0; i+2 <= len(line); i += 2 {
			m, err := othello.ParseMove(line[i : i+2])
			if err == nil {
				err = pos.Play(m)
			}
			if err != nil {
				return nil, fmt.Errorf("othello bench line %s: %v", line, err)
			}
		}
		cases = append(cases, benchCase{name: "othello " + line, pos: pos, depth: depth, show: othello.MoveString})
	}
	return cases, nil
}
