package panel

import (
	"math"
	"slices"
	"strings"

	"riffle/engine/stats"
	"riffle/ui/tui/common"
)

// heatFull is the standardized residual at which the heatmap's colour is
// full: (O − E)/√E = ±4 is a 1-in-15,000 deviation for one cell of a fair
// shuffle, so a saturated cell is news while sampling noise stays pale.
const heatFull = 4.0

// grid is a matrix's standardized residuals reduced to blocks (see
// residuals), in a buffer kept from frame to frame.
type grid struct {
	rows, cols int
	z, exp     []float64 // row-major, rows × cols
	colBlock   []int     // the block column of each of the matrix's columns
}

// residuals reduces m to at most rows × cols blocks of whole positions and
// cards, each block's standardized residual being
//
//	z = Σ(O − E) / √(ΣE)
//
// over its cells — the residual of the block as one cell, so a block's
// colour means what a cell's does. g.rows and g.cols become the grid's
// real dimensions (at most m.Rows and m.Cols).
func (g *grid) residuals(m *stats.Matrix, rows, cols int) {
	rows, cols = max(1, min(rows, m.Rows)), max(1, min(cols, m.Cols))
	g.rows, g.cols = rows, cols
	n := rows * cols
	g.z, g.exp = slices.Grow(g.z[:0], n)[:n], slices.Grow(g.exp[:0], n)[:n]
	clear(g.z)
	clear(g.exp)
	g.colBlock = slices.Grow(g.colBlock[:0], m.Cols)[:m.Cols]
	for c := range g.colBlock {
		g.colBlock[c] = c * cols / m.Cols
	}
	for r := 0; r < m.Rows; r++ {
		br := r * rows / m.Rows * cols
		for c, bc := range g.colBlock {
			i := br + bc
			e := m.Expected(r, c)
			g.z[i] += float64(m.Counts[r*m.Cols+c]) - e
			g.exp[i] += e
		}
	}
	for i, e := range g.exp {
		if e > 0 {
			g.z[i] /= math.Sqrt(e)
		} else {
			g.z[i] = 0
		}
	}
}

// heatCells are the coloured heatmap's cells as whole escape sequences,
// made once for the styles: pair[fg·n + bg] is a half block in colour fg
// over colour bg (indices of Styles.HeatFG and HeatBG, n colours), top[fg]
// one in colour fg over the terminal's background, for the last line of
// an odd number of rows.
type heatCells struct {
	styles stylesKey
	n      int
	pair   []string
	top    []string
	width  int // the longest cell's length in bytes
}

// heatBuf is what the heatmap keeps from frame to frame.
type heatBuf struct {
	grid  grid
	cells heatCells
}

// cellsFor is h's cells for st, made anew when st differs from the last.
func (h *heatCells) cellsFor(st common.Styles) *heatCells {
	if k := keyOf(st); h.pair == nil || h.styles != k {
		n := len(st.HeatFG)
		*h = heatCells{styles: k, n: n, pair: make([]string, n*n), top: make([]string, n)}
		for fg := range n {
			h.top[fg] = st.HeatFG[fg] + "▀"
			for bg := range n {
				h.pair[fg*n+bg] = st.HeatFG[fg] + st.HeatBG[bg] + "▀"
				h.width = max(h.width, len(h.pair[fg*n+bg]))
			}
		}
	}
	return h
}

// HeatIndex maps a residual to a colour index 0…2·HeatSteps, HeatMid being
// uniform.
func HeatIndex(z float64) int {
	// (Comparisons rather than math.Max and math.Min, which are not
	// inlined: the same t for every z, NaN and −0 included.)
	t := z / heatFull
	if t < -1 {
		t = -1
	} else if t > 1 {
		t = 1
	}
	return common.HeatMid + int(math.Round(t*common.HeatSteps))
}

// HeatGlyph is the character a cell gets without colours: '·' within ±2
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

// heatDraw is m's residuals ready to draw in at most w cells by h lines,
// each line padded to exactly w cells. With colours each line holds two
// rows (the upper half block takes the upper row's colour, its background
// the lower row's); without, one row a line, drawn with heatGlyph. The
// frame writes the lines straight into its builder (see writeBefore) from
// the escape sequences made once for the styles: a style's Render per
// cell would cost more than the rest of the frame, a 52-card map having
// 1,352 cells.
type heatDraw struct {
	first, n int // the body lines the heatmap's lines go before
	g        *grid
	cells    *heatCells // nil without colours
	reset    string
	pad      int // spaces after each line's cells
}

// newHeatDraw reduces m to the grid for w × h cells in buf (whose buffers
// it keeps) and counts its lines, the first being line 0 of the body.
func newHeatDraw(st common.Styles, m *stats.Matrix, w, h int, buf *heatBuf) heatDraw {
	if w < 1 || h < 1 || m == nil {
		return heatDraw{}
	}
	d := heatDraw{g: &buf.grid}
	rows := h
	if heatInColour(st) {
		rows = 2 * h
		d.cells, d.reset = buf.cells.cellsFor(st), st.Reset
	}
	d.g.residuals(m, rows, w)
	d.n, d.pad = d.g.rows, max(0, w-d.g.cols)
	if heatInColour(st) {
		d.n = (d.g.rows + 1) / 2
	}
	return d
}

// size is at least the heatmap's length in bytes.
func (d heatDraw) size() int {
	if d.n == 0 {
		return 0
	}
	cell := 1
	if d.cells != nil {
		cell = d.cells.width
	}
	return d.n * (d.g.cols*cell + len(d.reset) + d.pad)
}

// writeBefore writes the heatmap's line that goes before body line i, if
// any.
func (d heatDraw) writeBefore(b *strings.Builder, i int) {
	l := i - d.first
	if l < 0 || l >= d.n {
		return
	}
	g := d.g
	if d.cells == nil {
		for _, z := range g.z[l*g.cols : (l+1)*g.cols] {
			b.WriteByte(HeatGlyph(z))
		}
		writeSpaces(b, d.pad)
		return
	}
	r := 2 * l
	upper := g.z[r*g.cols : (r+1)*g.cols]
	if r+1 < g.rows {
		lower := g.z[(r+1)*g.cols : (r+2)*g.cols]
		for c, z := range upper {
			b.WriteString(d.cells.pair[HeatIndex(z)*d.cells.n+HeatIndex(lower[c])])
		}
	} else {
		for _, z := range upper {
			b.WriteString(d.cells.top[HeatIndex(z)])
		}
	}
	b.WriteString(d.reset)
	writeSpaces(b, d.pad)
}

// writeSpaces writes n spaces.
func writeSpaces(b *strings.Builder, n int) {
	const spaces = "                                                                "
	for n > 0 {
		k := min(n, len(spaces))
		b.WriteString(spaces[:k])
		n -= k
	}
}

// heatInColour is whether the heatmap is drawn in colour: with colours,
// in half blocks that hold two rows a line; else, and in ASCII, one row a
// line of HeatGlyph's characters.
func heatInColour(st common.Styles) bool { return st.Color && !st.Glyphs.ASCII }

// HeatLegend explains the heatmap's scale in one line.
func HeatLegend(st common.Styles, w int) string {
	if !heatInColour(st) {
		return common.Truncate(". as uniform  + more, - fewer (beyond 2σ)  # or = beyond 4σ", w)
	}
	var b strings.Builder
	b.WriteString(st.HeatFG[0] + "██" + st.Reset + " fewer  ")
	b.WriteString(st.HeatFG[common.HeatMid] + "██" + st.Reset + " as uniform  ")
	b.WriteString(st.HeatFG[2*common.HeatSteps] + "██" + st.Reset + " more")
	b.WriteString(st.Subtle.Render("  (full at ±4σ)"))
	return common.Truncate(b.String(), w)
}
