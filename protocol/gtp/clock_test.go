package gtp

import (
	"testing"
	"time"

	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
)

func TestClocks(t *testing.T) {
	mid, err := othello.ParseFEN("--------" + "--------" + "--XXXO--" + "--XXOO--" + "--XOXO--" + "--XXXO--" + "--------" + "-------- X")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name     string
		k        clocks
		col      othello.Color
		timed    bool
		maxHard  time.Duration // the move may never take more
		maxSoft  time.Duration
		minSoftP time.Duration // a sensible share is used
	}{
		{"absolute", clocks{set: true, main: time.Minute, left: [2]time.Duration{30 * time.Second, time.Minute}},
			othello.Black, true, 30*time.Second/3 + 1, 30 * time.Second / 2, 100 * time.Millisecond},
		{"byo-yomi period", clocks{set: true, main: time.Minute, byo: 6 * time.Second, stones: 3,
			left: [2]time.Duration{time.Minute, 5 * time.Second}, periodLen: [2]int{0, 3}},
			// at most 2/(stones+1) of the period per move (engine.Clock.Budget):
			// the period lasts even if every move runs to its hard deadline
			othello.White, true, 5*time.Second/2 + 1, 5 * time.Second / 3, 50 * time.Millisecond},
		{"flagging", clocks{set: true, main: time.Minute, left: [2]time.Duration{10 * time.Millisecond, 0}},
			othello.Black, true, engine.MinThink, engine.MinThink, 0},
		{"main time spent, byo-yomi next", clocks{set: true, byo: 60 * time.Second, stones: 10},
			othello.Black, true, 60 * time.Second / 3, 60 * time.Second * 13 / 100, 3 * time.Second},
		{"no limit", clocks{set: true, byo: time.Second}, othello.Black, false, 0, 0, 0},
		{"unset", clocks{}, othello.White, false, 0, 0, 0},
	}
	for _, c := range cases {
		ck := c.k.engineClock(c.col)
		if ck.Timed != c.timed {
			t.Errorf("%s: timed %v, want %v", c.name, ck.Timed, c.timed)
			continue
		}
		lim := protocol.Level{}.Limits(ck, mid)
		if lim.Hard > c.maxHard || lim.Soft > c.maxSoft || lim.Soft < c.minSoftP {
			t.Errorf("%s: soft %v hard %v, want soft in [%v, %v], hard <= %v", c.name, lim.Soft, lim.Hard,
				c.minSoftP, c.maxSoft, c.maxHard)
		}
		if c.timed && lim.Hard > ck.Left && ck.Left > engine.MinThink {
			t.Errorf("%s: hard %v beyond the clock %v", c.name, lim.Hard, ck.Left)
		}
	}
}

func TestClockSettle(t *testing.T) {
	k := clocks{set: true, main: time.Second, byo: 10 * time.Second, stones: 5,
		left: [2]time.Duration{time.Second, time.Second}}
	k.settle(othello.Black, 1500*time.Millisecond)
	if k.left[othello.Black] != 9500*time.Millisecond || k.periodLen[othello.Black] != 5 {
		t.Fatalf("after main time: left %v stones %d, want 9.5s 5", k.left[0], k.periodLen[0])
	}
	for i := 0; i < 5; i++ {
		k.settle(othello.Black, time.Second)
	}
	if k.left[othello.Black] != 10*time.Second || k.periodLen[othello.Black] != 5 {
		t.Fatalf("new period: left %v stones %d, want 10s 5", k.left[0], k.periodLen[0])
	}
	if k.left[othello.White] != time.Second {
		t.Fatalf("white charged: %v", k.left[1])
	}
}
