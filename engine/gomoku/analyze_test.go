package gomoku

import (
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

// TestAnalyzeGame replays SENTE_GAME ("x y x y ...", rule SENTE_GAME_RULE)
// and prints the engine's search at every ply (manual; skipped unless set).
func TestAnalyzeGame(t *testing.T) {
	s := os.Getenv("SENTE_GAME")
	if s == "" {
		t.Skip("set SENTE_GAME")
	}
	rule := Freestyle
	if os.Getenv("SENTE_GAME_RULE") == "renju" {
		rule = Renju
	}
	f := strings.Fields(strings.NewReplacer("[", " ", "]", " ").Replace(s))
	g, _ := NewGame(15, 15, rule)
	tt := engine.NewTT(16)
	for i := 0; i+1 < len(f); i += 2 {
		x, _ := strconv.Atoi(f[i])
		y, _ := strconv.Atoi(f[i+1])
		se := engine.NewSearcher(tt)
		var stop atomic.Bool
		r := se.Search(g.Position(), engine.Limits{Nodes: 60000}, &stop, time.Now(), nil)
		pv := ""
		for _, m := range r.PV {
			pv += " " + strconv.Itoa(int(m)%15) + "," + strconv.Itoa(int(m)/15)
		}
		t.Logf("ply %d %v to move: played %d,%d; engine %d,%d score %d depth %d pv%s", i/2, g.ToMove(), x, y,
			int(r.Move)%15, int(r.Move)/15, r.Score, r.Depth, pv)
		if err := g.Play(x, y); err != nil {
			t.Fatal(err)
		}
	}
}
