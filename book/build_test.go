package book

import (
	"bytes"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/engine/othello"
)

func smallBuild(game string, positions, threads int) BuildOptions {
	o := DefaultBuildOptions(game)
	o.Depth, o.Positions, o.Threads, o.TTMiB, o.SaveEvery = 4, positions, threads, 1, 0
	if game == Gomoku {
		o.Depth = 2
	}
	return o
}

func buildBook(t *testing.T, game, variant string, o BuildOptions) *Book {
	t.Helper()
	b := New(game, variant)
	if err := Build(b, o, nil); err != nil {
		t.Fatal(err)
	}
	return b
}

// Same settings give the same book, whatever the number of threads, and
// a build resumed from a saved book ends where a straight one does.
func TestBuildIsDeterministicAndResumable(t *testing.T) {
	a := buildBook(t, Othello, OthelloVariant, smallBuild(Othello, 24, 1))
	b := buildBook(t, Othello, OthelloVariant, smallBuild(Othello, 24, 2))
	if a.Len() < 24 {
		t.Fatalf("built %d positions, want 24", a.Len())
	}
	if !bytes.Equal(a.Encode(), b.Encode()) {
		t.Fatal("1 and 2 threads built different books")
	}
	half := buildBook(t, Othello, OthelloVariant, smallBuild(Othello, 12, 2))
	re, err := Decode(half.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if err := Build(re, smallBuild(Othello, 24, 2), nil); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Encode(), re.Encode()) {
		t.Fatal("a resumed build differs from a straight one")
	}
}

// Every position of a built book is reachable, its best move is legal and
// the stored value is the negamax of its children.
func TestBuiltBookIsConsistent(t *testing.T) {
	b := buildBook(t, Othello, OthelloVariant, smallBuild(Othello, 30, 2))
	st := ComputeStats(b)
	if st.Reachable != st.Positions || st.MaxPly < 3 {
		t.Fatalf("stats %+v", st)
	}
	g := newGraph(b)
	g.link(othelloRoot(), 0)
	for _, n := range g.nodes {
		es, _ := b.Probe(n.key)
		for _, e := range es {
			ge, _, ok := g.entry(n, e)
			if !ok {
				t.Fatalf("entry %v of %s is not playable", e, n.key)
			}
			if c, in := g.nodes[ge.child]; in {
				ces, _ := b.Probe(c.key)
				if want := negamaxChild(ces[0].Value); e.Value != want {
					t.Fatalf("entry value %d, child's best %d: not propagated", e.Value, ces[0].Value)
				}
			}
		}
	}
}

func TestBuildStops(t *testing.T) {
	o := smallBuild(Othello, 1000, 1)
	o.Stop = new(atomic.Bool)
	o.Stop.Store(true)
	b := New(Othello, OthelloVariant)
	if err := Build(b, o, nil); err != nil {
		t.Fatal(err)
	}
	if b.Len() > 1 {
		t.Fatalf("a stopped build grew to %d positions", b.Len())
	}
}

func TestGomokuBuildAndChoose(t *testing.T) {
	o := smallBuild(Gomoku, 6, 2)
	b := buildBook(t, Gomoku, "freestyle-15", o)
	if b.Len() < 6 {
		t.Fatalf("built %d gomoku positions", b.Len())
	}
	if b1 := buildBook(t, Gomoku, "freestyle-15", smallBuild(Gomoku, 6, 1)); !bytes.Equal(b.Encode(), b1.Encode()) {
		t.Fatal("1 and 2 threads built different gomoku books")
	}
	re := buildBook(t, Gomoku, "freestyle-15", smallBuild(Gomoku, 3, 2))
	if err := Build(re, o, nil); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Encode(), re.Encode()) {
		t.Fatal("a resumed gomoku build differs from a straight one")
	}
	g, _ := gomoku.NewGame(15, 15, gomoku.Freestyle)
	c, ok := NewSet(b).ChooseGomoku(g, ChooseOptions{})
	if !ok {
		t.Fatal("empty board not in the book")
	}
	if x, y := int(c.Move)%15, int(c.Move)/15; g.At(x, y) != gomoku.Empty {
		t.Fatalf("book move (%d,%d) is not playable", x, y)
	}
	// the freestyle-15 book also answers on 20x20 for free positions
	g20, _ := gomoku.NewGame(20, 20, gomoku.Freestyle)
	g20.Play(int(c.Move)%15+3, int(c.Move)/15+2)
	if _, ok := NewSet(b).GomokuMoves(g20); !ok {
		t.Fatal("the reply to the centre opening is not found on 20x20")
	}
}

// Book values agree with a deeper search of the same positions: spot-check
// a few positions of a depth-6 book against depth-8 searches.
func TestBookValuesAgreeWithDeeperSearch(t *testing.T) {
	if testing.Short() {
		t.Skip("deeper searches: skipped with -short")
	}
	o := smallBuild(Othello, 20, 2)
	o.Depth = 6
	b := buildBook(t, Othello, OthelloVariant, o)
	s := engine.NewSearcher(engine.NewTT(16))
	checked := 0
	for _, k := range b.Keys() {
		es, _ := b.Probe(k)
		pos := othello.FromBitboards(k.Hi, k.Lo, othello.Black)
		s.Reset()
		r := smoothSearch(s, pos, engine.Limits{Depth: 8}, new(atomic.Bool))
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
	es := []Entry{{Move: 1, Value: 100}, {Move: 2, Value: 90}, {Move: 3, Value: 80}, {Move: 4, Value: 10}}
	if c := choose(es, ChooseOptions{}); c.Move != 1 {
		t.Fatalf("best: got %d", c.Move)
	}
	if c := choose(es, ChooseOptions{Variety: 50}); c.Move != 1 {
		t.Fatalf("variety without a generator must play the best: got %d", c.Move)
	}
	seen := map[engine.Move]int{}
	r := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 300; i++ {
		seen[choose(es, ChooseOptions{Variety: 20, Rand: r}).Move]++
	}
	if seen[1] == 0 || seen[2] == 0 || seen[3] == 0 || seen[4] != 0 {
		t.Fatalf("variety 20 drew %v", seen)
	}
	r1, r2 := rand.New(rand.NewPCG(9, 9)), rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 20; i++ {
		if choose(es, ChooseOptions{Variety: 20, Rand: r1}).Move != choose(es, ChooseOptions{Variety: 20, Rand: r2}).Move {
			t.Fatal("the same seed drew different moves")
		}
	}
}
