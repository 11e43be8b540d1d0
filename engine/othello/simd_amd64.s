#include "textflag.h"

// Vector kernels of board.go (see simd_amd64.go): the AVX2 move generator
// and the AVX-512 (VL, CD) flips, last flips and last two empties; their
// AVX2 versions are in simd_avx2_amd64.s. Both files include
// simd_amd64.h, which holds the code they share. Each lane of a Y
// register holds one direction.
//
// Rules (TestSIMDSourceRules checks them): only VEX or EVEX instructions
// touch vector registers, never a legacy SSE one; only registers 0-15 and
// 256-bit vectors; VZEROUPPER before every RET. On Intel processors an SSE
// instruction that writes an X register while the upper halves of the Y
// registers are dirty pays a state transition, or a merge with a false
// dependency on the whole register. The GPR-to-vector moves used to be
// written MOVQ (assembled as SSE2 66 REX.W 0F 6E) in the middle of the
// AVX-512 kernels: the likely cause of issue 18 (the AVX-512 set 7x slower
// than the scalar code on an Intel Xeon); they are VMOVQ now. The rules
// hold in simd_avx2_amd64.s and simd_amd64.h too, and the AVX2 file uses
// no AVX-512 instruction.

// HIGHBIT for AVX-512 (VL, CD): 1<<63 shifted right by the lane's
// leading-zero count (64 for 0, which shifts the bit out).
#define HIGHBIT(X, H, T) \
	VPLZCNTQ X, X; \
	VPSLLQ $63, Y7, H; \
	VPSRLVQ X, H, H

#include "simd_amd64.h"

// func movesAVX2(p, o uint64) uint64
TEXT ·movesAVX2(SB), NOSPLIT, $0-24
	VPBROADCASTQ p+0(FP), Y0
	VPBROADCASTQ o+8(FP), Y1
	VMOVDQU movesShift1<>(SB), Y2
	VMOVDQU movesShift2<>(SB), Y3
	MOVES(AX)
	VZEROUPPER
	MOVQ p+0(FP), BX
	ORQ o+8(FP), BX
	NOTQ BX
	ANDQ BX, AX
	MOVQ AX, ret+16(FP)
	RET

// func mobilityAVX2(p, o uint64) (mp, mo uint64)
TEXT ·mobilityAVX2(SB), NOSPLIT, $0-32
	VMOVDQU movesShift1<>(SB), Y2
	VMOVDQU movesShift2<>(SB), Y3
	VPBROADCASTQ p+0(FP), Y0
	VPBROADCASTQ o+8(FP), Y1
	MOVES(AX)
	VPBROADCASTQ o+8(FP), Y0
	VPBROADCASTQ p+0(FP), Y1
	MOVES(CX)
	VZEROUPPER
	MOVQ p+0(FP), BX
	ORQ o+8(FP), BX
	NOTQ BX
	ANDQ BX, AX
	ANDQ BX, CX
	MOVQ AX, mp+16(FP)
	MOVQ CX, mo+24(FP)
	RET

// func flipsAVX512: FLIPSBODY in simd_amd64.h
TEXT ·flipsAVX512(SB), NOSPLIT, $0-32
	FLIPSBODY

// func lastFlipsAVX512: LASTFLIPSBODY in simd_amd64.h
TEXT ·lastFlipsAVX512(SB), NOSPLIT, $0-24
	LASTFLIPSBODY

// func flipsMovesAVX512: FLIPSMOVESBODY in simd_amd64.h
TEXT ·flipsMovesAVX512(SB), NOSPLIT, $0-40
	FLIPSMOVESBODY

// func solve2AVX512: SOLVE2BODY in simd_amd64.h
TEXT ·solve2AVX512(SB), NOSPLIT, $0-64
	SOLVE2BODY
