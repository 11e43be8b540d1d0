package protocol

import (
	"testing"
	"time"

	"sente/engine"
	"sente/engine/othello"
)

func TestParseLevel(t *testing.T) {
	cases := []struct {
		in    string
		depth int
		per   time.Duration
		bad   bool
	}{
		{in: "easy", depth: 1}, {in: "Medium", depth: 3}, {in: "hard", depth: 6},
		{in: "expert", per: time.Second}, {in: "max", per: 5 * time.Second},
		{in: "8", depth: 8}, {in: "depth=12", depth: 12}, {in: "2s", per: 2 * time.Second},
		{in: "500ms", per: 500 * time.Millisecond},
		{in: "0", bad: true}, {in: "-3", bad: true}, {in: "61", bad: true}, {in: "99999999999999999999", bad: true},
		{in: "-1s", bad: true}, {in: "48h", bad: true}, {in: "strong", bad: true}, {in: "", bad: true},
	}
	for _, c := range cases {
		l, err := ParseLevel(c.in)
		if (err != nil) != c.bad || (!c.bad && (l.Depth != c.depth || l.PerMove != c.per)) {
			t.Errorf("%q: %+v %v", c.in, l, err)
		}
	}
}

func TestLevelLimits(t *testing.T) {
	pos := othello.NewPosition()
	// a depth level without a clock: depth only, no deadline
	if lim := DepthLevel(7).Limits(engine.Clock{}, pos); lim.Depth != 7 || lim.Soft != 0 || lim.Hard != 0 {
		t.Errorf("depth level: %+v", lim)
	}
	// a time level: the deadlines of a fixed time per move
	lim := Level{PerMove: 2 * time.Second}.Limits(engine.Clock{}, pos)
	if lim.Depth != 0 || lim.Hard <= 0 || lim.Hard > 2*time.Second || lim.Soft > lim.Hard {
		t.Errorf("time level: %+v", lim)
	}
	// the tighter of the level and the clock wins
	tight := Level{PerMove: 2 * time.Second}.Limits(engine.Clock{Timed: true, Left: 600 * time.Millisecond}, pos)
	if tight.Hard > 600*time.Millisecond || tight.Hard <= 0 {
		t.Errorf("clock tighter than the level: %+v", tight)
	}
	loose := Level{PerMove: 100 * time.Millisecond}.Limits(engine.Clock{Timed: true, Left: time.Hour}, pos)
	if loose.Hard > 100*time.Millisecond {
		t.Errorf("level tighter than the clock: %+v", loose)
	}
	if DepthLevel(1000).Depth != MaxLevelDepth || DepthLevel(-5).Depth != 1 {
		t.Errorf("DepthLevel bounds")
	}
}

// On an Othello game clock the moves the exact solver plays are left out
// of the clock's share: the more time left, the earlier the solver takes
// over and the more of the clock each midgame move gets than with the
// fixed endgameMoves.
func TestLevelLimitsSolvedEnd(t *testing.T) {
	pos := othello.NewPosition()
	prev := 0
	for _, left := range []time.Duration{time.Second, 3 * time.Second, 30 * time.Second, 5 * time.Minute, time.Hour} {
		n := pos.FreeMoves(left)
		if n < 8 || n > 14 || n < prev {
			t.Errorf("FreeMoves(%v) = %d after %d: want 8..14, not fewer for more time", left, n, prev)
		}
		prev = n
	}
	if n := pos.FreeMoves(30 * time.Second); n <= endgameMoves {
		t.Errorf("FreeMoves(30s) = %d, want more than the default %d", n, endgameMoves)
	}
	c := engine.Clock{Timed: true, Left: 30 * time.Second}
	got := Level{}.Limits(c, pos)
	c.MovesToGo = max(pos.MovesToGo()-endgameMoves, 3)
	soft, hard := engine.TimeBudget(c, pos)
	if got.Soft <= soft || got.Hard <= hard {
		t.Errorf("30 s clock: soft %v hard %v, not more than with %d free moves (%v, %v)", got.Soft, got.Hard, endgameMoves, soft, hard)
	}
}
