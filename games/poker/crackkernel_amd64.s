// The AVX2 lane loop of the crack kernel: see crackkernel_amd64.go.

#include "textflag.h"

// crackVec's layout: s, l, w and s1, 32 lanes of 4 bytes each.
#define VEC_S 0
#define VEC_L 128
#define VEC_W 256
#define VEC_S1 384

// One step for one register of eight lanes: S the states, L and W the
// lanes' flipped L_p and W_p, T a temporary; AX points at the step's
// crackStep, Y12 holds A⁻¹ and Y13 −A⁻¹.
//
//	T = S − L            (u = s − L_p, flipped by the flipped L)
//	T = W > T (signed)   (u <unsigned W_p: the hit mask)
//	L = T ? L_i : L      (a hit moves the lane to position i)
//	W = T ? W_i : W
//	S = S·A⁻¹ − A⁻¹      (s_{j−1} = (s_j − 1)·A⁻¹)
#define STEP(S, L, W, T) \
	VPSUBD    L, S, T      \
	VPCMPGTD  T, W, T      \
	VPBLENDVB T, (AX), L, L \
	VPBLENDVB T, 32(AX), W, W \
	VPMULLD   Y12, S, S    \
	VPADDD    Y13, S, S

// The steps hi (CX) down to lo (DX) on the lanes in Y0…Y11 (states,
// flipped L, flipped W), SI pointing at the table, then the lanes stored
// back to the crackVec at DI.
#define STEPS \
	MOVL         $3645876429, AX \
	VMOVD        AX, X12         \
	VPBROADCASTD X12, Y12        \
	NEGL         AX              \
	VMOVD        AX, X13         \
	VPBROADCASTD X13, Y13        \
	CMPQ         CX, DX          \
	JLT          store           \
loop:                                \
	MOVQ CX, AX                  \
	SHLQ $6, AX                  \
	ADDQ SI, AX                  \
	STEP(Y0, Y4, Y8, Y14)        \
	STEP(Y1, Y5, Y9, Y15)        \
	STEP(Y2, Y6, Y10, Y14)       \
	STEP(Y3, Y7, Y11, Y15)       \
	DECQ CX                      \
	CMPQ CX, DX                  \
	JGE  loop                    \
store:                               \
	VMOVDQU Y0, VEC_S+0(DI)      \
	VMOVDQU Y1, VEC_S+32(DI)     \
	VMOVDQU Y2, VEC_S+64(DI)     \
	VMOVDQU Y3, VEC_S+96(DI)     \
	VMOVDQU Y4, VEC_L+0(DI)      \
	VMOVDQU Y5, VEC_L+32(DI)     \
	VMOVDQU Y6, VEC_L+64(DI)     \
	VMOVDQU Y7, VEC_L+96(DI)     \
	VMOVDQU Y8, VEC_W+0(DI)      \
	VMOVDQU Y9, VEC_W+32(DI)     \
	VMOVDQU Y10, VEC_W+64(DI)    \
	VMOVDQU Y11, VEC_W+96(DI)

// func crackStepsAVX2(v *crackVec, tab *[52]crackStep, hi, lo int)
TEXT ·crackStepsAVX2(SB), NOSPLIT, $0-32
	MOVQ v+0(FP), DI
	MOVQ tab+8(FP), SI
	MOVQ hi+16(FP), CX
	MOVQ lo+24(FP), DX
	CMPQ CX, DX
	JLT  none

	VMOVDQU VEC_S+0(DI), Y0
	VMOVDQU VEC_S+32(DI), Y1
	VMOVDQU VEC_S+64(DI), Y2
	VMOVDQU VEC_S+96(DI), Y3
	VMOVDQU VEC_L+0(DI), Y4
	VMOVDQU VEC_L+32(DI), Y5
	VMOVDQU VEC_L+64(DI), Y6
	VMOVDQU VEC_L+96(DI), Y7
	VMOVDQU VEC_W+0(DI), Y8
	VMOVDQU VEC_W+32(DI), Y9
	VMOVDQU VEC_W+64(DI), Y10
	VMOVDQU VEC_W+96(DI), Y11
	STEPS
	VZEROUPPER

none:
	RET

// crackLaneIndex is 0, 1, …, 7.
DATA crackLaneIndex<>+0(SB)/4, $0
DATA crackLaneIndex<>+4(SB)/4, $1
DATA crackLaneIndex<>+8(SB)/4, $2
DATA crackLaneIndex<>+12(SB)/4, $3
DATA crackLaneIndex<>+16(SB)/4, $4
DATA crackLaneIndex<>+20(SB)/4, $5
DATA crackLaneIndex<>+24(SB)/4, $6
DATA crackLaneIndex<>+28(SB)/4, $7
GLOBL crackLaneIndex<>(SB), RODATA|NOPTR, $32

// Lanes Y0…Y3 = B + j·D for j = 0…31, given B broadcast in Y0 and D in
// Y14; clobbers Y14 and Y15.
#define LANES \
	VPMULLD crackLaneIndex<>(SB), Y14, Y15 \
	VPSLLD  $3, Y14, Y14                   \
	VPADDD  Y15, Y0, Y0                    \
	VPADDD  Y14, Y0, Y1                    \
	VPADDD  Y14, Y1, Y2                    \
	VPADDD  Y14, Y2, Y3

// The pruning's mask for one register of eight lanes, L its lanes' flipped
// L, OFF bytes in, shifted to bit SH, ORed into R8: Y12, Y13 and Y14 hold
// the broadcast x, y and w.
#define ALIVE(L, OFF, SH) \
	VMOVDQU   VEC_S1+OFF(DI), Y0 \
	VPSUBD    Y12, Y0, Y0        \
	VPCMPGTD  Y0, Y14, Y0        \
	VPCMPEQD  Y13, L, Y1         \
	VPAND     Y1, Y0, Y0         \
	VPCMPEQD  Y12, L, Y1         \
	VPOR      Y1, Y0, Y0         \
	VMOVMSKPS Y0, AX             \
	SHLL      $SH, AX            \
	ORL       AX, R8

// func crackSeedsAVX2(v *crackVec, tab *[52]crackStep, s52, a52, s1 uint32, t, lo int, x, y, w uint32) (alive uint32)
TEXT ·crackSeedsAVX2(SB), NOSPLIT, $0-68
	MOVQ v+0(FP), DI
	MOVQ tab+8(FP), SI

	// s_1 = s1 + j·A, stored for the pruning.
	MOVL         s1+24(FP), AX
	VMOVD        AX, X0
	VPBROADCASTD X0, Y0
	MOVL         $134775813, AX
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	LANES
	VMOVDQU Y0, VEC_S1+0(DI)
	VMOVDQU Y1, VEC_S1+32(DI)
	VMOVDQU Y2, VEC_S1+64(DI)
	VMOVDQU Y3, VEC_S1+96(DI)

	// s_52 = s52 + j·A^52.
	MOVL         s52+16(FP), AX
	VMOVD        AX, X0
	VPBROADCASTD X0, Y0
	MOVL         a52+20(FP), AX
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	LANES

	// Every lane at position t.
	MOVQ    t+32(FP), AX
	SHLQ    $6, AX
	ADDQ    SI, AX
	VMOVDQU (AX), Y4
	VMOVDQU Y4, Y5
	VMOVDQU Y4, Y6
	VMOVDQU Y4, Y7
	VMOVDQU 32(AX), Y8
	VMOVDQU Y8, Y9
	VMOVDQU Y8, Y10
	VMOVDQU Y8, Y11

	MOVQ $51, CX
	MOVQ lo+40(FP), DX
	STEPS

	// The lanes whose L is x, or whose L is y and whose s_1 is in x's
	// interval.
	MOVL         x+48(FP), AX
	VMOVD        AX, X12
	VPBROADCASTD X12, Y12
	MOVL         y+52(FP), AX
	VMOVD        AX, X13
	VPBROADCASTD X13, Y13
	MOVL         w+56(FP), AX
	VMOVD        AX, X14
	VPBROADCASTD X14, Y14
	XORL         R8, R8
	ALIVE(Y4, 0, 0)
	ALIVE(Y5, 32, 8)
	ALIVE(Y6, 64, 16)
	ALIVE(Y7, 96, 24)
	MOVL R8, alive+64(FP)
	VZEROUPPER
	RET

// The masks for one register of eight lanes, OFF bytes in, shifted to bit
// SH: Y0, Y1 and Y2 hold the broadcast x, y and w, SI points at the
// states, DI at the crackVec.
#define MASKS(OFF, SH) \
	VMOVDQU   OFF(SI), Y4         \
	VMOVDQU   VEC_L+OFF(DI), Y5   \
	VMOVDQU   VEC_W+OFF(DI), Y6   \
	VPCMPEQD  Y0, Y5, Y7          \
	VMOVMSKPS Y7, AX              \
	SHLL      $SH, AX             \
	ORL       AX, R8              \
	VPCMPEQD  Y1, Y5, Y7          \
	VMOVMSKPS Y7, AX              \
	SHLL      $SH, AX             \
	ORL       AX, R9              \
	VPSUBD    Y0, Y4, Y7          \
	VPCMPGTD  Y7, Y2, Y7          \
	VMOVMSKPS Y7, AX              \
	SHLL      $SH, AX             \
	ORL       AX, R10             \
	VPSUBD    Y5, Y4, Y7          \
	VPCMPGTD  Y7, Y6, Y7          \
	VMOVMSKPS Y7, AX              \
	SHLL      $SH, AX             \
	ORL       AX, R11

// func crackMasksAVX2(v *crackVec, s *[crackVecLanes]uint32, x, y, w uint32) (eqX, eqY, in, own uint32)
TEXT ·crackMasksAVX2(SB), NOSPLIT, $0-48
	MOVQ v+0(FP), DI
	MOVQ s+8(FP), SI
	MOVL         x+16(FP), AX
	VMOVD        AX, X0
	VPBROADCASTD X0, Y0
	MOVL         y+20(FP), AX
	VMOVD        AX, X1
	VPBROADCASTD X1, Y1
	MOVL         w+24(FP), AX
	VMOVD        AX, X2
	VPBROADCASTD X2, Y2
	XORL R8, R8
	XORL R9, R9
	XORL R10, R10
	XORL R11, R11
	MASKS(0, 0)
	MASKS(32, 8)
	MASKS(64, 16)
	MASKS(96, 24)
	MOVL R8, eqX+32(FP)
	MOVL R9, eqY+36(FP)
	MOVL R10, in+40(FP)
	MOVL R11, own+44(FP)
	VZEROUPPER
	RET
