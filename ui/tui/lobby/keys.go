package lobby

import (
	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// KeyMap is the lobby's keys: the list's and the settings' while the list
// has the keys, the seed field's while it is open. It is a bubbles
// help.KeyMap of the keys enabled now.
type KeyMap struct {
	Up, Down       key.Binding
	Open           key.Binding
	Gen, GenBack   key.Binding
	Algo, AlgoBack key.Binding
	Seed, NewSeed  key.Binding
	Accept, Cancel key.Binding
}

// DefaultKeyMap is the lobby's keys, the list's enabled.
func DefaultKeyMap() KeyMap {
	k := KeyMap{
		Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:     key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Open:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "open")),
		Gen:      key.NewBinding(key.WithKeys("g"), key.WithHelp("g/G", "generator")),
		GenBack:  key.NewBinding(key.WithKeys("G")),
		Algo:     key.NewBinding(key.WithKeys("a"), key.WithHelp("a/A", "shuffle")),
		AlgoBack: key.NewBinding(key.WithKeys("A")),
		Seed:     key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "type a seed")),
		NewSeed:  key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "new OS seed")),
		Accept:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "use seed")),
		Cancel:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	}
	k.setEditing(false)
	return k
}

// setEditing enables the seed field's keys when it is open, the list's
// and the settings' when it is not.
func (k *KeyMap) setEditing(editing bool) {
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Open, &k.Gen, &k.GenBack, &k.Algo, &k.AlgoBack, &k.Seed, &k.NewSeed} {
		b.SetEnabled(!editing)
	}
	k.Accept.SetEnabled(editing)
	k.Cancel.SetEnabled(editing)
}

// ShortHelp is the keys enabled now but the arrows, which go without
// saying.
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Open, k.Gen, k.Algo, k.Seed, k.NewSeed, k.Accept, k.Cancel)
}

// FullHelp is every key enabled now, in one column.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{common.Enabled(k.Up, k.Down, k.Open, k.Gen, k.Algo, k.Seed, k.NewSeed, k.Accept, k.Cancel)}
}

// ShortHelp is the keys for the one-line help, as the state has them.
func (m *Model) ShortHelp() []key.Binding {
	m.keys.setEditing(m.editing)
	return m.keys.ShortHelp()
}

// FullHelp is every key that works now, for the full help.
func (m *Model) FullHelp() [][]key.Binding {
	m.keys.setEditing(m.editing)
	return m.keys.FullHelp()
}
