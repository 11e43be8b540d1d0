package othello

import "golang.org/x/sys/cpu"

// The vector kernels (simd_amd64.s) replace the scalar Moves and flips
// when the processor has them: AVX2 for Moves, AVX-512 (VL and CD, for
// the per-lane leading-zero count) for flips. TestSIMDMatchesScalar checks
// them against the scalar code.
var (
	haveMovesSIMD = cpu.X86.HasAVX2
	haveFlipsSIMD = cpu.X86.HasAVX2 && cpu.X86.HasAVX512F && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512CD
)

//go:noescape
func movesAVX2(p, o uint64) uint64

//go:noescape
func flipsAVX512(p, o uint64, sq int) uint64

//go:noescape
func lastFlipsAVX512(p uint64, sq int) int

//go:noescape
func mobilityAVX2(p, o uint64) (mp, mo uint64)

//go:noescape
func flipsMovesAVX512(p, o uint64, sq int) (f, mob uint64)

//go:noescape
func solve2AVX512(p, o uint64, alpha, beta, a, b int) (score, nodes int)
