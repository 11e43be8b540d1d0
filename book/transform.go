package book

// Transform maps a board to the canonical frame of its key: a symmetry
// (bit 0 flips the rows, bit 1 mirrors the columns, bit 2 transposes,
// applied in that order, as othello.Symmetry) followed, for free Gomoku
// positions, by a translation that brings the stones' bounding box to
// (0,0). W and H are the board's size.
type Transform struct {
	Sym    uint8
	Free   bool
	Dx, Dy int8
	W, H   uint8
}

// Point maps board point (x, y) to canonical coordinates.
func (t Transform) Point(x, y int) (int, int) {
	if t.Sym&1 != 0 {
		y = int(t.H) - 1 - y
	}
	if t.Sym&2 != 0 {
		x = int(t.W) - 1 - x
	}
	if t.Sym&4 != 0 {
		x, y = y, x
	}
	if t.Free {
		x -= int(t.Dx)
		y -= int(t.Dy)
	}
	return x, y
}

// Unpoint maps canonical coordinates back to the board; ok is false when
// the point falls off the board.
func (t Transform) Unpoint(cx, cy int) (x, y int, ok bool) {
	x, y = cx, cy
	if t.Free {
		x += int(t.Dx)
		y += int(t.Dy)
	}
	if t.Sym&4 != 0 {
		x, y = y, x
	}
	if t.Sym&2 != 0 {
		x = int(t.W) - 1 - x
	}
	if t.Sym&1 != 0 {
		y = int(t.H) - 1 - y
	}
	return x, y, x >= 0 && y >= 0 && x < int(t.W) && y < int(t.H)
}

// Gomoku canonical moves pack (x, y), each in [-moveBias, moveBias), into
// one non-negative number that fits an int16.
const moveBias = 64

// packPoint encodes canonical coordinates as a stored move.
func packPoint(cx, cy int) int32 { return int32(cy+moveBias)<<7 | int32(cx+moveBias) }

// unpackPoint decodes a stored Gomoku move.
func unpackPoint(c int32) (cx, cy int) { return int(c&127) - moveBias, int(c>>7) - moveBias }
