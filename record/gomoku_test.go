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
