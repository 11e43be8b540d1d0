package main

import (
	"flag"
	"fmt"

	"sente/protocol/pbrain"
)

// runPbrain serves the Gomocup protocol (Gomoku) on stdin/stdout, exactly
// as the pbrain-sente executable does.
func runPbrain(e *env, args []string) int {
	fs := flag.NewFlagSet("sente pbrain", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	noVCF := fs.Bool("no-vcf", false, "turn the threat solvers (VCF and VCT) off, for measuring what they are worth")
	hash := fs.Int("hash", pbrain.DefaultHashMiB, "transposition table size in `MiB` when the manager sets no max_memory (0: no table)")
	bk := e.book
	bk.AddFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: sente pbrain [options]\n\nServe the Gomocup (pbrain) protocol for Gomoku managers (Piskvork,\nGomocupJudge, c-gomoku-cli, Yixin-Board) on stdin/stdout.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagStatus(err)
	}
	if *hash < 0 || fs.NArg() > 0 {
		fmt.Fprintln(e.stderr, "sente pbrain: bad usage")
		return 2
	}
	pbrain.Serve(e.stdin, e.stdout, e.log, pbrain.Options{
		HashMiB:        *hash,
		NoHash:         *hash == 0,
		NoVCF:          *noVCF,
		Book:           bk,
		SetMemoryLimit: pbrain.RuntimeMemoryLimit,
	})
	return 0
}
