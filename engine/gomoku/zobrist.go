package gomoku

// Zobrist keys: one per colour and cell index, plus the side to move.
var (
	zobrist [2][maxCells]uint64
	zobSide uint64
	// zobGame salts the key with the rule and the board size, so that a
	// table kept across games never mixes positions of different games.
	zobGame [CaroExact + 1][MaxSide + 1][MaxSide + 1]uint64
)

func init() {
	s := uint64(0x5E47E60D0C0FFEE1)
	next := func() uint64 { // splitmix64
		s += 0x9E3779B97F4A7C15
		z := s
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for c := range zobrist {
		for i := range zobrist[c] {
			zobrist[c][i] = next()
		}
	}
	zobSide = next()
	for r := range zobGame {
		for w := range zobGame[r] {
			for h := range zobGame[r][w] {
				zobGame[r][w][h] = next()
			}
		}
	}
}
