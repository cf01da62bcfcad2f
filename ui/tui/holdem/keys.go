package holdem

import (
	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// KeyMap is the Hold'em table's keys. It is a bubbles help.KeyMap;
// [Model.ShortHelp] and [Model.FullHelp] enable and name its bindings for
// the hand first, so that help never shows a key that does nothing now.
type KeyMap struct {
	Deal              key.Binding
	Call, Raise, Fold key.Binding
	More, Fewer       key.Binding // computer players, between hands
	Log               key.Binding
}

// DefaultKeyMap is every key enabled.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Deal:  key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "deal")),
		Call:  key.NewBinding(key.WithKeys("c", "k"), key.WithHelp("c", "call")),
		Raise: key.NewBinding(key.WithKeys("r", "b"), key.WithHelp("r", "raise")),
		Fold:  key.NewBinding(key.WithKeys("f", "x"), key.WithHelp("f", "fold")),
		More:  key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "players")),
		Fewer: key.NewBinding(key.WithKeys("-", "_")),
		Log:   key.NewBinding(key.WithKeys("l"), key.WithHelp("l", "why they played")),
	}
}

// ShortHelp is every enabled key: the one-line help and the full help
// list the same keys. (Fewer shares More's help line.)
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Call, k.Raise, k.Fold, k.Deal, k.More, k.Log)
}

// FullHelp is every enabled key, in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// ShortHelp is the keys that work now, for the one-line help.
func (m *Model) ShortHelp() []key.Binding { return m.keyMap().ShortHelp() }

// FullHelp is every key that works now, for the full help.
func (m *Model) FullHelp() [][]key.Binding { return m.keyMap().FullHelp() }

// keyMap is the keys as help shows them now: the moves open to you on
// your turn, named with their price, space between hands, the players'
// count between hands. (The table has no fairness panel, so f, the
// panel's key elsewhere, folds here; x too.)
func (m *Model) keyMap() KeyMap {
	k := m.keys
	m.g.MoveKeys(&k.Call, &k.Raise, &k.Fold)
	k.Deal.SetEnabled(!m.g.InPlay() && !m.g.Pacing() && m.dealErr() == nil)
	if m.g.Dealt() {
		k.Deal.SetHelp("space", "next hand")
	}
	k.More.SetEnabled(!m.g.InPlay() && !m.g.Pacing())
	k.Log.SetEnabled(m.g.Dealt())
	if m.g.ShowWhy {
		k.Log.SetHelp("l", "hide why")
	}
	return k
}

// buttons are your moves and the deal as buttons.
func (m *Model) buttons() []common.Button {
	k := m.keyMap()
	return []common.Button{{Key: k.Call, Zone: zoneCall}, {Key: k.Raise, Zone: zoneRaise}, {Key: k.Fold, Zone: zoneFold}, {Key: k.Deal, Zone: zoneDeal}}
}

// The buttons' zones.
const (
	zoneCall  = "holdem.call"
	zoneRaise = "holdem.raise"
	zoneFold  = "holdem.fold"
	zoneDeal  = "holdem.deal"
)

// Zones the root's tests click.
const (
	ZoneCall  = zoneCall
	ZoneRaise = zoneRaise
	ZoneFold  = zoneFold
	ZoneDeal  = zoneDeal
)
