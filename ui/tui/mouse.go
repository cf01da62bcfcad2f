package tui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// updateMouse routes a mouse event. A click on a key the help names
// presses that key (a text field's enter and esc too); under the full
// help it closes the help first, and a press anywhere else only closes it.
// A click on the fairness panel's border or title hides the panel, as f
// does; an event in the screen's area goes to the active screen, which
// finds what was clicked among the zones it marked (a screen that takes no
// clicks ignores it). Anything else (the header, the rest of the panel),
// events on a terminal too small to draw in, events while a text field
// has the keys, and events while quitting asks about a round in play, go
// nowhere. A press ends a notice, as a key does.
func (m *Model) updateMouse(msg tea.MouseMsg) tea.Cmd {
	if !m.sized || m.tooSmall() || m.closing.asked != "" {
		return nil
	}
	if msg.Action == tea.MouseActionPress {
		m.notice = ""
	}
	if k, ok := m.helpClicked(msg); ok {
		if m.fullHelp {
			m.fullHelp = false
			if key.Matches(k, m.keys.Help) { // "? close"
				return nil
			}
		}
		return m.updateKey(k)
	}
	if m.fullHelp { // the screen is not on show: a press closes the help, as a key does
		if msg.Action == tea.MouseActionPress {
			m.fullHelp = false
		}
		return nil
	}
	t := m.active().text
	typing := m.capturing()
	if m.class.page {
		return m.classClick(msg)
	}
	if typing && (t == nil || !t.ClicksWhileTyping()) { // a screen's field that takes none
		return nil
	}
	if !typing && m.activePanel() != nil && m.panelOpen() && (m.c.Clicked(panel.ZoneBorder, msg) || m.c.Clicked(panel.ZoneTitle, msg)) {
		return m.updateKey(common.KeyOf(m.keys.Panel))
	}
	sw, sh, _, _, _ := m.regions()
	if msg.X < 0 || msg.X >= sw || msg.Y < 1 || msg.Y > sh { // the header is row 0
		return nil
	}
	return m.updateScreen(msg)
}
