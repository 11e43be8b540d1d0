package gomoku

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sente/engine"
)

// quiesce runs the threat quiescence of p with up to fours fours, over
// the full window, as the search does at a horizon one ply from the root.
func quiesce(p *Position, fours int) engine.Score {
	prm := p.Params()
	prm.QuiesceFours = fours
	p.SetParams(prm)
	return p.Quiesce(engine.NewControl(nil, 0), 1, -engine.Infinity, engine.Infinity)
}

// The quiescence sees the VCF puzzles' wins (all within eight fours) and
// no win where there is none; with no fours allowed it is the evaluation.
func TestQuiesceVCFPuzzles(t *testing.T) {
	for _, pz := range vcfPuzzles {
		t.Run(pz.name, func(t *testing.T) {
			p := pz.game(t).Position()
			if v := quiesce(p, 0); v != p.Evaluate() {
				t.Fatalf("no fours: %d, evaluation %d", v, p.Evaluate())
			}
			v := quiesce(p, 8)
			if won := v >= engine.WinThreshold; won != pz.win {
				t.Fatalf("quiescence %d, VCF win %v", v, pz.win)
			}
			if v <= -engine.WinThreshold {
				t.Fatalf("quiescence %d: a loss for the side to move", v)
			}
		})
	}
}

// Every win the quiescence claims in positions of random games is a VCF
// (the same fours, the opponent's counter-fours answered), and the
// position is left as it was.
func TestQuiesceWinsAreVCFs(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 1))
	wins, checked := 0, 0
	for _, rule := range []Rule{Freestyle, Renju} {
		for game := 0; game < 60; game++ {
			g, _ := NewGame(15, 15, rule)
			for ply := 0; ply < 40; ply++ {
				p := g.Position()
				if _, over := p.Outcome(1); over {
					break
				}
				moves := p.GenMoves(nil)
				if len(moves) == 0 {
					break
				}
				if ply >= 8 && p.n5[colourIndex(p.toMove)^1] == 0 {
					h, ev := p.Hash(), p.Evaluate()
					v := quiesce(p, 4)
					if p.Hash() != h || p.Evaluate() != ev {
						t.Fatalf("%v game %d ply %d: position changed", rule, game, ply)
					}
					checked++
					if v >= engine.WinThreshold {
						wins++
						if p.VCF(nil, 8, 1<<22) == nil {
							t.Fatalf("%v game %d ply %d: quiescence %d, no VCF", rule, game, ply, v)
						}
					}
				}
				m := moves[rng.IntN(len(moves))]
				w := p.Width()
				if err := g.Play(int(m)%w, int(m)/w); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d positions, %d quiescence wins", checked, wins)
	if wins == 0 {
		t.Fatal("no win among the positions: the test checks nothing")
	}
}

// The quiescence's cache changes no value: along random games, the
// quiescence with a fresh cache gives the value it gives without one with
// the full window, and the same side of a null window around the static
// evaluation.
func TestQuiesceCacheAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 1))
	checked, hits := 0, 0
	for _, rule := range []Rule{Freestyle, Renju} {
		for game := 0; game < 40; game++ {
			g, _ := NewGame(15, 15, rule)
			for ply := 0; ply < 40; ply++ {
				p := g.Position()
				if _, over := p.Outcome(1); over {
					break
				}
				moves := p.GenMoves(nil)
				if len(moves) == 0 {
					break
				}
				if ply >= 8 && p.n5[colourIndex(p.toMove)^1] == 0 {
					ev := p.Evaluate()
					for _, w := range [][2]engine.Score{{-engine.Infinity, engine.Infinity}, {ev - 1, ev}, {ev + 99, ev + 100}} {
						vs := [2]engine.Score{}
						for k, off := range []bool{true, false} {
							p.qcOff = off
							p.SetParams(p.Params())
							vs[k] = p.Quiesce(engine.NewControl(nil, 0), 1, w[0], w[1])
						}
						p.qcOff = false
						plain, cached := vs[0], vs[1]
						if w[0] == -engine.Infinity && cached != plain ||
							(cached <= w[0]) != (plain <= w[0]) || (cached >= w[1]) != (plain >= w[1]) {
							t.Fatalf("%v game %d ply %d window %v: cached %d, without the cache %d", rule, game, ply, w, cached, plain)
						}
						checked++
						if p.qc != nil && slices.ContainsFunc(p.qc[:], func(e qEntry) bool { return e.key != 0 }) {
							hits++
						}
					}
				}
				m := moves[rng.IntN(len(moves))]
				w := p.Width()
				if err := g.Play(int(m)%w, int(m)/w); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d searches, %d positions with cached lines", checked, hits)
	if hits == 0 {
		t.Fatal("no position stored anything: the test checks nothing")
	}
}
