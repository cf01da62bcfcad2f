package stats

import (
	"fmt"
	"math"
	"slices"
)

// The verdict's two levels on a p-value, one pair for every test and every
// place that shows a verdict (the fairness panel, the Shuffle Lab, the
// lottery, the class's terminal, riffle shuffle):
//
//	p ≥ FairP             Fair        no evidence of bias
//	BiasedP ≤ p < FairP   Suspicious  worth a longer run with another seed
//	p < BiasedP           Biased
//
// Under a fair source a valid test's p is uniform on [0, 1], so the
// false-positive rates are the levels themselves: one test in 100 calls a
// fair source suspicious or worse, one in 1,000,000 calls it biased. The
// levels are far apart on purpose. A screen re-tests as samples arrive, and
// every look is another chance of a false alarm: over k looks the chance
// that any calls a fair source biased is at most k·BiasedP (Bonferroni's
// bound; successive looks share most of their samples, so it is far less),
// under 0.04 for an hour of the panel's ten looks a second. Suspicious is
// that chance made visible, a reason to look again, never a conclusion.
//
// The class's terminal once judged its dice at a single level of 0.001,
// between these two: a p of 0.005 read "suspicious" on a student's panel
// and "consistent with fair dice" on the teacher's. It now uses these.
const (
	FairP   = 0.01 // p ≥ FairP: no evidence of bias
	BiasedP = 1e-6 // p < BiasedP: biased
)

// MinExpected is the least count every cell of a χ² test (or every group of
// cells, where rare ones are pooled) must expect before its p-value is
// read: below it the χ² approximation to Pearson's statistic is poor and p
// can be far too small. It is Cochran's rule of thumb (W. G. Cochran, "Some
// methods for strengthening the common χ² tests", Biometrics 10, 1954),
// applied to every cell without his allowance for a few small ones.
const MinExpected = 5

// VerdictKind is what a test says about a source of randomness.
type VerdictKind uint8

const (
	// TooFew: no test was made — too few samples for the test's rule (see
	// [Verdict.Need]), or nothing to test (one outcome is certain).
	TooFew     VerdictKind = iota
	Fair                   // p ≥ FairP: no evidence of bias
	Suspicious             // BiasedP ≤ p < FairP
	Biased                 // p < BiasedP
	// Broken: some samples were not of the right kind (a shuffle that lost
	// a card, a sampler that lost a face): wrong whatever the statistic.
	Broken
)

// String is the kind in a few words: "too few samples", "no evidence of
// bias", "suspicious", "biased", "broken".
func (k VerdictKind) String() string {
	switch k {
	case TooFew:
		return "too few samples"
	case Fair:
		return "no evidence of bias"
	case Suspicious:
		return "suspicious"
	case Biased:
		return "biased"
	case Broken:
		return "broken"
	}
	return fmt.Sprintf("VerdictKind(%d)", k)
}

// Verdict is the outcome of one fairness test, made by the test's
// constructor: [FitVerdict] (pooled goodness of fit: dice faces, outcomes
// of known probabilities), [BallVerdict] (lottery numbers drawn without
// replacement) or [MatrixVerdict] (the position × card or position × face
// matrix of a shuffle). Those who show it draw Kind and never compare P
// with a level themselves.
//
// Stat, DF and P are the test's χ², degrees of freedom and p-value. A
// TooFew or Broken verdict is not read from them: they are those of the
// test where it could still be computed (a matrix always can), else 0, 0
// and 1; a Broken verdict's P is 0.
type Verdict struct {
	Kind VerdictKind
	Stat float64
	DF   int
	P    float64
	N    int64 // samples tested (dice thrown, draws, shuffles)
	// Need is, for TooFew, how many more samples the rule wants before a
	// test; 0 when more samples cannot help (nothing to test).
	Need int64
	// Malformed counts, for Broken, the samples that were not of the right
	// kind; they are not in N.
	Malformed int64
	Rule      string // the test and its rule for too few, in words
	Why       string // for TooFew and Broken, why there is no verdict from P
}

// String words the verdict, never claiming proof:
//
//	Fair        "no evidence of bias at p ≥ 0.01"
//	Suspicious  "suspicious: p = 0.0023" (two significant digits)
//	Biased      "biased: p < 1e-6"
//	TooFew      why there is no test: "too few samples for a test (groups
//	            need 5 expected)", "no samples yet: no test", …
//	Broken      "broken: 3 of 1000 samples were not permutations of the deck"
//
// A suspicious run calls for a longer one with another seed.
func (v Verdict) String() string {
	switch v.Kind {
	case Fair:
		return "no evidence of bias at p ≥ 0.01"
	case Suspicious:
		return fmt.Sprintf("suspicious: p = %.2g", v.P)
	case Biased:
		return "biased: p < 1e-6"
	}
	return v.Why
}

// judge is the verdict of a test that was made: its kind by p against
// FairP and BiasedP. The only comparison of a p-value with a level. A NaN
// p (not reached by the constructors) gives no verdict.
func judge(stat float64, df int, p float64, n int64, rule string) Verdict {
	v := Verdict{Stat: stat, DF: df, P: p, N: n, Rule: rule}
	switch {
	case math.IsNaN(p):
		v.Kind, v.Why = TooFew, "no verdict: p is not a number"
	case p >= FairP:
		v.Kind = Fair
	case p >= BiasedP:
		v.Kind = Suspicious
	default:
		v.Kind = Biased
	}
	return v
}

// Rules of the three tests, as [Verdict.Rule] gives them.
const (
	RuleFit   = "Pearson's χ² goodness of fit, the rarest outcomes pooled until every group expects ≥ 5"
	RuleBalls = "Pearson's χ² over the numbers drawn, scaled by (n−1)/(n−k) for draws without replacement; " +
		"every number expects ≥ 5"
	RuleCells = "every cell expects ≥ 5"
)

// FitVerdict tests counts against the category probabilities probs (a
// die's faces, dice sums, hand classes, lottery numbers one ball a draw)
// by Pearson's goodness of fit, pooling the rarest categories until every
// group expects MinExpected ([PooledGoodnessOfFit]):
//
//	χ² = Σ_g (O_g − T·p_g)² / (T·p_g),   df = groups − 1
//
// Too few samples: fewer than two groups reach MinExpected. For a fair
// die of any even number of sides that is below 10 throws (two halves
// of 5 expected); Need says how many more. There is nothing to test with
// fewer than two categories of positive probability; no expected counts
// (every probability 0: a law still being computed) give no test either.
//
// It panics as GoodnessOfFit does: lengths that differ, a negative
// probability, or a count in a category of probability 0 (unless every
// probability is 0).
func FitVerdict(counts []int64, probs []float64) Verdict {
	if len(counts) != len(probs) {
		panic(fmt.Sprintf("stats: FitVerdict: %d counts, %d probabilities", len(counts), len(probs)))
	}
	var n int64
	possible := 0
	for i, c := range counts {
		n += c
		if probs[i] > 0 {
			possible++
		}
	}
	v := Verdict{Kind: TooFew, P: 1, N: n, Rule: RuleFit}
	switch {
	case n == 0:
		v.Why = "no samples yet: no test"
		v.Need = fitNeed(probs)
		return v
	case possible == 0:
		v.Why = "no expected counts yet: no test"
		return v
	case possible < 2:
		v.Why = "one outcome is certain: nothing to test"
		return v
	}
	chi2, df, p, ok := PooledGoodnessOfFit(counts, probs, MinExpected)
	if !ok {
		v.Why = fmt.Sprintf("too few samples for a test (groups need %d expected)", MinExpected)
		v.Need = max(1, fitNeed(probs)-n)
		return v
	}
	return judge(chi2, df, p, n, RuleFit)
}

// fitNeed is the fewest samples at which [PooledGoodnessOfFit] makes two
// groups of MinExpected, 0 with fewer than two categories of positive
// probability. The categories are gathered rarest first; with q the
// probability of the first j of them (S the sum of all), T samples make
// two groups when
//
//	T·q ≥ MinExpected  and  T·(S − q) ≥ MinExpected
//
// for some j (the first group closes at or before j; the rest expects
// enough to close a second). Both grow with T, so the least T is the least
// over j of max(m/q, m/(S−q)); a step each way against rounding checks it
// against the pooling itself.
func fitNeed(probs []float64) int64 {
	order := poolOrder(probs)
	if len(order) < 2 {
		return 0
	}
	s := 0.0
	for _, i := range order {
		s += probs[i]
	}
	best, q := math.Inf(1), 0.0
	for _, i := range order[:len(order)-1] {
		q += probs[i]
		best = min(best, max(MinExpected/q, MinExpected/(s-q)))
	}
	t := int64(math.Ceil(best))
	two := func(t int64) bool { return len(poolEnds(order, probs, float64(t), MinExpected)) >= 2 }
	for !two(t) {
		t++
	}
	for t > 1 && two(t-1) {
		t--
	}
	return t
}

// BallVerdict tests lottery draws of k distinct numbers from 1…n, counts[i]
// the times number i+1 came up in draws draws, by [BallChiSquare]: χ²
// with n − 1 degrees of freedom.
//
// Too few samples: a number expects fewer than MinExpected, draws·k/n < 5;
// Need is the draws still wanted, ⌈5n/k⌉ − draws. Nothing to test when
// every number is drawn every time (k ≥ n), there is one number, or a draw
// has no balls (k < 1).
//
// It panics if draws < 0.
func BallVerdict(counts []int64, k int, draws int64) Verdict {
	if draws < 0 {
		panic(fmt.Sprintf("stats: BallVerdict: %d draws", draws))
	}
	n := len(counts)
	v := Verdict{Kind: TooFew, P: 1, N: draws, Rule: RuleBalls}
	switch {
	case k >= n:
		v.Why = "every number is drawn every time: nothing to test"
		return v
	case k < 1:
		v.Why = "no balls are drawn: nothing to test"
		return v
	}
	need := (MinExpected*int64(n) + int64(k) - 1) / int64(k) // ⌈5n/k⌉: draws·k ≥ 5n
	switch {
	case draws == 0:
		v.Why, v.Need = "no draws yet: no test", need
		return v
	case draws < need:
		v.Why = fmt.Sprintf("too few draws for a test (each number needs %d expected)", MinExpected)
		v.Need = need - draws
		return v
	}
	chi2, df, p := BallChiSquare(counts, k, draws)
	return judge(chi2, df, p, draws, RuleBalls)
}

// MatrixVerdict tests a shuffle's matrix and counts the malformed samples
// kept out of it: [Matrix.PermutationChiSquare] for a position × card
// matrix, [Matrix.RowChiSquare] for a position × face one (Rule names the
// test: [TestPermutation] or [TestFaces], then the rule for too few).
//
// Broken, with P = 0, when malformed > 0: a sample that is not a
// permutation of the deck (or not the right multiset of faces) condemns
// the sampler whatever the statistic says. Too few samples: a cell expects
// fewer than MinExpected ([Matrix.Expected]: T/N for a full matrix, so 5N
// shuffles; T/faces for dice); Need is the samples still wanted. Nothing
// to test for one card or one face (df = 0).
func MatrixVerdict(m *Matrix, malformed int64) Verdict {
	test := TestPermutation
	var chi2 float64
	var df int
	var p float64
	if m.Faces() {
		test = TestFaces
		chi2, df, p = m.RowChiSquare()
	} else {
		chi2, df, p = m.PermutationChiSquare()
	}
	rule := test + "; " + RuleCells
	v := Verdict{Kind: TooFew, Stat: chi2, DF: df, P: p, N: m.Trials, Malformed: malformed, Rule: rule}
	need := m.minTrials(MinExpected)
	switch {
	case malformed > 0:
		what := "permutations of the deck"
		if m.Faces() {
			what = "the right multiset of faces"
		}
		v.Kind, v.P = Broken, 0
		v.Why = fmt.Sprintf("broken: %d of %d samples were not %s", malformed, malformed+m.Trials, what)
	case df == 0:
		v.Why = "one outcome is certain: nothing to test"
	case m.Trials == 0:
		v.Why, v.Need = "no samples yet: no test", need
	case m.Trials < need:
		v.Why = fmt.Sprintf("too few samples for a test (each cell needs %d expected)", MinExpected)
		v.Need = need - m.Trials
	default:
		return judge(chi2, df, p, m.Trials, rule)
	}
	return v
}

// minTrials is the fewest trials at which every cell of m expects at least
// e: the smallest cell is the product of the smallest row and column
// groups, E = T·p·c/N (T/Cols for faces), so T ≥ ⌈e·N/(p·c)⌉.
func (m *Matrix) minTrials(e int64) int64 {
	if m.faces {
		return e * int64(m.Cols)
	}
	d := int64(slices.Min(m.rowSize) * slices.Min(m.colSize))
	return (e*int64(m.N) + d - 1) / d
}
