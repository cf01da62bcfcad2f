package stats

import "fmt"

// BallChiSquare tests lottery draws of k distinct numbers from 1…n
// against uniform draws (every k-subset equally likely), counts[i] the
// times number i+1 came up in draws draws, n = len(counts):
//
//	e  = D·k/n,   Q = Σ_i (O_i − e)²/e
//	X² = Q·(n−1)/(n−k),   df = n − 1,   p = P(χ²(df) ≥ X²)
//
// The factor is needed because the balls of one draw are dependent (no
// number twice), so the counts are not multinomial and Q is not χ²(n−1).
// In one draw the indicator I_i of number i has mean q = k/n and variance
// q(1−q), and two numbers are drawn together with probability
// k(k−1)/(n(n−1)), so
//
//	Cov(I_i, I_j) = k(k−1)/(n(n−1)) − q² = −q(1−q)/(n−1),   i ≠ j:
//
// the covariance of a draw is q(1−q)·(n/(n−1))·(I − J/n), J the all-ones
// matrix. Over D independent draws the residuals (O_i − e)/√e have
// covariance (1−q)·(n/(n−1))·(I − J/n) = ((n−k)/(n−1))·(I − J/n): that
// factor times a projection of rank n − 1. Hence Q → ((n−k)/(n−1))·χ²(n−1)
// as D grows, and X² → χ²(n−1) — not only its mean but its whole law, the
// projection's eigenvalues being equal (the calibration
// [Matrix.PermutationChiSquare] makes for permutations, k = n there).
// E[X²] = n − 1 exactly for every D; only the χ² shape is asymptotic, good
// when e ≥ [MinExpected]. For k = 1 it is Pearson's test of one ball a draw.
//
// With no draws, one number, or k ≥ n (every number drawn every time) it
// returns (0, max(n−1, 0), 1). It panics if k < 1.
func BallChiSquare(counts []int64, k int, draws int64) (chi2 float64, df int, p float64) {
	if k < 1 {
		panic(fmt.Sprintf("stats: BallChiSquare with %d balls a draw", k))
	}
	n := len(counts)
	df = max(n-1, 0)
	if draws <= 0 || df < 1 || k >= n {
		return 0, df, 1
	}
	e := float64(draws) * float64(k) / float64(n)
	for _, o := range counts {
		d := float64(o) - e
		chi2 += d * d / e
	}
	chi2 *= float64(n-1) / float64(n-k)
	return chi2, df, ChiSquareSurvival(chi2, df)
}
