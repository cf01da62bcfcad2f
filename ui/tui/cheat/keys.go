package cheat

import (
	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// KeyMap is the 1999 table's keys: the deal's, and the server-time
// field's (Accept, Cancel). It is a bubbles help.KeyMap.
type KeyMap struct {
	Crack, Street, New   key.Binding
	More, Fewer          key.Binding
	Skew, Time, NextSeed key.Binding
	Accept, Cancel       key.Binding
}

// DefaultKeyMap is the table's keys.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Crack:    key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "crack")),
		Street:   key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "deal turn/river")),
		New:      key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new deal")),
		More:     key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "players")),
		Fewer:    key.NewBinding(key.WithKeys("-", "_")),
		Skew:     key.NewBinding(key.WithKeys("k"), key.WithHelp("k", "your clock")),
		Time:     key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "server time")),
		NextSeed: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next seed")),
		Accept:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "set time")),
		Cancel:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	}
}

// ShortHelp is the enabled keys: the field's while it is open, else the
// next seed first (it matters only once a search found several), then
// the deal's. Fewer goes without help: More's says "+/-".
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Accept, k.Cancel, k.NextSeed, k.Crack, k.Street, k.New, k.More, k.Skew, k.Time)
}

// FullHelp is the same keys in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// keyMap is the KeyMap brought up to date with the table: the keys that
// act now enabled. The screen's own s.keys stays all enabled, so that a
// key pressed when it cannot act still answers, with a note that says why
// (c on a deal cracked already, d after the river).
func (s *Model) keyMap() KeyMap {
	k := s.keys
	editing := []*key.Binding{&k.Accept, &k.Cancel}
	table := []*key.Binding{&k.NextSeed, &k.Crack, &k.Street, &k.New, &k.More, &k.Fewer, &k.Skew, &k.Time}
	for _, b := range editing {
		b.SetEnabled(s.editing)
	}
	for _, b := range table {
		b.SetEnabled(!s.editing)
	}
	if s.editing {
		return k
	}
	k.Crack.SetEnabled(s.dealt && !s.searching() && s.res == nil)
	k.Street.SetEnabled(s.dealt && s.streets < 2)
	k.NextSeed.SetEnabled(s.res != nil && len(s.res.Seeds) > 1)
	return k
}

// ShortHelp is the keys that act now.
func (s *Model) ShortHelp() []key.Binding { return s.keyMap().ShortHelp() }

// FullHelp is every key that acts now, for the full help.
func (s *Model) FullHelp() [][]key.Binding { return s.keyMap().FullHelp() }
