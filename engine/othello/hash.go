package othello

// Zobrist keys: one per square and colour, and one for "white to move".
// They come from a fixed splitmix64 stream, so hashes are the same in every
// run (determinism) and in every process (books, logs).
var (
	zobrist  [2][64]uint64 // [colour][square]
	zobFlip  [64]uint64    // zobrist[Black][sq] ^ zobrist[White][sq]
	zobWhite uint64        // xored in when White is to move
)

func init() {
	s := uint64(0x5e47e0d1e110)
	next := func() uint64 {
		s += 0x9e3779b97f4a7c15
		z := s
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := 0; c < 2; c++ {
		for sq := 0; sq < 64; sq++ {
			zobrist[c][sq] = next()
		}
	}
	for sq := 0; sq < 64; sq++ {
		zobFlip[sq] = zobrist[Black][sq] ^ zobrist[White][sq]
	}
	zobWhite = next()
}

// Hash returns the Zobrist key of a position given by its black and white
// discs and the colour to move. Position.Hash keeps the same value
// incrementally.
func Hash(black, white uint64, side Color) uint64 {
	var h uint64
	for b := black; b != 0; b &= b - 1 {
		h ^= zobrist[Black][lowSquare(b)]
	}
	for b := white; b != 0; b &= b - 1 {
		h ^= zobrist[White][lowSquare(b)]
	}
	if side == White {
		h ^= zobWhite
	}
	return h
}
