package gomoku

import "sync"

// Zobrist keys: one per colour and cell index, plus the side to move, and
// one per game (zobGame). They are the numbers of one splitmix64 sequence
// in that order (zobKey).

// zobrist holds the keys of the stones, per colour and cell index. Built
// at start-up: the search reads it at every move, and it costs some tens
// of microseconds.
var zobrist = func() (z [2][maxCells]uint64) {
	for c := range z {
		for i := range z[c] {
			z[c][i] = zobKey(c*maxCells + i)
		}
	}
	return z
}()

// zobSide is the key of white to move.
var zobSide = zobKey(2 * maxCells)

// moveKey is what a move changes in a position's hash: a stone of colour
// index ci at cell c, and the turn passing.
func moveKey(ci, c int) uint64 { return zobrist[ci][c] ^ zobSide }

// zobGames salts the key with the rule and the board size, so that a
// table kept across games never mixes positions of different games.
type zobGames [CaroExact + 1][MaxSide + 1][MaxSide + 1]uint64

// zobGame returns the keys of the games, built on first use (a Position
// reads its own when it is made).
var zobGame = sync.OnceValue(func() *zobGames {
	g := new(zobGames)
	n := 2*maxCells + 1
	for r := range g {
		for w := range g[r] {
			for h := range g[r][w] {
				g[r][w][h] = zobKey(n)
				n++
			}
		}
	}
	return g
})

// zobKey returns the n-th number (from 0) of the keys' splitmix64
// sequence.
func zobKey(n int) uint64 {
	const seed, gamma = 0x5E47E60D0C0FFEE1, 0x9E3779B97F4A7C15
	z := seed + uint64(n+1)*gamma
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}
