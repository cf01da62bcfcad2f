package lab

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/draw"
)

// View is the tab bar, a status line and the active tab.
func (l *Model) View() string {
	body := l.tabs[l.active].View()
	if l.picker.open {
		body = l.pickerView(l.W, max(0, l.H-2))
	}
	return l.tabBar() + "\n" + l.statusLine() + "\n" + body
}

// statusLine says what the apply key did, or else, while the tables
// shuffle otherwise than the Lab, with what; blank when they agree.
func (l *Model) statusLine() string {
	st := l.c.Styles()
	if l.note != "" {
		return draw.Truncate(st.Good.Render(l.note), l.W)
	}
	if l.applied() {
		return ""
	}
	s := l.c.Settings()
	long := fmt.Sprintf("The tables shuffle with %s on %s, seed %s; t applies the Lab's.", s.Algo.Name, s.Gen.Name, s.SeedText())
	short := fmt.Sprintf("Tables: %s on %s; t applies the Lab's.", s.Algo.Name, s.Gen.Name)
	return st.Subtle.Render(draw.FirstFit(l.W, long, short, "t applies the Lab's settings to the tables."))
}

// tabBar is the tabs' numbers and titles across the top, the active one
// marked; when they do not all fit, the others by number only.
func (l *Model) tabBar() string {
	key := draw.MemoKey(strconv.Itoa(l.W), strconv.Itoa(l.active), strconv.FormatBool(l.c.Styles().Color), l.tabs[l.active].Title())
	return l.bar.Draw(key, l.drawTabBar)
}

// drawTabBar draws the tab bar: every tab titled when they fit, else the
// others by the first word of their titles, else by number, the active one
// titled whole.
func (l *Model) drawTabBar() string {
	var bar string
	for _, labels := range []tabLabels{titledTabs, firstWordTabs, numberedTabs} {
		if bar = l.tabRow(labels); lipgloss.Width(bar) <= l.W {
			break
		}
	}
	return draw.Truncate(bar, l.W)
}

// tabLabels is how the tabs not shown are labelled in the tab bar.
type tabLabels int

const (
	titledTabs    tabLabels = iota // "3 Dice rollers"
	firstWordTabs                  // "3 Dice"
	numberedTabs                   // "3"
)

// tabRow draws every tab: the active one by number and title (in brackets
// when there is no colour to reverse it), the others as labels says.
func (l *Model) tabRow(labels tabLabels) string {
	st := l.c.Styles()
	tabs := make([]string, len(l.tabs))
	for i, t := range l.tabs {
		label := string(rune('1' + i))
		switch {
		case labels == titledTabs || i == l.active:
			label += " " + t.Title()
		case labels == firstWordTabs:
			first, _, _ := strings.Cut(t.Title(), " ")
			label += " " + first
		}
		switch {
		case i != l.active:
			tabs[i] = st.Tab.Render(label)
		case !st.Color: // no colour, no reverse: brackets mark the tab
			tabs[i] = st.ActiveTab.Render("[" + label + "]")
		default:
			tabs[i] = st.ActiveTab.Render(label)
		}
		tabs[i] = l.c.Mark(ZoneTab(i), tabs[i])
	}
	return lipgloss.JoinHorizontal(lipgloss.Top, tabs...)
}
