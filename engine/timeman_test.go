package engine

import (
	"testing"
	"testing/synctest"
	"time"
)

func TestBudgetBounds(t *testing.T) {
	cases := []Clock{
		{PerMove: 5 * time.Second},
		{PerMove: 100 * time.Millisecond},
		{Timed: true, Left: 2 * time.Minute},
		{Timed: true, Left: 2 * time.Minute, Inc: 2 * time.Second},
		{Timed: true, Left: 10 * time.Second, PerMove: 5 * time.Second},
		{Timed: true, Left: 30 * time.Millisecond},
		{Timed: true, Left: -time.Second},
		{Timed: true, Left: time.Minute, MovesToGo: 1},
	}
	for _, c := range cases {
		for _, phase := range []float64{0, 0.25, 0.5, 0.75, 1} {
			soft, hard := c.Budget(phase, 20)
			if soft > hard || hard < MinThink {
				t.Errorf("%+v phase %.2f: soft %v hard %v", c, phase, soft, hard)
			}
			if c.PerMove > 0 && hard > max(c.PerMove-min(DefaultMargin, c.PerMove/4), MinThink) {
				t.Errorf("%+v: hard %v beyond the per-move limit", c, hard)
			}
			if c.Timed && hard > max(c.Left-DefaultMargin, MinThink) {
				t.Errorf("%+v: hard %v beyond the clock", c, hard)
			}
		}
	}
	if _, h := (Clock{PerMove: 50 * time.Millisecond}).Budget(0.5, 10); h < 30*time.Millisecond {
		t.Errorf("50ms per move: hard deadline only %v", h)
	}
	// byo-yomi: 0.2 s for every move, the clock refilled after each
	if _, h := (Clock{Timed: true, Left: 200 * time.Millisecond, MovesToGo: 1}).Budget(0.5, 30); h < 120*time.Millisecond || h > 150*time.Millisecond {
		t.Errorf("0.2 s byo-yomi: hard deadline %v, want 120..150ms", h)
	}
	if s, h := (Clock{}).Budget(0.5, 10); s != 0 || h != 0 {
		t.Errorf("no clock: %v %v, want no limits", s, h)
	}
	c := Clock{Timed: true, Left: 5 * time.Minute}
	open, _ := c.Budget(0, 30)
	mid, _ := c.Budget(0.5, 30)
	if mid <= open {
		t.Errorf("midgame share %v not above opening share %v", mid, open)
	}
}

// TestHardDeadlineFakeClock runs a search whose every leaf takes 1 ms of
// fake time: the search must return at the hard deadline to the
// millisecond, and never start an iteration after the soft one.
func TestHardDeadlineFakeClock(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := NewSearcher(NewTT(1))
		tr := newTree(6, 21)
		tr.sleep = time.Millisecond
		start := time.Now()
		var last time.Duration
		r := s.Search(tr, Limits{Soft: 40 * time.Millisecond, Hard: 100 * time.Millisecond}, nil, start,
			func(in Info) { last = in.Elapsed })
		el := time.Since(start)
		if el > 101*time.Millisecond {
			t.Fatalf("search took %v with a 100ms hard deadline", el)
		}
		if r.Depth < 2 || r.Move == NoMove {
			t.Fatalf("result %+v", r)
		}
		if !r.Stopped && last < 40*time.Millisecond {
			t.Fatalf("search ended at %v before the soft deadline without being stopped", last)
		}
	})
}

// TestNeverLosesOnTime plays 60 moves against a game clock in fake time,
// each move searching until its hard deadline: the clock never runs out.
func TestNeverLosesOnTime(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		for _, inc := range []time.Duration{0, 500 * time.Millisecond} {
			left := 20 * time.Second
			s := NewSearcher(NewTT(1))
			for move := 0; move < 60; move++ {
				c := Clock{Timed: true, Left: left, Inc: inc}
				soft, hard := c.Budget(float64(move)/60, 60-move)
				tr := newTree(8, uint64(move))
				tr.sleep = 3 * time.Millisecond
				start := time.Now()
				s.Search(tr, Limits{Soft: soft, Hard: hard}, nil, start, nil)
				used := time.Since(start) + 20*time.Millisecond // protocol overhead
				left += inc - used
				if left <= 0 {
					t.Fatalf("inc %v: flagged at move %d", inc, move)
				}
			}
		}
	})
}

// TestByoYomiPeriods plays Canadian periods in fake time (stones moves in
// period, refilled after them): no period ever runs out.
func TestByoYomiPeriods(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		for _, p := range []struct {
			period time.Duration
			stones int
		}{{200 * time.Millisecond, 1}, {2 * time.Second, 5}, {30 * time.Second, 25}} {
			s := NewSearcher(NewTT(1))
			for n := 0; n < 3; n++ {
				left := p.period
				for k := p.stones; k > 0; k-- {
					c := Clock{Timed: true, Left: left, MovesToGo: k}
					soft, hard := c.Budget(0.5, 30)
					tr := newTree(8, uint64(k))
					tr.sleep = time.Millisecond
					start := time.Now()
					s.Search(tr, Limits{Soft: soft, Hard: hard}, nil, start, nil)
					left -= time.Since(start) + 10*time.Millisecond // protocol overhead
					if left <= 0 {
						t.Fatalf("period %v/%d: ran out with %d stones to go", p.period, p.stones, k-1)
					}
				}
			}
		}
	})
}

// With a fixed time per move the search starts iterations until four
// fifths of the hard deadline (unused time is lost), and so under a game
// clock ample enough to pay the per-move limit for 60 moves; with a
// tighter game clock the soft deadline stays the last start.
func TestLastStart(t *testing.T) {
	fixed := Clock{PerMove: time.Second}
	soft, hard := fixed.Budget(0.5, 0)
	if got := fixed.LastStart(soft, hard); got != hard*4/5 || got <= soft || got >= hard {
		t.Fatalf("fixed 1 s: last start %v, soft %v hard %v", got, soft, hard)
	}
	timed := Clock{PerMove: time.Second, Timed: true, Left: 30 * time.Second}
	soft, hard = timed.Budget(0.5, 0)
	if got := timed.LastStart(soft, hard); got != soft {
		t.Fatalf("timed: last start %v, want soft %v", got, soft)
	}
	// 1 s a turn and 1000 s a game (c-gomoku-cli's tc=1000/1): the clock
	// pays 60 full turns, so the turn limit rules as if fixed
	ample := Clock{PerMove: time.Second, Timed: true, Left: 1000 * time.Second}
	soft, hard = ample.Budget(0.5, 0)
	if got := ample.LastStart(soft, hard); got != hard*4/5 || got <= soft {
		t.Fatalf("ample clock: last start %v, soft %v hard %v", got, soft, hard)
	}
	if got := (Clock{}).LastStart(0, 0); got != 0 {
		t.Fatalf("no clock: last start %v, want 0", got)
	}
}
