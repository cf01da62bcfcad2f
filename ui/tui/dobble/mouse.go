package dobble

import (
	"strconv"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// zoneSymbol is the zone of the i-th symbol laid out on the left or right
// card.
func zoneSymbol(left bool, i int) string {
	side := "R"
	if left {
		side = "L"
	}
	return "dobble." + side + strconv.Itoa(i)
}

// ZoneLeft and ZoneRight are the zones of the i-th symbol of the left and
// right cards as laid out; the root's tests click them.
func ZoneLeft(i int) string  { return zoneSymbol(true, i) }
func ZoneRight(i int) string { return zoneSymbol(false, i) }

// click picks the symbol clicked on either card while a pair is on the
// table: on the left card it presses the symbol's digit; on the right,
// whose symbols have no key, it picks the symbol itself.
func (m *Model) click(msg tea.MouseMsg) tea.Cmd {
	if !common.IsClick(msg) || !m.playing() {
		return nil
	}
	for i := range m.game.Left() {
		if m.c.InZone(zoneSymbol(true, i), msg) {
			return m.updateKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strconv.Itoa(i + 1))})
		}
	}
	for i, s := range m.game.Right() {
		if m.c.InZone(zoneSymbol(false, i), msg) {
			m.note, m.bad = "", false
			m.pick(s)
			return nil
		}
	}
	return nil
}
