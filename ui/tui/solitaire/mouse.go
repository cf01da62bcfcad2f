package solitaire

import (
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// The zones a click finds: the riffle setting's arrows, the title's hints
// and the two piles (the side to bet on). Each presses its key.
const (
	zonePrefix = "solitaire."
	ZoneFewer  = zonePrefix + "fewer" // ‹
	ZoneMore   = zonePrefix + "more"  // ›
	ZoneSpeed  = zonePrefix + "speed" // the speed: s
	ZoneHint   = zonePrefix + "hint"  // tab insight
	ZoneAlice  = zonePrefix + "alice" // Alice's pile
	ZoneBob    = zonePrefix + "bob"   // Bob's pile
)

// updateMouse presses the key of the zone clicked, when that key works
// now.
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	k := s.keyMap()
	if p, ok := s.c.Pressed(m,
		common.Button{Zone: ZoneFewer, Key: k.Fewer}, common.Button{Zone: ZoneMore, Key: k.More},
		common.Button{Zone: ZoneAlice, Key: k.Alice}, common.Button{Zone: ZoneBob, Key: k.Bob},
		common.Button{Zone: ZoneSpeed, Key: k.Speed}, common.Button{Zone: ZoneHint, Key: k.View}); ok {
		return s.updateKey(p)
	}
	return nil
}
