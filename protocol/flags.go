package protocol

import (
	"flag"
	"fmt"
	"runtime"

	"sente/engine"
)

// DefaultHashMiB is the transposition table size of every engine command
// (NBoard, GTP, Gomocup, the terminal player) when none is given. The
// Gomocup adapter sizes its table from INFO max_memory when the manager
// sends one.
const DefaultHashMiB = 128

// EngineFlags are the options every engine command of both binaries takes,
// declared once: the table size (--hash), the threads (--threads), the
// opening book (--book,
// --no-book, --no-default-book, --book-variety, --book-seed), logging
// (--log, --log-level) and the search (--search).
type EngineFlags struct {
	// HashMiB is the transposition table size in MiB (0: no table).
	HashMiB int
	// Threads is the number of search threads (--threads; default: one
	// per core). One thread gives deterministic node counts.
	Threads int
	// Ponder thinks on the opponent's time (--ponder) in the protocols
	// that do not say (NBoard, GTP); Gomocup managers say with INFO
	// pondering.
	Ponder bool
	// Book is the opening-book configuration.
	Book BookConfig
	// Log is where and how much to log.
	Log LogFlags
	// Search is the search the engine runs (--search): SearchAB
	// (alpha-beta, the default) or SearchMCTS.
	Search string
}

// NewEngineFlags returns the defaults.
func NewEngineFlags() EngineFlags {
	return EngineFlags{HashMiB: DefaultHashMiB, Threads: runtime.NumCPU()}
}

// AddFlags registers the options on fs, with f's current values as the
// defaults (so a subcommand can start from the options given before it).
func (f *EngineFlags) AddFlags(fs *flag.FlagSet) {
	fs.IntVar(&f.HashMiB, "hash", f.HashMiB, "transposition table size in `MiB` (0: no table)")
	fs.IntVar(&f.Threads, "threads", f.Threads, "search `THREADS` (default: one per core; 1 gives reproducible node counts)")
	fs.BoolVar(&f.Ponder, "ponder", f.Ponder, "NBoard and GTP: think on the opponent's time until its move arrives")
	f.Book.AddFlags(fs)
	f.Log.AddFlags(fs)
	fs.StringVar(&f.Search, "search", f.Search, "search `ALGORITHM`: ab (alpha-beta) or mcts (Monte Carlo tree search, one thread)")
}

// Check reports options out of range.
func (f EngineFlags) Check() error {
	if f.HashMiB < 0 {
		return fmt.Errorf("--hash must be at least 0")
	}
	if f.Threads < 1 || f.Threads > engine.MaxThreads {
		return fmt.Errorf("--threads must be 1..%d", engine.MaxThreads)
	}
	if f.Search != "" {
		if _, err := ParseSearch(f.Search); err != nil {
			return fmt.Errorf("--search: %v", err)
		}
	}
	return nil
}

// NewEngine returns an engine with the table size, threads and search of
// f.
func (f EngineFlags) NewEngine() *engine.Engine {
	e := engine.New(f.HashMiB)
	e.SetThreads(f.Threads)
	if f.Search != "" {
		UseSearch(e, f.Search) // checked by Check
	}
	return e
}
