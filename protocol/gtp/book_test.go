package gtp_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"sente/book"
	"sente/book/othellobook"
	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
	"sente/protocol/gtp"
	"sente/protocol/prototest"
)

func startBook(t *testing.T, cfg protocol.BookConfig, lv protocol.Level) *prototest.Session {
	t.Helper()
	return prototest.Start(t, func(l *protocol.Loop) protocol.Handler {
		return gtp.New(l, engine.New(8), gtp.Options{Level: lv, Book: cfg})
	})
}

// TestGenmoveBookMove: at the start, at a depth a search would need
// seconds for, genmove answers the embedded book's best move at once;
// sente-book lists the book moves and turns the book off, after which
// genmove searches (the move of a depth-1 search).
func TestGenmoveBookMove(t *testing.T) {
	start := othello.NewPosition()
	set, _ := othellobook.OpenSet(book.Options{})
	c, ok := othellobook.Choose(set, start, book.ChooseOptions{})
	if !ok {
		t.Fatal("start not in the embedded book")
	}
	var cfg protocol.BookConfig
	cfg.Learned = filepath.Join(t.TempDir(), "user.sbk")
	s := startBook(t, cfg, protocol.DepthLevel(40))
	want := strings.ToUpper(othello.MoveString(c.Move))
	s.Send("1 sente-book", "2 reg_genmove b", "showboard")
	s.Expect("~=1 "+want+" [-+][0-9.]+.*", "", "=2 "+want, "")
	board := s.Until("")
	if !strings.HasPrefix(board[len(board)-2], "Book: "+want+" ") {
		t.Errorf("showboard without the book moves: %q", board)
	}
	s.Send("3 sente-book off", "4 sente-book", "5 sente-book on", "6 sente-book maybe")
	s.Expect("=3", "", "=4 off", "", "=5", "", "?6 syntax error", "")
}

// TestGenmoveNoBook: with --no-book genmove searches: the move of a
// depth-1 search, not necessarily the book's.
func TestGenmoveNoBook(t *testing.T) {
	s := startBook(t, noBook(t), protocol.DepthLevel(1))
	s.Send("genmove b")
	s.Expect("= "+vertexOf(reference(othello.NewPosition(), 1)), "")
}

func vertexOf(m engine.Move) string { return strings.ToUpper(othello.MoveString(m)) }

// TestCorruptBookStillPlays: a corrupt --book file is an error in the log
// and genmove still answers (from a search, the embedded book being left
// out too).
func TestCorruptBookStillPlays(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.sbk")
	if err := os.WriteFile(bad, bytes.Repeat([]byte{0xA5}, 300), 0o644); err != nil {
		t.Fatal(err)
	}
	var cfg protocol.BookConfig
	cfg.Learned = filepath.Join(t.TempDir(), "user.sbk")
	cfg.Path, cfg.NoDefault = bad, true
	var out, logb bytes.Buffer
	l := protocol.NewLoop(strings.NewReader("genmove b\n"), &out, zerolog.New(&logb))
	l.Run(gtp.New(l, engine.New(1), gtp.Options{Level: protocol.DepthLevel(1), Book: cfg}))
	if want := "= " + vertexOf(reference(othello.NewPosition(), 1)) + "\n\n"; out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
	if !strings.Contains(logb.String(), `"level":"error"`) || !strings.Contains(logb.String(), "bad.sbk") {
		t.Errorf("no error logged for the corrupt book: %q", logb.String())
	}
}
