package felt

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/text"
)

// Denominations are the casino's chips, largest first.
var Denominations = []int64{1000, 500, 100, 25, 5, 1}

// Break is amount in chips, the fewest there can be: count[i] chips of
// Denominations[i]. A negative amount is no chips.
func Break(amount int64) []int64 {
	count := make([]int64, len(Denominations))
	for i, d := range Denominations {
		if amount <= 0 {
			break
		}
		count[i] = amount / d
		amount -= count[i] * d
	}
	return count
}

// chipStyle is a denomination's colour: each its own, as on a casino's
// table; all plain without colours, where the label under the stack names
// it.
func (f Felt) chipStyle(i int) lipgloss.Style {
	return [...]lipgloss.Style{f.st.Selected, f.st.Warn, f.st.Em, f.st.Good, f.st.Bad, f.st.Subtle}[i]
}

// Chips draws amount as stacks of chips, a stack a denomination, largest
// first, each three cells wide and a cell apart, at most h lines high: a
// disc a chip (a stack too tall for its room shows its count on top), the
// denomination under it. No chips draw "no chips". Lines are of one width.
func (f Felt) Chips(amount int64, h int) []string {
	if h < 2 { // one line: a stack's label alone would say nothing of the amount
		return []string{f.st.Em.Render(text.Int(amount)) + f.st.Subtle.Render(" in chips")}
	}
	count := Break(amount)
	var stacks [][]string
	tall := max(1, h-1)
	for i, n := range count {
		if n == 0 {
			continue
		}
		st := f.chipStyle(i)
		lines := make([]string, tall)
		shown := min(n, int64(tall))
		top := tall - int(shown)
		for r := range tall {
			switch {
			case r < top:
				lines[r] = "   "
			case r == top && n > int64(tall):
				lines[r] = st.Render(pad3("×" + text.Int(n)))
			default:
				lines[r] = st.Render("═══")
			}
		}
		label := text.Int(Denominations[i])
		if Denominations[i] >= 1000 {
			label = text.Int(Denominations[i]/1000) + "k"
		}
		stacks = append(stacks, append(lines, f.st.Subtle.Render(pad3(label))))
	}
	if len(stacks) == 0 {
		return []string{f.st.Subtle.Render("no chips")}
	}
	out := make([]string, tall+1)
	for i, s := range stacks {
		for r := range out {
			if i > 0 {
				out[r] += " "
			}
			out[r] += s[r]
		}
	}
	return out
}

// pad3 centres t in three cells (longer t is kept whole).
func pad3(t string) string {
	w := lipgloss.Width(t)
	if w >= 3 {
		return t
	}
	return strings.Repeat(" ", (3-w)/2) + t + strings.Repeat(" ", 3-w-(3-w)/2)
}
