package othello

// Zobrist keys: one per square and colour, and one for "white to move".
// They come from a fixed splitmix64 stream, so hashes are the same in every
// run (determinism) and in every process (books, logs).
// They are computed at start-up (a few hundred multiplications):
// zobrist[colour][square], zobFlip[sq] = zobrist[Black][sq] ^
// zobrist[White][sq], and zobWhite, xored in when White is to move.
var zobrist, zobFlip, zobWhite = zobristKeys()

func zobristKeys() (keys [2][64]uint64, flip [64]uint64, white uint64) {
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
			keys[c][sq] = next()
		}
	}
	for sq := 0; sq < 64; sq++ {
		flip[sq] = keys[Black][sq] ^ keys[White][sq]
	}
	return keys, flip, next()
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
