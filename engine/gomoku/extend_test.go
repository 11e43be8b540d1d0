package gomoku

import (
	"testing"

	"sente/engine"
)

// Extension asks for one more ply after a move that makes a four, and
// for none after a quiet move or an open three.
func TestExtension(t *testing.T) {
	g := stonesGame(t, 15, Freestyle, Black,
		[][2]int{{5, 7}, {6, 7}, {7, 7}, {3, 3}, {4, 3}},
		[][2]int{{4, 7}, {0, 0}, {14, 14}, {0, 14}, {14, 0}})
	p := g.Position()
	cases := []struct {
		x, y int
		want int
	}{
		{8, 7, 1},   // X X X X next to O: a four
		{5, 3, 0},   // X X X on row 3: an open three
		{10, 12, 0}, // quiet
	}
	for _, c := range cases {
		m := engine.Move(c.y*15 + c.x)
		p.Make(m)
		if open3 := p.nF4[0] > 0; open3 != (c.x == 5) {
			t.Fatalf("after (%d,%d): open-four points %d: not the shape meant", c.x, c.y, p.nF4[0])
		}
		if got := p.Extension(1); got != c.want {
			t.Errorf("after (%d,%d): extension %d, want %d", c.x, c.y, got, c.want)
		}
		p.Unmake(m)
	}
}
