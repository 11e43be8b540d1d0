package othello

// Symmetry is one of the eight symmetries of the board (the dihedral group
// of the square). Its bits select, applied in this order, a vertical flip
// (rows 1<->8), a horizontal mirror (columns a<->h) and a transposition
// along the a1-h8 diagonal. Identity is 0.
type Symmetry uint8

// The eight symmetries.
const (
	Identity      Symmetry = 0
	FlipVertical  Symmetry = 1 // a1 <-> a8
	FlipMirror    Symmetry = 2 // a1 <-> h1
	Rotate180     Symmetry = 3
	Transpose     Symmetry = 4 // a1-h8 diagonal: b1 <-> a2
	Rotate90      Symmetry = 5 // transpose after a vertical flip
	Rotate270     Symmetry = 6 // transpose after a horizontal mirror
	AntiTranspose Symmetry = 7 // a8-h1 diagonal: a1 <-> h8
	NumSymmetries          = 8
)

// symFlipVertical mirrors the rows (row 1 <-> row 8).
func symFlipVertical(b uint64) uint64 {
	b = (b>>8)&0x00ff00ff00ff00ff | (b&0x00ff00ff00ff00ff)<<8
	b = (b>>16)&0x0000ffff0000ffff | (b&0x0000ffff0000ffff)<<16
	return b>>32 | b<<32
}

// symMirror mirrors the columns (a <-> h).
func symMirror(b uint64) uint64 {
	b = (b>>1)&0x5555555555555555 | (b&0x5555555555555555)<<1
	b = (b>>2)&0x3333333333333333 | (b&0x3333333333333333)<<2
	return (b>>4)&0x0f0f0f0f0f0f0f0f | (b&0x0f0f0f0f0f0f0f0f)<<4
}

// symTranspose mirrors along the a1-h8 diagonal (square x,y -> y,x).
func symTranspose(b uint64) uint64 {
	t := (b ^ b>>7) & 0x00aa00aa00aa00aa
	b ^= t ^ t<<7
	t = (b ^ b>>14) & 0x0000cccc0000cccc
	b ^= t ^ t<<14
	t = (b ^ b>>28) & 0x00000000f0f0f0f0
	return b ^ t ^ t<<28
}

// Apply returns the image of bitboard b under s.
func (s Symmetry) Apply(b uint64) uint64 {
	if s&1 != 0 {
		b = symFlipVertical(b)
	}
	if s&2 != 0 {
		b = symMirror(b)
	}
	if s&4 != 0 {
		b = symTranspose(b)
	}
	return b
}

// Square returns the image of square sq (0..63) under s; other values
// (such as Pass) are returned unchanged.
func (s Symmetry) Square(sq int) int {
	if sq < 0 || sq > 63 {
		return sq
	}
	x, y := sq&7, sq>>3
	if s&1 != 0 {
		y = 7 - y
	}
	if s&2 != 0 {
		x = 7 - x
	}
	if s&4 != 0 {
		x, y = y, x
	}
	return y*8 + x
}

// Inverse returns the symmetry that undoes s.
func (s Symmetry) Inverse() Symmetry {
	if s&4 == 0 || s == Transpose || s == AntiTranspose {
		return s // flips, mirrors, 180° and diagonal reflections are involutions
	}
	return s ^ 3 // Rotate90 <-> Rotate270
}

// Then returns the symmetry equal to applying s first and t second.
func (s Symmetry) Then(t Symmetry) Symmetry {
	return composeTable[s][t]
}

// composeTable[s][t] is s.Then(t) (TestSymmetryGroup checks it against
// Apply).
var composeTable = [8][8]Symmetry{
	{0, 1, 2, 3, 4, 5, 6, 7},
	{1, 0, 3, 2, 5, 4, 7, 6},
	{2, 3, 0, 1, 6, 7, 4, 5},
	{3, 2, 1, 0, 7, 6, 5, 4},
	{4, 6, 5, 7, 0, 2, 1, 3},
	{5, 7, 4, 6, 1, 3, 0, 2},
	{6, 4, 7, 5, 2, 0, 3, 1},
	{7, 5, 6, 4, 3, 1, 2, 0},
}
