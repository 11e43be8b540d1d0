package gomoku

import "testing"

// winCase: the stones of one row (y = 7 on a 15x15 board) given as a
// string from x = 0, and the expected winner under a rule.
type winCase struct {
	name  string
	rule  Rule
	row   string
	want  Stone
	isWon bool
}

func TestWinnerByRule(t *testing.T) {
	cases := []winCase{
		{"free five", Freestyle, "...XXXXX.......", Black, true},
		{"free overline", Freestyle, "..XXXXXX.......", Black, true},
		{"free four", Freestyle, "...XXXX........", Empty, false},
		{"standard five", Standard, "...OOOOO.......", White, true},
		{"standard overline", Standard, "..OOOOOO.......", Empty, false},
		{"standard overline black", Standard, "XXXXXXXXX......", Empty, false},
		{"renju black five", Renju, "...XXXXX.......", Black, true},
		{"renju black overline", Renju, "..XXXXXX.......", Empty, false},
		{"renju white overline", Renju, "..OOOOOO.......", White, true},
		{"caro open five", Caro, "...XXXXX.......", Black, true},
		{"caro one side blocked", Caro, "..OXXXXX.......", Black, true},
		{"caro both blocked", Caro, "..OXXXXXO......", Empty, false},
		{"caro edge and blocked", Caro, "XXXXXO.........", Black, true},
		{"caro overline", Caro, "..XXXXXX.......", Black, true},
		{"caro overline both blocked", Caro, ".OXXXXXXO......", Empty, false},
		{"caro exact overline", CaroExact, "..XXXXXX.......", Empty, false},
		{"caro exact five", CaroExact, "..XXXXX.O......", Black, true},
		{"caro exact blocked", CaroExact, ".OXXXXXO.......", Empty, false},
	}
	for _, tc := range cases {
		rows := make([]string, 15)
		for i := range rows {
			rows[i] = "..............."
		}
		rows[7] = tc.row
		g := parseBoard(t, tc.rule, Black, rows...)
		got, won := g.Winner()
		if won != tc.isWon || got != tc.want {
			t.Errorf("%s: Winner() = %v,%v; want %v,%v", tc.name, got, won, tc.want, tc.isWon)
		}
		// the search position must agree
		p := g.Position()
		if (p.winner != Empty) != tc.isWon || (tc.isWon && p.winner != tc.want) {
			t.Errorf("%s: position winner %v", tc.name, p.winner)
		}
	}
}

// Winning lines in every direction, incremental: the search position
// detects the five at the move that makes it.
func TestMakeDetectsFiveAllDirections(t *testing.T) {
	dirs := [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for _, rule := range []Rule{Freestyle, Standard, Renju, Caro, CaroExact} {
		for _, d := range dirs {
			g, _ := NewGame(15, 15, rule)
			for i := 0; i < 4; i++ {
				if err := g.Place(5+i*d[0], 7+i*d[1], Black); err != nil {
					t.Fatal(err)
				}
			}
			p := g.Position()
			x, y := 5+4*d[0], 7+4*d[1]
			p.Make(moveOf(p, x, y))
			if p.winner != Black {
				t.Errorf("%v dir %v: no win after five", rule, d)
			}
			if sc, over := p.Outcome(1); !over || sc != -(winScore(1)) {
				t.Errorf("%v dir %v: Outcome = %d,%v", rule, d, sc, over)
			}
			p.Unmake(moveOf(p, x, y))
			if p.winner != Empty {
				t.Errorf("%v: winner kept after Unmake", rule)
			}
		}
	}
}

func TestPlayErrors(t *testing.T) {
	g, _ := NewGame(15, 15, Renju)
	if err := g.Play(15, 0); err != ErrOffBoard {
		t.Errorf("off board: %v", err)
	}
	if err := g.Play(-1, 3); err != ErrOffBoard {
		t.Errorf("off board: %v", err)
	}
	if err := g.Play(7, 7); err != nil {
		t.Fatal(err)
	}
	if err := g.Play(7, 7); err != ErrOccupied {
		t.Errorf("occupied: %v", err)
	}
	if g.ToMove() != White || g.Stones() != 1 || g.At(7, 7) != Black {
		t.Errorf("state after one move: %v %d %v", g.ToMove(), g.Stones(), g.At(7, 7))
	}
	// black double three at (7,9)... build one: black (5,9),(6,9) and (8,10),(9,11)
	for _, m := range [][2]int{{0, 0}, {5, 9}, {0, 2}, {6, 9}, {0, 4}, {8, 10}, {0, 6}, {9, 11}, {0, 8}} {
		if err := g.Play(m[0], m[1]); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	if g.ToMove() != Black {
		t.Fatal("black should move")
	}
	if err := g.Play(7, 9); err != ErrForbidden {
		t.Errorf("double three played: %v", err)
	}
	x, y, ok := g.Undo()
	if !ok || x != 0 || y != 8 || g.ToMove() != White {
		t.Errorf("Undo = %d,%d,%v to move %v", x, y, ok, g.ToMove())
	}
	if err := g.Remove(8, 10); err != nil || g.At(8, 10) != Empty || g.ToMove() != Black {
		t.Errorf("Remove: %v", err)
	}
	if err := g.Remove(8, 10); err != ErrEmpty {
		t.Errorf("Remove empty: %v", err)
	}
	if _, err := NewGame(4, 15, Freestyle); err == nil {
		t.Error("4x15 accepted")
	}
	if _, err := NewGame(20, 33, Freestyle); err == nil {
		t.Error("20x33 accepted")
	}
	if _, err := NewGame(32, 5, Freestyle); err != nil {
		t.Error(err)
	}
}

func TestNoMoveAfterWin(t *testing.T) {
	g := parseBoard(t, Freestyle, White,
		"..........",
		".XXXXX....",
		"..........",
		"..........",
		"..........")
	if err := g.Play(0, 4); err != ErrGameOver {
		t.Errorf("move after five: %v", err)
	}
	if len(g.Position().GenMoves(nil)) != 0 {
		t.Error("moves generated after a five")
	}
}
