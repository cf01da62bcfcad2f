package tui

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// helpZone is a key named in the help, and the zone it was drawn in.
type helpZone struct {
	id  string
	key tea.KeyMsg
}

// markHelp marks, in a copy of km, every key the help names for clicks:
// each key of an item ("+" and "-" of "+/- bet ±10") and the item's words
// (for its first key); a name that is no one key ("1-5") takes no clicks.
// It records the zones in m.helpZones, for [Model.helpClicked].
func (m *Model) markHelp(km keyMap) keyMap {
	m.helpZones = m.helpZones[:0]
	out := keyMap{short: m.markGroup(&m.helpZones, "s", km.short)}
	for g, bs := range km.full {
		out.full = append(out.full, m.markGroup(&m.helpZones, strconv.Itoa(g), bs))
	}
	return out
}

// markGroup marks the bindings of one help group, recording their zones
// in zones; group names them.
func (m *Model) markGroup(zones *[]helpZone, group string, bs []key.Binding) []key.Binding {
	out := make([]key.Binding, len(bs))
	for i, b := range bs {
		out[i] = b
		h := b.Help()
		parts := strings.Split(h.Key, "/")
		if h.Key == "/" {
			parts = []string{h.Key}
		}
		var first *tea.KeyMsg
		for j, p := range parts {
			k, ok := common.KeyNamed(p)
			if !ok {
				continue
			}
			id := "help." + group + "." + strconv.Itoa(i) + "." + strconv.Itoa(j)
			*zones = append(*zones, helpZone{id, k})
			parts[j] = m.c.Mark(id, p)
			if first == nil {
				first = &k
			}
		}
		desc := h.Desc
		if first != nil {
			id := "help." + group + "." + strconv.Itoa(i) + ".words"
			*zones = append(*zones, helpZone{id, *first})
			desc = m.c.Mark(id, desc)
		}
		out[i].SetHelp(strings.Join(parts, "/"), desc)
	}
	return out
}

// helpClicked is the key a left click on the help names, if it fell on
// one.
func (m *Model) helpClicked(msg tea.MouseMsg) (tea.KeyMsg, bool) {
	if !common.IsClick(msg) {
		return tea.KeyMsg{}, false
	}
	zones := m.helpZones
	if m.fullHelp {
		zones = append(zones[:len(zones):len(zones)], m.fullHelpZones...)
	}
	for _, z := range zones {
		if m.c.InZone(z.id, msg) {
			return z.key, true
		}
	}
	return tea.KeyMsg{}, false
}
