package book_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sente/book"
	"sente/book/gomokubook"
	"sente/book/othellobook"
	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
	"sente/record/ggf"
)

func quickLearn(game string) book.LearnOptions {
	o := book.DefaultLearnOptions(game)
	o.Depth, o.TTMiB = 3, 1
	return o
}

func TestLearnOthelloGames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "user.sbk")
	games := "f5d6c3d3c4f4f6f3e6e7\n# comment\nf5 f6 e6 f4\n"
	lines, err := othellobook.ParseGames(games)
	if err != nil || len(lines) != 2 {
		t.Fatalf("parse: %d lines, %v", len(lines), err)
	}
	added, err := book.LearnFile(path, book.Othello, book.OthelloVariant, othellobook.Root(), lines, quickLearn(book.Othello))
	if err != nil {
		t.Fatal(err)
	}
	if added != 12 { // 10 + 4 positions, start and f5 shared
		t.Fatalf("added %d positions, want 12", added)
	}
	b, err := book.LoadFor(path, book.Othello, book.OthelloVariant)
	if err != nil {
		t.Fatal(err)
	}
	set := book.NewSet(b)
	// after f5 both games played d6 resp. f6: both are book moves, played once
	pos := othello.NewPosition()
	f5, _ := othello.ParseMove("f5")
	pos.Play(f5)
	es, ok := othellobook.Moves(set, pos)
	if !ok {
		t.Fatal("f5 position not learned")
	}
	played := map[string]uint32{}
	for _, e := range es {
		played[othello.MoveString(e.Move)] = e.Count
	}
	if played["d6"] != 1 || played["f6"] != 1 {
		t.Fatalf("counts after f5: %v", played)
	}
	// a mirrored game (e6 is f5's image) reaches the same positions: the
	// counts go up and no position is added
	mirror := othello.Symmetry(othello.Transpose)
	var ms []engine.Move
	for _, s := range []string{"f5", "d6", "c3", "d3"} {
		m, _ := othello.ParseMove(s)
		ms = append(ms, engine.Move(mirror.Square(int(m))))
	}
	added, err = book.LearnFile(path, book.Othello, book.OthelloVariant, othellobook.Root(), []book.Line{othellobook.Line(othello.NewPosition(), ms)}, quickLearn(book.Othello))
	if err != nil || added != 0 {
		t.Fatalf("mirrored game added %d positions (%v)", added, err)
	}
	b, _ = book.Load(path)
	es, _ = othellobook.Moves(book.NewSet(b), pos)
	for _, e := range es {
		if othello.MoveString(e.Move) == "d6" && e.Count != 2 {
			t.Fatalf("d6 count %d after the mirrored game, want 2", e.Count)
		}
	}
}

func TestLearnGGFAndIllegalMoves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "user.sbk")
	g, err := ggf.Parse("(;GM[Othello]PB[a]PW[b]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6]B[c3];)")
	if err != nil {
		t.Fatal(err)
	}
	if err := othellobook.LearnGGF(path, g, quickLearn(book.Othello)); err != nil {
		t.Fatal(err)
	}
	b, _ := book.Load(path)
	if b.Len() != 3 {
		t.Fatalf("GGF game of 3 moves: %d positions", b.Len())
	}
	bad, _ := othellobook.ParseGames("f5a1")
	if _, err := book.Learn(b, rootOf(t, b), bad, quickLearn(book.Othello)); err == nil {
		t.Fatal("an illegal move was learned")
	}
	// a corrupt user book is reported, not overwritten
	os.WriteFile(path, []byte("garbage"), 0o644)
	if err := othellobook.LearnGGF(path, g, quickLearn(book.Othello)); err == nil {
		t.Fatal("learning into a corrupt book succeeded")
	}
	if data, _ := os.ReadFile(path); string(data) != "garbage" {
		t.Fatal("a corrupt user book was overwritten")
	}
}

func TestLearnGomokuFormats(t *testing.T) {
	sgf := "(;GM[4]SZ[15];B[hh];W[ih];B[gg])"
	psq := "Piskvork 15x15, 11:11, 0\n8,8,1000\n9,8,1000\n7,7,0\npbrain-a.exe\n-1\n"
	pos := "3\n7,7\n8,7\n6,6\n"
	list := "h8 i8 g7\n7,7 8,7 6,6\n"
	for name, src := range map[string]string{"sgf": sgf, "psq": psq, "pos": pos, "list": list} {
		lines, err := gomokubook.ParseGames("freestyle-15", src)
		if err != nil || len(lines) == 0 {
			t.Fatalf("%s: %d games, %v", name, len(lines), err)
		}
		b := book.New(book.Gomoku, "freestyle-15")
		if _, err := book.Learn(b, rootOf(t, b), lines, quickLearn(book.Gomoku)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		// every format describes the same game: (7,7) (8,7) (6,6); the
		// book keeps positions up to the board's symmetries, so the reply
		// may come back as any move that gives the position after (8,7)
		g, _ := gomoku.NewGame(15, 15, gomoku.Freestyle)
		g.Play(7, 7)
		es, ok := gomokubook.Moves(book.NewSet(b), g)
		if !ok {
			t.Fatalf("%s: position after h8 not learned", name)
		}
		keyAfter := func(x, y int) book.Key {
			g.Play(x, y)
			k, _ := gomokubook.KeyOf(g)
			g.Undo()
			return k
		}
		want := keyAfter(8, 7)
		found := false
		for _, e := range es {
			found = found || (keyAfter(int(e.Move)%15, int(e.Move)/15) == want && e.Count == uint32(len(lines)))
		}
		if !found {
			t.Fatalf("%s: reply (8,7) not learned: %v", name, es)
		}
	}
}

func FuzzParseGames(f *testing.F) {
	f.Add("f5d6c3d3c4")
	f.Add("(;GM[Othello]PB[a]PW[b]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5];)")
	f.Add("(;GM[4]SZ[15];B[hh];W[ih];B[gg])")
	f.Add("Piskvork 15x15, 11:11, 0\n8,8,1000\n9,8,1000\n")
	f.Add("3\n7,7\n8,7\n6,6\n")
	f.Add("h8 i8 g7 aa1")
	f.Fuzz(func(t *testing.T, s string) {
		ol, _ := othellobook.ParseGames(s)
		gl, _ := gomokubook.ParseGames("freestyle-15", s)
		for _, lines := range [][]book.Line{ol, gl} {
			for _, l := range lines {
				if l.Start == nil {
					t.Fatal("a line without a start")
				}
			}
		}
	})
}

// A GGF record cut short by a killed writer, with the next record appended
// right after it, costs only itself: the whole records around it are read
// and the error counts the skipped one.
func TestParseGamesSkipsTornRecord(t *testing.T) {
	const rec = "(;GM[Othello]PB[a]PW[b]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6]B[c3];)"
	lines, err := othellobook.ParseGames(rec + "\n" + rec[:40] + rec + "\n" + rec)
	if len(lines) != 3 {
		t.Fatalf("%d games read, want 3", len(lines))
	}
	if err == nil || !strings.Contains(err.Error(), "1 GGF records cut short") {
		t.Errorf("error %v, want the cut record counted", err)
	}
}
