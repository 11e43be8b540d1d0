package match

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"sente/protocol/referee"
)

// The test binary doubles as a family of tiny engines: run as
// `TESTBINARY fake-engine MODE PROTO`, it speaks PROTO (pbrain, nboard,
// gtp) and plays random legal moves, except that on its second move
// request MODE makes it misbehave:
//
//	random    never misbehaves
//	illegal   plays an occupied point (Gomoku) or an illegal square (Othello)
//	forbidden plays a renju-forbidden point whenever one exists (as black)
//	timeout   never answers
//	crash     exits with status 3
//	garbage   answers "hello world"
//	slow      takes 150 ms for every move (flags a short game clock)
//	chatty    (NBoard) prints a line NBoard does not define before every
//	          answer, as NTest does
func TestMain(m *testing.M) {
	if len(os.Args) >= 4 && os.Args[1] == "fake-engine" {
		fakeEngine(os.Args[2], os.Args[3])
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func fakeArgv(mode, proto string) []string {
	return []string{os.Args[0], "fake-engine", mode, proto}
}

type fake struct {
	mode  string
	out   *bufio.Writer
	rng   *rand.Rand
	asked int // move requests so far
	gom   *referee.Gomoku
	w, h  int
	rule  referee.GomokuRule
	oth   *referee.Othello
}

func (f *fake) say(s string) {
	f.out.WriteString(s + "\n")
	f.out.Flush()
}

// misbehave handles the second move request of the process; it returns
// true when it answered (or never will).
func (f *fake) misbehave(illegal string) bool {
	f.asked++
	if f.mode == "slow" {
		time.Sleep(150 * time.Millisecond)
		return false
	}
	if f.asked != 2 {
		return false
	}
	switch f.mode {
	case "timeout":
		time.Sleep(time.Hour)
	case "crash":
		os.Exit(3)
	case "garbage":
		f.say("hello world")
		return true
	case "illegal":
		f.say(illegal)
		return true
	}
	return false
}

func fakeEngine(mode, proto string) {
	f := &fake{mode: mode, out: bufio.NewWriter(os.Stdout), rng: rand.New(rand.NewPCG(uint64(os.Getpid()), 7))}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		switch proto {
		case "pbrain":
			if !f.pbrain(line, sc) {
				return
			}
		case "nboard":
			f.nboard(line)
		case "gtp":
			if !f.gtp(line) {
				return
			}
		}
	}
}

func (f *fake) pbrain(line string, sc *bufio.Scanner) bool {
	cmd, arg, _ := strings.Cut(line, " ")
	switch strings.ToUpper(cmd) {
	case "START":
		n, _ := strconv.Atoi(arg)
		f.w, f.h = n, n
		f.gom = referee.NewGomoku(n, n, f.rule)
		f.say("OK")
	case "RECTSTART":
		ws, hs, _ := strings.Cut(arg, ",")
		f.w, _ = strconv.Atoi(ws)
		f.h, _ = strconv.Atoi(hs)
		f.gom = referee.NewGomoku(f.w, f.h, f.rule)
		f.say("OK")
	case "INFO":
		k, v, _ := strings.Cut(arg, " ")
		if k == "rule" {
			f.rule, _ = referee.ParseGomokuRule(v)
			f.gom = referee.NewGomoku(f.w, f.h, f.rule)
		}
	case "BEGIN":
		f.gomokuMove()
	case "TURN":
		var x, y int
		fmt.Sscanf(arg, "%d,%d", &x, &y)
		f.gom.Play(x, y)
		f.gomokuMove()
	case "BOARD":
		f.gom = referee.NewGomoku(f.w, f.h, f.rule)
		for sc.Scan() {
			l := strings.TrimSpace(sc.Text())
			if strings.EqualFold(l, "DONE") {
				break
			}
			var x, y, c int
			fmt.Sscanf(l, "%d,%d,%d", &x, &y, &c)
			f.gom.Play(x, y)
		}
		f.gomokuMove()
	case "END":
		return false
	case "ABOUT":
		f.say(`name="fake", version="1"`)
	default:
		f.say("UNKNOWN " + line)
	}
	return true
}

func (f *fake) gomokuMove() {
	last := f.gom.Moves()
	ill := "0,0"
	if len(last) > 0 {
		ill = last[len(last)-1].String()
	}
	f.say("MESSAGE thinking")
	if f.misbehave(ill) {
		return
	}
	if f.mode == "forbidden" && f.gom.ToMove() == referee.Black {
		for y := 0; y < f.h; y++ {
			for x := 0; x < f.w; x++ {
				if f.gom.Forbidden(x, y) {
					f.gom.Play(x, y)
					f.say(fmt.Sprintf("%d,%d", x, y))
					return
				}
			}
		}
	}
	for {
		x, y := f.rng.IntN(f.w), f.rng.IntN(f.h)
		if f.gom.At(x, y) != referee.Empty {
			continue
		}
		if f.gom.ToMove() == referee.Black && f.rule == referee.Renju && f.gom.Forbidden(x, y) {
			continue
		}
		f.gom.Play(x, y)
		f.say(fmt.Sprintf("%d,%d", x, y))
		return
	}
}

// othelloMove picks a random legal square for the side to move (or pass)
// and plays it.
func (f *fake) othelloMove(wrap func(string) string) string {
	ill := "a1"
	for sq := 0; sq < 64; sq++ {
		if !f.oth.Legal(sq) {
			ill = referee.SquareName(sq)
			break
		}
	}
	if f.misbehave(wrap(ill)) {
		return ""
	}
	ms := f.oth.LegalMoves()
	if len(ms) == 0 {
		f.oth.Play(referee.Pass)
		return "pass"
	}
	sq := ms[f.rng.IntN(len(ms))]
	f.oth.Play(sq)
	return referee.SquareName(sq)
}

var ggfMove = regexp.MustCompile(`[BW]\[([A-Ha-h][1-8]|PA)`)

func (f *fake) nboard(line string) {
	f1 := strings.Fields(line)
	switch f1[0] {
	case "nboard":
		f.say("set myname fake")
	case "ping":
		f.say("pong " + f1[1])
	case "set":
		if len(f1) > 2 && f1[1] == "game" {
			f.oth = referee.NewOthello()
			for _, m := range ggfMove.FindAllStringSubmatch(line, -1) {
				sq, _ := referee.ParseSquare(m[1])
				f.oth.Play(sq)
			}
		}
	case "move":
		sq, _ := referee.ParseSquare(strings.Split(f1[1], "/")[0])
		f.oth.Play(sq)
	case "go":
		f.say("status thinking")
		if f.mode == "chatty" {
			f.say("Coefficients loaded; eval -1.25")
		}
		if mv := f.othelloMove(func(s string) string { return "=== " + s }); mv != "" {
			if mv == "pass" {
				mv = "PA"
			}
			f.say("=== " + strings.ToUpper(mv) + "/0.0/0.01")
		}
	}
}

func (f *fake) gtp(line string) bool {
	w := strings.Fields(line)
	ok := func(s string) { f.say("= " + s + "\n") }
	switch w[0] {
	case "boardsize", "time_settings", "time_left":
		ok("")
	case "clear_board":
		f.oth = referee.NewOthello()
		ok("")
	case "play":
		sq, err := referee.ParseSquare(w[2])
		if err != nil || f.oth.Play(sq) != nil {
			f.say("? illegal move\n")
			return true
		}
		ok("")
	case "genmove":
		if mv := f.othelloMove(func(s string) string { return "= " + s + "\n" }); mv != "" {
			ok(mv)
		}
	case "quit":
		ok("")
		return false
	default:
		f.say("? unknown command\n")
	}
	return true
}
