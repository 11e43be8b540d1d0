package othellofront

import (
	"path/filepath"
	"testing"

	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
)

func testBook(t testing.TB, variety int, seed uint64) protocol.BookConfig {
	var c protocol.BookConfig
	c.Learned = filepath.Join(t.TempDir(), "user.sbk")
	c.Variety, c.Seed = variety, seed
	return c
}

// TestBookVariety: with --book-variety the move is drawn among the book
// moves within the margin (the same seed draws the same moves); without
// it the best move is always played.
func TestBookVariety(t *testing.T) {
	pos := othello.NewPosition()
	if err := pos.Play(mustMove(t, "f5")); err != nil {
		t.Fatal(err)
	}
	best := NewBook(testBook(t, 0, 1), nil)
	es, ok := best.Moves(pos)
	if !ok || len(es) < 2 {
		t.Skipf("the embedded book has %d moves after f5", len(es))
	}
	draw := func(b *Book) []engine.Move {
		var ms []engine.Move
		for range 40 {
			c, ok := b.Choose(pos)
			if !ok {
				t.Fatal("f5 not in the book")
			}
			ms = append(ms, c.Move)
		}
		return ms
	}
	for _, m := range draw(best) {
		if m != es[0].Move {
			t.Fatalf("variety 0 played %v, not the best %v", m, es[0].Move)
		}
	}
	wide := testBook(t, 100000, 7)
	a, b := draw(NewBook(wide, nil)), draw(NewBook(wide, nil))
	seen := map[engine.Move]bool{}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("same seed, different draws: %v vs %v", a, b)
		}
		seen[a[i]] = true
	}
	if len(seen) < 2 {
		t.Errorf("variety drew only %v among %d book moves", seen, len(es))
	}
	off := NewBook(testBook(t, 0, 1), nil)
	off.SetEnabled(false)
	if _, ok := off.Choose(pos); ok {
		t.Error("a disabled book answered")
	}
}

func mustMove(t *testing.T, s string) engine.Move {
	m, err := othello.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// BenchmarkOthelloBookMove is the time NBoard go / GTP genmove spend to
// find a book move at the start (after the book's first, lazy, load).
func BenchmarkOthelloBookMove(b *testing.B) {
	bk := NewBook(testBook(b, 0, 1), nil)
	pos := othello.NewPosition()
	for b.Loop() {
		if _, ok := bk.Choose(pos); !ok {
			b.Fatal("start not in the book")
		}
	}
}
