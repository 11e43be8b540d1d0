package othello

import "math/bits"

// Masks for the solver's stability test.
const (
	edgeBorder uint64 = 0xff818181818181ff
	colAH      uint64 = 0x8181818181818181
	row18      uint64 = 0xff000000000000ff
)

// stableDiscs returns discs of b (on a board with filled squares f) that
// can never be flipped: along each of the four axes the disc lies on the
// edge, on a full line, or next to a stable disc of its own colour.
func stableDiscs(b, f uint64) uint64 {
	h, v, d9, d7 := fullLines(f)
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
