package match

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sente/protocol/referee"
)

// runFake plays a 2-game match (one opening, colours swapped) between a
// misbehaving fake (engine 0) and a correct random fake (engine 1).
func runFake(t *testing.T, g Game, proto, mode string, rule referee.GomokuRule, opening string, tc TimeControl) *Summary {
	t.Helper()
	cfg := Config{Game: g, W: 15, H: 15, Rule: rule, Games: 2, Concurrency: 1,
		TC: tc, Tolerance: 300 * time.Millisecond, StartTimeout: 10 * time.Second,
		Engines: [2]EngineSpec{
			{Name: mode, Argv: fakeArgv(mode, proto), Proto: proto},
			{Name: "random", Argv: fakeArgv("random", proto), Proto: proto},
		},
		RecordsDir: t.TempDir(),
	}
	var err error
	if g == Gomoku {
		cfg.Openings, err = ReadOpenings(strings.NewReader(opening), g, 15, 15, rule)
	} else {
		cfg.Openings, err = ReadOpenings(strings.NewReader(opening), g, 8, 8, rule)
	}
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	cfg.Out = &out
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(out.String())
	if len(sum.Results) != 2 {
		t.Fatalf("%d results", len(sum.Results))
	}
	return sum
}

var fastTC = TimeControl{PerMove: 300 * time.Millisecond}

// TestMisbehaviourJudged: every fake misbehaves on the second move request
// of its process. Any fault gets the engine killed and started afresh for
// the next game, so it forfeits both games with the right reason, the
// opponent wins them, and it is started twice.
func TestMisbehaviourJudged(t *testing.T) {
	cases := []struct {
		game   Game
		proto  string
		mode   string
		reason string
	}{
		{Gomoku, "pbrain", "illegal", "illegal move"},
		{Gomoku, "pbrain", "timeout", "time forfeit"},
		{Gomoku, "pbrain", "crash", "crash: engine process exited (exit status 3)"},
		{Gomoku, "pbrain", "garbage", `bad reply "hello world"`},
		{Othello, "nboard", "illegal", "illegal move"},
		// NBoard engines may print lines the protocol does not define (the
		// GUI ignores them): "hello world" is skipped, and the engine that
		// never answers after it loses on time.
		{Othello, "nboard", "garbage", "time forfeit"},
		{Othello, "nboard", "timeout", "time forfeit"},
		{Othello, "gtp", "illegal", "illegal move"},
		{Othello, "gtp", "crash", "crash: engine process exited"},
		{Othello, "gtp", "garbage", `bad reply "hello world"`},
	}
	for _, c := range cases {
		t.Run(c.proto+"-"+c.mode, func(t *testing.T) {
			if testing.Short() && c.mode == "timeout" && c.game == Othello {
				t.Skip("one timeout case is enough with -short")
			}
			opening := "0,0, 1,1"
			if c.game == Othello {
				opening = "f5d6"
			}
			sum := runFake(t, c.game, c.proto, c.mode, referee.Freestyle, opening, fastTC)
			for _, g := range sum.Results {
				if g.Fault != c.mode || !strings.Contains(g.Reason, c.reason) {
					t.Errorf("game %d: fault %q reason %q, want fault %q reason containing %q", g.Index, g.Fault, g.Reason, c.mode, c.reason)
				}
				wantRes := "0-1" // the misbehaver is black in game 1
				if g.Black != c.mode {
					wantRes = "1-0"
				}
				if g.Result != wantRes {
					t.Errorf("game %d: result %s, want %s", g.Index, g.Result, wantRes)
				}
			}
			if sum.Wins != 0 || sum.Losses != 2 || sum.Forfeits[0] != 2 || sum.Forfeits[1] != 0 {
				t.Errorf("score %d-%d-%d forfeits %v", sum.Wins, sum.Losses, sum.Draws, sum.Forfeits)
			}
			// killed (or faulted) in game 1, started afresh for game 2
			if sum.Restarts[0] != 2 || sum.Restarts[1] != 1 {
				t.Errorf("engine starts %v, want [2 1]", sum.Restarts)
			}
		})
	}
}

// TestRenjuFoulJudged: the opening leaves black a double-three point
// (offsets: black -1,0 0,0 1,-2 1,-1, so 1,0 makes two open threes); the
// "forbidden" fake plays it as black and loses by the rule, not by a
// fault.
func TestRenjuFoulJudged(t *testing.T) {
	opening := "-1,0, -5,-5, 0,0, 5,5, 1,-2, -5,5, 1,-1, 5,-5"
	sum := runFake(t, Gomoku, "pbrain", "forbidden", referee.Renju, opening, fastTC)
	g := sum.Results[0]
	if g.Black != "forbidden" || g.Result != "0-1" || g.Fault != "" ||
		!strings.Contains(g.Reason, "renju foul") || !strings.HasSuffix(g.Moves, "8,7") {
		t.Errorf("game 1: %+v", g)
	}
}

// TestRandomGamesComplete: correct random players finish whole games by
// the rules in every protocol; the records are written.
func TestRandomGamesComplete(t *testing.T) {
	for _, c := range []struct {
		game  Game
		proto string
		open  string
	}{{Gomoku, "pbrain", ""}, {Othello, "nboard", "f5"}, {Othello, "gtp", "f5d6c3"}} {
		open := c.open
		if c.game == Gomoku {
			open = "0,0"
		}
		sum := runFake(t, c.game, c.proto, "random", referee.Freestyle, open, TimeControl{Game: 20 * time.Second, Inc: 100 * time.Millisecond})
		for _, g := range sum.Results {
			if g.Fault != "" {
				t.Errorf("%s: forfeit %s", c.proto, g.Reason)
			}
			if c.game == Othello && !strings.HasPrefix(g.Reason, "final count") {
				t.Errorf("%s: reason %q", c.proto, g.Reason)
			}
			if c.game == Gomoku && !strings.HasPrefix(g.Reason, "five at") && !strings.HasPrefix(g.Reason, "draw") {
				t.Errorf("%s: reason %q", c.proto, g.Reason)
			}
		}
	}
}

// TestRecordsWritten checks the files of a short Othello match.
func TestRecordsWritten(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{Game: Othello, Games: 2, Concurrency: 2, TC: fastTC, Tolerance: time.Second,
		Engines:    [2]EngineSpec{{Name: "a", Argv: fakeArgv("random", "nboard")}, {Name: "b", Argv: fakeArgv("random", "gtp"), Proto: "gtp"}},
		RecordsDir: dir, JSONPath: filepath.Join(dir, "s.json")}
	cfg.Openings, _ = ReadOpenings(strings.NewReader("f5d6c3"), Othello, 8, 8, 0)
	if _, err := Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"game-0001.ggf", "game-0002.ggf", "s.json"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(f, ".ggf") && (!strings.HasPrefix(string(b), "(;GM[Othello]") || !strings.Contains(string(b), "B[F5]W[D6]B[C3]")) {
			t.Errorf("%s: %s", f, b)
		}
		if f == "s.json" && !strings.Contains(string(b), `"games"`) {
			t.Errorf("json: %s", b)
		}
	}
}

// TestGameClockForfeit: a 150 ms-per-move engine on a 0.5 s game clock
// (0.3 s tolerance, no increment) has used 0.9 s > 0.8 s after 6 moves, so
// it forfeits on its 6th move at the latest (earlier on a slow machine), in
// both games.
func TestGameClockForfeit(t *testing.T) {
	sum := runFake(t, Gomoku, "pbrain", "slow", referee.Freestyle, "0,0, 1,1",
		TimeControl{Game: 500 * time.Millisecond})
	for _, g := range sum.Results {
		if g.Fault != "slow" || !strings.Contains(g.Reason, "time forfeit") {
			t.Errorf("game %d: %q", g.Index, g.Reason)
		}
		// 2 opening stones + at most 5 moves of each side (+1 when the
		// slow engine is white) before its 6th
		if g.Plies > 2+10+1 {
			t.Errorf("game %d lasted %d plies", g.Index, g.Plies)
		}
	}
}

// TestNBoardForeignLines: an NBoard engine that prints a line the protocol
// does not define before every answer (as NTest does) plays whole games
// without a forfeit, and the match notes the lines in its log.
func TestNBoardForeignLines(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{Game: Othello, Games: 2, Concurrency: 1, TC: TimeControl{Game: 20 * time.Second}, Tolerance: time.Second,
		Engines: [2]EngineSpec{{Name: "chatty", Argv: fakeArgv("chatty", "nboard")}, {Name: "b", Argv: fakeArgv("random", "nboard")}},
		LogDir:  dir}
	cfg.Openings, _ = ReadOpenings(strings.NewReader("f5d6c3"), Othello, 8, 8, 0)
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Forfeits != [2]int{} {
		t.Fatalf("forfeits %v: %+v", sum.Forfeits, sum.Results)
	}
	b, err := os.ReadFile(filepath.Join(dir, "chatty-1.stderr.log"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), "ignored a line that is not NBoard: Coefficients loaded"); n < 10 {
		t.Errorf("%d ignored lines noted in the log, want one per move:\n%s", n, b)
	}
}

// TestOwnTimeControl: an engine that takes 150 ms a move would lose on the
// match's 0.5 s game clock (TestGameClockForfeit); with a clock of its own
// (time odds) it plays whole games, and the summary says how long each
// engine thought.
func TestOwnTimeControl(t *testing.T) {
	own := TimeControl{Game: 60 * time.Second}
	cfg := Config{Game: Othello, Games: 2, Concurrency: 2, TC: TimeControl{Game: 500 * time.Millisecond}, Tolerance: 300 * time.Millisecond,
		Engines: [2]EngineSpec{{Name: "slow", Argv: fakeArgv("slow", "nboard"), TC: &own}, {Name: "fast", Argv: fakeArgv("random", "gtp"), Proto: "gtp"}}}
	// ten plies of opening leave each side about 25 moves
	cfg.Openings, _ = ReadOpenings(strings.NewReader("f5d6c3d3c4f4f6f3e6e7"), Othello, 8, 8, 0)
	var out strings.Builder
	cfg.Out = &out
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Forfeits != [2]int{} {
		t.Fatalf("forfeits %v: %+v", sum.Forfeits, sum.Results)
	}
	if want := "slow: 60s/game; fast: 0.5s/game"; sum.TimeControl != want {
		t.Errorf("time control %q, want %q", sum.TimeControl, want)
	}
	// the slow engine sleeps 150 ms a move from reading the request; the
	// clock starts once the request is written, so on a loaded machine
	// (-race, two cores) a move can measure less (139 ms seen): the bound
	// is 100 ms, far above the fast engine's fraction of a millisecond
	if sum.Moves[0] < 10 || sum.MeanMove[0] < 0.1 || sum.Think[0] <= 5*sum.Think[1] {
		t.Errorf("thinking: moves %v total %v mean %v", sum.Moves, sum.Think, sum.MeanMove)
	}
	if sum.MeanGame[0] != sum.Think[0]/2 {
		t.Errorf("mean per game %v, total %v", sum.MeanGame, sum.Think)
	}
	if !strings.Contains(out.String(), "Thinking time: slow ") {
		t.Errorf("report without thinking times:\n%s", out.String())
	}
}
