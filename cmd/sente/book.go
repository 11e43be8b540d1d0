package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync/atomic"
	"time"

	"sente/book"
	"sente/book/gomokubook"
	"sente/book/othellobook"
	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
	"sente/record"
	"sente/record/ggf"
)

// runBook implements `sente book build|show|stats|learn`.
func runBook(e *env, args []string) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		bookUsage(e.stderr)
		return 2
	}
	switch args[0] {
	case "build":
		return bookBuild(e, args[1:])
	case "show":
		return bookShow(e, args[1:])
	case "stats":
		return bookStats(e, args[1:])
	case "learn":
		return bookLearn(e, args[1:])
	}
	fmt.Fprintf(e.stderr, "sente book: unknown subcommand %q\n", args[0])
	bookUsage(e.stderr)
	return 2
}

func bookUsage(w io.Writer) {
	fmt.Fprintln(w, `usage: sente book SUBCOMMAND [options]
  build --out FILE [--game othello|gomoku] [--variant V] [--positions N] [--depth D] ...
        grow FILE (created or resumed) best first with Sente's own search
  show  [--game G] [--variant V] [--book FILE] POSITION
        book moves of a position (Othello: f5d6c3 or a board string; Gomoku: h8 i9 or 7,7 8,8)
  stats [--book FILE]...      positions, moves and plies covered (default: the embedded books)
  learn --book FILE [--game G] [--variant V] GAMES...
        add played games (GGF or move lists; Gomoku SGF, psq, pos) to a user book
Gomoku variants: RULE-SIZE with RULE freestyle, standard, renju (e.g. freestyle-15, renju-15).
Run 'sente book SUBCOMMAND --help' for all options.`)
}

// gameFlags adds --game and --variant.
func gameFlags(fs *flag.FlagSet) (game, variant *string) {
	game = fs.String("game", book.Othello, "`GAME`: othello or gomoku")
	variant = fs.String("variant", "", "book `VARIANT` (Othello: standard; Gomoku: RULE-SIZE, default freestyle-15)")
	return
}

func defaultVariant(game, variant string) string {
	if variant != "" {
		return variant
	}
	if game == book.Gomoku {
		return "freestyle-15"
	}
	return book.OthelloVariant
}

func bookBuild(e *env, args []string) int {
	fs := flag.NewFlagSet("sente book build", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	game, variant := gameFlags(fs)
	out := fs.String("out", "", "book `FILE` to grow (resumed when it exists)")
	pre, _ := preParseGame(args)
	d := book.DefaultBuildOptions(pre)
	fs.IntVar(&d.Depth, "depth", d.Depth, "search `DEPTH` of each leaf")
	fs.Uint64Var(&d.Nodes, "nodes", d.Nodes, "node budget of each search (0: none)")
	fs.IntVar(&d.Positions, "positions", d.Positions, "stop at `N` positions")
	fs.IntVar(&d.MaxPly, "max-ply", d.MaxPly, "deepest ply to add")
	plyCost := fs.Int("ply-cost", int(d.PlyCost), "priority cost per ply (higher: broader)")
	maxLoss := fs.Int("max-loss", int(d.MaxLoss), "never grow lines losing more than this against the best")
	fs.IntVar(&d.Batch, "batch", d.Batch, "expansions per round (part of the result)")
	fs.IntVar(&d.Threads, "threads", d.Threads, "searches at once (does not change the result)")
	fs.IntVar(&d.TTMiB, "hash", d.TTMiB, "transposition table `MiB` per searcher")
	fs.DurationVar(&d.SaveEvery, "save-every", d.SaveEvery, "save this often (resumable)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *out == "" || fs.NArg() != 0 {
		fmt.Fprintln(e.stderr, "sente book build: --out FILE is required (and no other argument)")
		return 2
	}
	d.PlyCost, d.MaxLoss = engine.Score(*plyCost), engine.Score(*maxLoss)
	v := defaultVariant(*game, *variant)
	b, err := book.LoadFor(*out, *game, v)
	switch {
	case errors.Is(err, os.ErrNotExist):
		b = book.New(*game, v)
	case err != nil:
		fmt.Fprintln(e.stderr, "sente book build:", err)
		return 1
	case b.Variant() != v:
		fmt.Fprintf(e.stderr, "sente book build: %s is a %s book, not %s\n", *out, b.Variant(), v)
		return 1
	default:
		if m := b.Meta(); m != "" && m != d.Settings() {
			fmt.Fprintf(e.stderr, "sente book build: note: %s was built with %q, now %q\n", *out, m, d.Settings())
		}
		fmt.Fprintf(e.stderr, "resuming %s: %d positions\n", *out, b.Len())
	}
	stop := new(atomic.Bool)
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	defer signal.Stop(sig)
	go func() {
		if _, ok := <-sig; ok {
			fmt.Fprintln(e.stderr, "interrupted: saving after this round")
			stop.Store(true)
		}
	}()
	d.Stop = stop
	d.Progress = func(s string) { fmt.Fprintln(e.stderr, s) }
	start := time.Now()
	root, err := rootOf(*game, v)
	if err != nil {
		fmt.Fprintln(e.stderr, "sente book build:", err)
		return 2
	}
	err = book.Build(b, root, d, func(b *book.Book) error { return b.Save(*out) })
	if err != nil {
		fmt.Fprintln(e.stderr, "sente book build:", err)
		return 1
	}
	st := book.ComputeStats(b, root)
	fmt.Fprintf(e.stdout, "%s/%s: %d positions, %d moves, plies 0..%d, %s, %.1fs\n",
		st.Game, st.Variant, st.Positions, st.Moves, st.MaxPly, d.Settings(), time.Since(start).Seconds())
	return 0
}

// preParseGame finds --game in args before the flags are defined, so that
// the defaults can depend on it.
func preParseGame(args []string) (string, bool) {
	for i, a := range args {
		a = strings.TrimLeft(a, "-")
		if v, ok := strings.CutPrefix(a, "game="); ok {
			return v, true
		}
		if a == "game" && i+1 < len(args) {
			return args[i+1], true
		}
	}
	return book.Othello, false
}

// openBooks opens FILE (or the embedded book) for show and learn.
func openBookSet(game, variant, path string) (*book.Set, error) {
	if path != "" {
		b, err := book.LoadFor(path, game, variant)
		if err != nil {
			return nil, err
		}
		return book.NewSet(b), nil
	}
	if game == book.Gomoku {
		b, err := gomokubook.DefaultVariant(variant)
		if err != nil {
			return nil, err
		}
		return book.NewSet(b), nil
	}
	return othellobook.OpenSet(book.Options{})
}

func bookShow(e *env, args []string) int {
	fs := flag.NewFlagSet("sente book show", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	game, variant := gameFlags(fs)
	path := fs.String("book", "", "book `FILE` (default: the embedded book)")
	if err := fs.Parse(boardArgsLast(args)); err != nil {
		return 2
	}
	v := defaultVariant(*game, *variant)
	set, err := openBookSet(*game, v, *path)
	if err != nil {
		fmt.Fprintln(e.stderr, "sente book show:", err)
		return 1
	}
	spec := strings.Join(fs.Args(), " ")
	switch *game {
	case book.Othello:
		return showOthello(e, set, spec)
	case book.Gomoku:
		return showGomoku(e, set, v, spec)
	}
	fmt.Fprintf(e.stderr, "sente book show: unknown game %q\n", *game)
	return 2
}

// boardArgsLast puts "--" before a board string ("---...XO... X"), which
// would otherwise read as a flag.
func boardArgsLast(args []string) []string {
	for i, a := range args {
		if a == "--" {
			return args
		}
		if len(strings.Join(strings.Fields(a), "")) >= 64 {
			out := append([]string{}, args[:i]...)
			return append(append(out, "--"), args[i:]...)
		}
	}
	return args
}

// othelloFromSpec reads a move sequence from the start or a board string.
func othelloFromSpec(spec string) (*othello.Position, error) {
	if f := strings.Fields(spec); len(f) >= 2 || len(spec) >= 64 {
		if p, err := othello.ParseFEN(spec); err == nil {
			return p, nil
		}
	}
	pos := othello.NewPosition()
	ms, err := ggf.ParseMoveList(spec)
	if err != nil {
		return nil, err
	}
	for i, m := range ms {
		if err := pos.Play(m); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, othello.MoveString(m), err)
		}
	}
	return pos, nil
}

func showOthello(e *env, set *book.Set, spec string) int {
	pos, err := othelloFromSpec(spec)
	if err != nil {
		fmt.Fprintln(e.stderr, "sente book show:", err)
		return 2
	}
	k, _ := othellobook.Key(pos.Player(), pos.Opponent())
	fmt.Fprintf(e.stdout, "position %s (%s to move), key %s\n", pos.String(), pos.Side(), k)
	es, ok := othellobook.Moves(set, pos)
	if !ok {
		fmt.Fprintln(e.stdout, "not in the book")
		return 0
	}
	for _, x := range es {
		fmt.Fprintf(e.stdout, "%-3s %+7.2f  %s  played %d\n", othello.MoveString(x.Move), float64(x.Value)/100, depthString(x.Depth), x.Count)
	}
	return 0
}

func depthString(d uint8) string {
	if d == book.ExactDepth {
		return "exact   "
	}
	return fmt.Sprintf("depth %2d", d)
}

func showGomoku(e *env, set *book.Set, variant, spec string) int {
	g, err := gomokuFromSpec(variant, spec)
	if err != nil {
		fmt.Fprintln(e.stderr, "sente book show:", err)
		return 2
	}
	k, _ := gomokubook.KeyOf(g)
	fmt.Fprintf(e.stdout, "%d stones (%s to move), key %s\n", g.Stones(), g.ToMove(), k)
	es, ok := gomokubook.Moves(set, g)
	if !ok {
		fmt.Fprintln(e.stdout, "not in the book")
		return 0
	}
	for _, x := range es {
		px, py := int(x.Move)%g.Width(), int(x.Move)/g.Width()
		fmt.Fprintf(e.stdout, "%-4s (%d,%d) %8d  %s  played %d\n", pointName(px, py), px, py, x.Value, depthString(x.Depth), x.Count)
	}
	return 0
}

func pointName(x, y int) string {
	if x < 26 {
		return fmt.Sprintf("%c%d", 'a'+x, y+1)
	}
	return fmt.Sprintf("%d,%d", x, y)
}

func gomokuFromSpec(variant, spec string) (*gomoku.Game, error) {
	pts, err := record.ParseGomokuMoves(spec)
	if err != nil {
		return nil, err
	}
	rule, w, h, err := gomokubook.ParseVariant(variant)
	if err != nil {
		return nil, err
	}
	g, err := gomoku.NewGame(w, h, rule)
	if err != nil {
		return nil, err
	}
	for i, p := range pts {
		if err := g.Play(p[0], p[1]); err != nil {
			return nil, fmt.Errorf("move %d (%d,%d): %w", i+1, p[0], p[1], err)
		}
	}
	return g, nil
}

func bookStats(e *env, args []string) int {
	fs := flag.NewFlagSet("sente book stats", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	var paths multiFlag
	fs.Var(&paths, "book", "book `FILE` (repeatable; default: every embedded book)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	paths = append(paths, fs.Args()...)
	var books []*book.Book
	var names []string
	if len(paths) == 0 {
		b, err := othellobook.Default()
		if err != nil {
			fmt.Fprintln(e.stderr, "sente book stats:", err)
			return 1
		}
		books, names = append(books, b), append(names, "embedded")
		for _, v := range gomokubook.Variants() {
			b, err := gomokubook.DefaultVariant(v)
			if err != nil {
				fmt.Fprintln(e.stderr, "sente book stats:", err)
				return 1
			}
			books, names = append(books, b), append(names, "embedded")
		}
	}
	for _, p := range paths {
		b, err := book.Load(p)
		if err != nil {
			fmt.Fprintln(e.stderr, "sente book stats:", err)
			return 1
		}
		books, names = append(books, b), append(names, p)
	}
	for i, b := range books {
		root, _ := rootOf(b.Game(), b.Variant()) // nil: no reachable count
		st := book.ComputeStats(b, root)
		fmt.Fprintf(e.stdout, "%s/%s (%s): %d positions, %d moves (%d exact, %d played), %d reachable, plies 0..%d\n",
			st.Game, st.Variant, names[i], st.Positions, st.Moves, st.Exact, st.Played, st.Reachable, st.MaxPly)
		fmt.Fprintf(e.stdout, "  per ply: %v\n", st.PerPly)
		if st.Meta != "" {
			fmt.Fprintf(e.stdout, "  built with: %s\n", st.Meta)
		}
	}
	return 0
}

// multiFlag is a repeatable string flag.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }

func bookLearn(e *env, args []string) int {
	fs := flag.NewFlagSet("sente book learn", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	game, variant := gameFlags(fs)
	path := fs.String("book", "", "user book `FILE` to add to (created when missing; default: the user book)")
	pre, _ := preParseGame(args)
	lo := book.DefaultLearnOptions(pre)
	fs.IntVar(&lo.Depth, "depth", lo.Depth, "search `DEPTH` scoring new positions")
	fs.IntVar(&lo.MaxPly, "max-ply", lo.MaxPly, "learn at most this many plies of each game")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	v := defaultVariant(*game, *variant)
	if *path == "" {
		*path = book.UserBookPath(*game, v)
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(e.stderr, "sente book learn: no games file given")
		return 2
	}
	var lines []book.Line
	for _, f := range fs.Args() {
		data, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintln(e.stderr, "sente book learn:", err)
			return 1
		}
		ls, err := parseGames(*game, v, string(data))
		if err != nil {
			fmt.Fprintf(e.stderr, "sente book learn: %s: %v\n", f, err)
			if len(ls) == 0 {
				return 1
			}
		}
		lines = append(lines, ls...)
	}
	root, err := rootOf(*game, v)
	if err != nil {
		fmt.Fprintln(e.stderr, "sente book learn:", err)
		return 2
	}
	added, err := book.LearnFile(*path, *game, v, root, lines, lo)
	if err != nil {
		fmt.Fprintln(e.stderr, "sente book learn:", err)
	}
	fmt.Fprintf(e.stdout, "%s: learned %d games, %d new positions\n", *path, len(lines), added)
	if err != nil && added == 0 {
		return 1
	}
	return 0
}

// rootOf returns the start position of the books of game/variant.
func rootOf(game, variant string) (book.State, error) {
	switch game {
	case book.Othello:
		return othellobook.Root(), nil
	case book.Gomoku:
		return gomokubook.RootOf(variant)
	}
	return nil, fmt.Errorf("unknown game %q", game)
}

// parseGames reads a games file for a book of game/variant.
func parseGames(game, variant, data string) ([]book.Line, error) {
	switch game {
	case book.Othello:
		return othellobook.ParseGames(data)
	case book.Gomoku:
		return gomokubook.ParseGames(variant, data)
	}
	return nil, fmt.Errorf("unknown game %q", game)
}
