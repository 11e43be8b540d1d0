package gomoku

import (
	"math/rand/v2"
	"os"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

// TestABMatch plays the engine against itself with a knob changed (manual
// tuning; skipped unless SENTE_AB is set to the number of game pairs).
func TestABMatch(t *testing.T) {
	pairs, _ := strconv.Atoi(os.Getenv("SENTE_AB"))
	if pairs == 0 {
		t.Skip("set SENTE_AB=n to run")
	}
	nodes := uint64(40000)
	if v, err := strconv.Atoi(os.Getenv("SENTE_AB_NODES")); err == nil {
		nodes = uint64(v)
	}
	knob := func(name string, def int) int {
		if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
			return v
		}
		return def
	}
	// the players' parameters: SENTE_A_* for A, SENTE_B_* for B
	params := func(player string) Params {
		prm := DefaultParams()
		prm.QuietWidth = knob("SENTE_"+player+"_WIDTH", prm.QuietWidth)
		prm.InnerVCFBudget = knob("SENTE_"+player+"_VCF", prm.InnerVCFBudget)
		prm.InnerVCFMaxPly = knob("SENTE_"+player+"_VCFPLY", prm.InnerVCFMaxPly)
		prm.RootVCT = knob("SENTE_"+player+"_VCT", 1) != 0
		return prm
	}
	pa, pb := params("A"), params("B")
	rule := Freestyle
	if os.Getenv("SENTE_AB_RULE") == "renju" {
		rule = Renju
	}
	rng := rand.New(rand.NewPCG(11, 12))
	ttA, ttB := engine.NewTT(16), engine.NewTT(16)
	ms := knob("SENTE_AB_MS", 0)
	move := func(g *Game, prm Params, tt *engine.TT) [2]int {
		if ms > 0 {
			return senteTimed(g, prm, time.Duration(ms)*time.Millisecond, tt)
		}
		return senteMoveWith(g, prm, nodes, 0, tt)
	}
	a := func(g *Game) [2]int { return move(g, pa, ttA) }
	b := func(g *Game) [2]int { return move(g, pb, ttB) }
	score := 0.0
	for i := 0; i < pairs; i++ {
		g0, _ := NewGame(15, 15, rule)
		randomOpening(g0, rng, 3)
		ms := g0.Moves()
		for side := 0; side < 2; side++ {
			g, _ := NewGame(15, 15, rule)
			for _, m := range ms {
				g.Play(m[0], m[1])
			}
			var w Stone
			aColour := Black
			if side == 0 {
				w = playMatchGame(t, g, a, b)
			} else {
				aColour = White
				w = playMatchGame(t, g, b, a)
			}
			switch w {
			case aColour:
				score++
			case Empty:
				score += 0.5
			}
			t.Logf("pair %d side %d: winner %v (A is %v), %d stones", i, side, w, aColour, g.Stones())
		}
	}
	t.Logf("A scores %.1f / %d", score, 2*pairs)
}

// senteTimed searches g with the parameters prm on a clock of d per move.
func senteTimed(g *Game, prm Params, d time.Duration, tt *engine.TT) [2]int {
	s := engine.NewSearcher(tt)
	var stop atomic.Bool
	p := g.Position()
	p.SetParams(prm)
	r := s.Search(p, engine.Limits{Soft: d / 2, Hard: d}, &stop, time.Now(), nil)
	return [2]int{int(r.Move) % g.Width(), int(r.Move) / g.Width()}
}
