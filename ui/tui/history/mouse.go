package history

import (
	"strconv"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// ZoneRow is the zone of the list's r-th row on show (0 the top one).
func ZoneRow(r int) string { return "history.row" + strconv.Itoa(r) }

// top is the index of the list's first row on show: the cursor's row
// stays in the middle where it can.
func (s *Model) top() int {
	return max(0, min(s.cursor-s.listHeight()/2, s.items()-s.listHeight()))
}

// updateMouse: the wheel moves the cursor as ↑/↓ do; a click on a round
// moves the cursor to it, and a click on the round under the cursor
// replays it, as enter does.
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	switch common.Wheel(m) {
	case -1:
		return s.updateKey(common.KeyOf(s.keys.Up))
	case 1:
		return s.updateKey(common.KeyOf(s.keys.Down))
	}
	if !common.IsClick(m) {
		return nil
	}
	top := s.top()
	for i := top; i < min(s.items(), top+s.listHeight()); i++ {
		if !s.c.Clicked(ZoneRow(i-top), m) {
			continue
		}
		if i == s.cursor {
			return s.updateKey(common.KeyOf(s.keys.Replay))
		}
		s.cursor = i
		return nil
	}
	return nil
}
