package pbrain

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"sente/protocol"
)

// replyForm matches every line the handler may write.
var replyForm = regexp.MustCompile(`^(OK|SWAP|ERROR .+|UNKNOWN .+|MESSAGE .+|FORBID (\d{4})*\.|name="Sente", version=".*", author=".*", country=".*"|\d+,\d+( \d+,\d+){0,2})$`)

// runScript serves the whole input with a fake engine and returns the
// output lines.
func runScript(in string) []string {
	o, _, _ := fakeOpts()
	var out bytes.Buffer
	l := protocol.NewLoop(strings.NewReader(in), &out, zerolog.Nop())
	l.Run(New(l, o))
	s := strings.TrimSuffix(out.String(), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

func FuzzHandler(f *testing.F) {
	for _, seed := range []string{
		"START 15\nBEGIN\nTURN 1,1\nEND\n",
		"START 20\r\nINFO rule 4\r\nBOARD\r\n1,1,1\r\n2,2,2\r\nDONE\r\n",
		"RECTSTART 7,9\nSWAP2BOARD\nDONE\nSWAP2BOARD\n1,1\n2,2\n3,3\nDONE\n",
		"START 15\nYXBOARD\n7,7,1\nDONE\nYXSHOWFORBID\nYXNBEST 3\nYXSTOP\n",
		"start 5\ntakeback 0,0\nplay 0,0\ninfo max_memory 1\nabout\n",
		"START 15\nBOARD\n99999999999,1,1\n\x00\xff\nDONE\nTURN 1,-1\n",
		"INFO timeout_turn 0\nSTART 6\nBEGIN\nTURN 0,0\nTURN 1,1\nTURN 2,2\n",
		"INFO sente_search mcts\nINFO timeout_turn 0\nSTART 7\nBEGIN\nTURN 0,0\nYXNBEST 2\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, line := range runScript(in) {
			if !replyForm.MatchString(line) {
				t.Fatalf("input %q: reply %q", in, line)
			}
		}
	})
}

func FuzzParsePoint(f *testing.F) {
	for _, s := range []string{"1,2", " 3 , 4 ", "-1,2", "1,2,3", "", ",", "99999999999999999999,1", "0x10,1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, y, err := parsePoint(s)
		if err != nil {
			return
		}
		if x < 0 || y < 0 || x > maxCoord || y > maxCoord {
			t.Fatalf("%q: %d,%d out of range", s, x, y)
		}
		x2, y2, err := parsePoint(formatPoint(x, y))
		if err != nil || x2 != x || y2 != y {
			t.Fatalf("%q: round trip %d,%d -> %d,%d (%v)", s, x, y, x2, y2, err)
		}
	})
}
