package ggf

import (
	"strings"
	"testing"
	"time"

	"sente/engine/othello"
)

const specGame = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]" +
	"BO[8 ---------------------------O*------*O--------------------------- *]" +
	"B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)"

func TestParseSpecGame(t *testing.T) {
	g, err := Parse(specGame)
	if err != nil {
		t.Fatal(err)
	}
	if g.Tag("PB") != "./mEdax" || g.Tag("DT") != "2014-02-21 20:52:27 GMT" || len(g.Moves) != 8 {
		t.Fatalf("parsed %+v", g)
	}
	if g.Black != othello.StartBlack || g.White != othello.StartWhite || g.Side != othello.Black {
		t.Fatalf("start board %x %x %v", g.Black, g.White, g.Side)
	}
	pos, err := g.Position()
	if err != nil {
		t.Fatal(err)
	}
	want := othello.NewPosition()
	for _, s := range []string{"f5", "f6", "d3", "c5", "e6", "f7", "e7", "f4"} {
		m, _ := othello.ParseMove(s)
		if err := want.Play(m); err != nil {
			t.Fatal(s, err)
		}
	}
	if pos.String() != want.String() {
		t.Fatalf("position %s, want %s", pos, want)
	}
	// the writer's output reads back to the same game
	g2, err := Parse(g.String())
	if err != nil {
		t.Fatal(err)
	}
	if g2.String() != g.String() {
		t.Fatalf("round trip:\n%s\n%s", g.String(), g2.String())
	}
}

func TestMoveFields(t *testing.T) {
	cases := []struct {
		in       string
		want     string
		bad      bool
		eval, tm float64
	}{
		{in: "f5", want: "f5"}, {in: "F5/1.5", want: "f5/1.50", eval: 1.5},
		{in: "a1/-3/2.25", want: "a1/-3.00/2.25", eval: -3, tm: 2.25},
		{in: "h8//4", want: "h8//4.00", tm: 4}, {in: "PA", want: "PA"}, {in: "pass/0/1", want: "PA/0.00/1.00", tm: 1},
		{in: "i9", bad: true}, {in: "", bad: true}, {in: "f5/x", bad: true}, {in: "f5/1/-2", bad: true},
		{in: "f5/NaN", bad: true}, {in: "f5/0/Inf", bad: true}, {in: "f5/1e300", bad: true},
	}
	for _, c := range cases {
		m, err := ParseMove(c.in)
		if c.bad {
			if err == nil {
				t.Errorf("%q accepted: %+v", c.in, m)
			}
			continue
		}
		if err != nil || m.String() != c.want || m.Eval != c.eval || m.Time != c.tm {
			t.Errorf("%q: %+v %v, want %s", c.in, m, err, c.want)
		}
	}
}

func TestClock(t *testing.T) {
	cases := []struct {
		ti        string
		ok        bool
		main, inc time.Duration
	}{
		{"15:00", true, 15 * time.Minute, 0},
		{"1:02:03", true, time.Hour + 2*time.Minute + 3*time.Second, 0},
		{"90", true, 90 * time.Second, 0},
		{"5:00/10", true, 5 * time.Minute, 10 * time.Second},
		{"5:00//2:00", true, 5 * time.Minute, 0}, // an extension is not counted on
		{"0:30.5", true, 30500 * time.Millisecond, 0},
		{"", false, 0, 0}, {"x", false, 0, 0}, {"-5:00", false, 0, 0}, {"0", false, 0, 0},
		{"1:2:3:4", false, 0, 0}, {"99999999:00", false, 0, 0}, {"1.5:00", false, 0, 0},
	}
	for _, c := range cases {
		g := New()
		g.SetTag("TI", c.ti)
		ck, ok := g.Clock()
		if ok != c.ok || ck.Main != c.main || ck.Inc != c.inc {
			t.Errorf("TI[%s]: %+v %v, want %v %v %v", c.ti, ck, ok, c.main, c.inc, c.ok)
		}
	}
}

func TestMalformed(t *testing.T) {
	bad := []string{
		"", "(", "(;", "GM[Othello];)", "(;GM[Othello]", "(;GM[Othello];", "(;GM[Chess];)",
		"(;GM[Othello]BO[10 " + strings.Repeat("-", 100) + " *];)",
		"(;GM[Othello]BO[8 " + strings.Repeat("-", 63) + " *];)",
		"(;GM[Othello]BO[8 " + strings.Repeat("-", 64) + " ?];)",
		"(;GM[Othello]BO[8 " + strings.Repeat("#", 64) + " *];)",
		"(;GM[Othello]B[z9];)", "(;GM[Othello]B[f5;)", "(;GM[Othello]b[f5];)", "(;GM[Othello]TY[10];)",
		"(;GM[Othello]LONGTAGNAME[x];)", "(;GM[Othello] junk ;)",
		"(;GM[Othello]" + strings.Repeat("B[f5]", MaxMoves+1) + ";)",
		strings.Repeat("x", MaxLen+1),
	}
	for _, s := range bad {
		if g, err := Parse(s); err == nil {
			t.Errorf("%.80q accepted: %s", s, g)
		}
	}
	// well-formed but illegal games: Position refuses them
	illegal := []string{
		"(;GM[Othello]B[a1];)",      // no flip
		"(;GM[Othello]W[f5];)",      // wrong colour, black can move
		"(;GM[Othello]B[f5]B[f4];)", // two black moves while white can move
		"(;GM[Othello]B[PA];)",      // pass with moves
		"(;GM[Othello]B[f5]W[f5];)", // occupied
		"(;GM[Othello]BO[8 " + strings.Repeat("*", 64) + " *]B[PA];)", // game over
	}
	for _, s := range illegal {
		g, err := Parse(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if _, err := g.Position(); err == nil {
			t.Errorf("%q: illegal game accepted", s)
		}
	}
}

// TestImpliedPass: a record that skips a forced pass gets it made
// explicit; tags in any order and unknown tags are kept.
func TestImpliedPass(t *testing.T) {
	// black c1 flips b1; white (e8, g8) then has no move; black h8 again.
	board := "*O------" + strings.Repeat("--------", 6) + "----O*O-"
	rec := "(;XX[unknown]BO[8 " + board + " *]GM[Othello]TI[1:00]B[c1]B[h8];)"
	g, err := Parse(rec)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := g.Position()
	if err != nil {
		t.Fatalf("%s: %v", rec, err)
	}
	if len(g.Moves) != 3 || g.Moves[1].Move != othello.Pass || g.Moves[1].Color != othello.White {
		t.Fatalf("implied pass not made explicit: %s", g)
	}
	if pos.Side() != othello.White || othello.Count(pos.Black()) != 6 || othello.Count(pos.White()) != 1 {
		t.Fatalf("final position %s", pos)
	}
	if out := g.String(); !strings.Contains(out, "XX[unknown]") || !strings.Contains(out, "TI[1:00]") ||
		!strings.Contains(out, "B[c1]W[PA]B[h8]") {
		t.Fatalf("written: %s", out)
	}
}
