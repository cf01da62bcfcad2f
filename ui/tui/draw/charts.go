package draw

import (
	"fmt"
	"math"
	"riffle/ui/text"
	"strings"
)

// eighths are the horizontal partial blocks, 0/8 … 8/8 of a cell.
var eighths = []string{"", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"}

// Levels are the vertical partial blocks, 0/8 … 8/8 of a cell.
var Levels = []rune{' ', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'}

// HBar draws a horizontal bar of frac ∈ [0, 1] of w cells, in eighths.
func HBar(frac float64, w int) string {
	if w <= 0 || math.IsNaN(frac) {
		return ""
	}
	frac = math.Max(0, math.Min(1, frac))
	e := int(math.Round(frac * float64(w) * 8))
	return strings.Repeat("█", e/8) + eighths[e%8]
}

// ProgressCells is a progress bar of frac ∈ [0, 1] in exactly w cells, in
// the bar colour; without colours the empty part is dotted so that the
// bar's extent still shows.
func ProgressCells(st Styles, frac float64, w int) string {
	bar := FitLine(HBar(frac, w), w)
	if !st.Color {
		bar = strings.ReplaceAll(bar, " ", "·")
	}
	return st.Bar.Render(bar)
}

// BarRow is one labelled observed-vs-expected bar: the bar shows the
// observed count on a scale where scale counts fill w cells, with a '│' mark
// at the expected count.
type BarRow struct {
	Label    string
	Observed int64
	Expected float64
}

// BarsView draws rows as horizontal bars in w cells, each line
//
//	label ███████▌   │      1,012  (exp 1,000.0)
//
// with all bars on one scale (the largest of observed and expected counts).
func BarsView(st Styles, rows []BarRow, w int) string {
	if len(rows) == 0 || w < 10 {
		return ""
	}
	var top float64
	for _, r := range rows {
		top = math.Max(top, math.Max(float64(r.Observed), r.Expected))
	}
	labelW, numW, fixed := barsLayout(rows)
	barW := max(4, w-fixed)
	var b strings.Builder
	for i, r := range rows {
		if i > 0 {
			b.WriteByte('\n')
		}
		frac := 0.0
		if top > 0 {
			frac = float64(r.Observed) / top
		}
		bar := []rune(FitLine(HBar(frac, barW), barW))
		if top > 0 {
			mark := min(barW-1, int(math.Round(r.Expected/top*float64(barW))))
			if mark >= 0 && bar[mark] == ' ' {
				bar[mark] = '│'
			}
		}
		fmt.Fprintf(&b, "%-*s %s %*s  %s", labelW, r.Label, st.Bar.Render(string(bar)),
			numW, text.Int(r.Observed), st.Subtle.Render("exp "+text.Float(r.Expected)))
	}
	return b.String()
}

// barsLayout is BarsView's widths: the labels', the counts', and all a
// line takes but its bar (the label, the count, "exp" and room for its
// number).
func barsLayout(rows []BarRow) (labelW, numW, fixed int) {
	for _, r := range rows {
		labelW = max(labelW, len([]rune(r.Label)))
		numW = max(numW, len(text.Int(r.Observed)))
	}
	tail := fmt.Sprintf(" %*s  exp %s", numW, "", "")
	return labelW, numW, labelW + 1 + len([]rune(tail)) + 8
}

// BarsWidth is the least width BarsView draws rows in with every bar at
// least four cells long.
func BarsWidth(rows []BarRow) int {
	_, _, fixed := barsLayout(rows)
	return fixed + 4
}

// SparkRows draws values as columns of height h lines (eighths of a cell
// each), one column per value, scaled so that top fills the height.
// Values above top are clipped.
func SparkRows(values []float64, top float64, h int) []string {
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
			rows[h-1-r][c] = Levels[lv]
		}
	}
	out := make([]string, h)
	for i, r := range rows {
		out[i] = string(r)
	}
	return out
}

// Bucket averages values into at most w buckets of consecutive values.
func Bucket(values []float64, w int) []float64 {
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
