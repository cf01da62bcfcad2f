package lottery

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

// The number pad: while a ticket is typed, the game's numbers (and its
// bonus ball's) are drawn under the field when there is room, and a click
// on one adds it to the field, or takes it out when it is there.

// ZoneNumber is the zone of number n on the pad (bonus for the bonus
// ball's numbers).
func ZoneNumber(n int, bonus bool) string {
	if bonus {
		return zonePrefix + "bonus." + strconv.Itoa(n)
	}
	return zonePrefix + "num." + strconv.Itoa(n)
}

// padLines draws the pad in w cells: rows of the numbers 1…balls, three
// cells each, those on the field picked out, then the bonus ball's after
// its name.
func (s *Model) padLines(w int) []string {
	g := s.table.Game()
	main, bonus := s.fieldNumbers()
	out := s.padRows("", g.Lottery.Balls, main, false, w)
	if g.HasBonus() {
		out = append(out, s.padRows(g.BonusName+" +", g.Lottery.Bonus, bonus, true, w)...)
	}
	return out
}

// padRows lays out 1…n after label, each number a zone, picked ones
// styled as chosen.
func (s *Model) padRows(label string, n int, picked []int, bonus bool, w int) []string {
	st := s.c.Styles()
	lead := 2
	if label != "" {
		lead = len([]rune(label)) + 1
	}
	per := max(1, (w-lead)/3)
	var out []string
	for first := 1; first <= n; first += per {
		var b strings.Builder
		if first == 1 && label != "" {
			b.WriteString(st.Subtle.Render(label) + " ")
		} else {
			b.WriteString(strings.Repeat(" ", lead))
		}
		for v := first; v < first+per && v <= n; v++ {
			cell := fmt.Sprintf("%2d", v)
			if slices.Contains(picked, v) {
				cell = st.Selected.Render(cell)
			} else {
				cell = st.Subtle.Render(cell)
			}
			b.WriteString(s.c.Mark(ZoneNumber(v, bonus), cell) + " ")
		}
		out = append(out, strings.TrimRight(b.String(), " "))
	}
	return out
}

// fieldNumbers are the whole numbers typed in the field, before its "+"
// and after it.
func (s *Model) fieldNumbers() (main, bonus []int) {
	m, b, _ := strings.Cut(s.input.Value(), "+")
	return numbersIn(m), numbersIn(b)
}

// numbersIn are the whole numbers in s, split at anything else.
func numbersIn(s string) []int {
	var out []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' }) {
		if v, err := strconv.Atoi(f); err == nil {
			out = append(out, v)
		}
	}
	return out
}

// toggleNumber adds v to the field's numbers (its bonus part for a bonus
// number), or takes it out when it is there, and writes the field anew:
// the numbers with spaces, then " + " and the bonus number.
func (s *Model) toggleNumber(v int, bonus bool) {
	main, extra := s.fieldNumbers()
	flip := func(ns []int) []int {
		if i := slices.Index(ns, v); i >= 0 {
			return slices.Delete(ns, i, i+1)
		}
		return append(ns, v)
	}
	if bonus {
		extra = flip(extra)
		if len(extra) > 1 { // one bonus ball: the new one replaces it
			extra = extra[len(extra)-1:]
		}
	} else {
		main = flip(main)
	}
	parts := make([]string, len(main))
	for i, n := range main {
		parts[i] = strconv.Itoa(n)
	}
	txt := strings.Join(parts, " ")
	if len(extra) > 0 {
		txt += " + " + strconv.Itoa(extra[0])
	}
	if len(txt) >= inputLimit { // the field would cut it: say so, change nothing
		s.inputMsg, s.inputBad, s.inputGood = fmt.Sprintf("the field is full at %d characters: a ticket needs far fewer", inputLimit), true, false
		return
	}
	s.input.SetValue(txt)
	s.input.CursorEnd()
	s.validateInput()
}

// clickedNumber is the pad's number the click m fell on, if any.
func (s *Model) clickedNumber(m tea.MouseMsg) (v int, bonus, ok bool) {
	g := s.table.Game()
	for n := 1; n <= g.Lottery.Balls; n++ {
		if s.c.Clicked(ZoneNumber(n, false), m) {
			return n, false, true
		}
	}
	for n := 1; g.HasBonus() && n <= g.Lottery.Bonus; n++ {
		if s.c.Clicked(ZoneNumber(n, true), m) {
			return n, true, true
		}
	}
	return 0, false, false
}
