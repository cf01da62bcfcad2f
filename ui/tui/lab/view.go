package lab

import (
	"strconv"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/common"
)

// View is the tab bar, a blank line and the active tab.
func (l *Model) View() string {
	return l.tabBar() + "\n\n" + l.tabs[l.active].View()
}

// tabBar is the tabs' numbers and titles across the top, the active one
// marked; when they do not all fit, the others by number only.
func (l *Model) tabBar() string {
	key := common.MemoKey(strconv.Itoa(l.w), strconv.Itoa(l.active), strconv.FormatBool(l.c.Styles.Color), l.tabs[l.active].Title())
	return l.bar.Draw(key, l.drawTabBar)
}

// drawTabBar draws the tab bar: every tab titled when they fit, else by
// number with the active one titled.
func (l *Model) drawTabBar() string {
	bar := l.tabRow(true)
	if lipgloss.Width(bar) > l.w {
		bar = l.tabRow(false)
	}
	return common.Truncate(bar, l.w)
}

// tabRow draws every tab: the active one by number and title (in brackets
// when there is no colour to reverse it), the others likewise when titled,
// else by number only.
func (l *Model) tabRow(titled bool) string {
	st := l.c.Styles
	tabs := make([]string, len(l.tabs))
	for i, t := range l.tabs {
		label := string(rune('1' + i))
		if titled || i == l.active {
			label += " " + t.Title()
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
