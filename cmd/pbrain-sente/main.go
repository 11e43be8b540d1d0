// Command pbrain-sente is Sente's Gomoku engine for the Gomocup managers
// (Piskvork, GomocupJudge, c-gomoku-cli, Yixin-Board): it speaks the pbrain
// protocol on stdin/stdout. The name starts with "pbrain-" as the managers
// require.
//
// Usage:
//
//	pbrain-sente [--log FILE] [--log-level LEVEL]   serve the protocol
//	pbrain-sente bench                              Gomoku benchmark
//
// The log never goes to stdout, which belongs to the protocol.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"sente/protocol"
	"sente/protocol/pbrain"
)

// version is set at link time by scripts/release.sh.
var version = "dev"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pbrain-sente", flag.ContinueOnError)
	fs.SetOutput(stderr)
	ef := protocol.NewEngineFlags()
	ef.AddFlags(fs)
	var pf pbrain.Flags
	pf.AddFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: pbrain-sente [options] [bench]\n\nServes the Gomocup (pbrain) protocol on stdin/stdout; 'bench' runs the\nGomoku benchmark. Options:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if err := ef.Check(); err != nil {
		fmt.Fprintln(stderr, "pbrain-sente:", err)
		return 2
	}
	log, closer, err := ef.Log.Open()
	if err != nil {
		fmt.Fprintln(stderr, "pbrain-sente:", err)
		return 2
	}
	defer closer.Close()
	switch rest := fs.Args(); {
	case len(rest) == 0:
	case rest[0] == "bench":
		return bench(rest[1:], stdout, stderr)
	default:
		fmt.Fprintf(stderr, "pbrain-sente: unknown command %q\n", rest[0])
		fs.Usage()
		return 2
	}
	pbrain.Serve(stdin, stdout, log, pf.Options(ef, version))
	return 0
}
