//go:build amd64

package poker

import (
	"math/bits"

	"golang.org/x/sys/cpu"
	"riffle/engine/rng"
)

// crackHasSIMD tells whether run uses the AVX2 lane loop (runSIMD)
// instead of crackLanes: x/sys/cpu's AVX2, which also needs the OS to
// save the YMM registers.
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
// four registers side by side hide the multiply's latency. crackSeedsAVX2
// also sets up the 32 seeds' lanes in registers (s_52 = s52 + j·A^52 with
// one multiply by 0…7 and adds), so no lane is written from Go and read
// back as a vector.
//
// For T = 0 the final step needs no per-lane code either: the card ends
// at f exactly when r_0 = p for f = 0, and when p = f with r_0 ≠ f or
// p = 0 with r_0 = f for f ≥ 1 (see Pruning), and r_0 = q is the range
// test of s_1 against L_q and W_q, so crackMasksAVX2 gives the lanes that
// fit as bit masks. The pruning keeps its condition but works a lane, not
// a group: after step f the lanes that can still fit (p = f, or p = 0 and
// r_0 = f: between one lane in 51 and one in 26) are copied out to a second crackVec, which is
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

// crackSeedsAVX2 sets v's lanes to 32 consecutive seeds, lane j's s_52
// to s52 + j·a52 and its s_1 to s1 + j·A, all at position t, and runs
// steps 51…lo on them as crackStepsAVX2 does. It returns the pruning's
// mask: the lanes whose flipped L is then x, or is y with s_1 in x's
// interval (s_1 − x <unsigned w, for flipped x and w). It needs AVX2.
//
//go:noescape
func crackSeedsAVX2(v *crackVec, tab *[52]crackStep, s52, a52, s1 uint32, t, lo int, x, y, w uint32) (alive uint32)

// crackMasksAVX2 returns, as bit masks of v's lanes, the lanes whose
// flipped L is x, those whose flipped L is y, those whose s is in
// position x's interval (s − x <unsigned w, for flipped x and w), and
// those whose s is in their own position's interval. It needs AVX2.
//
//go:noescape
func crackMasksAVX2(v *crackVec, s *[crackVecLanes]uint32, x, y, w uint32) (eqX, eqY, in, own uint32)

// crackSIMD is runSIMD's state: the lanes, the pruning's survivors, and
// the seeds that fit the first target, waiting for the second.
type crackSIMD struct {
	v          crackVec
	surv, cand crackBatch
	targets    [5]crackTarget
	// first and second are the indices of the targets traced first and
	// second (the second-lowest position; second = first if all five are
	// one target).
	first, second int
	a52, c52      uint32
	// lf, l0 and wf are the flipped L_f, L_0 and W_f for the first
	// target's card f (T = 0's final test).
	lf, l0, wf uint32
}

// crackBatch is up to 32 lanes waiting for the rest of their trace.
type crackBatch struct {
	v     crackVec
	seeds [crackVecLanes]uint32
	n     int
}

// runSIMD is run with the AVX2 loop: it appends to k.hits the seeds
// lo…hi−1 whose deal shows the targets, in increasing order.
//
// The seeds that fit the first target (one in 52) are traced for the
// second one 32 at a time, also with the AVX2 loop, and only those that
// fit both (one in 2,704) go on to fitsOthers one at a time: with the
// first target traced so fast, tracing the second seed by seed would be a
// quarter of the time.
func (k *crackKernel) runSIMD(targets [5]crackTarget, lo, hi uint32) {
	if k.simd == nil {
		k.simd = new(crackSIMD)
	}
	st := k.simd
	v := &st.v
	st.targets = targets
	st.first = 0
	for i, t := range targets {
		if t.pos < targets[st.first].pos {
			st.first = i
		}
	}
	st.second = st.first
	for i, t := range targets {
		if i != st.first && (st.second == st.first || t.pos < targets[st.second].pos) {
			st.second = i
		}
	}
	t := targets[st.first]
	st.a52, st.c52 = crackStates()
	prune := t.pos == 0 && t.from >= 1 && !k.noPrune
	f := t.from & 63
	st.lf, st.l0, st.wf = crackSteps[f].l[0], crackSteps[0].l[0], crackSteps[f].w[0]
	st.surv.n, st.cand.n = 0, 0
	seed := lo
	for ; hi-seed >= crackVecLanes; seed += crackVecLanes {
		s52, s1 := seed*st.a52+st.c52, seed*rng.DelphiMultiplier+1
		switch {
		case t.pos > 0:
			crackSeedsAVX2(v, &crackSteps, s52, st.a52, s1, t.pos, t.pos+1, 0, 0, 0)
			for j := range crackVecLanes {
				p := crackPos(v.l[j])
				if crackFinish(v.s[j]-crackLow[p&63], p, t.pos) == t.from {
					k.fitsFirst(seed + uint32(j))
				}
			}
		case !prune:
			crackSeedsAVX2(v, &crackSteps, s52, st.a52, s1, 0, 1, 0, 0, 0)
			for m := st.fits(v); m != 0; m &= m - 1 {
				k.fitsFirst(seed + uint32(bits.TrailingZeros32(m)))
			}
		default:
			alive := crackSeedsAVX2(v, &crackSteps, s52, st.a52, s1, 0, t.from, st.lf, st.l0, st.wf)
			for m := alive; m != 0; m &= m - 1 {
				j := bits.TrailingZeros32(m)
				b := &st.surv
				n := b.n
				b.v.s[n], b.v.l[n], b.v.w[n], b.v.s1[n] = v.s[j], v.l[j], v.w[j], v.s1[j]
				b.seeds[n] = seed + uint32(j)
				b.n++
				if b.n == crackVecLanes {
					k.flushSurvivors()
				}
			}
		}
	}
	k.flushSurvivors()
	k.flushCandidates()
	k.runScalar(targets, seed, hi)
}

// fits returns the lanes of v, traced from T = 0 to s_1, whose card ends
// at the first target's f (see the AVX2 loop).
func (st *crackSIMD) fits(v *crackVec) uint32 {
	eqF, eq0, in, own := crackMasksAVX2(v, &v.s, st.lf, st.l0, st.wf)
	if st.targets[st.first].from == 0 {
		return own
	}
	return eqF&^in | eq0&in
}

// flushSurvivors traces the pruning's survivors through steps f−1…1 and
// passes on those that fit the first target.
func (k *crackKernel) flushSurvivors() {
	st := k.simd
	b := &st.surv
	if b.n == 0 {
		return
	}
	crackStepsAVX2(&b.v, &crackSteps, st.targets[st.first].from-1, 1)
	m := st.fits(&b.v)
	if b.n < crackVecLanes {
		m &= 1<<b.n - 1
	}
	for ; m != 0; m &= m - 1 {
		k.fitsFirst(b.seeds[bits.TrailingZeros32(m)])
	}
	b.n = 0
}

// fitsFirst takes a seed that fits the first target: it waits with 31
// more for the second target, or, with firstOnly, is a hit.
func (k *crackKernel) fitsFirst(seed uint32) {
	if k.firstOnly {
		k.hits = append(k.hits, seed)
		return
	}
	b := &k.simd.cand
	b.seeds[b.n] = seed
	b.n++
	if b.n == crackVecLanes {
		k.flushCandidates()
	}
}

// flushCandidates traces the seeds that fit the first target for the
// second one, with the AVX2 loop down to step T₂+1 and crackFinish the
// rest, and checks the others on those that fit.
func (k *crackKernel) flushCandidates() {
	st := k.simd
	b := &st.cand
	if b.n == 0 {
		return
	}
	t := st.targets[st.second]
	for j := range crackVecLanes {
		b.v.s[j] = b.seeds[j]*st.a52 + st.c52
		b.v.l[j], b.v.w[j] = crackSteps[t.pos].l[0], crackSteps[t.pos].w[0]
	}
	crackStepsAVX2(&b.v, &crackSteps, 51, t.pos+1)
	for j := range b.n {
		p := crackPos(b.v.l[j])
		if crackFinish(b.v.s[j]-crackLow[p&63], p, t.pos) == t.from &&
			fitsOthers(st.targets, st.first, b.seeds[j]*st.a52+st.c52) {
			k.hits = append(k.hits, b.seeds[j])
		}
	}
	b.n = 0
}
