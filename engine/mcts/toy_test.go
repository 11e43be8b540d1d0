package mcts

import (
	"math/rand/v2"

	"sente/engine"
)

// splitmix is a small deterministic generator for test keys.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// ttt is tic-tac-toe, small enough to know every answer.
type ttt struct {
	cell [9]int8 // 0 empty, 1 first player, 2 second
	side int8    // 1 or 2: to move
	n    int
	hist []engine.Move
}

var tttLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func newTTT(moves ...int) *ttt {
	g := &ttt{side: 1}
	for _, m := range moves {
		g.Make(engine.Move(m))
	}
	return g
}

func (g *ttt) Hash() uint64 {
	h := uint64(g.side)
	for i, c := range g.cell {
		h = h*3 + uint64(c) + uint64(i)
	}
	return splitmix(h)
}

func (g *ttt) wonBy(p int8) bool {
	for _, l := range tttLines {
		if g.cell[l[0]] == p && g.cell[l[1]] == p && g.cell[l[2]] == p {
			return true
		}
	}
	return false
}

func (g *ttt) GenMoves(buf []engine.Move) []engine.Move {
	if _, over := g.Outcome(0); over {
		return buf
	}
	for i, c := range g.cell {
		if c == 0 {
			buf = append(buf, engine.Move(i))
		}
	}
	return buf
}

func (g *ttt) Make(m engine.Move) {
	g.cell[m] = g.side
	g.side = 3 - g.side
	g.n++
	g.hist = append(g.hist, m)
}

func (g *ttt) Unmake(m engine.Move) {
	g.side = 3 - g.side
	g.cell[m] = 0
	g.n--
	g.hist = g.hist[:len(g.hist)-1]
}

func (g *ttt) Evaluate() engine.Score { return 0 }

func (g *ttt) Outcome(ply int) (engine.Score, bool) {
	if g.wonBy(3 - g.side) {
		return -(engine.Win - engine.Score(ply)), true
	}
	if g.n == 9 {
		return 0, true
	}
	return 0, false
}

func (g *ttt) OrderKeys(moves []engine.Move, keys []int32) {
	for i, m := range moves {
		keys[i] = 0
		if m == 4 {
			keys[i] = 1
		}
	}
}

// walk is an endless synthetic game: width moves everywhere, a pseudo-
// random evaluation from the path's hash, over at maxPly (a draw). It
// can count its Evaluate calls and panic at one of them.
type walk struct {
	width  int
	hash   uint64
	stack  []uint64
	evals  int
	evalAt int // panic at this Evaluate call (0: never)
	maxPly int
}

func newWalk(width int) *walk { return &walk{width: width, hash: 7, maxPly: 100} }

func (w *walk) Hash() uint64 { return w.hash }

func (w *walk) GenMoves(buf []engine.Move) []engine.Move {
	if len(w.stack) >= w.maxPly {
		return buf
	}
	for i := 0; i < w.width; i++ {
		buf = append(buf, engine.Move(i))
	}
	return buf
}

func (w *walk) Make(m engine.Move) {
	w.stack = append(w.stack, w.hash)
	w.hash = splitmix(w.hash ^ uint64(m+1)*0x9e37)
}

func (w *walk) Unmake(engine.Move) {
	w.hash = w.stack[len(w.stack)-1]
	w.stack = w.stack[:len(w.stack)-1]
}

func (w *walk) Evaluate() engine.Score {
	if w.evals++; w.evals == w.evalAt {
		panic("boom in Evaluate")
	}
	return engine.Score(int64(w.hash%401) - 200)
}

func (w *walk) Outcome(int) (engine.Score, bool) { return 0, len(w.stack) >= w.maxPly }

func (w *walk) OrderKeys(moves []engine.Move, keys []int32) {
	for i, m := range moves {
		keys[i] = int32(splitmix(w.hash^uint64(m)) % 100)
	}
}

// playWalk is a walk whose leaves are valued by random playouts only.
type playWalk struct {
	*walk
	playouts int
}

func (p *playWalk) Playout(rng *rand.Rand, _ []engine.Move) (float64, int) {
	p.playouts++
	return float64(rng.IntN(2)), 3
}

func (p *playWalk) PlayoutWeight() float64 { return 1 }
