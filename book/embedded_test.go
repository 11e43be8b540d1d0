package book_test

import (
	"sente/book"
	"sente/book/gomokubook"
	"sente/book/othellobook"
	"sync/atomic"
	"testing"

	"sente/engine"

	"sente/engine/gomoku"
	"sente/engine/othello"
)

// The embedded books answer the start position with a legal move, and
// the book.Gomoku books cover the usual replies to the centre opening.
func TestEmbeddedBooksPlay(t *testing.T) {
	set, err := othellobook.OpenSet(book.Options{})
	if err != nil {
		t.Fatal(err)
	}
	pos := othello.NewPosition()
	for ply := 0; ply < 4; ply++ {
		c, ok := othellobook.Choose(set, pos, book.ChooseOptions{})
		if !ok {
			t.Fatalf("othello: ply %d (%s) not in the embedded book", ply, pos)
		}
		if err := pos.Play(c.Move); err != nil {
			t.Fatalf("othello: book move %s: %v", othello.MoveString(c.Move), err)
		}
	}
	for _, v := range embeddedGomokuBooks {
		set, g := openGomokuBook(t, v.rule, v.size)
		for ply := 0; ply < 3; ply++ {
			c, ok := gomokubook.Choose(set, g, book.ChooseOptions{})
			if !ok {
				t.Fatalf("%s-%d: ply %d not in the embedded book", v.rule, v.size, ply)
			}
			if err := g.Play(int(c.Move)%v.size, int(c.Move)/v.size); err != nil {
				t.Fatalf("%s-%d: book move %d: %v", v.rule, v.size, c.Move, err)
			}
		}
	}
}

// embeddedGomokuBooks lists the rules and board sizes of the embedded
// Gomoku books.
var embeddedGomokuBooks = []struct {
	rule gomoku.Rule
	size int
}{{gomoku.Freestyle, 15}, {gomoku.Freestyle, 20}, {gomoku.Standard, 15}, {gomoku.Renju, 15}}

// openGomokuBook opens the embedded book of rule on a size x size board
// and returns it with an empty game of that rule.
func openGomokuBook(t *testing.T, rule gomoku.Rule, size int) (*book.Set, *gomoku.Game) {
	t.Helper()
	set, err := gomokubook.OpenSet(rule, size, size, book.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := gomoku.NewGame(size, size, rule)
	if err != nil {
		t.Fatal(err)
	}
	return set, g
}

// Every move of every position reachable through the embedded Gomoku
// books is legal under the book's rule (renju: never a forbidden point for
// black), and no position repeats a move.
func TestEmbeddedGomokuBooksLegal(t *testing.T) {
	for _, v := range embeddedGomokuBooks {
		set, g := openGomokuBook(t, v.rule, v.size)
		positions, moves := 0, 0
		var walk func(depth int)
		walk = func(depth int) {
			es, ok := gomokubook.Moves(set, g)
			if !ok || depth > 30 {
				return
			}
			positions++
			seen := map[engine.Move]bool{}
			for _, e := range es {
				moves++
				if seen[e.Move] {
					t.Errorf("%s-%d: move %d twice after %d stones", v.rule, v.size, e.Move, depth)
				}
				seen[e.Move] = true
				if err := g.Play(int(e.Move)%v.size, int(e.Move)/v.size); err != nil {
					t.Errorf("%s-%d: book move %d after %d stones: %v", v.rule, v.size, e.Move, depth, err)
					continue
				}
				walk(depth + 1)
				g.Undo()
			}
		}
		walk(0)
		if positions < 100 {
			t.Errorf("%s-%d: only %d book positions visited", v.rule, v.size, positions)
		}
		t.Logf("%s-%d: %d book positions visited (transpositions each time), %d moves", v.rule, v.size, positions, moves)
	}
}

// Spot-check the embedded book.Othello book against deeper searches (two
// plies deeper than it was built with) of a few of its positions.
func TestEmbeddedOthelloValuesAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("deep searches: skipped with -short")
	}
	b, err := othellobook.Default()
	if err != nil {
		t.Fatal(err)
	}
	s := engine.NewSearcher(engine.NewTT(32))
	keys := b.Keys()
	for i := 0; i < 4 && i < len(keys); i++ {
		k := keys[i*len(keys)/4]
		es, _ := b.Probe(k)
		pos := othello.FromBitboards(k.Hi, k.Lo, othello.Black)
		s.Reset()
		r := book.SmoothSearch(s, pos, engine.Limits{Depth: 11}, new(atomic.Bool))
		if d := r.Score - es[0].Value; d > 400 || d < -400 { // 4 discs
			t.Errorf("%s: book %+d (depth %d), depth-11 search %+d", pos, es[0].Value, es[0].Depth, r.Score)
		} else {
			t.Logf("%s: book %+d (depth %d), depth-11 search %+d", pos, es[0].Value, es[0].Depth, r.Score)
		}
	}
}
