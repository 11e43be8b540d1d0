package nboard_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"sente/book"
	"sente/book/othellobook"
	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
	"sente/protocol/nboard"
	"sente/protocol/othellofront"
)

// withBook is a book configuration with the embedded book on and the user
// book in a temporary directory.
func withBook(t *testing.T) protocol.BookConfig {
	var c protocol.BookConfig
	c.Learned = filepath.Join(t.TempDir(), "user.sbk")
	return c
}

var bookRe = regexp.MustCompile(`^book ([A-H][1-8])((?:-(?:[A-H][1-8]|PA))*) (-?\d+\.\d\d) (\d+) (\d+|100%)$`)

// embeddedChoice is the embedded book's best move in pos.
func embeddedChoice(t *testing.T, pos *othello.Position) book.Choice {
	t.Helper()
	set, err := othellobook.OpenSet(book.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c, ok := othellobook.Choose(set, pos, book.ChooseOptions{})
	if !ok {
		t.Fatal("start position not in the embedded book")
	}
	return c
}

// TestGoBookMove: at the start, at a depth a search would need seconds
// for, `go` answers the embedded book's best move with a `book` line and
// no search (no `status thinking`, no `nodestats`).
func TestGoBookMove(t *testing.T) {
	want := embeddedChoice(t, othello.NewPosition())
	s := startOpts(t, nboard.Options{Book: withBook(t), Level: protocol.DepthLevel(30)})
	s.Send("nboard 2", "go", "ping 1")
	got := s.Expect("set myname Sente", "~book .*", "~=== .*", "pong 1")
	m := bookRe.FindStringSubmatch(got[1])
	mv := strings.ToLower(othello.MoveString(want.Move))
	if m == nil || strings.ToLower(m[1]) != mv || m[3] != othellofront.Discs(want.Value) {
		t.Errorf("book line %q, want move %s value %s", got[1], mv, othellofront.Discs(want.Value))
	}
	if !strings.HasPrefix(got[2], "=== "+mv+"/"+othellofront.Discs(want.Value)+"/") {
		t.Errorf("answer %q, want %s", got[2], mv)
	}
}

// TestGoNoBookSearches: with the book off the same position is searched.
func TestGoNoBookSearches(t *testing.T) {
	s := startOpts(t, nboard.Options{Book: noBook(t), Level: protocol.DepthLevel(2)})
	s.Send("go")
	s.Expect("status thinking")
	lines := s.Until("~=== .*")
	if !strings.HasPrefix(lines[len(lines)-2], "nodestats ") {
		t.Errorf("no nodestats before the answer: %q", lines)
	}
	for _, l := range lines {
		if strings.HasPrefix(l, "book ") {
			t.Errorf("book line with the book off: %q", l)
		}
	}
}

// TestHintBookLines: `hint 3` at the start lists the book's moves, best
// first, each a book line whose PV starts legally.
func TestHintBookLines(t *testing.T) {
	set, _ := othellobook.OpenSet(book.Options{})
	es, ok := othellobook.Moves(set, othello.NewPosition())
	if !ok {
		t.Fatal("start position not in the embedded book")
	}
	n := min(3, len(es))
	s := startOpts(t, nboard.Options{Book: withBook(t), Level: protocol.DepthLevel(1)})
	s.Send("hint 3", "ping 1")
	s.Expect("status analysing")
	lines := s.Until("pong 1")
	var books []string
	for _, l := range lines {
		if strings.HasPrefix(l, "book ") {
			books = append(books, l)
		}
	}
	if len(books) != n {
		t.Fatalf("%d book lines, want %d: %q", len(books), n, lines)
	}
	for i, l := range books {
		m := bookRe.FindStringSubmatch(l)
		if m == nil || strings.ToLower(m[1]) != othello.MoveString(es[i].Move) || m[3] != othellofront.Discs(es[i].Value) {
			t.Errorf("line %d %q, want %s %s", i, l, othello.MoveString(es[i].Move), othellofront.Discs(es[i].Value))
		}
	}
}

// TestCorruptBookStillPlays: a corrupt --book file is reported in the log
// and the engine plays on (here from a search: the embedded book is left
// out too).
func TestCorruptBookStillPlays(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.sbk")
	if err := os.WriteFile(bad, []byte("SENTEBOOK but not really\x00\x01\x02"), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg := withBook(t)
	cfg.Path = bad
	cfg.NoDefault = true
	var out, logb bytes.Buffer
	l := protocol.NewLoop(strings.NewReader("nboard 2\nset depth 2\ngo\nping 1\n"), &out, zerolog.New(&logb))
	l.Run(nboard.New(l, engine.New(1), nboard.Options{Book: cfg}))
	if !regexp.MustCompile(`(?m)^=== [a-h][1-8]`).MatchString(out.String()) || !strings.HasSuffix(out.String(), "pong 1\n") {
		t.Errorf("no move from a search: %q", out.String())
	}
	if !strings.Contains(logb.String(), `"level":"error"`) || !strings.Contains(logb.String(), "bad.sbk") {
		t.Errorf("no error logged for the corrupt book: %q", logb.String())
	}
}

// TestLearnIntoUserBook: `learn` writes the game into the user book (a
// temporary file here); the learned line is in the file afterwards and
// `go` plays it from the book in the same session.
func TestLearnIntoUserBook(t *testing.T) {
	cfg := withBook(t)
	cfg.NoDefault = true // only the learned book: its moves are the game's
	const game = "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]" +
		"B[f5]W[d6]B[c3]W[d3]B[c4]W[f4];)"
	const prefix = "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]" +
		"B[f5]W[d6]B[c3];)"
	s := startOpts(t, nboard.Options{Book: cfg, Level: protocol.DepthLevel(30)})
	s.Send("set game "+game, "learn", "ping 1")
	s.Expect("learned", "pong 1")
	b, err := book.LoadFor(cfg.Learned, book.Othello, book.OthelloVariant)
	if err != nil {
		t.Fatal(err)
	}
	// the learned position holds the game's move d3, counted once; the
	// search that scored the new position may have added its own best move
	pos := position(t, prefix)
	es, ok := othellobook.Moves(book.NewSet(b), pos)
	if !ok {
		t.Fatal("learned book has no entry after f5 d6 c3")
	}
	var played *book.Entry
	for i := range es {
		if othello.MoveString(es[i].Move) == "d3" {
			played = &es[i]
		}
	}
	if played == nil || played.Count != 1 {
		t.Fatalf("learned book after f5 d6 c3: %+v, want d3 played once", es)
	}
	c, _ := othellobook.Choose(book.NewSet(b), pos, book.ChooseOptions{})
	s.Send("set game "+prefix, "go", "ping 2")
	got := s.Expect("~book .*", "~=== .*", "pong 2")
	if want := othello.MoveString(c.Move); !strings.HasPrefix(got[1], "=== "+want+"/") {
		t.Errorf("go after learning: %q, want the book's best move %s", got, want)
	}
}

// BenchmarkGoBookMove is the whole `go` command answered from the book at
// the start: the book line (with its PV) and the `===` answer.
func BenchmarkGoBookMove(b *testing.B) {
	var cfg protocol.BookConfig
	cfg.Learned = filepath.Join(b.TempDir(), "user.sbk")
	var out bytes.Buffer
	l := protocol.NewLoop(strings.NewReader(""), &out, zerolog.Nop())
	h := nboard.New(l, engine.New(1), nboard.Options{Book: cfg, Level: protocol.DepthLevel(30)})
	for b.Loop() {
		out.Reset()
		h.Line("go")
		if !strings.Contains(out.String(), "=== ") {
			b.Fatalf("no book answer: %q", out.String())
		}
	}
}
