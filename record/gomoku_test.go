package record

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Every format describes the same game: (7,7) (8,7) (6,6).
func TestGomokuFormatsAgree(t *testing.T) {
	want := []Point{{7, 7}, {8, 7}, {6, 6}}
	for name, src := range map[string]string{
		"sgf":  "(;GM[4]SZ[15];B[hh];W[ih];B[gg])",
		"psq":  "Piskvork 15x15, 11:11, 0\n8,8,1000\n9,8,1000\n7,7,0\npbrain-a.exe\n-1\n",
		"pos":  "3\n7,7\n8,7\n6,6\n",
		"list": "h8 i8 g7",
		"xy":   "7,7 8,7 6,6",
	} {
		games, err := ParseGomokuGames(src)
		if err != nil || len(games) != 1 || !slices.Equal(games[0], want) {
			t.Errorf("%s: %v, %v", name, games, err)
		}
	}
	for _, bad := range []string{"(;B[h8])", "(;B[hh]", "h0", "8,8,x y", "Piskvork\nfoo"} {
		if g, err := ParseGomokuGames(bad); err == nil {
			t.Errorf("%q parsed as %v", bad, g)
		}
	}
}

func TestGomokuPointNames(t *testing.T) {
	for x := 0; x < 32; x++ {
		for y := 0; y < 32; y++ {
			px, py, err := ParseGomokuPoint(GomokuPointString(x, y))
			if err != nil || px != x || py != y {
				t.Fatalf("(%d,%d) -> %q -> (%d,%d) %v", x, y, GomokuPointString(x, y), px, py, err)
			}
		}
	}
}

func FuzzParseGomokuGames(f *testing.F) {
	f.Add("(;GM[4]SZ[15];B[hh];W[ih];B[gg])")
	f.Add("Piskvork 15x15, 11:11, 0\n8,8,1000\n9,8,1000\n")
	f.Add("3\n7,7\n8,7\n6,6\n")
	f.Add("h8 i8 g7 aa1")
	f.Fuzz(func(t *testing.T, s string) {
		games, err := ParseGomokuGames(s)
		if err != nil && games != nil {
			t.Fatal("games and an error")
		}
		// whatever parses reads back the same from its x,y move list
		for _, g := range games {
			var b strings.Builder
			for _, p := range g {
				fmt.Fprintf(&b, "%d,%d ", p[0], p[1])
			}
			back, err := ParseGomokuMoves(b.String())
			if err != nil || !slices.Equal(back, g) {
				t.Fatalf("%v -> %q -> %v, %v", g, b.String(), back, err)
			}
		}
	})
}

// TestWritePSQ: a written record reads back, by ParsePSQ with its size
// and by ParseGomokuGames; off-board moves are refused.
func TestWritePSQ(t *testing.T) {
	moves := []Point{{7, 7}, {8, 7}, {6, 6}, {0, 14}, {19, 0}}
	var b strings.Builder
	if err := WritePSQ(&b, 20, 15, moves); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), "Piskvorky 20x15, 11:11, 0\n8,8,0\n") {
		t.Errorf("record %q", b.String())
	}
	w, h, got, err := ParsePSQ(b.String())
	if err != nil || w != 20 || h != 15 || !slices.Equal(got, moves) {
		t.Errorf("ParsePSQ: %dx%d %v %v", w, h, got, err)
	}
	games, err := ParseGomokuGames(b.String())
	if err != nil || len(games) != 1 || !slices.Equal(games[0], moves) {
		t.Errorf("ParseGomokuGames: %v %v", games, err)
	}
	if err := WritePSQ(&b, 15, 15, []Point{{15, 0}}); err == nil {
		t.Error("an off-board move written")
	}
	for _, bad := range []string{"", "Piskvork 0x5\n1,1\n", "Piskvork 9999x5\n1,1\n", "Gomoku 15x15\n1,1\n", "Piskvorky 15x15, 11:11, 0\n-1\n"} {
		if _, _, _, err := ParsePSQ(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
	// the move list reads back too
	back, err := ParseGomokuMoves(GomokuMovesString(moves))
	if err != nil || !slices.Equal(back, moves) {
		t.Errorf("move list %q: %v %v", GomokuMovesString(moves), back, err)
	}
}

func FuzzParsePSQ(f *testing.F) {
	f.Add("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,8,0\n-1\n")
	f.Add("Piskvork 20x20\n1,1\n")
	f.Add("Piskvork\n1,1,5\nx\n")
	f.Fuzz(func(t *testing.T, s string) {
		w, h, moves, err := ParsePSQ(s)
		if err != nil {
			if moves != nil {
				t.Fatal("moves and an error")
			}
			return
		}
		// a record whose moves fit its board writes back the same
		fits := w > 0 && h > 0
		for _, p := range moves {
			fits = fits && p[0] >= 0 && p[1] >= 0 && p[0] < w && p[1] < h
		}
		if !fits {
			return
		}
		var b strings.Builder
		if err := WritePSQ(&b, w, h, moves); err != nil {
			t.Fatal(err)
		}
		w2, h2, back, err := ParsePSQ(b.String())
		if err != nil || w2 != w || h2 != h || !slices.Equal(back, moves) {
			t.Fatalf("%dx%d %v -> %q -> %dx%d %v %v", w, h, moves, b.String(), w2, h2, back, err)
		}
	})
}
