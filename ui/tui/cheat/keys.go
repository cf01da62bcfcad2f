package cheat

import (
	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// KeyMap is the 1999 table's keys: your moves, the deal and the crack,
// the table's settings, and the server-time field's (Accept, Cancel). It
// is a bubbles help.KeyMap.
type KeyMap struct {
	Call, Raise, Fold    key.Binding
	Crack, Deal, Server  key.Binding
	More, Fewer          key.Binding
	Skew, Time, NextSeed key.Binding
	Why                  key.Binding
	Accept, Cancel       key.Binding
}

// DefaultKeyMap is the table's keys.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Call:     key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "call")),
		Raise:    key.NewBinding(key.WithKeys("r", "b"), key.WithHelp("r", "raise")),
		Fold:     key.NewBinding(key.WithKeys("f", "x"), key.WithHelp("f", "fold")),
		Crack:    key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "crack the deal")),
		Deal:     key.NewBinding(key.WithKeys(" ", "enter", "n"), key.WithHelp("space", "deal")),
		Server:   key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "fair server")),
		More:     key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "players")),
		Fewer:    key.NewBinding(key.WithKeys("-", "_")),
		Skew:     key.NewBinding(key.WithKeys("k"), key.WithHelp("k", "your clock")),
		Time:     key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "server time")),
		NextSeed: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next seed")),
		Why:      key.NewBinding(key.WithKeys("l"), key.WithHelp("l", "why they played")),
		Accept:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "set time")),
		Cancel:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	}
}

// ShortHelp is the enabled keys: the field's while it is open, else your
// moves and the crack first, then the deal and the table's settings.
// Fewer goes without help: More's says "+/-".
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Accept, k.Cancel, k.Call, k.Raise, k.Fold, k.Crack, k.NextSeed, k.Deal, k.Server, k.More, k.Skew, k.Time, k.Why)
}

// FullHelp is the same keys in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// keyMap is the KeyMap brought up to date with the table: the keys that
// act now enabled, your moves named with their price. The screen's own
// s.keys stays all enabled, so that a key pressed when it cannot act still
// answers, with a note that says why.
func (s *Model) keyMap() KeyMap {
	k := s.keys
	fields := []*key.Binding{&k.Accept, &k.Cancel}
	table := []*key.Binding{&k.Call, &k.Raise, &k.Fold, &k.Crack, &k.Deal, &k.Server, &k.More, &k.Fewer, &k.Skew, &k.Time, &k.NextSeed, &k.Why}
	for _, b := range fields {
		b.SetEnabled(s.editing)
	}
	for _, b := range table {
		b.SetEnabled(!s.editing)
	}
	if s.editing {
		return k
	}
	g := s.g
	g.MoveKeys(&k.Call, &k.Raise, &k.Fold, 0)
	k.Crack.SetEnabled(s.crackable() && !s.searching() && s.res == nil)
	between := !g.InPlay() && !g.Pacing() // a hand's actions still shown are not between hands
	k.Deal.SetEnabled(between && s.dealErr() == nil)
	if g.Dealt() {
		k.Deal.SetHelp("space", "next hand")
	}
	k.Server.SetEnabled(between)
	if s.fair {
		k.Server.SetHelp("s", "1999 server")
	}
	k.More.SetEnabled(between)
	k.Time.SetEnabled(!s.fair)
	k.NextSeed.SetEnabled(s.res != nil && len(s.res.Seeds) > 1)
	k.Why.SetEnabled(g.Dealt())
	if g.ShowWhy {
		k.Why.SetHelp("l", "hide why")
	}
	return k
}

// crackable reports whether the hand shows the flop: the crack's five
// cards are out.
func (s *Model) crackable() bool { return s.g.Dealt() && len(s.g.ShownHand().Board()) >= 3 }

// ShortHelp is the keys that act now.
func (s *Model) ShortHelp() []key.Binding { return s.keyMap().ShortHelp() }

// FullHelp is every key that acts now, for the full help.
func (s *Model) FullHelp() [][]key.Binding { return s.keyMap().FullHelp() }

// buttons are your moves, the crack and the deal as buttons.
func (s *Model) buttons() []common.Button {
	k := s.keyMap()
	return []common.Button{{Key: k.Call, Zone: ZoneCall}, {Key: k.Raise, Zone: ZoneRaise}, {Key: k.Fold, Zone: ZoneFold},
		{Key: k.Crack, Zone: ZoneCrack}, {Key: k.Deal, Zone: ZoneDeal}}
}
