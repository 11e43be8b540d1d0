package gomokufront

import (
	"path/filepath"
	"testing"

	"sente/book"
	"sente/engine/gomoku"
	"sente/protocol"
)

// BenchmarkGomokuBookMove is the same for Gomocup BEGIN on 15x15.
func BenchmarkGomokuBookMove(b *testing.B) {
	bk := NewBook(protocol.BookConfig{Options: book.Options{Learned: filepath.Join(b.TempDir(), "user.sbk")}}, nil)
	g, _ := gomoku.NewGame(15, 15, gomoku.Freestyle)
	for b.Loop() {
		if _, ok := bk.Choose(g); !ok {
			b.Fatal("empty board not in the book")
		}
	}
}
