package lab

import (
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// tabModel is one tab of the Shuffle Lab. Tabs have the bubbles shape; the lab
// routes keys to the active tab, sizes to all, and calls Leave when the user
// leaves the lab (a tab stops its background work there).
type tabModel interface {
	Title() string
	Update(msg tea.Msg) (tabModel, tea.Cmd)
	View() string
	SetSize(w, h int)
	// Keys are the tab's bindings for the help, enabled ones only.
	Keys() []key.Binding
	// Enter is called when the tab is shown; it may return a Cmd (such as
	// pointing the fairness panel at its sampler).
	Enter() tea.Cmd
	// Leave stops any background work of the tab.
	Leave()
}

// KeyMap switches tabs.
type KeyMap struct {
	Next, Prev key.Binding
	Jump       key.Binding
}

func DefaultKeyMap() KeyMap {
	return KeyMap{
		Next: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next tab")),
		Prev: key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous tab")),
		Jump: key.NewBinding(key.WithKeys("1", "2", "3", "4", "5"), key.WithHelp("1-5", "go to tab")),
	}
}

// Model is the Shuffle Lab: tabs across the top, the active tab below.
type Model struct {
	c      *common.Common
	panel  *panel.Model
	keys   KeyMap
	tabs   []tabModel
	active int
	w, h   int
}

func New(c *common.Common) *Model {
	p := panel.New(c)
	l := &Model{c: c, panel: &p, keys: DefaultKeyMap()}
	l.tabs = []tabModel{
		newMatrixTab(c, l.panel),
		newLatticeTab(c),
		newSeedSpaceTab(c),
		newDiceTab(c),
		newClassroomTab(c),
	}
	return l
}

// SetSize sets the lab's size and gives every tab the area under the tab
// bar.
func (l *Model) SetSize(w, h int) {
	l.w, l.h = w, h
	for _, t := range l.tabs {
		t.SetSize(w, max(0, h-2))
	}
}

// Panel is the fairness panel the Matrix tab's sampler feeds.
func (l *Model) Panel() *panel.Model { return l.panel }

// Enter shows the active tab.
func (l *Model) Enter() tea.Cmd { return l.tabs[l.active].Enter() }

// Leave stops every tab's background work.
func (l *Model) Leave() {
	for _, t := range l.tabs {
		t.Leave()
	}
}

func (l *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch {
		case key.Matches(k, l.keys.Next):
			return l, l.Show(l.active + 1)
		case key.Matches(k, l.keys.Prev):
			return l, l.Show(l.active - 1)
		case key.Matches(k, l.keys.Jump) && !l.wantsDigits():
			return l, l.Show(int(k.Runes[0] - '1'))
		}
		var cmd tea.Cmd
		l.tabs[l.active], cmd = l.tabs[l.active].Update(msg)
		return l, cmd
	}
	// Other messages (ticks, results) go to every tab; each ignores what
	// is not its own.
	var cmds []tea.Cmd
	for i := range l.tabs {
		var cmd tea.Cmd
		l.tabs[i], cmd = l.tabs[i].Update(msg)
		cmds = append(cmds, cmd)
	}
	return l, tea.Batch(cmds...)
}

// Tabs is the number of tabs; the root's tests visit each with [Model.Show].
func (l *Model) Tabs() int { return len(l.tabs) }

// Show switches to tab i (wrapping; 0 is the first), leaving the one shown
// before, and returns the Cmd of the tab's Enter. The number keys and
// tab/shift+tab use it; the root's tests call it to visit every tab.
func (l *Model) Show(i int) tea.Cmd {
	i = common.Mod(i, len(l.tabs))
	if i == l.active {
		return nil
	}
	l.tabs[l.active].Leave()
	l.active = i
	return l.tabs[i].Enter()
}

// Title names the active tab for the header.
func (l *Model) Title() string { return "Shuffle Lab · " + l.tabs[l.active].Title() }

func (l *Model) View() string {
	st := l.c.Styles
	var tabs []string
	for i, t := range l.tabs {
		label := string(rune('1'+i)) + " " + t.Title()
		if i == l.active {
			if !st.Color { // no colour, no reverse: brackets mark the tab
				label = "[" + label + "]"
			}
			tabs = append(tabs, st.ActiveTab.Render(label))
		} else {
			tabs = append(tabs, st.Tab.Render(label))
		}
	}
	bar := lipgloss.JoinHorizontal(lipgloss.Top, tabs...)
	if lipgloss.Width(bar) > l.w {
		// Too narrow for every title: the others by number only.
		tabs = tabs[:0]
		for i, t := range l.tabs {
			if i == l.active {
				label := string(rune('1'+i)) + " " + t.Title()
				if !st.Color {
					label = "[" + label + "]"
				}
				tabs = append(tabs, st.ActiveTab.Render(label))
			} else {
				tabs = append(tabs, st.Tab.Render(string(rune('1'+i))))
			}
		}
		bar = lipgloss.JoinHorizontal(lipgloss.Top, tabs...)
	}
	bar = common.Truncate(bar, l.w)
	return bar + "\n\n" + l.tabs[l.active].View()
}

// ShortKeys are the lab's keys for the one-line help.
func (l *Model) ShortHelp() []key.Binding { return l.keyList() }

// Keys are the lab's bindings and the active tab's, for the help.
func (l *Model) keyList() []key.Binding {
	jump := l.keys.Jump
	jump.SetEnabled(!l.wantsDigits())
	return append(l.tabs[l.active].Keys(), common.Enabled(l.keys.Next, l.keys.Prev, jump)...)
}

// wantsDigits reports whether the active tab takes the digit keys itself
// (the classroom's die rolls); tabs are then switched with tab/shift+tab.
func (l *Model) wantsDigits() bool {
	d, ok := l.tabs[l.active].(interface{ WantsDigits() bool })
	return ok && d.WantsDigits()
}

// usesPanel reports whether the active tab feeds the fairness panel; the
// others get the whole screen.
func (l *Model) UsesPanel() bool {
	u, ok := l.tabs[l.active].(interface{ UsesPanel() bool })
	return ok && u.UsesPanel()
}

// capturing reports whether the active tab takes every key (a text field).
func (l *Model) Capturing() bool {
	if c, ok := l.tabs[l.active].(interface{ Capturing() bool }); ok {
		return c.Capturing()
	}
	return false
}

// FullHelp is every key that works now, for the full help.
func (l *Model) FullHelp() [][]key.Binding { return [][]key.Binding{l.keyList()} }
