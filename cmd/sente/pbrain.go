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
	var pf pbrain.Flags
	pf.AddFlags(fs)
	ef := e.engineFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: sente pbrain [options]\n\nServe the Gomocup (pbrain) protocol for Gomoku managers (Piskvork,\nGomocupJudge, c-gomoku-cli, Yixin-Board) on stdin/stdout.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagStatus(err)
	}
	if fs.NArg() > 0 {
		fmt.Fprintln(e.stderr, "sente pbrain: bad usage: no arguments are taken")
		return 2
	}
	if err := e.useFlags(ef); err != nil {
		fmt.Fprintln(e.stderr, "sente pbrain: bad usage:", err)
		return 2
	}
	pbrain.Serve(e.stdin, e.stdout, e.log, pf.Options(*ef, ""))
	return 0
}
