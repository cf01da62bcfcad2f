package lottery

import (
	"fmt"
	"slices"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/lottery"
	"riffle/ui/tui/common"
)

// KeyMap is the lottery's keys: the slip's, the run's, the reveal's and
// the ticket field's. It is a bubbles help.KeyMap; the screen enables the
// keys that act in its state and words them for it ([Model.ShortHelp]).
type KeyMap struct {
	Draw, Skip              key.Binding
	QuickPick, Type, Remove key.Binding
	Clear                   key.Binding
	Next, Prev              key.Binding
	More, Fewer             key.Binding
	Run, Stats, Small       key.Binding
	Accept, Cancel          key.Binding
}

// DefaultKeyMap is the lottery's keys, every one enabled, in their
// words for a slip with no run.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Draw:      key.NewBinding(key.WithKeys(" ", "d"), key.WithHelp("space", "draw")),
		Skip:      key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "show every ball")),
		QuickPick: key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "quick pick")),
		Type:      key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "type numbers")),
		Remove:    key.NewBinding(key.WithKeys("x", "backspace"), key.WithHelp("x", "remove last ticket")),
		Clear:     key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "clear the slip")),
		Next:      key.NewBinding(key.WithKeys("p"), key.WithHelp("p/P", "next/previous lottery")),
		Prev:      key.NewBinding(key.WithKeys("P")),
		More:      key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "keno spots")),
		Fewer:     key.NewBinding(key.WithKeys("-", "_")),
		Run:       key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "draw 10,000")),
		Stats:     key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "statistics")),
		Small:     key.NewBinding(key.WithKeys("3"), key.WithHelp("3", "test Pick 3 of 10")),
		Accept:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "add the ticket")),
		Cancel:    key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	}
}

// FullHelp is every enabled key, in one column: the field's, the
// reveal's, or the slip's and the run's.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{common.Enabled(k.Accept, k.Cancel, k.Skip,
		k.Draw, k.QuickPick, k.Type, k.Remove, k.Clear, k.Next, k.More, k.Run, k.Stats, k.Small)}
}

// ShortHelp is the enabled keys worth the one-line help — draw, quick
// pick, type, the lottery and the 10,000 (or the field's, or the
// reveal's) — in fewer words.
func (k KeyMap) ShortHelp() []key.Binding {
	draw, typ, next, run := k.Draw, k.Type, k.Next, k.Run
	draw.SetHelp("space", "draw")
	typ.SetHelp("t", "type")
	next.SetHelp("p", "lottery")
	if short, ok := shortRun[run.Help().Desc]; ok {
		run.SetHelp("m", short)
	}
	return common.Enabled(k.Accept, k.Cancel, k.Skip, draw, k.QuickPick, typ, next, run, k.Stats)
}

// shortRun is the run key's words in the short help.
var shortRun = map[string]string{
	"draw 10,000":       "10,000 draws",
	"new run of 10,000": "new run",
	"stop the run":      "stop",
}

// ShortHelp is the keys that act now, in few words.
func (s *Model) ShortHelp() []key.Binding {
	s.updateKeys()
	return s.keys.ShortHelp()
}

// FullHelp is every key that acts now.
func (s *Model) FullHelp() [][]key.Binding {
	s.updateKeys()
	return s.keys.FullHelp()
}

// updateKeys enables the keys that act in the screen's state, so that
// the help never shows a dead one, and words them for it: the field's
// while typing; none without a table; space while the balls come out;
// else the slip's (draw with its cost, a ticket while the slip has room,
// keno's spots) and the run's (stop or new run; its statistics and the
// Pick 3 test while they belong to the game on show).
func (s *Model) updateKeys() {
	k := &s.keys
	k.Accept.SetEnabled(s.typing)
	k.Cancel.SetEnabled(s.typing)
	k.Skip.SetEnabled(!s.typing && s.table != nil && s.revealing())
	slip := !s.typing && s.table != nil && !s.revealing()
	n, spots := 0, false
	if slip {
		n = len(s.table.Tickets())
		spots = s.table.Game().MinSpots != s.table.Game().MaxSpots
	}
	k.Draw.SetEnabled(slip && n > 0)
	k.Draw.SetHelp("space", "draw")
	if n > 0 {
		k.Draw.SetHelp("space", fmt.Sprintf("draw (%s)", chipsText(s.table.Cost())))
	}
	for _, b := range []*key.Binding{&k.QuickPick, &k.Type} {
		b.SetEnabled(slip && n < game.MaxTickets)
	}
	k.Remove.SetEnabled(slip && n > 0)
	k.Clear.SetEnabled(slip && n > 1)
	k.Next.SetEnabled(slip)
	k.Prev.SetEnabled(slip)
	k.More.SetEnabled(slip && spots)
	k.Fewer.SetEnabled(slip && spots)
	k.Run.SetEnabled(slip)
	switch {
	case s.run.running:
		k.Run.SetHelp("m", "stop the run")
	case s.runOnShow():
		k.Run.SetHelp("m", "new run of 10,000")
	default:
		k.Run.SetHelp("m", "draw 10,000")
	}
	k.Stats.SetEnabled(slip && s.runOnShow())
	k.Stats.SetHelp("v", "statistics")
	if s.statsOnShow() {
		k.Stats.SetHelp("v", "back to the slip")
	}
	k.Small.SetEnabled(slip && s.smallWorks())
}

// pressed reports whether msg is one of b's keys, enabled or not: the
// help leaves out a key with nothing to act on, but the key still
// answers, saying why not (space on an empty slip, a on a full one, +
// on a lottery whose tickets have one size).
func pressed(msg tea.KeyMsg, b key.Binding) bool { return slices.Contains(b.Keys(), msg.String()) }
