package gomoku

import (
	"sente/engine"
	"strings"
	"testing"
)

// parseBoard builds a game from a diagram: one line per row (y = 0 first),
// 'X' black, 'O' white, '.' empty; spaces are ignored. The side to move is
// given explicitly.
func parseBoard(t testing.TB, rule Rule, toMove Stone, rows ...string) *Game {
	t.Helper()
	var clean []string
	for _, r := range rows {
		clean = append(clean, strings.ReplaceAll(r, " ", ""))
	}
	h, w := len(clean), len(clean[0])
	g, err := NewGame(w, h, rule)
	if err != nil {
		t.Fatal(err)
	}
	for y, r := range clean {
		if len(r) != w {
			t.Fatalf("row %d has %d points, want %d", y, len(r), w)
		}
		for x, ch := range r {
			var s Stone
			switch ch {
			case 'X', 'x':
				s = Black
			case 'O', 'o':
				s = White
			case '.':
				continue
			default:
				t.Fatalf("bad char %q", ch)
			}
			if err := g.Place(x, y, s); err != nil {
				t.Fatal(err)
			}
		}
	}
	g.SetToMove(toMove)
	return g
}

// stonesGame puts the listed stones on an empty size x size board.
func stonesGame(t testing.TB, size int, rule Rule, toMove Stone, black, white [][2]int) *Game {
	t.Helper()
	g, err := NewGame(size, size, rule)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range black {
		if err := g.Place(p[0], p[1], Black); err != nil {
			t.Fatalf("black %v: %v", p, err)
		}
	}
	for _, p := range white {
		if err := g.Place(p[0], p[1], White); err != nil {
			t.Fatalf("white %v: %v", p, err)
		}
	}
	g.SetToMove(toMove)
	return g
}

// playedGame plays moves, black first, on an empty 15x15 board.
func playedGame(t testing.TB, rule Rule, moves ...[2]int) *Game {
	t.Helper()
	g, _ := NewGame(15, 15, rule)
	for _, m := range moves {
		if err := g.Play(m[0], m[1]); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	return g
}

func moveOf(p *Position, x, y int) engine.Move { return engine.Move(y*p.Width() + x) }

func winScore(ply int) engine.Score { return engine.Win - engine.Score(ply) }
