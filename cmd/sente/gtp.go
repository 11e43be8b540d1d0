package main

import (
	"flag"
	"fmt"

	"sente/engine"
	"sente/protocol"
	"sente/protocol/gtp"
)

// runGTP serves GTP (Othello) on stdin/stdout.
func runGTP(e *env, args []string) int {
	fs := flag.NewFlagSet("sente gtp", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	hash := fs.Int("hash", 64, "transposition table size in `MiB` (0: no table)")
	bk := e.book
	bk.AddFlags(fs)
	level := fs.String("level", "", "strength: easy, medium, hard, expert, max, a depth or a time per move like 2s (default: expert without time_settings, the clock alone with them)")
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: sente gtp [options]\n\nServe GTP for Othello (Quarry, scripts) on stdin/stdout.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagStatus(err)
	}
	var lv protocol.Level
	var err error
	if *level != "" {
		lv, err = protocol.ParseLevel(*level)
	}
	if err != nil || *hash < 0 || fs.NArg() > 0 {
		if err == nil {
			err = fmt.Errorf("--hash must be at least 0 and no arguments are taken")
		}
		fmt.Fprintln(e.stderr, "sente gtp: bad usage:", err)
		return 2
	}
	loop := protocol.NewLoop(e.stdin, e.stdout, e.log)
	loop.Run(gtp.New(loop, engine.New(*hash), gtp.Options{Level: lv, Book: bk}))
	return 0
}
