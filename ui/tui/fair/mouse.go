package fair

import (
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// The zones a click finds: the mode line (space turns the mode on or
// off) and the client seed's line (c sets it).
const (
	ZoneMode   = "fair.mode"
	ZoneClient = "fair.client"
)

// updateMouse presses the key of the zone clicked, when it works now.
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	if p, ok := s.c.Pressed(m, common.Button{Zone: ZoneMode, Key: s.keys.Toggle}, common.Button{Zone: ZoneClient, Key: s.keys.Client}); ok {
		return s.updateKey(p)
	}
	return nil
}
