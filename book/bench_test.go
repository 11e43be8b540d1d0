package book_test

import (
	"sente/book"
	"sente/book/gomokubook"
	"sente/book/othellobook"
	"testing"

	"sente/engine/gomoku"
	"sente/engine/othello"
)

// BenchmarkChooseOthello measures a book probe of a position that is in
// the book (key, lookup, mapping back, legality).
func BenchmarkChooseOthello(b *testing.B) {
	bk := sampleBook(b)
	set := book.NewSet(bk)
	pos := othello.NewPosition()
	if _, ok := othellobook.Choose(set, pos, book.ChooseOptions{}); !ok {
		b.Fatal("start position not in the sample book")
	}
	b.ReportAllocs()
	for b.Loop() {
		othellobook.Choose(set, pos, book.ChooseOptions{})
	}
}

// BenchmarkChooseGomoku measures a probe of a 6-stone book.Gomoku position.
func BenchmarkChooseGomoku(b *testing.B) {
	g, _ := gomoku.NewGame(15, 15, gomoku.Freestyle)
	for _, p := range [][2]int{{7, 7}, {8, 6}, {8, 8}, {6, 6}, {9, 9}, {6, 8}} {
		g.Play(p[0], p[1])
	}
	k, t := gomokubook.KeyOf(g)
	bk := book.New(book.Gomoku, "freestyle-15")
	bk.Put(k, []book.Entry{{Move: t.PointCanon(10, 10), Value: 5}})
	set := book.NewSet(bk)
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := gomokubook.Choose(set, g, book.ChooseOptions{}); !ok {
			b.Fatal("not found")
		}
	}
}

// BenchmarkDecodeEmbedded measures decoding every embedded book (what
// start-up pays, lazily, per game, on its first book probe).
func BenchmarkDecodeEmbedded(b *testing.B) {
	var data [][]byte
	for _, bk := range embeddedBooks(b) {
		data = append(data, bk.Encode())
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, d := range data {
			if _, err := book.Decode(d); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// embeddedBooks returns every embedded book of both games.
func embeddedBooks(t testing.TB) []*book.Book {
	t.Helper()
	bk, err := othellobook.Default()
	if err != nil {
		t.Fatal(err)
	}
	all := []*book.Book{bk}
	for _, v := range gomokubook.Variants() {
		bk, err := gomokubook.DefaultVariant(v)
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		all = append(all, bk)
	}
	return all
}
