package stats

import (
	"cmp"
	"fmt"
	"slices"
)

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

// PooledGoodnessOfFit is GoodnessOfFit after pooling rare categories, so
// that the χ² approximation holds: categories are taken in increasing order
// of probability (ties by index) and gathered into groups, each closed once
// it expects at least minExpected counts (T·Σp ≥ minExpected); a last group
// that falls short joins the group before it. The grouping depends on the
// counts only through their total T. ok is false, with no test, when fewer
// than two groups reach minExpected: too few counts to test at all. df is
// groups − 1. Categories of probability 0 are left out (a count in one
// panics, as in GoodnessOfFit).
func PooledGoodnessOfFit(counts []int64, probs []float64, minExpected float64) (chi2 float64, df int, p float64, ok bool) {
	if len(counts) != len(probs) {
		panic(fmt.Sprintf("stats: PooledGoodnessOfFit: %d counts, %d probabilities", len(counts), len(probs)))
	}
	var total int64
	for i, c := range counts {
		if probs[i] < 0 || probs[i] == 0 && c != 0 {
			GoodnessOfFit(counts, probs) // panics with the reason
		}
		total += c
	}
	order := poolOrder(probs)
	ends := poolEnds(order, probs, float64(total), minExpected)
	if len(ends) < 2 {
		return 0, 0, 1, false
	}
	gc := make([]int64, len(ends))
	gp := make([]float64, len(ends))
	start := 0
	for g, end := range ends {
		for _, i := range order[start:end] {
			gc[g] += counts[i]
			gp[g] += probs[i]
		}
		start = end
	}
	chi2, df, p = GoodnessOfFit(gc, gp)
	return chi2, df, p, true
}

// poolOrder is the order in which PooledGoodnessOfFit gathers categories:
// those of positive probability, rarest first, ties by index.
func poolOrder(probs []float64) []int {
	var idx []int
	for i, q := range probs {
		if q > 0 {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(probs[a], probs[b]) })
	return idx
}

// poolEnds groups the categories of order for a total of t counts: group g
// is order[ends[g−1]:ends[g]] (from 0 for the first). A group closes once it
// expects at least minExpected; a short last group joins the one before it.
// Fewer than two ends mean no test.
func poolEnds(order []int, probs []float64, t, minExpected float64) []int {
	var ends []int
	var q float64
	for j, i := range order {
		q += probs[i]
		if t*q >= minExpected {
			ends = append(ends, j+1)
			q = 0
		}
	}
	if n := len(ends); n > 0 && ends[n-1] < len(order) {
		ends[n-1] = len(order)
	}
	return ends
}
