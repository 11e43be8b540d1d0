package referee

import (
	"errors"
	"testing"
)

// board builds a position from a diagram (rows top to bottom, 'X' black,
// 'O' white, anything else empty), padded to w×h with empty points; the
// diagram's top-left is (ox, oy).
func board(w, h int, rule GomokuRule, ox, oy int, rows ...string) *Gomoku {
	g := NewGomoku(w, h, rule)
	for y, r := range rows {
		for x, c := range r {
			switch c {
			case 'X':
				g.set(ox+x, oy+y, Black)
			case 'O':
				g.set(ox+x, oy+y, White)
			}
		}
	}
	return g
}

func TestRenjuForbidden(t *testing.T) {
	// Each case: a 15×15 diagram placed at (3,3); the point asked is given
	// in diagram coordinates (the '?' in the comment picture).
	cases := []struct {
		name string
		rows []string
		x, y int
		want bool
	}{
		{"double three, open", []string{
			".........",
			".....X...",
			".....X...",
			"...XX?...", // horizontal .XX?. and vertical .XX? both open
			".........",
		}, 5, 3, true},
		{"three and blocked three", []string{
			".........",
			".....X...",
			".....X...",
			"..OXX?...", // horizontal blocked on the left: O X X ? . — a closed three
			".........",
		}, 5, 3, false},
		{"split three + three", []string{
			".........",
			".....X...",
			".....X...",
			".X.X.?...", // X.X.? is no three (no straight four through ?)
			".........",
		}, 5, 3, false},
		{"split three X.X? + three", []string{
			".........",
			".....X...",
			".....X...",
			"..X.X?...", // .X.X?. — filling the gap gives .XXXX.
			".........",
		}, 5, 3, true},
		{"four three is allowed", []string{
			".........",
			".....X...",
			".....X...",
			"..XXX?...", // horizontal four + vertical three
			".........",
		}, 5, 3, false},
		{"double four in two lines", []string{
			".....X...",
			".....X...",
			".....X...",
			"..XXX?...",
			".........",
		}, 5, 3, true},
		{"double four in one line", []string{
			".........",
			"X.X?X.X..", // X.XXX.X after the move: two fours on one line
			".........",
		}, 3, 1, true},
		{"overline", []string{
			".........",
			"XXX?XX...",
			".........",
		}, 3, 1, true},
		{"five beats double four", []string{
			"...X.....",
			"...X.....",
			"...X.....",
			"XXX?X....", // horizontal exactly five; vertical four too
			".........",
		}, 3, 3, false},
		{"five beside an overline point", []string{
			".........",
			"XXXX?.X..", // exactly five: the stone at 6 is separated by a gap
			".........",
		}, 4, 1, false},
		{"three against the edge is no three", []string{
			"?XX......", // at the board's edge: only one side can extend
			"X........",
			"X........",
		}, 0, 0, false},
	}
	for _, c := range cases {
		ox, oy := 3, 3
		if c.name == "three against the edge is no three" {
			ox, oy = 0, 0
		}
		g := board(15, 15, Renju, ox, oy, c.rows...)
		if got := g.Forbidden(ox+c.x, oy+c.y); got != c.want {
			t.Errorf("%s: Forbidden = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestRenjuRecursiveThree: a three only counts when the point that makes it
// a straight four is itself not forbidden.
func TestRenjuRecursiveThree(t *testing.T) {
	// p = (7,7). Horizontal .XpX. (6,7),(8,7); vertical (7,8),(7,9) makes a
	// real three below p. The horizontal three's two completion points,
	// (5,7) and (9,7), each already hold a vertical three (x,4..6), so
	// black playing either would make two fours (horizontal and vertical):
	// both are forbidden, the horizontal "three" is false, and p makes only
	// one real three.
	stones := []Point{{6, 7}, {8, 7}, {7, 8}, {7, 9},
		{5, 4}, {5, 5}, {5, 6}, {9, 4}, {9, 5}, {9, 6}}
	g := NewGomoku(15, 15, Renju)
	for _, p := range stones {
		g.set(p.X, p.Y, Black)
	}
	g.set(7, 7, Black) // with p on the board, both completions are double fours
	if !g.Forbidden(9, 7) || !g.Forbidden(5, 7) {
		t.Fatalf("completion points should be forbidden: %v %v", g.Forbidden(5, 7), g.Forbidden(9, 7))
	}
	g.set(7, 7, Empty)
	if g.Forbidden(7, 7) {
		t.Errorf("p makes one real three and one false three: not forbidden")
	}
	// Control: remove the stones that make (9,7) forbidden. Now (9,7)
	// completes a straight four 6..9, so the horizontal three is real and
	// p is a double three.
	for _, p := range []Point{{9, 4}, {9, 5}, {9, 6}} {
		g.set(p.X, p.Y, Empty)
	}
	if !g.Forbidden(7, 7) {
		t.Errorf("control: p makes two real threes: forbidden")
	}
}

// TestRenjuFalseThreeOverline: the only straight-four completion would give
// an overline, so the three is false.
func TestRenjuFalseThreeOverline(t *testing.T) {
	// Row y=7: X . . X X p . O  at x = 0,3,4,5(p),7(O).
	// Completion at x=2 gives 2..5 whose left end x=1 would make 0..5 = six:
	// not a straight four. Completion at x=6 gives 3..6 with the right end
	// blocked by O. So the horizontal is no three; with a vertical three
	// p is still allowed.
	g := NewGomoku(15, 15, Renju)
	for _, p := range []Point{{0, 7}, {3, 7}, {4, 7}, {5, 8}, {5, 9}} {
		g.set(p.X, p.Y, Black)
	}
	g.set(7, 7, White)
	if g.Forbidden(5, 7) {
		t.Errorf("false three (overline completion) + three: not forbidden")
	}
	g.set(0, 7, Empty) // now x=2 completes a true straight four 2..5
	if !g.Forbidden(5, 7) {
		t.Errorf("control: double three: forbidden")
	}
}

func TestGomokuWins(t *testing.T) {
	type step struct {
		rule   GomokuRule
		rows   []string
		x, y   int // move by the side given
		side   Stone
		winner bool
	}
	cases := []struct {
		name string
		step
	}{
		{"freestyle five", step{Freestyle, []string{"XXXX."}, 4, 0, Black, true}},
		{"freestyle overline", step{Freestyle, []string{"XXX.XX"}, 3, 0, Black, true}},
		{"standard overline", step{Standard, []string{"XXX.XX"}, 3, 0, Black, false}},
		{"standard five", step{Standard, []string{"OOO.O."}, 3, 0, White, true}},
		{"renju white overline", step{Renju, []string{"OOO.OO"}, 3, 0, White, true}},
		{"renju black five", step{Renju, []string{".XXXX."}, 0, 0, Black, true}},
		{"caro blocked both ends", step{Caro, []string{"OXXXX.O"}, 5, 0, Black, false}},
		{"caro blocked one end", step{Caro, []string{"OXXXX.."}, 5, 0, Black, true}},
		{"caro edge is no block", step{Caro, []string{"XXXX.O"}, 4, 0, Black, true}},
		{"caro overline", step{Caro, []string{".XXX.XX."}, 4, 0, Black, true}},
		{"caro9 overline", step{CaroExact, []string{".XXX.XX."}, 4, 0, Black, false}},
		{"diagonal", step{Freestyle, []string{"X....", ".X...", "..X..", "...X.", "....."}, 4, 4, Black, true}},
		{"anti-diagonal", step{Freestyle, []string{"....O", "...O.", "..O..", ".O...", "....."}, 0, 4, White, true}},
	}
	for _, c := range cases {
		g := board(15, 15, c.rule, 0, 2, c.rows...)
		g.toMv = c.side
		v, err := g.Play(c.x, 2+c.y)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := v == Win; got != c.winner {
			t.Errorf("%s: verdict %v, want win=%v", c.name, v, c.winner)
		}
		if _, w := g.Result(); c.winner && w != c.side {
			t.Errorf("%s: winner %v, want %v", c.name, w, c.side)
		}
	}
}

func TestGomokuPlayErrorsAndFoul(t *testing.T) {
	g := NewGomoku(15, 15, Renju)
	if _, err := g.Play(15, 0); !errors.Is(err, ErrOffBoard) {
		t.Errorf("off board: %v", err)
	}
	if _, err := g.Play(7, 7); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Play(7, 7); !errors.Is(err, ErrOccupied) {
		t.Errorf("occupied: %v", err)
	}
	if g.ToMove() != White {
		t.Errorf("after a failed move white is still to move, got %v", g.ToMove())
	}
	// Build a double three for black by real play: black 7,7 6,7 ; 8,6 8,5
	// wait for white moves far away, then black plays 8,7.
	for _, p := range []Point{{0, 0}, {6, 7}, {0, 2}, {8, 5}, {0, 4}, {8, 6}, {0, 6}} {
		if v, err := g.Play(p.X, p.Y); err != nil || v != Ongoing {
			t.Fatalf("setup %v: %v %v", p, v, err)
		}
	}
	if !g.Forbidden(8, 7) {
		t.Fatal("8,7 should be a double three")
	}
	v, err := g.Play(8, 7)
	if err != nil || v != Foul {
		t.Fatalf("foul: got %v %v", v, err)
	}
	if r, w := g.Result(); r != Foul || w != White || !g.Over() {
		t.Errorf("result %v %v over=%v", r, w, g.Over())
	}
	if _, err := g.Play(1, 1); !errors.Is(err, ErrGameOver) {
		t.Errorf("after the end: %v", err)
	}
}

func TestGomokuDraw(t *testing.T) {
	// 3×3 cannot hold a five: the ninth move fills the board.
	g := NewGomoku(3, 3, Freestyle)
	var v Verdict
	for i := 0; i < 9; i++ {
		var err error
		if v, err = g.Play(i%3, i/3); err != nil {
			t.Fatal(err)
		}
		if i < 8 && v != Ongoing {
			t.Fatalf("move %d: %v", i, v)
		}
	}
	if v != Draw {
		t.Errorf("full board: %v", v)
	}
	// DrawEmpty: renju on 15×15 as Gomocup, drawn at 25 empty points.
	g = NewGomoku(15, 15, Renju)
	g.DrawEmpty = 25
	for i := 0; i < 200; i++ {
		g.cells[i] = Stone(1 + i%2) // arbitrary fill; only the count matters
		g.moves = append(g.moves, Point{i % 15, i / 15})
	}
	g.toMv = Black
	if v, err := g.Play(14, 14); err != nil || v != Draw {
		t.Errorf("200 stones + 1 leaves 24 empty: got %v %v", v, err)
	}
}

func TestParseGomokuRule(t *testing.T) {
	for s, want := range map[string]GomokuRule{
		"0": Freestyle, "freestyle": Freestyle, "1": Standard, "exact": Standard,
		"2": Renju, "4": Renju, "6": Renju, "renju": Renju, "8": Caro, "9": CaroExact, "11": CaroExact,
	} {
		got, err := ParseGomokuRule(s)
		if err != nil || got != want {
			t.Errorf("%q: %v %v, want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"", "5", "swap", "16"} {
		if _, err := ParseGomokuRule(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}
