package stats

import (
	"fmt"
	"math"
)

// Gaps tallies how far apart equal values fall in sequences of values
// 1…Values, such as dice faces: for every value, the gap between each of
// its occurrences and the next one,
//
//	gap = j' − j   for s[j] = s[j'] = v and no v in s[j+1 … j'−1].
//
// A sequence holding value v c times contributes c − 1 gaps of v (ends do
// not wrap). Counts[g] is the number of gaps of exactly g for 1 ≤ g < Max,
// and Counts[Max] the number of gaps of Max or more.
//
// Beside the histogram it keeps, per sequence, the number of gaps of
// exactly Focus, so that its mean over sequences comes with a standard
// error ([Gaps.FocusMean]). For dice that may not repeat a face within d
// places, Focus = d + 1 counts the faces that come back as soon as the rule
// lets them: the clusters that the constrained dice roller's "insert at
// the first opportunity" makes (the Beaver BarCamp page,
// /work/shared/sources/constrained-dice-shuffle.txt).
//
// A Gaps is not safe for concurrent use; give each goroutine its own and
// [Gaps.Merge] them.
type Gaps struct {
	Values int     // values are 1…Values
	Max    int     // gaps ≥ Max share Counts[Max]
	Focus  int     // the gap whose per-sequence count FocusMean reports
	Counts []int64 // Counts[g], g = 1…Max; Counts[0] is always 0
	Seqs   int64   // sequences added

	focusSum, focusSumSq float64 // Σ and Σ² of the per-sequence Focus counts
	last                 []int   // scratch: last position of each value, −1 if none
}

// NewGaps returns an empty tally for sequences of values 1…values, with
// gaps of maxGap or more in one bucket and the per-sequence count of gaps
// of exactly focus. It panics unless values ≥ 1 and 1 ≤ focus ≤ maxGap.
func NewGaps(values, maxGap, focus int) *Gaps {
	if values < 1 || focus < 1 || focus > maxGap {
		panic(fmt.Sprintf("stats: NewGaps(%d, %d, %d): need values ≥ 1 and 1 ≤ focus ≤ maxGap", values, maxGap, focus))
	}
	return &Gaps{Values: values, Max: maxGap, Focus: focus, Counts: make([]int64, maxGap+1), last: make([]int, values+1)}
}

// Add tallies the gaps of one sequence. It panics if a value is outside
// 1…Values. It does not allocate.
func (g *Gaps) Add(seq []int) {
	for v := range g.last {
		g.last[v] = -1
	}
	focus := 0
	for j, v := range seq {
		if v < 1 || v > g.Values {
			panic(fmt.Sprintf("stats: Gaps.Add: value %d outside 1…%d", v, g.Values))
		}
		if p := g.last[v]; p >= 0 {
			gap := j - p
			if gap == g.Focus {
				focus++
			}
			g.Counts[min(gap, g.Max)]++
		}
		g.last[v] = j
	}
	g.Seqs++
	f := float64(focus)
	g.focusSum += f
	g.focusSumSq += f * f
}

// Merge adds the tallies of o to g. It panics if Values, Max or Focus
// differ.
func (g *Gaps) Merge(o *Gaps) {
	if g.Values != o.Values || g.Max != o.Max || g.Focus != o.Focus {
		panic("stats: Gaps.Merge: tallies of different shapes")
	}
	for i, c := range o.Counts {
		g.Counts[i] += c
	}
	g.Seqs += o.Seqs
	g.focusSum += o.focusSum
	g.focusSumSq += o.focusSumSq
}

// Total returns the number of gaps tallied.
func (g *Gaps) Total() int64 {
	var t int64
	for _, c := range g.Counts {
		t += c
	}
	return t
}

// Share returns the fraction of all gaps tallied in Counts[gap] (gaps ≥
// Max for gap = Max), or NaN before any gap. It panics if gap is outside
// 1…Max.
func (g *Gaps) Share(gap int) float64 {
	if gap < 1 || gap > g.Max {
		panic(fmt.Sprintf("stats: Gaps.Share(%d) outside 1…%d", gap, g.Max))
	}
	t := g.Total()
	if t == 0 {
		return math.NaN()
	}
	return float64(g.Counts[gap]) / float64(t)
}

// FocusMean returns the mean number of gaps of exactly Focus per sequence,
// and its standard error from the sample variance over sequences,
//
//	mean = Σx/n,   se = √( (Σx² − n·mean²) / ((n − 1)·n) ),
//
// the sequences being independent samples. With no sequence both are NaN;
// with one, se is NaN.
func (g *Gaps) FocusMean() (mean, se float64) {
	n := float64(g.Seqs)
	if n == 0 {
		return math.NaN(), math.NaN()
	}
	mean = g.focusSum / n
	if n < 2 {
		return mean, math.NaN()
	}
	v := max(0, (g.focusSumSq-n*mean*mean)/(n-1))
	return mean, math.Sqrt(v / n)
}
