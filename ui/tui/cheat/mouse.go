package cheat

import (
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// The zones a click finds, each pressing its key: the line of the
// server's clock (t sets the time), your clock (k), the line naming the
// server (s), and the buttons of your moves, the crack and the deal.
const (
	zonePrefix = "cheat."
	ZoneServer = zonePrefix + "server"
	ZoneClock  = zonePrefix + "clock"
	ZoneFair   = zonePrefix + "fair"
	ZoneCall   = zonePrefix + "call"
	ZoneRaise  = zonePrefix + "raise"
	ZoneFold   = zonePrefix + "fold"
	ZoneCrack  = zonePrefix + "crack"
	ZoneDeal   = zonePrefix + "deal"
)

// updateMouse presses the key of the zone clicked, when it works now.
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	if k, ok := s.c.Pressed(m, s.buttons()...); ok {
		return s.updateKey(k)
	}
	k := s.keyMap()
	if p, ok := s.c.Pressed(m, common.Button{Zone: ZoneServer, Key: k.Time}, common.Button{Zone: ZoneClock, Key: k.Skew},
		common.Button{Zone: ZoneFair, Key: k.Server}); ok {
		return s.updateKey(p)
	}
	return nil
}
