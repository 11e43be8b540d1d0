package pbrain

import (
	"strings"
	"testing"
	"time"
)

// YXSTOP during a long search (600 s per move) answers at once with a legal
// move: right after the position arrives (the root solvers are running)
// and once iterative deepening reports. Without the stop no reply would
// come before the test's hang limit.
func TestStopLongSearch(t *testing.T) {
	for _, early := range []bool{true, false} {
		s := newSession(t, Options{HashMiB: 8})
		s.send("START 15", "INFO timeout_turn 600000", "INFO timeout_match 0", "INFO show_detail 1")
		s.expect("OK")
		// a quiet opening: the root solvers settle nothing and are quick,
		// so the search soon reports its iterations
		stones := []string{"7,7,2", "8,8,1", "8,7,2"}
		ref := newReferee(15, 15, jFreestyle)
		for _, l := range stones {
			x, y, f, err := parseBoardLine(l)
			if err != nil {
				t.Fatal(err)
			}
			ref.set(x, y, f)
		}
		s.send("BOARD")
		s.send(stones...)
		s.send("DONE")
		if early {
			time.Sleep(20 * time.Millisecond) // let the search start
		} else {
			for {
				l := s.expectPrefix("MESSAGE")
				if strings.HasPrefix(l, "MESSAGE depth 3 ") {
					break
				}
			}
		}
		s.send("ABOUT") // queued behind the search
		stop := time.Now()
		s.send("YXSTOP")
		var reply string
		for {
			reply = s.read()
			if !strings.HasPrefix(reply, "MESSAGE") {
				break
			}
		}
		t.Logf("early=%v: answered %v after YXSTOP", early, time.Since(stop))
		x, y, err := parsePoint(reply)
		if err != nil {
			t.Fatalf("reply %q: %v", reply, err)
		}
		if _, err := ref.play(x, y, jBlack); err != nil {
			t.Fatalf("reply %q: %v", reply, err)
		}
		s.expectPrefix(`name="Sente"`)
	}
}
