package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"sente/protocol/match"
	"sente/protocol/referee"
)

// The candidates are one per symmetry class: no two are equivalent, and
// every three-stone opening of the window is equivalent to one of them.
func TestCandidatesOnePerClass(t *testing.T) {
	cands := candidates()
	classes := map[string]bool{}
	for _, o := range cands {
		k := o.canonical()
		if classes[k] {
			t.Fatalf("%s listed twice (class %s)", o.key(), k)
		}
		classes[k] = true
	}
	for wx := -2; wx <= 2; wx++ {
		for wy := -2; wy <= 2; wy++ {
			for bx := -3; bx <= 3; bx++ {
				for by := -3; by <= 3; by++ {
					if (wx == 0 && wy == 0) || (bx == 0 && by == 0) || (bx == wx && by == wy) {
						continue
					}
					o := opening{{0, 0}, {wx, wy}, {bx, by}}
					if !classes[o.canonical()] {
						t.Fatalf("%s has no candidate", o.key())
					}
				}
			}
		}
	}
	if len(cands) < 100 {
		t.Fatalf("only %d candidates", len(cands))
	}
}

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
		var o opening
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
		if k := o.canonical(); seen[k] {
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
