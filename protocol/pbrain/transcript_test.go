package pbrain

import (
	"fmt"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"sente/engine"
)

// mv is the engine move of x,y on a board w wide.
func mv(x, y, w int) engine.Move { return engine.Move(y*w + x) }

func TestStartSizes(t *testing.T) {
	o, _, _ := fakeOpts()
	s := newSession(t, o)
	for _, c := range []struct{ cmd, want string }{
		{"START 15", "OK"},
		{"START 20", "OK"},
		{"START 5", "OK"},
		{"START 32", "OK"},
		{"START 4", "ERROR"},
		{"START 33", "ERROR"},
		{"START -1", "ERROR"},
		{"START", "ERROR"},
		{"START abc", "ERROR"},
		{"START 99999999999999999999999", "ERROR"},
		{"RECTSTART 20,15", "OK"},
		{"RECTSTART 15 , 7", "OK"},
		{"RECTSTART 4,10", "ERROR"},
		{"RECTSTART 10", "ERROR"},
		{"RECTSTART 10,10,10", "ERROR"},
		{"start 15", "OK"},
		{"RESTART", "OK"},
	} {
		s.send(c.cmd)
		if got := s.read(); !strings.HasPrefix(got, c.want) || (c.want == "OK" && got != "OK") {
			t.Errorf("%s: got %q, want %s", c.cmd, got, c.want)
		}
	}
}

func TestRestartBeforeStart(t *testing.T) {
	o, _, _ := fakeOpts()
	s := newSession(t, o)
	for _, c := range []string{"RESTART", "BEGIN", "TURN 1,1", "TAKEBACK 1,1", "PLAY 1,1", "YXNBEST 2"} {
		s.send(c)
		s.expectPrefix("ERROR")
	}
	s.send("BOARD", "1,1,1", "DONE")
	s.expectPrefix("ERROR")
}

func TestAbout(t *testing.T) {
	o, _, _ := fakeOpts()
	o.Version = "1.2.3"
	s := newSession(t, o)
	s.send("ABOUT")
	got := s.read()
	re := regexp.MustCompile(`^name="Sente", version="1\.2\.3", author="[^"]+", country="[^"]+"$`)
	if !re.MatchString(got) {
		t.Fatalf("ABOUT = %q", got)
	}
}

func TestBeginTurnAndErrors(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(7, 7, 15), mv(8, 8, 15)}
	s := newSession(t, o)
	s.send("START 15")
	s.expect("OK")
	s.send("BEGIN")
	s.expect("7,7")
	for _, bad := range []string{
		"TURN 7,7",   // occupied (own stone)
		"TURN 15,3",  // off board
		"TURN 3,15",  // off board
		"TURN -1,3",  // negative
		"TURN 3",     // one number
		"TURN a,b",   // not numbers
		"TURN 1,2,3", // three numbers
		"TURN",       // nothing
		"TURN 99999999999999999999,1",
		"TURN 1;2",
	} {
		s.send(bad)
		s.expectPrefix("ERROR")
	}
	s.send("TURN 6,6")
	s.expect("8,8")
	s.send("TURN 6,6") // now occupied by the opponent
	s.expectPrefix("ERROR")
	s.send("TURN  5 , 5 ") // blanks are tolerated
	s.expectPrefix("")     // the first generated move: any point
}

func TestUnknownAndJunk(t *testing.T) {
	o, _, _ := fakeOpts()
	s := newSession(t, o)
	s.send("FOO bar")
	s.expect("UNKNOWN FOO")
	s.send("", "   ", "\t")
	s.raw("\x01\x02\xff\xfe garbage\r\n")
	got := s.read()
	if !strings.HasPrefix(got, "UNKNOWN") {
		t.Fatalf("junk: %q", got)
	}
	s.send(strings.Repeat("Z", 200000))
	if got := s.read(); !strings.HasPrefix(got, "UNKNOWN ZZZ") || len(got) > 100 {
		t.Fatalf("overlong: %.60q (%d bytes)", got, len(got))
	}
	s.send("DONE") // outside a block
	s.expect("UNKNOWN DONE")
	s.send("about")
	s.expectPrefix(`name="Sente"`)
}

func TestLineEndings(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(1, 2, 10), mv(3, 4, 10), mv(5, 6, 10)}
	s := newSession(t, o)
	s.raw("START 10\r\n")
	s.expect("OK")
	s.raw("BEGIN\r")
	s.expect("1,2")
	s.raw("\r\n\n\rturn 9,9\n")
	s.expect("3,4")
	s.raw("Turn 0,0\r\n")
	s.expect("5,6")
}

func TestBoardColoursAndErrors(t *testing.T) {
	o, f, _ := fakeOpts()
	s := newSession(t, o)
	s.send("START 15", "INFO rule 4")
	s.expect("OK")
	// 7,7 is a double three for the colour of 5,7 6,7 7,5 7,6.
	three := []string{"5,7", "6,7", "7,5", "7,6"}
	other := []string{"9,9", "9,10", "10,9", "10,10"}
	// 4 own stones and 4 opponent stones: we are black and must not play
	// 7,7 even though the engine asks for it.
	f.moves = []engine.Move{mv(7, 7, 15)}
	s.send("BOARD")
	for i := range three {
		s.send(three[i]+",1", other[i]+",2")
	}
	s.send("DONE")
	if got := s.read(); got == "7,7" {
		t.Fatalf("played black's forbidden point 7,7")
	}
	// the opponent has the four stones and one more than us: we are white
	// and 7,7 is a fine point.
	f.moves = []engine.Move{mv(7, 7, 15)}
	s.send("BOARD")
	for i := range three {
		s.send(three[i] + ",2")
		if i < 3 {
			s.send(other[i] + ",1")
		}
	}
	s.send("DONE")
	s.expect("7,7")

	for _, c := range [][]string{
		{"BOARD", "1,1,1", "1,1,2", "DONE"}, // occupied
		{"BOARD", "15,1,1", "DONE"},         // off board
		{"BOARD", "1,1,4", "DONE"},          // bad owner
		{"BOARD", "1,1", "DONE"},            // two numbers
		{"BOARD", "x,y,z", "DONE"},          // junk
		{"BOARD", "1,1,1", "TURN 2,2"},      // interrupted: ERROR, then TURN's own reply
	} {
		s.send(c...)
		s.expectPrefix("ERROR")
	}
	s.read() // TURN 2,2 after the interrupted block answers with a move
}

func TestEmptyBoardAndYXBoard(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(10, 10, 20)}
	s := newSession(t, o)
	s.send("START 20", "BOARD", "DONE")
	s.expect("OK")
	s.expect("10,10")
	// YXBOARD sets a position without a reply; the next command shows it.
	s.send("YXBOARD", "3,3,1", "4,4,2", "DONE", "TAKEBACK 3,3")
	s.expect("OK")
	s.send("TAKEBACK 3,3")
	s.expectPrefix("ERROR")
	s.send("TAKEBACK 4,4")
	s.expect("OK")
}

func TestEOFMidBoard(t *testing.T) {
	o, f, _ := fakeOpts()
	s := newSession(t, o)
	s.send("START 15", "BOARD", "1,1,1", "2,2,2")
	s.expect("OK")
	if rest := s.closeAndDrain(); len(rest) != 0 {
		t.Fatalf("output after EOF mid-BOARD: %q", rest)
	}
	if n := len(f.limits); n != 0 {
		t.Fatalf("%d searches started", n)
	}
}

func TestEndStopsAtOnce(t *testing.T) {
	s, _ := midSearch(t)
	s.send("END")
	select {
	case <-s.ended:
	case <-time.After(hangLimit):
		t.Fatal("END during a search did not end the session")
	}
}

func TestStopDuringSearchAndQueue(t *testing.T) {
	s, f := midSearch(t, mv(7, 7, 15))
	// queued while thinking: answered after the move, in order
	s.send("ABOUT", "INFO timeout_turn 1000", "YXSHOWFORBID", "YXSTOP")
	s.expect("7,7")
	s.expectPrefix(`name="Sente"`)
	s.expect("FORBID .")
	// STOP also works, and a STOP with no search is ignored
	f.moves = []engine.Move{mv(8, 8, 15)}
	s.send("TURN 1,1")
	<-f.started
	s.send("STOP")
	s.expect("8,8")
	f.hold = false
	s.send("STOP", "ABOUT")
	s.expectPrefix(`name="Sente"`)
}

func TestTakebackAndPlay(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(7, 7, 15), mv(7, 7, 15)}
	s := newSession(t, o)
	s.send("START 15", "BEGIN")
	s.expect("OK")
	s.expect("7,7")
	s.send("TAKEBACK 7,7")
	s.expect("OK")
	s.send("TAKEBACK 7,7")
	s.expectPrefix("ERROR")
	s.send("TAKEBACK 70,7")
	s.expectPrefix("ERROR")
	s.send("TAKEBACK x")
	s.expectPrefix("ERROR")
	// the point is free again: the engine may play it
	s.send("BEGIN")
	s.expect("7,7")
	s.send("PLAY 3,3") // after a SUGGEST the manager confirms our move
	s.expect("3,3")
	s.send("PLAY 3,3")
	s.expectPrefix("ERROR")
}

func TestRuleErrors(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(2, 2, 15)}
	s := newSession(t, o)
	s.send("START 15", "INFO rule 16", "BEGIN")
	s.expect("OK")
	s.expectPrefix("ERROR")
	s.send("INFO rule 7", "TURN 1,1")
	s.expectPrefix("ERROR")
	s.send("BOARD", "DONE")
	s.expectPrefix("ERROR")
	s.send("INFO rule 9", "BEGIN")
	s.expect("2,2")
	for _, r := range []string{"0", "1", "2", "4", "8", "9", "5"} {
		s.send("INFO rule "+r, "START 15", "YXSHOWFORBID")
		s.expect("OK")
		s.expectPrefix("FORBID")
	}
}

func TestShowForbid(t *testing.T) {
	o, _, _ := fakeOpts()
	s := newSession(t, o)
	s.send("START 15", "INFO rule 4")
	s.expect("OK")
	// black double three at 7,7; black overline at 9,2 (5..8 and 10).
	s.send("YXBOARD", "5,7,1", "0,0,2", "6,7,1", "0,2,2", "7,5,1", "0,4,2", "7,6,1", "0,6,2",
		"5,2,1", "0,8,2", "6,2,1", "0,10,2", "7,2,1", "0,12,2", "8,2,1", "2,12,2", "10,2,1", "4,12,2", "DONE")
	s.send("YXSHOWFORBID")
	got := s.read()
	if !regexp.MustCompile(`^FORBID (\d{4})*\.$`).MatchString(got) {
		t.Fatalf("format: %q", got)
	}
	for _, p := range []string{"0707", "0902"} {
		if !strings.Contains(got, p) {
			t.Errorf("%q lacks %s", got, p)
		}
	}
	s.send("INFO rule 0", "YXSHOWFORBID")
	s.expect("FORBID .")
}

func TestYixinInfoAndHash(t *testing.T) {
	o, f, _ := fakeOpts()
	s := newSession(t, o)
	s.send("YXSHOWINFO")
	s.expect(fmt.Sprintf("MESSAGE INFO MAX_THREAD_NUM %d", runtime.NumCPU()))
	s.expectPrefix("MESSAGE INFO MAX_HASH_SIZE ")
	s.send("YXHASHCLEAR", "ABOUT")
	s.expectPrefix("name=")
	if f.cleared != 1 {
		t.Fatalf("cleared %d times", f.cleared)
	}
}

func TestMemorySizing(t *testing.T) {
	for _, c := range []struct {
		info []string
		want int
	}{
		{nil, DefaultHashMiB},
		{[]string{"INFO max_memory 0"}, DefaultHashMiB},
		{[]string{"INFO max_memory 367001600"}, 87},
		{[]string{"INFO max_memory 83886080"}, 20},
		{[]string{"INFO max_memory 33554432"}, 3}, // (32 − MinMemoryMiB)/2
		{[]string{"INFO max_memory 1000"}, 0},
		{[]string{"INFO hash_size 32768"}, 32},
		{[]string{"INFO hash_size 1048576", "INFO max_memory 367001600"}, 87},
		{[]string{"INFO max_memory 99999999999999999999999"}, DefaultHashMiB},
	} {
		o, f, _ := fakeOpts()
		s := newSession(t, o)
		s.send("START 15")
		s.send(c.info...)
		s.send("BEGIN")
		s.expect("OK")
		for strings.HasPrefix(s.read(), "MESSAGE") { // a too small limit is reported first
		}
		if len(f.resized) != 1 || f.resized[0] != c.want {
			t.Errorf("%q: table sizes %v, want [%d]", c.info, f.resized, c.want)
		}
		if len(c.info) > 0 && strings.Contains(c.info[len(c.info)-1], "367001600") && f.resized[0]<<20 > 367001600/4 {
			t.Errorf("table %d MiB above a quarter of max_memory", f.resized[0])
		}
	}
}

// TestMemoryTooSmall: a max_memory below what the process needs is
// reported in a MESSAGE line, and the engine still plays a legal move.
func TestMemoryTooSmall(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(7, 7, 15)}
	s := newSession(t, o)
	s.send("START 15")
	s.expect("OK")
	s.send("INFO max_memory 4194304", "BEGIN")
	s.expectPrefix("MESSAGE max_memory 4194304 bytes is below")
	got := s.read()
	for strings.HasPrefix(got, "MESSAGE") {
		got = s.read()
	}
	if got != "7,7" {
		t.Fatalf("move %q after a too small max_memory", got)
	}
	// a workable limit says nothing
	s.send(fmt.Sprintf("INFO max_memory %d", MinMemoryMiB<<20), "TURN 0,0")
	for got = s.read(); strings.HasPrefix(got, "MESSAGE"); got = s.read() {
		if strings.Contains(got, "max_memory") {
			t.Fatalf("warned at the floor: %q", got)
		}
	}
}

func TestShowDetailMessages(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(7, 7, 15)}
	f.score = 42
	s := newSession(t, o)
	s.send("START 15", "INFO show_detail 1", "BEGIN")
	s.expect("OK")
	s.expect("MESSAGE REALTIME BEST 7,7")
	s.expect("MESSAGE depth 1 ev 42 n 10 n/s 0 tm 0 pv 7,7")
	s.expect("MESSAGE REALTIME DONE")
	s.expect("7,7")
	s.send("INFO show_detail 0", "TURN 0,0")
	got := s.read()
	if strings.HasPrefix(got, "MESSAGE") {
		t.Fatalf("MESSAGE without show_detail: %q", got)
	}
}

func TestNBest(t *testing.T) {
	o, f, _ := fakeOpts()
	f.moves = []engine.Move{mv(7, 7, 15)}
	f.lines = []engine.Line{
		{Score: 30, PV: []engine.Move{mv(7, 7, 15), mv(8, 8, 15)}},
		{Score: 20, PV: []engine.Move{mv(6, 6, 15)}},
	}
	s := newSession(t, o)
	s.send("START 15", "YXNBEST 2")
	s.expect("OK")
	s.expect("MESSAGE REALTIME POS 7,7")
	s.expect("MESSAGE depth 3 ev 30 n 1234 n/s 0 tm 0 pv 7,7 8,8")
	s.expect("MESSAGE REALTIME POS 6,6")
	s.expect("MESSAGE nbest 2 depth 3 ev 20 n 1234 n/s 0 tm 0 pv 6,6")
	s.expect("MESSAGE REALTIME BEST 7,7")
	s.expect("7,7")
	if got := f.lastLimits().MultiPV; got != 2 {
		t.Fatalf("MultiPV = %d", got)
	}
	// analysis only: 7,7 is still free
	s.send("TAKEBACK 7,7")
	s.expectPrefix("ERROR")
	for _, bad := range []string{"YXNBEST", "YXNBEST 0", "YXNBEST -3", "YXNBEST x"} {
		s.send(bad)
		s.expectPrefix("ERROR")
	}
}

func TestSwap2(t *testing.T) {
	pt := regexp.MustCompile(`^\d+,\d+$`)
	o, f, _ := fakeOpts()
	s := newSession(t, o)
	s.send("START 15", "SWAP2BOARD", "DONE")
	s.expect("OK")
	three := strings.Fields(s.read())
	if len(three) != 3 {
		t.Fatalf("opening %q", three)
	}
	seen := map[string]bool{}
	for _, p := range three {
		if !pt.MatchString(p) || seen[p] {
			t.Fatalf("opening %q", three)
		}
		seen[p] = true
	}
	stones3 := []string{"SWAP2BOARD", "7,7", "8,8", "9,7", "DONE"}
	// black clearly better for white to move: SWAP
	f.score = -1000
	s.send(stones3...)
	s.expect("SWAP")
	// white better: one move
	f.score = 1000
	f.moves = []engine.Move{mv(6, 6, 15)}
	s.send(stones3...)
	s.expect("6,6")
	// balanced: two moves (white's best and black's reply)
	f.score = 0
	f.moves = []engine.Move{mv(6, 6, 15)}
	f.pv = []engine.Move{mv(5, 5, 15)}
	s.send(stones3...)
	s.expect("6,6 5,5")
	f.pv = nil
	stones5 := []string{"SWAP2BOARD", "7,7", "8,8", "9,7", "3,3", "11,11", "DONE"}
	f.score = -5
	s.send(stones5...)
	s.expect("SWAP")
	f.score = 5
	f.moves = []engine.Move{mv(6, 6, 15)}
	s.send(stones5...)
	s.expect("6,6")
	for _, bad := range [][]string{
		{"SWAP2BOARD", "1,1", "DONE"},
		{"SWAP2BOARD", "1,1", "1,1", "2,2", "DONE"},
		{"SWAP2BOARD", "1,1,1", "DONE"},
		{"SWAP2BOARD", "1,1", "2,2", "20,3", "DONE"},
	} {
		s.send(bad...)
		s.expectPrefix("ERROR")
	}
}

func TestIsCommand(t *testing.T) {
	for _, w := range []string{"START", "start", "INFO", "BOARD", "yxboard", "ABOUT", "RECTSTART", "SWAP2BOARD"} {
		if !IsCommand(w) {
			t.Errorf("IsCommand(%q) = false", w)
		}
	}
	// first words of GTP and NBoard sessions
	for _, w := range []string{"nboard", "protocol_version", "boardsize", "name", "play", "genmove", "quit", "", "STARTX"} {
		if IsCommand(w) {
			t.Errorf("IsCommand(%q) = true", w)
		}
	}
}

func ExampleIsCommand() {
	fmt.Println(IsCommand("start"), IsCommand("boardsize"))
	// Output: true false
}

// INFO thread_num sets the search threads before the next search (at
// most one per core); without it the Options' default runs.
func TestThreadNum(t *testing.T) {
	o, f, _ := fakeOpts()
	o.Threads = 1
	s := newSession(t, o)
	s.send("START 15", "BEGIN")
	s.expect("OK")
	s.read()
	s.send("INFO thread_num 2", "TURN 1,1")
	s.read()
	s.send("INFO thread_num 100000", "TURN 2,2")
	s.read()
	s.send("INFO thread_num -3", "TURN 3,3") // ignored: keeps the last
	s.read()
	f.mu.Lock()
	got := slices.Clone(f.threads)
	f.mu.Unlock()
	want := []int{1, min(2, runtime.NumCPU())}
	if runtime.NumCPU() > 2 {
		want = append(want, runtime.NumCPU())
	}
	if !slices.Equal(got, want) {
		t.Fatalf("threads set %v, want %v", got, want)
	}
}

// With INFO pondering 1 the engine thinks on the opponent's time: after
// its move a search of the new position runs without limits, and the
// opponent's move stops it at once and is answered as usual.
func TestPondering(t *testing.T) {
	o, f, _ := fakeOpts()
	f.holdNth = 2 // the ponder search runs until stopped
	s := newSession(t, o)
	s.send("START 15", "INFO pondering 1", "BEGIN")
	s.expect("OK")
	first := s.read()
	<-f.started
	<-f.started // the ponder search is running
	if lim := f.lastLimits(); lim.Hard != 0 || lim.Soft != 0 || lim.Depth != 0 || lim.Nodes != 0 {
		t.Fatalf("ponder limits %+v", lim)
	}
	s.send("TURN 1,1")
	second := s.read()
	if second == first || second == "1,1" {
		t.Fatalf("replies %q then %q", first, second)
	}
	f.mu.Lock()
	n := len(f.limits)
	clocked := n >= 3 && f.limits[2].Hard != 0
	f.mu.Unlock()
	if !clocked {
		t.Fatalf("the move after pondering was not searched on the clock: %d searches", n)
	}
	// without pondering no search runs after a move
	o2, f2, _ := fakeOpts()
	s2 := newSession(t, o2)
	s2.send("START 15", "BEGIN")
	s2.expect("OK")
	s2.read()
	s2.send("INFO pondering 0", "TURN 1,1")
	s2.read()
	s2.send("END")
	s2.closeAndDrain()
	f2.mu.Lock()
	defer f2.mu.Unlock()
	if len(f2.limits) != 2 {
		t.Fatalf("%d searches without pondering, want 2", len(f2.limits))
	}
}
