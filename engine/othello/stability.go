package othello

import "math/bits"

// Masks for the solver's stability test.
const (
	edgeBorder uint64 = 0xff818181818181ff
	colAH      uint64 = 0x8181818181818181
	row18      uint64 = 0xff000000000000ff
)

// endDiag9 and endDiag7 list the 15 diagonals of each direction (a1-h8 and
// h1-a8 directions).
var endDiag9, endDiag7 [15]uint64

func init() {
	for sq := 0; sq < 64; sq++ {
		x, y := sq&7, sq>>3
		endDiag9[x-y+7] |= 1 << uint(sq)
		endDiag7[x+y] |= 1 << uint(sq)
	}
}

// endFullLines returns the squares whose row, column, and two diagonals are
// completely filled (one bitboard per direction).
func endFullLines(f uint64) (h, v, d9, d7 uint64) {
	r := f & (f >> 1)
	r &= r >> 2
	r &= r >> 4
	h = (r & 0x0101010101010101) * 0xff
	c := f & (f >> 8)
	c &= c >> 16
	c &= c >> 32
	v = (c & 0xff) * 0x0101010101010101
	for i := 0; i < 15; i++ {
		if f&endDiag9[i] == endDiag9[i] {
			d9 |= endDiag9[i]
		}
		if f&endDiag7[i] == endDiag7[i] {
			d7 |= endDiag7[i]
		}
	}
	return
}

// stableDiscs returns discs of b (on a board with filled squares f) that
// can never be flipped: along each of the four axes the disc lies on the
// edge, on a full line, or next to a stable disc of its own colour.
func stableDiscs(b, f uint64) uint64 {
	h, v, d9, d7 := endFullLines(f)
	h |= colAH
	v |= row18
	d9 |= edgeBorder
	d7 |= edgeBorder
	s := b & h & v & d9 & d7
	if s == 0 {
		return 0
	}
	for {
		n := s | b&(h|(s<<1)&notA|(s>>1)&notH)&
			(v|s<<8|s>>8)&
			(d9|(s<<9)&notA|(s>>9)&notH)&
			(d7|(s<<7)&notH|(s>>7)&notA)
		if n == s {
			return s
		}
		s = n
	}
}

// StableCount returns the number of discs of b that can never be flipped
// (a lower bound: the test is the solver's fast approximation).
func StableCount(b, f uint64) int { return bits.OnesCount64(stableDiscs(b, f|b)) }
