package main

import (
	"strings"
	"testing"
	"time"
)

func TestMatchParseEngineSpec(t *testing.T) {
	s, err := parseEngineSpec([]string{"name=A", "cmd=/bin/eng nboard --hash 8", "proto=GTP", "depth=12"})
	if err != nil || s.Name != "A" || strings.Join(s.Argv, "|") != "/bin/eng|nboard|--hash|8" || s.Proto != "gtp" || s.Depth != 12 {
		t.Errorf("%+v %v", s, err)
	}
	// one word holding the whole spec: the cmd value is itself a command
	// line, so a path with spaces needs its own quotes inside
	s, err = parseEngineSpec([]string{`name=B cmd="'/opt/x y/eng' -v" proto=nboard`})
	if err != nil || s.Name != "B" || len(s.Argv) != 2 || s.Argv[0] != "/opt/x y/eng" || s.Argv[1] != "-v" {
		t.Errorf("one-word spec: %+v %v", s, err)
	}
	if s.TC != nil {
		t.Errorf("no tc= or tc-game=, yet an own time control %v", *s.TC)
	}
	// an engine's own clock: depth 20 bounded by a 60 s game clock
	s, err = parseEngineSpec([]string{"name=ntest", "cmd=./ntest x", "depth=20", "tc-game=60+0.5"})
	if err != nil || s.TC == nil || s.TC.Game != 60*time.Second || s.TC.Inc != 500*time.Millisecond || s.TC.PerMove != 0 || s.Depth != 20 {
		t.Errorf("tc-game: %+v %v", s, err)
	}
	s, err = parseEngineSpec([]string{"cmd=x", "tc=0.25"})
	if err != nil || s.TC == nil || s.TC.PerMove != 250*time.Millisecond || s.TC.Game != 0 {
		t.Errorf("tc: %+v %v", s, err)
	}
	for _, bad := range [][]string{{"name=A"}, {"cmd=x", "color=red"}, {"cmd=x", "depth=0"}, {`cmd="x`},
		{"cmd=x", "tc=0"}, {"cmd=x", "tc=-1"}, {"cmd=x", "tc=fast"}, {"cmd=x", "tc-game=+5"}, {"cmd=x", "tc-game=0"}} {
		if _, err := parseEngineSpec(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestMatchParseSPRT(t *testing.T) {
	s, err := parseSPRT([]string{"elo0=0", "elo1=5", "alpha=0.1"})
	if err != nil || s.Elo0 != 0 || s.Elo1 != 5 || s.Alpha != 0.1 || s.Beta != 0.05 {
		t.Errorf("%+v %v", s, err)
	}
	for _, bad := range [][]string{{"elo0=5", "elo1=0"}, {"elo1=5"}, {"elo0=0", "elo1=5", "beta=0.7"}, {"elo0=x", "elo1=1"}} {
		if _, err := parseSPRT(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestMatchParseSize(t *testing.T) {
	if w, h, err := parseSize("20x15"); err != nil || w != 20 || h != 15 {
		t.Errorf("20x15: %d %d %v", w, h, err)
	}
	if w, h, err := parseSize("15"); err != nil || w != 15 || h != 15 {
		t.Errorf("15: %d %d %v", w, h, err)
	}
	for _, bad := range []string{"4", "33", "x", "15x"} {
		if _, _, err := parseSize(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestMatchUsageErrors: bad command lines exit with status 2 and say why.
func TestMatchUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--game", "chess"},
		{"--game", "othello", "--engine", "name=A", "cmd=x"},
		{"--game", "gomoku", "--engine", "cmd=x", "--engine", "cmd=y", "--rule", "swap"},
		{"--game", "othello", "--engine", "cmd=x", "--engine", "cmd=y", "--tc-game", "abc"},
	} {
		var out, errb strings.Builder
		e := &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb}
		if st := runMatch(e, args); st != 2 || !strings.Contains(errb.String(), "sente match") {
			t.Errorf("%q: status %d, stderr %q", args, st, errb.String())
		}
	}
}
