package stats

import "math"

// BinomialMAD is the mean absolute deviation of a binomial variable,
// E|X − np| for X ~ Binomial(n, p), by de Moivre's closed form:
//
//	E|X − np| = 2 (m+1) C(n, m+1) p^(m+1) (1−p)^(n−m),  m = ⌊np⌋
//
// (see Diaconis and Zabell, "Closed form summation for classical
// distributions: variations on a theme of de Moivre", Statistical Science,
// 1991). It is evaluated in logarithms, to about 1e-6 relative accuracy for
// n up to 10⁹. It returns 0 for p ≤ 0, p ≥ 1 or n ≤ 0.
func BinomialMAD(n int64, p float64) float64 {
	if n <= 0 || p <= 0 || p >= 1 {
		return 0
	}
	m := int64(math.Floor(float64(n) * p))
	if m >= n {
		return 0
	}
	k := float64(m + 1)
	lg := func(x float64) float64 { v, _ := math.Lgamma(x); return v }
	logC := lg(float64(n)+1) - lg(k+1) - lg(float64(n)-k+1)
	return 2 * k * math.Exp(logC+k*math.Log(p)+float64(n-m)*math.Log1p(-p))
}

// NullTV is the expected value of [Matrix.TV] for a perfectly uniform
// sampler with the same number of trials: the distance that sampling noise
// alone produces, to read TV against. Each row of an ungrouped or face
// matrix counts T draws uniform on its Cols columns, so
//
//	E[TV] = Cols · E|X − T/Cols| / (2T),  X ~ Binomial(T, 1/Cols)
//
// (BinomialMAD). For grouped matrices, whose cells are not binomial, and
// before any trial, it returns NaN.
func (m *Matrix) NullTV() float64 {
	if m.Trials == 0 || (!m.faces && m.Rows != m.N) {
		return math.NaN()
	}
	return float64(m.Cols) * BinomialMAD(m.Trials, 1/float64(m.Cols)) / (2 * float64(m.Trials))
}
