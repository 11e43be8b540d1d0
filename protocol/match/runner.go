package match

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"sente/internal/atomicfile"
	"sente/protocol/referee"
)

// Config is a whole match.
type Config struct {
	Game    Game
	W, H    int                // Gomoku board (Othello: ignored)
	Rule    referee.GomokuRule // Gomoku rule
	Engines [2]EngineSpec
	// Games is the number of games (rounded up to an even number, so that
	// every opening is played with both colours).
	Games       int
	Concurrency int
	// TC is the time control of both engines, unless an engine has its
	// own (EngineSpec.TC).
	TC TimeControl
	// Tolerance is the time an engine may exceed its limit by before it
	// forfeits; after limit + tolerance without a reply it is killed.
	Tolerance time.Duration
	// StartTimeout bounds the start-up handshake and the new-game
	// acknowledgement (pbrain OK, GTP clear_board).
	StartTimeout time.Duration
	MaxMemory    int64
	Openings     []Opening
	// Seed shuffles the openings (0: keep the file order).
	Seed uint64
	SPRT *SPRT
	// RecordsDir receives one SGF/GGF file per game ("" = none).
	RecordsDir string
	// JSONPath receives the summary ("" = none).
	JSONPath string
	// LogDir receives each engine's stderr ("" = discarded).
	LogDir string
	// Out receives the progress lines and the final report.
	Out io.Writer
	// Trace, when set, receives every protocol line (for debugging).
	Trace func(engine string, dir byte, line string)
}

// Summary is the result of a match (also written as JSON).
type Summary struct {
	Game        string        `json:"game"`
	Engines     [2]string     `json:"engines"`
	TimeControl string        `json:"time_control"`
	Rule        string        `json:"rule,omitempty"`
	Board       string        `json:"board,omitempty"`
	Wins        int           `json:"wins"`
	Losses      int           `json:"losses"`
	Draws       int           `json:"draws"`
	Pairs       [5]int        `json:"pentanomial"`
	Forfeits    [2]int        `json:"forfeits"`
	Elo         Estimate      `json:"elo"`
	EloPenta    *Estimate     `json:"elo_pentanomial,omitempty"`
	LLR         *float64      `json:"llr,omitempty"`
	LLRBounds   *[2]float64   `json:"llr_bounds,omitempty"`
	SPRTVerdict string        `json:"sprt_verdict,omitempty"`
	Results     []GameSummary `json:"games"`
	Restarts    [2]int        `json:"engine_starts"`
	// MaxMove is each engine's longest move in seconds; OverLimit counts
	// its moves over the per-move limit that stayed within the tolerance.
	MaxMove   [2]float64 `json:"max_move_seconds"`
	OverLimit [2]int     `json:"moves_over_limit"`
	// Think is each engine's total thinking time in seconds over its Moves
	// moves (opening moves and forced passes not counted); MeanMove and
	// MeanGame are the means per move and per game.
	Think    [2]float64 `json:"think_seconds"`
	Moves    [2]int     `json:"moves"`
	MeanMove [2]float64 `json:"mean_move_seconds"`
	MeanGame [2]float64 `json:"mean_game_seconds"`
	// Discs is the first engine's disc difference summed over the Othello
	// games (a forfeit counts ±64, as GGS scores it); DiscsMean per game.
	Discs     int     `json:"discs,omitempty"`
	DiscsMean float64 `json:"discs_mean,omitempty"`
	Elapsed   float64 `json:"elapsed_seconds"`
	// SPRTGames and SPRTStopLLR are the games played and the LLR when
	// the SPRT crossed a bound: SPRTVerdict is then final, and the games
	// still in progress, which finish and count in LLR, do not undo it.
	SPRTGames   int      `json:"sprt_games,omitempty"`
	SPRTStopLLR *float64 `json:"sprt_llr_at_stop,omitempty"`
}

// GameSummary is one game in the JSON summary.
type GameSummary struct {
	Index   int    `json:"index"`
	Opening string `json:"opening"`
	Black   string `json:"black"`
	White   string `json:"white"`
	Result  string `json:"result"` // "1-0", "0-1", "1/2-1/2" (black first)
	Reason  string `json:"reason"`
	Fault   string `json:"fault,omitempty"`
	Plies   int    `json:"plies"`
	Moves   string `json:"moves"`
}

type runner struct {
	cfg  Config
	mu   sync.Mutex
	sum  Summary
	pair map[int][]*GameResult
}

// Run plays the match and returns its summary. Cancelling ctx stops
// starting new games; games in progress finish.
func Run(ctx context.Context, cfg Config) (*Summary, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	if cfg.Seed != 0 {
		r := rand.New(rand.NewPCG(cfg.Seed, 0x5e47e))
		o := append([]Opening(nil), cfg.Openings...)
		r.Shuffle(len(o), func(i, j int) { o[i], o[j] = o[j], o[i] })
		cfg.Openings = o
	}
	r := &runner{cfg: cfg, pair: map[int][]*GameResult{}}
	r.sum = Summary{Game: cfg.Game.String(), Engines: [2]string{cfg.Engines[0].Name, cfg.Engines[1].Name},
		TimeControl: cfg.tcString()}
	if cfg.Game == Gomoku {
		r.sum.Rule = cfg.Rule.String()
		r.sum.Board = fmt.Sprintf("%dx%d", cfg.W, cfg.H)
	}
	if cfg.RecordsDir != "" {
		if err := os.MkdirAll(cfg.RecordsDir, 0o755); err != nil {
			return nil, err
		}
	}
	if cfg.LogDir != "" {
		if err := os.MkdirAll(cfg.LogDir, 0o755); err != nil {
			return nil, err
		}
	}
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan int)
	results := make(chan *GameResult)
	var wg sync.WaitGroup
	for w := 0; w < cfg.Concurrency; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			r.worker(w, jobs, results)
		}(w)
	}
	go func() {
		defer close(jobs)
		for i := 0; i < cfg.Games; i++ {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	for g := range results {
		if r.record(g) {
			cancel()
		}
	}
	r.sum.Elapsed = time.Since(start).Seconds()
	sort.Slice(r.sum.Results, func(i, j int) bool { return r.sum.Results[i].Index < r.sum.Results[j].Index })
	r.report()
	if cfg.JSONPath != "" {
		b, err := json.MarshalIndent(jsonSafe(r.sum), "", "  ")
		if err != nil {
			return &r.sum, err
		}
		if err := atomicfile.WriteFile(cfg.JSONPath, append(b, '\n'), 0o644); err != nil {
			return &r.sum, err
		}
	}
	return &r.sum, nil
}

// TCOf returns engine e's time control: its own, or the match's.
func (c *Config) TCOf(e int) TimeControl {
	if t := c.Engines[e].TC; t != nil {
		return *t
	}
	return c.TC
}

// tcString describes the time controls: one for both engines, or each
// engine's when they differ.
func (c *Config) tcString() string {
	a, b := c.TCOf(0), c.TCOf(1)
	if a == b {
		return a.String()
	}
	return fmt.Sprintf("%s: %s; %s: %s", c.Engines[0].Name, a, c.Engines[1].Name, b)
}

func (c *Config) check() error {
	if c.Games < 1 {
		return fmt.Errorf("games must be at least 1")
	}
	c.Games += c.Games % 2
	if c.Concurrency < 1 {
		c.Concurrency = 1
	}
	if len(c.Openings) == 0 {
		return fmt.Errorf("no openings")
	}
	if c.StartTimeout <= 0 {
		c.StartTimeout = 30 * time.Second
	}
	if c.Out == nil {
		c.Out = io.Discard
	}
	if c.Game == Othello {
		c.W, c.H = 8, 8
	}
	for i, e := range c.Engines {
		if len(e.Argv) == 0 {
			return fmt.Errorf("engine %d: no command", i+1)
		}
		if e.Name == "" {
			c.Engines[i].Name = fmt.Sprintf("engine%d", i+1)
		}
		switch {
		case c.Game == Gomoku && e.Proto != "" && e.Proto != "pbrain":
			return fmt.Errorf("engine %s: gomoku engines speak pbrain, not %q", e.Name, e.Proto)
		case c.Game == Othello && e.Proto == "":
			c.Engines[i].Proto = "nboard"
		case c.Game == Othello && e.Proto != "nboard" && e.Proto != "gtp":
			return fmt.Errorf("engine %s: othello engines speak nboard or gtp, not %q", e.Name, e.Proto)
		}
	}
	if c.Engines[0].Name == c.Engines[1].Name {
		c.Engines[1].Name += "-2"
	}
	return nil
}

// worker plays games with its own pair of engine processes.
func (r *runner) worker(w int, jobs <-chan int, results chan<- *GameResult) {
	var eng [2]*slot
	for i := range eng {
		s := &slot{idx: i, spec: r.cfg.Engines[i]}
		if r.cfg.LogDir != "" {
			name := fmt.Sprintf("%s-%d.stderr.log", safeName(s.spec.Name), w+1)
			if f, err := os.OpenFile(filepath.Join(r.cfg.LogDir, name), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644); err == nil {
				defer f.Close()
				s.stderr = f
			}
		}
		if r.cfg.Trace != nil {
			name := s.spec.Name
			s.trace = func(d byte, l string) { r.cfg.Trace(name, d, l) }
		}
		eng[i] = s
	}
	defer func() {
		for _, s := range eng {
			s.quit()
			r.mu.Lock()
			r.sum.Restarts[s.idx] += s.starts
			r.mu.Unlock()
		}
	}()
	for i := range jobs {
		opening := (i / 2) % len(r.cfg.Openings)
		results <- r.playGame(i, opening, i%2, eng)
	}
}

func safeName(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '/' || r == ' ' || r == '\\' {
			return '_'
		}
		return r
	}, s)
}

// record adds a finished game, prints its line and writes its record. It
// returns true when the SPRT has decided.
func (r *runner) record(g *GameResult) bool {
	cfg := r.cfg
	s := &r.sum
	switch g.ScoreFor(0) {
	case 1:
		s.Wins++
	case 0:
		s.Losses++
	default:
		s.Draws++
	}
	if g.Fault >= 0 {
		s.Forfeits[g.Fault]++
	}
	if cfg.Game == Othello {
		s.Discs += g.DiscsFor(0)
	}
	for i := g.OpeningLen; i < len(g.Times); i++ {
		e := g.Black
		if i%2 == 1 {
			e = 1 - g.Black
		}
		if t := g.Times[i].Seconds(); t > s.MaxMove[e] {
			s.MaxMove[e] = t
		}
		if pm := cfg.TCOf(e).PerMove; pm > 0 && g.Times[i] > pm {
			s.OverLimit[e]++
		}
		s.Think[e] += g.Times[i].Seconds()
		s.Moves[e]++
	}
	k := g.Index / 2
	r.pair[k] = append(r.pair[k], g)
	if len(r.pair[k]) == 2 {
		pts := r.pair[k][0].ScoreFor(0) + r.pair[k][1].ScoreFor(0)
		s.Pairs[int(math.Round(pts*2))]++
		delete(r.pair, k)
	}
	s.Results = append(s.Results, r.gameSummary(g))
	res := [...]string{"1/2-1/2", "1-0", "0-1"}[g.Winner]
	n := s.Wins + s.Losses + s.Draws
	fmt.Fprintf(cfg.Out, "Finished game %d (%s vs %s): %s {%s}\n", g.Index+1,
		cfg.Engines[g.Black].Name, cfg.Engines[1-g.Black].Name, res, g.Reason)
	fmt.Fprintf(cfg.Out, "Score of %s vs %s: %d - %d - %d  [%.3f] %d\n",
		cfg.Engines[0].Name, cfg.Engines[1].Name, s.Wins, s.Losses, s.Draws,
		(float64(s.Wins)+float64(s.Draws)/2)/float64(n), n)
	if cfg.RecordsDir != "" {
		var name, text string
		if cfg.Game == Gomoku {
			name, text = fmt.Sprintf("game-%04d.sgf", g.Index+1), SGF(g, cfg.W, cfg.H, cfg.Rule)
		} else {
			tc := cfg.TCOf(0)
			if tc != cfg.TCOf(1) {
				tc = TimeControl{} // GGF's TI is one clock for both: leave it out
			}
			name, text = fmt.Sprintf("game-%04d.ggf", g.Index+1), GGF(g, tc)
		}
		if err := atomicfile.WriteFile(filepath.Join(cfg.RecordsDir, name), []byte(text), 0o644); err != nil {
			fmt.Fprintf(cfg.Out, "warning: %v\n", err)
		}
	}
	decided := s.SPRTVerdict != ""
	r.stats()
	if cfg.SPRT != nil && s.SPRTVerdict != "" {
		if !decided {
			fmt.Fprintf(cfg.Out, "SPRT: LLR %.2f crossed a bound: stopping\n", *s.SPRTStopLLR)
		}
		return true
	}
	return false
}

func (r *runner) stats() {
	s := &r.sum
	n := s.Wins + s.Losses + s.Draws
	for e := range 2 {
		if s.Moves[e] > 0 {
			s.MeanMove[e] = s.Think[e] / float64(s.Moves[e])
		}
		if n > 0 {
			s.MeanGame[e] = s.Think[e] / float64(n)
		}
	}
	if n > 0 {
		s.DiscsMean = float64(s.Discs) / float64(n)
	}
	s.Elo = Trinomial(s.Wins, s.Losses, s.Draws)
	if s.Pairs != [5]int{} {
		p := Pentanomial(s.Pairs)
		s.EloPenta = &p
	}
	if r.cfg.SPRT != nil {
		e := s.Elo
		if s.EloPenta != nil {
			e = *s.EloPenta
		}
		llr := r.cfg.SPRT.LLR(e)
		lo, hi := r.cfg.SPRT.Bounds()
		s.LLR, s.LLRBounds = &llr, &[2]float64{lo, hi}
		if s.SPRTVerdict == "" {
			if v := r.cfg.SPRT.Verdict(llr); v != "" {
				at := llr
				s.SPRTVerdict, s.SPRTGames, s.SPRTStopLLR = v, n, &at
			}
		}
	}
}

func (r *runner) gameSummary(g *GameResult) GameSummary {
	cfg := r.cfg
	gs := GameSummary{Index: g.Index + 1, Opening: cfg.Openings[g.Opening].Text,
		Black: cfg.Engines[g.Black].Name, White: cfg.Engines[1-g.Black].Name,
		Result: [...]string{"1/2-1/2", "1-0", "0-1"}[g.Winner], Reason: g.Reason, Plies: len(g.Moves)}
	if g.Fault >= 0 {
		gs.Fault = cfg.Engines[g.Fault].Name
	}
	var mv []string
	for _, m := range g.Moves {
		if cfg.Game == Gomoku {
			mv = append(mv, m.Gomoku())
		} else {
			mv = append(mv, m.Othello())
		}
	}
	gs.Moves = strings.Join(mv, " ")
	return gs
}

// report prints the final lines.
func (r *runner) report() {
	s, out := &r.sum, r.cfg.Out
	fmt.Fprintf(out, "\nScore of %s vs %s: %d - %d - %d\n", s.Engines[0], s.Engines[1], s.Wins, s.Losses, s.Draws)
	fmt.Fprintf(out, "Elo difference: %s (trinomial, %d games)\n", fmtEstimate(s.Elo), s.Elo.N)
	if s.EloPenta != nil {
		fmt.Fprintf(out, "Elo difference: %s (pentanomial, %d pairs %v)\n", fmtEstimate(*s.EloPenta), s.EloPenta.N, s.Pairs)
	}
	if r.cfg.Game == Othello {
		fmt.Fprintf(out, "Discs: %s %+d (%+.2f a game)\n", s.Engines[0], s.Discs, s.DiscsMean)
	}
	fmt.Fprintf(out, "Forfeits: %s %d, %s %d; engine starts: %d, %d\n",
		s.Engines[0], s.Forfeits[0], s.Engines[1], s.Forfeits[1], s.Restarts[0], s.Restarts[1])
	fmt.Fprintf(out, "Thinking time: %s %.1fs (%.3fs/move, %.2fs/game), %s %.1fs (%.3fs/move, %.2fs/game)\n",
		s.Engines[0], s.Think[0], s.MeanMove[0], s.MeanGame[0], s.Engines[1], s.Think[1], s.MeanMove[1], s.MeanGame[1])
	fmt.Fprintf(out, "Longest move: %s %.3fs, %s %.3fs; moves over the per-move limit (within tolerance): %d, %d\n",
		s.Engines[0], s.MaxMove[0], s.Engines[1], s.MaxMove[1], s.OverLimit[0], s.OverLimit[1])
	if r.cfg.SPRT != nil && s.LLR != nil {
		sp := r.cfg.SPRT
		v := map[string]string{"H1": "H1 accepted (elo1)", "H0": "H0 accepted (elo0)", "": "inconclusive"}[s.SPRTVerdict]
		if s.SPRTStopLLR != nil && s.SPRTGames != s.Wins+s.Losses+s.Draws {
			v += fmt.Sprintf(" after %d games (LLR %.3f; the games then in progress finished)", s.SPRTGames, *s.SPRTStopLLR)
		}
		fmt.Fprintf(out, "SPRT: elo0=%g elo1=%g alpha=%g beta=%g: LLR %.3f [%.3f, %.3f]: %s\n",
			sp.Elo0, sp.Elo1, sp.Alpha, sp.Beta, *s.LLR, s.LLRBounds[0], s.LLRBounds[1], v)
	}
}

func fmtEstimate(e Estimate) string {
	if e.N == 0 {
		return "n/a"
	}
	pm := ""
	if !math.IsInf(e.Lo, 0) && !math.IsInf(e.Hi, 0) {
		pm = " +/- " + fmtElo((e.Hi-e.Lo)/2)
	}
	return fmt.Sprintf("%s%s, 95%% CI [%s, %s] (score %.4f ± %.4f)",
		fmtElo(e.Elo), pm, fmtElo(e.Lo), fmtElo(e.Hi), e.Score, z95*e.StdErr)
}

func fmtElo(x float64) string {
	switch {
	case math.IsInf(x, 1) || math.IsNaN(x):
		return "+inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return fmt.Sprintf("%.1f", x)
}

// jsonSafe replaces infinities (not valid JSON) by ±1e9.
func jsonSafe(s Summary) Summary {
	fix := func(e *Estimate) {
		for _, p := range []*float64{&e.Elo, &e.Lo, &e.Hi} {
			if math.IsInf(*p, 1) {
				*p = 1e9
			} else if math.IsInf(*p, -1) {
				*p = -1e9
			} else if math.IsNaN(*p) {
				*p = 0
			}
		}
	}
	fix(&s.Elo)
	if s.EloPenta != nil {
		p := *s.EloPenta
		fix(&p)
		s.EloPenta = &p
	}
	return s
}
