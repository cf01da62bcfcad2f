package tui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/draw"
)

// MaxBigScale is how many times big type grows at most.
const MaxBigScale = 4

// presenterView is the screen's headline (common.Headliner) in w × h: its
// label, the number in big type, high contrast, and its note, centred —
// readable from the back of a room at 80×24. A screen without one shows
// its title and how to go back.
func (m *Model) presenterView(w, h int) string {
	st := m.c.Styles()
	hl := m.active().Headline()
	label := draw.WrapStyled(st.Title, st.Glyphs.Text(hl.Label), balanced(st.Glyphs.Text(hl.Label), w))
	note := draw.WrapStyled(st.Text, st.Glyphs.Text(hl.Note), balanced(st.Glyphs.Text(hl.Note), w))
	big := draw.BigLines(st.Glyphs.Text(hl.Value), w)
	for len(label)+len(big)+len(note)+2 > h && len(big) > draw.BigRows {
		big = big[:len(big)-draw.BigRows-1] // a value too long for the height keeps its first lines
	}
	// On a projector's large terminal the type grows: as many times as the
	// width and the height leave room for, four at most.
	k := 1
	for k < MaxBigScale && len(big) > 0 && draw.BigWidth(hl.Value)*(k+1) <= max(0, w-4) && len(label)+len(big)*(k+1)+len(note)+2 <= h {
		k++
	}
	big = draw.Scale(big, k)
	lines := append([]string{}, label...)
	lines = append(lines, "")
	for _, l := range big {
		lines = append(lines, st.Em.Render(l))
	}
	lines = append(lines, "")
	lines = append(lines, note...)
	block := strings.Join(lines, "\n")
	return draw.Fit(lipgloss.Place(w, h, lipgloss.Center, lipgloss.Center, st.Plain.Align(lipgloss.Center).Render(block)), w, h)
}

// balanced is the width to wrap s at under a w-cell terminal: a margin of
// two cells each side (none below 40), then as narrow as keeps the lines
// as few, so that centred lines are even ("… nothing to" over "call"
// becomes two halves).
func balanced(s string, w int) int {
	if w >= 40 {
		w -= 4
	}
	w = max(1, w)
	n := strings.Count(draw.WrapText(s, w), "\n")
	best := w
	for x := w - 1; x >= max(1, w/2); x-- {
		if strings.Count(draw.WrapText(s, x), "\n") != n {
			break
		}
		best = x
	}
	return best
}
