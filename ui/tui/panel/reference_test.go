package panel

// The panel's view as it was drawn before the view cache and the heatmap
// written straight into the frame's builder (commit 8f0089b): one string
// per line, the residuals in a fresh [][]float64 per frame, the frame
// joined from those lines. It is the straightforward oracle that the
// fast, cached View must match byte for byte (TestViewMatchesReference).
// Only the frame, the layouts and the heatmap are kept here; the sections
// that the two share (headLines, statLines, permLines, eventLines,
// the caption, the legend and a small deck's big cells) are the
// package's own.

import (
	"math"
	"strings"

	"riffle/engine/stats"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// refView draws the panel in its size, with a border, as View did.
func (p Model) refView() string {
	iw, ih := max(0, p.w-4), max(0, p.h-2) // border and one column of padding each side
	if p.w < 4 || p.h < 2 {
		return draw.Fit("", p.w, p.h)
	}
	var body []string
	if p.w >= 2*common.MinWidth/3 && p.h < 20 {
		body = p.refWideView(iw, ih)
	} else {
		body = p.refTallView(iw, ih)
	}
	return refFrame(p.c, body, iw, ih)
}

// refFrame draws lines (each exactly w cells) in a rounded border, padded to
// h lines; the top border and the first line are marked for clicks.
func refFrame(c *common.Common, lines []string, w, h int) string {
	st := c.Styles()
	var b strings.Builder
	size := 0
	for _, l := range lines {
		size += len(l)
	}
	b.Grow(size + (h+2)*(w+64))
	b.WriteString(c.Mark(ZoneBorder, st.Border.Render("╭"+strings.Repeat("─", w+2)+"╮")))
	side := st.Border.Render("│")
	blank := strings.Repeat(" ", w)
	for i := range h {
		l := blank
		if i < len(lines) {
			l = lines[i]
		}
		if i == 0 && i < len(lines) {
			l = c.Mark(ZoneTitle, l)
		}
		b.WriteString("\n" + side + " " + l + " " + side)
	}
	b.WriteString("\n" + st.Border.Render("╰"+strings.Repeat("─", w+2)+"╯"))
	return b.String()
}

// refTallView stacks the sections: for the panel docked on the right. Lines
// are exactly w cells.
func (p Model) refTallView(w, h int) []string {
	head := fitAll(p.headLines(w), w)
	stats := fitAll(p.statLines(w), w)
	perms := fitAll(p.permLines(w, h-len(head)-len(stats)-p.smallMapLines()), w)
	rest := h - len(head) - len(stats) - len(perms)
	var parts []string
	parts = append(parts, head...)
	if m := p.matrix(); m != nil && rest >= 3 {
		parts = append(parts, p.refMapBlock(m, w, rest)...)
	}
	parts = append(parts, stats...)
	parts = append(parts, perms...)
	parts = append(parts, fitAll(p.eventLines(w, h-len(parts)), w)...)
	if len(parts) > h {
		parts = parts[:h]
	}
	return parts
}

// refWideView puts the heatmap on the left and the numbers on the right: for
// the panel docked below, where height is short. Lines are exactly w cells.
func (p Model) refWideView(w, h int) []string {
	m := p.matrix()
	if m == nil {
		return p.refEventColumns(w, h)
	}
	if m.Faces() && m.Rows > m.Cols { // the map over the numbers
		numbers := append(p.headLines(w), p.statLines(w)...)
		var out []string
		if h-len(numbers) >= 3 {
			out = p.refMapBlock(m, w, h-len(numbers))
		}
		out = append(out, fitAll(numbers, w)...)
		out = append(out, fitAll(p.eventLines(w, h-len(out)), w)...)
		return out[:min(len(out), h)]
	}
	// The numbers need about 46 columns; the map takes the rest, grouping
	// cards into columns when it must.
	mapW := min(max(m.Cols, legendMinW), max(w/3, w-48))
	if cw := BigCellWidth(p.c.Styles(), m, max(w/3, w-48)); cw > 0 {
		mapW = max(mapW, m.Cols*cw)
	}
	left := p.refMapBlock(m, mapW, h)
	rw := max(0, w-mapW-2)
	var right []string
	right = append(right, p.headLines(rw)...)
	right = append(right, p.statLines(rw)...)
	right = append(right, p.permLines(rw, h-len(right))...)
	right = append(right, p.eventLines(rw, h-len(right))...) // a table's own tallies, if any fit
	right = fitAll(right, rw)
	out := make([]string, 0, h)
	blankL, blankR := strings.Repeat(" ", mapW), strings.Repeat(" ", rw)
	for i := range min(h, max(len(left), len(right))) {
		l, r := blankL, blankR
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		out = append(out, l+"  "+r)
	}
	return out
}

// refEventColumns lays the event tallies side by side under the panel's
// title, for the wide, short panel docked below. Lines are exactly w cells.
func (p Model) refEventColumns(w, h int) []string {
	n := len(p.tallies)
	if p.balls != nil {
		n++
	}
	if n < 2 {
		return p.refTallView(w, h)
	}
	lines, _ := p.eventColumns(w, h) // no heatmap among them: the same code
	return lines
}

// refMapBlock is the caption, the map and its legend in at most w × h:
// a small deck's cells one by one when they fit, else the dense map.
func (p Model) refMapBlock(m *stats.Matrix, w, h int) []string {
	st := p.c.Styles()
	if BigCellWidth(st, m, w) > 0 && h-1-m.Rows > 0 {
		legend := HeatLegendLines(st, w, h-1-m.Rows, true)
		if cw, ch, ok := bigCells(st, m, w, h-1-len(legend)); ok {
			lines := []string{draw.FitLine(mapCaption(st, m, w), w)}
			lines = append(lines, fitAll(bigMapLines(st, m, cw, ch), w)...)
			return append(lines, legend...)
		}
	}
	legend := HeatLegendLines(st, w, max(1, min(3, h/4)), false)
	return append(p.refHeatmapLines(m, w, h-len(legend)), legend...)
}

// refHeatmapLines draws the matrix in at most w × h under an axis caption,
// every line exactly w cells.
func (p Model) refHeatmapLines(m *stats.Matrix, w, h int) []string {
	st := p.c.Styles()
	if h < 2 || w < 1 {
		return nil
	}
	lines := []string{draw.FitLine(mapCaption(st, m, w), w)}
	rows, cells := refHeatmapView(st, m, w, h-1)
	pad := strings.Repeat(" ", max(0, w-cells))
	for _, r := range rows {
		lines = append(lines, r+pad)
	}
	return lines
}

// refResidualGrid reduces m to at most rows × cols blocks of whole positions
// and cards, each block's standardized residual being
//
//	z = Σ(O − E) / √(ΣE)
//
// over its cells — the residual of the block as one cell, so a block's
// colour means what a cell's does. rows and cols are the grid's real
// dimensions (at most m.Rows and m.Cols).
func refResidualGrid(m *stats.Matrix, rows, cols int) (z [][]float64) {
	mr, mc := m.Rows, m.Cols
	if m.Faces() && m.Rows > m.Cols { // positions across, faces down
		mr, mc = mc, mr
	}
	rows, cols = max(1, min(rows, mr)), max(1, min(cols, mc))
	diff := make([][]float64, rows)
	exp := make([][]float64, rows)
	for r := range diff {
		diff[r] = make([]float64, cols)
		exp[r] = make([]float64, cols)
	}
	for r := 0; r < m.Rows; r++ {
		br := r * rows / m.Rows
		for c := 0; c < m.Cols; c++ {
			bc := c * cols / m.Cols
			if m.Faces() && m.Rows > m.Cols {
				br, bc = c*rows/mr, r*cols/mc
			}
			e := m.Expected(r, c)
			diff[br][bc] += float64(m.Counts[r*m.Cols+c]) - e
			exp[br][bc] += e
		}
	}
	for r := range diff {
		for c := range diff[r] {
			if exp[r][c] > 0 {
				diff[r][c] /= math.Sqrt(exp[r][c])
			} else {
				diff[r][c] = 0
			}
		}
	}
	return diff
}

// refHeatmapView draws m's residuals in at most w cells by h lines and
// returns the lines and their width in cells (all lines are that wide).
// With colours each line holds two rows (the upper half block takes the
// upper row's colour, its background the lower row's); without, one row a
// line, drawn with heatGlyph.
func refHeatmapView(st draw.Styles, m *stats.Matrix, w, h int) (lines []string, cells int) {
	if w < 1 || h < 1 || m == nil {
		return nil, 0
	}
	if !st.Color {
		z := refResidualGrid(m, h, w)
		for _, row := range z {
			b := make([]byte, len(row))
			for c, v := range row {
				b[c] = HeatGlyph(v)
			}
			lines = append(lines, string(b))
		}
		return lines, len(z[0])
	}
	z := refResidualGrid(m, 2*h, w)
	var b strings.Builder
	for r := 0; r < len(z); r += 2 {
		b.Reset()
		b.Grow(len(z[r]) * (len(st.HeatFG[0]) + len(st.HeatBG[0]) + 3))
		for c := range z[r] {
			b.WriteString(st.HeatFG[refHeatIndex(z[r][c])])
			if r+1 < len(z) {
				b.WriteString(st.HeatBG[refHeatIndex(z[r+1][c])])
			}
			b.WriteString("▀")
		}
		b.WriteString(st.Reset)
		lines = append(lines, b.String())
	}
	return lines, len(z[0])
}

// refHeatIndex is HeatIndex as it was, with math.Max and math.Min.
func refHeatIndex(z float64) int {
	t := math.Max(-1, math.Min(1, z/heatFull))
	return draw.HeatMid + int(math.Round(t*draw.HeatSteps))
}
