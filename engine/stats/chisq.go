package stats

import (
	"fmt"

	"gonum.org/v1/gonum/stat/distuv"
)

// ChiSquareSurvival returns the upper tail probability of the χ²
// distribution with df degrees of freedom at chi2,
//
//	P(χ²(df) ≥ chi2) = Q(df/2, chi2/2),
//
// Q being the regularised upper incomplete gamma function. It is
// gonum's distuv.ChiSquared{K: df}.Survival; for chi2 ≤ 0 it returns 1.
// Accurate far into the tail; p underflows to 0 once it would fall below
// the smallest float64 (about 1e-308).
//
// It panics if df < 1.
func ChiSquareSurvival(chi2 float64, df int) float64 {
	if df < 1 {
		panic(fmt.Sprintf("stats: ChiSquareSurvival with df = %d < 1", df))
	}
	return distuv.ChiSquared{K: float64(df)}.Survival(chi2)
}
