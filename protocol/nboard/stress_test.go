package nboard_test

import (
	"bytes"
	"io"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"sente/engine"
	"sente/protocol"
	"sente/protocol/nboard"
	"sente/protocol/prototest"
)

// nboardReply matches every line the NBoard front end may write.
var nboardReply = regexp.MustCompile(`^(set myname \S+|status( .*)?|pong( .*)?|=== \S+|search \S+ \S+ 0 \S+( .*)?|book \S+ \S+ \S+ \S+( .*)?|nodestats \S+ \S+|analysis \d+ \S+|learned)$`)

// TestStressJunk: 10,000 lines of junk (prototest.JunkLines) into the
// NBoard front end with the real engine at depth 1: every line it writes
// is an NBoard reply, and a ping after the junk is answered last.
func TestStressJunk(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 2000
	}
	valid := []string{"nboard 2", "set depth 1", "set depth 2", "set game " + specGame, "move f5", "move d6/1.5/2",
		"move PA", "go", "hint 2", "ping 5", "analyze", "learn", "set contempt 100", "set sente-search mcts",
		"set sente-search ab"}
	rng := rand.New(rand.NewPCG(11, 12))
	lines := prototest.JunkLines(rng, n, valid, []string{"quit", "exit"})
	var out bytes.Buffer
	in := strings.NewReader("nboard 2\nset depth 1\n" + strings.Join(lines, "\n") + "\nping 77\n")
	l := protocol.NewLoop(in, &out, zerolog.New(io.Discard))
	games := filepath.Join(t.TempDir(), "games.ggf")
	l.Run(nboard.New(l, engine.New(1), nboard.Options{GamesFile: games, Book: noBook(t), Learn: &quickLearn}))
	replies := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	for _, r := range replies {
		if !nboardReply.MatchString(r) {
			t.Fatalf("reply %q", r)
		}
	}
	if last := replies[len(replies)-1]; last != "pong 77" {
		t.Fatalf("last reply %q, want pong 77", last)
	}
}
