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
