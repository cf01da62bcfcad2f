package tui

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"riffle/engine/stats"
)

// categorical tallies outcomes of known probabilities, such as the faces
// of a die or the sums of two dice, for the panel's observed-vs-expected
// bars and Pearson's goodness-of-fit test.
type categorical struct {
	title  string
	labels []string
	probs  []float64
	counts []int64
}

// newFaceTally tallies the faces of a fair die with the given sides.
func newFaceTally(sides int) *categorical {
	c := &categorical{title: fmt.Sprintf("d%d faces", sides)}
	for f := 1; f <= sides; f++ {
		c.labels = append(c.labels, fmt.Sprint(f))
		c.probs = append(c.probs, 1/float64(sides))
	}
	c.counts = make([]int64, sides)
	return c
}

func (c *categorical) total() int64 {
	var t int64
	for _, n := range c.counts {
		t += n
	}
	return t
}

// linesIn draws the tally in at most h lines: as bars when they fit, else
// as columns (one per category, on one scale with the expected counts
// shown as a row of marks).
func (c *categorical) linesIn(st Styles, w, h int) []string {
	if h >= len(c.counts)+3 { // the title, a bar each, the test and the verdict
		return c.lines(st, w)
	}
	t := c.total()
	out := []string{truncate(st.PanelTitle.Render(c.title)+st.Subtle.Render("  "+plural(int(t), "sample")), w)}
	labelW := 1
	for _, l := range c.labels {
		labelW = max(labelW, len([]rune(l)))
	}
	cell := labelW + 1
	n := min(len(c.counts), max(1, w/cell))
	obs := make([]float64, n)
	exp := make([]float64, n)
	top := 0.0
	for i := range n {
		obs[i], exp[i] = float64(c.counts[i]), float64(t)*c.probs[i]
		top = max(top, obs[i], exp[i])
	}
	rowsH := max(1, min(3, h-5))
	widen := func(r string, style func(...string) string) string {
		var b strings.Builder
		for _, ch := range r {
			b.WriteString(strings.Repeat(string(ch), labelW) + " ")
		}
		return style(b.String())
	}
	for _, r := range sparkRows(obs, top, rowsH) {
		out = append(out, truncate(widen(r, st.Bar.Render), w))
	}
	var marks strings.Builder
	for i := range n {
		e := "·"
		if top > 0 && exp[i] > 0 {
			e = string(levels[max(1, int(math.Round(exp[i]/top*8)))])
		}
		marks.WriteString(strings.Repeat(e, labelW) + " ")
	}
	out = append(out, truncate(st.BarExpected.Render(marks.String())+st.Subtle.Render(" ← expected"), w))
	var labels strings.Builder
	for i := range n {
		fmt.Fprintf(&labels, "%-*s ", labelW, c.labels[i])
	}
	out = append(out, truncate(st.Subtle.Render(labels.String()), w))
	out = append(out, truncate(strings.Join(testText(st, c.counts, c.probs), "  "), w))
	return out
}

// minExpected is the least count each group of a tally's χ² must expect:
// rarer outcomes are pooled until it holds (Cochran's rule of thumb), and
// with too few samples there is no test at all.
const minExpected = 5

// testText is a tally's goodness-of-fit line and verdict — pooled so that
// every group expects at least minExpected — or why there is none: no
// samples yet, one certain outcome, or too few samples for a fair test. A
// test of too little says nothing, so it gives no verdict.
func testText(st Styles, counts []int64, probs []float64) []string {
	var n int64
	possible := 0
	for i, c := range counts {
		n += c
		if probs[i] > 0 {
			possible++
		}
	}
	switch {
	case n == 0:
		return []string{st.Subtle.Render("no samples yet: no test")}
	case possible < 2:
		return []string{st.Subtle.Render("one outcome is certain: nothing to test")}
	}
	chi2, df, p, ok := stats.PooledGoodnessOfFit(counts, probs, minExpected)
	if !ok {
		return []string{st.Subtle.Render(fmt.Sprintf("too few samples for a test (groups need %d expected)", minExpected))}
	}
	return verdictText(st, chi2, df, p)
}

// verdictText is a χ² test's line and its verdict.
func verdictText(st Styles, chi2 float64, df int, p float64) []string {
	return []string{fmt.Sprintf("χ² %s  df %d  p %s", groupFloat(chi2), df, pText(p)),
		verdictStyle(st, p, 0).Render(stats.Verdict(p))}
}

// lines draws the tally's bars, its test and its verdict.
func (c *categorical) lines(st Styles, w int) []string {
	t := c.total()
	out := []string{truncate(st.PanelTitle.Render(c.title)+st.Subtle.Render("  "+plural(int(t), "sample")), w)}
	rows := make([]barRow, len(c.counts))
	for i := range rows {
		rows[i] = barRow{label: c.labels[i], observed: c.counts[i], expected: float64(t) * c.probs[i]}
	}
	for _, l := range splitLines(barsView(st, rows, w)) {
		out = append(out, truncate(l, w))
	}
	for _, l := range testText(st, c.counts, c.probs) {
		out = append(out, truncate(l, w))
	}
	return out
}

// ballTally tallies lottery draws of k distinct balls from 1…n. Within a
// draw the balls are dependent (no repeats), so the plain Pearson sum over
// the n numbers is not χ²(n−1): each count O_i has variance D·(k/n)(1−k/n)
// after D draws, not T·p(1−p) with T = D·k and p = 1/n, and the sum's
// expectation is n − k instead of n − 1. Scaling it by (n−1)/(n−k)
// restores the mean of χ²(n−1), the same calibration the position × card
// test uses for permutations (k = n−1 free choices there).
type ballTally struct {
	n, k   int
	draws  int64
	counts []int64
}

func newBallTally(n, k int) *ballTally {
	return &ballTally{n: n, k: k, counts: make([]int64, n)}
}

func (b *ballTally) add(balls []int) {
	for _, v := range balls {
		if v >= 1 && v <= b.n {
			b.counts[v-1]++
		}
	}
	b.draws++
}

// test returns the calibrated χ², its degrees of freedom and p-value.
func (b *ballTally) test() (chi2 float64, df int, p float64) {
	df = b.n - 1
	if b.draws == 0 || df < 1 || b.k >= b.n {
		return 0, max(df, 0), 1
	}
	e := float64(b.draws) * float64(b.k) / float64(b.n)
	for _, o := range b.counts {
		d := float64(o) - e
		chi2 += d * d / e
	}
	chi2 *= float64(b.n-1) / float64(b.n-b.k)
	return chi2, df, stats.ChiSquareSurvival(chi2, df)
}

// lines draws the per-number frequencies as columns, the test and verdict.
func (b *ballTally) lines(st Styles, w int) []string {
	out := []string{truncate(st.PanelTitle.Render(fmt.Sprintf("%d of %d balls", b.k, b.n))+
		st.Subtle.Render("  "+plural(int(b.draws), "draw")), w)}
	// Counts sit near their expectation, so the columns show the deviation:
	// half height is the expected count, each eighth of the full height
	// one standard deviation, clipped at ±4σ. Per number the count over D
	// draws is binomial: mean D·k/n, variance D·(k/n)(1 − k/n).
	q := float64(b.k) / float64(b.n)
	e := float64(b.draws) * q
	sd := math.Sqrt(float64(b.draws) * q * (1 - q))
	vals := make([]float64, b.n)
	for i, c := range b.counts {
		vals[i] = 4 // the expected level when there is no spread yet
		if sd > 0 {
			vals[i] = math.Max(0, math.Min(8, (float64(c)-e)/sd+4))
		}
	}
	for _, r := range sparkRows(bucket(vals, w), 8, 3) {
		out = append(out, st.Bar.Render(r))
	}
	out = append(out, truncate(st.Subtle.Render(fmt.Sprintf("numbers 1…%d; half height = %s expected, ±4σ full",
		b.n, groupFloat(e))), w))
	var test []string
	switch chi2, df, p := b.test(); {
	case b.draws == 0:
		test = []string{st.Subtle.Render("no draws yet: no test")}
	case e < minExpected:
		test = []string{st.Subtle.Render(fmt.Sprintf("too few draws for a test (each number needs %d expected)", minExpected))}
	default:
		test = verdictText(st, chi2, df, p)
	}
	for _, l := range test {
		out = append(out, truncate(l, w))
	}
	return out
}

// ratDecimal writes an exact fraction as a decimal to six places.
func ratDecimal(r *big.Rat) string {
	if r == nil {
		return "?"
	}
	return r.FloatString(6)
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}
