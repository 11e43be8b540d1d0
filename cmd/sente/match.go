package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"time"

	"sente/protocol/match"
	"sente/protocol/referee"
)

const matchUsage = `usage: sente match --game gomoku|othello
         --engine name=A cmd="CMD ARGS" [proto=pbrain|nboard|gtp] [dir=D] [depth=N]
         --engine name=B cmd="CMD ARGS" [...]
         [--games N] [--concurrency N] [--tc S] [--tc-game S[+INC]] [--tolerance S]
         [--rule R] [--size N|WxH] [--openings FILE] [--seed N]
         [--sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05]]
         [--records DIR] [--json FILE] [--log-dir DIR] [--trace]

Plays engine A against engine B through their protocols (Gomoku: pbrain;
Othello: nboard (default) or gtp). Every opening is played twice with the
colours swapped; moves and clocks are judged by the match. Prints a line
per game, then the score, the Elo difference with its 95% interval, and
the SPRT verdict when --sprt is given.

Options:
`

// runMatch runs an engine-vs-engine match.
func runMatch(e *env, args []string) int {
	var engines []match.EngineSpec
	var sprt *match.SPRT
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch strings.TrimLeft(a, "-") {
		case "engine":
			if !strings.HasPrefix(a, "-") {
				rest = append(rest, a)
				continue
			}
			var kv []string
			for i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") && strings.Contains(args[i+1], "=") {
				i++
				kv = append(kv, args[i])
			}
			spec, err := parseEngineSpec(kv)
			if err != nil {
				fmt.Fprintln(e.stderr, "sente match:", err)
				return 2
			}
			engines = append(engines, spec)
		case "sprt":
			if !strings.HasPrefix(a, "-") {
				rest = append(rest, a)
				continue
			}
			var kv []string
			for i+1 < len(args) && !strings.HasPrefix(args[i+1], "--") && strings.Contains(args[i+1], "=") {
				i++
				kv = append(kv, args[i])
			}
			s, err := parseSPRT(kv)
			if err != nil {
				fmt.Fprintln(e.stderr, "sente match:", err)
				return 2
			}
			sprt = &s
		default:
			rest = append(rest, a)
		}
	}
	fs := flag.NewFlagSet("sente match", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	game := fs.String("game", "", "`GAME`: gomoku or othello")
	games := fs.Int("games", 100, "number of `N` games (even: each opening twice)")
	conc := fs.Int("concurrency", 1, "games played at the same time")
	tc := fs.Float64("tc", 0, "time per move in `SECONDS` (default 1 when no --tc-game)")
	tcGame := fs.String("tc-game", "", "game clock `S[+INC]` in seconds")
	tol := fs.Float64("tolerance", 1, "`SECONDS` an engine may exceed its time by (Piskvork's default is 1)")
	rule := fs.String("rule", "freestyle", "gomoku `RULE`: freestyle, standard, renju, caro, caro9 or a Gomocup code")
	size := fs.String("size", "15", "gomoku board `N` or WxH")
	openings := fs.String("openings", "", "opening `FILE` (default: the built-in balanced set)")
	seed := fs.Uint64("seed", 0, "shuffle the openings with this `SEED` (0: file order)")
	records := fs.String("records", "", "write one SGF/GGF record per game into `DIR`")
	fs.StringVar(records, "pgn", "", "alias of --records")
	jsonPath := fs.String("json", "", "write a JSON summary to `FILE`")
	logDir := fs.String("log-dir", "", "write each engine's stderr into `DIR` (default: discarded)")
	maxMem := fs.Int64("max-memory", 350<<20, "gomoku INFO max_memory in `BYTES` (0: none)")
	startTO := fs.Float64("start-timeout", 30, "`SECONDS` for an engine to start and acknowledge a new game")
	trace := fs.Bool("trace", false, "print every protocol line to stderr")
	fs.Usage = func() {
		fmt.Fprint(e.stderr, matchUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(rest); err != nil {
		return flagStatus(err)
	}
	bad := func(f string, a ...any) int {
		fmt.Fprintf(e.stderr, "sente match: "+f+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		return bad("unexpected argument %q", fs.Arg(0))
	}
	g, err := match.ParseGame(*game)
	if err != nil {
		return bad("%v", err)
	}
	if len(engines) != 2 {
		return bad("need exactly two --engine specifications (got %d)", len(engines))
	}
	cfg := match.Config{Game: g, Games: *games, Concurrency: *conc, Seed: *seed, SPRT: sprt,
		RecordsDir: *records, JSONPath: *jsonPath, LogDir: *logDir, MaxMemory: *maxMem, Out: e.stdout,
		Tolerance: secs(*tol), StartTimeout: secs(*startTO)}
	copy(cfg.Engines[:], engines)
	if *trace {
		var mu sync.Mutex
		cfg.Trace = func(name string, dir byte, line string) {
			mu.Lock()
			defer mu.Unlock()
			fmt.Fprintf(e.stderr, "%s %c %s\n", name, dir, line)
		}
	}
	if *tc < 0 || *tol < 0 || *games < 1 {
		return bad("negative time or no games")
	}
	cfg.TC.PerMove = secs(*tc)
	if *tcGame != "" {
		if cfg.TC.Game, cfg.TC.Inc, err = match.ParseGameTime(*tcGame); err != nil {
			return bad("%v", err)
		}
	}
	if cfg.TC.PerMove == 0 && cfg.TC.Game == 0 {
		cfg.TC.PerMove = time.Second
	}
	if g == match.Gomoku {
		if cfg.Rule, err = referee.ParseGomokuRule(*rule); err != nil {
			return bad("%v", err)
		}
		if cfg.W, cfg.H, err = parseSize(*size); err != nil {
			return bad("%v", err)
		}
	}
	if *openings != "" {
		f, err := os.Open(*openings)
		if err != nil {
			return bad("%v", err)
		}
		cfg.Openings, err = match.ReadOpenings(f, g, cfg.W, cfg.H, cfg.Rule)
		f.Close()
		if err != nil {
			return bad("%s: %v", *openings, err)
		}
	} else if cfg.Openings, err = match.DefaultOpenings(g, cfg.W, cfg.H, cfg.Rule); err != nil {
		return bad("built-in openings: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	sum, err := match.Run(ctx, cfg)
	if err != nil {
		fmt.Fprintln(e.stderr, "sente match:", err)
		return 1
	}
	e.log.Info().Int("wins", sum.Wins).Int("losses", sum.Losses).Int("draws", sum.Draws).Msg("match over")
	return 0
}

func secs(f float64) time.Duration { return time.Duration(f * float64(time.Second)) }

// parseEngineSpec reads name=… cmd=… proto=… dir=… depth=… words. A word
// without cmd= that holds spaces is split like a command line first, so
// --engine "name=A cmd='./eng -x'" works too.
func parseEngineSpec(words []string) (match.EngineSpec, error) {
	var s match.EngineSpec
	var flat []string
	for _, w := range words {
		if !strings.HasPrefix(w, "cmd=") && strings.ContainsAny(w, " \t") {
			parts, err := match.SplitCommand(w)
			if err != nil {
				return s, err
			}
			flat = append(flat, parts...)
			continue
		}
		flat = append(flat, w)
	}
	for _, w := range flat {
		k, v, _ := strings.Cut(w, "=")
		switch k {
		case "name":
			s.Name = v
		case "cmd":
			argv, err := match.SplitCommand(v)
			if err != nil {
				return s, fmt.Errorf("engine cmd: %v", err)
			}
			s.Argv = argv
		case "proto":
			s.Proto = strings.ToLower(v)
		case "dir":
			s.Dir = v
		case "depth":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 60 {
				return s, fmt.Errorf("engine depth %q", v)
			}
			s.Depth = n
		default:
			return s, fmt.Errorf("unknown engine option %q (want name=, cmd=, proto=, dir=, depth=)", w)
		}
	}
	if len(s.Argv) == 0 {
		return s, fmt.Errorf("engine %q: cmd= is required", s.Name)
	}
	return s, nil
}

// parseSPRT reads elo0=… elo1=… [alpha=…] [beta=…].
func parseSPRT(words []string) (match.SPRT, error) {
	s := match.SPRT{Alpha: 0.05, Beta: 0.05}
	seen := map[string]bool{}
	for _, w := range words {
		k, v, _ := strings.Cut(w, "=")
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return s, fmt.Errorf("sprt: bad value in %q", w)
		}
		switch k {
		case "elo0":
			s.Elo0 = f
		case "elo1":
			s.Elo1 = f
		case "alpha":
			s.Alpha = f
		case "beta":
			s.Beta = f
		default:
			return s, fmt.Errorf("sprt: unknown %q (want elo0= elo1= alpha= beta=)", w)
		}
		seen[k] = true
	}
	if !seen["elo0"] || !seen["elo1"] || s.Elo1 <= s.Elo0 {
		return s, fmt.Errorf("sprt: need elo0 < elo1")
	}
	if !(s.Alpha > 0 && s.Alpha < 0.5 && s.Beta > 0 && s.Beta < 0.5) {
		return s, fmt.Errorf("sprt: alpha and beta must be in (0, 0.5)")
	}
	return s, nil
}

// parseSize reads "15" or "20x15".
func parseSize(s string) (w, h int, err error) {
	ws, hs, rect := strings.Cut(strings.ToLower(s), "x")
	if w, err = strconv.Atoi(ws); err != nil {
		return 0, 0, fmt.Errorf("bad size %q", s)
	}
	h = w
	if rect {
		if h, err = strconv.Atoi(hs); err != nil {
			return 0, 0, fmt.Errorf("bad size %q", s)
		}
	}
	if w < 5 || h < 5 || w > 32 || h > 32 {
		return 0, 0, fmt.Errorf("size %q out of range 5..32", s)
	}
	return w, h, nil
}
