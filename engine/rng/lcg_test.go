package rng

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"os"
	"slices"
	"testing"
)

// Known answers from N. Bennett, "Algorithms in Java: Shuffling and Random
// Numbers" (2010): s' = (13s + 5) mod 16.
func TestLCG16KnownAnswers(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		want []uint64
	}{
		{0, []uint64{5, 6, 3, 12, 1, 2, 15, 8, 13, 14, 11, 4, 9, 10, 7, 0}},
		{2, []uint64{15, 8, 13, 14, 11, 4, 9, 10, 7, 0, 5, 6, 3, 12, 1, 2}},
	} {
		g, err := NewLCG(13, 5, 16, tc.seed)
		if err != nil {
			t.Fatal(err)
		}
		var got []uint64
		for range 2 * len(tc.want) { // twice round: period 16
			got = append(got, g.Next())
		}
		want := append(slices.Clone(tc.want), tc.want...)
		if !slices.Equal(got, want) {
			t.Errorf("(13s+5) mod 16 from %d: got %v, want %v", tc.seed, got, want)
		}
		if g.State() != tc.want[len(tc.want)-1] {
			t.Errorf("State() = %d, want %d", g.State(), tc.want[len(tc.want)-1])
		}
		tail, period, ok := g.Period(tc.seed, 1000)
		if !ok || tail != 0 || period != 16 {
			t.Errorf("Period(%d) = %d, %d, %v; want 0, 16, true", tc.seed, tail, period, ok)
		}
	}
}

// s' = (5s + 13) mod 32 from s0 = 1, worked by hand:
//
//	 1 →  5·1+13 =  18 → 18     18 → 5·18+13 = 103 →  7      7 → 5·7+13  =  48 → 16
//	16 → 5·16+13 =  93 → 29     29 → 5·29+13 = 158 → 30     30 → 5·30+13 = 163 →  3
//	 3 →  5·3+13 =  28 → 28     28 → 5·28+13 = 153 → 25     25 → 5·25+13 = 138 → 10
//	10 → 5·10+13 =  63 → 31     31 → 5·31+13 = 168 →  8      8 → 5·8+13  =  53 → 21
//	21 → 5·21+13 = 118 → 22     22 → 5·22+13 = 123 → 27     27 → 5·27+13 = 148 → 20
//	20 → 5·20+13 = 113 → 17     17 → 5·17+13 =  98 →  2      2 → 5·2+13  =  23 → 23
//	23 → 5·23+13 = 128 →  0      0 → 5·0+13  =  13 → 13     13 → 5·13+13 =  78 → 14
//	14 → 5·14+13 =  83 → 19     19 → 5·19+13 = 108 → 12     12 → 5·12+13 =  73 →  9
//	 9 →  5·9+13 =  58 → 26     26 → 5·26+13 = 143 → 15     15 → 5·15+13 =  88 → 24
//	24 → 5·24+13 = 133 →  5      5 → 5·5+13  =  38 →  6      6 → 5·6+13  =  43 → 11
//	11 → 5·11+13 =  68 →  4      4 → 5·4+13  =  33 →  1
//
// 32 distinct values, back to 1 after 32 steps: period 32, as Hull–Dobell
// predicts (c = 13 is odd; a − 1 = 4 is divisible by 2, the only prime factor
// of 32, and by 4).
func TestLCG32KnownAnswers(t *testing.T) {
	want := []uint64{18, 7, 16, 29, 30, 3, 28, 25, 10, 31, 8, 21, 22, 27, 20, 17,
		2, 23, 0, 13, 14, 19, 12, 9, 26, 15, 24, 5, 6, 11, 4, 1}
	g, err := NewLCG(5, 13, 32, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range want {
		if got := g.Next(); got != w {
			t.Fatalf("step %d: got %d, want %d", i+1, got, w)
		}
	}
	if tail, period, ok := g.Period(1, 1000); !ok || tail != 0 || period != 32 {
		t.Errorf("Period(1) = %d, %d, %v; want 0, 32, true", tail, period, ok)
	}
	if !HullDobell(5, 13, 32) {
		t.Error("HullDobell(5, 13, 32) = false, want true")
	}
}

// Uint64 and IntN scale the new state: for M = 16, ⌊s·2^64/16⌋ = s·2^60 and
// IntN(52) = ⌊52s/16⌋. From s0 = 0 the states are 5, 6, 3, 12, so IntN(52)
// gives ⌊260/16⌋ = 16, ⌊312/16⌋ = 19, ⌊156/16⌋ = 9, ⌊624/16⌋ = 39.
func TestLCGScaling(t *testing.T) {
	g, _ := NewLCG(13, 5, 16, 0)
	for _, s := range []uint64{5, 6, 3, 12} {
		if got := g.Uint64(); got != s<<60 {
			t.Errorf("Uint64() = %#x, want %#x", got, s<<60)
		}
	}
	g, _ = NewLCG(13, 5, 16, 0)
	for _, want := range []int{16, 19, 9, 39} {
		if got := g.IntN(52); got != want {
			t.Errorf("IntN(52) = %d, want %d", got, want)
		}
	}
	// The toy's flaw: over a whole period IntN(52) reaches only 16 values.
	seen := map[int]bool{}
	for range 16 {
		seen[g.IntN(52)] = true
	}
	if len(seen) != 16 {
		t.Errorf("IntN(52) over one period took %d values, want 16", len(seen))
	}
	// The largest modulus: the state is below M, so nothing overflows.
	g, err := NewLCG(math.MaxUint64-1, math.MaxUint64-1, math.MaxUint64, math.MaxUint64-1)
	if err != nil {
		t.Fatal(err)
	}
	// (−1)·(−1) + (−1) = 0 mod M.
	if got := g.Uint64(); got != 0 || g.State() != 0 {
		t.Errorf("M = 2^64−1: Uint64() = %d, state %d; want 0, 0", got, g.State())
	}
}

// The 128-bit step, Uint64 and IntN against math/big for large parameters.
func TestLCGBigArithmetic(t *testing.T) {
	src := NewPCG(1)
	two64 := new(big.Int).Lsh(big.NewInt(1), 64)
	for range 2000 {
		m := src.Uint64() | 2
		if src.Uint64()&1 == 0 {
			m >>= src.Uint64() % 64
			m |= 2
		}
		a, c, s := src.Uint64()%m, src.Uint64()%m, src.Uint64()%m
		n := int(src.Uint64()>>1) | 1
		g, err := NewLCG(a, c, m, s)
		if err != nil {
			t.Fatal(err)
		}
		bm := new(big.Int).SetUint64(m)
		next := new(big.Int).SetUint64(a)
		next.Mul(next, new(big.Int).SetUint64(s))
		next.Add(next, new(big.Int).SetUint64(c))
		next.Mod(next, bm)
		u := new(big.Int).Mul(next, two64)
		u.Quo(u, bm)
		in := new(big.Int).Mul(next, big.NewInt(int64(n)))
		in.Quo(in, bm)

		h := *g
		if got := h.Next(); got != next.Uint64() {
			t.Fatalf("(%d·%d + %d) mod %d: Next() = %d, want %s", a, s, c, m, got, next)
		}
		h = *g
		if got := h.Uint64(); got != u.Uint64() {
			t.Fatalf("m = %d: Uint64() = %d, want %s", m, got, u)
		}
		h = *g
		if got := h.IntN(n); int64(got) != in.Int64() {
			t.Fatalf("m = %d: IntN(%d) = %d, want %s", m, n, got, in)
		}
	}
}

func TestNewLCGErrors(t *testing.T) {
	for _, tc := range []struct {
		a, c, m, seed uint64
		want          string
	}{
		{13, 5, 16, 20, "seed 20 is out of range for m = 16: allowed 0…15"},
		{13, 5, 1, 0, "modulus m = 1 is too small: allowed 2…18446744073709551615"},
		{13, 5, 0, 0, "modulus m = 0 is too small: allowed 2…18446744073709551615"},
		{16, 5, 16, 0, "multiplier a = 16 is out of range for m = 16: allowed 0…15"},
		{13, 17, 16, 0, "increment c = 17 is out of range for m = 16: allowed 0…15"},
	} {
		_, err := NewLCG(tc.a, tc.c, tc.m, tc.seed)
		if err == nil || err.Error() != tc.want {
			t.Errorf("NewLCG(%d, %d, %d, %d) error = %v, want %q", tc.a, tc.c, tc.m, tc.seed, err, tc.want)
		}
	}
	if g, err := NewLCG(15, 15, 16, 15); err != nil || g.State() != 15 {
		t.Errorf("NewLCG(15, 15, 16, 15) = %v, %v; want state 15, no error", g, err)
	}
}

// naivePeriod walks from seed, remembering when each value was first seen.
// Only for seeds below m.
func naivePeriod(a, c, m, seed uint64, firstSeen []int) (tail, period uint64) {
	for i := range firstSeen[:m] {
		firstSeen[i] = -1
	}
	s := seed
	for i := 0; ; i++ {
		if j := firstSeen[s]; j >= 0 {
			return uint64(j), uint64(i - j)
		}
		firstSeen[s] = i
		s = (a*s + c) % m // m ≤ 64: no overflow
	}
}

// brentSteps is the number of steps Brent's method takes for a given tail μ
// and period λ. Phase 1 parks the tortoise at positions 2^k − 1 and lets the
// hare run up to 2^k steps past it; it stops in the first round where the
// tortoise is on the cycle (2^k − 1 ≥ μ) and the run can span a period
// (2^k ≥ λ), with the hare at 2^k − 1 + λ. Phase 2 runs one walker λ steps
// ahead, then both μ steps.
func brentSteps(mu, lambda uint64) uint64 {
	p := uint64(1)
	for p < mu+1 || p < lambda {
		p *= 2
	}
	return (p - 1 + lambda) + (lambda + 2*mu)
}

// Every (a, c, m) with m ≤ 32 (m ≤ 64 with RIFFLE_SLOW=1, thirty times
// the work: every power of two to 64, every prime to 61): Brent's period
// from seed 0 is m exactly when the Hull–Dobell conditions say so, and
// Period agrees with the naive cycle finder from every seed, within the
// documented step bounds.
func TestLCGPeriodBruteForce(t *testing.T) {
	top := uint64(32) // every power of two to 32, every prime to 31, and their products
	if os.Getenv("RIFFLE_SLOW") == "1" {
		top = 64
	}
	for m := uint64(2); m <= top; m++ {
		t.Run(fmt.Sprint("m=", m), func(t *testing.T) {
			t.Parallel()
			firstSeen := make([]int, m)
			for a := range m {
				for c := range m {
					g := LCG{A: a, C: c, M: m}
					_, period, ok := g.Period(0, 4*m)
					if !ok {
						t.Fatalf("(%d, %d, %d): Period(0) gave up", a, c, m)
					}
					if full, hd := period == m, HullDobell(a, c, m); full != hd {
						t.Errorf("(%ds + %d) mod %d: period %d from 0, HullDobell = %v", a, c, m, period, hd)
					}
					for seed := range m {
						wantTail, wantPeriod := naivePeriod(a, c, m, seed, firstSeen)
						steps := brentSteps(wantTail, wantPeriod)
						tail, period, ok := g.Period(seed, steps)
						if !ok || tail != wantTail || period != wantPeriod {
							t.Fatalf("(%ds + %d) mod %d from %d: Period = %d, %d, %v; naive %d, %d",
								a, c, m, seed, tail, period, ok, wantTail, wantPeriod)
						}
						if _, _, ok := g.Period(seed, steps-1); ok {
							t.Fatalf("(%ds + %d) mod %d from %d: Period succeeded in fewer than %d steps",
								a, c, m, seed, steps)
						}
						if lo, hi := 3*wantTail+2*wantPeriod, 4*(wantTail+wantPeriod); steps < lo || steps >= hi {
							t.Fatalf("tail %d, period %d: %d steps outside the documented [%d, %d)",
								wantTail, wantPeriod, steps, lo, hi)
						}
					}
				}
			}
		})
	}
}

// A seed outside 0…M−1 is not on any cycle: it has a tail.
func TestLCGPeriodSeedAboveM(t *testing.T) {
	g := LCG{A: 13, C: 5, M: 16}
	// 100 → (1300 + 5) mod 16 = 1305 − 81·16 = 9, and 9 is on the full cycle.
	if tail, period, ok := g.Period(100, 1000); !ok || tail != 1 || period != 16 {
		t.Errorf("Period(100) = %d, %d, %v; want 1, 16, true", tail, period, ok)
	}
	if _, _, ok := g.Period(0, 0); ok {
		t.Error("Period with limit 0 succeeded")
	}
}

// Hull–Dobell for the historic large-modulus LCGs, and for parameters that
// fail it. Full period is checked by hand against the three conditions.
func TestHullDobellLarge(t *testing.T) {
	for _, tc := range []struct {
		name    string
		a, c, m uint64
		want    bool
	}{
		// c = 11 odd; a − 1 = 0x5DEECE66C = 4·0x177BB399B.
		{"java.util.Random", 0x5DEECE66D, 0xB, 1 << 48, true},
		// c = 1; a − 1 = 134775812 = 4·33693953.
		{"Delphi", 134775813, 1, 1 << 32, true},
		// c = 0 shares the factor 2 with m.
		{"RANDU", 65539, 0, 1 << 31, false},
		// a − 1 = 2 is even but not divisible by 4, and 4 | m.
		{"a−1 not divisible by 4", 3, 1, 16, false},
		// m = 2^61 − 1 is prime; a = 1 makes a − 1 = 0.
		{"prime modulus, a = 1", 1, 1, 1<<61 - 1, true},
		{"prime modulus, a = 2", 2, 1, 1<<61 - 1, false},
		// m = 2^64 − 1 = 3·5·17·257·641·65537·6700417; a − 1 = m − 1 ≡ −1.
		{"a = 0", 0, 1, math.MaxUint64, false},
		// c = 2 is coprime to the odd m; a − 1 = 0 is divisible by anything.
		{"2^64−1, a = 1", 1, 2, math.MaxUint64, true},
		// c = 3 shares the factor 3 with 2^64 − 1.
		{"2^64−1, c = 3", 1, 3, math.MaxUint64, false},
		// m = 36 = 2²·3², a = 7: a − 1 = 6 is divisible by 2 and 3 but not 4.
		{"36, a = 7", 7, 5, 36, false},
		// m = 36, a = 13: a − 1 = 12 = 4·3; c = 5 coprime to 36.
		{"36, a = 13", 13, 5, 36, true},
	} {
		if got := HullDobell(tc.a, tc.c, tc.m); got != tc.want {
			t.Errorf("%s: HullDobell(%d, %d, %d) = %v, want %v", tc.name, tc.a, tc.c, tc.m, got, tc.want)
		}
	}
	// 2^64 − 1 really is that product (the test's premise).
	p := uint64(1)
	for _, f := range []uint64{3, 5, 17, 257, 641, 65537, 6700417} {
		hi, lo := bits.Mul64(p, f)
		if hi != 0 {
			t.Fatal("overflow")
		}
		p = lo
	}
	if p != math.MaxUint64 {
		t.Errorf("3·5·17·257·641·65537·6700417 = %d, want 2^64−1", p)
	}
}
