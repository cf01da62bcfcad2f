package stats

import "fmt"

// GoodnessOfFit is Pearson's goodness-of-fit test of counts against the
// category probabilities probs (dice faces, dice sums, lottery numbers):
//
//	χ² = Σ_i (O_i − T·p_i)² / (T·p_i),   df = k − 1,   p = P(χ²(df) ≥ χ²)
//
// with T = Σ O_i and k the number of categories with p_i > 0. The χ²
// approximation wants every T·p_i ≥ 5 or so. With no counts, or one
// category, it returns (0, df, 1). It panics if the lengths differ, a
// probability is negative, or a count falls in a category of probability 0.
func GoodnessOfFit(counts []int64, probs []float64) (chi2 float64, df int, p float64) {
	if len(counts) != len(probs) {
		panic(fmt.Sprintf("stats: GoodnessOfFit: %d counts, %d probabilities", len(counts), len(probs)))
	}
	var total int64
	k := 0
	for i, c := range counts {
		switch {
		case probs[i] < 0:
			panic(fmt.Sprintf("stats: GoodnessOfFit: probability %d is %g", i, probs[i]))
		case probs[i] == 0 && c != 0:
			panic(fmt.Sprintf("stats: GoodnessOfFit: %d counts in category %d of probability 0", c, i))
		case probs[i] > 0:
			k++
		}
		total += c
	}
	df = k - 1
	if total == 0 || df < 1 {
		return 0, max(df, 0), 1
	}
	t := float64(total)
	for i, c := range counts {
		if probs[i] == 0 {
			continue
		}
		e := t * probs[i]
		d := float64(c) - e
		chi2 += d * d / e
	}
	return chi2, df, ChiSquareSurvival(chi2, df)
}
