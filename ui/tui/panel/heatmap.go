package panel

import (
	"fmt"
	"math"
	"riffle/ui/tui/draw"
	"slices"
	"strings"
	"unicode/utf8"

	"riffle/engine/stats"
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
// colour means what a cell's does. A face matrix of more positions than
// faces is drawn transposed, positions across and faces down. g.rows
// and g.cols become the grid's real dimensions (at most the drawn
// matrix's).
func (g *grid) residuals(m *stats.Matrix, rows, cols int) {
	mr, mc := drawnDims(m)
	rows, cols = max(1, min(rows, mr)), max(1, min(cols, mc))
	g.rows, g.cols = rows, cols
	n := rows * cols
	g.z, g.exp = slices.Grow(g.z[:0], n)[:n], slices.Grow(g.exp[:0], n)[:n]
	clear(g.z)
	clear(g.exp)
	g.colBlock = slices.Grow(g.colBlock[:0], mc)[:mc]
	for c := range g.colBlock {
		g.colBlock[c] = c * cols / mc
	}
	for r := 0; r < m.Rows; r++ {
		br := r * rows / m.Rows * cols
		for c := range m.Cols {
			var i int
			if across(m) {
				i = c*rows/mr*cols + g.colBlock[r]
			} else {
				i = br + g.colBlock[c]
			}
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

// across reports whether m is drawn transposed, positions across: a face
// matrix with more positions than faces (36 dice of 6 faces, not 5 balls
// of 52).
func across(m *stats.Matrix) bool { return m.Faces() && m.Rows > m.Cols }

// drawnDims are the rows and columns m is drawn with: transposed when
// across (see residuals).
func drawnDims(m *stats.Matrix) (rows, cols int) {
	if across(m) {
		return m.Cols, m.Rows
	}
	return m.Rows, m.Cols
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
func (h *heatCells) cellsFor(st draw.Styles) *heatCells {
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
	return draw.HeatMid + int(math.Round(t*draw.HeatSteps))
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
func newHeatDraw(st draw.Styles, m *stats.Matrix, w, h int, buf *heatBuf) heatDraw {
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
func heatInColour(st draw.Styles) bool { return st.Color && !st.Glyphs.ASCII }

// HeatLegend explains the heatmap's scale in one line of w cells, its
// parts that do not fit left out.
func HeatLegend(st draw.Styles, w int) string { return HeatLegendLines(st, w, 1, false)[0] }

// Big cells: a small matrix (a few cards) is drawn cell by cell, each cell
// several columns wide and up to bigMaxH lines high with its standardized
// residual written inside, on its heat colour when there are colours and
// after its glyph when there are none.
const (
	bigTextW = 5 // a residual's cells: "+12.3", "−412", "+88k"
	bigMaxW  = 14
	bigMaxH  = 5
)

// bigCells is the size of m's cells drawn one by one in at most w × h
// (each cell's width counting the gap after it), or ok false when every
// cell does not fit its residual and one line.
func bigCells(st draw.Styles, m *stats.Matrix, w, h int) (cw, ch int, ok bool) {
	cw = BigCellWidth(st, m, w)
	if cw == 0 || m.Rows < 1 {
		return 0, 0, false
	}
	ch = min(bigMaxH, h/m.Rows)
	if !heatInColour(st) {
		ch = min(ch, 1)
	}
	return cw, ch, ch >= 1
}

// BigCellWidth is the width of m's cells drawn one by one in w columns
// (see bigCells), 0 when their residuals would not fit or m is drawn
// transposed (many positions across).
func BigCellWidth(st draw.Styles, m *stats.Matrix, w int) int {
	if m == nil || m.Cols < 1 || across(m) {
		return 0
	}
	need := bigTextW + 1 // and the gap
	if !heatInColour(st) {
		need += 2 // the glyph and a space
	}
	if cw := min(bigMaxW, w/m.Cols); cw >= need {
		return cw
	}
	return 0
}

// bigMapLines draws m's cells cw × ch each, rows of positions down and
// cards across; each line is exactly m.Cols·cw cells.
func bigMapLines(st draw.Styles, m *stats.Matrix, cw, ch int) []string {
	var out []string
	for r := range m.Rows {
		for l := range ch {
			var b strings.Builder
			for c := range m.Cols {
				z := 0.0
				if e := m.Expected(r, c); e > 0 {
					z = (float64(m.Counts[r*m.Cols+c]) - e) / math.Sqrt(e)
				}
				label := ""
				if l == ch/2 {
					label = residualText(z, cw-1)
					if !heatInColour(st) {
						label = string(HeatGlyph(z)) + " " + residualText(z, cw-3)
					}
				}
				label = centre(st.Glyphs.Text(label), cw-1)
				if heatInColour(st) {
					b.WriteString(st.HeatBG[HeatIndex(z)] + label + st.Reset + " ")
				} else {
					b.WriteString(label + " ")
				}
			}
			out = append(out, b.String())
		}
	}
	return out
}

// residualText writes z in at most w cells (bigTextW or more): one
// decimal, else none, else in thousands or millions ("+88k").
func residualText(z float64, w int) string {
	if math.Abs(z) < 0.05 {
		return "0.0" // no sign on a residual that rounds to nothing
	}
	s := fmt.Sprintf("%+.1f", z)
	for _, alt := range []string{fmt.Sprintf("%+.0f", z), fmt.Sprintf("%+.0fk", z/1e3), fmt.Sprintf("%+.0fM", z/1e6), "≫"} {
		if len(s) <= w {
			break
		}
		s = alt
	}
	return strings.Replace(s, "-", "−", 1)
}

// centre pads s (ASCII but for a minus sign) to w cells, centred.
func centre(s string, w int) string {
	n := utf8.RuneCountInString(s)
	if n >= w {
		return s
	}
	left := (w - n) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", w-n-left)
}

// HeatLegendLines explains the heatmap's scale in at most n lines of w
// cells, its parts packed line by line (a part wider than w wrapped); with
// numbers (big cells) it also says what the number in a cell is.
func HeatLegendLines(st draw.Styles, w, n int, numbers bool) []string {
	var parts []string
	if heatInColour(st) {
		parts = []string{
			st.HeatFG[0] + "██" + st.Reset + " fewer",
			st.HeatFG[draw.HeatMid] + "██" + st.Reset + " as uniform",
			st.HeatFG[2*draw.HeatSteps] + "██" + st.Reset + " more",
			st.Subtle.Render("(full at ±4σ)"),
		}
	} else {
		parts = []string{". as uniform", "+ more, - fewer (beyond 2σ)", "# or = beyond 4σ"}
	}
	if numbers {
		parts = append(parts, st.Subtle.Render(st.Glyphs.Text("in a cell: (O−E)/√E")))
	}
	lines := draw.Pack(w, "  ", parts...)
	if len(lines) > n {
		lines = lines[:max(0, n)]
	}
	for i := range lines {
		lines[i] = draw.FitLine(lines[i], w)
	}
	return lines
}
