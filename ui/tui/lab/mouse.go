package lab

import (
	"strconv"

	tea "github.com/charmbracelet/bubbletea"
)

// ZoneTab is the zone of tab i (0 the first) in the tab bar.
func ZoneTab(i int) string { return "lab.tab" + strconv.Itoa(i) }

// ZoneDemo is the zone of demonstration i (0 the first) in the list d
// opens.
func ZoneDemo(i int) string { return "lab.demo" + strconv.Itoa(i) }

// updateMouse shows the tab clicked, as its number key does (a click
// works while the active tab takes the digits, as tab does); a click on a
// setting's arrow presses its key.
func (l *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	if l.picker.open { // a click on a demonstration runs it, as its number does; the list has the rest
		for i, d := range demos() {
			if l.c.Clicked(ZoneDemo(i), m) {
				return l.runDemo(d)
			}
		}
		return nil
	}
	for i := range l.tabs {
		if i != l.active && l.c.Clicked(ZoneTab(i), m) {
			return l.Show(i)
		}
	}
	for _, group := range l.FullHelp() {
		if k, ok := l.c.ClickedKey(m, group...); ok {
			return l.updateKey(k)
		}
	}
	return nil
}
