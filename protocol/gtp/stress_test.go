package gtp_test

import (
	"bytes"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"sente/engine"
	"sente/protocol"
	"sente/protocol/gtp"
	"sente/protocol/prototest"
)

// TestStressJunk: 10,000 lines of junk (prototest.JunkLines) into the GTP
// front end with the real engine at depth 1: the output is a sequence of
// GTP responses (each starts with = or ? and ends with an empty line),
// one per command line (as many in two runs, whatever the searches'
// timing), and the command after the junk is answered last.
func TestStressJunk(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 2000
	}
	valid := []string{"boardsize 8", "clear_board", "play b d3", "play w c5", "play b pass", "genmove w",
		"genmove b", "undo", "showboard", "time_settings 0 1 0", "time_left b 10 0", "name", "version",
		"list_commands", "known_command play", "protocol_version", "12 genmove b", "komi 0",
		"sente-search mcts", "sente-search ab"}
	rng := rand.New(rand.NewPCG(13, 14))
	lines := prototest.JunkLines(rng, n, valid, []string{"quit"})
	run := func() string {
		var out bytes.Buffer
		in := strings.NewReader("time_settings 0 1 0\n" + strings.Join(lines, "\n") + "\n77 name\n")
		l := protocol.NewLoop(in, &out, zerolog.New(io.Discard))
		l.Run(gtp.New(l, engine.New(1), gtp.Options{Level: protocol.DepthLevel(1)}))
		return out.String()
	}
	text := run()
	if !strings.HasSuffix(text, "=77 Sente\n\n") {
		t.Fatalf("the output does not end with the last answer: %q", text[max(0, len(text)-200):])
	}
	blocks := strings.Split(strings.TrimSuffix(text, "\n\n"), "\n\n")
	for _, block := range blocks {
		if block == "" || (block[0] != '=' && block[0] != '?') {
			t.Fatalf("response %q does not start with = or ?", block)
		}
	}
	// every command is answered, however long the searches take while the
	// lines pour in: a second run gives as many responses
	if again := strings.Count(run(), "\n\n"); again != len(blocks) {
		t.Errorf("%d responses, then %d", len(blocks), again)
	}
}
