package tui

import tea "github.com/charmbracelet/bubbletea"

// updateMouse hands a mouse event in the screen's area to the active
// screen, which finds what was clicked among the zones it marked (a screen
// that takes no clicks ignores it). Events on the header, the help and the
// fairness panel, on a terminal too small to draw in, while a text field
// has the keys, and while quitting asks about a round in play, go nowhere. A press ends a notice, as a key does.
func (m *Model) updateMouse(msg tea.MouseMsg) tea.Cmd {
	if !m.sized || m.tooSmall() || m.capturing() || m.closing.asked != "" {
		return nil
	}
	if msg.Action == tea.MouseActionPress {
		m.notice = ""
	}
	if m.fullHelp { // the screen is not on show: a press closes the help, as a key does
		if msg.Action == tea.MouseActionPress {
			m.fullHelp = false
		}
		return nil
	}
	sw, sh, _, _, _ := m.regions()
	if msg.X < 0 || msg.X >= sw || msg.Y < 1 || msg.Y > sh { // the header is row 0
		return nil
	}
	return m.updateScreen(msg)
}
