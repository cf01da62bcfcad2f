package yahtzee

import (
	"fmt"
	"strconv"

	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// KeyMap is the Yahtzee table's keys: those of the game in play, then
// those that change the table. It is a bubbles help.KeyMap;
// [Model.ShortHelp] and [Model.FullHelp] enable and name its bindings for
// the state of the game first, so that help never shows a key that does
// nothing now.
type KeyMap struct {
	Roll, Largest, Toggle, Release   key.Binding
	Up, Down, Pick                   key.Binding // the cursor over the faces, when grouped
	New, More, Fewer, Jump, JumpBack key.Binding
	Sides, SidesBack                 key.Binding
	Game                             key.Binding // back to the whole game
}

// DefaultKeyMap is every key enabled; Toggle takes every digit.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Roll:      key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "roll")),
		Largest:   key.NewBinding(key.WithKeys("k"), key.WithHelp("k", "keep largest")),
		Toggle:    key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-5", "keep/release")),
		Release:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "release all")),
		Up:        key.NewBinding(key.WithKeys("up", "left"), key.WithHelp("↑/↓", "face")),
		Down:      key.NewBinding(key.WithKeys("down", "right")),
		Pick:      key.NewBinding(key.WithKeys("enter", "x"), key.WithHelp("enter", "keep/release face")),
		New:       key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new game")),
		More:      key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "dice")),
		Fewer:     key.NewBinding(key.WithKeys("-", "_")),
		Jump:      key.NewBinding(key.WithKeys(">", "."), key.WithHelp("</>", "5…100 dice")),
		JumpBack:  key.NewBinding(key.WithKeys("<", ",")),
		Sides:     key.NewBinding(key.WithKeys("]"), key.WithHelp("[/]", "sides")),
		SidesBack: key.NewBinding(key.WithKeys("[")),
		Game:      key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "the whole game")),
	}
}

// ShortHelp is every enabled key: the one-line help and the full help
// list the same keys. (Down, Fewer, JumpBack and SidesBack share their
// help line with Up, More, Jump and Sides.)
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Roll, k.Largest, k.Toggle, k.Release, k.Up, k.Pick, k.New, k.Jump, k.More, k.Sides, k.Game)
}

// FullHelp is every enabled key, in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// ShortHelp is the keys that work now, for the one-line help.
func (m *Model) ShortHelp() []key.Binding {
	if m.mode == modeGame {
		return m.cardHelp()
	}
	return m.keyMap().ShortHelp()
}

// FullHelp is every key that works now, for the full help.
func (m *Model) FullHelp() [][]key.Binding { return [][]key.Binding{m.ShortHelp()} }

// keyMap is the keys as help shows them now: enabled for the state of the
// game, the digits those of the dice (or faces) on the table. (Update
// matches m.keys, all enabled: a key help leaves out may still say why it
// cannot act now.)
func (m *Model) keyMap() KeyMap {
	k := m.keys
	play := m.playing()
	// Over, space starts the next game too, but n says so in the help.
	k.Roll.SetEnabled(!m.game.Done() && m.genErr == nil && !(play && m.game.KeptDice() == m.cfg.n))
	k.Largest.SetEnabled(play && !m.keepsAdvice())
	k.Release.SetEnabled(play && m.game.KeptDice() > 0)
	k.Toggle.SetEnabled(play)
	if m.grouped() {
		k.Toggle.SetKeys(digitKeys(m.cfg.d)...)
		k.Toggle.SetHelp(digits(min(m.cfg.d, 10)), "keep/release a face")
	} else {
		k.Toggle.SetKeys(digitKeys(m.cfg.n)...)
		k.Toggle.SetHelp(digits(m.cfg.n), "keep/release a die")
	}
	k.Up.SetEnabled(play && m.grouped())
	k.Pick.SetEnabled(play && m.grouped())
	k.New.SetEnabled(m.game.Rolled())
	return k
}

// digitKeys are the digit keys of 1…min(n, 10), 0 the tenth.
func digitKeys(n int) []string {
	var ks []string
	for i := 1; i <= min(n, 10); i++ {
		ks = append(ks, strconv.Itoa(i%10))
	}
	return ks
}

// digits writes the digit keys for 1…n (n ≤ 10; 0 is the tenth).
func digits(n int) string {
	switch {
	case n >= 10:
		return "1-9,0"
	case n <= 1:
		return "1"
	}
	return fmt.Sprintf("1-%d", n)
}
