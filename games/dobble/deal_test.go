package dobble

import (
	"testing"
	"time"

	"riffle/engine/rng"
	"riffle/engine/stats"
)

// pairCounts deals draws pairs of an n-card deck with deal and counts each
// ordered pair (a, b), a ≠ b, at a·n + b.
func pairCounts(n, draws int, deal func() (int, int)) []int64 {
	counts := make([]int64, n*n)
	for range draws {
		a, b := deal()
		counts[a*n+b]++
	}
	return counts
}

// uniformPairs is the law of a uniform ordered pair of distinct cards:
// 1/(n(n−1)) off the diagonal, 0 on it.
func uniformPairs(n int) []float64 {
	p := make([]float64, n*n)
	for a := range n {
		for b := range n {
			if a != b {
				p[a*n+b] = 1 / float64(n*(n-1))
			}
		}
	}
	return p
}

// The pairs dealt are uniform over the ordered pairs of distinct cards:
// Pearson's χ² over all n(n−1) of them, 50 expected each, at fixed seeds.
// Under uniformity p < 1e-6 happens with probability 1e-6 a seed and
// variant (the χ² law is a close approximation at 50 expected a cell), so
// the test fails falsely about once in 160,000 runs of its six. The same
// test rejects a dealer that turns a repeat into the next card (making
// (a, a+1) twice as likely), so it is not blind.
func TestDealUniform(t *testing.T) {
	for _, v := range []Variant{Classic(), {Double: true, PerCard: 5}, {Double: true, PerCard: 6}} {
		for _, seed := range []uint64{1, 2} {
			g, err := New(v, rng.NewPCG(seed), time.Time{})
			if err != nil {
				t.Fatal(err)
			}
			n := len(g.Deck().Cards)
			counts := pairCounts(n, 50*n*(n-1), func() (int, int) {
				g.deal(time.Time{})
				return g.Cards()[0], g.Cards()[1]
			})
			if _, _, p := stats.GoodnessOfFit(counts, uniformPairs(n)); p < 1e-6 {
				t.Errorf("%s seed %d: p = %g, the pairs are not uniform", v, seed, p)
			}
		}
	}
	gen := rng.NewPCG(1)
	n := 11
	biased := pairCounts(n, 50*n*(n-1), func() (int, int) {
		a, b := gen.IntN(n), gen.IntN(n)
		if b == a {
			b = (b + 1) % n // (a, a+1) twice as likely as any other pair
		}
		return a, b
	})
	if _, _, p := stats.GoodnessOfFit(biased, uniformPairs(n)); p >= 1e-6 {
		t.Errorf("a dealer that turns a repeat into the next card passes: p = %g", p)
	}
}
