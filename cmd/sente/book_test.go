package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCmd(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	rc := run(args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), rc
}

func TestBookCommands(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "o.sbk")
	out, errs, rc := runCmd(t, "book", "build", "--out", path, "--positions", "10", "--depth", "3", "--threads", "1")
	if rc != 0 || !strings.Contains(out, "othello/standard: 1") {
		t.Fatalf("build: rc %d, %q %q", rc, out, errs)
	}
	out, _, rc = runCmd(t, "book", "stats", "--book", path)
	if rc != 0 || !strings.Contains(out, "reachable") {
		t.Fatalf("stats: rc %d, %q", rc, out)
	}
	out, _, rc = runCmd(t, "book", "show", "--book", path, "")
	if rc != 0 || strings.Contains(out, "not in the book") || !strings.Contains(out, "depth  3") {
		t.Fatalf("show start: rc %d, %q", rc, out)
	}
	// resuming grows the same file
	_, errs, rc = runCmd(t, "book", "build", "--out", path, "--positions", "14", "--depth", "3")
	if rc != 0 || !strings.Contains(errs, "resuming") {
		t.Fatalf("resume: rc %d, %q", rc, errs)
	}
	games := filepath.Join(dir, "games.txt")
	os.WriteFile(games, []byte("f5d6c3d3c4f4\n"), 0o644)
	user := filepath.Join(dir, "user.sbk")
	out, errs, rc = runCmd(t, "book", "learn", "--book", user, "--depth", "2", games)
	if rc != 0 || !strings.Contains(out, "learned 1 games, 6 new positions") {
		t.Fatalf("learn: rc %d, %q %q", rc, out, errs)
	}
	out, _, rc = runCmd(t, "book", "show", "--book", user, "f5d6c3")
	if rc != 0 || !strings.Contains(out, "d3") || !strings.Contains(out, "played 1") {
		t.Fatalf("show learned: rc %d, %q", rc, out)
	}
	// a corrupt file is an error, not a crash
	data, _ := os.ReadFile(path)
	os.WriteFile(path, data[:len(data)-3], 0o644)
	_, errs, rc = runCmd(t, "book", "show", "--book", path, "f5")
	if rc != 1 || !strings.Contains(errs, "truncated") && !strings.Contains(errs, "checksum") {
		t.Fatalf("corrupt: rc %d, %q", rc, errs)
	}
	if _, _, rc = runCmd(t, "book", "frobnicate"); rc != 2 {
		t.Fatalf("unknown subcommand: rc %d", rc)
	}
}
