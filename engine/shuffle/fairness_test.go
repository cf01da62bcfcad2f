package shuffle

import (
	"math"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/stats"
)

// measure runs Measure for a named algorithm and fails the test on error.
func measure(t *testing.T, name string, o Options, n int, trials int64, g rng.Generator) *stats.Report {
	t.Helper()
	a, err := Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Measure(a, o, n, trials, g)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return r
}

// TestFairPasses: every fair algorithm, on every kind of generator, passes
// the report's test at fixed seeds. Each check fails a truly uniform shuffle
// with probability α = 0.001 (the p-value is uniform under the null), so the
// 20 checks below would all pass for about 98% of seed choices; with the
// seeds fixed the outcome is deterministic.
func TestFairPasses(t *testing.T) {
	const alpha = 1e-3
	gens := map[string]func(seed uint64) rng.Generator{
		"pcg":     func(s uint64) rng.Generator { return rng.NewPCG(s) },
		"chacha8": func(s uint64) rng.Generator { return rng.NewChaCha8(s) },
		"java":    func(s uint64) rng.Generator { return rng.NewJava(int64(s)) },
		"mt19937": func(s uint64) rng.Generator { return rng.NewMT19937(uint32(s)) },
		"delphi":  func(s uint64) rng.Generator { return rng.NewDelphi(uint32(s)) },
	}
	for name, gen := range gens {
		for _, seed := range []uint64{1, 2} {
			r := measure(t, "fisher-yates", Options{}, 20, 20000, gen(seed))
			if r.PValue < alpha {
				t.Errorf("fisher-yates on %s seed %d: p = %.3g < %g (χ² %.1f on %d df)", name, seed, r.PValue, alpha, r.Chi2, r.DF)
			}
		}
	}
	cases := []struct {
		name   string
		o      Options
		n      int
		trials int64
	}{
		{"partial", Options{Keep: 5}, 37, 20000},
		{"uniform-riffles", Options{}, 10, 5000},
		{"constrained-uniform", Options{}, 36, 3000},
		{"fisher-yates", Options{}, 300, 2000}, // grouped 64×64 matrix
		{"sort-key", Options{KeyBits: 64}, 20, 5000},
	}
	for _, c := range cases {
		for _, seed := range []uint64{1, 2} {
			r := measure(t, c.name, c.o, c.n, c.trials, rng.NewPCG(seed))
			if r.PValue < alpha || r.Malformed != 0 {
				t.Errorf("%s on %d, seed %d: p = %.3g < %g (%s), malformed %d", c.name, c.n, seed, r.PValue, alpha, r.Test, r.Malformed)
			}
		}
	}
}

// TestFairWholeOrders: for 4 cards the report also tallies all 24 orders;
// a multinomial χ² on them passes at α = 0.001 per check for the fair
// algorithms whose exactness is not proved by enumeration (uniform-riffles
// is uniform only by the Aldous–Diaconis theorem; batched Fisher–Yates by
// the argument tested in batched_test.go).
func TestFairWholeOrders(t *testing.T) {
	for _, name := range []string{"uniform-riffles", "fisher-yates"} {
		for _, seed := range []uint64{3, 4} {
			r := measure(t, name, Options{}, 4, 24000, rng.NewPCG(seed))
			if _, _, p := r.Perms.ChiSquare(); p < 1e-3 {
				t.Errorf("%s seed %d: whole-order χ² p = %.3g", name, seed, p)
			}
		}
	}
}

// TestUnfairDetected: the same report catches every unfair algorithm, and a
// fair algorithm on a toy generator, at the sample sizes below (each far
// beyond the p < 1e-6 line; the smallest margin is noted).
func TestUnfairDetected(t *testing.T) {
	cases := []struct {
		name   string
		o      Options
		n      int
		trials int64
		g      rng.Generator
	}{
		{"naive", Options{}, 8, 20000, rng.NewPCG(1)},
		{"asf", Options{}, 52, 20000, rng.NewDelphi(12345)},
		{"sort-key", Options{KeyBits: 3}, 8, 20000, rng.NewPCG(1)},
		{"riffle", Options{}, 8, 5000, rng.NewPCG(1)},
		{"inverse-riffle", Options{}, 8, 5000, rng.NewPCG(1)},
		{"constrained-original", Options{}, 36, 2000, rng.NewPCG(1)},
		{"constrained-fix", Options{}, 36, 2000, rng.NewPCG(1)},
	}
	lcg16, err := rng.NewLCG(13, 5, 16, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		r := measure(t, c.name, c.o, c.n, c.trials, c.g)
		if r.PValue >= stats.BiasedP {
			t.Errorf("%s on %d: p = %.3g, want < %g (%s)", c.name, c.n, r.PValue, stats.BiasedP, r.Test)
		}
	}
	// Fisher–Yates is only as good as its draws: lcg16 has 16 states, so at
	// most 16 of the 120 orders of 5 cards ever appear.
	r := measure(t, "fisher-yates", Options{}, 5, 2000, lcg16)
	if r.PValue >= stats.BiasedP {
		t.Errorf("fisher-yates on lcg16: p = %.3g, want < %g", r.PValue, stats.BiasedP)
	}
	seen := 0
	for _, c := range r.Perms.Counts {
		if c > 0 {
			seen++
		}
	}
	if seen > 16 {
		t.Errorf("fisher-yates on lcg16 reached %d orders of 5 cards; 16 states allow at most 16", seen)
	}
}

// TestUniformRifflesStoppingTime checks the number of riffles T that
// uniform-riffles makes on 52 cards against the birthday-problem law
// P(T ≤ s) = (2^s)_52 / 2^(52s) (Aldous and Diaconis 1986), with a χ² over
// bins merged to expected counts of at least 20 (α = 0.001), and the
// mean against E[T] = Σ_s P(T > s), which the source gives as ≈ 11.7243.
func TestUniformRifflesStoppingTime(t *testing.T) {
	const n, runs = 52, 3000
	cdf := func(s int) float64 { // Π_{i<n} (1 − i/2^s), computed in logs
		m := math.Ldexp(1, s)
		if float64(n) > m {
			return 0
		}
		l := 0.0
		for i := 1; i < n; i++ {
			l += math.Log1p(-float64(i) / m)
		}
		return math.Exp(l)
	}
	mean := 0.0
	for s := 0; s < 200; s++ {
		mean += 1 - cdf(s)
	}
	if math.Abs(mean-11.7243) > 5e-5 {
		t.Errorf("E[T] from the law = %.6f, the source says ≈ 11.7243", mean)
	}
	g := rng.NewPCG(52)
	counts := map[int]int{}
	sum := 0.0
	for range runs {
		T := len(UniformRiffleBits(n, g))
		counts[T]++
		sum += float64(T)
	}
	// Bins of consecutive s, each expecting at least 20 runs; the last bin
	// takes every T beyond the point where fewer than 20 are expected.
	var obs, exp []float64
	accO, accE := 0.0, 0.0
	for s := 0; runs*(1-cdf(s)) >= 20; s++ {
		accO += float64(counts[s])
		accE += runs * (cdf(s) - cdf(s-1))
		if accE >= 20 {
			obs, exp = append(obs, accO), append(exp, accE)
			accO, accE = 0, 0
		}
	}
	obs = append(obs, runs-sumF(obs))
	exp = append(exp, runs-sumF(exp))
	chi2 := 0.0
	for i := range obs {
		chi2 += (obs[i] - exp[i]) * (obs[i] - exp[i]) / exp[i]
	}
	if p := stats.ChiSquareSurvival(chi2, len(obs)-1); p < 1e-3 {
		t.Errorf("T's histogram vs the law: χ² %.1f on %d df, p = %.3g", chi2, len(obs)-1, p)
	}
	// The variance of T for 52 cards is about 2 (from the law); a 4.5 SE
	// band on the mean of 3000 runs is ±0.12 (false alarm ≈ 7e-6).
	variance := 0.0
	for s := 0; s < 200; s++ {
		variance += float64(2*s+1) * (1 - cdf(s))
	}
	variance -= mean * mean
	se := math.Sqrt(variance / runs)
	if got := sum / runs; math.Abs(got-mean) > 4.5*se {
		t.Errorf("mean T = %.4f over %d runs, law says %.4f ± %.4f", got, runs, mean, 4.5*se)
	}
}

func sumF(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}

// TestEveryAlgorithmEveryGenerator runs every algorithm on every generator —
// degenerate LCGs included: lcg:0,0,2 is constant and lcg:1,5,16 from seed 0
// never lets constrained-fix place a face — at the smallest sizes it accepts.
// Nothing may panic or hang; a sample that a degenerate generator spoils is
// counted as malformed, never returned as if it were fine.
func TestEveryAlgorithmEveryGenerator(t *testing.T) {
	gens := []rng.Generator{rng.NewPCG(1), rng.NewJava(1), rng.NewDelphi(1), rng.NewMT19937(1), rng.NewChaCha8(1), rng.NewOS()}
	for _, p := range [][3]uint64{{0, 0, 2}, {1, 5, 16}, {13, 5, 16}, {0, 0x7FFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF}} {
		g, err := rng.NewLCG(p[0], p[1], p[2], 0)
		if err != nil {
			t.Fatal(err)
		}
		gens = append(gens, g)
	}
	for _, a := range Algorithms() {
		sizes := []int{1, 2, 3, 5}
		if a.Kind == Faces {
			sizes = []int{6, 12, 18}
		}
		for _, n := range sizes {
			if _, err := a.Prepare(n, Options{}); err != nil {
				continue // refused with a message: fine
			}
			for _, g := range gens {
				r, err := Measure(a, Options{}, n, 5, g)
				if err != nil {
					t.Fatalf("%s on %d cards: %v", a.Name, n, err)
				}
				if r.Malformed+r.Matrix.Trials != 5 {
					t.Errorf("%s on %d cards, %T: %d tallied + %d malformed, want 5", a.Name, n, g, r.Matrix.Trials, r.Malformed)
				}
			}
		}
	}
}

// TestDegenerateGeneratorsReported: the samplers with retry loops give up on
// a generator that can never satisfy them, and the report says so.
func TestDegenerateGeneratorsReported(t *testing.T) {
	zero, _ := rng.NewLCG(0, 0, 2, 0)                                   // IntN always 0: labels never separate
	high, _ := rng.NewLCG(0, 0x7FFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF, 0) // Uint64 always ≈ 2^63: above every count
	for _, c := range []struct {
		name string
		n    int
		g    rng.Generator
	}{{"uniform-riffles", 8, zero}, {"constrained-uniform", 36, high}} {
		r := measure(t, c.name, Options{}, c.n, 3, c.g)
		if r.Malformed != 3 || r.PValue != 0 {
			t.Errorf("%s on a constant generator: %d malformed, p %g; want 3 and 0", c.name, r.Malformed, r.PValue)
		}
	}
	stuck, _ := rng.NewLCG(1, 5, 16, 0) // cuts cycle through a few values only
	r := measure(t, "constrained-fix", Options{}, 36, 3, stuck)
	if r.Malformed == 0 {
		t.Errorf("constrained-fix on lcg:1,5,16: want lost faces reported as malformed")
	}
}
