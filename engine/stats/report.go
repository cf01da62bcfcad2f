package stats

// Names of the tests that can produce a [Report]'s Chi2, DF and PValue.
const (
	TestPermutation = "position × card χ² (permutation-calibrated)"
	TestFaces       = "per-position χ², Bonferroni over positions"
)

// Report is the fairness report of a shuffle run (the CLI prints it; the TUI's
// panel draws it).
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

	Verdict Verdict
}

// Evaluate fills Verdict from Matrix and Malformed by [MatrixVerdict], and
// Chi2, DF, PValue, Test and TV beside it: [Matrix.PermutationChiSquare]
// for a card matrix, [Matrix.RowChiSquare] for a face matrix, and
// PValue = 0 if Malformed > 0. Chi2, DF and PValue are filled even when
// the verdict is TooFew. It panics if Matrix is nil.
func (r *Report) Evaluate() {
	m := r.Matrix
	r.Verdict = MatrixVerdict(m, r.Malformed)
	r.Chi2, r.DF, r.PValue = r.Verdict.Stat, r.Verdict.DF, r.Verdict.P
	r.Test = TestPermutation
	if m.Faces() {
		r.Test = TestFaces
	}
	r.TV = m.TV()
}
