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

// ClicksWhileTyping says that the lottery takes clicks while its ticket
// field has the keys: those on the number pad.
func (s *Model) ClicksWhileTyping() bool { return true }

// updateMouse takes a click on the number pad's numbers while a ticket is
// typed (see pad.go), and presses the key of the other zones clicked,
// when it works now.
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	if s.typing { // the field has the keys: only its pad takes clicks
		if v, bonus, ok := s.clickedNumber(m); ok {
			s.toggleNumber(v, bonus)
		}
		return nil
	}
	s.updateKeys()
	k := s.keys
	if p, ok := s.c.Pressed(m, common.Button{Zone: ZoneTitle, Key: k.Next}, common.Button{Zone: ZoneNext, Key: k.Next},
		common.Button{Zone: ZonePrev, Key: k.Prev}); ok {
		return s.updateKey(p)
	}
	return nil
}
