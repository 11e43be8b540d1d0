package othello

import "golang.org/x/sys/cpu"

// The vector kernels: AVX2 for moves (simd_amd64.s); flips, the last flips
// and the last two empties in AVX-512 (VL and CD, for the per-lane
// leading-zero count; simd_amd64.s) and in AVX2 (simd_avx2_amd64.s).
// Which of them run is the kernel set (kernels.go); TestSIMDMatchesScalar,
// TestSolve2SIMDMatchesScalar and TestKernelSetsAgree check them against
// the scalar code.
const haveSIMD = true

// kernelSupported reports whether the processor (and the operating
// system, which must save the vector state) can run set k.
func kernelSupported(k kernelSet) bool {
	switch k {
	case kernScalar:
		return true
	case kernAVX2:
		return cpu.X86.HasAVX2
	case kernAVX512:
		return cpu.X86.HasAVX2 && cpu.X86.HasAVX512F && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512CD
	}
	return false
}

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

//go:noescape
func flipsAVX2(p, o uint64, sq int) uint64

//go:noescape
func lastFlipsAVX2(p uint64, sq int) int

//go:noescape
func flipsMovesAVX2(p, o uint64, sq int) (f, mob uint64)

//go:noescape
func solve2AVX2(p, o uint64, alpha, beta, a, b int) (score, nodes int)
