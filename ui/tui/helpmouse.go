package tui

import (
	"strconv"

	tea "github.com/charmbracelet/bubbletea"
)

// markHelp marks, in a copy of km, every key the help names for clicks
// (common.Common.MarkKeys), recording the zones in m.helpZones for
// [Model.helpClicked].
func (m *Model) markHelp(km keyMap) keyMap {
	m.helpZones = m.helpZones[:0]
	out := keyMap{short: m.c.MarkKeys(&m.helpZones, "s", km.short)}
	for g, bs := range km.full {
		out.full = append(out.full, m.c.MarkKeys(&m.helpZones, strconv.Itoa(g), bs))
	}
	return out
}

// helpClicked is the key a left click on the help names, if it fell on
// one.
func (m *Model) helpClicked(msg tea.MouseMsg) (tea.KeyMsg, bool) {
	zones := m.helpZones
	if m.fullHelp {
		zones = append(zones[:len(zones):len(zones)], m.fullHelpZones...)
	}
	return m.c.KeyClicked(zones, msg)
}
