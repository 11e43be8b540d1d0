package book

import (
	"testing"

	"sente/engine/gomoku"
	"sente/engine/othello"
)

// BenchmarkChooseOthello measures a book probe of a position that is in
// the book (key, lookup, mapping back, legality).
func BenchmarkChooseOthello(b *testing.B) {
	bk := sampleBook(b)
	set := NewSet(bk)
	pos := othello.NewPosition()
	if _, ok := set.ChooseOthello(pos, ChooseOptions{}); !ok {
		b.Fatal("start position not in the sample book")
	}
	b.ReportAllocs()
	for b.Loop() {
		set.ChooseOthello(pos, ChooseOptions{})
	}
}

// BenchmarkChooseGomoku measures a probe of a 6-stone Gomoku position.
func BenchmarkChooseGomoku(b *testing.B) {
	g, _ := gomoku.NewGame(15, 15, gomoku.Freestyle)
	for _, p := range [][2]int{{7, 7}, {8, 6}, {8, 8}, {6, 6}, {9, 9}, {6, 8}} {
		g.Play(p[0], p[1])
	}
	k, t := GomokuKeyOf(g)
	bk := New(Gomoku, "freestyle-15")
	bk.Put(k, []Entry{{Move: t.GomokuCanon(10, 10), Value: 5}})
	set := NewSet(bk)
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := set.ChooseGomoku(g, ChooseOptions{}); !ok {
			b.Fatal("not found")
		}
	}
}

// BenchmarkDecodeEmbedded measures decoding every embedded book (what
// start-up pays, lazily, per game).
func BenchmarkDecodeEmbedded(b *testing.B) {
	var data [][]byte
	for _, name := range embedded {
		d, err := dataFS.ReadFile(name)
		if err != nil {
			b.Fatal(err)
		}
		data = append(data, d)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, d := range data {
			if _, err := Decode(d); err != nil {
				b.Fatal(err)
			}
		}
	}
}
