package main

import (
	"flag"
	"fmt"

	"sente/book"
	"sente/protocol"
	"sente/protocol/nboard"
)

// runNBoard serves the NBoard protocol on stdin/stdout.
func runNBoard(e *env, args []string) int {
	fs := flag.NewFlagSet("sente nboard", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	ef := e.engineFlags(fs)
	learned := fs.String("learn-book", "", "user book `FILE` that 'learn' writes to and that is consulted first (default: "+book.UserBookPath(book.Othello, book.OthelloVariant)+")")
	level := fs.String("level", "hard", "strength until the GUI sends 'set depth': easy, medium, hard, expert, max, a depth or a time per move like 2s")
	games := fs.String("games", "", "`FILE` where 'learn' also appends games as GGF records")
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "usage: sente nboard [options]\n\nServe the NBoard protocol (Othello GUI NBoard) on stdin/stdout.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagStatus(err)
	}
	lv, err := protocol.ParseLevel(*level)
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("no arguments are taken")
	}
	if err == nil {
		err = e.useFlags(ef)
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "sente nboard: bad usage:", err)
		return 2
	}
	loop := protocol.NewLoop(e.stdin, e.stdout, e.log)
	eng := ef.NewEngine()
	ef.Book.Learned = *learned
	loop.Run(nboard.New(loop, eng, nboard.Options{Level: lv, GamesFile: *games, Book: ef.Book, Ponder: ef.Ponder}))
	return 0
}

// flagStatus is the exit status for a flag parsing error: 0 for -help.
func flagStatus(err error) int {
	if err == flag.ErrHelp {
		return 0
	}
	return 2
}
