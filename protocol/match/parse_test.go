package match

import (
	"errors"
	"strings"
	"testing"

	"sente/protocol/referee"
)

func TestParsePbrainMove(t *testing.T) {
	cases := []struct {
		in         string
		m          Move
		skip, fail bool
	}{
		{"7,8", Move{X: 7, Y: 8}, false, false},
		{" 10 , 3 ", Move{X: 10, Y: 3}, false, false},
		{"-1,3", Move{X: -1, Y: 3}, false, false}, // parsed; the referee says off board
		{"MESSAGE hi", Move{}, true, false},
		{"debug x", Move{}, true, false},
		{"", Move{}, true, false},
		{"ERROR no", Move{}, false, true},
		{"UNKNOWN x", Move{}, false, true},
		{"7 8", Move{}, false, true},
		{"7,", Move{}, false, true},
		{"a,b", Move{}, false, true},
		{"99999999999999999999,1", Move{}, false, true},
	}
	for _, c := range cases {
		m, skip, err := ParsePbrainMove(c.in)
		if m != c.m || skip != c.skip || (err != nil) != c.fail {
			t.Errorf("%q: %v %v %v", c.in, m, skip, err)
		}
	}
}

func TestParseNBoardReply(t *testing.T) {
	for _, c := range []struct{ in, sq string }{
		{"=== F5/-1.50/0.3", "f5"},
		{"=== d3 1.0 2.0", "d3"}, // Edax style
		{"=== PA", "pass"},
	} {
		m, kind, err := ParseNBoardReply(c.in)
		if err != nil || kind != NBoardMove || m.Othello() != c.sq {
			t.Errorf("%q: %v %v %v", c.in, m, kind, err)
		}
	}
	for _, s := range []string{"status thinking", "search F5d6 1.0 0 10", "nodestats 100 0.1", "set myname X", ""} {
		if _, kind, err := ParseNBoardReply(s); kind != NBoardInfo || err != nil {
			t.Errorf("%q: kind %v err %v, want an info line", s, kind, err)
		}
	}
	// lines NTest prints that NBoard does not define: ignored, no error
	for _, s := range []string{"hello", "set depth 3", "Loaded 12345 positions from the book", "==="[:2]} {
		if _, kind, err := ParseNBoardReply(s); kind != NBoardForeign || err != nil {
			t.Errorf("%q: kind %v err %v, want a foreign line", s, kind, err)
		}
	}
	for _, s := range []string{"===", "=== z9", "=== "} {
		if _, kind, err := ParseNBoardReply(s); kind != NBoardMove || err == nil {
			t.Errorf("%q: kind %v err %v, want a bad answer", s, kind, err)
		}
	}
}

func TestParseGTP(t *testing.T) {
	if r, err := ParseGTPReply("=12 f5"); err != nil || r != "f5" {
		t.Errorf("=12 f5: %q %v", r, err)
	}
	if r, err := ParseGTPReply("= "); err != nil || r != "" {
		t.Errorf("empty success: %q %v", r, err)
	}
	if _, err := ParseGTPReply("? illegal move"); err == nil {
		t.Error("? accepted")
	}
	if _, err := ParseGTPReply("f5"); err == nil {
		t.Error("bare move accepted")
	}
	if m, err := ParseGTPMove("PASS"); err != nil || !m.Pass {
		t.Errorf("pass: %v %v", m, err)
	}
	if _, err := ParseGTPMove("resign"); !errors.Is(err, ErrResign) {
		t.Errorf("resign: %v", err)
	}
}

func TestOpenings(t *testing.T) {
	o, err := ParseGomokuOpening("0,0, 1,0, -1,1", 15, 15, referee.Freestyle)
	if err != nil || len(o.Moves) != 3 || o.Moves[0] != (Move{X: 7, Y: 7}) || o.Moves[2] != (Move{X: 6, Y: 8}) {
		t.Errorf("15x15: %v %v", o.Moves, err)
	}
	o, err = ParseGomokuOpening("0,0 1,0", 20, 20, referee.Freestyle)
	if err != nil || o.Moves[1] != (Move{X: 11, Y: 10}) {
		t.Errorf("20x20 centre 10,10: %v %v", o.Moves, err)
	}
	for _, bad := range []string{"0,0, 0,0", "0,0, 1", "0,0, 9,9", "x,y"} {
		if _, err := ParseGomokuOpening(bad, 15, 15, referee.Freestyle); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	oo, err := ParseOthelloOpening("F5 d6 c3")
	if err != nil || len(oo.Moves) != 3 || oo.Moves[2].Othello() != "c3" {
		t.Errorf("othello: %v %v", oo.Moves, err)
	}
	if _, err := ParseOthelloOpening("f5f5"); err == nil {
		t.Error("f5f5 accepted")
	}
	for _, g := range []Game{Gomoku, Othello} {
		for _, size := range []int{15, 20} {
			os, err := DefaultOpenings(g, size, size, referee.Renju)
			if err != nil || len(os) < 20 {
				t.Errorf("default %v %d: %d openings, %v", g, size, len(os), err)
			}
		}
	}
	if _, err := ReadOpenings(strings.NewReader("# none\n\n"), Othello, 8, 8, 0); err == nil {
		t.Error("empty opening file accepted")
	}
}

func TestSplitCommand(t *testing.T) {
	got, err := SplitCommand(`/bin/eng "a b" 'c d' e\ f`)
	want := []string{"/bin/eng", "a b", "c d", "e f"}
	if err != nil || strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("%q %v", got, err)
	}
	if _, err := SplitCommand(`a "b`); err == nil {
		t.Error("unterminated quote accepted")
	}
}

func TestSGF(t *testing.T) {
	g := &GameResult{Index: 0, Black: 1, Winner: referee.White, Fault: -1, Reason: "five at 2,3",
		Moves: []Move{{X: 0, Y: 0}, {X: 2, Y: 3}}, OpeningLen: 1, Names: [2]string{"A", "B"}}
	s := SGF(g, 15, 15, referee.Renju)
	for _, want := range []string{"GM[4]", "SZ[15]", "RU[renju]", "PB[B]", "PW[A]", "RE[W+]", ";B[aa]", ";W[cd]"} {
		if !strings.Contains(s, want) {
			t.Errorf("SGF lacks %s:\n%s", want, s)
		}
	}
}

func FuzzParsePbrainMove(f *testing.F) {
	for _, s := range []string{"7,8", "MESSAGE x", "ERROR", "1,2,3", " -3 , 4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, skip, err := ParsePbrainMove(s)
		if err == nil && !skip {
			// a parsed move prints back to the same move
			m2, _, err2 := ParsePbrainMove(m.Gomoku())
			if err2 != nil || m2 != m {
				t.Fatalf("%q -> %v -> %v %v", s, m, m2, err2)
			}
		}
	})
}

func FuzzParseNBoardReply(f *testing.F) {
	for _, s := range []string{"=== F5/1/2", "=== pa", "status x", "===", "search"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, kind, err := ParseNBoardReply(s)
		if err != nil && kind != NBoardMove {
			t.Fatalf("%q: error %v on a line to skip (%v)", s, err, kind)
		}
		if kind == NBoardMove && err == nil && !m.Pass && (m.X < 0 || m.X > 7 || m.Y < 0 || m.Y > 7) {
			t.Fatalf("%q: square off the board %v", s, m)
		}
	})
}

func FuzzParseGTP(f *testing.F) {
	for _, s := range []string{"= f5", "=3 pass", "? no", "= resign", "=", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseGTPReply(s)
		if err != nil {
			return
		}
		m, err := ParseGTPMove(r)
		if err == nil && !m.Pass && (m.X < 0 || m.X > 7 || m.Y < 0 || m.Y > 7) {
			t.Fatalf("%q: square off the board %v", s, m)
		}
	})
}

func FuzzOpenings(f *testing.F) {
	for _, s := range []string{"0,0, 1,0, -1,1", "f5d6c3", "0,0 0,0", "-7,-7, 7,7"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if o, err := ReadOpenings(strings.NewReader(s), Gomoku, 15, 15, referee.Renju); err == nil {
			for _, op := range o {
				for _, m := range op.Moves {
					if m.X < 0 || m.Y < 0 || m.X >= 15 || m.Y >= 15 {
						t.Fatalf("%q: stone off the board %v", s, m)
					}
				}
			}
		}
		ReadOpenings(strings.NewReader(s), Othello, 8, 8, 0)
	})
}

func FuzzSplitCommand(f *testing.F) {
	for _, s := range []string{`a "b c" 'd'`, `x\ y`, `"`, ``, `a\`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		words, err := SplitCommand(s)
		if err == nil && len(words) == 0 {
			t.Fatalf("%q: no words and no error", s)
		}
		// Words without quotes, escapes or spaces come back unchanged.
		if err == nil && !strings.ContainsAny(s, "\"'\\") {
			sep := func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' }
			if got := strings.Join(words, "\x00"); got != strings.Join(strings.FieldsFunc(s, sep), "\x00") {
				t.Fatalf("%q -> %q", s, words)
			}
		}
	})
}
