package poker

import "riffle/engine/rng"

// crackKernel tests consecutive seeds for the visible cards without
// shuffling a deck and without a table of states.
//
// # Tracing one card back
//
// The ASF shuffle's step i (0-based, i = 0…51) swaps positions i and r_i,
// where r_i = Random(51) is drawn from the state s_{i+1} of Delphi's
// recurrence s_j = A·s_{j−1} + 1 (mod 2^32), s_0 = seed:
//
//	r_i = ⌊s_{i+1}·51 / 2^32⌋
//
// Going backwards through the swaps traces a final position to the
// new-deck position its card came from: at step i a card now at i was at
// r_i before, and one at r_i was at i. A seed fits a visible card when the
// trace of its deck position ends at the card's new-deck position (its Card
// number), and 51 seeds in 52 fail the first card tried.
//
// The kernel traces the target with the smallest deck position T first
// (the cracker's is player 1's first hole card, T = 0). While the trace
// goes back through steps 51…T+1 the traced position p is never the step
// i: it starts at T < i and moves only on a hit r_i = p, to i, and every
// step after that is below i. So those steps need only the test r_i = p,
// and steps T…0 (for T = 0 the last one alone) are traced in full.
//
// Tracing the card forward instead, from its new-deck position to T, needs
// both tests at every step (p = i, when the shuffle reaches the card, and
// r_i = p), and the card meets two events a deal on average where the
// backward trace from T = 0 meets one; each event is a mispredicted branch.
//
// # The test without the multiply
//
// Random(51) = p exactly when p·2^32 ≤ s·51 < (p+1)·2^32, that is when
//
//	L_p ≤ s < L_{p+1},   L_p = ⌈p·2^32 / 51⌉
//
// The kernel keeps u = s − L_p (mod 2^32) for the current p and tests
// u < W with W = ⌈2^32/51⌉ = 84,215,046, the widest of the intervals, so a
// test never misses a hit and may fire on the first state past a narrower
// interval (and, for p = 51, which Random(51) never gives, on one state in
// 51); a fired test is confirmed with the multiply. Going backwards,
// s_{j−1} = (s_j − 1)·A⁻¹ with A⁻¹ the inverse of A modulo 2^32, and
//
//	u_{j−1} = u_j·A⁻¹ + K_p,   K_p = (L_p − 1)·A⁻¹ − L_p
//
// so each step costs one multiply, one add and one compare in registers;
// K_p and L_p change only on a hit.
//
// # Lanes
//
// Eight consecutive seeds run in lock-step in separate variables, so the
// eight multiplies overlap; each lane's test is one compare and a branch
// almost never taken, and a lane whose test fires is handled apart (a
// seed sees about one hit in its 51 steps, 1.00 tests fired and 0.98
// hits counted over seeds 0…99,999). Seeds that fit the first target go on to the other four, one at a time,
// stopping at the first that does not fit.
//
// # Pruning
//
// For T = 0 and a card whose new-deck position is f ≥ 1, a group of lanes
// stops right after step f when none of its seeds can still deal the card.
// Tracing back from 0, the position p is 0 until the first hit, and a hit
// at step i sets p = i, after which every step is below p; so through
// steps 51…1 the position is 0 (no hit) or the step of the last hit so
// far, and it only ever decreases. Step 0 then swaps 0 and r_0: the final
// position is r_0 if p = 0, 0 if p = r_0 ≥ 1, and p otherwise. So the
// trace ends at f ≥ 1 exactly when either
//
//	(a) the last hit in steps 51…1 is at step f, and r_0 ≠ f, or
//	(b) there is no hit in steps 51…1, and r_0 = f.
//
// Right after step f, p is 0, f, or a hit's step above f; in (a) p = f
// (there was a hit at f) and in (b) p = 0. A lane with p above f can only
// go on to a hit below f, or none, and ends at that step, at 0 or at p:
// never at f. A lane with p = 0 whose r_0 ≠ f fails (b), and it can no
// longer have a hit at f for (a). So after step f a lane can fit only if
// p = f, or p = 0 and r_0 = f, which needs one multiply of its s_1; when
// no lane of the group can, every lane fails, and the group is dropped
// without its steps f−1…0. (One lane in about 51 has p = f, and one in
// about 51 of the third with no hit so far has r_0 = f, so about one group
// in five goes on.) Averaged over f this skips about two fifths of the
// steps. For f = 0 the final position is r_0's hit step, which the upper
// steps do not pin down, and the kernel does not prune; for T > 0 the
// trace may move up again at steps T…0 and the argument does not hold, so
// only T = 0 is pruned (the cracker's first target is at 0).
//
// # AVX2
//
// On amd64 with AVX2, run traces 32 seeds at a time in four YMM registers
// instead (runSIMD, crackkernel_amd64.go): the same backward trace and
// pruning, with exact interval widths so that a fired test is always a
// hit and no lane needs a branch or a multiply to confirm it. The lanes
// above (crackLanes) are the fallback elsewhere, and tests and benchmarks
// force them with the scalar field.
type crackKernel struct {
	hits []uint32
	// noPrune turns the pruning off: benchmarks set it to time the
	// kernel as it was before.
	noPrune bool
	// scalar makes run use the pure-Go lanes (crackLanes) even where the
	// AVX2 loop runs (see runSIMD): tests and benchmarks compare the two.
	scalar bool
	// firstOnly makes run report the seeds that fit the first target
	// traced, without checking the others: tests set it to check the
	// traces alone, which fitsOthers would otherwise second-guess when
	// every target is the same.
	firstOnly bool
	simd      *crackSIMD
}

// crackWays is the number of seeds the kernel traces side by side.
const crackWays = 8

// crackInverse is A⁻¹, the inverse of rng.DelphiMultiplier modulo 2^32:
// (s' − 1)·crackInverse steps Delphi's recurrence back from s' to s.
const crackInverse = 3645876429

// crackWidth is W = ⌈2^32/51⌉, the widest set of states that Random(51)
// sends to one position.
const crackWidth = (1<<32 + 50) / 51

// crackLow and crackAdd are L_p and K_p for p = 0…51 (see crackKernel).
// Random(51) is never 51, so crackLow[51] is any value: 0 makes the test
// fire when Random(51) = 0, and the multiply refuses it like any false
// alarm.
var crackLow, crackAdd = crackTables()

func crackTables() (low, add [64]uint32) {
	for p := range 51 {
		low[p] = uint32((uint64(p)<<32 + 50) / 51)
	}
	for p := range add {
		add[p] = (low[p]-1)*crackInverse - low[p]
	}
	return low, add
}

// crackStates returns A^52 and c with s_52 = A^52·seed + c.
func crackStates() (a52, c uint32) {
	a52 = 1
	for range 52 {
		a52 *= rng.DelphiMultiplier
		c = c*rng.DelphiMultiplier + 1
	}
	return a52, c
}

// run returns the seeds lo…hi−1 whose deal shows the targets, in
// increasing order, in a slice the next run reuses. It needs hi ≥ lo.
// With AVX2 (on amd64) it runs the AVX2 loop (runSIMD) unless k.scalar.
func (k *crackKernel) run(targets [5]crackTarget, lo, hi uint32) []uint32 {
	k.hits = k.hits[:0]
	if crackHasSIMD && !k.scalar {
		k.runSIMD(targets, lo, hi)
	} else {
		k.runScalar(targets, lo, hi)
	}
	return k.hits
}

// runScalar appends to k.hits the seeds lo…hi−1 whose deal shows the
// targets, in increasing order, with the pure-Go lanes (crackLanes).
func (k *crackKernel) runScalar(targets [5]crackTarget, lo, hi uint32) {
	first := 0
	for i, t := range targets {
		if t.pos < targets[first].pos {
			first = i
		}
	}
	t := targets[first]
	a52, c52 := crackStates()
	low, add := crackLow[t.pos], crackAdd[t.pos]
	// The group is pruned after step t.from (see Pruning) when the trace
	// starts at 0 and ends anywhere but 0; stop = 0 never prunes.
	stop := 0
	if t.pos == 0 && !k.noPrune {
		stop = t.from
	}
	seed := lo
	for ; hi-seed >= crackWays; seed += crackWays {
		from := crackLanes(seed*a52+c52-low, a52, add, t.pos, stop, seed*rng.DelphiMultiplier+1)
		for j, f := range from {
			if f == t.from && k.fitsOthers(targets, first, (seed+uint32(j))*a52+c52) {
				k.hits = append(k.hits, seed+uint32(j))
			}
		}
	}
	for ; seed < hi; seed++ {
		if traceBack(seed*a52+c52, t.pos) == t.from && k.fitsOthers(targets, first, seed*a52+c52) {
			k.hits = append(k.hits, seed)
		}
	}
}

// crackLanes traces position t back through steps 51…0 for the eight
// consecutive seeds whose first u = s_52 − L_t is u0, u0 + a52, …,
// u0 + 7·a52, given K_t = add, and returns the eight new-deck positions.
// If stop > 0 (only for t = 0) and no lane can end at stop after step
// stop, it returns −1 for every lane without tracing further; s1 is the
// first lane's state s_1 (see Pruning).
func crackLanes(u0, a52, add uint32, t, stop int, s1 uint32) [crackWays]int {
	// The lanes' K and p live in memory: they change only on a hit, and
	// the registers hold the eight u, the step and t.
	k := [crackWays]uint32{add, add, add, add, add, add, add, add}
	p := [crackWays]int{t, t, t, t, t, t, t, t}
	u1 := u0 + a52
	u2 := u1 + a52
	u3 := u2 + a52
	u4 := u3 + a52
	u5 := u4 + a52
	u6 := u5 + a52
	u7 := u6 + a52
	for i := 51; i > t; i-- {
		// One branch a lane: each is taken about once in 51 steps, and
		// a hit costs one misprediction, not one per lane of a group.
		if u0 < crackWidth {
			u0 = crackHit(u0, &k[0], &p[0], i)
		}
		if u1 < crackWidth {
			u1 = crackHit(u1, &k[1], &p[1], i)
		}
		if u2 < crackWidth {
			u2 = crackHit(u2, &k[2], &p[2], i)
		}
		if u3 < crackWidth {
			u3 = crackHit(u3, &k[3], &p[3], i)
		}
		if u4 < crackWidth {
			u4 = crackHit(u4, &k[4], &p[4], i)
		}
		if u5 < crackWidth {
			u5 = crackHit(u5, &k[5], &p[5], i)
		}
		if u6 < crackWidth {
			u6 = crackHit(u6, &k[6], &p[6], i)
		}
		if u7 < crackWidth {
			u7 = crackHit(u7, &k[7], &p[7], i)
		}
		if i == stop && !crackAlive(&p, s1, stop) {
			return crackDead
		}
		u0 = u0*crackInverse + k[0]
		u1 = u1*crackInverse + k[1]
		u2 = u2*crackInverse + k[2]
		u3 = u3*crackInverse + k[3]
		u4 = u4*crackInverse + k[4]
		u5 = u5*crackInverse + k[5]
		u6 = u6*crackInverse + k[6]
		u7 = u7*crackInverse + k[7]
	}
	return [crackWays]int{crackFinish(u0, p[0], t), crackFinish(u1, p[1], t),
		crackFinish(u2, p[2], t), crackFinish(u3, p[3], t),
		crackFinish(u4, p[4], t), crackFinish(u5, p[5], t),
		crackFinish(u6, p[6], t), crackFinish(u7, p[7], t)}
}

// crackDead is what crackLanes returns for a pruned group: no lane's card
// is any new-deck position.
var crackDead = [crackWays]int{-1, -1, -1, -1, -1, -1, -1, -1}

// crackAlive tells whether any lane of a group traced back from T = 0 can
// still end at f ≥ 1, right after step f: a lane can if its position is f,
// or if it is still 0 (no hit yet) and its r_0 is f. s1 is the first
// lane's state s_1; lane j's is s1 + j·A.
func crackAlive(p *[crackWays]int, s1 uint32, f int) bool {
	alive := false
	for j := range crackWays {
		r0 := int(uint64(s1+uint32(j)*rng.DelphiMultiplier) * 51 >> 32)
		alive = alive || p[j] == f || p[j] == 0 && r0 == f
	}
	return alive
}

// crackHit handles a lane whose test fired at step i: if Random(51)
// really is *p, the traced card was at i before the step, and u, *k and *p
// move to position i.
func crackHit(u uint32, k *uint32, p *int, i int) uint32 {
	s := u + crackLow[*p&63]
	if int(uint64(s)*51>>32) != *p {
		return u
	}
	*k, *p = crackAdd[i&63], i
	return s - crackLow[i&63]
}

// crackFinish traces position p through steps t…0, given u = s_{t+1} − L_p,
// and returns the new-deck position.
func crackFinish(u uint32, p, t int) int {
	s := u + crackLow[p&63]
	for i := t; i >= 0; i-- {
		// Written for conditional moves: whether p = i (a lane that
		// never had a hit, for t = 0) is a coin toss for the predictor.
		r := int(uint64(s) * 51 >> 32)
		q := p
		if r == p {
			q = i
		}
		if p == i {
			q = r
		}
		p = q
		s = (s - 1) * crackInverse
	}
	return p
}

// traceBack traces the final position p through all 52 steps, from the
// last state s_52, and returns the new-deck position its card came from.
func traceBack(s52 uint32, p int) int {
	s := s52
	for i := 51; i >= 0; i-- {
		r := int(uint64(s) * 51 >> 32)
		if p == i {
			p = r
		} else if p == r {
			p = i
		}
		s = (s - 1) * crackInverse
	}
	return p
}

// fitsOthers is fitsOthers, or true if k.firstOnly.
func (k *crackKernel) fitsOthers(targets [5]crackTarget, skip int, s52 uint32) bool {
	return k.firstOnly || fitsOthers(targets, skip, s52)
}

// fitsOthers checks every target but targets[skip] for the seed whose
// last state is s52, stopping at the first that does not fit.
func fitsOthers(targets [5]crackTarget, skip int, s52 uint32) bool {
	for i, t := range targets {
		if i != skip && traceBack(s52, t.pos) != t.from {
			return false
		}
	}
	return true
}
