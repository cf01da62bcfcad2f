package craps

import (
	"strconv"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// ZonePuzzles is the zone of the table's "p puzzles" hint.
const ZonePuzzles = "craps.puzzles"

// ZonePuzzle is the zone of puzzle k's line in the puzzles' list.
func ZonePuzzle(k int) string { return "craps.puzzle" + strconv.Itoa(k) }

// updateMouse: at the table, a click on the hint opens the puzzles, as p
// does; in the puzzles, a click on a puzzle's line shows its details,
// where tab would (when they do not all fit).
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	if common.IsClick(m) && s.anim.Skip() { // a click anywhere shows the dice
		return nil
	}
	k := s.keyMap()
	if p, ok := s.c.Pressed(m, common.Button{Zone: ZonePuzzles, Key: k.Puzzles}); ok {
		return s.updateTable(p)
	}
	if !s.puzzle || !k.Next.Enabled() || !common.IsClick(m) {
		return nil
	}
	for i := range s.puz.puzzles {
		if s.c.InZone(ZonePuzzle(i), m) {
			s.puz.selected = i
		}
	}
	return nil
}
