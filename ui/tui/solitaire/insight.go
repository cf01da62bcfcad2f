package solitaire

import (
	"fmt"
	"math"
	"strings"

	"github.com/charmbracelet/lipgloss"

	game "riffle/games/solitaire"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// The insight views `tab` cycles through.
const (
	viewCurve = iota
	viewRiffles
	viewLabels
	viewCount
)

var viewNames = [viewCount]string{"P(Alice) curve", "riffles & TV", "stopping-time labels"}

// nextView shows the next insight view, where they do not all fit.
func (s *Model) nextView() {
	if s.W >= wideW {
		s.say(false, "Every insight view is on show at this width.")
		return
	}
	s.view = (s.view + 1) % viewCount
	s.say(false, "Insight: %s.", viewNames[s.view])
}

// insightLines: the selected insight view first, then the others while
// they fit, in at most h lines.
func (s *Model) insightLines(w, h int) []string {
	if h < 2 || w < 10 {
		return nil
	}
	order := []int{s.view}
	for v := range viewCount {
		if v != s.view {
			order = append(order, v)
		}
	}
	var out []string
	for i, v := range order {
		room := h - len(out)
		if i > 0 {
			room-- // a blank line between views
		}
		if room < 4 {
			break
		}
		var lines []string
		switch v {
		case viewCurve:
			lines = s.curveLines(w, min(room, 14))
		case viewRiffles:
			lines = s.riffleTableLines(w, room)
		case viewLabels:
			lines = s.labelLines(w, room)
		}
		if len(lines) == 0 {
			continue
		}
		if i > 0 {
			out = append(out, "")
		}
		out = append(out, lines...)
	}
	return out
}

// curveLines: P(Alice wins) after k = 0…20 riffles and until random as
// columns from 50% to 100%, the player's win rates (rounds and "Play
// 10,000" together) as ● on them, and the chosen setting's numbers.
func (s *Model) curveLines(w, h int) []string {
	st := s.c.Styles()
	if h < 5 {
		return nil
	}
	detail := s.curveDetail(w)
	if len(detail) > 1 && h < 6+len(detail) {
		detail = detail[:1]
	}
	rowsH := min(10, h-2-len(detail))
	const gutter = 5
	cw := max(1, min(3, (w-gutter)/settingCount))
	grid, dot, below := s.curveGrid(rowsH, cw)
	legend := ": exact ▇, your games ●"
	if below {
		legend += " (▼ under 50%)"
	}
	out := []string{draw.FirstFit(w,
		st.Em.Render("P(Alice wins) after k riffles")+st.Subtle.Render(legend),
		st.Em.Render("P(Alice wins) by riffles")+st.Subtle.Render(legend),
		st.Em.Render("P(Alice wins)")+st.Subtle.Render(legend))}
	for r := range rowsH {
		out = append(out, st.Subtle.Render(curveLabel(r, rowsH)+"┤")+styledRuns(grid[r], dot[r], st.BarExpected, st.Bar))
	}
	out = append(out, s.curveAxis(cw))
	return append(out, detail...)
}

// curveGrid is the curve's rowsH rows of cells, cw a setting: the exact
// P(Alice wins) of each setting as a bar (cw−1 cells wide, at least 1),
// the player's win rate at it as a ● (marked in dot), or a ▼ on the floor
// for a rate under the chart's 50% (below).
func (s *Model) curveGrid(rowsH, cw int) (grid [][]rune, dot [][]bool, below bool) {
	barW := max(1, cw-1)
	vals := make([]float64, settingCount)
	for i := range vals {
		f, _ := s.exact[i].Float64()
		vals[i] = f - 0.5
	}
	cols := draw.SparkRows(vals, 0.5, rowsH)
	grid = make([][]rune, rowsH)
	dot = make([][]bool, rowsH)
	for r := range grid {
		grid[r] = []rune(strings.Repeat(" ", settingCount*cw))
		dot[r] = make([]bool, settingCount*cw)
		runes := []rune(cols[r])
		for i := range settingCount {
			for c := range barW {
				grid[r][i*cw+c] = runes[i]
			}
		}
	}
	for i := range settingCount {
		k := i
		if i == settingCount-1 {
			k = game.UntilRandom
		}
		t := s.game.Record(k).Add(s.sims[i])
		if t.Games == 0 {
			continue
		}
		e := int(math.Round((t.P() - 0.5) / 0.5 * float64(rowsH)))
		row := rowsH - 1 - min(rowsH-1, max(0, e-1))
		grid[row][i*cw] = '●'
		if e < 0 {
			// a rate below the chart's 50%: on its floor, pointing down
			grid[row][i*cw] = '▼'
			below = true
		}
		dot[row][i*cw] = true
	}
	return grid, dot, below
}

// curveLabel is the curve's scale left of row r of rowsH: 100% at the
// top, 50% at the floor, 75% between where there is room.
func curveLabel(r, rowsH int) string {
	switch r {
	case 0:
		return "100%"
	case rowsH - 1:
		return " 50%"
	case rowsH / 2:
		if rowsH >= 5 {
			return " 75%"
		}
	}
	return "    "
}

// curveAxis is the curve's axis, cw cells a setting: ▲ under the chosen
// setting, ∞ under until random and the counts 0, 5, …, 20 where they fit,
// the chosen setting's marks selected.
func (s *Model) curveAxis(cw int) string {
	st := s.c.Styles()
	sel := settingIndex(s.game.Shuffles())
	axis := []rune(strings.Repeat(" ", settingCount*cw))
	put := func(i int, text string) bool {
		rs := []rune(text)
		for _, at := range []int{i * cw, i*cw - 1} { // under the column, or a cell left
			if at < 0 || at+len(rs) > len(axis) {
				continue
			}
			free := true
			for j := at - 1; j <= at+len(rs); j++ {
				if j >= 0 && j < len(axis) && axis[j] != ' ' {
					free = false
				}
			}
			if free {
				copy(axis[at:], rs)
				return true
			}
		}
		return false
	}
	put(sel, "▲")
	put(settingCount-1, st.Glyphs.Infinity())
	for _, k := range []int{0, 5, 10, 15, 20} {
		put(k, fmt.Sprint(k))
	}
	mark := make([]bool, len(axis)) // the chosen setting's column
	for c := sel * cw; c < min(len(axis), (sel+1)*cw); c++ {
		mark[c] = axis[c] != ' '
	}
	return st.Subtle.Render("    └") + styledRuns(axis, mark, st.Subtle, st.Selected)
}

// styledRuns draws cells in style a, those marked in style b, one Render
// per run of equal style.
func styledRuns(cells []rune, marked []bool, a, b lipgloss.Style) string {
	var out strings.Builder
	for i := 0; i < len(cells); {
		j := i
		for j < len(cells) && marked[j] == marked[i] {
			j++
		}
		style := a
		if marked[i] {
			style = b
		}
		out.WriteString(style.Render(string(cells[i:j])))
		i = j
	}
	return out.String()
}

// curveDetail: the chosen setting's exact P and the player's results,
// wrapped to w.
func (s *Model) curveDetail(w int) []string {
	st := s.c.Styles()
	k := s.game.Shuffles()
	name := settingText(k)
	segs := []string{fmt.Sprintf("%s: exact %s", name, percent(s.pAlice(k), 2))}
	if k == game.UntilRandom {
		segs[0] += " (" + st.Glyphs.Infinity() + ")"
	}
	if rec := s.game.Record(k); rec.Games > 0 {
		segs = append(segs, fmt.Sprintf("your rounds: Alice %d of %d", rec.AliceWins, rec.Games))
	} else {
		segs = append(segs, "no rounds yet")
	}
	if t := s.sims[settingIndex(k)]; t.Games > 0 {
		segs = append(segs, fmt.Sprintf("played: %s of %s = %s", text.Int(int64(t.AliceWins)), text.Int(int64(t.Games)), percent(t.P(), 2)))
	}
	lines := draw.Pack(w, " · ", segs...)
	for i, l := range lines {
		lines[i] = st.Text.Render(l)
	}
	lines[0] = strings.Replace(lines[0], name, st.Selected.Render(name), 1)
	return lines
}
