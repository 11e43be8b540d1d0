package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"sente/engine/gomoku"
	"sente/record"
)

// The prompts of the Gomoku player.
const (
	promptMove = "Your move: "
	promptOver = "Game over. Type new, undo, save or quit: "
)

// playSession drives `sente play` through pipes, a command at a time,
// reading its output up to the next prompt.
type playSession struct {
	t      *testing.T
	in     *io.PipeWriter
	chunks chan string
	all    strings.Builder
	status chan int
}

// startPlay runs `sente play args...` on pipes.
func startPlay(t *testing.T, args ...string) *playSession {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &playSession{t: t, in: inW, chunks: make(chan string, 64), status: make(chan int, 1)}
	var errb syncBuffer
	go func() {
		code := run(append([]string{"--log-level", "disabled"}, args...), inR, outW, &errb)
		outW.Close()
		inR.Close()
		s.status <- code
	}()
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := outR.Read(buf)
			if n > 0 {
				s.chunks <- string(buf[:n])
			}
			if err != nil {
				close(s.chunks)
				return
			}
		}
	}()
	return s
}

// until returns the output up to the next prompt (or the end of the
// output).
func (s *playSession) until() string {
	s.t.Helper()
	var b strings.Builder
	timeout := time.After(2 * time.Minute)
	for {
		t := b.String()
		if strings.HasSuffix(t, promptMove) || strings.HasSuffix(t, promptOver) {
			return t
		}
		select {
		case c, ok := <-s.chunks:
			if !ok {
				return t
			}
			b.WriteString(c)
			s.all.WriteString(c)
		case <-timeout:
			s.t.Fatalf("no prompt after:\n%s", t)
		}
	}
}

// send types line and returns the output up to the next prompt.
func (s *playSession) send(line string) string {
	s.t.Helper()
	if _, err := io.WriteString(s.in, line+"\n"); err != nil {
		s.t.Fatalf("writing %q: %v", line, err)
	}
	return s.until()
}

// quit ends the session and returns its exit status.
func (s *playSession) quit() int {
	s.t.Helper()
	io.WriteString(s.in, "quit\n")
	s.until()
	s.in.Close()
	select {
	case code := <-s.status:
		return code
	case <-time.After(time.Minute):
		s.t.Fatal("the player did not exit")
	}
	return -1
}

var (
	moveNumber = regexp.MustCompile(`Move (\d+)`)
	hintPoint  = regexp.MustCompile(`Hint: ([a-z]+[0-9]+) `)
)

// lastMoveNumber is the last "Move N" of out (0: none).
func lastMoveNumber(out string) int {
	m := moveNumber.FindAllStringSubmatch(out, -1)
	if len(m) == 0 {
		return 0
	}
	n, _ := strconv.Atoi(m[len(m)-1][1])
	return n
}

// renjuSetup is a renju game (x,y from the top, 1-based as in .psq) where
// black, to move, has a double three at h8: black f8 g8 h10 h9, white far
// away.
const renjuSetup = "Piskvorky 15x15, 11:11, 0\n6,8,0\n10,10,0\n7,8,0\n11,4,0\n8,6,0\n4,11,0\n8,7,0\n12,12,0\n-1\n"

// TestPlayGomokuRenjuGame plays a whole renju game through `sente play`
// on pipes: a position loaded from a .psq record, a forbidden point
// refused with its reason (double three) and shown, undo back to the
// empty board, then the game from its first move, the player's moves
// taken from hint, with undo and redo, saving and loading (.psq and move
// list) on the way, to the end, where the winner is announced with the
// five marked; then undo and redo after the end, and a saved record that
// replays to the same win.
func TestPlayGomokuRenjuGame(t *testing.T) {
	dir := t.TempDir()
	setup := filepath.Join(dir, "setup.psq")
	if err := os.WriteFile(setup, []byte(renjuSetup), 0o644); err != nil {
		t.Fatal(err)
	}
	s := startPlay(t, "play", "--game", "gomoku", "--rule", "renju", "--level", "20ms",
		"--threads", "1", "--hash", "8", "--no-book")
	out := s.until()
	if !strings.Contains(out, "renju 15x15; you play black (X)") || !strings.HasSuffix(out, promptMove) {
		t.Fatalf("start:\n%s", out)
	}
	out = s.send("load " + setup)
	for _, want := range []string{"Loaded 8 moves", "  8 . . . . . X X # . . . . . . . 8", "# = forbidden for black", "Move 9"} {
		if !strings.Contains(out, want) {
			t.Errorf("after load, no %q:\n%s", want, out)
		}
	}
	for _, pt := range []string{"h8", "7,7", "H8"} {
		if out = s.send(pt); !strings.Contains(out, "h8 is forbidden for black in renju: double three") {
			t.Errorf("%s: %q", pt, out)
		}
	}
	if out = s.send("help"); !strings.Contains(out, "redo [N]") || !strings.Contains(out, "save FILE") {
		t.Errorf("help: %q", out)
	}
	if out = s.send("undo 0"); !strings.Contains(out, "count from 1") {
		t.Errorf("undo 0: %q", out)
	}
	if out = s.send("p16"); !strings.Contains(out, "off the 15x15 board") {
		t.Errorf("p16: %q", out)
	}

	// back to the empty board: the game is played from its first move
	if out = s.send("undo 10"); !strings.Contains(out, "Took back 4 move(s)") || lastMoveNumber(out) != 1 {
		t.Fatalf("undo to the start: %q", out)
	}

	psq := filepath.Join(dir, "game.psq")
	list := filepath.Join(dir, "game.txt")
	over := false
	for k := 0; k < 150 && !over; k++ {
		out = s.send("hint")
		m := hintPoint.FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("hint %d: %q", k, out)
		}
		out = s.send(m[1])
		if strings.Contains(out, "is forbidden for black") || strings.Contains(out, " is taken") {
			t.Fatalf("the hint %s was refused: %q", m[1], out)
		}
		over = strings.HasSuffix(out, promptOver)
		n := lastMoveNumber(out)
		switch {
		case k == 2 && !over:
			out = s.send("undo")
			if !strings.Contains(out, "Took back 1 move(s)") || lastMoveNumber(out) != n-2 {
				t.Errorf("undo from move %d: %q", n, out)
			}
			out = s.send("undo 5")
			if !strings.Contains(out, "Took back 2 move(s)") || lastMoveNumber(out) != 1 {
				t.Errorf("undo 5 from move %d: %q", n-2, out)
			}
			out = s.send("redo 5")
			if !strings.Contains(out, "Played again 3 move(s)") || lastMoveNumber(out) != n {
				t.Errorf("redo 5 back to move %d: %q", n, out)
			}
			if out = s.send("redo"); !strings.Contains(out, "Nothing to redo") {
				t.Errorf("redo with nothing undone: %q", out)
			}
		case k == 3 && !over:
			if out = s.send("save " + psq); !strings.Contains(out, fmt.Sprintf("Saved %d moves", n-1)) {
				t.Errorf("save psq: %q", out)
			}
			if out = s.send("save " + list); !strings.Contains(out, "Saved") {
				t.Errorf("save list: %q", out)
			}
			if out = s.send("new"); lastMoveNumber(out) != 1 {
				t.Errorf("new: %q", out)
			}
			if out = s.send("load " + list); lastMoveNumber(out) != n {
				t.Errorf("load the move list: %q", out)
			}
			s.send("new")
			if out = s.send("load " + psq); lastMoveNumber(out) != n || !strings.Contains(out, "Loaded") {
				t.Errorf("load the psq back at move %d: %q", n, out)
			}
			if out = s.send("load " + filepath.Join(dir, "missing.psq")); !strings.Contains(out, "cannot load") {
				t.Errorf("load a missing file: %q", out)
			}
		}
	}
	if !over {
		t.Fatalf("no end after 150 moves:\n%s", out)
	}
	// The winning line may be longer than five: an overline wins in
	// freestyle, and for white in renju.
	// Rarely (short searches on a loaded machine), neither side makes five
	// and the game is drawn on a full board: that end is checked instead.
	win := regexp.MustCompile(`(You win|Sente wins): (black|white) \([XO]\) has (five|(?:six|seven|eight|nine|[0-9]+) in a row), ((?:[a-o][0-9]+ ){4,}[a-o][0-9]+) \(marked \*\)`).FindStringSubmatch(out)
	drawn := strings.Contains(out, "Draw: the board is full.")
	n := lastMoveNumber(out)
	switch {
	case win != nil:
		if k := len(strings.Fields(win[4])); strings.Count(out, "*X")+strings.Count(out, "*O") != k || (k == 5) != (win[3] == "five") {
			t.Errorf("the line of %d is not marked or not named (%q):\n%s", k, win[3], out)
		}
	case drawn:
		if n != 15*15+1 {
			t.Errorf("a draw announced at move %d, before the board is full:\n%s", n, out)
		}
	default:
		t.Fatalf("no winner or draw announced:\n%s", out)
	}
	t.Logf("the game ended at move %d:\n%s", n-1, out)
	if out = s.send("h1"); !strings.Contains(out, "The game is over") {
		t.Errorf("a move after the end: %q", out)
	}
	out = s.send("undo")
	if !strings.HasSuffix(out, promptMove) || lastMoveNumber(out) >= n {
		t.Errorf("undo after the end: %q", out)
	}
	if out = s.send("redo"); !strings.HasSuffix(out, promptOver) {
		t.Errorf("redo to the end: %q", out)
	}
	final := filepath.Join(dir, "final.psq")
	s.send("save " + final)
	if code := s.quit(); code != 0 {
		t.Errorf("status %d", code)
	}
	if strings.Contains(s.all.String(), "\x1b[") {
		t.Error("escape codes written to a pipe")
	}
	// the record replays to the same win
	data, err := os.ReadFile(final)
	if err != nil {
		t.Fatal(err)
	}
	w, h, moves, err := record.ParsePSQ(string(data))
	if err != nil || w != 15 || h != 15 {
		t.Fatalf("final record: %v", err)
	}
	g, _ := gomoku.NewGame(15, 15, gomoku.Renju)
	for _, q := range moves {
		if err := g.Play(q[0], q[1]); err != nil {
			t.Fatalf("final record: %v", err)
		}
	}
	if _, won := g.Winner(); won == drawn || len(moves) != n-1 {
		t.Errorf("the saved game of %d moves does not end as played at move %d (drawn %v, won %v)", len(moves), n-1, drawn, won)
	}
}

// TestPlayGomokuFullBoardDraw fills a 5x5 freestyle board with no five
// (rows XXOOX / OOXXO alternating, so no row, column or diagonal is of one
// colour): the player's last stone on the last point ends the game as a
// draw, announced as such, and no further move is taken.
func TestPlayGomokuFullBoardDraw(t *testing.T) {
	var blacks, whites []record.Point
	for y := range 5 {
		row := "XXOOX"
		if y%2 == 1 {
			row = "OOXXO"
		}
		for x := range 5 {
			if row[x] == 'X' {
				blacks = append(blacks, record.Point{x, y})
			} else {
				whites = append(whites, record.Point{x, y})
			}
		}
	}
	// black's 13th stone is left for the player
	var moves []record.Point
	for i := range whites {
		moves = append(moves, blacks[i], whites[i])
	}
	var rec strings.Builder
	if err := record.WritePSQ(&rec, 5, 5, moves); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "full.psq")
	if err := os.WriteFile(file, []byte(rec.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	last := blacks[len(blacks)-1]
	point := uiPoint(last[0], last[1], 5)
	s := startPlay(t, "play", "--game", "gomoku", "--size", "5", "--rule", "freestyle", "--level", "1",
		"--threads", "1", "--hash", "1", "--no-book")
	s.until()
	if out := s.send("load " + file); !strings.Contains(out, "Loaded 24 moves") || lastMoveNumber(out) != 25 {
		t.Fatalf("load:\n%s", out)
	}
	out := s.send(point)
	if !strings.Contains(out, "Draw: the board is full.") || !strings.HasSuffix(out, promptOver) || strings.Contains(out, "wins") {
		t.Fatalf("%s on the last point:\n%s", point, out)
	}
	if out = s.send("a1"); !strings.Contains(out, "The game is over") {
		t.Errorf("a move after the draw: %q", out)
	}
	if code := s.quit(); code != 0 {
		t.Errorf("status %d", code)
	}
}

// TestPlayGomokuOptions: Sente as black moves first, the Monte Carlo
// search plays and says so, other rules and sizes, and bad options.
func TestPlayGomokuOptions(t *testing.T) {
	got, code := runWith(t, "hint\nmoves\nundo\nredo\nlevel\nlevel bogus\nquit\n", "play", "--game", "gomoku", "--color", "white",
		"--size", "9", "--rule", "standard", "--search", "mcts", "--level", "30ms", "--threads", "1", "--no-book")
	if code != 0 {
		t.Fatalf("status %d", code)
	}
	for _, want := range []string{"Monte Carlo tree search", "standard 9x9; you play white (O)", "    a b c d e f g h i",
		"Sente plays e5 (", "visits, win rate", "Hint: ", "1.e5", "Nothing of yours to undo", "Nothing to redo",
		"level is 30ms", "unknown level", "Move 2 — white (O) to move"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "#") {
		t.Errorf("forbidden points outside renju:\n%s", got)
	}
	for _, bad := range [][]string{{"--rule", "swap"}, {"--size", "4"}, {"--size", "33"}, {"--color", "red"},
		{"--level", "fast"}, {"--search", "random"}, {"extra"}} {
		args := append([]string{"play", "--game", "gomoku"}, bad...)
		if _, code := runWith(t, "", args...); code != 2 {
			t.Errorf("%q: status %d, want 2", bad, code)
		}
	}
	if _, code := runWith(t, "", "play", "--game", "go"); code != 2 {
		t.Errorf("--game go: status %d, want 2", code)
	}
	// a 32x32 board shows two-letter columns
	got, _ = runWith(t, "quit\n", "play", "--game", "gomoku", "--size", "32", "--no-book")
	if !strings.Contains(got, " aa ab ac ad ae af") || !strings.Contains(got, " 32  .  .") {
		t.Errorf("32x32 board:\n%s", got)
	}
}

// TestGomokuPoints: "h8" counts rows from the bottom, "x,y" from the top,
// and both name the same points.
func TestGomokuPoints(t *testing.T) {
	for _, c := range []struct {
		in   string
		x, y int
	}{{"h8", 7, 7}, {"a1", 0, 14}, {"a15", 0, 0}, {"o1", 14, 14}, {"7,7", 7, 7}, {"0, 14", 0, 14}, {"A1", 0, 14}} {
		x, y, err := parseUIPoint(strings.ReplaceAll(c.in, " ", ""), 15, 15)
		if err != nil || x != c.x || y != c.y {
			t.Errorf("%q: (%d,%d) %v, want (%d,%d)", c.in, x, y, err, c.x, c.y)
		}
		if name := uiPoint(c.x, c.y, 15); !strings.Contains(c.in, ",") && name != strings.ToLower(c.in) {
			t.Errorf("(%d,%d) named %q, want %q", c.x, c.y, name, c.in)
		}
	}
	for _, bad := range []string{"p1", "a16", "a0", "15,0", "0,-1", "x", "1,", "h", "8"} {
		if _, _, err := parseUIPoint(bad, 15, 15); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// FuzzGomokuCommand: no line crashes the parser, and every point it
// accepts is on the board.
func FuzzGomokuCommand(f *testing.F) {
	for _, s := range []string{"h8", "7,7", "undo 3", "redo", "save a b.psq", "load x", "level 2s", "hint", "aa32", "q", "?", " 3 , 4 ", "undo 99999999999999999999"} {
		f.Add(s, 15)
	}
	f.Fuzz(func(t *testing.T, line string, size int) {
		size = gomoku.MinSide + abs(size)%(gomoku.MaxSide-gomoku.MinSide+1)
		c, err := parseGomokuCommand(line, size, size)
		if err != nil {
			return
		}
		switch c.kind {
		case gcMove:
			if c.x < 0 || c.y < 0 || c.x >= size || c.y >= size {
				t.Fatalf("%q on %d: point (%d,%d) off the board", line, size, c.x, c.y)
			}
			// the name of a point reads back as the same point
			x, y, err := parseUIPoint(uiPoint(c.x, c.y, size), size, size)
			if err != nil || x != c.x || y != c.y {
				t.Fatalf("(%d,%d) -> %q -> (%d,%d) %v", c.x, c.y, uiPoint(c.x, c.y, size), x, y, err)
			}
		case gcUndo, gcRedo:
			if c.n < 1 || c.n > maxRepeat {
				t.Fatalf("%q: count %d", line, c.n)
			}
		case gcSave, gcLoad:
			if c.arg == "" {
				t.Fatalf("%q: no file", line)
			}
		}
	})
}

func abs(v int) int {
	if v < 0 {
		if v == -v {
			return 0
		}
		return -v
	}
	return v
}

// TestPlayGomokuHelper is not a test: it is the program the tmux test
// runs in a real terminal (SENTE_PLAY_HELPER=1), `sente play` on the
// terminal's own streams.
func TestPlayGomokuHelper(t *testing.T) {
	if os.Getenv("SENTE_PLAY_HELPER") != "1" {
		t.Skip("helper process for TestPlayGomokuTmux")
	}
	args := strings.Fields(os.Getenv("SENTE_PLAY_ARGS"))
	os.Exit(run(args, os.Stdin, os.Stdout, os.Stderr))
}

// TestPlayGomokuTmux plays in a real terminal: tmux runs the player,
// keys are sent with send-keys and the screen read with capture-pane.
// Skipped when tmux is missing.
func TestPlayGomokuTmux(t *testing.T) {
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		t.Skip("tmux is not installed")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	sock := filepath.Join(t.TempDir(), "tmux.sock")
	tm := func(args ...string) string {
		out, err := exec.Command(tmux, append([]string{"-S", sock}, args...)...).CombinedOutput()
		if err != nil {
			t.Fatalf("tmux %q: %v\n%s", args, err, out)
		}
		return string(out)
	}
	cmd := fmt.Sprintf("env SENTE_PLAY_HELPER=1 SENTE_PLAY_ARGS='--log-level disabled play --game gomoku --rule renju --level 20ms --threads 1 --hash 8 --no-book' %s -test.run '^TestPlayGomokuHelper$'", exe)
	tm("new-session", "-d", "-s", "sente", "-x", "100", "-y", "60", cmd)
	defer exec.Command(tmux, "-S", sock, "kill-server").Run()
	screen := func(want string) string {
		t.Helper()
		deadline := time.Now().Add(time.Minute)
		for {
			s := tm("capture-pane", "-p", "-e", "-t", "sente")
			if strings.Contains(s, want) {
				return s
			}
			if time.Now().After(deadline) {
				t.Fatalf("screen never showed %q:\n%s", want, s)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	s := screen(strings.TrimSpace(promptMove)) // the screen drops trailing spaces
	if !strings.Contains(s, "\x1b[") {
		t.Errorf("no colours in a terminal:\n%s", s)
	}
	tm("send-keys", "-t", "sente", "h8", "Enter")
	screen("Move 3 — black (X) to move")
	plain := tm("capture-pane", "-p", "-t", "sente")
	// row 8: the label (3 characters), then a separator and a stone per
	// column; h is the eighth column
	hasH8 := false
	for _, l := range strings.Split(plain, "\n") {
		if strings.HasPrefix(l, "  8 ") && len(l) > 3+2*7+1 && l[3+2*7+1] == 'X' {
			hasH8 = true
		}
	}
	if !hasH8 {
		t.Errorf("h8 is not on the board:\n%s", plain)
	}
	tm("send-keys", "-t", "sente", "undo", "Enter")
	screen("Took back 1 move(s)")
	tm("send-keys", "-t", "sente", "quit", "Enter")
}

// A winning line is announced by its length: five, or an overline.
func TestLineWord(t *testing.T) {
	for n, want := range map[int]string{5: "five", 6: "six in a row", 9: "nine in a row", 11: "11 in a row"} {
		if got := lineWord(n); got != want {
			t.Errorf("lineWord(%d) = %q, want %q", n, got, want)
		}
	}
}
