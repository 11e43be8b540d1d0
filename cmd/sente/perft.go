package main

import (
	"flag"
	"fmt"
	"strconv"
	"time"

	"sente/engine/othello"
)

// runPerft prints the Othello perft counts from the start position (or a
// given position) for every depth up to DEPTH, then the total nodes and
// the speed.
func runPerft(e *env, args []string) int {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fen := fs.String("pos", "", "start from `POSITION` (64 squares X/O/- then the side X/O) instead of the start position")
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: sente perft [--pos POSITION] DEPTH")
		fmt.Fprintln(e.stderr, "\nCounts the leaves of the Othello game tree DEPTH plies deep, a pass")
		fmt.Fprintln(e.stderr, "counting as a ply and a finished game as one leaf where it ends.")
		fmt.Fprintln(e.stderr, "Prints 'perft D N' for D = 1..DEPTH, then the total and nodes/s.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	depth, err := strconv.Atoi(fs.Arg(0))
	if err != nil || depth < 1 || depth > 60 {
		fmt.Fprintf(e.stderr, "sente perft: bad depth %q (want 1..60)\n", fs.Arg(0))
		return 2
	}
	pos := othello.NewPosition()
	if *fen != "" {
		if pos, err = othello.ParseFEN(*fen); err != nil {
			fmt.Fprintln(e.stderr, "sente perft:", err)
			return 2
		}
	}
	var total uint64
	start := time.Now()
	for d := 1; d <= depth; d++ {
		n := othello.Perft(pos.Player(), pos.Opponent(), d)
		total += n
		fmt.Fprintf(e.stdout, "perft %d %d\n", d, n)
	}
	el := time.Since(start)
	fmt.Fprintf(e.stdout, "total %d nodes in %.3f s, %.0f nodes/s\n", total, el.Seconds(), float64(total)/max(el.Seconds(), 1e-9))
	return 0
}
