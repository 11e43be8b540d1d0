package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sente/book"
	"sente/engine/othello"
)

// runMainEnv, set in a child's environment, makes the test binary run
// `sente` with its arguments instead of the tests (TestMain).
const runMainEnv = "SENTE_TEST_RUN_MAIN"

// TestKillLeavesBooksReadable kills `sente book learn` and `sente book
// build` (SIGKILL, at random moments of their runs, 100 times; 20 with
// -short) while they rewrite a book, and reads the book after every kill:
// it is always whole, the old one or the new one (every file Sente writes
// goes through internal/atomicfile).
func TestKillLeavesBooksReadable(t *testing.T) {
	runs := 100
	if testing.Short() {
		runs = 20
	}
	dir := t.TempDir()
	games := filepath.Join(dir, "games.txt")
	var lines []string
	rng := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		lines = append(lines, randomOthelloLine(rng, 20))
	}
	if err := os.WriteFile(games, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	user := filepath.Join(dir, "user.sbk")
	built := filepath.Join(dir, "built.sbk")
	if _, errs, rc := runCmd(t, "book", "learn", "--book", user, "--depth", "1", games); rc != 0 {
		t.Fatalf("first learn: %s", errs)
	}
	if _, errs, rc := runCmd(t, "book", "build", "--out", built, "--positions", "4", "--depth", "2", "--threads", "1"); rc != 0 {
		t.Fatalf("first build: %s", errs)
	}
	command := func(i int) (path string, args []string) {
		if i%2 == 0 {
			return user, []string{"book", "learn", "--book", user, "--depth", "3", games}
		}
		return built, []string{"book", "build", "--out", built, "--positions", fmt.Sprint(40 + 8*i), "--depth", "3", "--threads", "1", "--save-every", "1ms"}
	}
	start := func(args []string) *exec.Cmd {
		cmd := exec.Command(os.Args[0], args...)
		cmd.Env = append(os.Environ(), runMainEnv+"=1")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd
	}
	// how long each command runs when it is not killed: the kills land
	// anywhere in that span
	var span [2]time.Duration
	for i := range span {
		_, args := command(i)
		t0 := time.Now()
		if err := start(args).Wait(); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		span[i] = time.Since(t0)
	}
	finished := 0
	for i := range runs {
		path, args := command(i)
		cmd := start(args)
		time.Sleep(time.Duration(rng.Int64N(int64(span[i%2]) + 1)))
		cmd.Process.Kill()
		if cmd.Wait() == nil {
			finished++
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatalf("run %d (%s): %v", i, args[1], err)
		}
		_, err = book.Open(f)
		f.Close()
		if err != nil {
			t.Fatalf("run %d (%s): the book after the kill: %v", i, args[1], err)
		}
	}
	t.Logf("%d runs (learn %v, build %v unkilled): %d killed before the end, %d finished first; every book readable", runs, span[0].Round(time.Millisecond), span[1].Round(time.Millisecond), runs-finished, finished)
	if finished == runs {
		t.Errorf("no run was killed before it finished")
	}
}

// randomOthelloLine returns up to n random legal Othello moves from the
// start, as a move string (f5d6…), stopping at a pass.
func randomOthelloLine(rng *rand.Rand, n int) string {
	var sb strings.Builder
	pos := othello.NewPosition()
	for range n {
		ms := pos.LegalMoves()
		if len(ms) == 0 || ms[0] == othello.Pass {
			break
		}
		m := ms[rng.IntN(len(ms))]
		sb.WriteString(othello.MoveString(m))
		pos.Make(m)
	}
	return sb.String()
}
