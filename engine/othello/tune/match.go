package main

import (
	"math/bits"
	"math/rand/v2"
)

// A tiny fixed-depth alpha-beta used to compare evaluations in games: no
// TT, no ordering, moves in square order, passes do not use depth. Both
// players use the same search, so only the evaluation differs.

const terminalScale = 1 << 20 // a finished game outranks any evaluation

func alphaBeta(p, o uint64, depth, alpha, beta int, ev evalFunc, passed bool, nodes *int) int {
	*nodes++
	mv := moves(p, o)
	if mv == 0 {
		if passed || moves(o, p) == 0 {
			return finalScore(p, o) * terminalScale
		}
		return -alphaBeta(o, p, depth, -beta, -alpha, ev, true, nodes)
	}
	if depth == 0 {
		return ev(p, o)
	}
	best := -1 << 30
	for m := mv; m != 0; m &= m - 1 {
		np, no := play(p, o, bits.TrailingZeros64(m))
		v := -alphaBeta(np, no, depth-1, -beta, -alpha, ev, false, nodes)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if alpha >= beta {
					break
				}
			}
		}
	}
	return best
}

// searchMove returns the best move of p at the given depth (first of the
// best in square order).
func searchMove(p, o uint64, depth int, ev evalFunc, nodes *int) int {
	best, bestV := -1, -1<<30
	for m := moves(p, o); m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		np, no := play(p, o, sq)
		v := -alphaBeta(np, no, depth-1, -1<<30, -bestV, ev, false, nodes)
		if best < 0 || v > bestV {
			best, bestV = sq, v
		}
	}
	return best
}

// opening is a start position reached by random moves, black to move or
// not: p is the side to move.
type opening struct{ p, o uint64 }

// openings returns n distinct positions after `plies` random moves from
// the start (seeded).
func openings(seed uint64, n, plies int) []opening {
	rng := rand.New(rand.NewPCG(seed, 0x09e))
	seen := map[opening]bool{}
	var out []opening
	for tries := 0; len(out) < n && tries < 100*n; tries++ {
		p, o := startP, startO
		ok := true
		for k := 0; k < plies; k++ {
			mv := moves(p, o)
			if mv == 0 {
				ok = false
				break
			}
			for j := rng.IntN(bits.OnesCount64(mv)); j > 0; j-- {
				mv &= mv - 1
			}
			p, o = play(p, o, bits.TrailingZeros64(mv))
		}
		op := opening{p, o}
		if ok && !seen[op] {
			seen[op] = true
			out = append(out, op)
		}
	}
	return out
}

// playGame plays from op, a to move first, and returns the final disc
// difference for a (the player to move in op).
func playGame(op opening, a, b evalFunc, depth int) int {
	p, o := op.p, op.o
	evs := [2]evalFunc{a, b}
	turn := 0
	var nodes int
	for {
		if moves(p, o) == 0 {
			if moves(o, p) == 0 {
				s := finalScore(p, o)
				if turn == 1 {
					s = -s
				}
				return s
			}
			p, o, turn = o, p, turn^1
			continue
		}
		sq := searchMove(p, o, depth, evs[turn], &nodes)
		p, o = play(p, o, sq)
		turn ^= 1
	}
}

// matchResult counts games from the first evaluation's point of view.
type matchResult struct {
	Win, Loss, Draw int
	Discs           int // summed disc difference
}

// runMatch plays every opening twice, colours swapped.
func runMatch(ops []opening, a, b evalFunc, depth int) matchResult {
	var r matchResult
	for _, op := range ops {
		for swap := 0; swap < 2; swap++ {
			var d int
			if swap == 0 {
				d = playGame(op, a, b, depth)
			} else {
				d = -playGame(op, b, a, depth)
			}
			r.Discs += d
			switch {
			case d > 0:
				r.Win++
			case d < 0:
				r.Loss++
			default:
				r.Draw++
			}
		}
	}
	return r
}
