// Package tui is Riffle's terminal UI: the lobby, the tables, the Shuffle
// Lab and the fairness panel, as one bubbletea program. The root model
// routes and lays out; every screen is a package of its own keeping the
// common.Screen contract, built from the registry (screen.go).
//
// The root's files each do one job: tui.go the model and its bubbletea
// methods; screen.go the registry; router.go where messages, keys and
// news go; layout.go the frame's regions and drawing; lifecycle.go
// carrying a session on, running, and closing the tables; quit.go the
// question before quitting a round in play; header.go, help.go,
// helpmouse.go, mouse.go, present.go, class.go and demo.go the parts of
// the frame and the features their names say; saver.go writing the
// session file.
package tui

import (
	"crypto/rand"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/games/casino"
	"riffle/ui/tui/common"
	"riffle/ui/tui/demo"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/lobby"
	"riffle/ui/tui/settings"
)

// Model is the root model: it handles the global keys and the terminal size,
// lays out header, screen, fairness panel and help, and routes everything
// else to the active screen.
type Model struct {
	c        *common.Common
	ctl      common.Root    // the one way c changes
	ledger   *casino.Ledger // the session's chips and rounds, handed to the screens that play or show them
	demo     *demo.Model    // the guided demos' screen: its state is the root's page keys
	lobby    *lobby.Model   // the lobby, which lists the screens
	keys     globalKeys
	help     help.Model
	screen   common.ID
	screens  map[common.ID]built
	w, h     int
	sized    bool
	fullHelp bool
	present  bool       // the presenter view: the screen's headline in big type
	class    classState // the class's question (riffle serve)
	// beforeDemo are the settings a demo's steps changed, as they were
	// before; nil while no demo has changed them.
	beforeDemo *settings.Settings
	quitting   bool
	closing    closing // a round in play asked about, then played out, before quitting
	// laidWithPanel is whether the last layout gave the panel room, and
	// laidHelpH the help's height it left room for.
	laidWithPanel bool
	laidBrief     bool // and whether it gave it one line (panelBrief)
	laidHelpH     int
	// panelAsked: the player opened the panel (f, or a click on it), which
	// then shows whole even while it is empty.
	panelAsked     bool
	notice         string            // a one-line notice shown until the next key
	saved          casino.Settings   // the settings last saved
	fairSet        bool              // fair mode was chosen on the command line
	header, footer draw.Memo         // the header and the help as last drawn
	helpZones      []common.HelpZone // the keys the help line as last drawn names
	fullHelpZones  []common.HelpZone // the keys the full help as last drawn names
	answer         lateAnswer        // a terminal's answer read as keys, being dropped
}

// New returns the root model for the settings, opening screen ("" or
// "lobby" for the lobby, "lab" for the Shuffle Lab), drawing with r's colour
// profile.
func New(s settings.Settings, screen string, r *lipgloss.Renderer) *Model {
	c, ctl := common.New(draw.NewStyles(r), s)
	l, _ := casino.New(casino.Session{}, rand.Reader, nil) // a new session's, until Continue carries one on
	l.SetRate(s.RoundRate, s.RoundBurst)
	m := &Model{c: c, ctl: ctl, ledger: l, keys: defaultGlobalKeys(), help: help.New()}
	m.help.Styles.ShortKey = c.Styles().Key
	m.help.Styles.FullKey = c.Styles().Key
	m.help.Styles.ShortDesc = c.Styles().Subtle
	m.help.Styles.FullDesc = c.Styles().Subtle
	m.help.Styles.ShortSeparator = c.Styles().Subtle
	m.help.Styles.FullSeparator = c.Styles().Subtle
	ds, _ := LoadDemos("") // the shipped demos load: TestShippedDemos
	ctl.SetDemos(ds)
	k := &kit{c: c, ledger: l}
	m.screens = newScreens(k)
	m.demo, m.lobby = k.demo, k.lobby
	m.screen = lobbyID
	if _, ok := m.screens[common.ID(screen)]; ok {
		m.screen = common.ID(screen)
	}
	return m
}

// active is the screen on show.
func (m *Model) active() built { return m.screens[m.screen] }

func (m *Model) Init() tea.Cmd {
	cmd := m.active().Enter()
	m.relayoutIfPanelMoved() // Enter can set the panel's sampler
	return from(m.screen, cmd)
}

func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	mod, cmd := m.update(msg)
	if m.c.Class() != nil {
		m.c.Class().Report(string(m.screen), m.ledger.ShownWealth())
	}
	if h := m.active().hides; h != nil {
		h.SetHidden(m.fullHelp || m.sized && m.tooSmall())
	}
	if m.beforeDemo != nil && m.demo.State() == nil { // the demo ended: your settings come back
		m.ctl.SetSettings(*m.beforeDemo)
		m.beforeDemo = nil
	}
	if m.beforeDemo == nil { // a demo's settings are never saved as yours
		m.saveSettings()
	}
	if b := m.ledger; b.Fair() {
		b.Commitment() // the next round's commitment is on show before it begins
	}
	m.relayoutIfPanelMoved() // whatever moved it (a screen's sampler set, its first count)
	return mod, cmd
}

// View is the frame, every glyph in ASCII when the settings say so (see
// draw.Glyphs).
func (m *Model) View() string { return m.c.Styles().Glyphs.Frame(m.frame()) }
