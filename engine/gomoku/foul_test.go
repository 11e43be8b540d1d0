package gomoku

import (
	"math/rand/v2"
	"testing"
)

// TestForbiddenReason: each foul case gets its reason, and the reason
// agrees with Forbidden on the cases and on random renju boards.
func TestForbiddenReason(t *testing.T) {
	want := map[string]Foul{
		"double three":                    DoubleThree,
		"double four":                     DoubleFour,
		"overline":                        Overline,
		"five beats overline":             NoFoul,
		"four three":                      NoFoul,
		"four-four in one line (X.XpX.X)": DoubleFour,
	}
	seen := 0
	for _, tc := range foulCases {
		g := stonesGame(t, 15, Renju, Black, tc.black, tc.white)
		r := g.ForbiddenReason(tc.at[0], tc.at[1])
		if (r != NoFoul) != tc.want {
			t.Errorf("%s: reason %v, Forbidden %v", tc.name, r, tc.want)
		}
		if w, ok := want[tc.name]; ok {
			seen++
			if r != w {
				t.Errorf("%s: reason %v, want %v", tc.name, r, w)
			}
		}
		g2 := stonesGame(t, 15, Freestyle, Black, tc.black, tc.white)
		if g2.ForbiddenReason(tc.at[0], tc.at[1]) != NoFoul {
			t.Errorf("%s: a foul under freestyle", tc.name)
		}
	}
	if seen != len(want) {
		t.Errorf("%d of the %d named cases found", seen, len(want))
	}
	if NoFoul.String() != "no foul" || DoubleThree.String() != "double three" {
		t.Errorf("names: %v %v", NoFoul, DoubleThree)
	}
	g, _ := NewGame(15, 15, Renju)
	if g.ForbiddenReason(-1, 3) != NoFoul || g.ForbiddenReason(3, 15) != NoFoul {
		t.Error("a foul off the board")
	}

	rng := rand.New(rand.NewPCG(21, 7))
	boards := 200
	if testing.Short() {
		boards = 60
	}
	fouls := 0
	for i := 0; i < boards; i++ {
		g, _ := NewGame(15, 15, Renju)
		for k, n := 0, 10+rng.IntN(40); k < n; k++ {
			x, y := 3+rng.IntN(9), 3+rng.IntN(9)
			s := White
			if rng.IntN(100) < 60 {
				s = Black
			}
			if g.At(x, y) == Empty {
				g.Place(x, y, s)
			}
		}
		for y := 0; y < 15; y++ {
			for x := 0; x < 15; x++ {
				f := g.Forbidden(x, y)
				if r := g.ForbiddenReason(x, y); (r != NoFoul) != f {
					t.Fatalf("board %d (%d,%d): reason %v, Forbidden %v\n%s", i, x, y, r, f, dumpGame(g))
				}
				if f {
					fouls++
				}
			}
		}
	}
	if fouls == 0 {
		t.Error("no foul met")
	}
}

// TestWinningLine: the five is found whole, the overline under standard
// rules is no win, and nobody has a line before a five.
func TestWinningLine(t *testing.T) {
	g, _ := NewGame(15, 15, Freestyle)
	moves := [][2]int{{3, 3}, {3, 4}, {4, 4}, {4, 5}, {5, 5}, {5, 6}, {6, 6}, {6, 7}}
	for _, m := range moves {
		if err := g.Play(m[0], m[1]); err != nil {
			t.Fatal(err)
		}
	}
	if g.WinningLine() != nil {
		t.Error("a line before any five")
	}
	g.Play(7, 7)
	l := g.WinningLine()
	if len(l) != 5 || l[0] != [2]int{3, 3} || l[4] != [2]int{7, 7} {
		t.Errorf("line %v", l)
	}
	// caro: a five blocked at both ends by the opponent is no win
	c, _ := NewGame(15, 15, Caro)
	for _, p := range [][2]int{{1, 0}, {0, 0}, {2, 0}, {6, 0}, {3, 0}, {9, 9}, {4, 0}, {9, 10}, {5, 0}} {
		c.Play(p[0], p[1])
	}
	if c.WinningLine() != nil {
		t.Errorf("caro: blocked five counted: %v", c.WinningLine())
	}
}

func TestParseRule(t *testing.T) {
	for r := Freestyle; r <= CaroExact; r++ {
		if got, err := ParseRule(r.String()); err != nil || got != r {
			t.Errorf("%v: %v %v", r, got, err)
		}
	}
	if r, err := ParseRule(" Caro9 "); err != nil || r != CaroExact {
		t.Errorf("caro9: %v %v", r, err)
	}
	if _, err := ParseRule("swap2"); err == nil {
		t.Error("swap2 accepted")
	}
}
