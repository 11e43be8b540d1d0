package gtp_test

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"sente/engine"
	"sente/protocol"
	"sente/protocol/gtp"
)

// FuzzParse: the parsed command has a lower-case name without spaces, a
// numeric id and arguments without blanks.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"1 genmove b", "play w d3 # x", "\t42\tNAME\x01", "", "#", "99999999999999999999999 x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, ok := gtp.Parse(s)
		if !ok {
			return
		}
		if strings.ToLower(c.Name) != c.Name || strings.ContainsAny(c.Name, " \t\n#") {
			t.Fatalf("name %q", c.Name)
		}
		for _, r := range c.ID {
			if r < '0' || r > '9' {
				t.Fatalf("id %q", c.ID)
			}
		}
		for _, a := range c.Args {
			if a == "" || strings.ContainsAny(a, " \t\n#") {
				t.Fatalf("arg %q", a)
			}
		}
	})
}

// FuzzHandler: whatever comes first, the engine still answers the next
// command (unless the junk asked it to quit).
func FuzzHandler(f *testing.F) {
	for _, s := range []string{"genmove b", "play b d3\nundo\nundo", "time_settings 0 1 0\ngenmove w",
		"boardsize 10", "play b pass", "showboard", "\xff\x00", "time_left b 0 0\ngenmove b",
		"sente-search mcts\ntime_settings 0 1 0\ngenmove b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, junk string) {
		if len(junk) > 4096 {
			return
		}
		var out bytes.Buffer
		in := strings.NewReader("time_settings 0 1 0\n" + junk + "\n77 name\n")
		l := protocol.NewLoop(in, &out, zerolog.New(io.Discard))
		l.Run(gtp.New(l, engine.New(0), gtp.Options{Level: protocol.DepthLevel(1)}))
		if strings.Contains(strings.ToLower(junk), "quit") {
			return
		}
		if !strings.HasSuffix(out.String(), "=77 Sente\n\n") {
			t.Fatalf("output does not end with the last answer: %q", out.String())
		}
	})
}
