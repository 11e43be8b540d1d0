package pbrain

import (
	"strings"
	"testing"

	"sente/engine"
)

// A move the engine should never return (occupied, off board, none) is
// replaced by a legal point.
func TestIllegalEngineMoveReplaced(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(7, 7, 15), mv(7, 7, 15), engine.Move(15 * 15), engine.NoMove}
	s := newSession(t, o)
	s.send("START 15", "BEGIN")
	s.expect("OK")
	s.expect("7,7")
	seen := map[string]bool{"7,7": true, "0,0": true}
	s.send("TURN 0,0")
	for i := 0; i < 3; i++ {
		got := s.read()
		x, y, err := parsePoint(got)
		if err != nil || x >= 15 || y >= 15 || seen[got] {
			t.Fatalf("reply %d: %q", i, got)
		}
		seen[got] = true
		if i < 2 {
			s.send("TURN " + []string{"1,1", "2,2"}[i])
			seen[[]string{"1,1", "2,2"}[i]] = true
		}
	}
}

// A full board leaves no move: ERROR, and the engine keeps serving.
func TestFullBoard(t *testing.T) {
	o, _, _ := fakeOpts()
	s := newSession(t, o)
	s.send("START 5", "BOARD")
	// a drawn 5x5 board: columns alternate in pairs so no line has five
	n := 0
	for y := 0; y < 5; y++ {
		for x := 0; x < 5; x++ {
			f := 1 + ((x/2)+y)%2
			if n == 24 {
				break
			}
			s.send(formatPoint(x, y) + "," + string(rune('0'+f)))
			n++
		}
	}
	s.send("DONE")
	s.expect("OK")
	got := s.read() // one point is left: it must be played
	if got != "4,4" {
		t.Fatalf("last point: %q", got)
	}
	s.send("BOARD")
	for y := 0; y < 5; y++ {
		for x := 0; x < 5; x++ {
			s.send(formatPoint(x, y) + "," + string(rune('0'+1+((x/2)+y)%2)))
		}
	}
	s.send("DONE")
	s.expectPrefix("ERROR")
	s.send("ABOUT")
	s.expectPrefix("name=")
}

// A search that ignores Stop and overruns its deadline still gets a reply
// (the best move reported so far); its late result is dropped and queued
// commands wait for it.
func TestOverdueSearchAnswered(t *testing.T) {
	o, f, _ := fakeOpts()
	f.deaf = true
	f.release = make(chan struct{})
	f.moves = []engine.Move{mv(7, 7, 15)}
	s := newSession(t, o)
	s.send("START 15", "INFO timeout_turn 100", "BEGIN")
	s.expect("OK")
	s.expect("7,7") // from the guard: the fake reported 7,7 as its PV
	s.send("ABOUT") // queued until the search really ends
	close(f.release)
	s.expectPrefix("name=")
	f.deaf = false
	s.send("TURN 0,0")
	if got := s.read(); strings.HasPrefix(got, "name") || got == "7,7" {
		t.Fatalf("after an overdue search: %q", got)
	}
}

// INFO rule after stones are down keeps the position.
func TestRuleChangeKeepsStones(t *testing.T) {
	o, _, _ := fakeOpts()
	s := newSession(t, o)
	s.send("START 15", "YXBOARD", "5,7,1", "9,9,2", "6,7,1", "9,10,2", "7,5,1", "10,9,2", "7,6,1", "10,10,2", "DONE")
	s.expect("OK")
	s.send("YXSHOWFORBID")
	s.expect("FORBID .")
	s.send("INFO rule 4", "YXSHOWFORBID")
	s.expect("FORBID 0707.")
	s.send("TAKEBACK 9,9")
	s.expect("OK")
}

// The manager playing black's renju foul gets ERROR and the game is kept.
func TestTurnOnForbiddenPoint(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(0, 0, 15), mv(0, 2, 15), mv(0, 4, 15), mv(0, 6, 15), mv(0, 8, 15)}
	s := newSession(t, o)
	s.send("START 15", "INFO rule 4")
	s.expect("OK")
	// the opponent is black: 5,7 6,7 7,5 7,6 make 7,7 a double three
	for i, m := range []string{"5,7", "6,7", "7,5", "7,6"} {
		s.send("TURN " + m)
		s.expect(formatPoint(0, 2*i))
	}
	s.send("TURN 7,7")
	s.expectPrefix("ERROR")
	s.send("TURN 8,8")
	s.expect("0,8")
}

// START during a search drops the search's move and starts a new game.
func TestStartDuringSearch(t *testing.T) {
	s, f := midSearch(t, mv(7, 7, 15))
	s.send("START 15")
	s.expect("OK")
	f.hold = false
	f.moves = []engine.Move{mv(7, 7, 15)}
	s.send("BEGIN") // 7,7 is free: the dropped move was never played
	s.expect("7,7")
}

// A continuous game goes on after a five: TURN and the engine's reply are
// still played.
func TestPlayOnAfterFive(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(0, 0, 15), mv(0, 2, 15), mv(0, 4, 15), mv(0, 6, 15), mv(0, 8, 15), mv(0, 10, 15)}
	s := newSession(t, o)
	s.send("START 15", "INFO rule 3") // standard, continuous
	s.expect("OK")
	for i, m := range []string{"5,5", "6,5", "7,5", "8,5", "9,5"} { // the fifth makes five
		s.send("TURN " + m)
		s.expect(formatPoint(0, 2*i))
	}
	s.send("TURN 9,9")
	s.expect("0,10")
	s.send("TURN 9,9")
	s.expectPrefix("ERROR")
}
