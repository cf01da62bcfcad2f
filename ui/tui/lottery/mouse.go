package lottery

import (
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// The zones a click finds: the lottery's name and the "p" of the title's
// hint (the next lottery, as p), and its "P" (the previous one).
const (
	zonePrefix = "lottery."
	ZoneTitle  = zonePrefix + "title"
	ZoneNext   = zonePrefix + "next"
	ZonePrev   = zonePrefix + "prev"
)

// updateMouse presses the key of the zone clicked, when it works now.
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	s.updateKeys()
	k := s.keys
	if p, ok := s.c.Pressed(m, common.Button{Zone: ZoneTitle, Key: k.Next}, common.Button{Zone: ZoneNext, Key: k.Next},
		common.Button{Zone: ZonePrev, Key: k.Prev}); ok {
		return s.updateKey(p)
	}
	return nil
}
