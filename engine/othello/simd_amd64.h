// Shared by simd_amd64.s (the AVX-512 kernels) and simd_avx2_amd64.s (the
// same kernels in AVX2): the move generator, the flips and the last two
// empties, written once over HIGHBIT(X, H, T), which each file defines
// before including this one: H = the highest set bit of each lane of X
// (0 for 0), clobbering X and T (AVX-512: a leading-zero count; AVX2: a
// smear along the lane's direction). The rules of simd_amd64.s hold here.

// shifts and masks of Moves' four direction pairs: ±1, ±8, ±9, ±7
DATA movesShift1<>+0(SB)/8, $1
DATA movesShift1<>+8(SB)/8, $8
DATA movesShift1<>+16(SB)/8, $9
DATA movesShift1<>+24(SB)/8, $7
GLOBL movesShift1<>(SB), RODATA|NOPTR, $32

DATA movesShift2<>+0(SB)/8, $2
DATA movesShift2<>+8(SB)/8, $16
DATA movesShift2<>+16(SB)/8, $18
DATA movesShift2<>+24(SB)/8, $14
GLOBL movesShift2<>(SB), RODATA|NOPTR, $32

DATA movesMask<>+0(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA movesMask<>+8(SB)/8, $0xffffffffffffffff
DATA movesMask<>+16(SB)/8, $0x7e7e7e7e7e7e7e7e
DATA movesMask<>+24(SB)/8, $0x7e7e7e7e7e7e7e7e
GLOBL movesMask<>(SB), RODATA|NOPTR, $32

// MOVES sets GPR r to the moves (empties not yet masked) of the board
// broadcast in Y0 against the board broadcast in Y1 (clobbered), with
// the shifts in Y2 and Y3; Y4-Y7 are scratch.
#define MOVES(r) \
	VPAND movesMask<>(SB), Y1, Y1; \
	VPSLLVQ Y2, Y0, Y4; \
	VPAND Y1, Y4, Y4; \
	VPSLLVQ Y2, Y4, Y5; \
	VPAND Y1, Y5, Y5; \
	VPOR Y5, Y4, Y4; \
	VPSLLVQ Y2, Y1, Y6; \
	VPAND Y1, Y6, Y6; \
	VPSLLVQ Y3, Y4, Y5; \
	VPAND Y6, Y5, Y5; \
	VPOR Y5, Y4, Y4; \
	VPSLLVQ Y3, Y4, Y5; \
	VPAND Y6, Y5, Y5; \
	VPOR Y5, Y4, Y4; \
	VPSLLVQ Y2, Y4, Y7; \
	VPSRLVQ Y2, Y0, Y4; \
	VPAND Y1, Y4, Y4; \
	VPSRLVQ Y2, Y4, Y5; \
	VPAND Y1, Y5, Y5; \
	VPOR Y5, Y4, Y4; \
	VPSRLVQ Y2, Y6, Y6; \
	VPSRLVQ Y3, Y4, Y5; \
	VPAND Y6, Y5, Y5; \
	VPOR Y5, Y4, Y4; \
	VPSRLVQ Y3, Y4, Y5; \
	VPAND Y6, Y5, Y5; \
	VPOR Y5, Y4, Y4; \
	VPSRLVQ Y2, Y4, Y4; \
	VPOR Y4, Y7, Y7; \
	VEXTRACTI128 $1, Y7, X4; \
	VPOR X4, X7, X7; \
	VPSHUFD $0x4e, X7, X4; \
	VPOR X4, X7, X7; \
	VMOVQ X7, r

// FLIPSCORE sets GPR OUT to the discs flipped, given the rays of the
// square in Y0 (increasing directions) and Y1 (decreasing), the player's
// board broadcast in Y2, the opponent's in Y3, Y5 = 0 and Y7 = all ones.
// Increasing directions: t = the lowest non-opponent square of the ray,
// kept if ours; the squares below it flip. Decreasing directions: h = the
// highest non-opponent square (HIGHBIT), kept if ours; the squares above
// it flip. It clobbers Y4, Y6, Y8 and Y9.
#define FLIPSCORE(OUT) \
	VPANDN Y0, Y3, Y4; \
	VPSUBQ Y4, Y5, Y6; \
	VPAND Y6, Y4, Y4; \
	VPAND Y2, Y4, Y4; \
	VPCMPEQQ Y5, Y4, Y6; \
	VPADDQ Y7, Y4, Y4; \
	VPAND Y0, Y4, Y4; \
	VPANDN Y4, Y6, Y4; \
	VPANDN Y1, Y3, Y8; \
	HIGHBIT(Y8, Y9, Y6); \
	VPAND Y2, Y9, Y9; \
	VPADDQ Y9, Y9, Y9; \
	VPSUBQ Y9, Y5, Y9; \
	VPAND Y1, Y9, Y9; \
	VPOR Y9, Y4, Y4; \
	VEXTRACTI128 $1, Y4, X6; \
	VPOR X6, X4, X4; \
	VPSHUFD $0x4e, X4, X6; \
	VPOR X6, X4, X4; \
	VMOVQ X4, OUT

// FLIPS sets OUT to the discs flipped by P playing SQ against O (GPRs;
// FLIPSCORE), with Y5 = 0 and Y7 = all ones; it clobbers
// DI, R10 and Y0-Y4, Y6, Y8, Y9.
#define FLIPS(P, O, SQ, OUT) \
	MOVQ SQ, DI; \
	SHLQ $6, DI; \
	LEAQ ·rays(SB), R10; \
	VMOVDQU (R10)(DI*1), Y0; \
	VMOVDQU 32(R10)(DI*1), Y1; \
	VMOVQ P, X2; \
	VPBROADCASTQ X2, Y2; \
	VMOVQ O, X3; \
	VPBROADCASTQ X3, Y3; \
	FLIPSCORE(OUT)

// SOLVE1 sets AX to the final score of DX to move against SI with one
// empty square SQ (solve1), counting its nodes in CX; branch-free: the
// last flips of both sides are computed side by side. It clobbers DX,
// SI, DI, R10, R11 and Y0-Y4, Y6, Y8-Y13.
#define SOLVE1(SQ) \
	INCQ CX; \
	MOVQ SQ, DI; \
	SHLQ $6, DI; \
	LEAQ ·rays(SB), R10; \
	VMOVDQU (R10)(DI*1), Y0; \
	VMOVDQU 32(R10)(DI*1), Y1; \
	VMOVQ DX, X2; \
	VPBROADCASTQ X2, Y2; \
	VMOVQ SI, X3; \
	VPBROADCASTQ X3, Y3; \
	VPAND Y0, Y2, Y4; \
	VPAND Y0, Y3, Y10; \
	VPSUBQ Y4, Y5, Y6; \
	VPSUBQ Y10, Y5, Y11; \
	VPAND Y6, Y4, Y4; \
	VPAND Y11, Y10, Y10; \
	VPCMPEQQ Y5, Y4, Y6; \
	VPCMPEQQ Y5, Y10, Y11; \
	VPADDQ Y7, Y4, Y4; \
	VPADDQ Y7, Y10, Y10; \
	VPAND Y0, Y4, Y4; \
	VPAND Y0, Y10, Y10; \
	VPANDN Y4, Y6, Y4; \
	VPANDN Y10, Y11, Y10; \
	VPAND Y1, Y2, Y8; \
	VPAND Y1, Y3, Y12; \
	HIGHBIT(Y8, Y9, Y6); \
	HIGHBIT(Y12, Y13, Y11); \
	VPADDQ Y9, Y9, Y9; \
	VPADDQ Y13, Y13, Y13; \
	VPSUBQ Y9, Y5, Y9; \
	VPSUBQ Y13, Y5, Y13; \
	VPAND Y1, Y9, Y9; \
	VPAND Y1, Y13, Y13; \
	VPOR Y9, Y4, Y4; \
	VPOR Y13, Y10, Y10; \
	VEXTRACTI128 $1, Y4, X6; \
	VEXTRACTI128 $1, Y10, X11; \
	VPOR X6, X4, X4; \
	VPOR X11, X10, X10; \
	VPSHUFD $0x4e, X4, X6; \
	VPSHUFD $0x4e, X10, X11; \
	VPOR X6, X4, X4; \
	VPOR X11, X10, X10; \
	VMOVQ X4, R10; \
	VMOVQ X10, R11; \
	POPCNTQ R10, R10; \
	POPCNTQ R11, R11; \
	POPCNTQ DX, DI; \
	LEAQ (DI)(DI*1), AX; \
	SUBQ $64, AX; \
	LEAQ 2(AX), DX; \
	CMPQ DI, $32; \
	CMOVQGE DX, AX; \
	MOVQ DI, DX; \
	SUBQ R11, DX; \
	SHLQ $1, DX; \
	SUBQ $64, DX; \
	TESTQ R11, R11; \
	CMOVQNE DX, AX; \
	LEAQ 1(DI)(R10*1), DX; \
	SHLQ $1, DX; \
	SUBQ $64, DX; \
	TESTQ R10, R10; \
	CMOVQNE DX, AX; \
	XORL DX, DX; \
	TESTQ R10, R10; \
	SETEQ DL; \
	ADDQ DX, CX

// FLIPSBODY is the body of flipsAVX512 and flipsAVX2(p, o uint64, sq
// int) uint64. The arguments are broadcast straight from memory (the
// FLIPS macro takes registers): measured 4% faster overall.
#define FLIPSBODY \
	MOVQ sq+16(FP), AX; \
	ANDQ $63, AX; \
	SHLQ $6, AX; \
	LEAQ ·rays(SB), BX; \
	VMOVDQU (BX)(AX*1), Y0; \
	VMOVDQU 32(BX)(AX*1), Y1; \
	VPBROADCASTQ p+0(FP), Y2; \
	VPBROADCASTQ o+8(FP), Y3; \
	VPXOR Y5, Y5, Y5; \
	VPCMPEQQ Y7, Y7, Y7; \
	FLIPSCORE(AX); \
	VZEROUPPER; \
	MOVQ AX, ret+24(FP); \
	RET

// LASTFLIPSBODY is the body of lastFlipsAVX512 and lastFlipsAVX2(p uint64,
// sq int) int.
#define LASTFLIPSBODY \
	MOVQ sq+8(FP), AX; \
	ANDQ $63, AX; \
	SHLQ $6, AX; \
	LEAQ ·rays(SB), BX; \
	VMOVDQU (BX)(AX*1), Y0; \
	VMOVDQU 32(BX)(AX*1), Y1; \
	VPBROADCASTQ p+0(FP), Y2; \
	VPXOR Y5, Y5, Y5; \
	VPCMPEQQ Y7, Y7, Y7; \
	/* increasing directions: t = our nearest disc */ \
	VPAND Y0, Y2, Y4; \
	VPSUBQ Y4, Y5, Y6; \
	VPAND Y6, Y4, Y4; \
	VPCMPEQQ Y5, Y4, Y6; \
	VPADDQ Y7, Y4, Y4; \
	VPAND Y0, Y4, Y4; \
	VPANDN Y4, Y6, Y4; \
	/* decreasing directions: h = our nearest disc */ \
	VPAND Y1, Y2, Y8; \
	HIGHBIT(Y8, Y9, Y6); \
	VPADDQ Y9, Y9, Y9; \
	VPSUBQ Y9, Y5, Y9; \
	VPAND Y1, Y9, Y9; \
	VPOR Y9, Y4, Y4; \
	VEXTRACTI128 $1, Y4, X5; \
	VPOR X5, X4, X4; \
	VPSHUFD $0x4e, X4, X5; \
	VPOR X5, X4, X4; \
	VMOVQ X4, AX; \
	VZEROUPPER; \
	POPCNTQ AX, AX; \
	MOVQ AX, ret+16(FP); \
	RET

// FLIPSMOVESBODY is the body of flipsMovesAVX512 and flipsMovesAVX2(p, o
// uint64, sq int) (f, mob uint64).
#define FLIPSMOVESBODY \
	MOVQ sq+16(FP), AX; \
	ANDQ $63, AX; \
	MOVQ AX, DX; \
	SHLQ $6, AX; \
	LEAQ ·rays(SB), BX; \
	VMOVDQU (BX)(AX*1), Y0; \
	VMOVDQU 32(BX)(AX*1), Y1; \
	VPBROADCASTQ p+0(FP), Y2; \
	VPBROADCASTQ o+8(FP), Y3; \
	VPXOR Y5, Y5, Y5; \
	VPCMPEQQ Y7, Y7, Y7; \
	FLIPSCORE(AX); \
	MOVQ AX, f+24(FP); \
	/* the child: np = o ^ f to move against no = p | f | sq */ \
	MOVQ o+8(FP), R8; \
	XORQ AX, R8; \
	MOVQ p+0(FP), R9; \
	ORQ AX, R9; \
	BTSQ DX, R9; \
	VMOVQ R8, X0; \
	VPBROADCASTQ X0, Y0; \
	VMOVQ R9, X1; \
	VPBROADCASTQ X1, Y1; \
	VMOVDQU movesShift1<>(SB), Y2; \
	VMOVDQU movesShift2<>(SB), Y3; \
	MOVES(AX); \
	VZEROUPPER; \
	ORQ R9, R8; \
	NOTQ R8; \
	ANDQ R8, AX; \
	MOVQ AX, mob+32(FP); \
	RET

// SOLVE2BODY is the body of solve2AVX512 and solve2AVX2(p, o uint64,
// alpha, beta, a, b int) (score, nodes int): solve2 (solve_last.go) in one
// call; score is solve2Over when neither side can move (the caller
// computes the final score).
#define SOLVE2BODY \
	MOVQ p+0(FP), R8; \
	MOVQ o+8(FP), R9; \
	MOVQ a+32(FP), R12; \
	MOVQ b+40(FP), R13; \
	VPXOR Y5, Y5, Y5; \
	VPCMPEQQ Y7, Y7, Y7; \
	MOVQ $1, CX; \
	MOVQ $-65, BX; \
	/* p plays a */ \
	FLIPS(R8, R9, R12, AX); \
	TESTQ AX, AX; \
	JZ tryb; \
	MOVQ R9, DX; \
	XORQ AX, DX; \
	MOVQ R8, SI; \
	ORQ AX, SI; \
	BTSQ R12, SI; \
	SOLVE1(R13); \
	NEGQ AX; \
	MOVQ AX, BX; \
	CMPQ BX, beta+24(FP); \
	JGE done; \
tryb: \
	/* p plays b */ \
	FLIPS(R8, R9, R13, AX); \
	TESTQ AX, AX; \
	JZ nob; \
	MOVQ R9, DX; \
	XORQ AX, DX; \
	MOVQ R8, SI; \
	ORQ AX, SI; \
	BTSQ R13, SI; \
	SOLVE1(R12); \
	NEGQ AX; \
	CMPQ AX, BX; \
	CMOVQGT AX, BX; \
	JMP done; \
nob: \
	CMPQ BX, $-65; \
	JNE done; \
	/* p passes: o plays a */ \
	INCQ CX; \
	FLIPS(R9, R8, R12, AX); \
	TESTQ AX, AX; \
	JZ passb; \
	MOVQ R8, DX; \
	XORQ AX, DX; \
	MOVQ R9, SI; \
	ORQ AX, SI; \
	BTSQ R12, SI; \
	SOLVE1(R13); \
	MOVQ AX, BX; \
	CMPQ BX, alpha+16(FP); \
	JLE done; \
passb: \
	/* o plays b */ \
	FLIPS(R9, R8, R13, AX); \
	TESTQ AX, AX; \
	JZ nopass; \
	MOVQ R8, DX; \
	XORQ AX, DX; \
	MOVQ R9, SI; \
	ORQ AX, SI; \
	BTSQ R13, SI; \
	SOLVE1(R12); \
	CMPQ BX, $-65; \
	JEQ takeb; \
	CMPQ AX, BX; \
	JGE done; \
takeb: \
	MOVQ AX, BX; \
	JMP done; \
nopass: \
	CMPQ BX, $-65; \
	JNE done; \
	MOVQ $-1000, BX; \
done: \
	VZEROUPPER; \
	MOVQ BX, score+48(FP); \
	MOVQ CX, nodes+56(FP); \
	RET
