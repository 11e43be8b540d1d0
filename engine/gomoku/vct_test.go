package gomoku

import (
	"math/rand/v2"
	"testing"

	"sente/engine"
)

func TestVCT(t *testing.T) {
	// Black: two open twos crossing at (7,7). No four anywhere, so no
	// VCF; (7,7) is a double three that white cannot answer twice: a VCT.
	black := [][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}}
	white := [][2]int{{0, 0}, {14, 14}, {0, 14}, {14, 0}}
	g := stonesGame(t, 15, Freestyle, Black, black, white)
	p := g.Position()
	if p.VCF(nil, 40, 1<<20) != nil {
		t.Fatal("set-up: a VCF exists")
	}
	m := p.VCT(nil, 8, 1<<20)
	if m == engine.NoMove {
		t.Fatal("no VCT found")
	}
	c := p.b.cell(int(m))
	if p.c[c].thr[0]&(thr4|thrF3) == 0 {
		t.Errorf("VCT starts with %v, neither a four nor a three", xyOf(g, m))
	}
	// the search finds the win; with the root's VCT (Params.RootVCT, off
	// by default) it proves it at once
	r := searchBest(t, g, 6, 0)
	if r.Score < engine.WinThreshold {
		t.Errorf("search: move %v score %d", xyOf(g, r.Move), r.Score)
	}
	prm := DefaultParams()
	prm.RootVCT = true
	r = searchWith(g.Position(), prm, 6)
	if r.Score < engine.WinThreshold || !r.WLD {
		t.Errorf("search with the root's VCT: move %v score %d WLD %v", xyOf(g, r.Move), r.Score, r.WLD)
	}

	// A single open two: no VCT.
	g2 := stonesGame(t, 15, Freestyle, Black, [][2]int{{6, 7}, {7, 7}}, white)
	if m := g2.Position().VCT(nil, 8, 1<<20); m != engine.NoMove {
		t.Errorf("VCT %v from a single two", xyOf(g2, m))
	}

	// White to move with black's four pending (five point (14,0)) has
	// no VCT: the forced block threatens nothing, and white's double-three
	// point comes too late.
	g3 := stonesGame(t, 15, Freestyle, White,
		[][2]int{{10, 0}, {11, 0}, {12, 0}, {13, 0}, {10, 10}},
		[][2]int{{9, 0}, {5, 7}, {6, 7}, {7, 5}, {7, 6}})
	if m := g3.Position().VCT(nil, 8, 1<<20); m != engine.NoMove {
		t.Errorf("VCT %v while the opponent has a four", xyOf(g3, m))
	}
}

// The VCT's iterations find wins 7 to 8 attacker moves deep, which black
// met in games lost to the seed player, within a budget the root gives its
// checks at 1 s/move (with steps 3, 6, 12 they took 74k and 410k nodes);
// each win starts with a threat move.
func TestVCTMediumDepth(t *testing.T) {
	cases := []struct {
		moves [][2]int
		last  [2]int
	}{
		{[][2]int{{7, 8}, {9, 6}, {6, 7}, {8, 9}, {7, 7}}, [2]int{7, 5}},
		{[][2]int{{5, 9}, {9, 5}, {4, 8}, {6, 10}, {5, 7}}, [2]int{5, 8}},
	}
	for i, tc := range cases {
		g := playedGame(t, Freestyle, append(tc.moves, tc.last)...)
		p := g.Position()
		if p.VCF(nil, 40, 1<<20) != nil {
			t.Fatalf("case %d: set-up: a VCF exists", i)
		}
		c := engine.NewControl(nil, 0)
		m := p.VCT(c, rootVCTDepth, 40000)
		if m == engine.NoMove {
			t.Errorf("case %d: no VCT within 40000 nodes", i)
			continue
		}
		if q := p.b.cell(int(m)); p.c[q].thr[0]&(thr4|thrF3) == 0 {
			t.Errorf("case %d: VCT starts with %v, neither a four nor a three", i, xyOf(g, m))
		}
		t.Logf("case %d: VCT from %v in %d nodes", i, xyOf(g, m), c.Nodes())
	}
}

// spoilsOpenFours (the defences against an open three, judged from the
// line keys) agrees with playing each point and looking for an open-four
// point the opponent may play, on random positions under every rule where
// the opponent has an open three, whenever it gives an answer.
func TestSpoilsOpenFoursMatchesMake(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	checked, spoilt, unknown := 0, 0, 0
	for _, rule := range []Rule{Freestyle, Standard, Renju, Caro, CaroExact} {
		for gi := 0; gi < 300; gi++ {
			g, _ := NewGame(15, 15-gi%3, rule)
			p := g.Position()
			for i := 0; i < 8+gi%30; i++ {
				moves := p.GenMoves(nil)
				if len(moves) == 0 || p.winner != Empty {
					break
				}
				p.Make(moves[rng.IntN(len(moves))])
			}
			if p.winner != Empty {
				continue
			}
			me := colourIndex(p.toMove)
			op := me ^ 1
			if p.nF4[op] == 0 {
				continue
			}
			var pts []int
			for _, c32 := range p.cand {
				if c := int(c32); p.b.cells[c] == Empty && p.c[c].thr[op]&thrF4 != 0 {
					pts = append(pts, c)
				}
			}
			for _, c32 := range p.cand {
				q := int(c32)
				if p.b.cells[q] != Empty {
					continue
				}
				m := engine.Move(p.b.move(q))
				p.Make(m)
				want := !p.hasOpenFour(op)
				p.Unmake(m)
				got := p.spoilsOpenFours(q, me, pts)
				if got == spoilUnknown {
					unknown++
					continue
				}
				if (got == spoilYes) != want {
					t.Fatalf("%v game %d: point %v: spoils %v, playing it says %v", rule, gi, m, got, want)
				}
				checked++
				if want {
					spoilt++
				}
			}
		}
	}
	if checked < 10000 || spoilt < 100 {
		t.Fatalf("only %d points checked, %d defences: the test covers too little", checked, spoilt)
	}
	t.Logf("%d points checked, %d of them defences; %d left to the exact test (renju)", checked, spoilt, unknown)
}

// The proof-number VCT (vctpn.go) and the iterative depth-first one
// (vct.go) search the same tree: on the positions of games between
// randomised seed players, under freestyle and renju, whenever both
// searches are complete they agree on whether the side to move wins by
// threats, and a win one finds is never ruled out by the other. Each
// win's first move is a four or a three (or the five).
func TestVCTProofNumberAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	sp := seedPlayer{depth: 1}
	const depth, budget = 6, 30000
	games, wins, compared := 60, 0, 0
	if testing.Short() {
		games = 16
	}
	for gi := 0; gi < games; gi++ {
		rule := []Rule{Freestyle, Renju}[gi%2]
		g, _ := NewGame(15, 15, rule)
		randomOpening(g, rng, 3)
		for {
			if _, won := g.Winner(); won || g.Stones() > 60 {
				break
			}
			var res [2]engine.Move
			var complete [2]bool
			for i, pn := range []bool{false, true} {
				p := g.Position()
				prm := p.Params()
				prm.ProofNumberVCT = pn
				p.SetParams(prm)
				res[i] = p.VCT(nil, depth, budget)
				complete[i] = p.vct == nil || !p.vct.aborted // nil: a VCF came first
				if m := res[i]; m != engine.NoMove {
					q := p.b.cell(int(m))
					me := colourIndex(p.toMove)
					if p.c[q].thr[me]&(thr5|thr4|thrF3) == 0 && p.n5[me^1] == 0 {
						t.Errorf("game %d: pn=%v: VCT starts with %v, no threat\n%s", gi, pn, xyOf(g, m), dumpGame(g))
					}
				}
			}
			if (res[0] != engine.NoMove && res[1] == engine.NoMove && complete[1]) ||
				(res[1] != engine.NoMove && res[0] == engine.NoMove && complete[0]) {
				t.Errorf("game %d (%v), %v to move: depth-first %v (complete %v), proof-number %v (complete %v)\n%s",
					gi, rule, g.ToMove(), res[0], complete[0], res[1], complete[1], dumpGame(g))
			}
			if complete[0] && complete[1] {
				compared++
			}
			if res[1] != engine.NoMove {
				wins++
			}
			var m [2]int
			if rng.IntN(4) == 0 {
				ms := seedMoves(g)
				m = ms[rng.IntN(len(ms))]
			} else {
				m = sp.move(g)
			}
			if g.Play(m[0], m[1]) != nil {
				break
			}
		}
	}
	t.Logf("%d positions compared complete, %d wins found by the proof-number search", compared, wins)
	if wins == 0 || compared == 0 {
		t.Errorf("nothing compared: %d complete, %d wins", compared, wins)
	}
}
