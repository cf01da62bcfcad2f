package poker

import (
	"riffle/ui/tui/draw"
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// cell is one hand or player as text in a few widths.
type cell struct {
	label, cards string
	names        []string // longest first
}

// width of the cell with name i (or none when i < 0).
func (c cell) width(i int) int {
	w := lipgloss.Width(c.label) + 1 + lipgloss.Width(c.cards)
	if i >= 0 && i < len(c.names) {
		w += 2 + lipgloss.Width(c.names[i])
	}
	return w
}

func (c cell) render(i int) string {
	out := c.label + " " + c.cards
	if i >= 0 && i < len(c.names) {
		out += "  " + c.names[i]
	}
	return out
}

// oneLine renders each cell on a line with name variant v, or nil if a
// line would be wider than w.
func oneLine(cells []cell, v, w int) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		if c.width(v) > w {
			return nil
		}
		out[i] = c.render(v)
	}
	return out
}

// layoutCells lays cells out in at most rows lines of w cells: one a line
// with the longest name that fits every cell, else the cards on one line
// and the second name on the next, else one a line with the shortest
// name; more cells than rows go in columns with the shortest names, cut to
// fit, and the cells that do not fit are counted at the end.
func layoutCells(cells []cell, w, rows int, more func(int) string) []string {
	n := len(cells)
	switch {
	case n == 0 || rows < 1:
		return nil
	case n <= rows:
		return cellLines(cells, w, rows)
	}
	return cellColumns(cells, w, rows, more)
}

// cellLines lays out no more cells than rows, one a line (or two a line
// when a name fits only under the cards).
func cellLines(cells []cell, w, rows int) []string {
	n, variants := len(cells), len(cells[0].names)
	// One line a cell with the longest name that fits every cell;
	// names longer than the last variant's first go under the cards
	// when there is room for two lines a cell.
	for v := 0; v < variants; v++ {
		if v == variants-1 && v > 0 && 2*n <= rows {
			break
		}
		if line := oneLine(cells, v, w); line != nil {
			return line
		}
	}
	if 2*n <= rows && variants > 1 {
		var out []string
		indent := strings.Repeat(" ", lipgloss.Width(cells[0].label)+1)
		for _, c := range cells {
			out = append(out, c.render(-1), indent+c.names[min(1, variants-1)])
		}
		return out
	}
	if line := oneLine(cells, variants-1, w); line != nil {
		return line
	}
	out := make([]string, n)
	for i, c := range cells {
		out[i] = draw.Truncate(c.render(variants-1), w)
	}
	return out
}

// cellColumns lays out more cells than rows in columns: as many as the
// narrowest useful cell (label and cards) allows; the cells that do not
// fit are counted on the last line.
func cellColumns(cells []cell, w, rows int, more func(int) string) []string {
	n := len(cells)
	short := len(cells[0].names) - 1
	cellW := 0
	for _, c := range cells {
		cellW = max(cellW, c.width(short))
	}
	minW := cells[0].width(-1)
	cols := (n + rows - 1) / rows
	for cols > 1 && (w-2*(cols-1))/cols < minW {
		cols--
	}
	colW := min(cellW, max(1, (w-2*(cols-1))/cols))
	shown := min(n, rows*cols)
	perCol := (shown + cols - 1) / cols
	if shown < n { // the last line says how many more
		perCol = rows - 1
		shown = perCol * cols
	}
	lines := make([]string, 0, rows)
	for r := 0; r < perCol; r++ {
		var b strings.Builder
		for c := 0; c < cols; c++ {
			i := c*perCol + r
			if i >= shown {
				break
			}
			if c > 0 {
				b.WriteString("  ")
			}
			v := short
			if cells[i].width(short) > colW {
				v = -1 // no room for the name: the cards matter more
			}
			b.WriteString(draw.FitLine(draw.Truncate(cells[i].render(v), colW), colW))
		}
		lines = append(lines, b.String())
	}
	if shown < n {
		lines = append(lines, more(n-shown))
	}
	return lines
}

// cellVariants lays cells out in every number of rows up to maxRows that
// gives a layout of its own — two lines a cell, one a line, two columns,
// three… — most lines first, the layouts that show every cell before those
// that count the rest ("… 3 more"); complete is how many show every cell.
func cellVariants(cells []cell, w, maxRows int, more func(int) string) (variants [][]string, complete int) {
	n := len(cells)
	if n == 0 || maxRows < 1 {
		return nil, 0
	}
	rows := []int{2 * n}
	for c := 1; c <= n; c++ {
		if r := (n + c - 1) / c; r != rows[len(rows)-1] {
			rows = append(rows, r)
		}
	}
	var whole, cut [][]string
	seen := map[string]bool{}
	for _, r := range rows {
		r = min(r, maxRows)
		cutOff := false
		v := layoutCells(cells, w, r, func(k int) string { cutOff = true; return more(k) })
		key := strings.Join(v, "\n")
		if len(v) == 0 || seen[key] {
			continue
		}
		seen[key] = true
		if cutOff {
			cut = append(cut, v)
		} else {
			whole = append(whole, v)
		}
	}
	return append(whole, cut...), len(whole)
}
