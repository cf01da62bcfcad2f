package fair

import (
	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// KeyMap is the fair screen's keys: the mode and the client seed, or the
// client seed field's while it is open. It is a bubbles help.KeyMap of the
// keys enabled now.
type KeyMap struct {
	Toggle, Client, Accept, Cancel key.Binding
}

// DefaultKeyMap is the fair screen's keys, the field closed.
func DefaultKeyMap() KeyMap {
	k := KeyMap{
		Toggle: key.NewBinding(key.WithKeys(" ", "p"), key.WithHelp("space", "provably fair on/off")),
		Client: key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "set your client seed")),
		Accept: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "use this seed")),
		Cancel: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	}
	k.setEditing(false)
	return k
}

// setEditing enables the field's keys when it is open, the others when
// it is not.
func (k *KeyMap) setEditing(editing bool) {
	k.Toggle.SetEnabled(!editing)
	k.Client.SetEnabled(!editing)
	k.Accept.SetEnabled(editing)
	k.Cancel.SetEnabled(editing)
}

// ShortHelp is every key enabled now.
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Toggle, k.Client, k.Accept, k.Cancel)
}

// FullHelp is every key enabled now, in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// ShortHelp is the keys for the one-line help, as the state has them.
func (s *Model) ShortHelp() []key.Binding {
	s.keys.setEditing(s.editing)
	return s.keys.ShortHelp()
}

// FullHelp is every key that works now, for the full help.
func (s *Model) FullHelp() [][]key.Binding {
	s.keys.setEditing(s.editing)
	return s.keys.FullHelp()
}
