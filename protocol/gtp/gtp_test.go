package gtp_test

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
	"sente/protocol/gtp"
	"sente/protocol/othellofront"
	"sente/protocol/prototest"
)

func start(t *testing.T, lv protocol.Level) *prototest.Session {
	t.Helper()
	return prototest.Start(t, func(l *protocol.Loop) protocol.Handler {
		return gtp.New(l, engine.New(8), gtp.Options{Level: lv, Book: noBook(t)})
	})
}

// noBook turns the book off (these tests exercise the search) and keeps
// the user book out of the real home.
func noBook(t *testing.T) protocol.BookConfig {
	var c protocol.BookConfig
	c.Disabled = true
	c.Learned = filepath.Join(t.TempDir(), "user.sbk")
	return c
}

// reference searches pos at a fixed depth with a fresh engine.
func reference(pos *othello.Position, depth int) engine.Move {
	e := engine.New(8)
	var r engine.Result
	e.Go(pos.Clone(), engine.Limits{Depth: depth}, nil, func(res engine.Result) { r = res })
	e.Wait()
	return othellofront.ChooseMove(pos, r)
}

func vertex(m engine.Move) string {
	if m == othello.Pass {
		return "pass"
	}
	return strings.ToUpper(othello.MoveString(m))
}

func TestAdministrativeCommands(t *testing.T) {
	s := start(t, protocol.DepthLevel(1))
	s.Send("protocol_version", "1 name", "2 version", "known_command genmove", "known_command fly",
		"list_games", "set_game Othello", "set_game Go", "boardsize 8", "boardsize 10", "komi 0",
		"clear_board", "7 quit")
	s.Expect("= 2", "", "=1 Sente", "", "=2 "+gtp.Version, "", "= true", "", "= false", "",
		"= Othello", "", "=", "", "? unsupported game", "", "=", "", "? unacceptable size", "",
		"=", "", "=", "", "=7", "")
	s.ExpectEnd()
}

func TestListCommands(t *testing.T) {
	s := start(t, protocol.DepthLevel(1))
	s.Send("list_commands")
	got := s.Until("")
	want := []string{"boardsize", "clear_board", "final_score", "genmove", "known_command",
		"list_commands", "list_games", "name", "play", "protocol_version", "quit", "reg_genmove",
		"set_game", "showboard", "time_left", "time_settings", "undo", "version"}
	names := map[string]bool{strings.TrimPrefix(got[0], "= "): true}
	for _, l := range got[1:] {
		names[l] = true
	}
	for _, w := range want {
		if !names[w] {
			t.Errorf("list_commands lacks %s: %q", w, got)
		}
	}
	// every listed command is known
	for n := range names {
		if n == "" {
			continue
		}
		s.Send("known_command " + n)
		s.Expect("= true", "")
	}
}

func TestFramingAndBadInput(t *testing.T) {
	s := start(t, protocol.DepthLevel(1))
	s.Send("# a comment", "", "   ", "5 name # trailing comment", "\tNAME\x01", "42",
		"9 fly_to_the_moon", "play", "play b", "play x d3", "play b z9", "play b d9",
		"time_settings -1 0 0", "time_settings 1e99 0 0", "time_settings NaN 0 0",
		"time_left b 10 -3", "time_left q 10 0", "genmove purple", "known_command")
	s.Expect("=5 Sente", "", "= Sente", "", "?42 syntax error", "", "?9 unknown command", "",
		"? syntax error", "", "? syntax error", "", "? syntax error", "", "? syntax error", "",
		"? syntax error", "", "? syntax error", "", "? syntax error", "", "? syntax error", "",
		"? syntax error", "", "? syntax error", "", "? syntax error", "", "? syntax error", "")
	// binary junk and an overlong line: an error each, and the engine serves on
	s.Raw("\xff\xfe\x00\x80junk\n" + strings.Repeat("x", protocol.MaxLine+1000) + "\n")
	s.Expect("? unknown command", "", "? unknown command", "")
	s.Send("showboard")
	got := s.Until("")
	if !strings.Contains(strings.Join(got, "\n"), "Black (X) 2, White (O) 2; black to move") {
		t.Errorf("position changed by bad input: %q", got)
	}
}

func TestPlayUndoShowboard(t *testing.T) {
	s := start(t, protocol.DepthLevel(1))
	s.Send("play b d3", "play B C3", "play white c3", "play w C5", "play b pass", "undo", "undo",
		"undo", "1 undo", "play black f5", "showboard")
	s.Expect("=", "", "? illegal move", "", "=", "", "? illegal move", "", "? illegal move", "",
		"=", "", "=", "", "? cannot undo", "", "?1 cannot undo", "", "=", "")
	got := s.Until("")
	want := []string{"= ", "   A B C D E F G H",
		" 1 . . . . . . . . 1",
		" 2 . . . . . . . . 2",
		" 3 . . . . . . . . 3",
		" 4 . . . O X * . . 4",
		" 5 . . . X X X . . 5",
		" 6 . . . * . * . . 6",
		" 7 . . . . . . . . 7",
		" 8 . . . . . . . . 8",
		"   A B C D E F G H",
		"Black (X) 4, White (O) 1; white to move", ""}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("showboard:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// randomGame plays a seeded random game to the end and returns its moves
// (passes included) and whether it had a pass before the end.
func randomGame(seed uint64) ([]engine.Move, bool) {
	r := rand.New(rand.NewPCG(seed, 1))
	pos := othello.NewPosition()
	var moves []engine.Move
	passed := false
	for !pos.IsOver() {
		ms := pos.LegalMoves()
		m := ms[r.IntN(len(ms))]
		if m == othello.Pass {
			passed = true
		}
		pos.Make(m)
		moves = append(moves, m)
	}
	return moves, passed
}

// TestImpliedPassesQuarryStyle replays random games with passes the way
// Quarry sends them (no pass, the other colour plays twice) and checks the
// final score against the position's own count.
func TestImpliedPassesQuarryStyle(t *testing.T) {
	found := 0
	for seed := uint64(1); found < 3 && seed < 2000; seed++ {
		moves, passed := randomGame(seed)
		if !passed {
			continue
		}
		found++
		s := start(t, protocol.DepthLevel(1))
		pos := othello.NewPosition()
		for _, m := range moves {
			if m == othello.Pass {
				// the side that must pass: genmove for it answers pass without playing
				s.Send(fmt.Sprintf("reg_genmove %s", pos.Side()))
				s.Expect("= pass", "")
				pos.Make(m)
				continue
			}
			s.Send(fmt.Sprintf("play %s %s", pos.Side(), vertex(m)))
			s.Expect("=", "")
			pos.Make(m)
		}
		d := pos.BlackScore()
		want := "= 0"
		if d > 0 {
			want = fmt.Sprintf("= B+%d", d)
		} else if d < 0 {
			want = fmt.Sprintf("= W+%d", -d)
		}
		s.Send("final_score", "genmove b", "genmove w")
		s.Expect(want, "", "= pass", "", "= pass", "")
		// undo goes back to the start, the implied passes with their moves
		plays := 0
		for _, m := range moves {
			if m != othello.Pass {
				plays++
			}
		}
		for i := 0; i < plays; i++ {
			s.Send("undo")
			s.Expect("=", "")
		}
		s.Send("undo", "final_score")
		s.Expect("? cannot undo", "", "= 0", "")
	}
	if found == 0 {
		t.Fatal("no random game with a pass")
	}
}

// TestGenmoveFixedDepthIsDeterministic: at a fixed depth the first search
// of a session plays exactly what a fresh engine finds (the same move every
// run). A second search of the same position starts from a warm table and
// may pick another move, so both are checked against the full-width
// scores of all moves: Multi-ProbCut makes the search selective, so a
// move within its error margin of the best is accepted.
func TestGenmoveFixedDepthIsDeterministic(t *testing.T) {
	const depth = 5
	pos := othello.NewPosition()
	pos.Make(19) // d3
	pos.Make(34) // c5
	want := reference(pos, depth)
	best := bestMoves(pos, depth)
	if !best[want] {
		t.Fatalf("reference move %s is not among the best %v", vertex(want), best)
	}
	if len(best) == len(pos.LegalMoves()) {
		t.Fatalf("every move counts as best: %v", best)
	}
	// fresh session, genmove first
	s := start(t, protocol.DepthLevel(depth))
	s.Send("play b d3", "play w c5", "4 genmove black")
	s.Expect("=", "", "=", "", "=4 "+vertex(want), "")
	// fresh session: reg_genmove first, then genmove on the warm table
	s = start(t, protocol.DepthLevel(depth))
	s.Send("play b d3", "play w c5", "3 reg_genmove b", "4 genmove black")
	got := s.Expect("=", "", "=", "", "=3 "+vertex(want), "", "~=4 [A-H][1-8]", "")
	played := pos.Clone()
	m, err := othello.ParseMove(strings.ToLower(strings.TrimPrefix(got[6], "=4 ")))
	if err != nil || !best[m] {
		t.Fatalf("genmove after reg_genmove: %q, want one of the best moves %v", got[6], best)
	}
	played.Make(m)
	score := fmt.Sprintf("= B+%d", othello.Count(played.Black())-othello.Count(played.White()))
	if d := othello.Count(played.Black()) - othello.Count(played.White()); d <= 0 {
		score = map[bool]string{true: "= 0", false: fmt.Sprintf("= W+%d", -d)}[d == 0]
	}
	s.Send("final_score")
	s.Expect(score, "")
	// the genmove was played: black cannot play there again; back to the start
	s.Send("play b "+vertex(m), "undo", "undo", "undo", "final_score")
	s.Expect("? illegal move", "", "=", "", "=", "", "=", "", "= 0", "")
}

// bestMoves returns the moves whose full-width depth-limited score
// (Multi-ProbCut off) is within bestMargin of the best, from a fresh
// engine searching every move (multi-PV).
func bestMoves(pos *othello.Position, depth int) map[engine.Move]bool {
	e := engine.New(8)
	var r engine.Result
	n := len(pos.LegalMoves())
	c := pos.Clone()
	c.SetProbCutT(0)
	e.Go(c, engine.Limits{Depth: depth, MultiPV: n}, nil, func(res engine.Result) { r = res })
	e.Wait()
	out := map[engine.Move]bool{}
	for _, l := range r.Lines {
		if len(l.PV) > 0 && l.Score >= r.Lines[0].Score-bestMargin {
			out[l.PV[0]] = true
		}
	}
	return out
}

// bestMargin is the score difference (centi-discs) within which a move of
// the selective search counts as best.
const bestMargin = 150

// TestPipelined sends a burst as Quarry does; the answers come in order.
func TestPipelined(t *testing.T) {
	s := start(t, protocol.DepthLevel(6))
	s.Raw("1 protocol_version\n2 genmove b\n3 name\n4 genmove w\n5 final_score\n6 showboard\n")
	got := s.Expect("=1 2", "", "~=2 [A-H][1-8]", "", "=3 Sente", "", "~=4 [A-H][1-8]", "", "~=5 .*", "", "=6 ")
	pos := othello.NewPosition()
	for _, l := range []string{got[2], got[6]} {
		m, err := othello.ParseMove(l[3:])
		if err != nil || pos.Play(m) != nil {
			t.Fatalf("illegal answer %q", l)
		}
	}
	rest := s.Until("")
	if !strings.Contains(strings.Join(rest, "\n"), fmt.Sprintf("Black (X) %d, White (O) %d",
		othello.Count(pos.Black()), othello.Count(pos.White()))) {
		t.Errorf("board after pipelined genmoves: %q", rest)
	}
}

// TestQuitInterruptsSearch: an unbounded search is stopped by quit, the
// genmove still gets a legal move, queued commands are answered in order.
func TestQuitInterruptsSearch(t *testing.T) {
	s := start(t, protocol.Level{Name: "unbounded"})
	s.Send("play b f5", "1 genmove w", "2 name")
	s.Expect("=", "")
	s.Send("3 quit")
	got := s.Expect("~=1 [A-H][1-8]", "", "=2 Sente", "", "=3", "")
	pos := othello.NewPosition()
	pos.Make(37)
	if m, err := othello.ParseMove(got[0][3:]); err != nil || !pos.IsLegal(m) {
		t.Errorf("illegal move %q", got[0])
	}
	s.ExpectEnd()
}

// TestEOFInterruptsSearch: closing the input stops the search, the owed
// answers are written and the handler ends.
func TestEOFInterruptsSearch(t *testing.T) {
	s := start(t, protocol.Level{Name: "unbounded"})
	s.Send("1 genmove b", "2 genmove w", "3 version")
	s.Close()
	s.Expect("~=1 [A-H][1-8]", "", "~=2 [A-H][1-8]", "", "=3 "+gtp.Version, "")
	s.ExpectEnd()
}

// TestEOFMidCommand: input ending without a newline still runs the line.
func TestEOFMidCommand(t *testing.T) {
	s := start(t, protocol.DepthLevel(1))
	s.Raw("1 name")
	s.Close()
	s.Expect("=1 Sente", "")
	s.ExpectEnd()
}

// TestTimedGenmove: with time_settings/time_left the clock rules (no level
// given) and genmove answers a legal move; a flagging clock still gets one.
func TestTimedGenmove(t *testing.T) {
	s := start(t, protocol.Level{})
	s.Send("time_settings 60 0 0", "time_left b 30 0", "1 genmove b", "time_left white 0.001 0", "2 genmove w",
		"time_settings 0 5 1", "3 genmove b", "time_left w 2.5 1", "4 genmove w")
	got := s.Expect("=", "", "=", "", "~=1 [A-H][1-8]", "", "=", "", "~=2 [A-H][1-8]", "",
		"=", "", "~=3 [A-H][1-8]", "", "=", "", "~=4 [A-H][1-8]", "")
	pos := othello.NewPosition()
	for _, i := range []int{4, 8, 12, 16} {
		m, err := othello.ParseMove(got[i][3:])
		if err != nil || pos.Play(m) != nil {
			t.Fatalf("illegal answer %q", got[i])
		}
	}
}
