package yahtzee

import (
	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// CardKeyMap is the whole game's keys. Like KeyMap, its help shows only
// the keys that act now (cardKeys).
type CardKeyMap struct {
	Roll, Toggle, Release, Advice key.Binding
	Up, Down, Score               key.Binding
	New, Rules, Puzzle            key.Binding
}

// DefaultCardKeyMap is every key of the whole game enabled.
func DefaultCardKeyMap() CardKeyMap {
	return CardKeyMap{
		Roll:    key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "roll")),
		Toggle:  key.NewBinding(key.WithKeys("1", "2", "3", "4", "5"), key.WithHelp("1-5", "keep/release a die")),
		Release: key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "release all")),
		Advice:  key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "play the best")),
		Up:      key.NewBinding(key.WithKeys("up"), key.WithHelp("↑/↓", "box")),
		Down:    key.NewBinding(key.WithKeys("down")),
		Score:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "score the box")),
		New:     key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new game")),
		Rules:   key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "rules")),
		Puzzle:  key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "Giant Yahtzee")),
	}
}

// cardHelp is the whole game's keys that act now.
func (m *Model) cardHelp() []key.Binding {
	k := m.cardKeyMap
	c := m.cp.card
	rolled := c.Rolls() > 0 && !c.Over()
	k.Roll.SetEnabled(m.genErr == nil && (c.Rolls() == 0 || c.Rolls() < 3 && c.KeptMask() != 31))
	k.Toggle.SetEnabled(rolled && c.Rolls() < 3)
	k.Release.SetEnabled(rolled && c.Rolls() < 3 && c.KeptMask() != 0)
	k.Advice.SetEnabled(m.strat() != nil && !c.Over())
	k.Up.SetEnabled(rolled)
	k.Score.SetEnabled(rolled)
	k.New.SetEnabled(c.Rolls() > 0 || c.Turn() > 1)
	k.Rules.SetEnabled(c.Over() || c.Rolls() == 0 && c.Turn() == 1)
	k.Puzzle.SetEnabled(!m.cardUnderWay())
	return common.Enabled(k.Roll, k.Toggle, k.Release, k.Advice, k.Up, k.Score, k.New, k.Rules, k.Puzzle)
}
