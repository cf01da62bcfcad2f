package lobby

import (
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// ZoneEntry is the zone of the lobby's entry for the screen id: its two
// lines.
func ZoneEntry(id common.ID) string { return "lobby." + string(id) }

// updateMouse opens the entry clicked and moves the cursor with the
// wheel; anything else does nothing.
func (m *Model) updateMouse(msg tea.MouseMsg) tea.Cmd {
	switch {
	case msg.Action != tea.MouseActionPress:
	case msg.Button == tea.MouseButtonWheelUp:
		m.list.CursorUp()
	case msg.Button == tea.MouseButtonWheelDown:
		m.list.CursorDown()
	case common.IsClick(msg):
		for _, it := range m.list.VisibleItems() {
			if t, ok := it.(Entry); ok && m.c.Clicked(ZoneEntry(t.ID), msg) {
				m.Select(t.ID)
				m.status, m.bad = "", false
				return common.Open(t.ID)
			}
		}
	}
	return nil
}
