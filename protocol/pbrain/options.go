package pbrain

import (
	"flag"
	"fmt"
	"runtime"
	"strings"
	"time"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/protocol"
)

// Searcher is the part of engine.Engine the handler drives. Tests plug in a
// scripted searcher; production uses engine.New.
type Searcher interface {
	// Go starts a search; info and done run on the search goroutine.
	Go(pos engine.Position, lim engine.Limits, info func(engine.Info), done func(engine.Result))
	// Stop asks the running search to return its best move now.
	Stop()
	// Finished is closed once the running search has returned.
	Finished() <-chan struct{}
	// ClearHash empties the transposition table (between searches).
	ClearHash()
	// ResizeHash replaces the transposition table (between searches).
	ResizeHash(mib int)
	// SetThreads sets the number of search threads (between searches).
	SetThreads(n int)
}

// Options configure a handler. The zero value is usable.
type Options struct {
	// Engine runs the searches; nil: a new engine.Engine whose table is
	// sized from INFO max_memory / hash_size before the first search.
	Engine Searcher
	// Name, Version, Author and Country are what ABOUT reports; empty
	// fields get Sente's defaults.
	Name, Version, Author, Country string
	// Threads is the number of search threads until the manager sends
	// INFO thread_num; 0: runtime.NumCPU().
	Threads int
	// HashMiB is the transposition table size when the manager sets no
	// memory limit; 0: DefaultHashMiB.
	HashMiB int
	// NoHash runs the search with a minimal (one-bucket) transposition
	// table, whatever the manager asks: for measuring what the table is
	// worth (--hash 0).
	NoHash bool
	// NoVCF turns the threat solvers (VCF and VCT, at the root and inside
	// the search) off, for measuring what they are worth (--no-vcf); an
	// immediate five and a forced block are still played.
	NoVCF bool
	// Book configures the opening book (--book, --no-book, variety); INFO
	// usedatabase 0|1 turns it off and on during the session.
	Book protocol.BookConfig
	// Started is when the process started: the first move's time counts
	// from it, since managers start their clock before the engine has
	// even read START. Zero: the time this package was initialised.
	Started time.Time
	// Now is the clock (tests use a fake one); nil: time.Now.
	Now func() time.Time
	// Search is the search to run (protocol.SearchAB or
	// protocol.SearchMCTS; "": alpha-beta) until the manager sends INFO
	// sente_search. It applies to an engine that can change its search
	// (engine.Engine does).
	Search string
	// SetMemoryLimit is called with the soft memory limit for the Go
	// runtime derived from INFO max_memory (0: none). nil: the limit is
	// left alone. Commands install debug.SetMemoryLimit here.
	SetMemoryLimit func(bytes int64)
	// Tree chooses the alpha-beta search below the root (--tree):
	// TreeSelective (gomoku.Params.Selective), TreeClassic (the core's
	// generic search with gomoku.ClassicParams), "" the engine's default
	// (selective).
	Tree string
	// Params are gomoku.Params settings, NAME=VALUE (Params.Set), applied
	// to every search after Tree.
	Params []string
}

// The searches below the root that Options.Tree chooses.
const (
	TreeSelective = "selective"
	TreeClassic   = "classic"
)

// Defaults for Options and the INFO settings a manager may leave out.
const (
	// DefaultHashMiB is the table size without a memory limit: the one
	// default of every engine command.
	DefaultHashMiB = protocol.DefaultHashMiB
	// DefaultTurn is timeout_turn until a manager says otherwise.
	DefaultTurn = 5 * time.Second
	// unlimited is the Gomocup encoding of "no limit" in time_left.
	unlimited = 2147483647
)

// processStart approximates the process start for Options.Started.
var processStart = time.Now()

func (o *Options) fill() {
	if o.Name == "" {
		o.Name = "Sente"
	}
	if o.Version == "" {
		o.Version = "0.1"
	}
	if o.Author == "" {
		o.Author = "The Sente authors"
	}
	if o.Country == "" {
		o.Country = "Unknown"
	}
	if o.HashMiB <= 0 {
		o.HashMiB = DefaultHashMiB
	}
	if o.Threads <= 0 {
		o.Threads = runtime.NumCPU()
	}
	if o.Started.IsZero() {
		o.Started = processStart
	}
	if o.Now == nil {
		o.Now = time.Now
	}
}

// Flags are the command-line options of a Gomocup engine process (both
// binaries take them): the shared engine options and the Gomocup ones.
type Flags struct {
	// NoVCF turns the threat solvers off (--no-vcf).
	NoVCF bool
	// Tree is Options.Tree (--tree).
	Tree string
	// Params are Options.Params (--param, repeatable).
	Params paramList
}

// paramList collects --param NAME=VALUE options.
type paramList []string

func (l *paramList) String() string { return strings.Join(*l, " ") }

func (l *paramList) Set(s string) error {
	name, value, ok := strings.Cut(s, "=")
	if !ok {
		return fmt.Errorf("--param %q: want NAME=VALUE", s)
	}
	var prm gomoku.Params
	if err := prm.Set(name, value); err != nil {
		return err
	}
	*l = append(*l, s)
	return nil
}

// AddFlags registers the Gomocup options on fs.
func (f *Flags) AddFlags(fs *flag.FlagSet) {
	fs.BoolVar(&f.NoVCF, "no-vcf", f.NoVCF, "turn the threat solvers (VCF and VCT) off, for measuring what they are worth")
	fs.StringVar(&f.Tree, "tree", f.Tree, "the search below the root: `selective` or classic (default: the engine's)")
	fs.Var(&f.Params, "param", "set a Gomoku search parameter, `NAME=VALUE` (gomoku.Params; Sel.X for the selective search's), for trying settings; repeatable")
}

// Options returns the handler options of a process started with the
// engine options ef and f: the table and threads, the book, the search,
// and the Go runtime's memory limit following INFO max_memory.
func (f Flags) Options(ef protocol.EngineFlags, version string) Options {
	return Options{
		Version:        version,
		HashMiB:        ef.HashMiB,
		Threads:        ef.Threads,
		NoHash:         ef.HashMiB == 0,
		NoVCF:          f.NoVCF,
		Tree:           f.Tree,
		Params:         f.Params,
		Book:           ef.Book,
		Search:         ef.Search,
		SetMemoryLimit: RuntimeMemoryLimit,
	}
}
