package gomoku

import (
	"math/rand/v2"
	"testing"
)

// foulCase is a renju position (15x15) and a point to test for black.
// Each case documents why the answer is what it is.
type foulCase struct {
	name         string
	black, white [][2]int
	at           [2]int
	want         bool
}

var foulCases = []foulCase{
	{
		// row 7: X X p, column 7: X X p, all ends open: two real threes.
		name:  "double three",
		black: [][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}},
		at:    [2]int{7, 7}, want: true,
	},
	{
		// split three (X.Xp) and a straight three: still two threes.
		name:  "double three with split three",
		black: [][2]int{{4, 7}, {6, 7}, {7, 5}, {7, 6}},
		at:    [2]int{7, 7}, want: true,
	},
	{
		// diagonal and anti-diagonal threes crossing at p.
		name:  "double three diagonals",
		black: [][2]int{{5, 5}, {6, 6}, {9, 5}, {8, 6}},
		at:    [2]int{7, 7}, want: true,
	},
	{
		// one three is blocked by white at (4,7): O X X p . — not open.
		name:  "three blocked on one side",
		black: [][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}},
		white: [][2]int{{4, 7}},
		at:    [2]int{7, 7}, want: false,
	},
	{
		// O . X X p . O : any four made from it is closed at once — a
		// straight four needs room for six points; this line has five.
		name:  "three with no room for a straight four",
		black: [][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}},
		white: [][2]int{{3, 7}, {9, 7}},
		at:    [2]int{7, 7}, want: false,
	},
	{
		// four (row) and three (column): 4-3 is allowed.
		name:  "four three",
		black: [][2]int{{4, 7}, {5, 7}, {6, 7}, {7, 5}, {7, 6}},
		at:    [2]int{7, 7}, want: false,
	},
	{
		// two fours, row and column.
		name:  "double four",
		black: [][2]int{{4, 7}, {5, 7}, {6, 7}, {7, 4}, {7, 5}, {7, 6}},
		at:    [2]int{7, 7}, want: true,
	},
	{
		// closed fours count too: O X X X p and column X X X p.
		name:  "double four with closed fours",
		black: [][2]int{{4, 7}, {5, 7}, {6, 7}, {7, 4}, {7, 5}, {7, 6}},
		white: [][2]int{{3, 7}, {7, 3}},
		at:    [2]int{7, 7}, want: true,
	},
	{
		// row 7: X . X p X . X — both gaps complete exactly five: two
		// fours in one line.
		name:  "four-four in one line (X.XpX.X)",
		black: [][2]int{{3, 7}, {5, 7}, {7, 7}, {9, 7}},
		at:    [2]int{6, 7}, want: true,
	},
	{
		// row 7: X X X . p . X X X — each gap gives exactly five.
		name:  "four-four in one line (XXX.p.XXX)",
		black: [][2]int{{1, 7}, {2, 7}, {3, 7}, {7, 7}, {8, 7}, {9, 7}},
		at:    [2]int{5, 7}, want: true,
	},
	{
		// row 7, x=0..7: X X . p X . X X — filling (2,7) gives 0..4,
		// exactly five as (5,7) is empty; filling (5,7) gives 3..7,
		// exactly five as (2,7) is empty: two fours in one line.
		name:  "four-four in one line (XX.pX.XX)",
		black: [][2]int{{0, 7}, {1, 7}, {4, 7}, {6, 7}, {7, 7}},
		at:    [2]int{3, 7}, want: true,
	},
	{
		// a straight four is one four: . X X X p . with a column three
		// is 4-3, allowed.
		name:  "straight four and three",
		black: [][2]int{{4, 7}, {5, 7}, {6, 7}, {7, 8}, {7, 9}},
		at:    [2]int{7, 7}, want: false,
	},
	{
		// x=1..3 and 5,6 on row 7: p=(4,7) makes six.
		name:  "overline",
		black: [][2]int{{1, 7}, {2, 7}, {3, 7}, {5, 7}, {6, 7}},
		at:    [2]int{4, 7}, want: true,
	},
	{
		// row: exactly five; column: overline. Five wins over the foul.
		name:  "five beats overline",
		black: [][2]int{{1, 7}, {2, 7}, {3, 7}, {4, 7}, {5, 4}, {5, 5}, {5, 6}, {5, 8}, {5, 9}},
		at:    [2]int{5, 7}, want: false,
	},
	{
		// row: exactly five; column and diagonal: fours (a double four
		// too). Five wins.
		name:  "five beats double four",
		black: [][2]int{{1, 7}, {2, 7}, {3, 7}, {4, 7}, {5, 4}, {5, 5}, {5, 6}, {2, 4}, {3, 5}, {4, 6}},
		at:    [2]int{5, 7}, want: false,
	},
	{
		// Fake three: X . . X X p . . X on row 7 (x=2..10). Both
		// straight-four points make an overline when extended: (4,7)
		// gives 4..7 whose left completion (3,7) joins (2,7) into six;
		// (8,7) gives 5..8 whose right completion (9,7) joins (10,7).
		// So the row is no three and the column three alone is legal.
		name:  "fake three (overline at the ends)",
		black: [][2]int{{2, 7}, {5, 7}, {6, 7}, {10, 7}, {7, 5}, {7, 6}},
		at:    [2]int{7, 7}, want: false,
	},
	{
		// The same with (10,7) missing: (8,7) makes a real straight
		// four, so the row is a real three: double three.
		name:  "half-fake three is real",
		black: [][2]int{{2, 7}, {5, 7}, {6, 7}, {7, 5}, {7, 6}},
		at:    [2]int{7, 7}, want: true,
	},
	{
		// Recursive three. Row 7: O . X X p . . with white (3,7): the
		// only straight-four point of the row is (8,7). With p placed,
		// (8,7) makes the row four and a column four with (8,4..6):
		// a double four, forbidden. So the row three is not real, and
		// p (with the diagonal three (5,5),(6,6)) is legal.
		name:  "recursive: three whose four point is a foul",
		black: [][2]int{{5, 7}, {6, 7}, {5, 5}, {6, 6}, {8, 4}, {8, 5}, {8, 6}},
		white: [][2]int{{3, 7}},
		at:    [2]int{7, 7}, want: false,
	},
	{
		// Control of the previous case without white (3,7): (4,7) now
		// also makes a straight four and is legal, so the row three is
		// real: double three.
		name:  "recursive control: other four point legal",
		black: [][2]int{{5, 7}, {6, 7}, {5, 5}, {6, 6}, {8, 4}, {8, 5}, {8, 6}},
		at:    [2]int{7, 7}, want: true,
	},
	{
		// Row 0: X X p from the corner: every four it could become
		// touches the edge (x=-1 off board), so none is straight; same
		// for the column (2,0..2). No three at all.
		name:  "edge three is closed",
		black: [][2]int{{0, 0}, {1, 0}, {2, 1}, {2, 2}},
		at:    [2]int{2, 0}, want: false,
	},
	{
		// Row 0: . X X p . . — (4,0) makes the straight four 1..4: a
		// real three. Column 3: p,(3,1),(3,2) starts at the edge: no
		// straight four possible. One three: legal.
		name:  "open three off the edge",
		black: [][2]int{{1, 0}, {2, 0}, {3, 1}, {3, 2}},
		at:    [2]int{3, 0}, want: false,
	},
	{
		// One row down: row 1 . X X p . . and column 3 p (3,2) (3,3)
		// with (3,0) and (3,4),(3,5) empty: two real threes.
		name:  "double three near the edge",
		black: [][2]int{{1, 1}, {2, 1}, {3, 2}, {3, 3}},
		at:    [2]int{3, 1}, want: true,
	},
	{
		// Occupied points are never fouls.
		name:  "occupied",
		black: [][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}, {7, 7}},
		at:    [2]int{7, 7}, want: false,
	},
}

func TestRenjuFouls(t *testing.T) {
	for _, tc := range foulCases {
		g := stonesGame(t, 15, Renju, Black, tc.black, tc.white)
		if got := g.Forbidden(tc.at[0], tc.at[1]); got != tc.want {
			t.Errorf("%s: Forbidden%v = %v, want %v", tc.name, tc.at, got, tc.want)
		}
		// not a foul under other rules
		g2 := stonesGame(t, 15, Freestyle, Black, tc.black, tc.white)
		if g2.Forbidden(tc.at[0], tc.at[1]) {
			t.Errorf("%s: foul under freestyle", tc.name)
		}
		// the search position never generates a foul and agrees
		p := g.Position()
		mv := moveOf(p, tc.at[0], tc.at[1])
		for _, m := range p.GenMoves(nil) {
			if m == mv && tc.want {
				t.Errorf("%s: foul generated", tc.name)
			}
		}
		if g.At(tc.at[0], tc.at[1]) == Empty {
			c := p.b.cell(int(mv))
			if p.legal(c) == tc.want {
				t.Errorf("%s: position legal = %v", tc.name, p.legal(c))
			}
		}
	}
}

func TestForbiddenPoints(t *testing.T) {
	// two separate double-three points
	g := stonesGame(t, 15, Renju, White,
		[][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}},
		[][2]int{{0, 0}, {14, 14}, {0, 14}, {14, 0}})
	got := g.ForbiddenPoints()
	// (7,7) is the crossing; also (4,7)? row . X X . with column? no.
	want := [][2]int{{7, 7}}
	if len(got) != len(want) || got[0] != want[0] {
		t.Errorf("ForbiddenPoints = %v, want %v", got, want)
	}
	g2 := stonesGame(t, 15, Freestyle, Black, [][2]int{{5, 7}, {6, 7}, {7, 5}, {7, 6}}, nil)
	if g2.ForbiddenPoints() != nil {
		t.Error("forbidden points under freestyle")
	}
}

// The position's cheap foul filter (pattern flags) never hides a foul:
// on random renju boards, legal() agrees with the exact test everywhere.
func TestFoulFilterMatchesExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	boards, fouls := 1000, 0
	if testing.Short() {
		boards = 300
	}
	for i := 0; i < boards; i++ {
		g, _ := NewGame(15, 15, Renju)
		n := 10 + rng.IntN(50)
		for k := 0; k < n; k++ {
			x, y := 3+rng.IntN(9), 3+rng.IntN(9)
			s := White
			if rng.IntN(100) < 60 {
				s = Black
			}
			if g.At(x, y) == Empty {
				g.Place(x, y, s)
			}
		}
		if _, won := g.Winner(); won {
			continue
		}
		g.SetToMove(Black)
		p := g.Position()
		for y := 0; y < 15; y++ {
			for x := 0; x < 15; x++ {
				if g.At(x, y) != Empty {
					continue
				}
				f := g.Forbidden(x, y)
				if f {
					fouls++
				}
				if p.legal(p.b.idx(x, y)) == f {
					t.Fatalf("board %d (%d,%d): exact foul %v, filter legal %v\n%s", i, x, y, f, !f, dumpGame(g))
				}
			}
		}
	}
	if fouls == 0 {
		t.Error("no foul met: the test proves nothing")
	}
	t.Logf("%d fouls checked", fouls)
}
