package othello

import "math/bits"

// The last four empties are solved by dedicated code: no move generation,
// the empty squares are passed explicitly (already in parity order) and the
// very last move only counts flips.

// neighbours8[sq] holds the squares adjacent to sq: a move there flips
// nothing unless one of them is an opponent disc.
var neighbours8 = makeNeighbours8()

func makeNeighbours8() (nb [64]uint64) {
	for sq := range nb {
		b := uint64(1) << uint(sq)
		nb[sq] = (b<<1)&notA | (b>>1)&notH | b<<8 | b>>8 | (b<<9)&notA | (b>>9)&notH | (b<<7)&notH | (b>>7)&notA
	}
	return nb
}

// solve1 returns the exact score of the position with one empty square sq.
func (s *Solver) solve1(p, o uint64, sq int) int {
	s.c.Count()
	n := bits.OnesCount64(p)
	if o&neighbours8[sq] != 0 {
		if k := s.k.lastFlips(p, sq); k != 0 {
			return 2*(n+k+1) - 64
		}
	}
	s.c.Count() // the pass
	if p&neighbours8[sq] != 0 {
		if k := s.k.lastFlips(o, sq); k != 0 {
			return 2*(n-k) - 64
		}
	}
	if n >= 32 {
		return 2*n - 62
	}
	return 2*n - 64
}

// lastFlipsScalar is kernelSet.lastFlips without vector instructions.
func lastFlipsScalar(p uint64, sq int) int {
	r := &rays[sq&63]
	ray := r[0]
	t := ray & p
	t &= -t
	d := t - 1
	f := d & ray &^ uint64(int64(d)>>63)
	ray = r[1]
	t = ray & p
	t &= -t
	d = t - 1
	f |= d & ray &^ uint64(int64(d)>>63)
	ray = r[2]
	t = ray & p
	t &= -t
	d = t - 1
	f |= d & ray &^ uint64(int64(d)>>63)
	ray = r[3]
	t = ray & p
	t &= -t
	d = t - 1
	f |= d & ray &^ uint64(int64(d)>>63)
	ray = r[4]
	y := uint64(1) << uint(bits.Len64(ray&p))
	f |= ray & -(y &^ 1)
	ray = r[5]
	y = uint64(1) << uint(bits.Len64(ray&p))
	f |= ray & -(y &^ 1)
	ray = r[6]
	y = uint64(1) << uint(bits.Len64(ray&p))
	f |= ray & -(y &^ 1)
	ray = r[7]
	y = uint64(1) << uint(bits.Len64(ray&p))
	f |= ray & -(y &^ 1)
	return bits.OnesCount64(f)
}

// solve2Over is the vector solve2's score when neither side can move.
const solve2Over = -1000

// solve2 solves two empties a, b within (alpha, beta), fail-soft.
func (s *Solver) solve2(p, o uint64, alpha, beta int, a, b int) int {
	if haveSIMD && s.k >= kernAVX2 {
		var v, n int
		if s.k == kernAVX512 {
			v, n = solve2AVX512(p, o, alpha, beta, a, b)
		} else {
			v, n = solve2AVX2(p, o, alpha, beta, a, b)
		}
		s.c.CountN(uint64(n))
		if v == solve2Over {
			return FinalScore(p, o)
		}
		return v
	}
	return s.solve2Scalar(p, o, alpha, beta, a, b)
}

// solve2Scalar is solve2 without vector instructions.
func (s *Solver) solve2Scalar(p, o uint64, alpha, beta int, a, b int) int {
	s.c.Count()
	best := -65
	if f := s.k.flipsNb(p, o, a); f != 0 {
		best = -s.solve1(o^f, p|f|1<<uint(a), b)
		if best >= beta {
			return best
		}
	}
	if f := s.k.flipsNb(p, o, b); f != 0 {
		if v := -s.solve1(o^f, p|f|1<<uint(b), a); v > best {
			best = v
		}
		return best
	}
	if best > -65 {
		return best
	}
	// pass
	s.c.Count()
	if f := s.k.flipsNb(o, p, a); f != 0 {
		best = s.solve1(p^f, o|f|1<<uint(a), b)
		if best <= alpha {
			return best
		}
	}
	if f := s.k.flipsNb(o, p, b); f != 0 {
		if v := s.solve1(p^f, o|f|1<<uint(b), a); v < best || best == -65 {
			best = v
		}
		return best
	}
	if best > -65 {
		return best
	}
	return FinalScore(p, o)
}

// solve3 solves three empties within (alpha, beta), fail-soft.
func (s *Solver) solve3(p, o uint64, alpha, beta int, a, b, c int) int {
	s.c.Count()
	best := -65
	if f := s.k.flipsNb(p, o, a); f != 0 {
		best = -s.solve2(o^f, p|f|1<<uint(a), -beta, -alpha, b, c)
		if best >= beta {
			return best
		}
		alpha = max(alpha, best)
	}
	if f := s.k.flipsNb(p, o, b); f != 0 {
		if v := -s.solve2(o^f, p|f|1<<uint(b), -beta, -alpha, a, c); v > best {
			best = v
			if v >= beta {
				return v
			}
			alpha = max(alpha, v)
		}
	}
	if f := s.k.flipsNb(p, o, c); f != 0 {
		if v := -s.solve2(o^f, p|f|1<<uint(c), -beta, -alpha, a, b); v > best {
			best = v
		}
	}
	if best > -65 {
		return best
	}
	if s.k.moves(o, p) == 0 {
		s.c.Count()
		return FinalScore(p, o)
	}
	return -s.solve3(o, p, -beta, -alpha, a, b, c)
}

// solve4 solves four empties within (alpha, beta), fail-soft.
func (s *Solver) solve4(p, o uint64, alpha, beta int, a, b, c, d int) int {
	s.c.Count()
	best := -65
	if f := s.k.flipsNb(p, o, a); f != 0 {
		best = -s.solve3(o^f, p|f|1<<uint(a), -beta, -alpha, b, c, d)
		if best >= beta {
			return best
		}
		alpha = max(alpha, best)
	}
	if f := s.k.flipsNb(p, o, b); f != 0 {
		if v := -s.solve3(o^f, p|f|1<<uint(b), -beta, -alpha, a, c, d); v > best {
			best = v
			if v >= beta {
				return v
			}
			alpha = max(alpha, v)
		}
	}
	if f := s.k.flipsNb(p, o, c); f != 0 {
		if v := -s.solve3(o^f, p|f|1<<uint(c), -beta, -alpha, a, b, d); v > best {
			best = v
			if v >= beta {
				return v
			}
			alpha = max(alpha, v)
		}
	}
	if f := s.k.flipsNb(p, o, d); f != 0 {
		if v := -s.solve3(o^f, p|f|1<<uint(d), -beta, -alpha, a, b, c); v > best {
			best = v
		}
	}
	if best > -65 {
		return best
	}
	if s.k.moves(o, p) == 0 {
		s.c.Count()
		return FinalScore(p, o)
	}
	return -s.solve4(o, p, -beta, -alpha, a, b, c, d)
}

// oddQuadrants returns the empty squares lying in quadrants with an odd
// number of empties: playing there first ("parity") keeps the last move.
// The parities are folded without a loop: rows 0-3 and 4-7 are xored
// into rows 0 and 4, then columns 0-3 and 4-7 into columns 0 and 4.
func oddQuadrants(e uint64) uint64 {
	x := e ^ e>>8
	x ^= x >> 16
	x ^= x >> 1
	x ^= x >> 2
	m := (x&1)*0x000000000f0f0f0f | (x>>4&1)*0x00000000f0f0f0f0 |
		(x>>32&1)*0x0f0f0f0f00000000 | (x>>36&1)*0xf0f0f0f000000000
	return m & e
}

// solveLast4 orders the four empties of e by parity and solves them.
func (s *Solver) solveLast4(p, o uint64, alpha, beta int, e uint64) int {
	var sq [4]int
	n := 0
	odd := oddQuadrants(e)
	for b := odd; b != 0; b &= b - 1 {
		sq[n] = bits.TrailingZeros64(b)
		n++
	}
	for b := e &^ odd; b != 0; b &= b - 1 {
		sq[n] = bits.TrailingZeros64(b)
		n++
	}
	return s.solve4(p, o, alpha, beta, sq[0], sq[1], sq[2], sq[3])
}
