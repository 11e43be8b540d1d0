package pbrain

import (
	"sync/atomic"
	"testing"
	"time"

	"sente/engine"
)

// panicEngine is the real engine whose positions panic on their n-th Make:
// a bug injected into the search.
type panicEngine struct {
	*engine.Engine
	n     int64
	armed atomic.Bool
}

func (e *panicEngine) Go(pos engine.Position, lim engine.Limits, info func(engine.Info), done func(engine.Result)) {
	if e.armed.Swap(false) {
		pos = &panicky{Position: pos, left: e.n}
	}
	e.Engine.Go(pos, lim, info, done)
}

type panicky struct {
	engine.Position
	left int64
}

func (p *panicky) Make(m engine.Move) {
	if p.left--; p.left == 0 {
		panic("injected bug")
	}
	p.Position.Make(m)
}

// A panic in the search costs no game: the engine answers with a legal
// move (the best found so far, or any legal one) within the turn and
// keeps serving the next command.
func TestSearchPanicAnswersAndServes(t *testing.T) {
	for _, n := range []int64{1, 50, 5000} {
		e := &panicEngine{Engine: engine.New(8), n: n}
		e.armed.Store(true)
		o := Options{Engine: e}
		s := newSession(t, o)
		s.send("START 15", "INFO timeout_turn 500", "BOARD", "7,7,1", "8,8,2", "DONE")
		s.expect("OK")
		start := time.Now()
		got := s.read()
		x, y, err := parsePoint(got)
		if err != nil || x >= 15 || y >= 15 || got == "7,7" || got == "8,8" {
			t.Fatalf("panic after %d makes: reply %q", n, got)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Fatalf("panic after %d makes: reply after %v", n, d)
		}
		// the next search runs normally
		s.send("TURN 0,0")
		got2 := s.read()
		if x2, y2, err := parsePoint(got2); err != nil || x2 >= 15 || y2 >= 15 || got2 == got || got2 == "0,0" {
			t.Fatalf("after the panic: reply %q", got2)
		}
		s.send("END")
		s.closeAndDrain()
	}
}

// With a real engine, pondering between moves never makes a reply late:
// the opponent's move stops the ponder search at once.
func TestPonderingRealEngineInTime(t *testing.T) {
	s := newSession(t, Options{Engine: engine.New(8)})
	s.send("START 15", "INFO timeout_turn 300", "INFO pondering 1", "BEGIN")
	s.expect("OK")
	prev := map[string]bool{s.read(): true}
	for _, mv := range []string{"3,3", "11,11", "3,11"} {
		time.Sleep(100 * time.Millisecond) // the ponder search runs meanwhile
		start := time.Now()
		s.send("TURN " + mv)
		prev[mv] = true
		got := s.read()
		if d := time.Since(start); d > 600*time.Millisecond {
			t.Fatalf("reply to %s after %v", mv, d)
		}
		if prev[got] {
			t.Fatalf("reply %q to %s is occupied", got, mv)
		}
		prev[got] = true
	}
	s.send("END")
	s.closeAndDrain()
}
