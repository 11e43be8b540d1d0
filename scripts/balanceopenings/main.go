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
)

// opening is three stones relative to the centre: black, white, black.
type opening [3][2]int

// symmetries are the eight maps of the square onto itself.
var symmetries = [8]func(x, y int) (int, int){
	func(x, y int) (int, int) { return x, y },
	func(x, y int) (int, int) { return -x, y },
	func(x, y int) (int, int) { return x, -y },
	func(x, y int) (int, int) { return -x, -y },
	func(x, y int) (int, int) { return y, x },
	func(x, y int) (int, int) { return -y, x },
	func(x, y int) (int, int) { return y, -x },
	func(x, y int) (int, int) { return -y, -x },
}

// key is the opening's text; canonical takes the least key over the
// symmetries.
func (o opening) key() string {
	return fmt.Sprintf("%d,%d, %d,%d, %d,%d", o[0][0], o[0][1], o[1][0], o[1][1], o[2][0], o[2][1])
}

func (o opening) canonical() string {
	best := ""
	for _, f := range symmetries {
		var t opening
		for i, p := range o {
			t[i][0], t[i][1] = f(p[0], p[1])
		}
		if k := t.key(); best == "" || k < best {
			best = k
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// candidates enumerates the openings, one per symmetry class.
func candidates() []opening {
	seen := map[string]bool{}
	var out []opening
	for wx := -2; wx <= 2; wx++ {
		for wy := -2; wy <= 2; wy++ {
			if wx == 0 && wy == 0 {
				continue
			}
			for bx := -3; bx <= 3; bx++ {
				for by := -3; by <= 3; by++ {
					if (bx == 0 && by == 0) || (bx == wx && by == wy) {
						continue
					}
					o := opening{{0, 0}, {wx, wy}, {bx, by}}
					if k := o.canonical(); !seen[k] {
						seen[k] = true
						out = append(out, o)
					}
				}
			}
		}
	}
	return out
}

var evalRe = regexp.MustCompile(`Eval (-?\d+)`)

// evaluate asks the engine for its evaluation of o, white to move, on a
// 15x15 board, within ms milliseconds.
func evaluate(engine string, o opening, ms, rule int) (int, error) {
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
		return 0, fmt.Errorf("no evaluation for %s", o.key())
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
	cands := candidates()
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
		fmt.Printf("%s # %d\n", cands[i].key(), evals[i])
	}
}
