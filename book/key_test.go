package book_test

import (
	"math/rand/v2"
	"sente/book"
	"sente/book/gomokubook"
	"sente/book/othellobook"
	"testing"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
)

// randomOthello plays n random moves from the start.
func randomOthello(r *rand.Rand, n int) *othello.Position {
	pos := othello.NewPosition()
	for i := 0; i < n && !pos.IsOver(); i++ {
		ms := pos.LegalMoves()
		pos.Play(ms[r.IntN(len(ms))])
	}
	return pos
}

func TestOthelloSymmetricPositionsShareKey(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200; i++ {
		pos := randomOthello(r, 1+r.IntN(30))
		k, tr := othellobook.Key(pos.Player(), pos.Opponent())
		if s := othello.Symmetry(tr.Sym); s.Apply(pos.Player()) != k.Hi || s.Apply(pos.Opponent()) != k.Lo {
			t.Fatal("the transform does not map the position to its key")
		}
		for s := othello.Symmetry(0); s < othello.NumSymmetries; s++ {
			k2, _ := othellobook.Key(s.Apply(pos.Player()), s.Apply(pos.Opponent()))
			if k2 != k {
				t.Fatalf("symmetry %d gives another key", s)
			}
		}
		colourTwin := false // swapping colours is one of the symmetries
		for s := othello.Symmetry(0); s < othello.NumSymmetries; s++ {
			colourTwin = colourTwin || (s.Apply(pos.Player()) == pos.Opponent() && s.Apply(pos.Opponent()) == pos.Player())
		}
		if k3, _ := othellobook.Key(pos.Opponent(), pos.Player()); k3 == k && !colourTwin {
			t.Fatal("the side to move is not part of the key")
		}
	}
}

// A book move stored from one orientation comes back mirrored in each
// symmetric image of the position.
func TestOthelloMirroredGameGetsMirroredMove(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 50; i++ {
		pos := randomOthello(r, 2+r.IntN(20))
		ms := pos.LegalMoves()
		if len(ms) < 2 || ms[0] == othello.Pass {
			continue
		}
		best, other := ms[r.IntN(len(ms))], ms[0]
		if best == other {
			other = ms[1]
		}
		b := book.New(book.Othello, book.OthelloVariant)
		k, tr := othellobook.Key(pos.Player(), pos.Opponent())
		b.Put(k, []book.Entry{{Move: othellobook.Canon(tr, best), Value: 300, Depth: 10}, {Move: othellobook.Canon(tr, other), Value: -100, Depth: 10}})
		set := book.NewSet(b)
		for s := othello.Symmetry(0); s < othello.NumSymmetries; s++ {
			img := othello.FromBitboards(s.Apply(pos.Black()), s.Apply(pos.White()), pos.Side())
			c, ok := othellobook.Choose(set, img, book.ChooseOptions{})
			if !ok {
				t.Fatalf("symmetry %d: position not found", s)
			}
			if want := engine.Move(s.Square(int(best))); c.Move != want && !sameChild(img, c.Move, want) {
				t.Fatalf("symmetry %d: got %s, want %s", s, othello.MoveString(c.Move), othello.MoveString(want))
			}
			if c.Value != 300 || c.Depth != 10 || len(c.Moves) != 2 {
				t.Fatalf("symmetry %d: choice %+v", s, c)
			}
		}
	}
}

// sameChild reports whether two moves lead to symmetric positions (a
// symmetric position has symmetric twins of its moves).
func sameChild(pos *othello.Position, a, b engine.Move) bool {
	pa, pb := pos.Clone(), pos.Clone()
	pa.Play(a)
	pb.Play(b)
	ka, _ := othellobook.Key(pa.Player(), pa.Opponent())
	kb, _ := othellobook.Key(pb.Player(), pb.Opponent())
	return ka == kb
}

// gomokuImage returns the game with every stone moved by symmetry sym and
// shifted by (dx, dy).
func gomokuImage(t *testing.T, g *gomoku.Game, sym uint8, dx, dy int) *gomoku.Game {
	t.Helper()
	w, h := g.Width(), g.Height()
	tr := book.Transform{Sym: sym, W: uint8(w), H: uint8(h)}
	img, _ := gomoku.NewGame(w, h, g.Rule())
	for _, p := range g.Moves() {
		x, y := tr.Point(p[0], p[1])
		if err := img.Play(x+dx, y+dy); err != nil {
			t.Fatal(err)
		}
	}
	return img
}

func playGomoku(t *testing.T, w int, rule gomoku.Rule, pts [][2]int) *gomoku.Game {
	t.Helper()
	g, err := gomoku.NewGame(w, w, rule)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pts {
		if err := g.Play(p[0], p[1]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestGomokuSymmetryAndTranslation(t *testing.T) {
	g := playGomoku(t, 15, gomoku.Freestyle, [][2]int{{7, 7}, {8, 6}, {8, 8}, {6, 6}, {9, 9}})
	k, tr := gomokubook.KeyOf(g)
	if !tr.Free {
		t.Fatal("a central opening is not keyed relative to its stones")
	}
	// store the book move (5,5)... as seen from g
	b := book.New(book.Gomoku, "freestyle-15")
	b.Put(k, []book.Entry{{Move: tr.PointCanon(10, 10), Value: 50, Depth: 6}, {Move: tr.PointCanon(6, 8), Value: 10, Depth: 6}})
	set := book.NewSet(b)
	for sym := uint8(0); sym < 8; sym++ {
		for _, d := range [][2]int{{0, 0}, {1, -1}, {-1, 1}} {
			img := gomokuImage(t, g, sym, d[0], d[1])
			k2, _ := gomokubook.KeyOf(img)
			if k2 != k {
				t.Fatalf("sym %d shift %v: another key", sym, d)
			}
			c, ok := gomokubook.Choose(set, img, book.ChooseOptions{})
			if !ok {
				t.Fatalf("sym %d shift %v: not found", sym, d)
			}
			wx, wy := book.Transform{Sym: sym, W: 15, H: 15}.Point(10, 10)
			if want := engine.Move((wy+d[1])*15 + wx + d[0]); c.Move != want {
				t.Fatalf("sym %d shift %v: got %d, want %d", sym, d, c.Move, want)
			}
		}
	}
	// the same shape on a 20x20 board has the same key
	g20 := playGomoku(t, 20, gomoku.Freestyle, [][2]int{{10, 10}, {11, 9}, {11, 11}, {9, 9}, {12, 12}})
	if k20, _ := gomokubook.KeyOf(g20); k20 != k {
		t.Fatal("a free position keys differently on 20x20")
	}
	// another side to move is another position
	swapped := playGomoku(t, 15, gomoku.Freestyle, [][2]int{{7, 7}, {8, 6}, {8, 8}, {6, 6}, {9, 9}})
	swapped.SetToMove(gomoku.Black)
	if ks, _ := gomokubook.KeyOf(swapped); ks == k {
		t.Fatal("the side to move is not part of the key")
	}
}

func TestGomokuEdgePositionsKeepTheirPlace(t *testing.T) {
	a := playGomoku(t, 15, gomoku.Freestyle, [][2]int{{1, 1}, {2, 2}})
	b := playGomoku(t, 15, gomoku.Freestyle, [][2]int{{2, 1}, {3, 2}}) // shifted by one
	ka, ta := gomokubook.KeyOf(a)
	kb, _ := gomokubook.KeyOf(b)
	if ta.Free || ka == kb {
		t.Fatal("positions near the edge must be keyed on the board")
	}
	// but their mirror images still match
	m := gomokuImage(t, a, 2, 0, 0)
	if km, _ := gomokubook.KeyOf(m); km != ka {
		t.Fatal("mirror image of an edge position keys differently")
	}
	// and on another board size they do not
	c := playGomoku(t, 20, gomoku.Freestyle, [][2]int{{1, 1}, {2, 2}})
	if kc, _ := gomokubook.KeyOf(c); kc == ka {
		t.Fatal("edge positions of different boards share a key")
	}
}

func TestTransformRoundTrip(t *testing.T) {
	for sym := uint8(0); sym < 8; sym++ {
		tr := book.Transform{Sym: sym, Free: true, Dx: 3, Dy: -2, W: 15, H: 15}
		for x := 0; x < 15; x++ {
			for y := 0; y < 15; y++ {
				cx, cy := tr.Point(x, y)
				bx, by, ok := tr.Unpoint(cx, cy)
				if !ok || bx != x || by != y {
					t.Fatalf("sym %d: (%d,%d) -> (%d,%d) -> (%d,%d)", sym, x, y, cx, cy, bx, by)
				}
				if px, py, ok := tr.CanonPoint(tr.PointCanon(x, y)); !ok || px != x || py != y {
					t.Fatal("PointCanon/CanonPoint")
				}
			}
		}
	}
}

func TestOthelloPVFollowsTheBook(t *testing.T) {
	b := sampleBook(t) // f5 d6 c3 d3 c4 stored as each position's best move
	set := book.NewSet(b)
	pos := othello.NewPosition()
	f5, _ := othello.ParseMove("f5")
	pv := othellobook.PV(set, pos, f5, 10)
	var names string
	for _, m := range pv {
		names += othello.MoveString(m)
	}
	if names != "f5d6c3d3c4" {
		t.Fatalf("pv %q", names)
	}
	if len(othellobook.PV(set, pos, f5, 2)) != 2 {
		t.Fatal("max ignored")
	}
}
