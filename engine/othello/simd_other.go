//go:build !amd64

package othello

// Without the amd64 vector kernels only the scalar set exists; haveSIMD
// lets the compiler drop the vector branches.
const haveSIMD = false

// kernelSupported reports whether the processor can run set k.
func kernelSupported(k kernelSet) bool { return k == kernScalar }

func movesAVX2(p, o uint64) uint64 { return movesScalar(p, o) }

func flipsAVX512(p, o uint64, sq int) uint64 { return flipsScalar(p, o, sq) }

func lastFlipsAVX512(p uint64, sq int) int { return lastFlipsScalar(p, sq) }

func mobilityAVX2(p, o uint64) (mp, mo uint64) { return movesScalar(p, o), movesScalar(o, p) }

func flipsMovesAVX512(p, o uint64, sq int) (f, mob uint64) {
	f = flipsScalar(p, o, sq)
	return f, movesScalar(o^f, p|f|1<<uint(sq))
}

func solve2AVX512(p, o uint64, alpha, beta, a, b int) (score, nodes int) {
	panic("solve2AVX512 without amd64")
}

func flipsAVX2(p, o uint64, sq int) uint64 { return flipsScalar(p, o, sq) }

func lastFlipsAVX2(p uint64, sq int) int { return lastFlipsScalar(p, sq) }

func flipsMovesAVX2(p, o uint64, sq int) (f, mob uint64) { return flipsMovesAVX512(p, o, sq) }

func solve2AVX2(p, o uint64, alpha, beta, a, b int) (score, nodes int) {
	panic("solve2AVX2 without amd64")
}
