package history

import (
	"github.com/charmbracelet/bubbles/key"

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

// setEnabled enables every key, or none (no rounds yet).
func (k *KeyMap) setEnabled(on bool) {
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.PgUp, &k.PgDown, &k.Top, &k.Bottom, &k.Replay, &k.All} {
		b.SetEnabled(on)
	}
}

// ShortHelp is the replays and the arrows, when enabled.
func (k KeyMap) ShortHelp() []key.Binding { return common.Enabled(k.Replay, k.All, k.Up) }

// FullHelp is every key enabled now, in one column.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{common.Enabled(k.Replay, k.All, k.Up, k.PgUp, k.Top)}
}

// syncKeys enables the keys when there are rounds.
func (s *Model) syncKeys() { s.keys.setEnabled(len(s.rounds()) > 0) }

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
