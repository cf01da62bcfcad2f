package felt

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// Meter draws a machine's meter: label on its top border, value right
// aligned inside, w cells wide (at least the label's and the value's
// widths and the border), three lines. lit draws the value in the accent
// (a win just paid).
func (f Felt) Meter(label, value string, w int, lit bool) []string {
	w = max(w, lipgloss.Width(label)+4, lipgloss.Width(value)+4)
	in := w - 2
	b := f.st.P.Subtle
	top := b.Render("╭─") + f.st.P.Title.Render(label) + b.Render(strings.Repeat("─", in-1-lipgloss.Width(label))+"╮")
	v := f.st.P.Em
	if lit {
		v = f.st.P.Selected
	}
	mid := b.Render("│") + strings.Repeat(" ", in-1-lipgloss.Width(value)) + v.Render(value) + " " + b.Render("│")
	bot := b.Render("╰" + strings.Repeat("─", in) + "╯")
	return []string{top, mid, bot}
}
