package yahtzee

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"riffle/assets"
	"riffle/ui/tui/draw"
)

// The dice one by one (n ≤ 10), and grouped by face (n > 10).

// diceLines draws the dice in at most h lines: as d6 art when it fits,
// else as boxed numbers, else on one line; under them the keys, with ▲
// under the dice the advice keeps.
func (m *Model) diceLines(h int) []string {
	n := m.cfg.n
	art := m.cfg.d == 6 && n*(assets.DieFaceWidth+1)-1 <= m.W
	switch {
	case art && h >= assets.DieFaceLines+1:
		return m.diceBlock(assets.DieFaceWidth, m.artFace)
	case h >= 4 && n*6-1 <= m.W:
		return m.diceBlock(5, m.boxFace)
	}
	return m.diceInline()
}

// artFace draws die i with its pips (a "?" in the die's frame before the
// first roll: the dice keep their size as they are rolled).
func (m *Model) artFace(i int) []string {
	if m.game.Rolled() {
		return assets.DieFace(m.game.Face(i))
	}
	blank := assets.DieFace(1)
	mid := len(blank) / 2
	blank[mid] = strings.Replace(blank[mid], "●", "?", 1)
	return blank
}

// boxFace draws die i as its number in a 5-cell box ("?" before the first
// roll).
func (m *Model) boxFace(i int) []string {
	f := "?"
	if m.game.Rolled() {
		f = strconv.Itoa(m.game.Face(i))
	}
	return boxOf(f)
}

// boxOf is a die's face f in a 5-cell box.
func boxOf(f string) []string {
	return []string{"┌───┐", fmt.Sprintf("│%s│", center(f, 3)), "└───┘"}
}

// double redraws a die's frame with double lines: a kept die.
var double = strings.NewReplacer("┌", "╔", "┐", "╗", "└", "╚", "┘", "╝", "─", "═", "│", "║")

// diceBlock draws every die with face(i) (lines of width cw) side by side,
// kept ones framed double, and the key line under them.
func (m *Model) diceBlock(cw int, face func(int) []string) []string {
	st := m.c.Styles()
	g := m.game
	var rows []*strings.Builder // a builder a row: the frame is drawn ten times a second while the panel samples
	var keys strings.Builder
	adv := m.advised()
	for i := range m.cfg.n {
		lines := face(i)
		kept := g.Rolled() && g.Kept(i)
		for r, l := range lines {
			if kept {
				l = st.P.Selected.Render(double.Replace(l))
			}
			if r >= len(rows) {
				rows = append(rows, &strings.Builder{})
			}
			if i > 0 {
				rows[r].WriteByte(' ')
			}
			rows[r].WriteString(m.c.Mark(ZoneDie(i, r), l))
		}
		label := strconv.Itoa((i + 1) % 10)
		if adv[i] {
			label += "▲"
		}
		if kept && cw >= 7 {
			label += " kept"
		}
		if i > 0 {
			keys.WriteString(" ")
		}
		keys.WriteString(m.c.Mark(ZoneDie(i, len(lines)), st.P.Key.Render(center(label, cw))))
	}
	out := make([]string, 0, len(rows)+1)
	for _, r := range rows {
		out = append(out, r.String())
	}
	return append(out, keys.String())
}

// diceInline draws the dice on one line, kept ones in brackets, and the
// keys above them.
func (m *Model) diceInline() []string {
	st := m.c.Styles()
	g := m.game
	adv := m.advised()
	var keys, faces strings.Builder
	for i := range m.cfg.n {
		f := "?"
		if g.Rolled() {
			f = strconv.Itoa(g.Face(i))
		}
		cell := " " + center(f, 2) + " "
		if g.Rolled() && g.Kept(i) {
			cell = st.P.Selected.Render("[" + center(f, 2) + "]")
		}
		label := strconv.Itoa((i + 1) % 10)
		if adv[i] {
			label += "▲"
		}
		keys.WriteString(m.c.Mark(ZoneDie(i, 0), st.P.Key.Render(center(label, 4))) + " ")
		faces.WriteString(m.c.Mark(ZoneDie(i, 1), cell) + " ")
	}
	return []string{keys.String(), faces.String()}
}

// advised reports, die by die, whether the advice keeps it (none before
// the first roll, after the last, or when all differ).
func (m *Model) advised() []bool {
	adv := make([]bool, m.cfg.n)
	if !m.playing() {
		return adv
	}
	face, count := m.game.Largest()
	if count < 2 {
		return adv
	}
	for i := range adv {
		adv[i] = m.game.Face(i) == face
	}
	return adv
}

// center centres s in w cells.
func center(s string, w int) string {
	sw := len([]rune(s))
	if sw >= w {
		return s
	}
	left := (w - sw) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", w-sw-left)
}

// groupLines draws the faces in at most h lines: a row per face with a bar
// of its dice (out of n) when there is room, else a column per face.
func (m *Model) groupLines(h int) []string {
	if h >= m.cfg.d {
		return m.groupRows()
	}
	return m.groupColumns(max(2, h))
}

// groupRows: "▸  5 ████████▌      23 kept ▲" a face a line.
func (m *Model) groupRows() []string {
	st := m.c.Styles()
	g := m.game
	counts, kept := g.Counts(), g.KeptCounts()
	face, count := g.Largest()
	barW := max(4, m.W-26)
	var out []string
	for f := 1; f <= m.cfg.d; f++ {
		c := counts[f-1]
		cur := "  "
		label := fmt.Sprintf("%2d", f)
		if m.playing() && f-1 == m.cursor {
			cur = st.Selected.Render("▸ ")
			label = st.Selected.Render(label)
		}
		bar := draw.FitLine(draw.HBar(float64(c)/float64(m.cfg.n), barW), barW)
		state := strings.Repeat(" ", 7)
		switch {
		case kept[f-1] == c && c > 0:
			state = st.Selected.Render("kept") + "   "
		case kept[f-1] > 0:
			state = st.Selected.Render(fmt.Sprintf("%-7s", fmt.Sprintf("%d kept", kept[f-1])))
		}
		adv := ""
		if m.playing() && f == face && count > 1 {
			adv = st.Key.Render(" ▲ advice")
		}
		out = append(out, m.c.Mark(ZoneFace(f), cur+label+" "+st.Bar.Render(bar)+fmt.Sprintf(" %3d ", c)+state+adv))
	}
	return out
}

// groupColumns: a column per face, bars h−3 lines high on the scale of the
// largest group, then the face, its count and its state (kept, or K when
// narrow; ▲ the advice).
func (m *Model) groupColumns(h int) []string {
	st := m.c.Styles()
	g := m.game
	d := m.cfg.d
	counts, kept := g.Counts(), g.KeptCounts()
	face, count := g.Largest()
	need := len(strconv.Itoa(slices.Max(counts))) + 1
	cw := max(3, need, min(6, (m.W+1)/d))
	vals := make([]float64, d)
	for i, c := range counts {
		vals[i] = float64(c)
	}
	barH := max(1, h-3)
	spark := draw.SparkRows(vals, float64(max(1, count)), barH)
	var out []string
	for _, row := range spark {
		var b strings.Builder
		for _, r := range row {
			b.WriteString(st.Bar.Render(strings.Repeat(string(r), cw-1)) + " ")
		}
		out = append(out, b.String())
	}
	var faces, nums, states strings.Builder
	for f := 1; f <= d; f++ {
		label := center(strconv.Itoa(f), cw-1)
		if m.playing() && f-1 == m.cursor {
			label = st.Selected.Render(label)
		}
		faces.WriteString(label + " ")
		nums.WriteString(st.Subtle.Render(center(strconv.Itoa(counts[f-1]), cw-1)) + " ")
		s := ""
		if kept[f-1] > 0 {
			s = "K"
			if cw >= 6 {
				s = "kept"
			}
		}
		if m.playing() && f == face && count > 1 {
			s += "▲"
		}
		states.WriteString(st.Selected.Render(center(s, cw-1)) + " ")
	}
	out = append(out, faces.String(), nums.String(), states.String())
	if len(out) > h {
		// The bars give way first.
		out = out[len(out)-h:]
	}
	return out
}
