package poker

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/poker"
	"riffle/ui/tui/common"
)

// KeyMap is the poker table's keys. One binding serves both modes: More
// and Fewer change the hands (dealt hands) or the players (Hold'em),
// Bigger and Smaller the cards a hand or the ante. It is a bubbles
// help.KeyMap.
type KeyMap struct {
	Deal        key.Binding
	Fast        key.Binding
	Mode        key.Binding
	More, Fewer key.Binding // hands (deals) or players (Hold'em)
	Bigger      key.Binding // cards a hand (deals) or the ante (Hold'em)
	Smaller     key.Binding
	Bridge      key.Binding
	Sampler     key.Binding
	Clear       key.Binding
}

// DefaultKeyMap is the table's keys, with the help of dealt hands.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Deal:    key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "deal")),
		Fast:    key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "deal 10,000")),
		Mode:    key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "Hold'em")),
		More:    key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "hands")),
		Fewer:   key.NewBinding(key.WithKeys("-", "_")),
		Bigger:  key.NewBinding(key.WithKeys("]"), key.WithHelp("]/[", "cards a hand")),
		Smaller: key.NewBinding(key.WithKeys("[")),
		Bridge:  key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "bridge 4×13")),
		Sampler: key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "start sampler")),
		Clear:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "clear statistics")),
	}
}

// ShortHelp is the enabled keys, most used first (the root drops what does
// not fit). Fewer and Smaller go without help: More's and Bigger's say
// "+/-" and "]/[".
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Deal, k.Fast, k.Mode, k.More, k.Bigger, k.Bridge, k.Sampler, k.Clear)
}

// FullHelp is the same keys in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// bindings are every binding, to enable or match them all.
func (k *KeyMap) bindings() []*key.Binding {
	return []*key.Binding{&k.Deal, &k.Fast, &k.Mode, &k.More, &k.Fewer, &k.Bigger, &k.Smaller, &k.Bridge, &k.Sampler, &k.Clear}
}

// setEnabled enables or disables bs.
func setEnabled(on bool, bs ...*key.Binding) {
	for _, b := range bs {
		b.SetEnabled(on)
	}
}

// keyMap is the KeyMap brought up to date with the table: the keys that
// act now enabled, with help that says what they do now. The screen's own
// s.keys stays all enabled, so that a key pressed when it cannot act
// still answers, with a note that says why (d during a run, space with
// the panel hidden).
func (s *Model) keyMap() KeyMap {
	k := s.keys
	if s.table == nil {
		setEnabled(false, k.bindings()...)
		return k
	}
	switch {
	case s.panel.Paused():
		k.Sampler.SetHelp("space", "resume sampler")
	case s.panel.Started():
		k.Sampler.SetHelp("space", "pause sampler")
	}
	k.Sampler.SetEnabled(s.c.PanelShown() && s.panel.Spec() != nil && s.panel.SpecErr() == "")
	if s.fast.running {
		k.Fast.SetHelp("x", "stop dealing")
		setEnabled(false, &k.Deal, &k.Mode, &k.More, &k.Bigger, &k.Bridge, &k.Clear)
		return k
	}
	holdem := s.table.Mode() == game.ModeHoldem
	if holdem {
		k.Mode.SetHelp("tab", "dealt hands")
		k.More.SetHelp("+/-", "players")
		k.Bigger.SetHelp("]/[", "ante")
	}
	n, m := s.table.Shape()
	k.Bridge.SetEnabled(!holdem)
	if n == game.BridgeHands && m == game.BridgeCards {
		k.Bridge.SetHelp("b", "5×5 deals")
	}
	k.Clear.SetEnabled(s.hasStats())
	return k
}

// ShortHelp is the keys that act now, most used first.
func (s *Model) ShortHelp() []key.Binding { return s.keyMap().ShortHelp() }

// FullHelp is every key that acts now, for the full help.
func (s *Model) FullHelp() [][]key.Binding { return s.keyMap().FullHelp() }

// isOurs reports whether k is one of the screen's keys.
func (s *Model) isOurs(k tea.KeyMsg) bool {
	for _, b := range s.keys.bindings() {
		if key.Matches(k, *b) {
			return true
		}
	}
	return false
}
