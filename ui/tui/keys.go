package tui

import (
	"github.com/charmbracelet/bubbles/key"
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
