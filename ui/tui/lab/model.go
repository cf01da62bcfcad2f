// Package lab is the Shuffle Lab: any shuffle with any generator, against
// the statistics. Its tabs are files: the Matrix tab (matrix.go) runs the
// background sampler into the lab's fairness panel; the Lattice tab
// (lattice*.go) plots a toy LCG's pairs on their few lines; the Seed space
// tab (seeds.go) counts the decks a seeding can deal; the Dice rollers tab
// (dice*.go) sets the 2008 constrained dice roller against its fixes; the
// Classroom tab (classroom.go) is Fisher–Yates by hand with a die.
package lab

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
)

// tabModel is one tab of the Shuffle Lab. Tabs have the bubbles shape; the
// lab routes keys to the active tab, sizes to all, and calls Leave when the
// user leaves the lab (a tab stops its background work there). Tabs embed
// tabBase for what most share.
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
	// WantsDigits reports whether the tab takes the digit keys (the
	// number keys then do not switch tabs).
	WantsDigits() bool
	// UsesPanel reports whether the tab feeds the fairness panel.
	UsesPanel() bool
	// Capturing reports whether a text field has every key.
	Capturing() bool
}

// tabBase is what most tabs share, embedded: the tab's area, an Enter
// that starts nothing, a Leave with nothing to stop, and no digit keys,
// panel or text field of its own.
type tabBase struct{ common.Base }

func (tabBase) WantsDigits() bool { return false }
func (tabBase) UsesPanel() bool   { return false }
func (tabBase) Capturing() bool   { return false }

// Model is the Shuffle Lab: tabs across the top, the active tab below.
// It is a common.Screen with a fairness panel of its own.
type Model struct {
	common.Base
	c     *common.Common
	panel *panel.Model
	keys  KeyMap
	// set is the Lab's own algorithm, generator and seed, which its tabs
	// read and change: the tables keep the casino's (c.Settings()) until
	// the apply key copies the Lab's over. While the Lab's equal the
	// casino's as last taken (synced, a DeckKey), opening the Lab takes
	// the casino's anew, so a choice made in the lobby shows here.
	set    *settings.Settings
	synced string
	// note is a one-line notice (what the apply key did) shown until the
	// next key.
	note    string
	picker  picker // the demonstrations' list (d)
	tabs    []tabModel
	matrix  *matrixTab  // tabs[matrixTabIndex], which the demonstrations set up
	lattice *latticeTab // tabs[latticeTabIndex]
	active  int
	bar     draw.Memo // the tab bar as last drawn
}

var _ common.Screen = (*Model)(nil)

// New returns the lab on its first tab, the Matrix, with a fairness panel
// of its own that the Matrix tab's sampler feeds.
func New(c *common.Common) *Model {
	p := panel.New(c)
	set := c.Settings()
	l := &Model{c: c, panel: &p, keys: DefaultKeyMap(), set: &set, synced: set.DeckKey()}
	l.matrix, l.lattice = newMatrixTab(c, l.set, l.panel), newLatticeTab(c, l.set)
	l.tabs = []tabModel{
		matrixTabIndex:  l.matrix,
		latticeTabIndex: l.lattice,
		newSeedSpaceTab(c, l.set),
		newDiceTab(c, l.set),
		newClassroomTab(c, l.set),
	}
	return l
}

// Title names the active tab for the header.
func (l *Model) Title() string { return "Shuffle Lab · " + l.tabs[l.active].Title() }

// SetSize sets the lab's size and gives every tab the area under the tab
// bar.
func (l *Model) SetSize(w, h int) {
	l.W, l.H = w, h
	for _, t := range l.tabs {
		t.SetSize(w, max(0, h-2))
	}
}

// Panel is the fairness panel the Matrix tab's sampler feeds. The root
// shows it beside the lab and delivers the sampler's ticks to it; the
// root's tests read the sampler's state through it.
func (l *Model) Panel() *panel.Model { return l.panel }

// Enter shows the active tab, on the casino's settings when the Lab's
// have not left them.
func (l *Model) Enter() tea.Cmd {
	if l.set.DeckKey() == l.synced {
		l.takeCasino()
	}
	return l.tabs[l.active].Enter()
}

// takeCasino makes the casino's settings the Lab's.
func (l *Model) takeCasino() {
	*l.set = l.c.Settings()
	l.synced = l.set.DeckKey()
}

// OwnMsg gives the Lab settings of its own to open on (the command line's
// for `riffle play lab`), the casino's left as they are.
type OwnMsg struct{ Settings settings.Settings }

// Settings are the Lab's own algorithm, generator and seed.
func (l *Model) Settings() settings.Settings { return *l.set }

// applied reports whether the tables use the Lab's algorithm, generator
// and seed.
func (l *Model) applied() bool { return l.c.Settings().DeckKey() == l.set.DeckKey() }

// apply makes the Lab's algorithm, generator and seed the tables' (a
// message to the root) and says so.
func (l *Model) apply() tea.Cmd {
	s := l.c.Settings()
	s.Algo, s.Gen, s.Seed, s.SeedFixed = l.set.Algo, l.set.Gen, l.set.Seed, l.set.SeedFixed
	l.synced = l.set.DeckKey()
	l.note = fmt.Sprintf("The tables now shuffle with %s on %s, seed %s.", s.Algo.Name, s.Gen.Name, s.SeedText())
	return func() tea.Msg { return common.SettingsMsg{Settings: s} }
}

// Leave stops every tab's background work.
func (l *Model) Leave() {
	for _, t := range l.tabs {
		t.Leave()
	}
}

// Update gives a key to the lab's tab switches or else to the active tab,
// and any other message to every tab.
func (l *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		return l, l.updateKey(msg)
	case tea.MouseMsg:
		return l, l.updateMouse(msg)
	case OwnMsg:
		*l.set = msg.Settings
		return l, nil
	}
	return l, l.broadcast(msg)
}

// updateKey gives every key to the demonstrations' list while it is open;
// otherwise d opens it, t applies the Lab's settings to the tables, tab,
// shift+tab and the number keys (unless the active tab takes digits)
// switch tabs, and other keys go to the active tab.
func (l *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	l.note = ""
	if l.picker.open {
		return l.updatePicker(k)
	}
	l.syncKeys()
	switch {
	case key.Matches(k, l.keys.Picker.Open):
		l.picker.open = true
		return nil
	case key.Matches(k, l.keys.Apply):
		return l.apply()
	case key.Matches(k, l.keys.Next):
		return l.Show(l.active + 1)
	case key.Matches(k, l.keys.Prev):
		return l.Show(l.active - 1)
	case key.Matches(k, l.keys.Jump):
		return l.Show(int(k.Runes[0] - '1'))
	}
	var cmd tea.Cmd
	l.tabs[l.active], cmd = l.tabs[l.active].Update(k)
	return cmd
}

// broadcast gives a message that is not a key (ticks, results) to every
// tab; each ignores what is not its own.
func (l *Model) broadcast(msg tea.Msg) tea.Cmd {
	var cmds []tea.Cmd
	for i := range l.tabs {
		var cmd tea.Cmd
		l.tabs[i], cmd = l.tabs[i].Update(msg)
		cmds = append(cmds, cmd)
	}
	return tea.Batch(cmds...)
}

// Tabs is the number of tabs; the root's tests visit each with [Model.Show].
func (l *Model) Tabs() int { return len(l.tabs) }

// Show switches to tab i (wrapping; 0 is the first), leaving the one shown
// before, and returns the Cmd of the tab's Enter. The number keys and
// tab/shift+tab use it; the root's tests call it to visit every tab.
func (l *Model) Show(i int) tea.Cmd {
	i = settings.Mod(i, len(l.tabs))
	if i == l.active {
		return nil
	}
	l.tabs[l.active].Leave()
	l.active = i
	return l.tabs[i].Enter()
}

// wantsDigits reports whether the active tab takes the digit keys itself
// (the classroom's die rolls); tabs are then switched with tab/shift+tab.
func (l *Model) wantsDigits() bool {
	return l.tabs[l.active].WantsDigits()
}

// UsesPanel reports whether the active tab feeds the fairness panel; the
// others get the whole screen.
func (l *Model) UsesPanel() bool {
	if l.picker.open {
		return false // the list has the whole screen
	}
	return l.tabs[l.active].UsesPanel()
}

// Capturing reports whether the lab takes every key: the demonstrations'
// list is open (esc closes it), or the active tab has a text field.
func (l *Model) Capturing() bool {
	if l.picker.open {
		return true
	}
	return l.tabs[l.active].Capturing()
}

// ClicksWhileTyping: while the demonstrations' list has the keys, a click
// on one runs it (the tabs' own fields take none).
func (l *Model) ClicksWhileTyping() bool { return l.picker.open }

// ScreenMinWidth is the Lab's fewest cells beside a docked panel: its
// settings wrap to 50 (the panel is what the Lab is for).
func (l *Model) ScreenMinWidth() int { return 50 }

// PanelHeight is the height the panel docked below the lab asks for: on
// the Matrix tab, room for a small deck's table of orders (a title, six
// orders, the exact distance) beside the sampler's state and test.
func (l *Model) PanelHeight() int {
	if l.UsesPanel() {
		return matrixPanelHeight
	}
	return 0
}

// matrixPanelHeight is the panel's height under the Matrix tab: its border
// and 14 lines.
const matrixPanelHeight = 16
