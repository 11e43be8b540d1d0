package gomoku

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sente/engine"
)

// TestThreatClasses checks the class of a few shapes, as the side to move
// sees them, against what a player would name them.
func TestThreatClasses(t *testing.T) {
	g := parseBoard(t, Freestyle, Black,
		"...............",
		"...............",
		"...............",
		"...............",
		"....XXX........",
		"...............",
		"...............",
		".......X.......",
		".......X.......",
		".......X.......",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
	)
	p := g.Position()
	cases := []struct {
		x, y int
		want uint8
	}{
		{7, 4, clsF4},  // extends the open row three to an open four
		{7, 6, clsF4},  // and the column three
		{3, 4, clsF4},  // the other end of the row
		{7, 10, clsF4}, // the other end of the column
		{8, 4, clsB4},  // XXX.X: a four with one completion
		{7, 11, clsB4}, // XXX.X down the column
		{1, 4, clsB3},  // X..XXX: one more stone makes a four, not an open one
		{12, 12, clsNone},
	}
	for _, tc := range cases {
		if got := p.pointClass(p.b.idx(tc.x, tc.y), 0); got != tc.want {
			t.Errorf("black's class at %d,%d = %d, want %d", tc.x, tc.y, got, tc.want)
		}
	}
	if s := p.strongest(0); s != clsF4 {
		t.Errorf("black's strongest = %d, want an open four (%d)", s, clsF4)
	}
}

// randomGames plays games random moves (from GenMoves) long on 15x15
// boards under rule, until a five or plies moves, calling visit with the
// game and a fresh position of it before every move.
func randomGames(t *testing.T, rule Rule, games, plies int, rng *rand.Rand, visit func(g *Game, p *Position)) {
	for gi := 0; gi < games; gi++ {
		g, _ := NewGame(15, 15, rule)
		for ply := 0; ply < plies; ply++ {
			if _, won := g.Winner(); won {
				break
			}
			p := g.Position()
			visit(g, p)
			moves := p.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			m := int(moves[rng.IntN(len(moves))])
			if err := g.Play(m%15, m/15); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// fourThreePositions returns the positions of random games (randomGames)
// where the side not to move has a four-three or double-four point and
// neither side a five point, nor the side not to move an open-four point:
// the positions genFourThreeDefences restricts.
func fourThreePositions(t *testing.T, rule Rule, games int, rng *rand.Rand) (out []*Position, desc []string) {
	randomGames(t, rule, games, 80, rng, func(g *Game, p *Position) {
		op := colourIndex(p.toMove) ^ 1
		if p.n5[0]+p.n5[1] == 0 && !p.hasOpenFour(op) && p.n43[op]+p.n44[op] > 0 {
			out = append(out, p)
			desc = append(desc, dumpGame(g))
		}
	})
	return out, desc
}

// TestFourThreeDefencesProven: against an opponent's four-three or double
// four, every move that genFourThreeDefences leaves out (among the moves
// near a stone) loses to a VCF, which the VCF solver proves. The
// positions come from random games under each rule but caro, where the
// moves are not restricted.
func TestFourThreeDefencesProven(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 25
	}
	rng := rand.New(rand.NewPCG(54, 1))
	for _, rule := range []Rule{Freestyle, Standard, Renju} { // caro: not restricted
		restricted, generated, left, proven := 0, 0, 0, 0
		ps, desc := fourThreePositions(t, rule, games, rng)
		for pi, p := range ps {
			gen := p.genFourThreeDefences(nil)
			if len(gen) == 0 {
				continue // not restricted: every move is searched
			}
			restricted++
			generated += len(gen)
			for _, c32 := range p.cand {
				c := int(c32)
				if p.b.cells[c] != Empty || p.c[c].near == 0 || !p.legal(c) {
					continue
				}
				m := engine.Move(p.b.move(c))
				if slices.Contains(gen, m) {
					continue
				}
				left++
				p.Make(m)
				line := p.VCF(nil, 40, 1_000_000)
				p.Unmake(m)
				if line == nil {
					x, y := p.b.xy(c)
					t.Fatalf("%v: %d,%d is not generated against the four-three, but the opponent has no VCF after it\n%s",
						rule, x, y, desc[pi])
				}
				proven++
			}
		}
		t.Logf("%v: %d restricted positions, %.1f moves generated a position, %d moves left out, all %d lose to a VCF",
			rule, restricted, float64(generated)/float64(max(restricted, 1)), left, proven)
		if restricted == 0 {
			t.Errorf("%v: no position restricted", rule)
		}
	}
}

// TestFourThreeWinProven: every static win fourThreeWin reports is a
// VCF the solver finds, of at most the plies it says.
func TestFourThreeWinProven(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 2))
	for _, rule := range []Rule{Freestyle, Standard, Renju, Caro} {
		wins := 0
		randomGames(t, rule, 40, 80, rng, func(g *Game, p *Position) {
			me := colourIndex(p.toMove)
			if n := p.fourThreeWin(me); n > 0 && p.n5[me] == 0 {
				line := p.VCF(nil, 40, 1_000_000)
				if line == nil || len(line) > n {
					t.Fatalf("%v: static win in %d, VCF %v\n%s", rule, n, line, dumpGame(g))
				}
				wins++
			}
		})
		t.Logf("%v: %d static wins proven", rule, wins)
		if wins == 0 {
			t.Errorf("%v: no static win seen", rule)
		}
	}
}

// TestPkAfter: the pattern codes pkAfter predicts for a stone not yet
// played are those Make computes, for both colours, on every point within
// five steps of the stone, in random positions of every rule.
func TestPkAfter(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 3))
	checked := 0
	for _, rule := range []Rule{Freestyle, Standard, Renju, Caro, CaroExact} {
		g, _ := NewGame(15, 15, rule)
		for ply := 0; ply < 40; ply++ {
			p := g.Position()
			moves := p.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			q := p.b.cell(int(moves[rng.IntN(len(moves))]))
			me := colourIndex(p.toMove)
			var want [undoCells][2]uint16
			for i, o := range p.span[1:] {
				if f := q + o; p.b.cells[f] == Empty {
					want[i] = [2]uint16{p.pkAfter(f, q, me, 0), p.pkAfter(f, q, me, 1)}
				}
			}
			p.Make(engine.Move(p.b.move(q)))
			for i, o := range p.span[1:] {
				if f := q + o; p.b.cells[f] == Empty {
					if got := p.c[f].pk; got != want[i] {
						t.Fatalf("%v: after a stone at %d, point %d has codes %x, pkAfter said %x", rule, q, f, got, want[i])
					}
					checked++
				}
			}
			x, y := p.b.xy(q)
			if err := g.Play(x, y); err != nil {
				t.Fatal(err)
			}
			if _, won := g.Winner(); won {
				break
			}
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}
