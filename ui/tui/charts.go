package tui

import (
	"riffle/ui/text"

	"fmt"
	"math"
	"math/big"
	"strings"
)

// eighths are the horizontal partial blocks, 0/8 … 8/8 of a cell.
var eighths = []string{"", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"}

// levels are the vertical partial blocks, 0/8 … 8/8 of a cell.
var levels = []rune{' ', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'}

// hbar draws a horizontal bar of frac ∈ [0, 1] of w cells, in eighths.
func hbar(frac float64, w int) string {
	if w <= 0 || math.IsNaN(frac) {
		return ""
	}
	frac = math.Max(0, math.Min(1, frac))
	e := int(math.Round(frac * float64(w) * 8))
	return strings.Repeat("█", e/8) + eighths[e%8]
}

// progressCells is a progress bar of frac ∈ [0, 1] in exactly w cells, in
// the bar colour; without colours the empty part is dotted so that the
// bar's extent still shows.
func progressCells(st Styles, frac float64, w int) string {
	bar := fitLine(hbar(frac, w), w)
	if !st.Color {
		bar = strings.ReplaceAll(bar, " ", "·")
	}
	return st.Bar.Render(bar)
}

// barRow is one labelled observed-vs-expected bar: the bar shows the
// observed count on a scale where scale counts fill w cells, with a '│' mark
// at the expected count.
type barRow struct {
	label    string
	observed int64
	expected float64
}

// barsView draws rows as horizontal bars in w cells, each line
//
//	label ███████▌   │      1,012  (exp 1,000.0)
//
// with all bars on one scale (the largest of observed and expected counts).
func barsView(st Styles, rows []barRow, w int) string {
	if len(rows) == 0 || w < 10 {
		return ""
	}
	labelW := 0
	var top float64
	for _, r := range rows {
		labelW = max(labelW, len([]rune(r.label)))
		top = math.Max(top, math.Max(float64(r.observed), r.expected))
	}
	numW := 0
	for _, r := range rows {
		numW = max(numW, len(groupInt(r.observed)))
	}
	tail := fmt.Sprintf(" %*s  exp %s", numW, "", "")
	barW := max(4, w-labelW-1-len([]rune(tail))-8)
	var b strings.Builder
	for i, r := range rows {
		if i > 0 {
			b.WriteByte('\n')
		}
		frac := 0.0
		if top > 0 {
			frac = float64(r.observed) / top
		}
		bar := []rune(fitLine(hbar(frac, barW), barW))
		if top > 0 {
			mark := min(barW-1, int(math.Round(r.expected/top*float64(barW))))
			if mark >= 0 && bar[mark] == ' ' {
				bar[mark] = '│'
			}
		}
		fmt.Fprintf(&b, "%-*s %s %*s  %s", labelW, r.label, st.Bar.Render(string(bar)),
			numW, groupInt(r.observed), st.Subtle.Render("exp "+groupFloat(r.expected)))
	}
	return b.String()
}

// sparkRows draws values as columns of height h lines (eighths of a cell
// each), one column per value, scaled so that top fills the height.
// Values above top are clipped.
func sparkRows(values []float64, top float64, h int) []string {
	if h < 1 {
		return nil
	}
	rows := make([][]rune, h)
	for i := range rows {
		rows[i] = make([]rune, len(values))
	}
	for c, v := range values {
		e := 0
		if top > 0 && !math.IsNaN(v) {
			e = int(math.Round(math.Max(0, math.Min(1, v/top)) * float64(h*8)))
		}
		for r := range h { // r = 0 is the bottom line
			lv := min(8, max(0, e-8*r))
			rows[h-1-r][c] = levels[lv]
		}
	}
	out := make([]string, h)
	for i, r := range rows {
		out[i] = string(r)
	}
	return out
}

// bucket averages values into at most w buckets of consecutive values.
func bucket(values []float64, w int) []float64 {
	if w <= 0 {
		return nil
	}
	if len(values) <= w {
		return values
	}
	out := make([]float64, w)
	n := make([]int, w)
	for i, v := range values {
		b := i * w / len(values)
		out[b] += v
		n[b]++
	}
	for i := range out {
		out[i] /= float64(n[i])
	}
	return out
}

// groupInt writes n with thousands separators.
func groupInt(n int64) string { return text.Int(n) }

// groupBig writes an exact count of any size with thousands separators.
func groupBig(n *big.Int) string { return text.BigInt(n) }

// groupFloat writes x with one decimal and thousands separators.
func groupFloat(x float64) string {
	whole := math.Trunc(x)
	frac := int(math.Round((x - whole) * 10))
	if frac == 10 {
		whole, frac = whole+1, 0
	}
	return fmt.Sprintf("%s.%d", groupInt(int64(whole)), frac)
}

// rateText writes samples per second compactly: 950/s, 12.3 k/s, 9.87 M/s.
func rateText(r float64) string {
	switch {
	case r >= 1e6:
		return fmt.Sprintf("%.3g M/s", r/1e6)
	case r >= 1e3:
		return fmt.Sprintf("%.3g k/s", r/1e3)
	}
	return fmt.Sprintf("%.0f/s", r)
}

// pText writes a p-value: four significant digits, or "< 1e-300" when it
// underflows.
func pText(p float64) string {
	switch {
	case p == 0:
		return "< 1e-300"
	case p < 1e-4:
		return fmt.Sprintf("%.2e", p)
	}
	return fmt.Sprintf("%.4f", p)
}
