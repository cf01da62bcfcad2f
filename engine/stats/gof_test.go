package stats

import (
	"math"
	"testing"

	"riffle/engine/rng"
)

// With two degrees of freedom the χ² survival function is exp(−x/2), so a
// hand computation checks the whole chain: counts 10, 20, 30 against thirds
// give χ² = (100 + 0 + 100)/20 = 10 and p = e⁻⁵.
func TestGoodnessOfFitKnownAnswer(t *testing.T) {
	chi2, df, p := GoodnessOfFit([]int64{10, 20, 30}, []float64{1. / 3, 1. / 3, 1. / 3})
	if math.Abs(chi2-10) > 1e-12 || df != 2 || math.Abs(p-math.Exp(-5)) > 1e-12 {
		t.Fatalf("got χ² %v df %d p %v, want 10, 2, %v", chi2, df, p, math.Exp(-5))
	}
	// A category of probability 0 with no counts does not count toward df.
	chi2, df, _ = GoodnessOfFit([]int64{0, 10, 20, 30}, []float64{0, 1. / 3, 1. / 3, 1. / 3})
	if df != 2 || math.Abs(chi2-10) > 1e-12 {
		t.Fatalf("zero category: χ² %v df %d", chi2, df)
	}
	if _, df, p := GoodnessOfFit([]int64{0, 0}, []float64{0.5, 0.5}); df != 1 || p != 1 {
		t.Fatalf("no counts: df %d p %v", df, p)
	}
}

// Fair dice sums (two dice, 36,000 throws at a fixed seed) pass at
// α = 0.001 (a false alarm in one run in a thousand), and loaded dice —
// each shows 6 with probability 23/78 instead of 13/78 — fail at p < 1e-6:
// the sums' χ² then grows like T·Σ(q−p)²/p, in the thousands at 36,000
// throws, against 29.6 for the 99.9th percentile of χ²(10).
func TestGoodnessOfFitDetectsLoadedDice(t *testing.T) {
	probs := make([]float64, 13)
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			probs[a+b] += 1.0 / 36
		}
	}
	throw := func(g rng.Generator, loaded bool) int {
		if loaded && g.IntN(13) < 2 { // a 6 with extra probability 2/13
			return 6
		}
		return 1 + g.IntN(6)
	}
	for _, loaded := range []bool{false, true} {
		g := rng.NewPCG(7)
		counts := make([]int64, 13)
		for range 36000 {
			counts[throw(g, loaded)+throw(g, loaded)]++
		}
		_, df, p := GoodnessOfFit(counts, probs)
		if df != 10 {
			t.Fatalf("df %d, want 10", df)
		}
		if !loaded && p < 0.001 {
			t.Errorf("fair dice rejected: p = %v", p)
		}
		if loaded && p >= 1e-6 {
			t.Errorf("loaded dice passed: p = %v", p)
		}
	}
}

// Pooling by hand: probabilities 0.01, 0.04, 0.15, 0.3, 0.5 with 20 counts
// expect 0.2, 0.8, 3, 6, 10. Rarest first, groups close at 5 expected:
// {0.01, 0.04, 0.15} (4 expected) is still short when 0.3 joins (10
// expected), then {0.5} (10). Counts 1, 1, 2, 6, 10 give groups 10 and 10
// against 10 and 10: χ² 0, p 1, df 1.
func TestPooledGoodnessOfFitByHand(t *testing.T) {
	probs := []float64{0.5, 0.01, 0.3, 0.04, 0.15}
	counts := []int64{10, 1, 6, 1, 2}
	chi2, df, p, ok := PooledGoodnessOfFit(counts, probs, 5)
	if !ok || df != 1 || math.Abs(chi2) > 1e-12 || p != 1 {
		t.Fatalf("got χ² %v df %d p %v ok %v", chi2, df, p, ok)
	}
	// Counts 4, 0, 0, 0, 16 on the same groups: {0.01…0.3}: 4 against 10,
	// {0.5}: 16 against 10: χ² = 36/10 + 36/10 = 7.2 with 1 df.
	chi2, df, _, ok = PooledGoodnessOfFit([]int64{16, 4, 0, 0, 0}, probs, 5)
	if !ok || df != 1 || math.Abs(chi2-7.2) > 1e-12 {
		t.Fatalf("got χ² %v df %d ok %v, want 7.2, 1", chi2, df, ok)
	}
	// Without rare categories it is GoodnessOfFit itself.
	c1, d1, p1 := GoodnessOfFit([]int64{10, 20, 30}, []float64{1. / 3, 1. / 3, 1. / 3})
	c2, d2, p2, ok := PooledGoodnessOfFit([]int64{10, 20, 30}, []float64{1. / 3, 1. / 3, 1. / 3}, 5)
	if !ok || c1 != c2 || d1 != d2 || p1 != p2 {
		t.Fatalf("unpooled: %v %v %v vs %v %v %v", c1, d1, p1, c2, d2, p2)
	}
	// Two samples of a poker-like table cannot be tested at all.
	if _, _, _, ok := PooledGoodnessOfFit([]int64{2, 0, 0}, []float64{0.5, 0.42, 0.08}, 5); ok {
		t.Error("2 samples were tested")
	}
}

// Pooled, the test keeps its size on small samples where the plain one
// does not: 2,000 runs of 20 draws from the 5-card poker class table at a
// fixed seed. With groups expecting ≥ 5 the share of p < 0.05 stays near
// 0.05 (binomial SE 0.0049; allowed 0.02…0.08, beyond 6 SE: a false
// failure has probability below 1e-8); the same data unpooled (expected
// counts down to 3e-5) rejects far more often. And a biased table (the
// first class twice as likely) is caught on 2,000 draws.
func TestPooledGoodnessOfFitSize(t *testing.T) {
	probs := []float64{0.501177, 0.422569, 0.047539, 0.021128, 0.003925, 0.001965, 0.001441, 0.000240, 0.0000139, 0.0000015}
	sum := 0.0
	for _, q := range probs {
		sum += q
	}
	for i := range probs {
		probs[i] /= sum
	}
	g := rng.NewPCG(2024)
	draw := func(ps []float64) int {
		u := float64(g.Uint64()>>11) / (1 << 53)
		for i, q := range ps {
			if u < q {
				return i
			}
			u -= q
		}
		return len(ps) - 1
	}
	pooledRej, plainRej := 0, 0
	const runs = 2000
	for range runs {
		counts := make([]int64, len(probs))
		for range 20 {
			counts[draw(probs)]++
		}
		if _, _, p, ok := PooledGoodnessOfFit(counts, probs, 5); ok && p < 0.05 {
			pooledRej++
		}
		if _, _, p := GoodnessOfFit(counts, probs); p < 0.05 {
			plainRej++
		}
	}
	if r := float64(pooledRej) / runs; r < 0.02 || r > 0.08 {
		t.Errorf("pooled test rejects %.3f of fair samples, want about 0.05", r)
	}
	if plainRej <= 2*pooledRej {
		t.Errorf("unpooled test rejects %d, pooled %d: expected the unpooled test to be far too eager", plainRej, pooledRej)
	}
	biased := append([]float64(nil), probs...)
	biased[0] *= 2
	s := 0.0
	for _, q := range biased {
		s += q
	}
	for i := range biased {
		biased[i] /= s
	}
	counts := make([]int64, len(probs))
	for range 2000 {
		counts[draw(biased)]++
	}
	if _, _, p, ok := PooledGoodnessOfFit(counts, probs, 5); !ok || p > 1e-6 {
		t.Errorf("biased table not caught: p %v ok %v", p, ok)
	}
}
