package nboard_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sente/book"
	"sente/book/othellobook"
	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
	"sente/protocol/nboard"
	"sente/protocol/othellofront"
	"sente/protocol/prototest"
	"sente/record/ggf"
)

// specGame is the example session of the NBoard documentation.
const specGame = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]" +
	"BO[8 ---------------------------O*------*O--------------------------- *]" +
	"B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)"

func start(t *testing.T, games string) *prototest.Session {
	t.Helper()
	if games == "" {
		games = filepath.Join(t.TempDir(), "learned.ggf")
	}
	return startOpts(t, nboard.Options{GamesFile: games, Book: noBook(t)})
}

// noBook is a book configuration with the book off (these tests exercise
// the search) and the user book in a temporary directory.
func noBook(t testing.TB) protocol.BookConfig {
	var c protocol.BookConfig
	c.Disabled = true
	c.Learned = filepath.Join(t.TempDir(), "user.sbk")
	return c
}

// quickLearn keeps `learn` fast in tests.
var quickLearn = book.LearnOptions{Depth: 2, MaxPly: 20, TTMiB: 1}

func startOpts(t *testing.T, opt nboard.Options) *prototest.Session {
	t.Helper()
	if opt.Learn == nil {
		opt.Learn = &quickLearn
	}
	return prototest.Start(t, func(l *protocol.Loop) protocol.Handler {
		return nboard.New(l, engine.New(8), opt)
	})
}

func position(t *testing.T, record string) *othello.Position {
	t.Helper()
	g, err := ggf.Parse(record)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := g.Position()
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

func reference(pos *othello.Position, lim engine.Limits) engine.Result {
	e := engine.New(8)
	var r engine.Result
	e.Go(pos.Clone(), lim, nil, func(res engine.Result) { r = res })
	e.Wait()
	return r
}

var searchRe = regexp.MustCompile(`^search ([A-H][1-8]|PA)((?:-(?:[A-H][1-8]|PA))*) (-?\d+\.\d\d) 0 (\d+|100%W?)$`)

// checkSearchLines checks the thinking output of a search: well-formed
// lines whose PVs start with legal moves and whose depths never decrease.
func checkSearchLines(t *testing.T, pos *othello.Position, lines []string) (lastDepth int) {
	t.Helper()
	for _, l := range lines {
		m := searchRe.FindStringSubmatch(l)
		if m == nil {
			t.Errorf("bad search line %q", l)
			continue
		}
		mv, _ := othello.ParseMove(m[1])
		if !pos.IsLegal(mv) {
			t.Errorf("search line %q starts with an illegal move", l)
		}
		d, err := strconv.Atoi(m[4])
		if err != nil {
			d = 100
		}
		if d < lastDepth {
			t.Errorf("depth went down at %q", l)
		}
		lastDepth = d
	}
	return lastDepth
}

func TestHandshakeAndPing(t *testing.T) {
	s := start(t, "")
	s.Send("nboard 2", "ping 1", "nboard 3", "ping")
	s.Expect("set myname Sente", "pong 1", "set myname Sente", "pong")
}

// TestGoFixedDepth runs the documented example session at depth 6: the
// answer is the move of a direct search at that depth, with search lines
// for depths 1..6, nodestats and status lines.
func TestGoFixedDepth(t *testing.T) {
	const depth = 6
	pos := position(t, specGame)
	want := reference(pos, engine.Limits{Depth: depth})
	s := start(t, "")
	s.Send("nboard 2", "set game "+specGame, "set depth 6", "ping 1", "go")
	s.Expect("set myname Sente", "pong 1", "status thinking")
	got := s.Until("~nodestats .*")
	if d := checkSearchLines(t, pos, got[:len(got)-1]); d != depth && !want.Exact {
		t.Errorf("last search depth %d, want %d", d, depth)
	}
	if !regexp.MustCompile(`^nodestats \d+ \d+\.\d\d$`).MatchString(got[len(got)-1]) {
		t.Errorf("bad nodestats %q", got[len(got)-1])
	}
	answer := fmt.Sprintf("~=== %s/%s/\\d+\\.\\d\\d", othello.MoveString(want.Move), regexp.QuoteMeta(othellofront.Discs(want.Score)))
	s.Expect(answer, "status")
	// the move is not played: the same go gives the same answer
	s.Send("go")
	s.Until(answer)
}

func TestMoveAndBadInputLeavePositionSane(t *testing.T) {
	pos := position(t, specGame)
	pos.Make(43) // d6
	want := reference(pos, engine.Limits{Depth: 4})
	s := start(t, "")
	s.Send("set game "+specGame, "set depth 4",
		"move a1", "move z9", "move d6/1.5/0.25", "move", // one legal move among junk
		"set game (;GM[Othello]BO[8 junk *];)", "set game (;GM[Chess];)", "set game B[f5]",
		"set depth -3", "set depth 99999999999999999999", "set contempt x", "set colour blue",
		"hint -4x", "fly", "\x00\x01\xff", strings.Repeat("move a1 ", protocol.MaxLine/4),
		"ping 9")
	s.Expect("pong 9") // nothing was answered to the junk
	s.Send("go")
	s.Until(fmt.Sprintf("~=== %s/.*", othello.MoveString(want.Move)))
	s.Expect("status")
}

func TestHint(t *testing.T) {
	pos := position(t, specGame)
	s := start(t, "")
	s.Send("set game "+specGame, "set depth 4", "hint 3")
	s.Expect("status analysing")
	got := s.Until("~nodestats .*")
	s.Expect("status")
	if d := checkSearchLines(t, pos, got[:len(got)-1]); d != 4 {
		t.Errorf("last depth %d, want 4", d)
	}
	// the last three search lines are the three best moves, distinct
	lines := got[len(got)-4 : len(got)-1]
	seen := map[string]bool{}
	for _, l := range lines {
		seen[searchRe.FindStringSubmatch(l)[1]] = true
	}
	if len(seen) != 3 {
		t.Errorf("hint 3 final lines %q: want 3 distinct moves", lines)
	}
	want := reference(pos, engine.Limits{Depth: 4, MultiPV: 3})
	for _, l := range want.Lines {
		if !seen[strings.ToUpper(othello.MoveString(l.PV[0]))] {
			t.Errorf("hint lacks %s: %q", othello.MoveString(l.PV[0]), lines)
		}
	}
}

// TestPingInterruptsGo: an unbounded search is stopped by ping; the owed
// answer comes first, then pong.
func TestPingInterruptsGo(t *testing.T) {
	s := start(t, "")
	s.Send("set game "+specGame, "set depth 60", "go")
	s.Expect("status thinking")
	s.Send("ping 5")
	s.Until(`~=== [a-h][1-8](/.*)?`)
	s.Expect("status", "pong 5")
}

func TestPingInterruptsHint(t *testing.T) {
	s := start(t, "")
	s.Send("set game "+specGame, "set depth 60", "hint 4")
	s.Expect("status analysing")
	s.Send("ping 6")
	s.Until("status")
	s.Expect("pong 6")
}

func TestEOFInterruptsGo(t *testing.T) {
	s := start(t, "")
	s.Send("set depth 60", "go", "ping 3")
	s.Close()
	s.Expect("status thinking")
	s.Until(`~=== [a-h][1-8](/.*)?`)
	s.Expect("status", "pong 3")
	s.ExpectEnd()
}

// TestPipelined: commands sent while thinking are answered in order.
func TestPipelined(t *testing.T) {
	pos := othello.NewPosition()
	want2 := reference(pos, engine.Limits{Depth: 2})
	s := start(t, "")
	s.Raw("set depth 5\ngo\nset depth 2\ngo\nmove f5\nping 2\n")
	s.Until(`~=== .*`)
	s.Expect("status", "status thinking")
	s.Until(fmt.Sprintf(`~=== %s/.*`, othello.MoveString(want2.Move)))
	s.Expect("status", "pong 2")
}

// randomGame plays a seeded random game to the end; passed says it had a
// pass before the end.
func randomGame(seed uint64) ([]engine.Move, bool) {
	r := rand.New(rand.NewPCG(seed, 7))
	pos := othello.NewPosition()
	var moves []engine.Move
	passed := false
	for !pos.IsOver() {
		ms := pos.LegalMoves()
		m := ms[r.IntN(len(ms))]
		passed = passed || m == othello.Pass
		pos.Make(m)
		moves = append(moves, m)
	}
	return moves, passed
}

func record(moves []engine.Move, withPasses bool) string {
	g := ggf.New()
	pos := g.Start()
	for _, m := range moves {
		if m != othello.Pass || withPasses {
			g.Moves = append(g.Moves, ggf.Move{Color: pos.Side(), Move: m})
		}
		pos.Make(m)
	}
	return g.String()
}

// TestGamesWithPassesAndAnalyze: a game with passes, written with and
// without explicit PA, is accepted; analyze reports every position, the
// last one with the exact final score.
func TestGamesWithPassesAndAnalyze(t *testing.T) {
	var moves []engine.Move
	for seed := uint64(1); ; seed++ {
		var passed bool
		if moves, passed = randomGame(seed); passed {
			break
		}
	}
	explicit, implied := record(moves, true), record(moves, false)
	if !strings.Contains(explicit, "[PA]") || strings.Contains(implied, "[PA]") {
		t.Fatalf("records: %s / %s", explicit, implied)
	}
	final := othello.NewPosition()
	for _, m := range moves {
		final.Make(m)
	}
	for _, rec := range []string{explicit, implied} {
		s := start(t, "")
		s.Send("set depth 1", "set game "+rec, "analyze")
		s.Expect("status analysing", fmt.Sprintf("analysis %d %s", len(moves), othellofront.Discs(blackScore(final))))
		for i := len(moves) - 1; i >= 0; i-- {
			s.Expect(fmt.Sprintf("~analysis %d -?\\d+\\.\\d\\d", i))
		}
		s.Expect("status")
		// at the end of a game go answers PA, hint only a status
		s.Send("go", "hint 2")
		s.Expect("=== PA", "status")
	}
}

// blackScore is the final score of the finished game pos for Black, in
// centi-discs.
func blackScore(pos *othello.Position) engine.Score {
	sc := engine.Score(100 * pos.FinalScore()) // for the side to move
	if pos.Side() == othello.White {
		sc = -sc
	}
	return sc
}

// TestAnalyzeFromBlacksSide: analyze reports every position's value for
// Black, as the NBoard GUI graphs it: the end of finished games with White
// and with Black to move, and the positions before a finished game's
// last move (searched exactly at any depth, one or two empties), whose
// value for Black is the game's when the last move was the only one, or
// at least it for Black's last move and at most it for White's.
func TestAnalyzeFromBlacksSide(t *testing.T) {
	seen := map[othello.Color]bool{}
	for seed := uint64(1); len(seen) < 2 && seed < 200; seed++ {
		moves, _ := randomGame(seed)
		final := othello.NewPosition()
		for _, m := range moves {
			final.Make(m)
		}
		if final.FinalScore() == 0 || seen[final.Side()] {
			continue
		}
		seen[final.Side()] = true
		before := othello.NewPosition()
		for _, m := range moves[:len(moves)-1] {
			before.Make(m)
		}
		s := start(t, "")
		s.Send("set depth 1", "set game "+record(moves, true), "analyze")
		s.Expect("status analysing", fmt.Sprintf("analysis %d %s", len(moves), othellofront.Discs(blackScore(final))))
		got, _ := s.Next()
		var v float64
		if _, err := fmt.Sscanf(got, "analysis %d %f", new(int), &v); err != nil {
			t.Fatalf("seed %d: %q", seed, got)
		}
		want := float64(blackScore(final)) / 100
		switch mover := before.Side(); {
		case len(before.LegalMoves()) == 1 && v != want:
			t.Errorf("seed %d: the forced last move: %v for Black, want %v", seed, v, want)
		case mover == othello.Black && v < want, mover == othello.White && v > want:
			t.Errorf("seed %d: before %v's last move: %v for Black, the game ended %v", seed, mover, v, want)
		}
		s.Send("ping 1")
		s.Until("pong 1")
	}
	if len(seen) < 2 {
		t.Fatalf("no finished games with both sides to move: %v", seen)
	}
}

// TestStartPositionAndMoveSuffixes: a game from a non-standard board with
// /eval/time suffixes; learn stores it, and the stored record reads back.
func TestStartPositionAndMoveSuffixes(t *testing.T) {
	const rec = "(;GM[Othello]PB[a]PW[b]TI[5:00//2]BO[8 -------- -------- --OOO--- --O*O--- --OOO--- -------- -------- -------- *]" +
		"B[b2/1.25/3.5];)"
	file := filepath.Join(t.TempDir(), "sub", "games.ggf")
	s := start(t, file)
	s.Send("set game "+rec, "move PA", "learn", "move c2/-2/0.5", "learn", "ping 1")
	s.Expect("learned", "learned", "pong 1")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 2 {
		t.Fatalf("learned file: %q", data)
	}
	g, err := ggf.Parse(lines[1])
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Moves) != 2 || g.Moves[0].Eval != 1.25 || g.Moves[0].Time != 3.5 || g.Moves[0].Color != othello.Black ||
		othello.MoveString(g.Moves[1].Move) != "c2" || g.Moves[1].Color != othello.White || g.Moves[1].Eval != -2 ||
		g.Moves[1].Time != 0.5 {
		t.Errorf("learned game %s", lines[1])
	}
	if g.Tag("TI") != "5:00//2" || g.Tag("PB") != "a" {
		t.Errorf("tags lost: %s", lines[1])
	}
}

// TestLearnNeverFails: an unwritable games file is logged, not fatal.
func TestLearnNeverFails(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s := start(t, filepath.Join(blocker, "games.ggf"))
	s.Send("learn", "ping 1")
	s.Expect("learned", "pong 1")
}

// TestLearnAfterTornAppend: a games file whose last record was cut short
// (a writer killed mid-append) gets the next learned game on a line of its
// own, and reading the file back skips only the cut record.
func TestLearnAfterTornAppend(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.ggf")
	torn := specGame[:len(specGame)/2]
	if err := os.WriteFile(file, []byte(specGame+"\n"+torn), 0o644); err != nil {
		t.Fatal(err)
	}
	s := start(t, file)
	s.Send("set game "+specGame, "learn", "ping 1")
	s.Expect("learned", "pong 1")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(rows) != 3 || rows[1] != torn {
		t.Fatalf("games file after the append: %q", data)
	}
	if _, err := ggf.Parse(rows[2]); err != nil {
		t.Errorf("appended record %q: %v", rows[2], err)
	}
	games, err := othellobook.ParseGames(string(data))
	if len(games) != 2 || err == nil {
		t.Errorf("read back %d games (want the 2 whole ones), error %v (want the cut record reported)", len(games), err)
	}
}
