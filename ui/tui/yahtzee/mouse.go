package yahtzee

import (
	"fmt"
	"strconv"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/assets"
	"riffle/engine/odds"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// ZoneDie is the zone of line r of die i as drawn (0 the top line; the
// key under the die is the last line).
func ZoneDie(i, r int) string { return "yahtzee.die" + strconv.Itoa(i) + "." + strconv.Itoa(r) }

// ZoneFace is the zone of face f's row when the dice are grouped by face.
func ZoneFace(f int) string { return "yahtzee.face" + strconv.Itoa(f) }

// clicked is the key a click on a die presses (its digit, as help names
// it), or for a face's row when the dice are grouped, the cursor moved to
// that face and enter; ok is false for anything else, and while no die can
// be kept.
func (m *Model) clicked(msg tea.MouseMsg) (k tea.KeyMsg, ok bool) {
	if m.mode == modeGame {
		return m.cardClicked(msg)
	}
	km := m.keyMap()
	if !common.IsClick(msg) || !km.Toggle.Enabled() {
		return k, false
	}
	if m.grouped() {
		for f := 1; f <= m.cfg.d; f++ {
			if km.Pick.Enabled() && m.c.InZone(ZoneFace(f), msg) {
				m.cursor = f - 1
				return common.KeyOf(km.Pick), true
			}
		}
		return k, false
	}
	for i := range min(m.cfg.n, len(km.Toggle.Keys())) {
		for r := range assets.DieFaceLines + 1 {
			if m.c.InZone(ZoneDie(i, r), msg) {
				return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(km.Toggle.Keys()[i])}, true
			}
		}
	}
	return k, false
}

// cardClicked is the key a click in the whole game presses: a die's digit
// (keep or release it), or on a box's row the cursor moved there and
// enter (score the dice there); ok is false for anything else and for a
// click that would do nothing now.
func (m *Model) cardClicked(msg tea.MouseMsg) (k tea.KeyMsg, ok bool) {
	if !common.IsClick(msg) {
		return k, false
	}
	c := m.cp.card
	for i := range 5 {
		for r := range cardDieLines {
			if m.c.InZone(ZoneCardDie(i, r), msg) {
				// the digit, which says why when no die can be kept now
				return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{rune('1' + i)}}, true
			}
		}
	}
	for b := range 13 {
		if m.c.InZone(ZoneBox(b), msg) {
			if c.Filled(b) && !c.Over() {
				m.note, m.bad = fmt.Sprintf("%s is filled: %s.", odds.YahtzeeBoxTitles[b], text.Plural(c.Box(b), "point")), true
				return k, false
			}
			if !c.Filled(b) {
				m.cp.cursor = b
			}
			return tea.KeyMsg{Type: tea.KeyEnter}, true // enter says why when the dice cannot be scored now
		}
	}
	return k, false
}
