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
type crackKernel struct {
	hits []uint32
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
func (k *crackKernel) run(targets [5]crackTarget, lo, hi uint32) []uint32 {
	k.hits = k.hits[:0]
	first := 0
	for i, t := range targets {
		if t.pos < targets[first].pos {
			first = i
		}
	}
	t := targets[first]
	a52, c52 := crackStates()
	low, add := crackLow[t.pos], crackAdd[t.pos]
	seed := lo
	for ; hi-seed >= crackWays; seed += crackWays {
		from := crackLanes(seed*a52+c52-low, a52, add, t.pos)
		for j, f := range from {
			if f == t.from && fitsOthers(targets, first, (seed+uint32(j))*a52+c52) {
				k.hits = append(k.hits, seed+uint32(j))
			}
		}
	}
	for ; seed < hi; seed++ {
		if traceBack(seed*a52+c52, t.pos) == t.from && fitsOthers(targets, first, seed*a52+c52) {
			k.hits = append(k.hits, seed)
		}
	}
	return k.hits
}

// crackLanes traces position t back through steps 51…0 for the eight
// consecutive seeds whose first u = s_52 − L_t is u0, u0 + a52, …,
// u0 + 7·a52, given K_t = add, and returns the eight new-deck positions.
func crackLanes(u0, a52, add uint32, t int) [crackWays]int {
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
