package cheat

import (
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// The zones a click finds, each pressing its key: the line of the
// server's clock (t sets the time), your clock (k), and the turn and
// river face down (d deals them).
const (
	zonePrefix = "cheat."
	ZoneServer = zonePrefix + "server"
	ZoneClock  = zonePrefix + "clock"
	ZoneTurn   = zonePrefix + "turn"
	ZoneRiver  = zonePrefix + "river"
)

// updateMouse presses the key of the zone clicked, when it works now.
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	k := s.keyMap()
	if p, ok := s.c.Pressed(m, common.Button{Zone: ZoneServer, Key: k.Time}, common.Button{Zone: ZoneClock, Key: k.Skew},
		common.Button{Zone: ZoneTurn, Key: k.Street}, common.Button{Zone: ZoneRiver, Key: k.Street}); ok {
		return s.updateKey(p)
	}
	return nil
}
