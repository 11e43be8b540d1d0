package main

import (
	"context"
	"errors"
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
                  [tc=S] [tc-game=S[+INC]]
         --engine name=B cmd="CMD ARGS" [...]
         [--games N] [--concurrency N] [--tc S] [--tc-game S[+INC]] [--tolerance S]
         [--rule R] [--size N|WxH] [--openings FILE] [--seed N]
         [--sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05]]
         [--records DIR] [--json FILE] [--log-dir DIR] [--trace]

Plays engine A against engine B through their protocols (Gomoku: pbrain;
Othello: nboard (default) or gtp). Every opening is played twice with the
colours swapped; moves and clocks are judged by the match. Prints a line
per game, then the score, the Elo difference with its 95% interval, each
engine's thinking time, and the SPRT verdict when --sprt is given.

tc= and tc-game= inside --engine give that engine its own time control
(time odds; or, with depth=, a clock that only bounds an NBoard engine
limited by depth). Lines an NBoard engine prints that the protocol does
not define are ignored, as the NBoard GUI does, and noted in its log.

Options:
`

// runMatch runs an engine-vs-engine match.
func runMatch(e *env, args []string) int {
	o, status := parseMatchArgs(e, args)
	if o == nil {
		return status
	}
	cfg, err := o.config(e)
	if err != nil {
		return matchBadUsage(e, err)
	}
	return playMatch(e, cfg)
}

// matchOptions is the command line of `sente match`, parsed.
type matchOptions struct {
	engines []match.EngineSpec // one per --engine
	sprt    *match.SPRT        // --sprt (nil: none)

	// The other flags, as flagSet names them.
	game, tcGame, rule, size    string
	openings, records, jsonPath string
	logDir                      string
	games, conc                 int
	tc, tol, startTO            float64
	seed                        uint64
	maxMem                      int64
	trace                       bool
}

// matchBadUsage reports a bad command line and returns exit status 2.
func matchBadUsage(e *env, err error) int {
	fmt.Fprintln(e.stderr, "sente match:", err)
	return 2
}

// parseMatchArgs parses the command line; a nil result means exit with
// the status returned (the reason is already written to stderr).
func parseMatchArgs(e *env, args []string) (*matchOptions, int) {
	o := &matchOptions{}
	var rest []string
	var err error
	if o.engines, o.sprt, rest, err = splitMatchArgs(args); err != nil {
		return nil, matchBadUsage(e, err)
	}
	fs := o.flagSet(e)
	if err := fs.Parse(rest); err != nil {
		return nil, flagStatus(err)
	}
	if fs.NArg() > 0 {
		return nil, matchBadUsage(e, fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	return o, 0
}

// splitMatchArgs takes the --engine and --sprt options, each followed by
// key=value words, out of args, and returns them with the other arguments.
func splitMatchArgs(args []string) (engines []match.EngineSpec, sprt *match.SPRT, rest []string, err error) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		name := strings.TrimLeft(a, "-")
		if !strings.HasPrefix(a, "-") || (name != "engine" && name != "sprt") {
			rest = append(rest, a)
			continue
		}
		var kv []string
		if name == "engine" {
			kv, i = takeKV(args, i, "-")
			spec, err := parseEngineSpec(kv)
			if err != nil {
				return nil, nil, nil, err
			}
			engines = append(engines, spec)
		} else {
			kv, i = takeKV(args, i, "--")
			s, err := parseSPRT(kv)
			if err != nil {
				return nil, nil, nil, err
			}
			sprt = &s
		}
	}
	return engines, sprt, rest, nil
}

// takeKV returns the key=value words after args[i], up to the first word
// starting with stop, and the index of the last word taken.
func takeKV(args []string, i int, stop string) ([]string, int) {
	var kv []string
	for i+1 < len(args) && !strings.HasPrefix(args[i+1], stop) && strings.Contains(args[i+1], "=") {
		i++
		kv = append(kv, args[i])
	}
	return kv, i
}

// flagSet returns the flag set of `sente match`, which parses into o.
func (o *matchOptions) flagSet(e *env) *flag.FlagSet {
	fs := flag.NewFlagSet("sente match", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.StringVar(&o.game, "game", "", "`GAME`: gomoku or othello")
	fs.IntVar(&o.games, "games", 100, "number of `N` games (even: each opening twice)")
	fs.IntVar(&o.conc, "concurrency", 1, "games played at the same time")
	fs.Float64Var(&o.tc, "tc", 0, "time per move in `SECONDS` (default 1 when no --tc-game)")
	fs.StringVar(&o.tcGame, "tc-game", "", "game clock `S[+INC]` in seconds")
	fs.Float64Var(&o.tol, "tolerance", 1, "`SECONDS` an engine may exceed its time by (Piskvork's default is 1)")
	fs.StringVar(&o.rule, "rule", "freestyle", "gomoku `RULE`: freestyle, standard, renju, caro, caro9 or a Gomocup code")
	fs.StringVar(&o.size, "size", "15", "gomoku board `N` or WxH")
	fs.StringVar(&o.openings, "openings", "", "opening `FILE` (default: the built-in balanced set)")
	fs.Uint64Var(&o.seed, "seed", 0, "shuffle the openings with this `SEED` (0: file order)")
	fs.StringVar(&o.records, "records", "", "write one SGF/GGF record per game into `DIR`")
	fs.StringVar(&o.records, "pgn", "", "alias of --records")
	fs.StringVar(&o.jsonPath, "json", "", "write a JSON summary to `FILE`")
	fs.StringVar(&o.logDir, "log-dir", "", "write each engine's stderr into `DIR` (default: discarded)")
	fs.Int64Var(&o.maxMem, "max-memory", 350<<20, "gomoku INFO max_memory in `BYTES` (0: none)")
	fs.Float64Var(&o.startTO, "start-timeout", 30, "`SECONDS` for an engine to start and acknowledge a new game")
	fs.BoolVar(&o.trace, "trace", false, "print every protocol line to stderr")
	fs.Usage = func() {
		fmt.Fprint(e.stderr, matchUsage)
		fs.PrintDefaults()
	}
	return fs
}

// config checks the options and builds the match configuration from them.
func (o *matchOptions) config(e *env) (match.Config, error) {
	g, err := match.ParseGame(o.game)
	if err != nil {
		return match.Config{}, err
	}
	if len(o.engines) != 2 {
		return match.Config{}, fmt.Errorf("need exactly two --engine specifications (got %d)", len(o.engines))
	}
	if o.tc < 0 || o.tol < 0 || o.games < 1 {
		return match.Config{}, errors.New("negative time or no games")
	}
	cfg := match.Config{Game: g, Games: o.games, Concurrency: o.conc, Seed: o.seed, SPRT: o.sprt,
		RecordsDir: o.records, JSONPath: o.jsonPath, LogDir: o.logDir, MaxMemory: o.maxMem, Out: e.stdout,
		Tolerance: secs(o.tol), StartTimeout: secs(o.startTO)}
	copy(cfg.Engines[:], o.engines)
	if o.trace {
		cfg.Trace = matchTrace(e)
	}
	if cfg.TC, err = o.timeControl(); err != nil {
		return match.Config{}, err
	}
	if g == match.Gomoku {
		if cfg.Rule, err = referee.ParseGomokuRule(o.rule); err != nil {
			return match.Config{}, err
		}
		if cfg.W, cfg.H, err = parseSize(o.size); err != nil {
			return match.Config{}, err
		}
	}
	if cfg.Openings, err = o.loadOpenings(g, cfg.W, cfg.H, cfg.Rule); err != nil {
		return match.Config{}, err
	}
	return cfg, nil
}

// matchTrace returns a Config.Trace that writes every protocol line to
// stderr, one line at a time.
func matchTrace(e *env) func(name string, dir byte, line string) {
	var mu sync.Mutex
	return func(name string, dir byte, line string) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(e.stderr, "%s %c %s\n", name, dir, line)
	}
}

// timeControl returns the time control of --tc and --tc-game (1 s per
// move when neither is given).
func (o *matchOptions) timeControl() (match.TimeControl, error) {
	tc := match.TimeControl{PerMove: secs(o.tc)}
	if o.tcGame != "" {
		var err error
		if tc.Game, tc.Inc, err = match.ParseGameTime(o.tcGame); err != nil {
			return tc, err
		}
	}
	if tc.PerMove == 0 && tc.Game == 0 {
		tc.PerMove = time.Second
	}
	return tc, nil
}

// loadOpenings reads the --openings file, or returns the built-in set.
func (o *matchOptions) loadOpenings(g match.Game, w, h int, rule referee.GomokuRule) ([]match.Opening, error) {
	if o.openings == "" {
		ops, err := match.DefaultOpenings(g, w, h, rule)
		if err != nil {
			return nil, fmt.Errorf("built-in openings: %v", err)
		}
		return ops, nil
	}
	f, err := os.Open(o.openings)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	ops, err := match.ReadOpenings(f, g, w, h, rule)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", o.openings, err)
	}
	return ops, nil
}

// playMatch plays the match (match.Run prints a line per game and the
// final report) until it ends or an interrupt stops it, and logs the score.
func playMatch(e *env, cfg match.Config) int {
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

// secs converts seconds to a duration.
func secs(f float64) time.Duration { return time.Duration(f * float64(time.Second)) }

// parseEngineSpec reads name=… cmd=… proto=… dir=… depth=… tc=…
// tc-game=… words (tc= and tc-game= give the engine a time control of its
// own, in place of --tc and --tc-game). A word
// without cmd= that holds spaces is split like a command line first, so
// --engine "name=A cmd='./eng -x'" works too.
func parseEngineSpec(words []string) (match.EngineSpec, error) {
	var s match.EngineSpec
	var tc match.TimeControl // tc= and tc-game=: the engine's own clock
	ownTC := false
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
		case "tc":
			t, err := strconv.ParseFloat(v, 64)
			if err != nil || !(t > 0 && t < 1e7) {
				return s, fmt.Errorf("engine tc %q (want seconds per move)", v)
			}
			tc.PerMove, ownTC = secs(t), true
		case "tc-game":
			var err error
			if tc.Game, tc.Inc, err = match.ParseGameTime(v); err != nil {
				return s, fmt.Errorf("engine tc-game: %v", err)
			}
			ownTC = true
		default:
			return s, fmt.Errorf("unknown engine option %q (want name=, cmd=, proto=, dir=, depth=, tc=, tc-game=)", w)
		}
	}
	if ownTC {
		s.TC = &tc
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
