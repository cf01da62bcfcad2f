package panel

import (
	"math"
	"strings"

	"riffle/engine/stats"
	"riffle/ui/tui/common"
)

// heatFull is the standardized residual at which the heatmap's colour is
// full: (O − E)/√E = ±4 is a 1-in-15,000 deviation for one cell of a fair
// shuffle, so a saturated cell is news while sampling noise stays pale.
const heatFull = 4.0

// residualGrid reduces m to at most rows × cols blocks of whole positions
// and cards, each block's standardized residual being
//
//	z = Σ(O − E) / √(ΣE)
//
// over its cells — the residual of the block as one cell, so a block's
// colour means what a cell's does. rows and cols are the grid's real
// dimensions (at most m.Rows and m.Cols).
func residualGrid(m *stats.Matrix, rows, cols int) (z [][]float64) {
	rows, cols = max(1, min(rows, m.Rows)), max(1, min(cols, m.Cols))
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

// heatIndex maps a residual to a colour index 0…2·heatSteps, heatMid being
// uniform.
func HeatIndex(z float64) int {
	t := math.Max(-1, math.Min(1, z/heatFull))
	return common.HeatMid + int(math.Round(t*common.HeatSteps))
}

// heatGlyph is the character a cell gets without colours: '·' within ±2
// standardized residuals, '+' / '-' beyond, '#' / '=' beyond ±4.
func HeatGlyph(z float64) byte {
	switch {
	case z >= heatFull:
		return '#'
	case z >= 2:
		return '+'
	case z <= -heatFull:
		return '='
	case z <= -2:
		return '-'
	}
	return '.'
}

// heatmapView draws m's residuals in at most w cells by h lines and
// returns the lines and their width in cells (all lines are that wide).
// With colours each line holds two rows (the upper half block takes the
// upper row's colour, its background the lower row's); without, one row a
// line, drawn with heatGlyph.
func heatmapView(st common.Styles, m *stats.Matrix, w, h int) (lines []string, cells int) {
	if w < 1 || h < 1 || m == nil {
		return nil, 0
	}
	if !st.Color {
		z := residualGrid(m, h, w)
		for _, row := range z {
			b := make([]byte, len(row))
			for c, v := range row {
				b[c] = HeatGlyph(v)
			}
			lines = append(lines, string(b))
		}
		return lines, len(z[0])
	}
	z := residualGrid(m, 2*h, w)
	var b strings.Builder
	for r := 0; r < len(z); r += 2 {
		b.Reset()
		b.Grow(len(z[r]) * (len(st.HeatFG[0]) + len(st.HeatBG[0]) + 3))
		for c := range z[r] {
			b.WriteString(st.HeatFG[HeatIndex(z[r][c])])
			if r+1 < len(z) {
				b.WriteString(st.HeatBG[HeatIndex(z[r+1][c])])
			}
			b.WriteString("▀")
		}
		b.WriteString(st.Reset)
		lines = append(lines, b.String())
	}
	return lines, len(z[0])
}

// heatLegend explains the heatmap's scale in one line.
func HeatLegend(st common.Styles, w int) string {
	if !st.Color {
		return common.Truncate(". as uniform  + more, - fewer (beyond 2σ)  # or = beyond 4σ", w)
	}
	var b strings.Builder
	b.WriteString(st.HeatFG[0] + "██" + st.Reset + " fewer  ")
	b.WriteString(st.HeatFG[common.HeatMid] + "██" + st.Reset + " as uniform  ")
	b.WriteString(st.HeatFG[2*common.HeatSteps] + "██" + st.Reset + " more")
	b.WriteString(st.Subtle.Render("  (full at ±4σ)"))
	return common.Truncate(b.String(), w)
}
