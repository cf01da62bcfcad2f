package tui

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

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

// terminalAnswer reports whether k is a piece of the terminal's answer to
// the background-colour question that came after Riffle stopped waiting
// for it (over a slow link): bubbletea reads "ESC ] 11;rgb:…" as alt+]
// and then the runes "11;rgb:…" at once. Split into keys those would act
// ("1" opens craps in the lobby, "r" rolls): they are dropped. No key of
// Riffle's is alt+], and no one types "rgb:" in one burst.
func terminalAnswer(k tea.KeyMsg) bool {
	if k.Type != tea.KeyRunes || k.Paste {
		return false
	}
	return k.Alt && len(k.Runes) == 1 && k.Runes[0] == ']' || strings.Contains(string(k.Runes), "rgb:")
}
