// The AVX2 lane loop of the crack kernel: see crackkernel_amd64.go.

#include "textflag.h"

// crackVec's layout: s, l, w and s1, 32 lanes of 4 bytes each.
#define VEC_S 0
#define VEC_L 128
#define VEC_W 256

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

	MOVL         $3645876429, AX
	VMOVD        AX, X12
	VPBROADCASTD X12, Y12
	NEGL         AX
	VMOVD        AX, X13
	VPBROADCASTD X13, Y13

loop:
	MOVQ CX, AX
	SHLQ $6, AX
	ADDQ SI, AX
	STEP(Y0, Y4, Y8, Y14)
	STEP(Y1, Y5, Y9, Y15)
	STEP(Y2, Y6, Y10, Y14)
	STEP(Y3, Y7, Y11, Y15)
	DECQ CX
	CMPQ CX, DX
	JGE  loop

	VMOVDQU Y0, VEC_S+0(DI)
	VMOVDQU Y1, VEC_S+32(DI)
	VMOVDQU Y2, VEC_S+64(DI)
	VMOVDQU Y3, VEC_S+96(DI)
	VMOVDQU Y4, VEC_L+0(DI)
	VMOVDQU Y5, VEC_L+32(DI)
	VMOVDQU Y6, VEC_L+64(DI)
	VMOVDQU Y7, VEC_L+96(DI)
	VMOVDQU Y8, VEC_W+0(DI)
	VMOVDQU Y9, VEC_W+32(DI)
	VMOVDQU Y10, VEC_W+64(DI)
	VMOVDQU Y11, VEC_W+96(DI)
	VZEROUPPER

none:
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
