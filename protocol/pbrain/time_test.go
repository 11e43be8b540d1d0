package pbrain

import (
	"testing"
	"time"

	"sente/engine"
)

// limitsAfter runs the setup lines, then cmd, and returns the limits the
// engine got for cmd.
func limitsAfter(t *testing.T, setup []string, cmd string) engine.Limits {
	t.Helper()
	o, f, _ := fakeOpts()
	s := newSession(t, o)
	s.send("START 15")
	s.expect("OK")
	s.send(setup...)
	s.send(cmd)
	s.read()
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.limits[0] // the move's search (a ponder search may follow)
}

func TestTimeLimits(t *testing.T) {
	ms := time.Millisecond
	cases := []struct {
		name     string
		setup    []string
		min, max time.Duration // bounds on Hard
	}{
		{"turn 5s", []string{"INFO timeout_turn 5000", "INFO timeout_match 0"}, 4 * time.Second, 5000*ms - minMargin},
		{"turn 1s", []string{"INFO timeout_turn 1000"}, 800 * ms, 1000*ms - minMargin},
		{"default", nil, time.Second, DefaultTurn - minMargin},
		{"fast", []string{"INFO timeout_turn 0"}, engine.MinThink, fastHard},
		{"fast with clock", []string{"INFO timeout_turn 0", "INFO time_left 10"}, engine.MinThink, engine.MinThink},
		{"time_left small", []string{"INFO timeout_turn 5000", "INFO timeout_match 100000", "INFO time_left 900"}, engine.MinThink, 300 * ms},
		{"time_left negative", []string{"INFO timeout_turn 5000", "INFO time_left -5000"}, engine.MinThink, engine.MinThink},
		{"time_left unlimited", []string{"INFO timeout_turn 2000", "INFO time_left 2147483647"}, 1500 * ms, 2000*ms - minMargin},
		// an opening move of a 60 s match: about half the average share (60 s / 45 moves)
		{"match only", []string{"INFO timeout_turn 30000", "INFO timeout_match 60000"}, 500 * ms, 20 * time.Second},
		{"huge turn", []string{"INFO timeout_turn 99999999999999"}, time.Hour, 1 << 62},
		{"bad values ignored", []string{"INFO timeout_turn 1000", "INFO timeout_turn x", "INFO time_left"}, 800 * ms, 1000*ms - minMargin},
	}
	for _, c := range cases {
		lim := limitsAfter(t, c.setup, "BEGIN")
		if lim.Hard < c.min || lim.Hard > c.max {
			t.Errorf("%s: hard %v not in [%v, %v]", c.name, lim.Hard, c.min, c.max)
		}
		if lim.Soft <= 0 || lim.Soft > lim.Hard {
			t.Errorf("%s: soft %v, hard %v", c.name, lim.Soft, lim.Hard)
		}
	}
}

func TestDepthNodeLimits(t *testing.T) {
	lim := limitsAfter(t, []string{"INFO max_depth 7", "INFO max_node 50000", "INFO thread_num 4",
		"INFO caution_factor 2", "INFO pondering 1", "INFO time_increment 100", "INFO usedatabase 0",
		"INFO nbestsym 1", "INFO folder C:\\tmp", "INFO game_type 2", "INFO evaluate 1,1", "INFO"}, "BEGIN")
	if lim.Depth != 7 || lim.Nodes != 50000 {
		t.Fatalf("depth %d nodes %d", lim.Depth, lim.Nodes)
	}
}

// The first move pays for the start-up: the time between process start
// and the first command (managers start the clock at launch).
func TestStartupCharged(t *testing.T) {
	o, f, c := fakeOpts()
	s := newSession(t, o)
	c.advance(300 * time.Millisecond) // the process took 300 ms to get going
	s.send("START 15", "INFO timeout_turn 1000", "BEGIN")
	s.expect("OK")
	s.read()
	first := f.lastLimits().Hard
	s.send("TURN 0,0")
	s.read()
	second := f.lastLimits().Hard
	if second-first != 300*time.Millisecond {
		t.Fatalf("first move hard %v, second %v: start-up not charged once", first, second)
	}
}

// A command queued behind a search gets its clock from its arrival.
func TestQueuedCommandClock(t *testing.T) {
	o, f, c := fakeOpts()
	f.hold = true
	s := newSession(t, o)
	s.send("START 15", "INFO timeout_turn 2000", "BEGIN")
	s.expect("OK")
	<-f.started
	base := f.lastLimits().Hard
	n := c.count()
	s.send("YXBOARD", "DONE", "BEGIN") // queued
	c.waitCalls(t, n+3)
	c.advance(700 * time.Millisecond)
	s.send("YXSTOP")
	s.read() // first move
	<-f.started
	s.send("YXSTOP")
	s.read()
	if got := f.lastLimits().Hard; base-got != 700*time.Millisecond {
		t.Fatalf("queued BEGIN: hard %v, first %v", got, base)
	}
}
