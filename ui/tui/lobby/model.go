// Package lobby is the casino's first screen: the list of screens to open
// (handed to it by the root's registry) and the session's settings — the
// generator, the shuffle and the seed — that every table uses.
package lobby

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/list"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/casino"
	"riffle/games/round"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
)

// Entry is one entry of the lobby: a screen to open.
type Entry struct {
	ID           common.ID // what enter opens
	Title, Blurb string
}

// FilterValue is the entry's title (a bubbles list.Item).
func (t Entry) FilterValue() string { return t.Title }

// Model lists the screens and the session's settings, which its keys
// change: it keeps the settings it shows (set, the session's as it was
// entered, with the keys' changes since) and sends each change to the
// root (common.SettingsMsg), so that keys read faster than the root hears
// them still add up.
type Model struct {
	common.Base
	c       *common.Common
	ledger  *casino.Ledger // the session's chips and rounds
	set     settings.Settings
	keys    KeyMap
	list    list.Model
	seed    textinput.Model
	editing bool         // the seed field has the keys
	status  string       // one line of feedback: a refused seed, a closed table
	bad     bool         // status is an error
	paints  *entryPaints // the entries' paints, shared with the list's delegate
}

// New returns the lobby listing entries, in their order, the first
// selected.
func New(c *common.Common, ledger *casino.Ledger, entries []Entry) *Model {
	var items []list.Item
	for _, t := range entries {
		items = append(items, t)
	}
	paints := &entryPaints{}
	l := list.New(items, delegate{c: c, paints: paints}, 0, 0)
	l.SetShowTitle(false)
	l.SetShowStatusBar(false)
	l.SetShowHelp(false)
	l.SetFilteringEnabled(false)
	l.SetShowPagination(true)
	l.KeyMap = list.KeyMap{} // the lobby moves the cursor: see KeyMap
	// The page dots in the session's styles (the list's own are made with
	// lipgloss's default renderer).
	l.Styles.PaginationStyle = c.Styles().Plain.PaddingLeft(2)
	l.Paginator.ActiveDot = c.Styles().Text.Render("•")
	l.Paginator.InactiveDot = c.Styles().Subtle.Render("•")
	ti := common.NewInput(c.Styles())
	ti.Prompt = "seed: "
	ti.Placeholder = "decimal, negative or 0x-hex"
	ti.CharLimit = 24
	return &Model{c: c, ledger: ledger, set: c.Settings(), keys: DefaultKeyMap(len(entries)), list: l, seed: ti, paints: paints}
}

func (m *Model) SetSize(w, h int) {
	m.W, m.H = w, h
	// Two lines an entry if every one fits so, else one; then the smallest
	// height that shows every entry on one page (the list keeps room for
	// its pagination), or all there is.
	avail := max(3, h-settingsHeight)
	n := len(m.list.Items())
	// Without pages there is no page line to keep room for: the list is
	// laid out first without it, and with it only when it must page.
	for _, paged := range []bool{false, true} {
		m.list.SetShowPagination(paged)
		for _, compact := range []bool{false, true} {
			d := delegate{c: m.c, compact: compact, paints: m.paints}
			m.list.SetDelegate(d)
			for lh := d.Height() * n; ; lh++ {
				m.list.SetSize(w, min(lh, avail))
				if lh >= avail || m.list.Paginator.PerPage >= n {
					break
				}
			}
			if m.list.Paginator.PerPage >= n {
				break
			}
		}
		if m.list.Paginator.PerPage >= n {
			break
		}
	}
	m.list.Select(m.list.Index()) // recompute the page for the new size
	m.seed.Width = max(10, w-20)
}

// settingsHeight is the most lines the settings block takes under the list:
// its title, four settings, the seed field and a status line. (The
// bankroll is in the header.)
const settingsHeight = 7

// Select moves the cursor to the entry that opens id, if any: the root
// calls it when the user comes back from that screen.
func (m *Model) Select(id common.ID) {
	for i, it := range m.list.Items() {
		if t, ok := it.(Entry); ok && t.ID == id {
			m.list.Select(i)
			return
		}
	}
}

// Selected returns the entry under the cursor (enter opens it); the
// root's tests read it.
func (m *Model) Selected() Entry {
	if t, ok := m.list.SelectedItem().(Entry); ok {
		return t
	}
	return Entry{}
}

// Editing reports whether the seed field is open (it has every key); the
// root's tests read it.
func (m *Model) Editing() bool { return m.editing }

// SeedValue returns the text typed in the seed field so far; the root's
// tests read it.
func (m *Model) SeedValue() string { return m.seed.Value() }

func (m *Model) Capturing() bool { return m.editing }
func (m *Model) Title() string   { return "Lobby" }
func (m *Model) Enter() tea.Cmd  { m.set = m.c.Settings(); return nil }

func (m *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	m.syncKeys()
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		if mm, mouse := msg.(tea.MouseMsg); mouse && !m.editing {
			return m, m.updateMouse(mm)
		}
		if m.editing { // the cursor's blink
			var cmd tea.Cmd
			m.seed, cmd = common.UpdateInput(m.seed, msg)
			return m, cmd
		}
		return m, nil
	}
	if m.editing {
		return m, m.updateSeed(k)
	}
	return m, m.updateList(k)
}

// updateList handles keys while the list has them: it opens an entry,
// cycles the settings, opens the seed field or moves the cursor.
func (m *Model) updateList(k tea.KeyMsg) tea.Cmd {
	st := &m.set
	m.status, m.bad = "", false
	switch {
	case key.Matches(k, m.keys.Open):
		return common.Open(m.Selected().ID)
	case key.Matches(k, m.keys.Gen):
		st.Gen = settings.CycleGen(st.Gen, 1)
		return m.share()
	case key.Matches(k, m.keys.GenBack):
		st.Gen = settings.CycleGen(st.Gen, -1)
		return m.share()
	case key.Matches(k, m.keys.Algo):
		m.cycleAlgo(1)
		return m.share()
	case key.Matches(k, m.keys.AlgoBack):
		m.cycleAlgo(-1)
		return m.share()
	case key.Matches(k, m.keys.NewSeed, m.keys.Seed) && !st.Gen.Reproducible:
		// A seed would be taken and read "fixed" for a generator that has
		// none: say so rather than take it.
		m.status, m.bad = st.Gen.Name+" takes no seed (it cannot be replayed): g/G chooses a generator that does", true
	case key.Matches(k, m.keys.NewSeed):
		st.Seed, st.SeedFixed = settings.DrawSeed(), false
		return m.share()
	case key.Matches(k, m.keys.Seed):
		m.editing = true
		m.seed.SetValue("")
		return m.seed.Focus()
	case key.Matches(k, m.keys.Number):
		for i := range m.list.Items() {
			if entryDigit(i) == k.String() {
				m.list.Select(i)
				return common.Open(m.Selected().ID)
			}
		}
	default:
		m.move(k)
	}
	return nil
}

// move moves the cursor on the arrows, the page keys, home and end.
func (m *Model) move(k tea.KeyMsg) {
	last := len(m.list.Items()) - 1
	switch {
	case key.Matches(k, m.keys.Up):
		m.list.CursorUp()
	case key.Matches(k, m.keys.Down):
		m.list.CursorDown()
	case key.Matches(k, m.keys.Home):
		m.list.Select(0)
	case key.Matches(k, m.keys.End):
		m.list.Select(max(0, last))
	case key.Matches(k, m.keys.PageUp):
		m.list.PrevPage()
	case key.Matches(k, m.keys.PageDn):
		m.list.NextPage()
	}
}

// cycleAlgo chooses the shuffle step places on. In provably fair mode it
// skips the biased shuffles, which a fair round refuses, and the status
// line says so.
func (m *Model) cycleAlgo(step int) {
	st := &m.set
	if !m.ledger.Fair() {
		st.Algo = settings.CycleAlgo(st.Algo, step)
		return
	}
	fair := round.FairShuffles()
	i := slices.Index(fair, st.Algo.Name)
	if i < 0 { // a biased shuffle chosen elsewhere: a step lands on the first or last fair one
		i = 0
		if step > 0 {
			step--
		}
	}
	if a, err := shuffle.Lookup(fair[settings.Mod(i+step, len(fair))]); err == nil {
		st.Algo = a
	}
	m.status = "Fair mode: unbiased shuffles only (" + strings.Join(fair, ", ") + ")."
}

// updateSeed handles keys while the seed field is open.
// seedProblem is a refused seed's error for the status line under the
// field, in w cells: the seed itself is in the field above, so an
// out-of-range seed's message starts at what is allowed, and a range too
// long for the line keeps its first clause whole (never half a number).
func seedProblem(err error, w int) string {
	msg := err.Error()
	if i := strings.Index(msg, "out of range"); i >= 0 {
		msg = "Seed " + msg[i:]
	}
	if fit := draw.FitClauses(msg, w); fit != "" {
		return fit
	}
	return msg
}

func (m *Model) updateSeed(k tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(k, m.keys.Cancel):
		m.editing = false
		m.seed.Blur()
		return nil
	case key.Matches(k, m.keys.Accept):
		seed, err := parseSeed(m.set.Gen, m.seed.Value())
		if err != nil {
			m.status, m.bad = seedProblem(err, m.W-2), true
			return nil
		}
		m.set.Seed, m.set.SeedFixed = seed, true
		m.editing, m.status, m.bad = false, "", false
		m.seed.Blur()
		return m.share()
	}
	var cmd tea.Cmd
	m.seed, cmd = common.UpdateInput(m.seed, k)
	return cmd
}

// parseSeed parses a typed seed and checks that the generator takes it.
func parseSeed(g rng.Info, s string) (uint64, error) {
	if strings.TrimSpace(s) == "" {
		return 0, fmt.Errorf("seed: type a number (decimal, negative or 0x-hex), or esc")
	}
	seed, err := rng.ParseSeed(s)
	if err != nil {
		return 0, err // it names the seed already
	}
	if _, err := g.New(settings.ReduceSeed(g, seed)); err != nil {
		return 0, fmt.Errorf("seed: %v", err)
	}
	return seed, nil
}

// share sends the settings the lobby shows to the root, which makes them
// the session's.
func (m *Model) share() tea.Cmd {
	s := m.set
	return func() tea.Msg { return common.SettingsMsg{Settings: s} }
}
