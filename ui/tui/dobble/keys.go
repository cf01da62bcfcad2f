package dobble

import (
	"fmt"
	"strconv"

	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// KeyMap is the Dobble table's keys. It is a bubbles help.KeyMap;
// [Model.ShortHelp] and [Model.FullHelp] enable them for the state of the
// game first, so that help never shows a key that does nothing now.
type KeyMap struct {
	Pick         key.Binding // the digits of the left card's symbols
	Deal, New    key.Binding
	Double, Size key.Binding
}

// DefaultKeyMap is every key enabled; Pick takes every digit (those past
// the left card's symbols say how many it has).
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-8", "pick a symbol")),
		Deal:   key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "deal")),
		New:    key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new game")),
		Double: key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "double game")),
		Size:   key.NewBinding(key.WithKeys("k"), key.WithHelp("k", "symbols a card")),
	}
}

// ShortHelp is every enabled key: the one-line help and the full help
// list the same keys.
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Pick, k.Deal, k.New, k.Double, k.Size)
}

// FullHelp is every enabled key, in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// ShortHelp is the keys that work now, for the one-line help.
func (m *Model) ShortHelp() []key.Binding { return m.keyMap().ShortHelp() }

// FullHelp is every key that works now, for the full help.
func (m *Model) FullHelp() [][]key.Binding { return m.keyMap().FullHelp() }

// keyMap is the keys as help shows them now: the digits those of the left
// card while a pair is on the table, space while none is, the deck's keys
// always (d names the other game, k the double game's next size).
func (m *Model) keyMap() KeyMap {
	k := m.keys
	play := m.playing()
	n := m.variant().PerCard
	k.Pick.SetEnabled(play)
	k.Pick.SetKeys(digitKeys(n)...)
	k.Pick.SetHelp(fmt.Sprintf("1-%d", n), "pick a symbol")
	k.Deal.SetEnabled(!play && m.genErr == nil)
	if m.game != nil && m.game.Over() {
		k.Deal.SetHelp("space", "next game")
	} else {
		k.Deal.SetHelp("space", "deal")
	}
	k.New.SetEnabled(play)
	if m.variant().Double {
		k.Double.SetHelp("d", "classic game")
		k.Size.SetHelp("k", fmt.Sprintf("%d a card", m.variantAt(m.nextSize()).PerCard))
	} else {
		k.Double.SetHelp("d", "double game")
	}
	k.Size.SetEnabled(m.variant().Double)
	return k
}

// digitKeys are the digit keys 1…n.
func digitKeys(n int) []string {
	ks := make([]string, n)
	for i := range ks {
		ks[i] = strconv.Itoa(i + 1)
	}
	return ks
}
