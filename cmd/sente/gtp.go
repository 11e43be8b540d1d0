package main

import (
	"flag"
	"fmt"

	"sente/protocol"
	"sente/protocol/gtp"
)

// runGTP serves GTP (Othello) on stdin/stdout.
func runGTP(e *env, args []string) int {
	fs := flag.NewFlagSet("sente gtp", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	ef := e.engineFlags(fs)
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
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("no arguments are taken")
	}
	if err == nil {
		err = e.useFlags(ef)
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "sente gtp: bad usage:", err)
		return 2
	}
	loop := protocol.NewLoop(e.stdin, e.stdout, e.log)
	loop.Run(gtp.New(loop, ef.NewEngine(), gtp.Options{Level: lv, Book: ef.Book, Ponder: ef.Ponder}))
	return 0
}
