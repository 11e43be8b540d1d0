package pbrain

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"sente/book"
	"sente/book/gomokubook"
	"sente/engine/gomoku"
	"sente/protocol"
)

// embeddedMove is the embedded freestyle book's best move on an empty
// size x size board, as the protocol writes it.
func embeddedMove(t *testing.T, size int) string {
	t.Helper()
	g, err := gomoku.NewGame(size, size, gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	set, _ := gomokubook.OpenSet(gomoku.Freestyle, size, size, book.Options{})
	c, ok := gomokubook.Choose(set, g, book.ChooseOptions{})
	if !ok {
		t.Fatal("empty board not in the embedded book")
	}
	return formatPoint(int(c.Move)%size, int(c.Move)/size)
}

// TestBeginBookMove: BEGIN on an empty 15x15 freestyle board answers the
// book's move with a MESSAGE first, without starting the engine; INFO
// usedatabase 0 turns the book off (the engine is asked), 1 back on.
func TestBeginBookMove(t *testing.T) {
	want := embeddedMove(t, 15)
	opts, f, _ := fakeOpts()
	s := newBookSession(t, opts)
	s.send("START 15", "BEGIN")
	s.expect("OK")
	if msg := s.expectPrefix("MESSAGE book move " + want); !strings.Contains(msg, "book moves") {
		t.Errorf("message %q", msg)
	}
	s.expect(want)
	if n := f.searches(); n != 0 {
		t.Errorf("engine started %d times for a book move", n)
	}
	s.send("RESTART", "INFO usedatabase 0", "BEGIN")
	s.expect("OK")
	s.read() // the engine's move
	if n := f.searches(); n != 1 {
		t.Errorf("engine started %d times with the book off, want 1", n)
	}
	s.send("RESTART", "INFO usedatabase 1", "BEGIN")
	s.expect("OK")
	s.expectPrefix("MESSAGE book move " + want)
	s.expect(want)
}

// TestNoBookSearches: with the book disabled (--no-book) BEGIN searches.
func TestNoBookSearches(t *testing.T) {
	opts, f, _ := fakeOpts()
	opts.Book.Disabled = true
	s := newBookSession(t, opts)
	s.send("START 15", "BEGIN")
	s.expect("OK")
	if l := s.read(); strings.HasPrefix(l, "MESSAGE") {
		t.Fatalf("got %q with the book off", l)
	}
	if n := f.searches(); n != 1 {
		t.Errorf("engine started %d times, want 1", n)
	}
}

// TestCorruptBookStillPlays: a corrupt --book file is an error in the log
// and BEGIN is still answered (by the engine: the embedded book is left
// out too).
func TestCorruptBookStillPlays(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.sbk")
	if err := os.WriteFile(bad, []byte("not a book at all"), 0o644); err != nil {
		t.Fatal(err)
	}
	opts, f, _ := fakeOpts()
	opts.Book.Path, opts.Book.NoDefault = bad, true
	opts.Book.Learned = filepath.Join(t.TempDir(), "user.sbk")
	var out, logb bytes.Buffer
	l := protocol.NewLoop(strings.NewReader("START 15\nBEGIN\n"), &out, zerolog.New(&logb))
	l.Run(New(l, opts))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || lines[0] != "OK" || f.searches() != 1 {
		t.Errorf("output %q, %d searches", out.String(), f.searches())
	}
	if !strings.Contains(logb.String(), `"level":"error"`) || !strings.Contains(logb.String(), "bad.sbk") {
		t.Errorf("no error logged for the corrupt book: %q", logb.String())
	}
}

// searches is the number of searches started.
func (f *fakeEngine) searches() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.limits)
}
