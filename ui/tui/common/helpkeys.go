package common

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// HelpZone is a key a help line names, and the zone it was drawn in.
type HelpZone struct {
	ID  string
	Key tea.KeyMsg
}

// MarkKeys marks for clicks, in a copy of bs (one group of a help), every
// key the help names: each key of an item ("+" and "-" of "+/- bet ±10")
// and the item's words (for its first key); a name that is no one key
// ("1-5") takes no clicks. It adds the zones, named after group, to zones.
func (c *Common) MarkKeys(zones *[]HelpZone, group string, bs []key.Binding) []key.Binding {
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
			k, ok := KeyNamed(p)
			if !ok {
				continue
			}
			id := "help." + group + "." + strconv.Itoa(i) + "." + strconv.Itoa(j)
			*zones = append(*zones, HelpZone{id, k})
			parts[j] = c.Mark(id, p)
			if first == nil {
				first = &k
			}
		}
		desc := h.Desc
		if first != nil {
			id := "help." + group + "." + strconv.Itoa(i) + ".words"
			*zones = append(*zones, HelpZone{id, *first})
			desc = c.Mark(id, desc)
		}
		out[i].SetHelp(strings.Join(parts, "/"), desc)
	}
	return out
}

// KeyClicked is the key a left click on one of zones (as the frame last
// scanned drew them) names, if it fell on one.
func (c *Common) KeyClicked(zones []HelpZone, msg tea.MouseMsg) (tea.KeyMsg, bool) {
	if !IsClick(msg) {
		return tea.KeyMsg{}, false
	}
	for _, z := range zones {
		if c.InZone(z.ID, msg) {
			return z.Key, true
		}
	}
	return tea.KeyMsg{}, false
}
