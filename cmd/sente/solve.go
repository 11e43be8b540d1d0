package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"sente/engine"
	"sente/engine/othello"
)

// runSolve solves every position of an OBF file exactly (or win/loss/draw
// with --wld) and checks the scores against the file.
func runSolve(e *env, args []string) int {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	hash := fs.Int("hash", 64, "solver table size in `MiB`")
	wld := fs.Bool("wld", false, "win/loss/draw only (window -1..1)")
	threads := fs.Int("threads", runtime.NumCPU(), "solver threads `N` (1: serial, with deterministic node counts)")
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: sente solve [--hash MiB] [--threads N] [--wld] FILE.obf")
		fmt.Fprintln(e.stderr, "\nSolves each Othello position of FILE (Edax OBF format) exactly and prints:")
		fmt.Fprintln(e.stderr, "number, empties, best move, score, expected score, nodes, time; then a")
		fmt.Fprintln(e.stderr, "summary with the threads and kernels. Exit status 1 if any result is wrong.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() != 1 || *hash < 1 || *threads < 1 {
		fs.Usage()
		return 2
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(e.stderr, "sente solve:", err)
		return 2
	}
	prs, err := othello.ParseOBF(f)
	f.Close()
	if err != nil {
		fmt.Fprintf(e.stderr, "sente solve: %s: %v\n", fs.Arg(0), err)
		return 2
	}
	s := othello.NewSolver(*hash)
	s.SetThreads(*threads)
	var totalNodes uint64
	var total time.Duration
	wrong := 0
	fmt.Fprintf(e.stdout, "%4s %3s %4s %6s %6s %14s %10s\n", "#", "emp", "move", "score", "want", "nodes", "time")
	for i, pr := range prs {
		s.Clear()
		c := engine.NewControl(nil, 0)
		lo, hi := -64, 64
		if *wld {
			lo, hi = -1, 1
		}
		start := time.Now()
		mv, v, _ := s.SolveMove(c, pr.Pos.Player(), pr.Pos.Opponent(), lo, hi)
		el := time.Since(start)
		total += el
		totalNodes += c.Nodes()
		want, known := pr.BestScore()
		mark := ""
		if known {
			ok := v == want && pr.IsBest(mv)
			if *wld {
				ok = sign(v) == sign(want) && scoreOf(pr, mv, want)
			}
			if !ok {
				wrong++
				mark = " WRONG"
			}
		}
		wantS := "?"
		if known {
			wantS = fmt.Sprintf("%+d", want)
		}
		fmt.Fprintf(e.stdout, "%4d %3d %4s %+6d %6s %14d %9.3fs%s\n", i+1, pr.Pos.Empties(),
			othello.MoveString(mv), v, wantS, c.Nodes(), el.Seconds(), mark)
	}
	nps := float64(totalNodes) / max(total.Seconds(), 1e-9)
	fmt.Fprintf(e.stdout, "total %d positions, %d wrong, %.3f s, %d nodes, %.0f nodes/s, %d threads, kernels %s\n",
		len(prs), wrong, total.Seconds(), totalNodes, nps, s.Threads(), othello.Kernels())
	if wrong > 0 {
		return 1
	}
	return 0
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// scoreOf reports whether, in win/loss/draw mode, move m is listed with a
// score of the same sign as the best score want.
func scoreOf(pr *othello.OBFProblem, m engine.Move, want int) bool {
	for _, x := range pr.Moves {
		if x.Move == m {
			return sign(x.Score) == sign(want)
		}
	}
	return false
}
