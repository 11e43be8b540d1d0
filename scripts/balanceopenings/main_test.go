package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"sente/internal/threestones"
	"sente/protocol/match"
	"sente/protocol/referee"
)

// The committed file is what `sente match` and c-gomoku-cli read: 40
// legal openings of different classes, nearest even first.
func TestCommittedOpenings(t *testing.T) {
	const path = "../openings/gomoku-balanced.txt"
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ops, err := match.ReadOpenings(f, match.Gomoku, 15, 15, referee.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	if len(ops) != 40 {
		t.Fatalf("%d openings, want 40", len(ops))
	}
	if _, err := f.Seek(0, 0); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	seen := map[string]bool{}
	last := -1
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		text, comment, ok := strings.Cut(line, " # ")
		if !ok {
			t.Fatalf("no evaluation in %q", line)
		}
		var o threestones.Opening
		fs := strings.Split(strings.ReplaceAll(text, " ", ""), ",")
		if len(fs) != 6 {
			t.Fatalf("bad opening %q", text)
		}
		for i, s := range fs {
			v, err := strconv.Atoi(s)
			if err != nil {
				t.Fatal(err)
			}
			o[i/2][i%2] = v
		}
		if k := o.Class(); seen[k] {
			t.Fatalf("%q repeats a class", text)
		} else {
			seen[k] = true
		}
		ev, err := strconv.Atoi(comment)
		if err != nil {
			t.Fatal(err)
		}
		if abs(ev) < last {
			t.Fatalf("%q: |evaluation| %d after %d", text, abs(ev), last)
		}
		last = abs(ev)
	}
}
