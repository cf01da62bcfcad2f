package poker

import (
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// ZoneMode is the zone of the table's title ("Dealt hands", "Texas
// Hold'em"): a click on it switches the game, as tab does.
const ZoneMode = "poker.mode"

// updateMouse presses tab for a click on the title, when tab works now.
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	if p, ok := s.c.Pressed(m, common.Button{Zone: ZoneMode, Key: s.keyMap().Mode}); ok {
		return s.updateKey(p)
	}
	return nil
}
