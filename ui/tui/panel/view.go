package panel

import (
	"fmt"
	"strings"

	"riffle/engine/stats"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// render draws the panel in its size, with a border. Every line is built
// to its exact width as it is made, so the frame is drawn without
// measuring the heatmap's escape-laden lines again.
func (p Model) render() string {
	iw, ih := max(0, p.w-4), max(0, p.h-2) // border and one column of padding each side
	if p.w < 4 || p.h < 2 {
		return draw.Fit("", p.w, p.h)
	}
	var body []string
	var heat heatDraw
	if p.w >= 2*common.MinWidth/3 && p.h < 20 {
		body, heat = p.wideView(iw, ih)
	} else {
		body, heat = p.tallView(iw, ih)
	}
	return p.frame(body, heat, iw, ih)
}

// frame draws the body in a rounded border, padded to h lines: lines, each
// exactly w cells but where heat draws a row of the heatmap in front, the
// row and the line together w cells. The whole frame is written into one
// builder grown once to its size.
func (p Model) frame(lines []string, heat heatDraw, w, h int) string {
	top, side, bottom := p.borders(w)
	size := len(top) + len(bottom) + h*(len("\n  ")+2*len(side)) + heat.size()
	for i := range h {
		if i < len(lines) {
			size += len(lines[i])
		} else {
			size += w
		}
	}
	var b strings.Builder
	b.Grow(size)
	b.WriteString(p.c.Mark(ZoneBorder, top))
	for i := range h {
		b.WriteByte('\n')
		b.WriteString(side)
		b.WriteByte(' ')
		heat.writeBefore(&b, i)
		if i == 0 && i < len(lines) {
			b.WriteString(p.c.Mark(ZoneTitle, lines[i]))
		} else if i < len(lines) {
			b.WriteString(lines[i])
		} else {
			writeSpaces(&b, w)
		}
		b.WriteByte(' ')
		b.WriteString(side)
	}
	b.WriteByte('\n')
	b.WriteString(bottom)
	return b.String()
}

// fitAll fits every line to exactly w cells.
func fitAll(lines []string, w int) []string {
	for i, l := range lines {
		lines[i] = draw.FitLine(l, w)
	}
	return lines
}

// tallView stacks the sections: for the panel docked on the right. Lines
// are exactly w cells, but for the heatmap's (see frame).
func (p Model) tallView(w, h int) ([]string, heatDraw) {
	head := fitAll(p.headLines(w), w)
	stats := fitAll(p.statLines(w), w)
	perms := fitAll(p.permLines(w, h-len(head)-len(stats)-p.smallMapLines()), w)
	rest := h - len(head) - len(stats) - len(perms)
	parts := make([]string, 0, h)
	parts = append(parts, head...)
	var heat heatDraw
	if m := p.matrix(); m != nil && rest >= 3 {
		var lines []string
		lines, heat = p.mapBlock(m, w, rest)
		heat.first += len(parts)
		parts = append(parts, lines...)
	}
	parts = append(parts, stats...)
	parts = append(parts, perms...)
	parts = append(parts, fitAll(p.eventLines(w, h-len(parts)), w)...)
	if len(parts) > h {
		parts = parts[:h]
	}
	return parts, heat
}

// wideView puts the heatmap on the left and the numbers on the right: for
// the panel docked below, where height is short. Lines are exactly w
// cells, but for the heatmap's (see frame).
func (p Model) wideView(w, h int) ([]string, heatDraw) {
	m := p.matrix()
	if m == nil {
		return p.eventColumns(w, h)
	}
	if across(m) {
		return p.stackedView(m, w, h)
	}
	// The numbers need about 46 columns; the map takes the rest, grouping
	// cards into columns when it must.
	mapW := min(max(m.Cols, legendMinW), max(w/3, w-48))
	if cw := BigCellWidth(p.c.Styles(), m, max(w/3, w-48)); cw > 0 {
		mapW = max(mapW, m.Cols*cw) // a small deck's cells, numbered
	}
	left, heat := p.mapBlock(m, mapW, h)
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
	return out, heat
}

// mapBlock is the heatmap under its caption and over its legend in at
// most w × h: a small deck's cells numbered one by one when they fit
// (their legend in as many lines as it needs), else the dense map (see
// heatmapLines) over a legend of up to three lines.
func (p Model) mapBlock(m *stats.Matrix, w, h int) ([]string, heatDraw) {
	st := p.c.Styles()
	if BigCellWidth(st, m, w) > 0 && h-1-m.Rows > 0 {
		legend := p.legend(w, h-1-m.Rows, true)
		if _, _, ok := bigCells(st, m, w, h-1-len(legend)); ok {
			lines, heat := p.heatmapLines(m, w, h-len(legend))
			return append(lines, legend...), heat
		}
	}
	legend := p.legend(w, max(1, min(3, h/4)), false)
	lines, heat := p.heatmapLines(m, w, h-len(legend))
	return append(lines, legend...), heat
}

// stackedView puts a face matrix, positions across and a few faces down,
// over the numbers: for the panel docked below. Lines are exactly w
// cells, but for the heatmap's (see frame).
func (p Model) stackedView(m *stats.Matrix, w, h int) ([]string, heatDraw) {
	numbers := append(p.headLines(w), p.statLines(w)...)
	var out []string
	var heat heatDraw
	if mapH := h - len(numbers); mapH >= 3 {
		out, heat = p.mapBlock(m, w, mapH)
	}
	out = append(out, fitAll(numbers, w)...)
	out = append(out, fitAll(p.eventLines(w, h-len(out)), w)...)
	if len(out) > h {
		out = out[:h]
	}
	return out, heat
}

// legendMinW is the narrowest left column of the wide view: its legend
// in three lines of whole parts.
const legendMinW = 27

func (p Model) matrix() *stats.Matrix {
	if p.report == nil {
		return nil
	}
	return p.report.Matrix
}

// heatmapLines draws the matrix in at most w × h under an axis caption:
// the caption, exactly w cells, then an empty line for each of the
// heatmap's rows, which heat draws (each w cells) from the first.
func (p Model) heatmapLines(m *stats.Matrix, w, h int) ([]string, heatDraw) {
	st := p.c.Styles()
	if h < 2 || w < 1 {
		return nil, heatDraw{}
	}
	caption := mapCaption(st, m, w)
	if cw, ch, ok := bigCells(st, m, w, h-1); ok {
		return append([]string{draw.FitLine(caption, w)}, fitAll(bigMapLines(st, m, cw, ch), w)...), heatDraw{}
	}
	heat := newHeatDraw(st, m, w, h-1, p.heatBuf())
	heat.first = 1
	lines := make([]string, 1+heat.n)
	lines[0] = draw.FitLine(caption, w)
	return lines, heat
}

// mapCaption names the heatmap's axes in at most w cells.
func mapCaption(st draw.Styles, m *stats.Matrix, w int) string {
	if across(m) {
		return st.Subtle.Render(draw.FirstFit(w, st.Glyphs.Text(fmt.Sprintf("positions 1…%d across · faces 1…%d down", m.Rows, m.Cols)),
			"positions across · faces down", "positions × faces"))
	}
	what := "cards"
	if m.Faces() {
		what = "faces"
	}
	caption := draw.FirstFit(w, st.Glyphs.Text(fmt.Sprintf("rows: positions 1…%d · columns: %s", m.Rows, what)),
		"rows: positions · columns: "+what, "positions × "+what)
	if m.Rows != m.N && !m.Faces() {
		caption = draw.FirstFit(w, fmt.Sprintf("%d×%d groups of positions × cards", m.Rows, m.Cols), "positions × cards")
	}
	return st.Subtle.Render(caption)
}

// eventColumns lays the event tallies side by side under the panel's
// title, for the wide, short panel docked below. Lines are exactly w cells.
func (p Model) eventColumns(w, h int) ([]string, heatDraw) {
	n := len(p.tallies)
	if p.balls != nil {
		n++
	}
	if n < 2 {
		return p.tallView(w, h)
	}
	head := fitAll(p.headLines(w), w)
	charted, rest, colW := p.chartable(w, h-1)
	var summary []string // the tallies without a column: their tests in words
	for _, t := range rest {
		summary = append(summary, fitAll(draw.WrapStyled(p.c.Styles().Subtle, t.summary(p.c.Styles(), w), w), w)...)
	}
	var cols [][]string
	for _, t := range charted {
		cols = append(cols, fitAll(t.linesIn(p.c.Styles(), colW, h-1-len(summary)), colW))
	}
	if p.balls != nil {
		cols = append(cols, fitAll(p.balls.lines(p.c.Styles(), colW, h-1-len(summary)), colW))
	}
	h -= len(summary)
	out := head[:min(len(head), 1)] // the title; the state line is for the sampler
	blank := strings.Repeat(" ", colW)
	for i := 0; len(out) < h; i++ {
		var row strings.Builder
		any := false
		for c, col := range cols {
			if c > 0 {
				row.WriteString("   ")
			}
			if i < len(col) {
				row.WriteString(col[i])
				any = true
			} else {
				row.WriteString(blank)
			}
		}
		if !any {
			break
		}
		out = append(out, draw.FitLine(row.String(), w))
	}
	return append(out, summary...), heatDraw{} // only without a matrix
}

// minColumn is the least width of a tally's column beside others.
const minColumn = 30

// chartable splits the tallies into those drawn as columns side by side,
// each colW wide, in h lines — as many as fit, each showing every one of
// its outcomes — and the rest, which the panel sums up in words. The ball
// tally always has a column (its chart groups the numbers).
func (p Model) chartable(w, h int) (charted, rest []*Tally, colW int) {
	n := len(p.tallies)
	if p.balls != nil {
		n++
	}
	for k := n; k >= 1; k-- {
		colW = (w - 3*(k-1)) / k
		if k > 1 && colW < minColumn {
			continue
		}
		charted, rest = nil, nil
		room := k
		if p.balls != nil {
			room--
		}
		for _, t := range p.tallies {
			if len(charted) < room && t.fits(p.c.Styles(), colW, h) {
				charted = append(charted, t)
			} else {
				rest = append(rest, t)
			}
		}
		if len(charted) == room || k == 1 {
			return charted, rest, colW
		}
	}
	return charted, rest, colW
}
