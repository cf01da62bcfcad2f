package craps

import (
	"strconv"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/odds"

	"riffle/ui/tui/common"
)

// ZonePuzzles is the zone of the table's "p puzzles" hint.
const ZonePuzzles = "craps.puzzles"

// ZonePuzzle is the zone of puzzle k's line in the puzzles' list.
func ZonePuzzle(k int) string { return "craps.puzzle" + strconv.Itoa(k) }

// updateMouse: at the table, a click on the hint opens the puzzles, as p
// does, and a click on a bet of the felt selects it (clickBet); in the puzzles, a click on a puzzle's line shows its details,
// where tab would (when they do not all fit).
func (s *Model) updateMouse(m tea.MouseMsg) tea.Cmd {
	if m.Action == tea.MouseActionPress && s.anim.Skip() { // a click anywhere shows the dice
		return nil
	}
	k := s.keyMap()
	if p, ok := s.c.Pressed(m, common.Button{Zone: ZonePuzzles, Key: k.Puzzles}); ok {
		return s.updateTable(p)
	}
	if !s.puzzle && s.table != nil && m.Action == tea.MouseActionPress {
		s.clickBet(m)
		return nil
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

// clickBet does what a press on the felt asks: a left click on a bet
// selects it, and on the bet already selected adds a step (as +); a right
// click takes a step off it (as -). A point's box stands for its place bet.
func (s *Model) clickBet(m tea.MouseMsg) {
	place := ""
	for _, p := range s.spots() {
		if s.c.InZone(ZoneBet(p), m) {
			place = p
		}
	}
	for _, pt := range odds.CrapsPoints {
		if s.c.InZone(ZoneBox(pt), m) || s.c.InZone(zoneBoxRow(pt, 1), m) || s.c.InZone(zoneBoxRow(pt, 2), m) || s.c.InZone(ZonePuck(pt), m) {
			place = placeOfBox(pt)
		}
	}
	if place == "" {
		return
	}
	switch {
	case m.Button == tea.MouseButtonRight:
		s.cursor = place
		s.adjust(false, step)
	case m.Button != tea.MouseButtonLeft:
	case s.selected() == place:
		s.adjust(true, step)
	default:
		s.cursor = place
		s.sayBet()
	}
}
