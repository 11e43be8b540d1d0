// Command sente is Sente's engine: Othello and Gomoku through the NBoard,
// GTP and Gomocup protocols, and the tools around them (perft, solve, bench,
// play, book, match).
//
// Usage: sente [--log FILE] [--log-level LEVEL] [command] [args]
// With no command, the protocol is chosen from the first input line.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/pprof"

	"github.com/rs/zerolog"

	"sente/protocol"
)

// env is what every subcommand gets: its standard streams and the logger.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	log    zerolog.Logger
	// flags are the engine options given before the command (bare
	// `sente --book FILE`); engine commands start from them.
	flags protocol.EngineFlags
	// closeLog closes the log file, if any.
	closeLog io.Closer
}

// engineFlags registers the engine options (--hash, the book options,
// logging) on fs, starting from those given before the command.
func (e *env) engineFlags(fs *flag.FlagSet) *protocol.EngineFlags {
	f := e.flags
	f.AddFlags(fs)
	return &f
}

// useFlags checks f once parsed and reopens the log when the command
// changed it.
func (e *env) useFlags(f *protocol.EngineFlags) error {
	if err := f.Check(); err != nil {
		return err
	}
	if f.Log != e.flags.Log {
		log, c, err := f.Log.Open()
		if err != nil {
			return err
		}
		e.closeLog.Close()
		e.log, e.closeLog = log, c
	}
	e.flags = *f
	return nil
}

// command is one subcommand; it returns the process exit status
// (0 ok, 1 failure, 2 bad usage).
type command struct {
	run     func(e *env, args []string) int
	summary string
}

func commands() map[string]command {
	return map[string]command{
		"perft":  {runPerft, "count Othello leaf nodes from the start position"},
		"solve":  {runSolve, "solve Othello endgame problems (OBF file)"},
		"bench":  {runBench, "fixed-depth search of fixed positions; prints a node-count signature"},
		"nboard": {runNBoard, "serve the NBoard protocol (Othello)"},
		"gtp":    {runGTP, "serve GTP (Othello)"},
		"pbrain": {runPbrain, "serve the Gomocup protocol (Gomoku)"},
		"play":   {runPlay, "play Othello or Gomoku against Sente in the terminal"},
		"book":   {runBook, "opening books: build, show, stats, learn"},
		"match":  {runMatch, "engine-vs-engine matches through the protocols"},
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sente", flag.ContinueOnError)
	fs.SetOutput(stderr)
	ef := protocol.NewEngineFlags()
	ef.AddFlags(fs)
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the whole run to `FILE` (profiling; scripts/pgo.sh merges such profiles to try PGO)")
	fs.Usage = func() { usage(fs, stderr) }
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if err := ef.Check(); err != nil {
		fmt.Fprintln(stderr, "sente:", err)
		return 2
	}
	log, closer, err := ef.Log.Open()
	if err != nil {
		fmt.Fprintln(stderr, "sente:", err)
		return 2
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintln(stderr, "sente:", err)
			return 2
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			fmt.Fprintln(stderr, "sente:", err)
			return 2
		}
		defer func() {
			pprof.StopCPUProfile()
			f.Close()
		}()
	}
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, log: log, flags: ef, closeLog: closer}
	defer func() { e.closeLog.Close() }()
	rest := fs.Args()
	if len(rest) == 0 {
		return runAuto(e)
	}
	if rest[0] == "help" {
		usage(fs, stdout)
		return 0
	}
	c, ok := commands()[rest[0]]
	if !ok {
		fmt.Fprintf(stderr, "sente: unknown command %q\n", rest[0])
		usage(fs, stderr)
		return 2
	}
	return c.run(e, rest[1:])
}

func usage(fs *flag.FlagSet, w io.Writer) {
	fmt.Fprintln(w, "usage: sente [--log FILE] [--log-level LEVEL] [command] [args]")
	fmt.Fprintln(w, "\nWith no command, Sente reads the first input line and speaks the protocol it")
	fmt.Fprintln(w, "belongs to (NBoard, GTP or Gomocup). Commands:")
	cmds := commands()
	for _, name := range []string{"nboard", "gtp", "pbrain", "play", "perft", "solve", "bench", "book", "match"} {
		fmt.Fprintf(w, "  %-7s %s\n", name, cmds[name].summary)
	}
	fmt.Fprintln(w, "\nRun 'sente COMMAND --help' for a command's options. Global options:")
	fs.SetOutput(w)
	fs.PrintDefaults()
}
