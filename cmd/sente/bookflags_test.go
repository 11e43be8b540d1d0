package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestProtocolsUseBook: every front end answers the start position from
// the embedded book, and --no-book (before or after the command) makes
// it search; --hash 0 (no table) is accepted.
func TestProtocolsUseBook(t *testing.T) {
	bookGo := regexp.MustCompile(`(?m)^book [A-H][1-8]\S* -?\d+\.\d\d \d+ \S+\n=== [a-h][1-8]/`)
	cases := []struct {
		name  string
		args  []string
		in    string
		want  *regexp.Regexp
		avoid string
	}{
		{"nboard", []string{"nboard", "--level", "30"}, "nboard 2\ngo\nping 1\n", bookGo, "nodestats"},
		{"auto", nil, "nboard 2\nset depth 30\ngo\nping 1\n", bookGo, "nodestats"},
		{"nboard no-book", []string{"nboard", "--no-book", "--hash", "0", "--level", "2"}, "nboard 2\ngo\nping 1\n",
			regexp.MustCompile(`(?m)^nodestats \d+ .*\n=== [a-h][1-8]/`), "book "},
		{"auto no-book", []string{"--no-book"}, "nboard 2\nset depth 2\ngo\nping 1\n",
			regexp.MustCompile(`(?m)^nodestats \d+ .*\n=== [a-h][1-8]/`), "book "},
		{"gtp", []string{"gtp", "--level", "30"}, "sente-book\ngenmove b\n",
			regexp.MustCompile(`^= [A-H][1-8] [-+]\d+\.\d\d.*\n\n= [A-H][1-8]\n\n$`), "?"},
		{"gtp no-book", []string{"gtp", "--no-book", "--hash", "0", "--level", "1"}, "sente-book\ngenmove b\n",
			regexp.MustCompile(`^= off\n\n= [A-H][1-8]\n\n$`), "?"},
		{"play", []string{"play", "--color", "white", "--level", "30"}, "quit\n",
			regexp.MustCompile(`Sente plays [a-h][1-8] \(book move, eval -?\d+\.\d\d discs`), "nodes"},
		{"pbrain", []string{"pbrain"}, "START 15\nBEGIN\n",
			regexp.MustCompile(`^OK\nMESSAGE book move \d+,\d+ .*\n\d+,\d+\n$`), "ERROR"},
		{"pbrain no-book", []string{"pbrain", "--no-book", "--hash", "0"}, "START 15\nINFO timeout_turn 200\nBEGIN\n",
			regexp.MustCompile(`^OK\n\d+,\d+\n$`), "MESSAGE"},
	}
	for _, c := range cases {
		got, code := runWith(t, c.in, c.args...)
		if code != 0 || !c.want.MatchString(got) || strings.Contains(got, c.avoid) {
			t.Errorf("%s: status %d, output %q", c.name, code, got)
		}
	}
}
