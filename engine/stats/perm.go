package stats

import (
	"fmt"
	"math"
	"math/bits"
)

// MaxPermN is the largest deck whose whole orders [Permutations] tallies.
// 6! = 720 cells need about 3600 samples before every expected count reaches
// 5; 7! = 5040 cells would need 25 200, and 10! more than 18 million.
const MaxPermN = 6

// maxFactorial is the largest n with n! < 2⁶³.
const maxFactorial = 20

// Factorial returns n! = 1·2·…·n (0! = 1). It is exact; it panics if n < 0
// or n > 20 (21! overflows int64).
func Factorial(n int) int {
	if n < 0 || n > maxFactorial {
		panic(fmt.Sprintf("stats: Factorial(%d) out of range 0…%d", n, maxFactorial))
	}
	f := 1
	for i := 2; i <= n; i++ {
		f *= i
	}
	return f
}

// IsPermutation reports whether deck holds each of 0…len(deck)−1 exactly
// once. It does not allocate for decks of up to 256 cards.
func IsPermutation(deck []int) bool {
	var small [4]uint64
	seen := small[:]
	if n := len(deck); n > 256 {
		seen = make([]uint64, (n+63)/64)
	}
	for _, c := range deck {
		if uint(c) >= uint(len(deck)) {
			return false
		}
		w, b := c/64, uint64(1)<<(c%64)
		if seen[w]&b != 0 {
			return false
		}
		seen[w] |= b
	}
	return true
}

// Rank returns the position of perm among the permutations of
// 0…len(perm)−1 in lexicographic order, from 0 for the identity to n!−1 for
// the reversal. It is the Lehmer code read in the factorial number system:
//
//	Rank(π) = Σ_i #{j > i : π_j < π_i}·(n−1−i)!
//
// It panics if perm is not a permutation or len(perm) > 20.
func Rank(perm []int) int {
	n := len(perm)
	if n > maxFactorial {
		panic(fmt.Sprintf("stats: Rank of %d elements; at most %d", n, maxFactorial))
	}
	var used uint32 // bit v set once value v has been seen
	r := 0
	for i, v := range perm {
		if uint(v) >= uint(n) || used&(1<<v) != 0 {
			panic(fmt.Sprintf("stats: Rank(%v): not a permutation of 0…%d", perm, n-1))
		}
		// Values smaller than v not used yet lie to the right of i.
		smaller := v - bits.OnesCount32(used&(1<<v-1))
		used |= 1 << v
		r = r*(n-i) + smaller
	}
	return r
}

// Unrank returns the permutation of 0…n−1 of lexicographic rank r, the
// inverse of [Rank]. It panics if n < 0, n > 20 or r is outside 0…n!−1.
func Unrank(n, r int) []int {
	f := Factorial(n)
	if r < 0 || r >= f {
		panic(fmt.Sprintf("stats: Unrank(%d, %d): rank out of range 0…%d", n, r, f-1))
	}
	left := make([]int, n) // values not placed yet, increasing
	for i := range left {
		left[i] = i
	}
	perm := make([]int, n)
	for i := range perm {
		f /= n - i
		k := r / f
		r %= f
		perm[i] = left[k]
		left = append(left[:k], left[k+1:]...)
	}
	return perm
}

// Permutations tallies whole orders of n ≤ [MaxPermN] cards by rank:
// Counts[Rank(deck)] counts the samples equal to deck.
//
// A Permutations is not safe for concurrent use; give each goroutine its own
// and [Permutations.Merge] them.
type Permutations struct {
	N      int
	Trials int64
	Counts []int64 // len N!, indexed by Rank
}

// NewPermutations returns an empty tally of the n! orders of n cards. It
// panics if n < 1 or n > MaxPermN.
func NewPermutations(n int) *Permutations {
	if n < 1 || n > MaxPermN {
		panic(fmt.Sprintf("stats: NewPermutations(%d) out of range 1…%d", n, MaxPermN))
	}
	return &Permutations{N: n, Counts: make([]int64, Factorial(n))}
}

// Add tallies one sample, deck[i] being the card at position i. It panics if
// deck is not a permutation of 0…N−1 (check with [IsPermutation] first). It
// does not allocate.
func (p *Permutations) Add(deck []int) {
	if len(deck) != p.N {
		panic(fmt.Sprintf("stats: Permutations.Add: deck of %d, tally for %d", len(deck), p.N))
	}
	p.Counts[Rank(deck)]++
	p.Trials++
}

// Merge adds the tallies of o to p. It panics if their N differ.
func (p *Permutations) Merge(o *Permutations) {
	if p.N != o.N {
		panic(fmt.Sprintf("stats: Permutations.Merge: N = %d and %d", p.N, o.N))
	}
	for i, c := range o.Counts {
		p.Counts[i] += c
	}
	p.Trials += o.Trials
}

// ChiSquare tests the tally against the uniform distribution on the n!
// orders; the counts are multinomial, so Pearson's statistic applies as is:
//
//	χ² = Σ_σ (O_σ − T/n!)² / (T/n!),   df = n! − 1,   p = P(χ²(df) ≥ χ²)
//
// The χ² approximation wants T/n! ≥ 5 or so (3600 samples for n = 6). With
// no trials, or n = 1, it returns (0, df, 1).
func (p *Permutations) ChiSquare() (chi2 float64, df int, pval float64) {
	df = len(p.Counts) - 1
	if p.Trials == 0 || df == 0 {
		return 0, df, 1
	}
	e := float64(p.Trials) / float64(len(p.Counts))
	for _, o := range p.Counts {
		d := float64(o) - e
		chi2 += d * d / e
	}
	return chi2, df, ChiSquareSurvival(chi2, df)
}

// TV returns the total variation distance between the observed frequencies
// and the uniform distribution on the n! orders:
//
//	TV = ½·Σ_σ |O_σ/T − 1/n!|
//
// It is 0 with no trials. Sampling noise biases it upward: a fair shuffle
// expects about √((n!−1)/(2πT)).
func (p *Permutations) TV() float64 {
	if p.Trials == 0 {
		return 0
	}
	t, u := float64(p.Trials), 1/float64(len(p.Counts))
	s := 0.0
	for _, o := range p.Counts {
		s += math.Abs(float64(o)/t - u)
	}
	return s / 2
}
