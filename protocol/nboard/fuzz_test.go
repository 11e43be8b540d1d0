package nboard_test

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"sente/engine"
	"sente/protocol"
	"sente/protocol/nboard"
)

// FuzzLine: whatever the GUI sends, the engine keeps serving: a ping after
// it is answered last.
func FuzzLine(f *testing.F) {
	for _, s := range []string{"go", "hint 3", "move f5/1/2", "set game " + specGame, "analyze",
		"set depth 0", "set contempt 99999999999999", "ping", "learn", "move PA", "\xff\x00",
		"set sente-search mcts"} {
		f.Add(s)
	}
	games := filepath.Join(f.TempDir(), "games.ggf")
	bk := noBook(f) // once: a directory per input made the syscalls a quarter of the time
	f.Fuzz(func(t *testing.T, junk string) {
		if len(junk) > 4096 {
			return
		}
		lower := strings.ToLower(junk)
		if strings.Contains(lower, "quit") || strings.Contains(lower, "exit") {
			return
		}
		var out bytes.Buffer
		in := strings.NewReader("set depth 1\n" + junk + "\nping 77\n")
		l := protocol.NewLoop(in, &out, zerolog.New(io.Discard))
		l.Run(nboard.New(l, engine.New(0), nboard.Options{GamesFile: games, Book: bk, Learn: &quickLearn}))
		if !strings.HasSuffix(out.String(), "pong 77\n") {
			t.Fatalf("output does not end with pong: %q", out.String())
		}
	})
}
