package gomoku

import (
	"testing"
	"time"

	"sente/engine"
)

// A copy for a helper thread is independent: playing on it leaves the
// original untouched, and both evaluate like a fresh position.
func TestCloneForIsIndependent(t *testing.T) {
	g, _ := NewGame(15, 15, Renju)
	for _, pt := range [][2]int{{7, 7}, {8, 8}, {7, 8}, {8, 7}, {6, 9}} {
		if err := g.Play(pt[0], pt[1]); err != nil {
			t.Fatal(err)
		}
	}
	p := g.Position()
	h, ev := p.Hash(), p.Evaluate()
	c := p.CloneFor(nil).(*Position)
	if c.Hash() != h || c.Evaluate() != ev {
		t.Fatal("the copy differs")
	}
	ms := c.GenMoves(nil)
	for _, m := range ms[:3] {
		c.Make(m)
	}
	if p.Hash() != h || p.Evaluate() != ev {
		t.Fatal("playing on the copy changed the original")
	}
	for i := 2; i >= 0; i-- {
		c.Unmake(ms[i])
	}
	if c.Hash() != h || c.Evaluate() != ev {
		t.Fatal("the copy did not come back")
	}
}

// The parallel search plays legal moves and keeps the threat guarantees:
// a win in one is played, a four is blocked, under -race.
func TestParallelSearchGomoku(t *testing.T) {
	s := engine.NewSearcher(engine.NewTT(8))
	s.SetThreads(2)
	for _, c := range []struct {
		stones [][2]int
		want   [][2]int // acceptable replies
	}{
		// black to move with four in a row: win at either end
		{[][2]int{{5, 7}, {5, 9}, {6, 7}, {6, 9}, {7, 7}, {7, 9}, {8, 7}, {12, 2}}, [][2]int{{4, 7}, {9, 7}}},
		// white to move must block black's four (one end is open)
		{[][2]int{{5, 7}, {5, 9}, {6, 7}, {6, 9}, {7, 7}, {4, 7}, {8, 7}}, [][2]int{{9, 7}}},
	} {
		g, _ := NewGame(15, 15, Freestyle)
		for _, pt := range c.stones {
			if err := g.Play(pt[0], pt[1]); err != nil {
				t.Fatal(err)
			}
		}
		r := s.Search(g.Position(), engine.Limits{Hard: 2 * time.Second, Soft: 300 * time.Millisecond}, nil, time.Now(), nil)
		x, y := int(r.Move)%15, int(r.Move)/15
		ok := false
		for _, w := range c.want {
			ok = ok || (w[0] == x && w[1] == y)
		}
		if !ok {
			t.Errorf("stones %v: played (%d,%d), want one of %v", c.stones, x, y, c.want)
		}
	}
	// a quiet position at fixed depth: a legal move
	g, _ := NewGame(15, 15, Renju)
	g.Play(7, 7)
	g.Play(8, 8)
	r := s.Search(g.Position(), engine.Limits{Depth: 4}, nil, time.Now(), nil)
	if x, y := int(r.Move)%15, int(r.Move)/15; r.Move < 0 || g.At(x, y) != Empty || g.Forbidden(x, y) {
		t.Fatalf("illegal move %d", r.Move)
	}
}

// A helper's copy keeps the threat solvers' scratch of its previous copy
// under the same rule and board (it is a function of the stones), never
// shares the original's, and starts afresh under another rule.
func TestCloneForKeepsScratch(t *testing.T) {
	g, _ := NewGame(15, 15, Freestyle)
	g.Play(7, 7)
	p := g.Position()
	prev := p.CloneFor(nil).(*Position)
	prev.vcfScratch()
	next := p.CloneFor(prev).(*Position)
	if next.vcf == nil || next.vcf != prev.vcf {
		t.Error("same rule and board: the scratch was not kept")
	}
	p.vcfScratch()
	if c := p.CloneFor(p).(*Position); c.vcf == p.vcf {
		t.Error("the copy shares the original's scratch")
	}
	r, _ := NewGame(15, 15, Renju)
	r.Play(7, 7)
	if c := r.Position().CloneFor(prev).(*Position); c.vcf != nil {
		t.Error("another rule: the scratch was kept")
	}
}
