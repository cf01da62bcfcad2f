package dice

import (
	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// KeyMap is the Dice shop's keys. It is a bubbles help.KeyMap;
// [Model.ShortHelp] and [Model.FullHelp] enable its bindings for the view
// and the die on show first, so that help never shows a key that does
// nothing now.
type KeyMap struct {
	Throw, Many, Kind      key.Binding
	Next, Prev             key.Binding
	Up, Down, Choose, List key.Binding // the list of dice
	More, Fewer            key.Binding // a family's n
	Why, Spin, Clear       key.Binding
	Yahtzee                key.Binding
}

// DefaultKeyMap is every key enabled.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Throw:   key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "throw")),
		Many:    key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "throw 100")),
		Kind:    key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "who throws")),
		Next:    key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("←/→", "die")),
		Prev:    key.NewBinding(key.WithKeys("left", "h")),
		Up:      key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", "move")),
		Down:    key.NewBinding(key.WithKeys("down", "j")),
		Choose:  key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "choose")),
		List:    key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "all dice")),
		More:    key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "n")),
		Fewer:   key.NewBinding(key.WithKeys("-", "_")),
		Why:     key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "why fair")),
		Spin:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "stop turning")),
		Clear:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "clear tally")),
		Yahtzee: key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "play Yahtzee")),
	}
}

// ShortHelp is every enabled key: the one-line help and the full help
// list the same keys. (Prev, Down and Fewer share their help line with
// Next, Up and More.)
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Throw, k.Many, k.Kind, k.Next, k.Up, k.Choose, k.List, k.More, k.Why, k.Spin, k.Clear, k.Yahtzee)
}

// FullHelp is every enabled key, in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// ShortHelp is the keys that work now, for the one-line help.
func (m *Model) ShortHelp() []key.Binding { return m.keyMap().ShortHelp() }

// FullHelp is every key that works now, for the full help.
func (m *Model) FullHelp() [][]key.Binding { return m.keyMap().FullHelp() }

// keyMap is the keys as help shows them now. (Update matches m.keys, all
// enabled: a key help leaves out may still say why it cannot act now.)
func (m *Model) keyMap() KeyMap {
	k := m.keys
	ready := m.shop != nil
	list := m.mode == listMode
	die := ready && !list
	k.Throw.SetEnabled(die && m.genErr == nil)
	k.Many.SetEnabled(die && m.genErr == nil)
	k.Kind.SetEnabled(die)
	k.Next.SetEnabled(die)
	k.Up.SetEnabled(ready && list)
	k.Choose.SetEnabled(ready && list)
	k.List.SetEnabled(ready)
	if list {
		k.List.SetHelp("tab", "back to the die")
	}
	k.More.SetEnabled(die && m.die().Solid.N != 0)
	k.Why.SetEnabled(die)
	if m.mode == whyMode {
		k.Why.SetHelp("a", "back to the numbers")
	}
	k.Spin.SetEnabled(die)
	if !m.spin {
		k.Spin.SetHelp("p", "turn it")
	}
	k.Clear.SetEnabled(die && m.thrown() > 0)
	k.Yahtzee.SetEnabled(die && m.yahtzeeErr() == "")
	return k
}
