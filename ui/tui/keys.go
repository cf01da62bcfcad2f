package tui

import (
	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// globalKeys work on every screen; the root model handles them first.
type globalKeys struct {
	Quit  key.Binding
	Help  key.Binding
	Panel key.Binding
	Back  key.Binding
}

func defaultGlobalKeys() globalKeys {
	return globalKeys{
		Quit:  key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
		Help:  key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "more keys")),
		Panel: key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "fairness panel")),
		Back:  key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "lobby")),
	}
}

// keyMap is a screen's keys joined with the global ones, for bubbles/help.
type keyMap struct {
	short []key.Binding
	full  [][]key.Binding
}

func (k keyMap) ShortHelp() []key.Binding  { return k.short }
func (k keyMap) FullHelp() [][]key.Binding { return k.full }

// spelt is k with its help in g's words: "bet +/-10" in ASCII (see
// common.Glyphs.Text).
func (k keyMap) spelt(g common.Glyphs) keyMap {
	if !g.ASCII {
		return k
	}
	spell := func(bs []key.Binding) []key.Binding {
		out := make([]key.Binding, len(bs))
		for i, b := range bs {
			h := b.Help()
			b.SetHelp(g.Text(h.Key), g.Text(h.Desc))
			out[i] = b
		}
		return out
	}
	full := make([][]key.Binding, len(k.full))
	for i, col := range k.full {
		full[i] = spell(col)
	}
	return keyMap{short: spell(k.short), full: full}
}
