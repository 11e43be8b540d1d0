package book_test

import (
	"bytes"
	"math/rand/v2"
	"sente/book"
	"sente/book/gomokubook"
	"sente/book/othellobook"
	"sync/atomic"
	"testing"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
)

func smallBuild(game string, positions, threads int) book.BuildOptions {
	o := book.DefaultBuildOptions(game)
	o.Depth, o.Positions, o.Threads, o.TTMiB, o.SaveEvery = 4, positions, threads, 1, 0
	if game == book.Gomoku {
		o.Depth = 2
	}
	return o
}

func buildBook(t *testing.T, game, variant string, o book.BuildOptions) *book.Book {
	t.Helper()
	b := book.New(game, variant)
	if err := book.Build(b, rootOf(t, b), o, nil); err != nil {
		t.Fatal(err)
	}
	return b
}

// Same settings give the same book, whatever the number of threads, and
// a build resumed from a saved book ends where a straight one does.
func TestBuildIsDeterministicAndResumable(t *testing.T) {
	a := buildBook(t, book.Othello, book.OthelloVariant, smallBuild(book.Othello, 24, 1))
	b := buildBook(t, book.Othello, book.OthelloVariant, smallBuild(book.Othello, 24, 2))
	if a.Len() < 24 {
		t.Fatalf("built %d positions, want 24", a.Len())
	}
	if !bytes.Equal(a.Encode(), b.Encode()) {
		t.Fatal("1 and 2 threads built different books")
	}
	half := buildBook(t, book.Othello, book.OthelloVariant, smallBuild(book.Othello, 12, 2))
	re, err := book.Decode(half.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if err := book.Build(re, rootOf(t, re), smallBuild(book.Othello, 24, 2), nil); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Encode(), re.Encode()) {
		t.Fatal("a resumed build differs from a straight one")
	}
}

// Every position of a built book is reachable, its best move is legal and
// the stored value is the negamax of its children.
func TestBuiltBookIsConsistent(t *testing.T) {
	b := buildBook(t, book.Othello, book.OthelloVariant, smallBuild(book.Othello, 30, 2))
	st := book.ComputeStats(b, othellobook.Root())
	if st.Reachable != st.Positions || st.MaxPly < 3 {
		t.Fatalf("stats %+v", st)
	}
	if err := book.CheckGraph(b, othellobook.Root()); err != nil {
		t.Fatal(err)
	}
}

func TestBuildStops(t *testing.T) {
	o := smallBuild(book.Othello, 1000, 1)
	o.Stop = new(atomic.Bool)
	o.Stop.Store(true)
	b := book.New(book.Othello, book.OthelloVariant)
	if err := book.Build(b, rootOf(t, b), o, nil); err != nil {
		t.Fatal(err)
	}
	if b.Len() > 1 {
		t.Fatalf("a stopped build grew to %d positions", b.Len())
	}
}

func TestGomokuBuildAndChoose(t *testing.T) {
	o := smallBuild(book.Gomoku, 6, 2)
	b := buildBook(t, book.Gomoku, "freestyle-15", o)
	if b.Len() < 6 {
		t.Fatalf("built %d gomoku positions", b.Len())
	}
	if b1 := buildBook(t, book.Gomoku, "freestyle-15", smallBuild(book.Gomoku, 6, 1)); !bytes.Equal(b.Encode(), b1.Encode()) {
		t.Fatal("1 and 2 threads built different gomoku books")
	}
	re := buildBook(t, book.Gomoku, "freestyle-15", smallBuild(book.Gomoku, 3, 2))
	if err := book.Build(re, rootOf(t, re), o, nil); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Encode(), re.Encode()) {
		t.Fatal("a resumed gomoku build differs from a straight one")
	}
	g, _ := gomoku.NewGame(15, 15, gomoku.Freestyle)
	c, ok := gomokubook.Choose(book.NewSet(b), g, book.ChooseOptions{})
	if !ok {
		t.Fatal("empty board not in the book")
	}
	if x, y := int(c.Move)%15, int(c.Move)/15; g.At(x, y) != gomoku.Empty {
		t.Fatalf("book move (%d,%d) is not playable", x, y)
	}
	// the freestyle-15 book also answers on 20x20 for free positions
	g20, _ := gomoku.NewGame(20, 20, gomoku.Freestyle)
	g20.Play(int(c.Move)%15+3, int(c.Move)/15+2)
	if _, ok := gomokubook.Moves(book.NewSet(b), g20); !ok {
		t.Fatal("the reply to the centre opening is not found on 20x20")
	}
}

// book.Book values agree with a deeper search of the same positions: spot-check
// a few positions of a depth-6 book against depth-8 searches.
func TestBookValuesAgreeWithDeeperSearch(t *testing.T) {
	if testing.Short() {
		t.Skip("deeper searches: skipped with -short")
	}
	o := smallBuild(book.Othello, 20, 2)
	o.Depth = 6
	b := buildBook(t, book.Othello, book.OthelloVariant, o)
	s := engine.NewSearcher(engine.NewTT(16))
	checked := 0
	for _, k := range b.Keys() {
		es, _ := b.Probe(k)
		pos := othello.FromBitboards(k.Hi, k.Lo, othello.Black)
		s.Reset()
		r := book.SmoothSearch(s, pos, engine.Limits{Depth: 8}, new(atomic.Bool))
		diff := r.Score - es[0].Value
		if diff < 0 {
			diff = -diff
		}
		if diff > 400 {
			t.Errorf("%s: book %+d, depth-8 search %+d", pos, es[0].Value, r.Score)
		} else {
			t.Logf("%s: book %+d, depth-8 search %+d", pos, es[0].Value, r.Score)
		}
		if checked++; checked == 6 {
			break
		}
	}
}

func TestChooseVariety(t *testing.T) {
	es := []book.Entry{{Move: 1, Value: 100}, {Move: 2, Value: 90}, {Move: 3, Value: 80}, {Move: 4, Value: 10}}
	if c := book.Choose(es, book.ChooseOptions{}); c.Move != 1 {
		t.Fatalf("best: got %d", c.Move)
	}
	if c := book.Choose(es, book.ChooseOptions{Variety: 50}); c.Move != 1 {
		t.Fatalf("variety without a generator must play the best: got %d", c.Move)
	}
	seen := map[engine.Move]int{}
	r := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 300; i++ {
		seen[book.Choose(es, book.ChooseOptions{Variety: 20, Rand: r}).Move]++
	}
	if seen[1] == 0 || seen[2] == 0 || seen[3] == 0 || seen[4] != 0 {
		t.Fatalf("variety 20 drew %v", seen)
	}
	r1, r2 := rand.New(rand.NewPCG(9, 9)), rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 20; i++ {
		if book.Choose(es, book.ChooseOptions{Variety: 20, Rand: r1}).Move != book.Choose(es, book.ChooseOptions{Variety: 20, Rand: r2}).Move {
			t.Fatal("the same seed drew different moves")
		}
	}
}

// rootOf returns the start position of b's game/variant.
func rootOf(t testing.TB, b *book.Book) book.State {
	t.Helper()
	if b.Game() == book.Othello {
		return othellobook.Root()
	}
	root, err := gomokubook.RootOf(b.Variant())
	if err != nil {
		t.Fatal(err)
	}
	return root
}
