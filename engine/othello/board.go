// Package othello is Sente's Othello engine: side-relative bitboards, move
// generation and flips, perft, the evaluation, the exact endgame solver and
// the Position that plugs into the search core.
//
// Squares are numbered a1=0, b1=1, …, h1=7, a2=8, …, h8=63 (row 1 at the
// top, as NBoard, GTP and the FFO files name them). Boards are side
// relative: p holds the discs of the player to move, o the opponent's.
package othello

import "math/bits"

// Masks that stop shifts from wrapping around the board's edges.
const (
	notA  uint64 = 0xfefefefefefefefe // clears column a after a shift towards h
	notH  uint64 = 0x7f7f7f7f7f7f7f7f // clears column h after a shift towards a
	inner uint64 = 0x7e7e7e7e7e7e7e7e // columns b..g
)

// Moves returns the legal moves of the player owning p against o.
func Moves(p, o uint64) uint64 {
	if haveSIMD && currentKernels() != kernScalar {
		return movesAVX2(p, o)
	}
	return movesScalar(p, o)
}

// movesScalar is Moves without vector instructions.
//
// Each of the eight directions is a parallel-prefix fill: the opponent
// discs adjacent to p are extended by doubling steps (1, 2, 4 squares), so
// a direction costs a handful of shifts whatever the position.
func movesScalar(p, o uint64) uint64 {
	oh := o & inner
	// horizontal (±1)
	x := oh & (p << 1)
	x |= oh & (x << 1)
	pre := oh & (oh << 1)
	x |= pre & (x << 2)
	x |= pre & (x << 2)
	m := x << 1
	x = oh & (p >> 1)
	x |= oh & (x >> 1)
	pre >>= 1
	x |= pre & (x >> 2)
	x |= pre & (x >> 2)
	m |= x >> 1
	// vertical (±8)
	x = o & (p << 8)
	x |= o & (x << 8)
	pre = o & (o << 8)
	x |= pre & (x << 16)
	x |= pre & (x << 16)
	m |= x << 8
	x = o & (p >> 8)
	x |= o & (x >> 8)
	pre >>= 8
	x |= pre & (x >> 16)
	x |= pre & (x >> 16)
	m |= x >> 8
	// diagonal (±9)
	x = oh & (p << 9)
	x |= oh & (x << 9)
	pre = oh & (oh << 9)
	x |= pre & (x << 18)
	x |= pre & (x << 18)
	m |= x << 9
	x = oh & (p >> 9)
	x |= oh & (x >> 9)
	pre >>= 9
	x |= pre & (x >> 18)
	x |= pre & (x >> 18)
	m |= x >> 9
	// anti-diagonal (±7)
	x = oh & (p << 7)
	x |= oh & (x << 7)
	pre = oh & (oh << 7)
	x |= pre & (x << 14)
	x |= pre & (x << 14)
	m |= x << 7
	x = oh & (p >> 7)
	x |= oh & (x >> 7)
	pre >>= 7
	x |= pre & (x >> 14)
	x |= pre & (x >> 14)
	m |= x >> 7
	return m &^ (p | o)
}

// rays[sq] holds, for each of the eight directions from sq, the squares
// strictly beyond sq up to the edge. Directions 0..3 increase the square
// index (east, south-west, south, south-east); 4..7 decrease it.
var rays = makeRays()

func makeRays() (r [64][8]uint64) {
	dirs := [8][2]int{{1, 0}, {-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, -1}, {0, -1}, {-1, -1}}
	for sq := 0; sq < 64; sq++ {
		for d, v := range dirs {
			x, y := sq%8+v[0], sq/8+v[1]
			for x >= 0 && x < 8 && y >= 0 && y < 8 {
				r[sq][d] |= 1 << uint(y*8+x)
				x += v[0]
				y += v[1]
			}
		}
	}
	return r
}

// Flips returns the opponent discs turned when the owner of p plays sq; 0
// means the move is illegal (or sq is occupied).
//
// For each direction the first square of the ray that is not an opponent
// disc (the outflank) is found with one bit scan; if it is a player disc
// the opponent discs between sq and it flip.
func Flips(p, o uint64, sq int) uint64 {
	if (p|o)>>uint(sq)&1 != 0 {
		return 0
	}
	return currentKernels().flips(p, o, sq)
}

// flipsScalar is kernelSet.flips without vector instructions. It is branch-free: for an
// increasing direction t is the outflanking player disc (0 if none) and
// t-1 the squares below it, kept only when t is set; for a decreasing
// direction y is twice the outflank and -y the squares above it.
func flipsScalar(p, o uint64, sq int) uint64 {
	r := &rays[sq&63]
	ray := r[0]
	x := ray &^ o
	t := x & -x & p
	d := t - 1
	f := d & ray &^ uint64(int64(d)>>63)
	ray = r[1]
	x = ray &^ o
	t = x & -x & p
	d = t - 1
	f |= d & ray &^ uint64(int64(d)>>63)
	ray = r[2]
	x = ray &^ o
	t = x & -x & p
	d = t - 1
	f |= d & ray &^ uint64(int64(d)>>63)
	ray = r[3]
	x = ray &^ o
	t = x & -x & p
	d = t - 1
	f |= d & ray &^ uint64(int64(d)>>63)
	ray = r[4]
	y := uint64(1) << uint(bits.Len64(ray&^o)) >> 1 & p
	f |= ray & -(y << 1)
	ray = r[5]
	y = uint64(1) << uint(bits.Len64(ray&^o)) >> 1 & p
	f |= ray & -(y << 1)
	ray = r[6]
	y = uint64(1) << uint(bits.Len64(ray&^o)) >> 1 & p
	f |= ray & -(y << 1)
	ray = r[7]
	y = uint64(1) << uint(bits.Len64(ray&^o)) >> 1 & p
	f |= ray & -(y << 1)
	return f
}

// Count returns the number of discs in b.
func Count(b uint64) int { return bits.OnesCount64(b) }

// Start bitboards: black (to move first) and white.
const (
	StartBlack uint64 = 1<<28 | 1<<35 // e4, d5
	StartWhite uint64 = 1<<27 | 1<<36 // d4, e5
)

// FinalScore returns the final disc difference for the owner of p when the
// game ends with p and o on the board: empty squares go to the winner.
func FinalScore(p, o uint64) int {
	np, no := bits.OnesCount64(p), bits.OnesCount64(o)
	d := np - no
	e := 64 - np - no
	switch {
	case d > 0:
		d += e
	case d < 0:
		d -= e
	}
	return d
}

// IsOver reports whether neither side can move.
func IsOver(p, o uint64) bool {
	k := currentKernels()
	return k.moves(p, o) == 0 && k.moves(o, p) == 0
}
