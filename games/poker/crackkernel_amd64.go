//go:build amd64

package poker

import (
	"math/bits"

	"golang.org/x/sys/cpu"
	"riffle/engine/rng"
)

// crackHasSIMD tells whether run uses the AVX2 lane loop (crackStepsAVX2)
// instead of crackLanes.
var crackHasSIMD = cpu.X86.HasAVX2

// # The AVX2 lane loop
//
// runSIMD traces crackVecLanes = 32 consecutive seeds in four YMM
// registers of eight 32-bit lanes, in lock-step, with no branch a lane:
// a lane's hit is a mask, and what a hit changes is blended in.
//
// A lane keeps its state s itself, not u = s − L_p: stepping back is then
// s = s·A⁻¹ − A⁻¹ (VPMULLD, VPADDD with two broadcast constants) whatever
// the lane's p, and the lane keeps L_p and the exact width
// W_p = L_{p+1} − L_p (2^32 − L_50 for p = 50, and 0 for p = 51, which
// Random(51) never gives). The test is u = s − L_p <unsigned W_p, exactly
// Random(51) = p: with the exact width there are no false alarms and no
// multiply to confirm them, which a branch-free loop could not afford on
// every step. A hit at step i sets L = L_i and W = W_i; p itself is not
// kept, as L_p tells it (crackPos).
//
// AVX2 compares only signed integers, so every L and W is kept with its
// top bit flipped (XOR 0x80000000): s − (L ⊕ 2^31) is u ⊕ 2^31, and for
// 32-bit values a <unsigned b exactly when a ⊕ 2^31 <signed b ⊕ 2^31, so
// one VPSUBD and one VPCMPGTD (W > u) give the hit mask. Two VPBLENDVB take
// the step's broadcast L_i and W_i (crackStep, from memory) into the hit
// lanes and leave the others. A step is six instructions for eight lanes;
// four registers side by side hide the multiply's latency.
//
// For T = 0 the final step needs no per-lane code either: the card ends
// at f exactly when r_0 = p for f = 0, and when p = f with r_0 ≠ f or
// p = 0 with r_0 = f for f ≥ 1 (see Pruning), and r_0 = q is the range
// test of s_1 against L_q and W_q, so crackMasksAVX2 gives the lanes that
// fit as bit masks. The pruning keeps its condition but works a lane, not
// a group: after step f the lanes that can still fit (p = f, or p = 0 and
// r_0 = f, about one in 35) are copied out to a second crackVec, which is
// traced through steps f−1…1 once it holds 32 lanes. For T > 0 (never the
// cracker's first target) the lanes are traced to step T+1 and finished
// one at a time with crackFinish.

// crackVecLanes is the number of seeds crackStepsAVX2 traces side by side.
const crackVecLanes = 32

// crackFlip is the top bit, flipped in every L and W the lanes keep.
const crackFlip = 1 << 31

// crackVec is 32 lanes for the AVX2 loop: the states, the flipped L_p and
// W_p of each lane's position p, and each lane's s_1 (for the pruning).
// Its layout is fixed by crackkernel_amd64.s.
type crackVec struct {
	s, l, w, s1 [crackVecLanes]uint32
}

// crackStep is step i's flipped L_i and W_i, broadcast to eight lanes.
type crackStep struct {
	l, w [8]uint32
}

// crackSteps holds L_p and W_p for p = 0…51 as the AVX2 loop wants them;
// crackExactLow and crackExactWidth are the same unflipped.
var crackSteps, crackExactLow, crackExactWidth = crackExactTables()

func crackExactTables() (tab [52]crackStep, low, width [52]uint32) {
	for p := range 51 {
		low[p] = crackLow[p]
		next := uint64(1) << 32
		if p < 50 {
			next = uint64(crackLow[p+1])
		}
		width[p] = uint32(next - uint64(low[p]))
	}
	// Random(51) is never 51: width 0 never hits, and L_51 = 1 is no other
	// position's L, so crackPos tells it apart.
	low[51], width[51] = 1, 0
	for p := range tab {
		for j := range 8 {
			tab[p].l[j], tab[p].w[j] = low[p]^crackFlip, width[p]^crackFlip
		}
	}
	return tab, low, width
}

// crackPos is the position p whose flipped L_p is l.
func crackPos(l uint32) int {
	l ^= crackFlip
	p := int(uint64(l) * 51 >> 32)
	if crackExactLow[p] != l {
		return 51
	}
	return p
}

// crackStepsAVX2 runs steps hi, hi−1, …, lo on v's lanes: each tests its
// state against its L and W and takes step i's on a hit, then steps its
// state back. It does nothing if hi < lo. It needs AVX2.
//
//go:noescape
func crackStepsAVX2(v *crackVec, tab *[52]crackStep, hi, lo int)

// crackMasksAVX2 returns, as bit masks of v's lanes, the lanes whose
// flipped L is x, those whose flipped L is y, those whose s is in
// position x's interval (s − x <unsigned w, for flipped x and w), and
// those whose s is in their own position's interval. It needs AVX2.
//
//go:noescape
func crackMasksAVX2(v *crackVec, s *[crackVecLanes]uint32, x, y, w uint32) (eqX, eqY, in, own uint32)

// crackSIMD is runSIMD's state: the lanes and the pruning's survivors.
type crackSIMD struct {
	v, surv crackVec
	seeds   [crackVecLanes]uint32
	n       int
}

// runSIMD is run with the AVX2 loop: it appends to k.hits the seeds
// lo…hi−1 whose deal shows the targets, in increasing order.
func (k *crackKernel) runSIMD(targets [5]crackTarget, lo, hi uint32) {
	if k.simd == nil {
		k.simd = new(crackSIMD)
	}
	st := k.simd
	v := &st.v
	first := 0
	for i, t := range targets {
		if t.pos < targets[first].pos {
			first = i
		}
	}
	t := targets[first]
	a52, c52 := crackStates()
	var l0, w0 [crackVecLanes]uint32
	for j := range l0 {
		l0[j], w0[j] = crackSteps[t.pos].l[0], crackSteps[t.pos].w[0]
	}
	prune := t.pos == 0 && t.from >= 1 && !k.noPrune
	// For T = 0: the flipped L_f, L_0 and W_f of the final test.
	f := t.from & 63
	lf, l0f, wf := crackSteps[f].l[0], crackSteps[0].l[0], crackSteps[f].w[0]
	fits := func(v *crackVec) uint32 {
		eqF, eq0, in, own := crackMasksAVX2(v, &v.s, lf, l0f, wf)
		if t.from == 0 {
			return own
		}
		return eqF&^in | eq0&in
	}
	check := func(m uint32, seeds func(j int) uint32) {
		for ; m != 0; m &= m - 1 {
			s := seeds(bits.TrailingZeros32(m))
			if k.fitsOthers(targets, first, s*a52+c52) {
				k.hits = append(k.hits, s)
			}
		}
	}
	flush := func() {
		crackStepsAVX2(&st.surv, &crackSteps, t.from-1, 1)
		m := fits(&st.surv)
		if st.n < crackVecLanes {
			m &= 1<<st.n - 1
		}
		check(m, func(j int) uint32 { return st.seeds[j] })
		st.n = 0
	}
	st.n = 0
	seed := lo
	for ; hi-seed >= crackVecLanes; seed += crackVecLanes {
		s52, s1 := seed*a52+c52, seed*rng.DelphiMultiplier+1
		for j := range crackVecLanes {
			v.s[j], v.s1[j] = s52, s1
			s52 += a52
			s1 += rng.DelphiMultiplier
		}
		v.l, v.w = l0, w0
		base := seed
		at := func(j int) uint32 { return base + uint32(j) }
		switch {
		case t.pos > 0:
			crackStepsAVX2(v, &crackSteps, 51, t.pos+1)
			for j := range crackVecLanes {
				p := crackPos(v.l[j])
				if crackFinish(v.s[j]-crackLow[p&63], p, t.pos) == t.from &&
					k.fitsOthers(targets, first, at(j)*a52+c52) {
					k.hits = append(k.hits, at(j))
				}
			}
		case !prune:
			crackStepsAVX2(v, &crackSteps, 51, 1)
			check(fits(v), at)
		default:
			crackStepsAVX2(v, &crackSteps, 51, t.from)
			eqF, eq0, in, _ := crackMasksAVX2(v, &v.s1, lf, l0f, wf)
			for m := eqF | eq0&in; m != 0; m &= m - 1 {
				j := bits.TrailingZeros32(m)
				n := st.n
				st.surv.s[n], st.surv.l[n], st.surv.w[n], st.surv.s1[n] = v.s[j], v.l[j], v.w[j], v.s1[j]
				st.seeds[n] = at(j)
				st.n++
				if st.n == crackVecLanes {
					flush()
				}
			}
		}
	}
	if st.n > 0 {
		flush()
	}
	k.runScalar(targets, seed, hi)
}
