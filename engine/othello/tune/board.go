package main

import (
	"math/bits"

	"sente/engine/othello"
)

// Board helpers for the tuning tool. Positions are side-relative: p is the
// side to move, o the opponent.

// startP and startO are the start position, black (p) to move.
const (
	startP uint64 = 1<<28 | 1<<35 // e4, d5
	startO uint64 = 1<<27 | 1<<36 // d4, e5
)

var rayDX = [8]int{1, -1, 0, 0, 1, -1, 1, -1}
var rayDY = [8]int{0, 0, 1, -1, 1, 1, -1, -1}

// flips returns the discs of o turned by p playing sq (0: illegal).
func flips(p, o uint64, sq int) uint64 {
	var f uint64
	x0, y0 := sq&7, sq>>3
	for d := 0; d < 8; d++ {
		dx, dy := rayDX[d], rayDY[d]
		x, y := x0+dx, y0+dy
		var line uint64
		for x >= 0 && x < 8 && y >= 0 && y < 8 {
			b := uint64(1) << uint(y*8+x)
			if o&b == 0 {
				if p&b != 0 {
					f |= line
				}
				break
			}
			line |= b
			x += dx
			y += dy
		}
	}
	return f
}

// play returns the position after p plays sq, from the new mover's view.
func play(p, o uint64, sq int) (uint64, uint64) {
	f := flips(p, o, sq)
	p |= f | 1<<uint(sq)
	o &^= f
	return o, p
}

// finalScore is the exact result for p of a finished game: disc
// difference, empty squares going to the winner.
func finalScore(p, o uint64) int {
	np, no := bits.OnesCount64(p), bits.OnesCount64(o)
	e := 64 - np - no
	switch {
	case np > no:
		return np - no + e
	case np < no:
		return np - no - e
	}
	return 0
}

// moves is the package's legal-move generator.
func moves(p, o uint64) uint64 { return othello.Moves(p, o) }
