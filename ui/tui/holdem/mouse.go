package holdem

import (
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// The buttons of your moves and of the deal.
const (
	zoneCall  = "holdem.call"
	zoneRaise = "holdem.raise"
	zoneFold  = "holdem.fold"
	zoneDeal  = "holdem.deal"
)

// Zones the root's tests click.
const (
	ZoneCall  = zoneCall
	ZoneRaise = zoneRaise
	ZoneFold  = zoneFold
	ZoneDeal  = zoneDeal
)

// clicked is the key a click on a button presses.
func (m *Model) clicked(msg tea.MouseMsg) (tea.KeyMsg, bool) {
	if !common.IsClick(msg) {
		return tea.KeyMsg{}, false
	}
	km := m.keyMap()
	for _, b := range []keyButton{{km.Call, zoneCall}, {km.Raise, zoneRaise}, {km.Fold, zoneFold}, {km.Deal, zoneDeal}} {
		if b.k.Enabled() && m.c.InZone(b.zone, msg) {
			return common.KeyOf(b.k), true
		}
	}
	return tea.KeyMsg{}, false
}
