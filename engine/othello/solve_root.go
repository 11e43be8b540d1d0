package othello

import (
	"math/bits"

	"sente/engine"
)

// SolveMove solves the position p to move against o at the root within
// (alpha, beta) and returns a best move with its score (fail-soft as in
// Solve). When p must pass the move is Pass; when the game is over it is
// engine.NoMove with the final score. With SetThreads(n > 1) it searches
// on n threads: the score is the same, the move may be another best one.
func (s *Solver) SolveMove(c *engine.Control, p, o uint64, alpha, beta int) (engine.Move, int, bool) {
	defer func() { s.sel = selExact }()
	if beta-alpha > 2 && bits.OnesCount64(^(p|o)) >= endSelRootMin {
		for sel := 0; sel < selExact; sel++ {
			s.sel = sel
			if m, v, ok := s.mtd(c, p, o, alpha, beta); !ok {
				return m, v, false
			}
		}
	}
	s.sel = selExact
	if beta-alpha <= 2 {
		return s.solveMove(c, p, o, alpha, beta)
	}
	return s.mtd(c, p, o, alpha, beta)
}

// mtd solves p, o within (alpha, beta) by null-window searches around a
// guess at the running selectivity.
func (s *Solver) mtd(c *engine.Control, p, o uint64, alpha, beta int) (engine.Move, int, bool) {
	// Scores are even (empties go to the winner), so a window (g-1, g+1)
	// around an even guess g either proves g or returns a fail-soft bound
	// that becomes the next guess (MTD(f) with jumps).
	g := min(max(s.guess(p, o), alpha+1), beta-1) &^ 1
	lo, hi := alpha, beta // the score lies in [lo, hi] or beyond them
	var mv engine.Move
	for {
		m, v, ok := s.solveMove(c, p, o, g-1, g+1)
		if !ok {
			return m, v, false
		}
		mv = m
		switch {
		case v >= g+1:
			lo = v
		case v <= g-1:
			hi = v
		default:
			return mv, v, true
		}
		if lo >= beta || hi <= alpha || lo >= hi {
			return mv, v, true
		}
		// the next guess is the bound, made even the way it points
		// (selective passes may return odd bounds)
		if v >= g+1 {
			g = (v + 1) &^ 1
		} else {
			g = v &^ 1
		}
	}
}

// guess returns an even first guess of the root score: the middle of
// the table's bounds when the position is known, else 0 (so that the first
// step is a win/loss/draw test). Guesses from the static evaluation were
// measured and cost more nodes on FFO #20-#43.
func (s *Solver) guess(p, o uint64) int {
	if h, ok := s.tt.probe(p, o); ok {
		return (int(h.lo) + int(h.hi)) / 2
	}
	return 0
}

func (s *Solver) solveMove(c *engine.Control, p, o uint64, alpha, beta int) (engine.Move, int, bool) {
	s.c = c
	s.stopped = c.Stopped()
	if s.stopped {
		return engine.NoMove, 0, false
	}
	s.begin(s.pool)
	defer s.end()
	m := s.k.moves(p, o)
	if m == 0 {
		if s.k.moves(o, p) == 0 {
			return engine.NoMove, FinalScore(p, o), true
		}
		v := s.search(o, p, -beta, -alpha)
		return Pass, -v, !s.stopped
	}
	n := bits.OnesCount64(^(p | o))
	var buf [32]endMove
	ms := buf[:0]
	odd := oddQuadrants(^(p | o))
	ttMove := -1
	if h, ok := s.tt.probe(p, o); ok && h.move < 64 {
		ttMove = int(h.move)
	}
	for b := m; b != 0; b &= b - 1 {
		sq := bits.TrailingZeros64(b)
		f := s.k.flips(p, o, sq)
		k := s.moveKey(p, o, sq, f, odd)
		if sq == ttMove {
			k = 1 << 20
		}
		ms = append(ms, endMove{f: f, sq: sq, key: k})
	}
	sortMoves(ms)
	a0 := alpha
	best, bestSq := -65, ms[0].sq
	for i := range ms {
		if i > 0 && s.par != nil && s.canSplit(n, len(ms)-i) {
			best, bestSq = s.split(p, o, alpha, beta, n, ms[i:], best, bestSq)
			if s.stopped {
				return engine.Move(bestSq), best, false
			}
			break
		}
		mv := &ms[i]
		np, no := o^mv.f, p|mv.f|1<<uint(mv.sq)
		var v int
		if i == 0 {
			v = -s.search(np, no, -beta, -alpha)
		} else {
			v = -s.search(np, no, -alpha-1, -alpha)
			if v > alpha && v < beta && !s.stopped {
				v = -s.search(np, no, -beta, -v)
			}
		}
		if s.stopped {
			return engine.Move(bestSq), best, false
		}
		if v > best {
			best, bestSq = v, mv.sq
			if v >= beta {
				break
			}
			if v > alpha {
				alpha = v
			}
		}
	}
	s.storeResult(p, o, n, a0, beta, best, bestSq)
	return engine.Move(bestSq), best, true
}
