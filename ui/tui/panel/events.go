package panel

import (
	"fmt"
	"math"
	"math/big"
	"riffle/ui/tui/draw"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"riffle/engine/stats"
	"riffle/ui/text"
)

// Tally tallies outcomes of known probabilities, such as the faces
// of a die or the sums of two dice, for the panel's observed-vs-expected
// bars and Pearson's goodness-of-fit test.
type Tally struct {
	Title  string
	Labels []string
	Probs  []float64
	Counts []int64
}

// newFaceTally tallies the faces of a fair die with the given sides.
func newFaceTally(sides int) *Tally {
	c := &Tally{Title: fmt.Sprintf("d%d faces", sides)}
	for f := 1; f <= sides; f++ {
		c.Labels = append(c.Labels, fmt.Sprint(f))
		c.Probs = append(c.Probs, 1/float64(sides))
	}
	c.Counts = make([]int64, sides)
	return c
}

func (c *Tally) Total() int64 {
	var t int64
	for _, n := range c.Counts {
		t += n
	}
	return t
}

// linesIn draws the tally in at most h lines: as bars when they fit, else
// as columns (one per category, on one scale with the expected counts
// shown as a row of marks). Every category gets its column: labels too
// long for it are shortened (shortLabels), and the title and the test wrap
// rather than lose words.
func (c *Tally) linesIn(st draw.Styles, w, h int) []string {
	if h >= len(c.Counts)+3 && w >= draw.BarsWidth(c.barRows(st)) { // the title, a bar each, the test and the verdict
		return c.lines(st, w)
	}
	out := c.titleLines(st, w)
	n := len(c.Counts)
	cell := max(2, w/max(1, n))
	labels := shortLabels(c.Labels, cell-1)
	labelW := 1
	for _, l := range labels {
		labelW = max(labelW, len([]rune(l)))
	}
	cell = labelW + 1
	if n*cell > w && n <= w { // too many for a label each: columns of one cell
		return append(out, c.narrowColumns(st, w, h-len(out))...)
	}
	n = min(n, max(1, w/cell)) // only past one column a cell (fits says no)
	obs, exp, top := c.columns(n)
	test := testText(st, c.Counts, c.Probs, w)
	rowsH := max(1, min(3, h-len(out)-2-len(test)))
	widen := func(r string, style func(...string) string) string {
		var b strings.Builder
		for _, ch := range r {
			b.WriteString(strings.Repeat(string(ch), labelW) + " ")
		}
		return style(b.String())
	}
	for _, r := range draw.SparkRows(obs, top, rowsH) {
		out = append(out, draw.Truncate(widen(r, st.Bar.Render), w))
	}
	var marks strings.Builder
	for i := range n {
		e := "·"
		if top > 0 && exp[i] > 0 {
			e = string(draw.Levels[max(1, int(math.Round(exp[i]/top*8)))])
		}
		marks.WriteString(strings.Repeat(e, labelW) + " ")
	}
	hint := draw.FirstFit(w-n*cell, " ← expected", " ← exp", "")
	out = append(out, st.BarExpected.Render(marks.String())+st.Subtle.Render(hint))
	var row strings.Builder
	for i := range n {
		fmt.Fprintf(&row, "%-*s ", labelW, labels[i])
	}
	out = append(out, st.Subtle.Render(row.String()))
	return append(out, test...)
}

// columns are the first n outcomes' observed and expected counts, and
// the largest of them (the charts' scale).
func (c *Tally) columns(n int) (obs, exp []float64, top float64) {
	t := c.Total()
	obs, exp = make([]float64, n), make([]float64, n)
	for i := range n {
		obs[i], exp[i] = float64(c.Counts[i]), float64(t)*c.Probs[i]
		top = max(top, obs[i], exp[i])
	}
	return obs, exp, top
}

// narrowColumns draws the tally's columns one cell each, side by side,
// for more outcomes than columns of two cells fit: the expected counts as
// a row of marks below, and the labels of every few outcomes under their
// column (a die of 30 to 80 faces in the panel).
func (c *Tally) narrowColumns(st draw.Styles, w, h int) []string {
	n := len(c.Counts)
	obs, exp, top := c.columns(n)
	test := testText(st, c.Counts, c.Probs, w)
	var out []string
	for _, r := range draw.SparkRows(obs, top, max(1, min(3, h-2-len(test)))) {
		out = append(out, st.Bar.Render(r))
	}
	var marks strings.Builder
	for i := range n {
		e := "·"
		if top > 0 && exp[i] > 0 {
			e = string(draw.Levels[max(1, int(math.Round(exp[i]/top*8)))])
		}
		marks.WriteString(e)
	}
	hint := draw.FirstFit(w-n, " ← expected", " ← exp", "")
	out = append(out, st.BarExpected.Render(marks.String())+st.Subtle.Render(hint))
	out = append(out, st.Subtle.Render(tickRow(c.Labels, w)))
	return append(out, test...)
}

// tickRow writes labels[i] under column i for every step-th outcome (the
// first, then the step-th, 2·step-th, …), step the least of 5, 10, 20, 25
// and 50 that leaves a space between labels; a label that would pass w
// is left out.
func tickRow(labels []string, w int) string {
	lw := 1
	for _, l := range labels {
		lw = max(lw, lipgloss.Width(l))
	}
	step := 50
	for _, s := range []int{5, 10, 20, 25, 50} {
		if s > lw {
			step = s
			break
		}
	}
	var b strings.Builder
	at := 0
	for i, l := range labels {
		if i != 0 && (i+1)%step != 0 || i < at || i+lipgloss.Width(l) > w {
			continue
		}
		b.WriteString(strings.Repeat(" ", i-at) + l)
		at = i + lipgloss.Width(l)
	}
	return b.String()
}

// fits reports whether the tally shows every outcome in w × h: as bars, or
// as columns of one cell at least.
func (c *Tally) fits(st draw.Styles, w, h int) bool {
	return h >= len(c.Counts)+3 && w >= draw.BarsWidth(c.barRows(st)) || len(c.Counts) <= w
}

// summary is the tally in words, for a panel with no room for its chart:
// its title, its count and its test.
func (c *Tally) summary(st draw.Styles, w int) string {
	test := ansi.Strip(strings.Join(testText(st, c.Counts, c.Probs, 1<<20), " · "))
	return fmt.Sprintf("%s, %s: %s", c.Title, text.Plural(int(c.Total()), "sample"), test)
}

// barRows are the tally's outcomes as bars: their labels, counts and
// expected counts.
func (c *Tally) barRows(st draw.Styles) []draw.BarRow {
	t := c.Total()
	rows := make([]draw.BarRow, len(c.Counts))
	for i := range rows {
		rows[i] = draw.BarRow{Label: st.Glyphs.Text(c.Labels[i]), Observed: c.Counts[i], Expected: float64(t) * c.Probs[i]}
	}
	return rows
}

// titleLines is the tally's title and its count of samples, wrapped to w.
func (c *Tally) titleLines(st draw.Styles, w int) []string {
	count := text.Plural(int(c.Total()), "sample")
	if lipgloss.Width(c.Title)+2+len(count) <= w {
		return []string{st.PanelTitle.Render(c.Title) + st.Subtle.Render("  "+count)}
	}
	return append(draw.WrapStyled(st.PanelTitle, c.Title, w), draw.WrapStyled(st.Subtle, count, w)...)
}

// testText is a tally's goodness-of-fit line and verdict
// (stats.FitVerdict: rare outcomes pooled until every group expects
// stats.MinExpected), or why there is none: a test of too little says
// nothing, so it gives no verdict.
func testText(st draw.Styles, counts []int64, probs []float64, w int) []string {
	return verdictText(st, stats.FitVerdict(counts, probs), categories(probs), w)
}

// categories is how many of probs can come up: the χ² test's cells before
// any pooling.
func categories(probs []float64) int {
	n := 0
	for _, p := range probs {
		if p > 0 {
			n++
		}
	}
	return n
}

// Verdict is the tally's verdict: stats.FitVerdict of its counts.
func (c *Tally) Verdict() stats.Verdict { return stats.FitVerdict(c.Counts, c.Probs) }

// verdictText is a verdict's χ² line and its words, wrapped to w, for a
// test of cats cells (0: as many as df says); with no test, only why.
func verdictText(st draw.Styles, v stats.Verdict, cats, w int) []string {
	if v.Kind == stats.TooFew {
		return draw.WrapStyled(st.Subtle, v.String(), w)
	}
	return append(text.SplitLines(draw.WrapText(chiLine(v.Stat, v.DF, v.P, cats), max(1, w))), draw.WrapStyled(VerdictStyle(st, v), v.String(), w)...)
}

// chiLine writes a χ² test of cats cells (0: df + 1): "χ² 3.2  df 5  p
// 0.6690", with "(9 faces pooled into 3 groups)" when rare cells were
// pooled to test; when every cell sits on its expectation (χ² exactly 0,
// unpooled), "exactly uniform" for the p-value that would read 1.0000 —
// never for pooled groups, whose sums can sit there while their cells do
// not (not when malformed samples made p 0 either).
func chiLine(chi2 float64, df int, p float64, cats int) string {
	pooled := cats > df+1
	switch {
	case chi2 == 0 && p == 1 && !pooled:
		return fmt.Sprintf("χ² 0  df %s  exactly uniform", text.Int(int64(df)))
	case pooled:
		return fmt.Sprintf("χ² %s  df %s  p %s  (%s pooled into %s groups)", text.Float(chi2), text.Int(int64(df)), text.PValue(p), text.Int(int64(cats)), text.Int(int64(df+1)))
	}
	return fmt.Sprintf("χ² %s  df %s  p %s", text.Float(chi2), text.Int(int64(df)), text.PValue(p))
}

// lines draws the tally's bars, its test and its verdict.
func (c *Tally) lines(st draw.Styles, w int) []string {
	out := c.titleLines(st, w)
	for _, l := range text.SplitLines(draw.BarsView(st, c.barRows(st), w)) {
		out = append(out, draw.Truncate(l, w))
	}
	for _, l := range testText(st, c.Counts, c.Probs, w) {
		out = append(out, draw.Truncate(l, w))
	}
	return out
}

// BallTally tallies lottery draws of k distinct balls from 1…n, tested
// by stats.BallVerdict (the balls of a draw are dependent: its χ² is
// calibrated for draws without replacement).
type BallTally struct {
	N, K   int
	Draws  int64
	Counts []int64
}

func NewBallTally(n, k int) *BallTally {
	return &BallTally{N: n, K: k, Counts: make([]int64, n)}
}

func (b *BallTally) add(balls []int) {
	for _, v := range balls {
		if v >= 1 && v <= b.N {
			b.Counts[v-1]++
		}
	}
	b.Draws++
}

// Verdict is the draws' verdict: stats.BallVerdict of the counts.
func (b *BallTally) Verdict() stats.Verdict { return stats.BallVerdict(b.Counts, b.K, b.Draws) }

// lines draws the per-number frequencies as columns, the test and verdict.
func (b *BallTally) lines(st draw.Styles, w, h int) []string {
	title := fmt.Sprintf("%d of %d balls", b.K, b.N)
	count := text.Plural(int(b.Draws), "draw")
	out := []string{st.PanelTitle.Render(title) + st.Subtle.Render("  "+count)}
	if lipgloss.Width(title)+2+len(count) > w {
		out = append(draw.WrapStyled(st.PanelTitle, title, w), draw.WrapStyled(st.Subtle, count, w)...)
	}
	// Counts sit near their expectation, so the columns show the deviation:
	// half height is the expected count, each eighth of the full height
	// one standard deviation, clipped at ±4σ. Per number the count over D
	// draws is binomial: mean D·k/n, variance D·(k/n)(1 − k/n).
	q := float64(b.K) / float64(b.N)
	e := float64(b.Draws) * q
	sd := math.Sqrt(float64(b.Draws) * q * (1 - q))
	vals := make([]float64, b.N)
	for i, c := range b.Counts {
		vals[i] = 4 // the expected level when there is no spread yet
		if sd > 0 {
			vals[i] = math.Max(0, math.Min(8, (float64(c)-e)/sd+4))
		}
	}
	caption := draw.WrapStyled(st.Subtle, st.Glyphs.Text(fmt.Sprintf("numbers 1…%d; half height = %s expected, ±4σ full",
		b.N, text.Float(e))), w)
	test := verdictText(st, b.Verdict(), 0, w)
	rows := max(1, min(3, h-len(out)-len(caption)-len(test))) // fewer rows before any word is lost
	for _, r := range draw.SparkRows(draw.Bucket(vals, w), 8, rows) {
		out = append(out, st.Bar.Render(r))
	}
	out = append(out, caption...)
	return append(out, test...)
}

// ratDecimal writes an exact fraction as a decimal to six places.
func ratDecimal(r *big.Rat) string {
	if r == nil {
		return "?"
	}
	return r.FloatString(6)
}
