package lab

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/rng"
	"riffle/ui/tui/draw"
)

// Canvas modes, from the most readable to the densest.
const (
	canvasCells   = iota // one cell per lattice point, k rows and 2k columns apart
	canvasHalves         // half blocks: one column per x, two y per cell
	canvasBraille        // braille dots, D per side, scaled
)

// canvas maps the lattice tab's m × m torus onto terminal cells, keeping
// the square's aspect (a cell is about twice as tall as wide).
type canvas struct {
	m          int
	mode       int
	k          int // canvasCells: rows between lattice points
	dots       int // canvasBraille: dots per side
	cols, rows int // the plot's cells, without axes
	labelW     int // the y axis labels' width
}

// newCanvas fits an m × m torus into w × h cells, axes included
// (h counts the x axis line). cols is 0 when nothing fits.
func newCanvas(m, w, h int) canvas {
	cv := canvas{m: m, labelW: len(strconv.Itoa(m - 1))}
	w -= cv.labelW + 1
	h-- // the x axis
	if k := min((w-1)/max(1, 2*(m-1)), (h-1)/max(1, m-1)); k >= 1 && m <= h && 2*m-1 <= w {
		cv.mode, cv.k = canvasCells, k
		cv.cols, cv.rows = 2*k*(m-1)+1, k*(m-1)+1
		return cv
	}
	if m <= w && (m+1)/2 <= h {
		cv.mode, cv.cols, cv.rows = canvasHalves, m, (m+1)/2
		return cv
	}
	d := min(2*w, 4*h)
	if d < 8 {
		return canvas{}
	}
	if d >= m {
		d = d / m * m // whole dots per lattice unit
	}
	cv.mode, cv.dots = canvasBraille, d
	cv.cols, cv.rows = (d+1)/2, (d+3)/4
	return cv
}

// cell returns the cell of the lattice point (x, y) and, for half blocks
// and braille, its bit within the cell (half blocks: 1 top, 2 bottom).
func (cv canvas) cell(x, y int) (col, row int, bit rune) {
	switch cv.mode {
	case canvasCells:
		return 2 * cv.k * x, cv.k * (cv.m - 1 - y), 0
	case canvasHalves:
		h := cv.m - 1 - y
		return x, h / 2, 1 << (h % 2)
	}
	dx := int((float64(x) + 0.5) * float64(cv.dots) / float64(cv.m))
	dy := cv.dots - 1 - int((float64(y)+0.5)*float64(cv.dots)/float64(cv.m))
	return dx / 2, dy / 4, brailleBit(dx%2, dy%4)
}

// at returns the cell under the continuous point (x, y) of the torus.
func (cv canvas) at(x, y float64) (col, row int, ok bool) {
	switch cv.mode {
	case canvasCells:
		col = int(math.Round(2 * float64(cv.k) * x))
		row = int(math.Round(float64(cv.k) * (float64(cv.m-1) - y)))
	case canvasHalves:
		col = int(math.Round(x))
		row = int(math.Round(float64(cv.m-1)-y)) / 2
	default:
		s := float64(cv.dots) / float64(cv.m)
		col = int(math.Floor((x + 0.5) * s / 2))
		row = int(math.Floor((float64(cv.dots) - (y+0.5)*s) / 4))
	}
	return col, row, col >= 0 && col < cv.cols && row >= 0 && row < cv.rows
}

// brailleBit is the bit of dot (dx, dy) in a braille cell (Unicode's
// numbering: dots 1-2-3 and 4-5-6 down the columns, 7 and 8 below).
func brailleBit(dx, dy int) rune {
	if dy == 3 {
		return 0x40 << dx
	}
	return 1 << (dy + 3*dx)
}

// lineGlyph draws a line whose normal is (u, v): its direction (−v, u) on
// a square grid.
func lineGlyph(u, v int64) string {
	ang := math.Atan2(math.Abs(float64(u)), math.Abs(float64(v))) * 180 / math.Pi
	switch {
	case ang < 22.5:
		return "─"
	case ang > 75:
		return "│"
	case (u > 0) == (v > 0): // direction (−v, u) falls to the right
		return "╲"
	}
	return "╱"
}

// Kinds of plot cells, in drawing priority.
const (
	cellEmpty = iota
	cellGrid
	cellLine
	cellPoint
	cellLatest
)

// plotCells is what the plot shows in each cell: its kind (the highest
// drawn there) and, on braille and half-block canvases, the dots of the
// points and of the lines.
type plotCells struct {
	kind           [][]int
	dots, lineDots [][]rune
}

// plotView draws the plot with its axes, into one string: each run of
// cells of one kind written with its style's paint, no allocation a run
// or a cell.
func (t *latticeTab) plotView(cv canvas) string {
	st := t.c.Styles()
	g := t.plotCells(cv)
	f, _ := t.family()
	glyph := lineGlyph(f.U, f.V)
	var paints [cellLatest + 1]draw.Paint
	for k := range paints {
		paints[k] = draw.PaintOf(t.cellStyle(k))
	}
	subtle := draw.PaintOf(st.Subtle)
	var b strings.Builder
	b.Grow((cv.rows + 1) * (cv.labelW + 1 + 3*cv.cols + 8*len(subtle.Open+subtle.Close)))
	for r := range cv.rows {
		label := ""
		switch {
		case r == 0:
			label = strconv.Itoa(cv.m - 1)
		case r == cv.rows-1:
			label = "0"
		}
		b.WriteString(subtle.Open) // the label right-aligned, as %*s
		b.WriteString(strings.Repeat(" ", max(0, cv.labelW-len(label))))
		b.WriteString(label)
		b.WriteByte(' ')
		b.WriteString(subtle.Close)
		plotRow(&b, cv, g, r, glyph, &paints)
		b.WriteString("\n")
	}
	subtle.Write(&b, strings.Repeat(" ", cv.labelW+1)+xAxis(cv))
	return b.String()
}

// plotCells marks the grid (one cell per lattice point), the lines of the
// family drawn (as last rasterized, see raster) and the visible pairs,
// the latest while stepping. Each layer takes the higher kind where they
// meet: lines over the grid, pairs over both.
func (t *latticeTab) plotCells(cv canvas) plotCells {
	g := plotCells{kind: cellRows[int](cv), dots: cellRows[rune](cv)}
	if f, on := t.family(); on {
		lr := t.raster.of(cv, f)
		for r := range g.kind {
			copy(g.kind[r], lr.kind[r])
		}
		g.lineDots = lr.lineDots // read only: plotRow reads a line's dots
	}
	if cv.mode == canvasCells {
		for y := range cv.m {
			for x := range cv.m {
				c, r, _ := cv.cell(x, y)
				g.kind[r][c] = max(g.kind[r][c], cellGrid)
			}
		}
	}
	vis := t.visible()
	for i, q := range vis {
		c, r, bit := cv.cell(int(q.X), int(q.Y))
		k := cellPoint
		if t.shown > 0 && i == len(vis)-1 {
			k = cellLatest
		}
		g.kind[r][c] = max(g.kind[r][c], k)
		g.dots[r][c] |= bit
	}
	return g
}

// cellRows is a zeroed rows × cols array of cv's cells, as rows of one
// array (not an array a row).
func cellRows[T any](cv canvas) [][]T {
	all, rows := make([]T, cv.rows*cv.cols), make([][]T, cv.rows)
	for r := range rows {
		rows[r] = all[r*cv.cols : (r+1)*cv.cols]
	}
	return rows
}

// raster is a family's lines rasterized on a canvas (rasterLines): the
// cells they cross (cellLine, else cellEmpty) and, on braille, their
// dots. It is kept from frame to frame, as the lines are thousands of
// steps of floating point and stay put while the plot is drawn ten times
// a second, and rasterized anew whenever the canvas or the lines differ.
type raster struct {
	cv       canvas
	u, v     int64
	lines    []int64
	kind     [][]int
	lineDots [][]rune
}

// of returns the lines of f on cv: r's, rasterized anew unless they are
// those of f on cv.
func (r *raster) of(cv canvas, f rng.LineFamily) *raster {
	if r.kind == nil || r.cv != cv || r.u != f.U || r.v != f.V || !slices.Equal(r.lines, f.Lines) {
		*r = raster{cv: cv, u: f.U, v: f.V, lines: slices.Clone(f.Lines), kind: cellRows[int](cv), lineDots: cellRows[rune](cv)}
		rasterLines(cv, f, r.kind, r.lineDots)
	}
	return r
}

// plotRow writes row r of the plot's cells to b. Runs of cells of one
// kind are painted together, blanks joining the run they are in (those
// before the row's first mark join its run; a row of blanks is Text);
// paints are the kinds' (cellStyle).
func plotRow(b *strings.Builder, cv canvas, g plotCells, r int, glyph string, paints *[cellLatest + 1]draw.Paint) {
	runKind, blanks := -1, 0 // the run's kind (-1 until a mark), and the blanks before the first
	for c := range cv.cols {
		k, d := g.kind[r][c], g.dots[r][c]
		if k == cellLine {
			d = g.lineDots[r][c]
		}
		if k == cellEmpty {
			k = runKind // blanks join any run
		}
		switch {
		case k == -1:
			blanks++
			continue
		case runKind == -1: // the row's first mark: the blanks before are its run's
			b.WriteString(paints[k].Open)
			b.WriteString(strings.Repeat(" ", blanks))
		case k != runKind:
			b.WriteString(paints[runKind].Close)
			b.WriteString(paints[k].Open)
		}
		runKind = k
		writeCell(b, cv, g.kind[r][c], d, glyph)
	}
	if runKind == -1 {
		if blanks > 0 {
			paints[cellEmpty].Write(b, strings.Repeat(" ", blanks))
		}
	} else {
		b.WriteString(paints[runKind].Close)
	}
}

// xAxis is the x axis under the plot's cells, unstyled: 0 and m−1 at the
// ends and, when it fits, its name in the middle.
func xAxis(cv canvas) string {
	axis := []rune(strings.Repeat(" ", cv.cols))
	last := strconv.Itoa(cv.m - 1)
	copy(axis[max(0, cv.cols-len(last)):], []rune(last))
	axis[0] = '0'
	if mid := "x = s_i →"; cv.cols >= len(last)+len([]rune(mid))+4 {
		copy(axis[(cv.cols-len([]rune(mid)))/2:], []rune(mid))
	}
	return string(axis)
}

// writeCell writes one cell of the plot, unpainted; cellStyle is its
// style.
func writeCell(b *strings.Builder, cv canvas, kind int, dots rune, glyph string) {
	switch kind {
	case cellGrid:
		b.WriteString("·")
	case cellLine:
		if cv.mode == canvasBraille {
			b.WriteRune(0x2800 + dots)
		} else {
			b.WriteString(glyph)
		}
	case cellLatest: // in every mode, so that it shows without colour
		b.WriteString("◉")
	case cellPoint:
		switch cv.mode {
		case canvasBraille:
			b.WriteRune(0x2800 + dots)
		case canvasHalves:
			b.WriteString([]string{" ", "▀", "▄", "█"}[dots])
		default:
			b.WriteString("●")
		}
	default:
		b.WriteByte(' ')
	}
}

// cellStyle is the style of a cell of kind.
func (t *latticeTab) cellStyle(kind int) lipgloss.Style {
	st := t.c.Styles()
	switch kind {
	case cellGrid:
		return st.Disabled
	case cellLine:
		return st.Subtle
	case cellPoint:
		return st.Bar
	case cellLatest:
		return st.Selected
	}
	return st.Text
}

// rasterLines marks the cells the lines of f cross (inside the square);
// on a braille canvas it also sets the dots the lines cross, in lineDots.
func rasterLines(cv canvas, f rng.LineFamily, kind [][]int, lineDots [][]rune) {
	m := float64(cv.m)
	lo, hi := -0.5, m-0.5
	// Steps of at most half a dot or a fifth of a cell, in lattice units.
	step := 0.1
	switch cv.mode {
	case canvasCells:
		step /= float64(cv.k)
	case canvasBraille:
		step = m / float64(cv.dots) / 2
	}
	u, v := float64(f.U), float64(f.V)
	mark := func(x, y float64) {
		if x < lo || x > hi || y < lo || y > hi {
			return
		}
		c, r, ok := cv.at(x, y)
		if !ok {
			return
		}
		kind[r][c] = max(kind[r][c], cellLine)
		if cv.mode == canvasBraille {
			s := float64(cv.dots) / m
			dx := min(cv.dots-1, int((x+0.5)*s))
			dy := min(cv.dots-1, max(0, int(float64(cv.dots)-(y+0.5)*s)))
			lineDots[r][c] |= brailleBit(dx%2, dy%4)
		}
	}
	for _, val := range f.Lines {
		c := float64(val)
		if math.Abs(v) >= math.Abs(u) { // y as a function of x
			for x := lo; x <= hi; x += step {
				mark(x, (c-u*x)/v)
			}
		} else { // x as a function of y
			for y := lo; y <= hi; y += step {
				mark((c-v*y)/u, y)
			}
		}
	}
}
