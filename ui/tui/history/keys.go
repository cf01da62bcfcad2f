package history

import (
	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// KeyMap is the history's keys: to move through the rounds and replay
// them. They are enabled only when there are rounds to act on. It is a
// bubbles help.KeyMap of the keys enabled now.
type KeyMap struct {
	Up, Down, PgUp, PgDown, Top, Bottom key.Binding
	Replay, All                         key.Binding
}

// DefaultKeyMap is the history's keys, enabled.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", "round")),
		Down:   key.NewBinding(key.WithKeys("down", "j")),
		PgUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup/pgdn", "page")),
		PgDown: key.NewBinding(key.WithKeys("pgdown")),
		Top:    key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home/end", "newest/oldest")),
		Bottom: key.NewBinding(key.WithKeys("end", "G")),
		Replay: key.NewBinding(key.WithKeys("enter", "r"), key.WithHelp("enter", "replay the round")),
		All:    key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "replay every round")),
	}
}

// setEnabled enables the keys that move and replay one round, or none
// (nothing listed yet), and a for the rounds settled.
func (k *KeyMap) setEnabled(on, all bool) {
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.PgUp, &k.PgDown, &k.Top, &k.Bottom, &k.Replay} {
		b.SetEnabled(on)
	}
	k.All.SetEnabled(all)
}

// ShortHelp is the replays and the arrows, when enabled.
func (k KeyMap) ShortHelp() []key.Binding { return common.Enabled(k.Replay, k.All, k.Up) }

// FullHelp is every key enabled now, in one column.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{common.Enabled(k.Replay, k.All, k.Up, k.PgUp, k.Top)}
}

// syncKeys enables the keys when there are rounds; a says which rounds
// it replays: every one, or the latest kept of a long session.
func (s *Model) syncKeys() {
	s.keys.setEnabled(s.items() > 0, len(s.rounds()) > 0)
	if s.trimmed() {
		s.keys.All.SetHelp("a", "replay the latest "+text.Int(int64(len(s.rounds()))))
	} else {
		s.keys.All.SetHelp("a", "replay every round")
	}
}

// ShortHelp is the keys for the one-line help, as the rounds have them.
func (s *Model) ShortHelp() []key.Binding {
	s.syncKeys()
	return s.keys.ShortHelp()
}

// FullHelp is every key that works now, for the full help.
func (s *Model) FullHelp() [][]key.Binding {
	s.syncKeys()
	return s.keys.FullHelp()
}
