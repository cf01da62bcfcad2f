package stats

import (
	"fmt"
	"math"
)

// Names of the tests that can produce a [Report]'s Chi2, DF and PValue.
const (
	TestPermutation = "position × card χ² (permutation-calibrated)"
	TestFaces       = "per-position χ², Bonferroni over positions"
)

// Verdict thresholds on a p-value; see [Verdict].
const (
	FairP   = 0.01 // p ≥ FairP: no evidence of bias
	BiasedP = 1e-6 // p < BiasedP: biased
)

// Report is the fairness report of a shuffle run (the CLI prints it; the TUI's
// panel will draw it).
type Report struct {
	Algo, Gen string
	Cards     int
	Trials    int64
	Seed      uint64

	Chi2   float64
	DF     int
	PValue float64
	TV     float64
	Test   string // which test produced Chi2/DF/PValue: TestPermutation or TestFaces

	Matrix *Matrix
	Perms  *Permutations // n ≤ MaxPermN only
	Exact  *Distribution // when the caller computed one; may be nil

	// Malformed counts samples that were not a permutation of the deck (or
	// not the right multiset of faces), such as a constrained sampler that
	// lost a card. They are not in Matrix or Perms; any makes PValue 0.
	Malformed int64

	Verdict string
}

// Evaluate fills Chi2, DF, PValue, TV, Test and Verdict from Matrix and
// Malformed: [Matrix.PermutationChiSquare] for a card matrix,
// [Matrix.RowChiSquare] for a face matrix, and PValue = 0 with a verdict
// naming the malformed samples if Malformed > 0. It panics if Matrix is nil.
func (r *Report) Evaluate() {
	m := r.Matrix
	if m.Faces() {
		r.Chi2, r.DF, r.PValue = m.RowChiSquare()
		r.Test = TestFaces
	} else {
		r.Chi2, r.DF, r.PValue = m.PermutationChiSquare()
		r.Test = TestPermutation
	}
	r.TV = m.TV()
	r.Verdict = Verdict(r.PValue)
	if r.Malformed > 0 {
		r.PValue = 0
		what := "permutations of the deck"
		if m.Faces() {
			what = "the right multiset of faces"
		}
		r.Verdict = fmt.Sprintf("broken: %d of %d samples were not %s",
			r.Malformed, r.Malformed+m.Trials, what)
	}
}

// Verdict words a p-value in plain terms, never claiming proof:
//
//	p ≥ 0.01         "no evidence of bias at p ≥ 0.01"
//	1e-6 ≤ p < 0.01  "suspicious: p = 0.0023" (two significant digits)
//	p < 1e-6         "biased: p < 1e-6"
//
// A fair shuffle is called suspicious in about one run in a hundred and
// biased in about one in a million; a suspicious run calls for a longer one
// with another seed. A NaN p gives "no verdict".
func Verdict(p float64) string {
	switch {
	case math.IsNaN(p):
		return "no verdict: p is not a number"
	case p >= FairP:
		return "no evidence of bias at p ≥ 0.01"
	case p >= BiasedP:
		return fmt.Sprintf("suspicious: p = %.2g", p)
	default:
		return "biased: p < 1e-6"
	}
}
