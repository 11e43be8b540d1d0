// Command balanceopenings chooses Gomoku openings that a strong engine
// judges balanced, for matches against such an engine
// (scripts/gomocup-match.sh). It enumerates the three-stone openings
// (black at the centre, white within two points of it, black's second
// stone within three; one of each set of the square's eight symmetries),
// asks a Gomocup engine for its evaluation of each with white to move
// (the last "Eval N" of its MESSAGE lines, as Rapfi prints them, from
// white's side), and prints the n openings whose evaluation is nearest 0,
// in the format of protocol/match/openings/gomoku.txt, the evaluation in
// a comment. The engine is a measuring stick only: nothing of it goes
// into Sente.
//
// Usage: go run ./scripts/balanceopenings -engine PATH [-ms 300] [-n 40] [-rule 0] [-j 2] > FILE
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"sente/internal/threestones"
)

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

var evalRe = regexp.MustCompile(`Eval (-?\d+)`)

// evaluate asks the engine for its evaluation of o, white to move, on a
// 15x15 board, within ms milliseconds.
func evaluate(engine string, o threestones.Opening, ms, rule int) (int, error) {
	cmd := exec.Command(engine)
	cmd.Dir = filepath.Dir(engine)
	in, err := cmd.StdinPipe()
	if err != nil {
		return 0, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return 0, err
	}
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	defer cmd.Wait()
	defer in.Close()
	fmt.Fprintf(in, "START 15\nINFO timeout_turn %d\nINFO timeout_match 1000000\nINFO rule %d\nBOARD\n", ms, rule)
	for i, p := range o {
		who := 2 // the opponent's (black's) stone
		if i == 1 {
			who = 1 // white, to move
		}
		fmt.Fprintf(in, "%d,%d,%d\n", 7+p[0], 7+p[1], who)
	}
	fmt.Fprintf(in, "DONE\n")
	ev, found := 0, false
	// an engine that never answers is killed, which ends the scan
	kill := time.AfterFunc(time.Duration(ms)*time.Millisecond+10*time.Second, func() { cmd.Process.Kill() })
	defer kill.Stop()
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		line := sc.Text()
		if m := evalRe.FindStringSubmatch(line); m != nil && strings.HasPrefix(line, "MESSAGE") {
			ev, _ = strconv.Atoi(m[1])
			found = true
			continue
		}
		if strings.Contains(line, ",") && !strings.HasPrefix(line, "MESSAGE") {
			break // the move: the search is over
		}
	}
	fmt.Fprintf(in, "END\n")
	go io.Copy(io.Discard, out)
	if !found {
		return 0, fmt.Errorf("no evaluation for %s", o)
	}
	return ev, nil
}

func main() {
	engine := flag.String("engine", "", "path of the Gomocup engine that judges (Rapfi)")
	ms := flag.Int("ms", 300, "thinking time per opening, milliseconds")
	n := flag.Int("n", 40, "openings to keep")
	rule := flag.Int("rule", 0, "Gomocup rule code")
	jobs := flag.Int("j", 2, "engines at once")
	flag.Parse()
	if *engine == "" {
		fmt.Fprintln(os.Stderr, "usage: balanceopenings -engine PATH [-ms 300] [-n 40] [-rule 0] [-j 2]")
		os.Exit(2)
	}
	cands := threestones.All(2, 3)
	evals := make([]int, len(cands))
	errs := make([]error, len(cands))
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(*jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				evals[i], errs[i] = evaluate(*engine, cands[i], *ms, *rule)
			}
		}()
	}
	for i := range cands {
		next <- i
	}
	close(next)
	wg.Wait()
	idx := make([]int, 0, len(cands))
	for i, err := range errs {
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			continue
		}
		idx = append(idx, i)
	}
	sort.SliceStable(idx, func(a, b int) bool { return abs(evals[idx[a]]) < abs(evals[idx[b]]) })
	fmt.Printf("# gomoku openings balanced by a strong engine's evaluation (go run ./scripts/balanceopenings -engine %s -ms %d -n %d -rule %d)\n", filepath.Base(*engine), *ms, *n, *rule)
	fmt.Printf("# the %d of %d three-stone candidates whose evaluation (white to move, white's side) is nearest 0; evaluation in a comment\n", min(*n, len(idx)), len(cands))
	for _, i := range idx[:min(*n, len(idx))] {
		fmt.Printf("%s # %d\n", cands[i], evals[i])
	}
}
