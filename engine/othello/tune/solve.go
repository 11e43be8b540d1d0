package main

import "math/bits"

// solver is a small exact endgame solver (negamax alpha-beta on disc
// difference) used to label training positions with few empties. It is
// independent of the package's production solver, so it also serves as a
// cross-check.
type solver struct {
	nodes uint64
}

// solve returns the exact final disc difference for p with perfect play.
func (s *solver) solve(p, o uint64) int {
	return s.ab(p, o, -64, 64, false)
}

func (s *solver) ab(p, o uint64, alpha, beta int, passed bool) int {
	s.nodes++
	mv := moves(p, o)
	if mv == 0 {
		if passed {
			return finalScore(p, o)
		}
		if moves(o, p) == 0 {
			return finalScore(p, o)
		}
		return -s.ab(o, p, -beta, -alpha, true)
	}
	empties := 64 - bits.OnesCount64(p|o)
	if empties == 1 {
		sq := bits.TrailingZeros64(mv)
		np, no := play(p, o, sq)
		return -finalScore(np, no)
	}
	var list [32]int
	n := 0
	for m := mv; m != 0; m &= m - 1 {
		list[n] = bits.TrailingZeros64(m)
		n++
	}
	if empties > 6 && n > 1 {
		// Fastest first: fewest opponent replies, corners first on ties.
		var key [32]int
		for i := 0; i < n; i++ {
			np, no := play(p, o, list[i])
			key[i] = bits.OnesCount64(moves(np, no)) * 4
			if uint64(1)<<uint(list[i])&0x8100000000000081 != 0 {
				key[i] -= 3
			}
		}
		for i := 1; i < n; i++ {
			for j := i; j > 0 && key[j] < key[j-1]; j-- {
				key[j], key[j-1] = key[j-1], key[j]
				list[j], list[j-1] = list[j-1], list[j]
			}
		}
	}
	best := -65
	for i := 0; i < n; i++ {
		np, no := play(p, o, list[i])
		v := -s.ab(np, no, -beta, -alpha, false)
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
