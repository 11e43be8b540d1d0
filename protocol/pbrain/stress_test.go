package pbrain

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"sente/engine"
	"sente/protocol"
	"sente/protocol/prototest"
)

// pbrainCommands are the valid commands the stress tests garble.
var pbrainCommands = []string{
	"START 15", "START 20", "RECTSTART 15,15", "BEGIN", "TURN 7,7", "TURN 8,8", "BOARD", "1,1,1",
	"2,2,2", "3,3,3", "DONE", "TAKEBACK 7,7", "RESTART", "ABOUT", "INFO timeout_turn 20",
	"INFO timeout_match 100000", "INFO time_left 5000", "INFO rule 4", "INFO rule 1",
	"INFO max_memory 83886080", "INFO thread_num 1", "YXBOARD", "YXSHOWFORBID", "YXNBEST 2",
	"YXSTOP", "SWAP2BOARD", "PLAY 3,4", "INFO sente_search mcts", "INFO sente_search ab",
}

// stressInput is 10,000 junk lines (prototest.JunkLines: random bytes,
// cut and garbled commands, lines up to 200 KB) and then a DONE (in case
// the junk left a board block open) and ABOUT, whose answer must come
// last.
func stressInput(seed uint64, n int) string {
	rng := rand.New(rand.NewPCG(seed, 99))
	lines := prototest.JunkLines(rng, n, pbrainCommands, []string{"end"})
	return strings.Join(lines, "\n") + "\nDONE\nABOUT\n"
}

// TestStressJunk: 10,000 lines of junk into the Gomocup front end (with
// a scripted engine): every line it writes is a protocol reply, and it
// still answers ABOUT at the end.
func TestStressJunk(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		out := runScript(stressInput(seed, 10000))
		for _, line := range out {
			if !replyForm.MatchString(line) {
				t.Fatalf("seed %d: reply %q", seed, line)
			}
		}
		if len(out) == 0 || !strings.HasPrefix(out[len(out)-1], "name=") {
			t.Fatalf("seed %d: the last reply is not ABOUT's: %q", seed, out[max(0, len(out)-3):])
		}
	}
}

// TestStressJunkRealEngine is TestStressJunk with the real engine
// (searches of 20 ms), 1,000 lines.
func TestStressJunkRealEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("real searches")
	}
	in := "INFO timeout_turn 20\n" + stressInput(3, 1000)
	var out bytes.Buffer
	l := protocol.NewLoop(strings.NewReader(in), &out, zerolog.Nop())
	l.Run(New(l, Options{Engine: engine.New(1), Threads: 1, HashMiB: 1}))
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	for _, line := range lines {
		if !replyForm.MatchString(line) {
			t.Fatalf("reply %q", line)
		}
	}
}

// TestEOFInBoard: the input ends inside a BOARD (or YXBOARD) block: the
// front end ends without hanging or writing anything but OK.
func TestEOFInBoard(t *testing.T) {
	for _, in := range []string{"START 15\nBOARD\n1,1,1\n", "START 15\nYXBOARD\n1,1,1\n2,2", "START 15\nBOARD", "START 15\nSWAP2BOARD\n1,1\n"} {
		done := make(chan []string, 1)
		go func() { done <- runScript(in) }()
		select {
		case out := <-done:
			for _, line := range out {
				if !replyForm.MatchString(line) {
					t.Errorf("%q: reply %q", in, line)
				}
			}
		case <-time.After(prototest.Timeout):
			t.Fatalf("%q: the front end did not end", in)
		}
	}
}

// TestEOFAnswersQueued: the input ends while a search (of a position
// out of the book) runs, with commands
// queued behind it: the search is stopped and answered, then the queued
// ABOUT is answered too, and the queued TURN starts no new search.
func TestEOFAnswersQueued(t *testing.T) {
	o, f, _ := fakeOpts()
	f.hold = true
	var out bytes.Buffer
	l := protocol.NewLoop(strings.NewReader("START 15\nBOARD\n1,1,1\n13,13,2\nDONE\nABOUT\nTURN 2,2\nABOUT\n"), &out, zerolog.Nop())
	l.Run(New(l, o))
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 4 || lines[0] != "OK" || !regexp.MustCompile(`^\d+,\d+$`).MatchString(lines[1]) ||
		!strings.HasPrefix(lines[2], "name=") || !strings.HasPrefix(lines[3], "name=") {
		t.Fatalf("replies %q", lines)
	}
	if n := len(f.limits); n != 1 {
		t.Errorf("%d searches, want only the board's", n)
	}
}

// The junk echoed in UNKNOWN and ERROR replies is printable ASCII: bytes
// over 0x7F and control characters reach the manager as ?.
func TestRepliesPrintable(t *testing.T) {
	for _, line := range runScript(stressInput(5, 3000)) {
		body := strings.TrimSuffix(line, "…") // the mark of a clipped echo
		for i := 0; i < len(body); i++ {
			if c := body[i]; c < 0x20 || c >= 0x7f {
				t.Fatalf("reply %q has byte %#x", line, c)
			}
		}
	}
}
