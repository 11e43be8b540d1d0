package match

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sente/protocol/referee"
)

// buildSente builds Sente's binaries for the integration tests (not with
// -short: building takes a while on a loaded machine).
func buildSente(t *testing.T) (sente, pbrain string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds Sente; skipped with -short")
	}
	dir := t.TempDir()
	sente, pbrain = filepath.Join(dir, "sente"), filepath.Join(dir, "pbrain-sente")
	for pkg, out := range map[string]string{"sente/cmd/sente": sente, "sente/cmd/pbrain-sente": pbrain} {
		if b, err := exec.Command("go", "build", "-o", out, pkg).CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v\n%s", pkg, err, b)
		}
	}
	return sente, pbrain
}

// TestSenteAgainstFakes plays Sente through each of its protocols against
// the fakes: against the random player Sente never forfeits and scores at
// least 1.5 of 2; against the misbehaving ones the fake forfeits every
// game with the right reason while Sente keeps playing.
func TestSenteAgainstFakes(t *testing.T) {
	sente, pbrain := buildSente(t)
	cases := []struct {
		game   Game
		proto  string
		argv   []string
		rule   referee.GomokuRule
		mode   string
		reason string
	}{
		{Othello, "nboard", []string{sente, "nboard"}, 0, "random", ""},
		{Othello, "gtp", []string{sente, "gtp"}, 0, "random", ""},
		{Gomoku, "pbrain", []string{pbrain}, referee.Renju, "random", ""},
		{Gomoku, "pbrain", []string{sente, "pbrain"}, referee.Freestyle, "random", ""},
		{Othello, "nboard", []string{sente, "nboard"}, 0, "illegal", "illegal move"},
		{Othello, "gtp", []string{sente, "gtp"}, 0, "crash", "crash"},
		{Gomoku, "pbrain", []string{pbrain}, referee.Renju, "garbage", "bad reply"},
		{Gomoku, "pbrain", []string{pbrain}, referee.Freestyle, "timeout", "time forfeit"},
	}
	for _, c := range cases {
		t.Run(c.proto+"-"+c.rule.String()+"-"+c.mode, func(t *testing.T) {
			open := "f5d6c3"
			if c.game == Gomoku {
				open = "0,0, 1,1"
			}
			cfg := Config{Game: c.game, W: 15, H: 15, Rule: c.rule, Games: 2, Concurrency: 1,
				TC: TimeControl{PerMove: 200 * time.Millisecond}, Tolerance: time.Second,
				Engines: [2]EngineSpec{
					{Name: "sente", Argv: c.argv, Proto: c.proto},
					{Name: c.mode, Argv: fakeArgv(c.mode, c.proto), Proto: c.proto},
				}}
			cfg.Openings, _ = ReadOpenings(strings.NewReader(open), c.game, 15, 15, c.rule)
			var out strings.Builder
			cfg.Out = &out
			sum, err := Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			t.Log(out.String())
			if sum.Forfeits[0] != 0 {
				t.Errorf("Sente forfeited: %+v", sum.Results)
			}
			score := float64(sum.Wins) + float64(sum.Draws)/2
			if score < 1.5 {
				t.Errorf("Sente scored %.1f of 2 against %s", score, c.mode)
			}
			if c.mode != "random" {
				for _, g := range sum.Results {
					if g.Fault != c.mode || !strings.Contains(g.Reason, c.reason) {
						t.Errorf("game %d: %q", g.Index, g.Reason)
					}
				}
			}
		})
	}
}
