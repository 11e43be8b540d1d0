package gomoku

import (
	"math/rand/v2"
	"testing"

	"sente/engine"
)

// samePosition compares the incremental state of p with a position built
// from scratch from the same board.
func samePosition(t *testing.T, p *Position, where string) {
	t.Helper()
	q := newPosition(&p.b, p.rule, p.toMove)
	if p.hash != q.hash {
		t.Fatalf("%s: hash %x, fresh %x", where, p.hash, q.hash)
	}
	if p.stones != q.stones || p.winner != q.winner {
		t.Fatalf("%s: stones %d/%d winner %v/%v", where, p.stones, q.stones, p.winner, q.winner)
	}
	if p.sumM != q.sumM || p.sumO != q.sumO {
		t.Fatalf("%s: learned sums %v %v, fresh %v %v", where, p.sumM, p.sumO, q.sumM, q.sumO)
	}
	if p.n5 != q.n5 || p.nF4 != q.nF4 || p.n4 != q.n4 {
		t.Fatalf("%s: totals %v %v %v, fresh %v %v %v", where, p.n5, p.nF4, p.n4,
			q.n5, q.nF4, q.n4)
	}
	if p.n44 != q.n44 || p.n43 != q.n43 {
		t.Fatalf("%s: double-four and four-three counts %v %v, fresh %v %v", where, p.n44, p.n43, q.n44, q.n43)
	}
	for _, c32 := range p.cand {
		c := int(c32)
		if p.c[c].key != q.c[c].key {
			t.Fatalf("%s: keys differ at %d", where, c)
		}
		if p.c[c].near != q.c[c].near {
			t.Fatalf("%s: near differs at %d", where, c)
		}
		if p.b.cells[c] == Empty {
			for ci := 0; ci < 2; ci++ {
				if p.c[c].pk[ci] != q.c[c].pk[ci] || p.c[c].thr[ci] != q.c[c].thr[ci] ||
					p.c[c].em[ci] != q.c[c].em[ci] || p.c[c].eo[ci] != q.c[c].eo[ci] {
					t.Fatalf("%s: point %d colour %d differs", where, c, ci)
				}
			}
		}
	}
}

// randomGame plays n random legal moves (near stones) from g's position
// and checks the incremental state after every Make and Unmake.
func TestIncrementalMatchesScratch(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	games, plies := 30, 60
	if testing.Short() {
		games = 8
	}
	for _, rule := range []Rule{Freestyle, Standard, Renju, Caro, CaroExact} {
		for gi := 0; gi < games; gi++ {
			size := []int{15, 20, 7, 32}[gi%4]
			g, _ := NewGame(size, size-gi%3, rule)
			p := g.Position()
			var made []engine.Move
			for i := 0; i < plies; i++ {
				moves := p.GenMoves(nil)
				if len(moves) == 0 {
					break
				}
				m := moves[rng.IntN(len(moves))]
				p.Make(m)
				made = append(made, m)
				samePosition(t, p, "make")
				if p.winner != Empty {
					break
				}
			}
			for i := len(made) - 1; i >= 0; i-- {
				p.Unmake(made[i])
				if i%7 == 0 {
					samePosition(t, p, "unmake")
				}
			}
			if p.stones != 0 || p.hash != g.Position().hash {
				t.Fatalf("%v: not back to the start", rule)
			}
			if len(p.undo) != 0 || len(p.undoTot) != 0 {
				t.Fatalf("%v: %d saved points and %d totals left after the last Unmake", rule, len(p.undo), len(p.undoTot))
			}
		}
	}
}

// refFivePoints counts, the exact way, the empty points q along d that
// complete a five (by rule) through c for colour s, with c holding s.
func refFivePoints(b *board, c, d int, s Stone, r Rule) int {
	b.cells[c] = s
	n := 0
	for k := -4; k <= 4; k++ {
		q := c + k*d
		if k == 0 || b.cells[q] != Empty {
			continue
		}
		b.cells[q] = s
		if fiveInDir(b, c, d, s, r) {
			n++
		}
		b.cells[q] = Empty
	}
	b.cells[c] = Empty
	return n
}

func fiveInDir(b *board, c, d int, s Stone, r Rule) bool {
	n, _, _ := b.run(c, d, s)
	if exactFive(r, s) {
		return n == 5
	}
	return n >= 5
}

// The pattern tables agree with exact board checks on random positions:
// five points and four points (for the rules without caro's edge
// approximation).
func TestPatternsMatchExactChecks(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 9))
	for _, rule := range []Rule{Freestyle, Standard, Renju} {
		for gi := 0; gi < 20; gi++ {
			g, _ := NewGame(15, 15, rule)
			n := 20 + rng.IntN(60)
			for i := 0; i < n; i++ {
				x, y := rng.IntN(15), rng.IntN(15)
				if g.At(x, y) == Empty {
					g.Place(x, y, Stone(1+rng.IntN(2)))
				}
			}
			p := g.Position()
			for _, c32 := range p.cand {
				c := int(c32)
				if p.b.cells[c] != Empty {
					continue
				}
				for ci, s := range []Stone{Black, White} {
					five := false
					fours := 0
					for _, d := range p.b.dirs {
						p.b.cells[c] = s
						if fiveInDir(&p.b, c, d, s, rule) {
							five = true
						}
						p.b.cells[c] = Empty
						if refFivePoints(&p.b, c, d, s, rule) > 0 {
							fours++
						}
					}
					thr := p.c[c].thr[ci]
					if five != (thr&thr5 != 0) {
						t.Fatalf("%v %v at %d: five %v, flags %b", rule, s, c, five, thr)
					}
					if !five && (fours > 0) != (thr&thr4 != 0) {
						t.Fatalf("%v %v at %d: fours %d, flags %b", rule, s, c, fours, thr)
					}
				}
			}
		}
	}
}

// The answers to the first stone are its neighbours, direct and diagonal,
// as many as the board has (three in a corner); with two stones the usual
// candidates (within two steps) come back.
func TestGenMovesFirstReply(t *testing.T) {
	for _, tc := range []struct {
		stone [2]int
		want  int
	}{{[2]int{7, 7}, 8}, {[2]int{10, 4}, 8}, {[2]int{0, 0}, 3}, {[2]int{14, 7}, 5}} {
		for _, rule := range []Rule{Freestyle, Renju} {
			g := playedGame(t, rule, tc.stone)
			p := g.Position()
			moves := p.GenMoves(nil)
			if len(moves) != tc.want {
				t.Errorf("%v stone %v: %d moves %v, want %d", rule, tc.stone, len(moves), moves, tc.want)
			}
			seen := map[engine.Move]bool{}
			for _, m := range moves {
				x, y := int(m)%p.Width(), int(m)/p.Width()
				dx, dy := x-tc.stone[0], y-tc.stone[1]
				if seen[m] || dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0) {
					t.Errorf("%v stone %v: move %d,%d is not a new neighbour", rule, tc.stone, x, y)
				}
				seen[m] = true
			}
		}
	}
	g := playedGame(t, Freestyle, [2]int{7, 7}, [2]int{8, 8})
	if n := len(g.Position().GenMoves(nil)); n <= 8 {
		t.Errorf("two stones: %d candidates, want the wider set", n)
	}
}
