package book_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"sente/book"
	"sente/book/gomokubook"
	"sente/book/othellobook"
	"slices"
	"testing"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
)

// sampleBook returns a small book.Othello book with a few positions.
func sampleBook(t testing.TB) *book.Book {
	t.Helper()
	b := book.New(book.Othello, book.OthelloVariant)
	b.SetMeta("test")
	pos := othello.NewPosition()
	for i, name := range []string{"f5", "d6", "c3", "d3", "c4"} {
		k, tr := othellobook.Key(pos.Player(), pos.Opponent())
		m, _ := othello.ParseMove(name)
		b.Put(k, []book.Entry{
			{Move: othellobook.Canon(tr, m), Value: engine.Score(100 - 10*i), Depth: uint8(8 + i), Count: uint32(i)},
			{Move: othellobook.Canon(tr, pos.LegalMoves()[0]), Value: -50, Depth: book.ExactDepth},
		})
		if err := pos.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

func sameBooks(t *testing.T, a, b *book.Book) {
	t.Helper()
	if a.Game() != b.Game() || a.Variant() != b.Variant() || a.Meta() != b.Meta() {
		t.Fatalf("header differs: %s/%s/%q vs %s/%s/%q", a.Game(), a.Variant(), a.Meta(), b.Game(), b.Variant(), b.Meta())
	}
	ka, kb := a.Keys(), b.Keys()
	if !slices.Equal(ka, kb) {
		t.Fatalf("keys differ: %d vs %d", len(ka), len(kb))
	}
	for _, k := range ka {
		ea, _ := a.Probe(k)
		eb, _ := b.Probe(k)
		if !slices.Equal(ea, eb) {
			t.Fatalf("entries of %s differ: %v vs %v", k, ea, eb)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	b := sampleBook(t)
	data := b.Encode()
	got, err := book.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	sameBooks(t, b, got)
	if !bytes.Equal(got.Encode(), data) {
		t.Fatal("re-encoding changed the bytes")
	}
	path := filepath.Join(t.TempDir(), "sub", "b.sbk")
	if err := b.Save(path); err != nil {
		t.Fatal(err)
	}
	loaded, err := book.LoadFor(path, book.Othello, book.OthelloVariant)
	if err != nil {
		t.Fatal(err)
	}
	sameBooks(t, b, loaded)
}

func TestTruncatedFilesAreRejected(t *testing.T) {
	data := sampleBook(t).Encode()
	for n := 0; n < len(data); n++ {
		if _, err := book.Decode(data[:n]); err == nil {
			t.Fatalf("a file cut to %d of %d bytes loaded", n, len(data))
		}
	}
	if _, err := book.Decode(data[:len(data)-10]); !errors.Is(err, book.ErrTruncated) && !errors.Is(err, book.ErrChecksum) && !errors.Is(err, book.ErrCorrupt) {
		t.Fatalf("truncated file: want a truncation error, got %v", err)
	}
	if _, err := book.Decode(append(slices.Clone(data), 0)); err == nil {
		t.Fatal("a file with a trailing byte loaded")
	}
}

func TestFlippedBytesAreRejected(t *testing.T) {
	data := sampleBook(t).Encode()
	for i := range data {
		for _, bit := range []byte{0x01, 0x80} {
			c := slices.Clone(data)
			c[i] ^= bit
			if _, err := book.Decode(c); err == nil {
				t.Fatalf("flipping bit %#x of byte %d went unnoticed", bit, i)
			}
		}
	}
	c := slices.Clone(data)
	c[len(c)-20] ^= 0x10 // inside an entry: only the checksum can tell
	if _, err := book.Decode(c); !errors.Is(err, book.ErrChecksum) {
		t.Fatalf("want ErrChecksum, got %v", err)
	}
}

func TestForeignFilesAreRejected(t *testing.T) {
	dir := t.TempDir()
	g := book.New(book.Gomoku, "renju-15")
	g.Put(book.Key{1, 2}, []book.Entry{{Move: 3}})
	gp := filepath.Join(dir, "renju.sbk")
	if err := g.Save(gp); err != nil {
		t.Fatal(err)
	}
	if _, err := book.LoadFor(gp, book.Othello, book.OthelloVariant); !errors.Is(err, book.ErrForeign) {
		t.Fatalf("gomoku book for othello: want ErrForeign, got %v", err)
	}
	if _, err := book.LoadFor(gp, book.Gomoku, "freestyle-15"); !errors.Is(err, book.ErrForeign) {
		t.Fatalf("renju book for freestyle: want ErrForeign, got %v", err)
	}
	if _, err := book.LoadFor(gp, book.Gomoku, "renju-20"); err != nil {
		t.Fatalf("renju-15 book for renju-20: %v", err)
	}
	txt := filepath.Join(dir, "notes.txt")
	os.WriteFile(txt, []byte("(;GM[Othello]PB[a]PW[b];)"), 0o644)
	if _, err := book.Load(txt); !errors.Is(err, book.ErrNotBook) {
		t.Fatalf("text file: want ErrNotBook, got %v", err)
	}
	v := sampleBook(t).Encode()
	v[8] = 9 // version
	if _, err := book.Decode(v); !errors.Is(err, book.ErrVersion) {
		t.Fatalf("want ErrVersion, got %v", err)
	}
}

// A corrupt user book is reported and left out; the set still answers
// from the embedded book, and the engine still searches.
func TestCorruptBookStillPlays(t *testing.T) {
	dir := t.TempDir()
	data := sampleBook(t).Encode()
	bad := filepath.Join(dir, "bad.sbk")
	os.WriteFile(bad, data[:len(data)/2], 0o644)
	set, err := othellobook.OpenSet(book.Options{Path: bad})
	if err == nil {
		t.Fatal("no error for a truncated book")
	}
	if set == nil {
		t.Fatal("no set returned")
	}
	def, derr := othellobook.Default()
	if derr != nil {
		t.Fatal(derr)
	}
	if len(set.Books()) != 1 || set.Books()[0] != def {
		t.Fatalf("want the embedded book alone, got %d books", len(set.Books()))
	}
	only, err := othellobook.OpenSet(book.Options{Path: bad, NoDefault: true})
	if err == nil || !only.Empty() {
		t.Fatalf("want an empty set and an error, got %v books, %v", len(only.Books()), err)
	}
	pos := othello.NewPosition()
	if _, ok := othellobook.Choose(only, pos, book.ChooseOptions{}); ok {
		t.Fatal("an empty set found a move")
	}
	e := engine.New(1)
	var res engine.Result
	e.Go(pos, engine.Limits{Depth: 3}, nil, func(r engine.Result) { res = r })
	e.Wait()
	if !pos.IsLegal(res.Move) {
		t.Fatalf("the engine did not play a legal move without a book: %v", res.Move)
	}
}

func TestDisabledSetIsEmpty(t *testing.T) {
	set, err := othellobook.OpenSet(book.Options{Disabled: true, Path: "/does/not/matter"})
	if err != nil || !set.Empty() {
		t.Fatalf("disabled: %v, %d books", err, len(set.Books()))
	}
	var nilSet *book.Set
	if _, ok := othellobook.Choose(nilSet, othello.NewPosition(), book.ChooseOptions{}); ok {
		t.Fatal("nil set found a move")
	}
}

func TestEmbeddedBooksLoad(t *testing.T) {
	b, err := othellobook.Default()
	if err != nil || b.Game() != book.Othello || b.Variant() != book.OthelloVariant {
		t.Fatalf("embedded othello book: %v", err)
	}
	for _, v := range gomokubook.Variants() {
		b, err := gomokubook.DefaultVariant(v)
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if b.Game() != book.Gomoku || b.Variant() != v {
			t.Fatalf("embedded gomoku/%s is labelled %s/%s", v, b.Game(), b.Variant())
		}
	}
	if _, err := gomokubook.Default(gomoku.Caro, 15, 15); !errors.Is(err, book.ErrNoDefault) {
		t.Fatalf("caro: want ErrNoDefault, got %v", err)
	}
}

func FuzzLoad(f *testing.F) {
	f.Add(sampleBook(f).Encode())
	f.Add([]byte("SenteBk\x1a"))
	f.Add([]byte{})
	g := book.New(book.Gomoku, "freestyle-15")
	g.Put(book.Key{5, 6}, []book.Entry{{Move: 1, Value: 2, Depth: 3, Count: 4}})
	f.Add(g.Encode())
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := book.Decode(data)
		if err != nil {
			if b != nil {
				t.Fatal("a book and an error")
			}
			return
		}
		// whatever loads must encode back to the same bytes
		if !bytes.Equal(b.Encode(), data) {
			t.Fatal("decode/encode is not the identity on a valid file")
		}
	})
}

func TestLearnedBookComesFirst(t *testing.T) {
	dir := t.TempDir()
	set, err := othellobook.OpenSet(book.Options{Learned: filepath.Join(dir, "missing.sbk")})
	if err != nil || len(set.Books()) != 1 {
		t.Fatalf("a missing learned book: %v, %d books", err, len(set.Books()))
	}
	user := sampleBook(t)
	path := filepath.Join(dir, "learned.sbk")
	if err := user.Save(path); err != nil {
		t.Fatal(err)
	}
	set, err = othellobook.OpenSet(book.Options{Learned: path})
	if err != nil || len(set.Books()) != 2 {
		t.Fatalf("learned book: %v, %d books", err, len(set.Books()))
	}
	// the sample book's start entry (f5-like, value 100) wins over the embedded one
	c, ok := othellobook.Choose(set, othello.NewPosition(), book.ChooseOptions{})
	if !ok || c.Value != 100 {
		t.Fatalf("learned book not consulted first: %+v", c)
	}
}
