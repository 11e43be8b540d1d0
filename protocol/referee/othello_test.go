package referee

import (
	"errors"
	"testing"
)

func perft(o *Othello, depth int) int {
	if depth == 0 {
		return 1
	}
	if o.Over() {
		return 1
	}
	moves := o.LegalMoves()
	if len(moves) == 0 {
		moves = []int{Pass}
	}
	n := 0
	for _, m := range moves {
		c := *o
		c.moves = append([]int(nil), o.moves...)
		if err := c.Play(m); err != nil {
			panic(err)
		}
		n += perft(&c, depth-1)
	}
	return n
}

// TestOthelloPerft checks move generation and flips against the published
// perft counts of Othello from the start position (no pass before ply 9).
func TestOthelloPerft(t *testing.T) {
	want := []int{1, 4, 12, 56, 244, 1396, 8200}
	for d, w := range want {
		if got := perft(NewOthello(), d); got != w {
			t.Errorf("perft(%d) = %d, want %d", d, got, w)
		}
	}
}

func TestOthelloPlay(t *testing.T) {
	o := NewOthello()
	if got := o.LegalMoves(); len(got) != 4 || SquareName(got[0]) != "d3" {
		t.Fatalf("start moves %v", got)
	}
	f5, _ := ParseSquare("F5")
	if err := o.Play(f5); err != nil {
		t.Fatal(err)
	}
	e5, _ := ParseSquare("e5")
	if o.At(e5) != Black || o.ToMove() != White {
		t.Errorf("f5 must flip e5 and give the move to white")
	}
	if b, w := o.Count(); b != 4 || w != 1 {
		t.Errorf("count after f5: %d-%d, want 4-1", b, w)
	}
	a1, _ := ParseSquare("a1")
	if err := o.Play(a1); !errors.Is(err, ErrNotLegal) {
		t.Errorf("a1: %v", err)
	}
	if err := o.Play(f5); !errors.Is(err, ErrOccupied) {
		t.Errorf("occupied: %v", err)
	}
	if err := o.Play(Pass); !errors.Is(err, ErrNoPass) {
		t.Errorf("pass with moves: %v", err)
	}
}

func TestOthelloPassAndResult(t *testing.T) {
	// a1 black, b1 white, white to move: white has no move, black has c1.
	o := &Othello{toMv: White}
	o.cells[0], o.cells[1] = Black, White
	if !o.MustPass() || o.Over() {
		t.Fatalf("white must pass")
	}
	c1, _ := ParseSquare("c1")
	if err := o.Play(c1); !errors.Is(err, ErrMustPass) {
		t.Errorf("move while forced to pass: %v", err)
	}
	if err := o.Play(Pass); err != nil {
		t.Fatal(err)
	}
	if err := o.Play(c1); err != nil {
		t.Fatal(err)
	}
	if !o.Over() {
		t.Fatal("no white disc left: game over")
	}
	// 3 black discs, 61 empty squares go to the winner: +64.
	if d, w := o.Result(); d != 64 || w != Black {
		t.Errorf("result %d %v, want 64 black", d, w)
	}
	if err := o.Play(Pass); !errors.Is(err, ErrGameOver) {
		t.Errorf("after the end: %v", err)
	}
}

func TestSquareNames(t *testing.T) {
	for sq := -1; sq < 64; sq++ {
		got, err := ParseSquare(SquareName(sq))
		if err != nil || got != sq {
			t.Errorf("%d: %v %v", sq, got, err)
		}
	}
	for _, s := range []string{"", "i1", "a9", "a0", "a", "a10"} {
		if _, err := ParseSquare(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}
