package gomoku

import (
	"testing"

	"sente/engine"
)

// vcfPuzzle is a hand-built position with a known VCF answer for the side
// to move.
type vcfPuzzle struct {
	name         string
	rule         Rule
	toMove       Stone
	black, white [][2]int
	win          bool
}

func (pz vcfPuzzle) game(t testing.TB) *Game {
	return stonesGame(t, 15, pz.rule, pz.toMove, pz.black, pz.white)
}

var vcfPuzzles = []vcfPuzzle{
	{
		// Row 7: O X X X . . and column 8: O X X X . . ending at (8,7):
		// (8,7) makes two fours at once.
		name: "double four in one move", rule: Freestyle, toMove: Black,
		black: [][2]int{{5, 7}, {6, 7}, {7, 7}, {8, 3}, {8, 4}, {8, 5}},
		white: [][2]int{{4, 7}, {8, 2}, {0, 0}, {14, 14}, {0, 14}, {14, 0}},
		win:   true,
	},
	{
		// The same under renju: (8,7) is black's double-four foul and
		// every other order of fours gets blocked. No VCF.
		name: "double four is a foul in renju", rule: Renju, toMove: Black,
		black: [][2]int{{5, 7}, {6, 7}, {7, 7}, {8, 3}, {8, 4}, {8, 5}},
		white: [][2]int{{4, 7}, {8, 2}, {0, 0}, {14, 14}, {0, 14}, {14, 0}},
		win:   false,
	},
	{
		// The same shape for white under renju: white has no fouls.
		name: "white double four in renju", rule: Renju, toMove: White,
		white: [][2]int{{5, 7}, {6, 7}, {7, 7}, {8, 3}, {8, 4}, {8, 5}},
		black: [][2]int{{4, 7}, {8, 2}, {0, 0}, {14, 14}, {0, 14}, {14, 0}},
		win:   true,
	},
	{
		// Two steps: row 6 O X X X . . gives the four (8,6), white blocks
		// (9,6); then (8,7) makes row 7 (5..8) and column 8 (4..7) fours.
		name: "two-step VCF", rule: Freestyle, toMove: Black,
		black: [][2]int{{5, 6}, {6, 6}, {7, 6}, {5, 7}, {6, 7}, {7, 7}, {8, 4}, {8, 5}},
		white: [][2]int{{4, 6}, {4, 7}, {8, 3}, {0, 0}, {14, 14}, {0, 14}, {14, 0}, {1, 1}},
		win:   true,
	},
	{
		// A diagonal ladder: black fours along a staircase. Black
		// (3,3),(4,4),(5,5) closed by white (2,2): four at (6,6), block
		// (7,7); black's other stones make the follow-ups.
		name: "three closed threes", rule: Standard, toMove: Black,
		black: [][2]int{{3, 3}, {4, 4}, {5, 5}, {6, 8}, {6, 9}, {6, 10}, {3, 6}, {4, 6}},
		white: [][2]int{{2, 2}, {6, 11}, {2, 6}, {14, 0}, {0, 14}, {13, 13}, {12, 0}, {0, 12}},
		win:   true,
	},
	{
		// White's closed three (9,9)-(11,11) (black at (12,12)) becomes
		// a four with (8,8) that can only be blocked at (7,7), black's
		// double-three foul: white wins by VCF under renju.
		name: "block on a foul (renju)", rule: Renju, toMove: White,
		black: [][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}, {12, 12}},
		white: [][2]int{{9, 9}, {10, 10}, {11, 11}, {0, 14}, {14, 0}},
		win:   true,
	},
	{
		// The same under freestyle: black simply blocks at (7,7).
		name: "block on a foul is fine in freestyle", rule: Freestyle, toMove: White,
		black: [][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}, {12, 12}},
		white: [][2]int{{9, 9}, {10, 10}, {11, 11}, {0, 14}, {14, 0}},
		win:   false,
	},
	{
		// One closed three only: a single four, then nothing.
		name: "single four", rule: Freestyle, toMove: Black,
		black: [][2]int{{5, 7}, {6, 7}, {7, 7}, {10, 10}},
		white: [][2]int{{4, 7}, {0, 0}, {14, 14}, {2, 12}},
		win:   false,
	},
	{
		// The defender has a four: the attacker must block it, and the
		// block here is no four, so there is no VCF although black has
		// a double-four point elsewhere.
		name: "opponent four first", rule: Freestyle, toMove: Black,
		black: [][2]int{{5, 7}, {6, 7}, {7, 7}, {8, 3}, {8, 4}, {8, 5}, {1, 13}},
		white: [][2]int{{4, 7}, {8, 2}, {1, 9}, {1, 10}, {1, 11}, {1, 12}},
		win:   false,
	},
}

// checkVCF replays a VCF line on the game: every attacker move but the
// last makes exactly one five point (or two, ending the line), every
// defender move takes that point, and the last move wins — or the
// defender's block is a renju foul.
func checkVCF(t *testing.T, g *Game, line []engine.Move, name string) {
	t.Helper()
	attacker := g.ToMove()
	for i, m := range line {
		x, y := int(m)%g.Width(), int(m)/g.Width()
		if i%2 == 1 {
			// defender: must be the attacker's only five point
			p := g.Position()
			ci := colourIndex(attacker)
			c := p.b.idx(x, y)
			if p.n5[ci] != 1 || p.c[c].thr[ci]&thr5 == 0 {
				t.Fatalf("%s: defender move %d (%d,%d) is not the forced block", name, i, x, y)
			}
		}
		if err := g.Play(x, y); err != nil {
			if i%2 == 1 && err == ErrForbidden && i == len(line)-1 {
				return // the block is a foul: attacker wins
			}
			t.Fatalf("%s: move %d (%d,%d): %v", name, i, x, y, err)
		}
		if i%2 == 0 && i < len(line)-1 {
			p := g.Position()
			if p.n5[colourIndex(attacker)] == 0 {
				t.Fatalf("%s: attacker move %d (%d,%d) is no four", name, i, x, y)
			}
		}
	}
	if w, ok := g.Winner(); ok && w == attacker {
		return
	}
	// a double four: the attacker has two five points left
	p := g.Position()
	if p.toMove != attacker && p.n5[colourIndex(attacker)] >= 2 {
		return
	}
	t.Fatalf("%s: line %v does not win", name, line)
}

func TestVCFPuzzles(t *testing.T) {
	for _, pz := range vcfPuzzles {
		g := pz.game(t)
		p := g.Position()
		h := p.Hash()
		line := p.VCF(nil, 40, 1<<22)
		if p.Hash() != h || p.ply != 0 {
			t.Fatalf("%s: VCF changed the position", pz.name)
		}
		if (line != nil) != pz.win {
			t.Errorf("%s: VCF = %v, want win %v", pz.name, line, pz.win)
			continue
		}
		if line != nil {
			checkVCF(t, pz.game(t), line, pz.name)
		}
	}
}

// The root solver answers a VCF position at once with a proven win.
func TestSolveRootPlaysVCF(t *testing.T) {
	for _, pz := range vcfPuzzles {
		if !pz.win {
			continue
		}
		g := pz.game(t)
		r := searchBest(t, g, 3, 0)
		if r.Score < engine.WinThreshold || !r.WLD {
			t.Errorf("%s: score %d WLD %v", pz.name, r.Score, r.WLD)
		}
		// the first move starts a winning line
		x, y := int(r.Move)%15, int(r.Move)/15
		if err := g.Play(x, y); err != nil {
			t.Fatalf("%s: %v", pz.name, err)
		}
	}
}

// The reported VCF length matches the line: for the one-move double four,
// the four, a block and the five (3 plies); the root solver's score says
// the same.
func TestVCFLength(t *testing.T) {
	g := vcfPuzzles[0].game(t)
	p := g.Position()
	line := p.VCF(nil, 40, 1<<20)
	if len(line) != 1 || p.vcf.plies != 3 {
		t.Fatalf("line %v plies %d, want one move and 3 plies", line, p.vcf.plies)
	}
	r := searchBest(t, g, 2, 0)
	if r.Score != engine.Win-3 {
		t.Errorf("root score %d, want Win-3", r.Score)
	}
	// a five point: 1 ply
	g2 := stonesGame(t, 15, Freestyle, Black, [][2]int{{3, 7}, {4, 7}, {5, 7}, {6, 7}}, [][2]int{{2, 7}, {0, 0}, {14, 14}, {0, 14}})
	p2 := g2.Position()
	if line := p2.VCF(nil, 40, 1<<20); len(line) != 1 || p2.vcf.plies != 1 {
		t.Errorf("five: line %v plies %d", line, p2.vcf.plies)
	}
}

// With the threat solvers off (Game.SetThreatSearch(false)) a shallow
// classic search no longer sees a long VCF: its score is no win and not
// proven, where with them on the root solver proves the win. The
// selective search's horizon (a VCF without a length cap) still sees it.
// The position (found by a random scan) is black's 11-ply VCF, without a
// four on the board.
func TestThreatSearchOff(t *testing.T) {
	game := func() *Game {
		return stonesGame(t, 15, Freestyle, Black,
			[][2]int{{8, 8}, {7, 3}, {6, 9}, {8, 4}, {5, 7}, {11, 4}, {5, 6}, {8, 7}, {5, 3}},
			[][2]int{{4, 3}, {4, 6}, {9, 7}, {10, 8}, {3, 7}, {9, 6}, {11, 6}, {6, 11}, {4, 8}})
	}
	g := game()
	p := g.Position()
	line := p.VCF(nil, 40, 1<<22)
	if line == nil || p.vcf.plies < 9 || p.n5[0] > 0 || p.nF4[0] > 0 {
		t.Fatalf("VCF %v in %d plies: not the long VCF expected", line, p.vcf.plies)
	}
	checkVCF(t, game(), line, "long VCF")
	if !g.ThreatSearch() {
		t.Fatal("threat search off by default")
	}
	const depth, nodes = 2, 0
	on := searchBest(t, g, depth, nodes)
	if !on.WLD || on.Score != engine.Win-engine.Score(p.vcf.plies) {
		t.Errorf("on: score %d WLD %v, want a proven win in %d", on.Score, on.WLD, p.vcf.plies)
	}
	g.SetThreatSearch(false)
	if g.ThreatSearch() {
		t.Fatal("SetThreatSearch(false) not kept")
	}
	off := searchWith(g.Position(), ClassicParams(), depth)
	if off.WLD || off.Score >= engine.WinThreshold {
		t.Errorf("off: score %d WLD %v, want no proven win", off.Score, off.WLD)
	}
	if sel := searchWith(g.Position(), selParams(), depth); sel.Score < engine.WinThreshold {
		t.Errorf("off, selective: score %d, want the VCF's win", sel.Score)
	}
	g.SetThreatSearch(true)
	if again := searchBest(t, g, depth, nodes); again.Score != on.Score || again.Move != on.Move {
		t.Errorf("back on: move %d score %d, want %d %d", again.Move, again.Score, on.Move, on.Score)
	}
}
