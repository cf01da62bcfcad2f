package rng

import (
	"fmt"
	"math/bits"
)

// LCG is a linear congruential generator with arbitrary parameters, the toy
// generator of the textbooks: Knuth, The Art of Computer Programming, vol. 2,
// §3.2.1, and the worked examples (13s+5) mod 16 and (5s+13) mod 32 of
// N. Bennett, "Algorithms in Java: Shuffling and Random Numbers" (2010).
//
// State: one residue s in 0…M−1 (at most 64 bits). Seed space: 0…M−1, so an
// LCG can start at most M different streams. Period: at most M; exactly M from
// every seed iff the Hull–Dobell conditions hold (see [HullDobell]), otherwise
// it depends on the seed (see [LCG.Period]). Recurrence, for any modulus
// M in 2…2^64−1, computed in 128 bits so nothing overflows:
//
//	s' = (A·s + C) mod M
//
// Uint64 takes one step per call and scales the new state into 64 bits,
//
//	Uint64 = ⌊s'·2^64 / M⌋
//
// so the period counted in calls is the LCG's own period: the toy's shortness
// stays visible to anything drawing from it (a shuffle driven by (13s+5) mod 16
// repeats after 16 calls). IntN(n) also takes one step and is the textbook
// scaling of a state into a range,
//
//	IntN(n) = ⌊s'·n / M⌋
//
// which is biased unless n divides M, and for n > M cannot reach every value
// in 0…n−1: at most M of them. That is the historic quirk that matters: an LCG
// with a small modulus can reach only a few of the 52! orderings of a deck.
//
// The fields A, C and M are the parameters; construct with [NewLCG], which
// checks them (the zero LCG has M = 0 and panics when stepped).
type LCG struct {
	A, C, M uint64
	state   uint64
	steps   uint64 // Next calls since seeding
}

// NewLCG returns the generator s' = (a·s + c) mod m started at s = seed. It
// reports an error unless m ≥ 2 and a, c and seed are all in 0…m−1.
func NewLCG(a, c, m, seed uint64) (*LCG, error) {
	if m < 2 {
		return nil, fmt.Errorf("modulus m = %d is too small: allowed 2…18446744073709551615", m)
	}
	if a >= m {
		return nil, fmt.Errorf("multiplier a = %d is out of range for m = %d: allowed 0…%d", a, m, m-1)
	}
	if c >= m {
		return nil, fmt.Errorf("increment c = %d is out of range for m = %d: allowed 0…%d", c, m, m-1)
	}
	if seed >= m {
		return nil, fmt.Errorf("seed %d is out of range for m = %d: allowed 0…%d", seed, m, m-1)
	}
	return &LCG{A: a, C: c, M: m, state: seed}, nil
}

// step returns (A·s + C) mod M without overflow, for any s.
func (g LCG) step(s uint64) uint64 {
	hi, lo := bits.Mul64(g.A, s)
	lo, carry := bits.Add64(lo, g.C, 0)
	hi += carry // A, s < 2^64 and C < 2^64: A·s + C < 2^128, so no carry out
	return bits.Rem64(hi, lo, g.M)
}

// Next advances the generator one step and returns the new state.
func (g *LCG) Next() uint64 {
	g.state = g.step(g.state)
	g.steps++
	return g.state
}

// Steps returns the number of steps taken since seeding.
func (g *LCG) Steps() uint64 { return g.steps }

// Skip takes n steps.
func (g *LCG) Skip(n uint64) {
	for range n {
		g.Next()
	}
}

// State returns the current state (the last value Next returned, or the seed).
func (g *LCG) State() uint64 { return g.state }

// Uint64 takes one step and returns the new state s scaled to ⌊s·2^64/M⌋.
func (g *LCG) Uint64() uint64 {
	q, _ := bits.Div64(g.Next(), 0, g.M) // s < M, so the quotient fits
	return q
}

// IntN takes one step and returns ⌊s·n/M⌋ for the new state s. It panics if
// n <= 0.
func (g *LCG) IntN(n int) int {
	if n <= 0 {
		panic("rng: LCG.IntN: n must be positive")
	}
	hi, lo := bits.Mul64(g.Next(), uint64(n))
	q, _ := bits.Div64(hi, lo, g.M) // s < M, so s·n/M < n fits
	return int(q)
}

// Period finds the cycle the sequence seed, f(seed), f(f(seed)), … falls
// into, for f(s) = (A·s + C) mod M, by Brent's cycle detection (R. P. Brent,
// "An improved Monte Carlo factorization algorithm", BIT 20, 1980). tail is
// the number of values before the first one on the cycle (0 when seed itself
// recurs; a seed ≥ M always has a tail) and period the cycle's length.
//
// Brent's method takes 2^k − 1 + 2·period + 2·tail steps, 2^k the least power
// of two ≥ max(tail+1, period): at least 3·tail + 2·period and fewer than
// 4·(tail+period). Period gives up, returning ok = false, rather than take
// more than limit steps.
func (g LCG) Period(seed uint64, limit uint64) (tail, period uint64, ok bool) {
	var steps uint64
	f := func(s uint64) (uint64, bool) {
		if steps == limit {
			return 0, false
		}
		steps++
		return g.step(s), true
	}
	// Phase 1: the tortoise waits at powers of two while the hare runs
	// ahead; the hare meets it once it sits on the cycle and the run is at
	// least a period long.
	power, lambda := uint64(1), uint64(1)
	tortoise := seed
	hare, more := f(seed)
	if !more {
		return 0, 0, false
	}
	for tortoise != hare {
		if power == lambda {
			tortoise = hare
			power *= 2
			lambda = 0
		}
		if hare, more = f(hare); !more {
			return 0, 0, false
		}
		lambda++
	}
	// Phase 2: start two walkers period apart from the seed; they first
	// meet at the start of the cycle.
	tortoise, hare = seed, seed
	for range lambda {
		if hare, more = f(hare); !more {
			return 0, 0, false
		}
	}
	var mu uint64
	for tortoise != hare {
		if tortoise, more = f(tortoise); !more {
			return 0, 0, false
		}
		if hare, more = f(hare); !more {
			return 0, 0, false
		}
		mu++
	}
	return mu, lambda, true
}

// HullDobell reports whether the generator s' = (a·s + c) mod m has full
// period m from every seed. By the theorem of Hull and Dobell (1962; Knuth,
// TAOCP vol. 2, §3.2.1.2, Theorem A) that holds iff
//
//	c and m are coprime,
//	a − 1 is divisible by every prime factor of m, and
//	a − 1 is divisible by 4 if m is.
//
// No factorization is needed: every prime factor of m divides a − 1 iff
// dividing m repeatedly by gcd(m, a − 1) reaches 1. It panics if m == 0.
func HullDobell(a, c, m uint64) bool {
	if m == 0 {
		panic("rng: HullDobell: m must be positive")
	}
	if gcd(c%m, m) != 1 {
		return false
	}
	// a − 1 modulo m; every condition below depends only on it.
	am1 := a % m
	if am1 == 0 {
		am1 = m - 1
	} else {
		am1--
	}
	if m%4 == 0 && am1%4 != 0 {
		return false
	}
	rest := m
	for {
		d := gcd(rest, am1)
		if d == 1 {
			break
		}
		rest /= d
	}
	return rest == 1
}

// gcd is Euclid's greatest common divisor; gcd(x, 0) = x.
func gcd(x, y uint64) uint64 {
	for y != 0 {
		x, y = y, x%y
	}
	return x
}
