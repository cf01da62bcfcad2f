package videopoker

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/videopoker"
	"riffle/ui/tui/common"
)

// KeyMap is the video poker table's keys. It is a bubbles help.KeyMap.
type KeyMap struct {
	Hold1, Hold2, Hold3, Hold4, Hold5 key.Binding
	Advice                            key.Binding // hold what the advice holds
	Play                              key.Binding // deal, or draw
	More, Less                        key.Binding // the bet
	Table                             key.Binding // the next pay table
}

// DefaultKeyMap is the table's keys, with the help of a table between
// rounds.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Hold1:  key.NewBinding(key.WithKeys("1"), key.WithHelp("1-5", "hold")),
		Hold2:  key.NewBinding(key.WithKeys("2")),
		Hold3:  key.NewBinding(key.WithKeys("3")),
		Hold4:  key.NewBinding(key.WithKeys("4")),
		Hold5:  key.NewBinding(key.WithKeys("5")),
		Advice: key.NewBinding(key.WithKeys("h"), key.WithHelp("h", "best")),
		Play:   key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "deal")),
		More:   key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "bet")),
		Less:   key.NewBinding(key.WithKeys("-", "_")),
		Table:  key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "table")),
	}
}

// ShortHelp is the enabled keys, most used first. Hold2…Hold5 and Less go
// without help: Hold1's says "1-5", More's "+/-".
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Play, k.Hold1, k.Advice, k.More, k.Table)
}

// FullHelp is the same keys in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// holds are the hold keys, card 1 first.
func (k *KeyMap) holds() []*key.Binding {
	return []*key.Binding{&k.Hold1, &k.Hold2, &k.Hold3, &k.Hold4, &k.Hold5}
}

// bindings are every binding.
func (k *KeyMap) bindings() []*key.Binding {
	return append(k.holds(), &k.Advice, &k.Play, &k.More, &k.Less, &k.Table)
}

// keyMap is the KeyMap brought up to date with the round: the keys that
// act now enabled, with help that says what they do now. The screen's own
// s.keys stays all enabled, so a key pressed when it cannot act still
// answers with a note that says why.
func (s *Model) keyMap() KeyMap {
	k := s.keys
	if s.game == nil {
		for _, b := range k.bindings() {
			b.SetEnabled(false)
		}
		return k
	}
	holding := s.game.Phase() == game.Holding
	for _, b := range k.holds() {
		b.SetEnabled(holding)
	}
	k.Advice.SetEnabled(holding && s.adv.holds != nil)
	k.More.SetEnabled(!holding)
	k.Less.SetEnabled(!holding)
	k.Table.SetEnabled(!holding)
	space := "space"
	if s.W < narrowHelp { // the one-line help keeps every key at 80 columns
		space = "spc"
	}
	k.Play.SetHelp(space, "deal")
	if holding {
		k.Play.SetHelp(space, "draw")
	}
	return k
}

// narrowHelp is the width below which the help names space "spc", so
// that the root's one-line help (its global keys after the table's) keeps
// every key that acts: "spc deal • +/- bet • t table" and "spc draw •
// 1-5 hold • h best" fit 80 columns.
const narrowHelp = 100

// ShortHelp is the keys that act now, most used first.
func (s *Model) ShortHelp() []key.Binding { return s.keyMap().ShortHelp() }

// FullHelp is every key that acts now, and a column for the mouse.
func (s *Model) FullHelp() [][]key.Binding {
	return [][]key.Binding{s.keyMap().ShortHelp(), s.mouseHelp()}
}

// isOurs reports whether k is one of the screen's keys.
func (s *Model) isOurs(k tea.KeyMsg) bool {
	for _, b := range s.keys.bindings() {
		if key.Matches(k, *b) {
			return true
		}
	}
	return false
}
