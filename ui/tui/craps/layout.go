package craps

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/odds"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/felt"
)

// The layout's pieces: a point's box is boxW cells wide inside; the felt
// needs layoutMinW cells (the six boxes, the puck beside them, the rim).
const (
	boxW       = 6
	layoutMinW = 6*(boxW+1) + 1 + 12 + 4
)

// pointName is a point as the layout spells it: six and nine in words,
// as on a real table, so that they are not read upside down.
func pointName(p int) string {
	switch p {
	case 6:
		return "SIX"
	case 9:
		return "NINE"
	}
	return strconv.Itoa(p)
}

// layoutLines draws the table's felt in w cells: the point boxes with
// the puck ON the point (OFF beside them on the come-out), the pass line
// with its chips and the odds behind it with theirs. nil where it does
// not fit.
func (s *Model) layoutLines(w int) []string {
	if w < layoutMinW || s.table == nil {
		return nil
	}
	st := s.c.Styles()
	t := s.table
	key := draw.MemoKey(st.MemoID(), strconv.Itoa(w), strconv.Itoa(t.Point()), strconv.Itoa(t.Pass()), strconv.Itoa(t.Odds()))
	return strings.Split(s.layoutMemo.Draw(key, func() string { return strings.Join(s.drawLayout(w), "\n") }), "\n")
}

// drawLayout draws what layoutLines shows.
func (s *Model) drawLayout(w int) []string {
	st := s.c.Styles()
	t := s.table
	rim, line, p := st.P.Good, st.P.Subtle, st.P
	in := min(w, 90) - 2
	centre := func(t string, n int) string {
		tw := lipgloss.Width(t)
		l := max(0, (n-tw)/2)
		return strings.Repeat(" ", l) + t + strings.Repeat(" ", max(0, n-tw-l))
	}
	// The point boxes, the puck in the point's.
	var top, names, pucks, bottom strings.Builder
	for i, pt := range odds.CrapsPoints {
		first := i == 0
		top.WriteString(line.Render(map[bool]string{true: "┌", false: "┬"}[first] + strings.Repeat("─", boxW)))
		bottom.WriteString(line.Render(map[bool]string{true: "└", false: "┴"}[first] + strings.Repeat("─", boxW)))
		names.WriteString(line.Render("│"))
		pucks.WriteString(line.Render("│"))
		name := centre(pointName(pt), boxW)
		puck := strings.Repeat(" ", boxW)
		if pt == t.Point() {
			name = p.Em.Render(name)
			puck = p.Selected.Render(centre("● ON", boxW))
		} else {
			name = p.Text.Render(name)
		}
		names.WriteString(name)
		pucks.WriteString(puck)
	}
	top.WriteString(line.Render("┐"))
	bottom.WriteString(line.Render("┘"))
	names.WriteString(line.Render("│"))
	pucks.WriteString(line.Render("│"))
	off := "      "
	if t.ComeOut() {
		off = p.Subtle.Render("○ OFF ")
	}
	boxes := []string{top.String(), names.String() + "  " + off, pucks.String(), bottom.String()}
	// The bets: their chips on the felt.
	f := felt.New(st)
	bet := func(label string, n int) []string {
		out := []string{p.Text.Render(label), "", ""}
		if n > 0 {
			chips := f.Chips(int64(n), 3)
			for i := range out {
				out[i] = draw.FitLine(out[i], 11)
				if i < len(chips) {
					out[i] += chips[i]
				}
			}
			return out
		}
		out[0] = draw.FitLine(out[0], 11) + p.Subtle.Render("—")
		return out
	}
	pass := bet("PASS LINE", t.Pass())
	oddsBet := bet("ODDS", t.Odds())
	chips := make([]string, 3)
	for i := range chips {
		chips[i] = draw.FitLine(pass[i], 30) + "  " + oddsBet[i]
	}
	body := append(append(boxes, ""), chips...)
	out := []string{rim.Render("╭" + strings.Repeat("─", in) + "╮")}
	for _, l := range body {
		out = append(out, rim.Render("│")+" "+draw.FitLine(l, in-2)+" "+rim.Render("│"))
	}
	return append(out, rim.Render("╰"+strings.Repeat("─", in)+"╯"))
}
