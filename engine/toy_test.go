package engine

import "time"

// splitmix is a small deterministic generator for test keys.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// ttt is tic-tac-toe: a game small enough to be solved by brute force.
type ttt struct {
	cell [9]int8 // 0 empty, 1 first player, 2 second
	side int8    // 1 or 2: to move
	hash uint64
	n    int
}

var tttLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func newTTT() *ttt { return &ttt{side: 1, hash: splitmix(99)} }

func tttKey(sq int, side int8) uint64 { return splitmix(uint64(sq*3 + int(side))) }

func (g *ttt) Hash() uint64 { return g.hash }

func (g *ttt) wonBy(p int8) bool {
	for _, l := range tttLines {
		if g.cell[l[0]] == p && g.cell[l[1]] == p && g.cell[l[2]] == p {
			return true
		}
	}
	return false
}

func (g *ttt) GenMoves(buf []Move) []Move {
	if _, over := g.Outcome(0); over {
		return buf
	}
	for i, c := range g.cell {
		if c == 0 {
			buf = append(buf, Move(i))
		}
	}
	return buf
}

func (g *ttt) Make(m Move) {
	g.cell[m] = g.side
	g.hash ^= tttKey(int(m), g.side) ^ splitmix(99)
	g.side = 3 - g.side
	g.n++
}

func (g *ttt) Unmake(m Move) {
	g.side = 3 - g.side
	g.cell[m] = 0
	g.hash ^= tttKey(int(m), g.side) ^ splitmix(99)
	g.n--
}

func (g *ttt) Evaluate() Score { return 0 }

func (g *ttt) Outcome(ply int) (Score, bool) {
	if g.wonBy(3 - g.side) {
		return -(Win - Score(ply)), true
	}
	if g.n == 9 {
		return 0, true
	}
	return 0, false
}

func (g *ttt) OrderKeys(moves []Move, keys []int32) {
	for i, m := range moves {
		switch m {
		case 4:
			keys[i] = 2
		case 0, 2, 6, 8:
			keys[i] = 1
		default:
			keys[i] = 0
		}
	}
}

// tree is a synthetic game: every node has `branch` moves, no
// transpositions, and leaves valued by a hash of the path. Plain minimax
// over it is the reference for the search at a fixed depth.
type tree struct {
	branch int
	path   []uint64
	sleep  time.Duration // per evaluation, for fake-clock tests
}

func newTree(branch int, seed uint64) *tree { return &tree{branch: branch, path: []uint64{seed}} }

func (t *tree) top() uint64               { return t.path[len(t.path)-1] }
func (t *tree) Hash() uint64              { return t.top() }
func (t *tree) Make(m Move)               { t.path = append(t.path, splitmix(t.top()^uint64(m+1)*0x1234567)) }
func (t *tree) Unmake(Move)               { t.path = t.path[:len(t.path)-1] }
func (t *tree) Outcome(int) (Score, bool) { return 0, false }

func (t *tree) GenMoves(buf []Move) []Move {
	n := 2 + int(t.top()%uint64(t.branch-1)) // 2..branch moves
	for i := 0; i < n; i++ {
		buf = append(buf, Move(i))
	}
	return buf
}

func (t *tree) Evaluate() Score {
	if t.sleep > 0 {
		time.Sleep(t.sleep)
	}
	return Score(t.top()%2001) - 1000
}

func (t *tree) OrderKeys(moves []Move, keys []int32) {
	for i := range moves {
		keys[i] = int32(splitmix(t.top()+uint64(i)) % 7)
	}
}

// minimax is the plain negamax value of t at depth d.
func minimax(t *tree, d int) Score {
	if d == 0 {
		return t.Evaluate()
	}
	best := -Infinity
	for _, m := range t.GenMoves(nil) {
		t.Make(m)
		best = max(best, -minimax(t, d-1))
		t.Unmake(m)
	}
	return best
}
