package felt

import (
	"strconv"
	"strings"
)

// DieSize is a die's size.
type DieSize int

// The die sizes, smallest first.
const (
	DieSmall DieSize = iota // 9×5: three rows of pips
	DieLarge                // 13×7: the same pips with room between
)

// W is a die's width in cells at size s.
func (s DieSize) W() int { return [...]int{9, 13}[s] }

// H is a die's height in lines at size s.
func (s DieSize) H() int { return [...]int{5, 7}[s] }

// FitDie is the largest size at which n dice side by side, gap cells
// apart, fit in w cells and h lines (DieSmall when none bigger does).
func FitDie(n, gap, w, h int) DieSize {
	if n*DieLarge.W()+max(0, n-1)*gap <= w && DieLarge.H() <= h {
		return DieLarge
	}
	return DieSmall
}

// diePips are the places of a six-sided die's pips on a 3×3 grid (row,
// column), by face: as on a Western die.
var diePips = [7][][2]int{
	1: {{1, 1}},
	2: {{0, 0}, {2, 2}},
	3: {{0, 0}, {1, 1}, {2, 2}},
	4: {{0, 0}, {0, 2}, {2, 0}, {2, 2}},
	5: {{0, 0}, {0, 2}, {1, 1}, {2, 0}, {2, 2}},
	6: {{0, 0}, {0, 2}, {1, 0}, {1, 2}, {2, 0}, {2, 2}},
}

// Die draws a die showing face at size s: pips for a six-sided die's 1…6,
// the number for any other (a d20's 17); face 0 is a die not yet thrown
// ("?"). A kept die has a double border, lit.
func (f Felt) Die(face, sides int, s DieSize, kept bool) []string {
	w, h := s.W()-2, s.H()-2
	in := make([][]rune, h)
	for r := range in {
		in[r] = []rune(strings.Repeat(" ", w))
	}
	switch {
	case sides == 6 && face >= 1 && face <= 6:
		// the grid's columns and rows inside the box: 1, 3, 5 of 7 cells
		// and every line of 3 small; 2, 5, 8 of 11 and every other line large
		col := [2][3]int{{1, 3, 5}, {2, 5, 8}}[s]
		row := [2][3]int{{0, 1, 2}, {0, 2, 4}}[s]
		for _, p := range diePips[face] {
			in[row[p[0]]][col[p[1]]] = '●'
		}
	default:
		t := "?"
		if face > 0 {
			t = strconv.Itoa(face)
		}
		r := []rune(t)
		copy(in[h/2][(w-len(r))/2:], r)
	}
	tl, tr, bl, br, hz, vt := "┌", "┐", "└", "┘", "─", "│"
	st := f.st.P.Subtle
	if kept {
		tl, tr, bl, br, hz, vt = "╔", "╗", "╚", "╝", "═", "║"
		st = f.st.P.Selected
	}
	out := make([]string, 0, s.H())
	out = append(out, st.Render(tl+strings.Repeat(hz, w)+tr))
	side := st.Render(vt)
	for _, l := range in {
		out = append(out, side+f.st.P.Em.Render(string(l))+side)
	}
	return append(out, st.Render(bl+strings.Repeat(hz, w)+br))
}

// Dice draws dice side by side at size s, gap cells apart; kept[i] marks
// die i kept (kept may be shorter than faces).
func (f Felt) Dice(faces []int, sides int, s DieSize, gap int, kept []bool) []string {
	out := make([]string, s.H())
	sep := strings.Repeat(" ", gap)
	for i, face := range faces {
		k := i < len(kept) && kept[i]
		for r, l := range f.Die(face, sides, s, k) {
			if i > 0 {
				out[r] += sep
			}
			out[r] += l
		}
	}
	return out
}
