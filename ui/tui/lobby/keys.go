package lobby

import (
	"strconv"

	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// KeyMap is the lobby's keys: the list's and the settings' while the list
// has the keys, the seed field's while it is open. It is a bubbles
// help.KeyMap of the keys enabled now. The lobby moves the list's cursor
// itself: the bubbles list gets no keys, so none of its default letters
// (f, b, l, d, h, u: its pages; / its filter) shadows a Riffle key.
type KeyMap struct {
	Up, Down       key.Binding
	Home, End      key.Binding
	PageUp, PageDn key.Binding
	Number         key.Binding // 1–9 and 0 open the first ten entries
	Open           key.Binding
	Gen, GenBack   key.Binding
	Algo, AlgoBack key.Binding
	Seed, NewSeed  key.Binding
	Accept, Cancel key.Binding
}

// DefaultKeyMap is the lobby's keys, the list's enabled, for a list of n
// entries.
func DefaultKeyMap(n int) KeyMap {
	k := KeyMap{
		Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:     key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Home:     key.NewBinding(key.WithKeys("home"), key.WithHelp("home/end", "first/last")),
		End:      key.NewBinding(key.WithKeys("end")),
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup/pgdn", "page")),
		PageDn:   key.NewBinding(key.WithKeys("pgdown")),
		Number:   numberKeys(n),
		Open:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "open")),
		Gen:      key.NewBinding(key.WithKeys("g"), key.WithHelp("g/G", "generator")),
		GenBack:  key.NewBinding(key.WithKeys("G")),
		Algo:     key.NewBinding(key.WithKeys("a"), key.WithHelp("a/A", "shuffle")),
		AlgoBack: key.NewBinding(key.WithKeys("A")),
		Seed:     key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "type a seed")),
		NewSeed:  key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "new OS seed")),
		Accept:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "use seed")),
		Cancel:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	}
	k.setEditing(false, false)
	return k
}

// numberKeys is the digits that open the first n entries (at most ten: 0
// is the tenth).
func numberKeys(n int) key.Binding {
	n = min(n, 10)
	var keys []string
	for i := range n {
		keys = append(keys, entryDigit(i))
	}
	help := "1-" + strconv.Itoa(min(n, 9))
	if n == 10 {
		help += ",0"
	}
	b := key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, "open that entry"))
	b.SetEnabled(n > 0)
	return b
}

// entryDigit is the key that opens entry i, or "" past the tenth.
func entryDigit(i int) string {
	switch {
	case i < 9:
		return strconv.Itoa(i + 1)
	case i == 9:
		return "0"
	}
	return ""
}

// setEditing enables the seed field's keys when it is open, the list's
// and the settings' when it is not; the page keys only when the list
// has more than one page.
func (k *KeyMap) setEditing(editing, paged bool) {
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Home, &k.End, &k.Open, &k.Gen, &k.GenBack, &k.Algo, &k.AlgoBack, &k.Seed, &k.NewSeed} {
		b.SetEnabled(!editing)
	}
	k.Number.SetEnabled(!editing && len(k.Number.Keys()) > 0)
	k.PageUp.SetEnabled(!editing && paged)
	k.PageDn.SetEnabled(!editing && paged)
	k.Accept.SetEnabled(editing)
	k.Cancel.SetEnabled(editing)
}

// ShortHelp is the keys enabled now but the arrows, which go without
// saying.
func (k KeyMap) ShortHelp() []key.Binding {
	return common.Enabled(k.Open, k.Gen, k.Algo, k.Seed, k.NewSeed, k.Accept, k.Cancel)
}

// FullHelp is every key enabled now, in one column.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{common.Enabled(k.Up, k.Down, k.Home, k.PageUp, k.Number,
		k.Open, k.Gen, k.Algo, k.Seed, k.NewSeed, k.Accept, k.Cancel)}
}

// syncKeys enables the keys that work in the lobby's state.
func (m *Model) syncKeys() {
	m.keys.setEditing(m.editing, m.list.Paginator.TotalPages > 1)
}

// helpKeys are the keys as the help shows them: no seed keys for a
// generator that takes no seed (they only say so).
func (m *Model) helpKeys() KeyMap {
	m.syncKeys()
	k := m.keys
	if !m.set.Gen.Reproducible {
		k.Seed.SetEnabled(false)
		k.NewSeed.SetEnabled(false)
	}
	return k
}

// ShortHelp is the keys for the one-line help, as the state has them.
func (m *Model) ShortHelp() []key.Binding { return m.helpKeys().ShortHelp() }

// FullHelp is every key that works now, for the full help.
func (m *Model) FullHelp() [][]key.Binding { return m.helpKeys().FullHelp() }
