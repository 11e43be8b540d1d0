package othello

import "math/bits"

// Perft counts the leaves of the game tree of depth plies below the
// position where the owner of p moves against o. A pass counts as a ply;
// a finished game is one leaf at the ply where it ends.
func Perft(p, o uint64, depth int) uint64 {
	return perft(currentKernels(), p, o, depth)
}

// perft is Perft with kernel set k.
func perft(k kernelSet, p, o uint64, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	m := k.moves(p, o)
	if m == 0 {
		if k.moves(o, p) == 0 {
			return 1 // game over
		}
		if depth == 1 {
			return 1 // the pass
		}
		return perftPassed(k, o, p, depth-1)
	}
	if depth == 1 {
		return uint64(bits.OnesCount64(m))
	}
	return perftMoves(k, p, o, m, depth)
}

// perftPassed is perft for a side whose opponent has just passed: it is
// known to have a move.
func perftPassed(k kernelSet, p, o uint64, depth int) uint64 {
	m := k.moves(p, o)
	if depth == 1 {
		return uint64(bits.OnesCount64(m))
	}
	return perftMoves(k, p, o, m, depth)
}

func perftMoves(k kernelSet, p, o, m uint64, depth int) uint64 {
	var n uint64
	if depth == 2 {
		for ; m != 0; m &= m - 1 {
			sq := bits.TrailingZeros64(m)
			f := k.flips(p, o, sq)
			np, no := o^f, p|f|1<<uint(sq)
			c := k.moves(np, no)
			if c != 0 {
				n += uint64(bits.OnesCount64(c))
			} else {
				n++ // a pass or the end of the game: one leaf either way
			}
		}
		return n
	}
	for ; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := k.flips(p, o, sq)
		n += perft(k, o^f, p|f|1<<uint(sq), depth-1)
	}
	return n
}
