package tui

import (
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/list"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/ui/tui/common"
)

// lobbyEntry is one entry of the lobby: a screen to open.
type lobbyEntry struct {
	ID           common.ID // what enter opens
	Title, Blurb string
}

func (t lobbyEntry) FilterValue() string { return t.Title }

type lobbyKeys struct {
	Up, Down       key.Binding
	Open           key.Binding
	Gen, GenBack   key.Binding
	Algo, AlgoBack key.Binding
	Seed, NewSeed  key.Binding
	Accept, Cancel key.Binding
}

func defaultLobbyKeys() lobbyKeys {
	return lobbyKeys{
		Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:     key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
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
}

// lobbyModel lists the tables and holds the session's settings.
type lobbyModel struct {
	c       *common.Common
	keys    lobbyKeys
	list    list.Model
	seed    textinput.Model
	editing bool   // the seed field has the keys
	status  string // one line of feedback: a refused seed, a closed table
	bad     bool   // status is an error
	w, h    int
}

func newLobby(c *common.Common, entries []lobbyEntry) lobbyModel {
	var items []list.Item
	for _, t := range entries {
		items = append(items, t)
	}
	l := list.New(items, tableDelegate{c: c}, 0, 0)
	l.SetShowTitle(false)
	l.SetShowStatusBar(false)
	l.SetShowHelp(false)
	l.SetFilteringEnabled(false)
	l.SetShowPagination(true)
	l.DisableQuitKeybindings()
	l.KeyMap.ShowFullHelp.SetEnabled(false)
	l.KeyMap.CloseFullHelp.SetEnabled(false)
	ti := textinput.New()
	ti.Prompt = "seed: "
	ti.Placeholder = "decimal, negative or 0x-hex"
	ti.CharLimit = 24
	return lobbyModel{c: c, keys: defaultLobbyKeys(), list: l, seed: ti}
}

func (m *lobbyModel) SetSize(w, h int) {
	m.w, m.h = w, h
	// The smallest height that shows every entry on one page (the list
	// keeps room for its pagination), or all there is.
	avail := max(3, h-settingsHeight)
	n := len(m.list.Items())
	for lh := 2 * n; ; lh++ {
		m.list.SetSize(w, min(lh, avail))
		if lh >= avail || m.list.Paginator.PerPage >= n {
			break
		}
	}
	m.list.Select(m.list.Index()) // recompute the page for the new size
	m.seed.Width = max(10, w-20)
}

// settingsHeight is the most lines the settings block takes under the list:
// its title, three settings, the seed field and a status line. (The
// bankroll is in the header.)
const settingsHeight = 6

// selectScreen moves the cursor to the entry that opens id, if any.
func (m *lobbyModel) selectScreen(id common.ID) {
	for i, it := range m.list.Items() {
		if t, ok := it.(lobbyEntry); ok && t.ID == id {
			m.list.Select(i)
			return
		}
	}
}

func (m *lobbyModel) selected() lobbyEntry {
	if t, ok := m.list.SelectedItem().(lobbyEntry); ok {
		return t
	}
	return lobbyEntry{}
}

func (m *lobbyModel) Capturing() bool { return m.editing }
func (m *lobbyModel) Title() string   { return "Lobby" }
func (m *lobbyModel) Enter() tea.Cmd  { return nil }
func (m *lobbyModel) Leave()          {}
func (m *lobbyModel) UsesPanel() bool { return false }

func (m *lobbyModel) keyList() []key.Binding {
	if m.editing {
		return []key.Binding{m.keys.Accept, m.keys.Cancel}
	}
	return common.Enabled(m.keys.Up, m.keys.Down, m.keys.Open, m.keys.Gen, m.keys.Algo, m.keys.Seed, m.keys.NewSeed)
}

// ShortKeys are the keys for the one-line help: the arrows go without
// saying.
func (m *lobbyModel) ShortHelp() []key.Binding {
	if m.editing {
		return m.keyList()
	}
	return m.keyList()[2:]
}

func (m *lobbyModel) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		if m.editing { // the cursor's blink
			var cmd tea.Cmd
			m.seed, cmd = m.seed.Update(msg)
			return m, cmd
		}
		return m, nil
	}
	if m.editing {
		return m.updateSeed(k)
	}
	st := &m.c.Settings
	m.status, m.bad = "", false
	switch {
	case key.Matches(k, m.keys.Open):
		return m, common.Open(m.selected().ID)
	case key.Matches(k, m.keys.Gen):
		st.Gen = common.CycleGen(st.Gen, 1)
	case key.Matches(k, m.keys.GenBack):
		st.Gen = common.CycleGen(st.Gen, -1)
	case key.Matches(k, m.keys.Algo):
		st.Algo = common.CycleAlgo(st.Algo, 1)
	case key.Matches(k, m.keys.AlgoBack):
		st.Algo = common.CycleAlgo(st.Algo, -1)
	case key.Matches(k, m.keys.NewSeed):
		st.Seed, st.SeedFixed = common.DrawSeed(), false
	case key.Matches(k, m.keys.Seed):
		m.editing = true
		m.seed.SetValue("")
		return m, m.seed.Focus()
	case key.Matches(k, m.keys.Up), key.Matches(k, m.keys.Down):
		var cmd tea.Cmd
		m.list, cmd = m.list.Update(msg)
		return m, cmd
	default:
		var cmd tea.Cmd
		m.list, cmd = m.list.Update(msg) // page keys, home/end
		return m, cmd
	}
	return m, nil
}

// updateSeed handles keys while the seed field is open.
func (m *lobbyModel) updateSeed(k tea.KeyMsg) (common.Screen, tea.Cmd) {
	switch {
	case key.Matches(k, m.keys.Cancel):
		m.editing = false
		m.seed.Blur()
		return m, nil
	case key.Matches(k, m.keys.Accept):
		seed, err := parseSeedFor(m.c.Settings.Gen, m.seed.Value())
		if err != nil {
			m.status, m.bad = err.Error(), true
			return m, nil
		}
		m.c.Settings.Seed, m.c.Settings.SeedFixed = seed, true
		m.editing, m.status, m.bad = false, "", false
		m.seed.Blur()
		return m, nil
	}
	var cmd tea.Cmd
	m.seed, cmd = m.seed.Update(k)
	return m, cmd
}

// parseSeedFor parses a typed seed and checks that the generator takes it.
func parseSeedFor(g rng.Info, s string) (uint64, error) {
	if strings.TrimSpace(s) == "" {
		return 0, fmt.Errorf("seed: type a number (decimal, negative or 0x-hex), or esc")
	}
	seed, err := rng.ParseSeed(s)
	if err != nil {
		return 0, err // it names the seed already
	}
	if _, err := g.New(common.ReduceSeed(g, seed)); err != nil {
		return 0, fmt.Errorf("seed: %v", err)
	}
	return seed, nil
}

func (m *lobbyModel) View() string {
	st := m.c.Styles
	s := m.c.Settings
	var b strings.Builder
	b.WriteString(m.list.View())
	b.WriteString("\n")
	b.WriteString(st.Title.Render("Settings") + st.Subtle.Render("  (used by every table; shown in the header)") + "\n")
	line := func(label, value, desc string) string {
		return common.Truncate(fmt.Sprintf("  %-10s %s  %s", label, st.Em.Render(value), st.Subtle.Render(desc)), m.w)
	}
	b.WriteString(line("generator", s.Gen.Name, s.Gen.Description) + "\n")
	b.WriteString(line("shuffle", s.Algo.Name, s.Algo.Description) + "\n")
	origin := "drawn from the OS"
	if s.SeedFixed {
		origin = "fixed"
	}
	if s.EffectiveSeed() != s.Seed && s.Gen.Reproducible {
		origin += fmt.Sprintf("; %d reduced into %s's seeds %s", s.Seed, s.Gen.Name, s.Gen.Seeds)
	}
	b.WriteString(line("seed", s.SeedText(), origin) + "\n")
	if m.editing {
		b.WriteString("  " + m.seed.View() + "\n")
	}
	if m.status != "" {
		style := st.Subtle
		if m.bad {
			style = st.Bad
		}
		b.WriteString(common.Truncate("  "+style.Render(m.status), m.w) + "\n")
	}
	return b.String()
}

// tableDelegate draws a lobby entry in two lines: the name and the
// description.
type tableDelegate struct{ c *common.Common }

func (d tableDelegate) Height() int                         { return 2 }
func (d tableDelegate) Spacing() int                        { return 0 }
func (d tableDelegate) Update(tea.Msg, *list.Model) tea.Cmd { return nil }

func (d tableDelegate) Render(w io.Writer, m list.Model, index int, item list.Item) {
	t, ok := item.(lobbyEntry)
	if !ok {
		return
	}
	st := d.c.Styles
	cursor := "  "
	name := st.Text.Render(t.Title)
	desc := st.Subtle.Render(t.Blurb)
	if index == m.Index() {
		cursor = st.Selected.Render("▸ ")
		name = st.Selected.Render(t.Title)
	}
	width := m.Width()
	fmt.Fprintf(w, "%s\n%s", common.Truncate(cursor+name, width), common.Truncate("    "+desc, width))
}

// FullHelp is every key that works now, for the full help.
func (m *lobbyModel) FullHelp() [][]key.Binding { return [][]key.Binding{m.keyList()} }
