package nboard

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"sente/engine"
	"sente/protocol"
)

func TestClockFromGame(t *testing.T) {
	l := protocol.NewLoop(strings.NewReader(""), io.Discard, zerolog.New(io.Discard))
	h := New(l, engine.New(1), Options{})
	cases := []struct {
		game  string
		timed bool
		left  time.Duration
		inc   time.Duration
	}{
		{"(;GM[Othello]B[f5];)", false, 0, 0},
		{"(;GM[Othello]TI[1:00]B[f5//10.5]W[d6//2]B[c3//1.25];)", true, 60*time.Second - 2*time.Second, 0},
		{"(;GM[Othello]TI[1:00]B[f5//10.5]W[d6//2];)", true, 60*time.Second - 10500*time.Millisecond, 0},
		{"(;GM[Othello]TI[0:10/2]B[f5//3]W[d6//4]B[c3//5];)", true, 10*time.Second + 2*time.Second - 4*time.Second, 2 * time.Second},
	}
	for _, c := range cases {
		h.exec("set game " + c.game)
		if h.game.String() == "" || len(h.game.Moves) == 0 {
			t.Fatalf("%s not set", c.game)
		}
		ck := h.clock()
		if ck.Timed != c.timed || ck.Left != c.left || ck.Inc != c.inc {
			t.Errorf("%s: clock %+v, want timed %v left %v inc %v", c.game, ck, c.timed, c.left, c.inc)
		}
	}
	// moves sent with `move` count too
	h.exec("set game (;GM[Othello]TI[1:00];)")
	h.exec("move f5/0/20")
	h.exec("move d6/0/7")
	if ck := h.clock(); ck.Left != 40*time.Second {
		t.Errorf("after moves with times: %+v, want 40s left for black", ck)
	}
}
