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
		nodes := uint64(60000)
		if v, err := strconv.Atoi(os.Getenv("SENTE_AN_NODES")); err == nil {
			nodes = uint64(v)
		}
		if v, err := strconv.Atoi(os.Getenv("SENTE_AN_PLY")); err == nil && v != i/2 {
			if err := g.Play(x, y); err != nil {
				t.Fatal(err)
			}
			continue
		}
		se := engine.NewSearcher(tt)
		var stop atomic.Bool
		r := se.Search(g.Position(), engine.Limits{Nodes: nodes}, &stop, time.Now(), nil)
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

// TestAnalyzeDefences replays SENTE_GAME up to SENTE_AN_PLY and, for each
// candidate move, reports whether the opponent then has a VCT (manual).
func TestAnalyzeDefences(t *testing.T) {
	s := os.Getenv("SENTE_GAME")
	ply, err := strconv.Atoi(os.Getenv("SENTE_AN_PLY"))
	if s == "" || err != nil {
		t.Skip("set SENTE_GAME and SENTE_AN_PLY")
	}
	rule := Freestyle
	if os.Getenv("SENTE_GAME_RULE") == "renju" {
		rule = Renju
	}
	f := strings.Fields(strings.NewReplacer("[", " ", "]", " ").Replace(s))
	g, _ := NewGame(15, 15, rule)
	for i := 0; i < 2*ply; i += 2 {
		x, _ := strconv.Atoi(f[i])
		y, _ := strconv.Atoi(f[i+1])
		g.Play(x, y)
	}
	t.Logf("\n%s", dumpGame(g))
	p := g.Position()
	var buf [1024]engine.Move
	moves := p.GenMoves(buf[:0])
	for _, m := range moves {
		p.Make(m)
		vcf := p.VCF(nil, 40, 500000)
		vct := p.VCT(nil, 16, 2000000)
		p.Unmake(m)
		if vct == engine.NoMove && vcf == nil {
			t.Logf("defence %d,%d", int(m)%15, int(m)/15)
		}
	}
}
