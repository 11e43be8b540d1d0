package nboard_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"sente/engine/othello"
)

// TestTimedSelfPlay plays Sente against itself through NBoard with a
// 20-second clock per side (TI tag, move times sent back with `move`), as
// the GUI does, and checks that neither side runs out of time. It logs how
// the time was spent per phase. Minutes of play:
//
//	go test ./protocol/nboard -run TestTimedSelfPlay -v
func TestTimedSelfPlay(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole timed game")
	}
	const clock = 20 * time.Second
	s := start(t, "")
	s.Send("nboard 2", "set depth 60", "set game (;GM[Othello]TI[0:20]BO[8 "+
		strings.Repeat("-", 27)+"O*------*O"+strings.Repeat("-", 27)+" *];)")
	s.Expect("set myname Sente")
	pos := othello.NewPosition()
	var used [2]time.Duration
	var phase [3]time.Duration
	var maxMove time.Duration
	for !pos.IsOver() {
		side := pos.Side()
		t0 := time.Now()
		s.Send("go")
		got := s.Until("~=== .*")
		el := time.Since(t0)
		f := strings.FieldsFunc(strings.TrimPrefix(got[len(got)-1], "=== "), func(r rune) bool { return r == '/' || r == ' ' })
		m, err := othello.ParseMove(f[0])
		if err != nil || pos.Play(m) != nil {
			t.Fatalf("illegal answer %q in %s", got[len(got)-1], pos)
		}
		used[side] += el
		if used[side] > clock {
			t.Errorf("%s ran out of time at %d empties: %v", side, pos.Empties(), used[side])
		}
		ph := 1
		switch e := pos.Empties() + 1; {
		case e > 40:
			ph = 0
		case e <= 20:
			ph = 2
		}
		phase[ph] += el
		maxMove = max(maxMove, el)
		s.Send(fmt.Sprintf("move %s/0/%.3f", f[0], el.Seconds()))
	}
	t.Logf("clock %v per side: black used %v, white used %v; longest move %v; opening %v, midgame %v, endgame %v (both sides)",
		clock, used[0].Round(time.Millisecond), used[1].Round(time.Millisecond), maxMove.Round(time.Millisecond),
		phase[0].Round(time.Millisecond), phase[1].Round(time.Millisecond), phase[2].Round(time.Millisecond))
}
