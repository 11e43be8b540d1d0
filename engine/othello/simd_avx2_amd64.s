#include "textflag.h"

// The flips, the last flips and the last two empties of simd_amd64.s in
// AVX2 only, for processors without AVX-512 (AMD before Zen 4, most
// Intel client parts). The rules of simd_amd64.s hold here.

// Steps of the decreasing directions (rays 4-7: west, north-east, north,
// north-west), doubled and doubled again.
DATA highShift1<>+0(SB)/8, $1
DATA highShift1<>+8(SB)/8, $7
DATA highShift1<>+16(SB)/8, $8
DATA highShift1<>+24(SB)/8, $9
GLOBL highShift1<>(SB), RODATA|NOPTR, $32

DATA highShift2<>+0(SB)/8, $2
DATA highShift2<>+8(SB)/8, $14
DATA highShift2<>+16(SB)/8, $16
DATA highShift2<>+24(SB)/8, $18
GLOBL highShift2<>(SB), RODATA|NOPTR, $32

DATA highShift4<>+0(SB)/8, $4
DATA highShift4<>+8(SB)/8, $28
DATA highShift4<>+16(SB)/8, $32
DATA highShift4<>+24(SB)/8, $36
GLOBL highShift4<>(SB), RODATA|NOPTR, $32

// HIGHBIT in AVX2, for X within one decreasing ray per lane (its set bits
// are the ray's squares, step d apart, at most 7 of them): X smeared down
// the ray by d, 2d and 4d holds every ray square from X's highest one
// down; shifted by one more step it holds all of X's bits but the
// highest, which is what X &^ it leaves. Eight instructions where
// AVX-512 needs three (a leading-zero count).
#define HIGHBIT(X, H, T) \
	VPSRLVQ highShift1<>(SB), X, H; \
	VPOR X, H, H; \
	VPSRLVQ highShift2<>(SB), H, T; \
	VPOR T, H, H; \
	VPSRLVQ highShift4<>(SB), H, T; \
	VPOR T, H, H; \
	VPSRLVQ highShift1<>(SB), H, H; \
	VPANDN X, H, H

#include "simd_amd64.h"

// func flipsAVX2: FLIPSBODY in simd_amd64.h
TEXT ·flipsAVX2(SB), NOSPLIT, $0-32
	FLIPSBODY

// func lastFlipsAVX2: LASTFLIPSBODY in simd_amd64.h
TEXT ·lastFlipsAVX2(SB), NOSPLIT, $0-24
	LASTFLIPSBODY

// func flipsMovesAVX2: FLIPSMOVESBODY in simd_amd64.h
TEXT ·flipsMovesAVX2(SB), NOSPLIT, $0-40
	FLIPSMOVESBODY

// func solve2AVX2: SOLVE2BODY in simd_amd64.h
TEXT ·solve2AVX2(SB), NOSPLIT, $0-64
	SOLVE2BODY
