// Package tui is Riffle's terminal UI: the lobby, the Shuffle Lab and the
// fairness panel, as one bubbletea program. The root model routes and lays
// out; screens and tabs have the bubbles shape (Update, View, SetSize, keys).
package tui

import (
	"crypto/rand"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/games/casino"
	"riffle/ui/tui/common"
	"riffle/ui/tui/demo"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/lobby"
	"riffle/ui/tui/panel"
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
	laidWithPanel  bool
	laidHelpH      int
	notice         string          // a one-line notice shown until the next key
	saved          casino.Settings // the settings last saved
	fairSet        bool            // fair mode was chosen on the command line
	header, footer draw.Memo       // the header and the help as last drawn
	helpZones      []helpZone      // the keys the help line as last drawn names
	fullHelpZones  []helpZone      // the keys the full help as last drawn names
	answer         lateAnswer      // a terminal's answer read as keys, being dropped
}

// New returns the root model for the settings, opening screen ("" or
// "lobby" for the lobby, "lab" for the Shuffle Lab), drawing with r's colour
// profile.
func New(s settings.Settings, screen string, r *lipgloss.Renderer) *Model {
	c, ctl := common.New(draw.NewStyles(r), s)
	l, _ := casino.New(casino.Session{}, rand.Reader, nil) // a new session's, until Continue carries one on
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

// Continue carries on from a saved session: its bankroll and rounds, the
// next round number and fair nonce, the client seed and fair mode; with
// save set, it records the start of this session and every round settled
// from now on. A round left open (a craps point when the program was
// killed) is handed back to its table, its stake on the table again.
func (m *Model) Continue(s casino.Session, save *Saver, entropy io.Reader) {
	fair := m.ledger.Fair()
	var saver casino.Saver
	if save != nil {
		saver = save
	}
	l := m.ledger // in place: the screens hold it (no round is in play yet, so CarryOn refuses only a bankroll)
	if err := l.CarryOn(s, entropy, saver); err != nil {
		m.notice = "Saved bankroll refused: " + err.Error()
	}
	if s.Settings == nil || m.fairSet {
		l.SetFair(fair)
	}
	if save != nil {
		st := m.savedSettings()
		l.Start(st)
		m.saved = st
	}
	m.resume(takeSecrets(l.Open(), save))
}

// savedSettings are the settings a session file keeps: the session's and
// the ledger's fair mode and client seed.
func (m *Model) savedSettings() casino.Settings {
	s, l := m.c.Settings(), m.ledger
	return casino.Settings{Gen: s.Gen.Name, Algo: s.Algo.Name, Seed: s.EffectiveSeed(), Dice: s.Dice,
		Shuffles: s.Shuffles, Fair: l.Fair(), Client: l.Client()}
}

// saveSettings records the settings when they have changed since last
// saved.
func (m *Model) saveSettings() {
	b := m.ledger
	if !b.Saved() {
		return
	}
	if st := m.savedSettings(); st != m.saved {
		b.SaveSettings(st)
		m.saved = st
	}
}

// Run resolves the options and runs the TUI on the terminal until the user
// quits. Option errors are returned before the screen is touched.
//
// p carries on from a saved session and saves this one (see
// [Model.Continue]). The program ends on q, ctrl+c, SIGINT (Run returns
// tea.ErrInterrupted), SIGTERM and SIGHUP; in every case the terminal is
// restored and every settled round is on disk before Run returns.
func Run(o settings.Options, p Persist) error {
	s, err := Resolve(o)
	if err != nil {
		return err
	}
	m := New(s, o.Screen, Renderer(os.Stdout))
	if err := m.openDemos(o); err != nil {
		return err
	}
	m.present = o.Present
	var saver *Saver
	if p.Store != nil {
		saver = NewSaver(p.Store)
	}
	m.Continue(p.Session, saver, p.Entropy)
	m.choose(o)
	m.notice = strings.TrimSpace(p.Notice + " " + m.notice) // a damaged file, then a round taken up
	prog := tea.NewProgram(m, tea.WithAltScreen(), tea.WithMouseCellMotion())
	// bubbletea ends the program on SIGTERM (and SIGINT); SIGHUP, the
	// terminal gone, ends it here. Either is reported as Signaled.
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, syscall.SIGHUP, syscall.SIGTERM)
	got := make(chan os.Signal, 1)
	go func() {
		var first os.Signal
		for s := range sigs {
			if first == nil {
				first = s
			}
			if s == syscall.SIGHUP {
				prog.Quit() // the terminal is gone: save and go
			}
		}
		got <- first
	}()
	_, err = prog.Run()
	signal.Stop(sigs)
	close(sigs)
	if s := <-got; s != nil && err == nil {
		err = Signaled{s.(syscall.Signal)}
	}
	for _, note := range m.closeTables() {
		fmt.Fprintln(os.Stderr, "riffle: "+note)
	}
	if saver != nil {
		if serr := saver.Close(); serr != nil && err == nil {
			err = fmt.Errorf("saving the session: %v", serr)
		}
	}
	return err
}

// Signaled is Run's error when a signal ended the program (after the
// terminal was restored and the session saved); the shell's status for it
// is 128 + the signal's number.
type Signaled struct{ Signal syscall.Signal }

func (s Signaled) Error() string { return "ended by " + s.Signal.String() }

// Persist is what Run carries on from and saves to.
type Persist struct {
	Session casino.Session // the saved session ("" when new)
	Store   Appender       // where entries go; nil: the session is not saved
	Notice  string         // one line shown when the casino opens (a damaged file)
	Entropy io.Reader      // where provably fair server seeds come from; nil: crypto/rand
}

// choose applies the command line's fair mode and client seed over the
// saved session's.
func (m *Model) choose(o settings.Options) {
	b := m.ledger
	if o.FairGiven {
		b.SetFair(o.Fair)
		m.fairSet = true
	}
	if o.ClientSeed != "" {
		_ = b.SetClient(o.ClientSeed) // Resolve checked it
	}
	if b.Fair() {
		b.Commitment() // on show before the first round can begin
	}
	m.saveSettings()
}

// closeTables stops every screen and plays out the rounds that cannot be
// called off (a craps point), as the casino closes; it returns what each
// played out said.
func (m *Model) closeTables() []string {
	m.Stop()
	var notes []string
	for _, s := range m.screens {
		if s.rounds != nil {
			if note := s.rounds.SettleOnQuit(); note != "" {
				notes = append(notes, note)
			}
		}
	}
	return notes
}

// Stop ends every background worker.
func (m *Model) Stop() {
	for _, s := range m.screens {
		s.Leave()
		if s.panel != nil {
			s.panel.Panel().Stop()
		}
	}
}

// activePanel is the panel the active screen feeds (nil for a screen
// without one).
func (m *Model) activePanel() *panel.Model {
	if p := m.active().panel; p != nil {
		return p.Panel()
	}
	return nil
}

// active is the screen on show.
func (m *Model) active() built { return m.screens[m.screen] }

func (m *Model) Init() tea.Cmd { return from(m.screen, m.active().Enter()) }

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
	return mod, cmd
}

func (m *Model) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.w, m.h, m.sized = msg.Width, msg.Height, true
		m.layout()
		return m, nil
	case tea.KeyMsg:
		if m.answer.drop(msg) {
			return m, nil
		}
		m.notice = ""
		// Keys typed faster than the terminal is read arrive as one message
		// ("sss"); outside a text field each is a key of its own.
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste && !m.capturing() {
			var cmds []tea.Cmd
			asked := m.closing
			for _, r := range msg.Runes {
				cmds = append(cmds, m.updateKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt}))
				if m.quitting || m.closing != asked { // a question is read before it is answered
					break
				}
			}
			return m, tea.Batch(cmds...)
		}
		return m, m.updateKey(msg)
	case tea.MouseMsg:
		return m, m.updateMouse(msg)
	case addressed:
		// A screen's own result reaches it (or its panel) even after the
		// user has moved on.
		return m, m.deliver(msg)
	case common.OpenMsg:
		return m, m.open(msg.ID)
	case common.SettingsMsg:
		m.ctl.Apply(msg)
		return m, nil
	case common.FairMsg:
		m.ledger.SetFair(msg.On)
		return m, nil
	case common.DieMsg:
		m.ctl.Apply(msg)
		return m, m.open(msg.Then)
	case common.DemoLiveMsg:
		return m, m.playDemoStep(msg)
	case common.ClassMsg:
		m.class.note = ""  // what it said of the question before
		m.syncClassField() // the class's question changed: the frame shows it
		return m, nil
	case common.ClassOverMsg:
		m.quitting = true // the tables are settled and saved as the session closes
		return m, tea.Quit
	}
	// A panel's message that came without its screen's address (a test's
	// Cmd) finds its panel by the panel's own tag; anything else (focus, a
	// message with no owner) goes to the screen on show.
	for id, s := range m.screens {
		if s.panel != nil && s.panel.Panel().Owns(msg) {
			return m, m.deliver(addressed{to: id, msg: msg})
		}
	}
	return m, m.updateScreen(msg)
}

// addressed is a message from a screen's Cmd, with the screen's ID: the
// root hands it back to that screen, or to its panel, alone.
type addressed struct {
	to  common.ID
	msg tea.Msg
}

// from addresses cmd's messages to the screen id, down every batch. A
// screen's Cmd yields its own messages (and its components'), batches of
// them, and the news for the root (OpenMsg, SettingsMsg, …), which pass
// as they are; none of bubbletea's runtime commands but Batch, whose
// other messages the root could not tell from the screen's
// (TestScreensUseNoRuntimeCommands).
func from(id common.ID, cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() tea.Msg {
		switch msg := cmd().(type) {
		case nil:
			return nil
		case tea.BatchMsg:
			out := make(tea.BatchMsg, len(msg))
			for i, c := range msg {
				out[i] = from(id, c)
			}
			return out
		case tea.QuitMsg, common.OpenMsg, common.DemoLiveMsg, common.SettingsMsg, common.DieMsg, common.FairMsg, addressed:
			return msg
		default:
			return addressed{to: id, msg: msg}
		}
	}
}

// deliver hands a screen's own message to its panel when the panel sent
// it, else to the screen.
func (m *Model) deliver(a addressed) tea.Cmd {
	s, ok := m.screens[a.to]
	if !ok {
		return nil
	}
	if s.panel != nil {
		if p := s.panel.Panel(); p.Owns(a.msg) {
			var cmd tea.Cmd
			*p, cmd = p.Update(a.msg)
			return from(a.to, cmd)
		}
	}
	_, cmd := s.Update(a.msg)
	m.relayoutIfPanelMoved()
	return from(a.to, cmd)
}

// updateKey handles the global keys, then gives the key to the screen.
func (m *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	if m.closing.asked != "" {
		return m.answerQuit(k)
	}
	if m.class.page {
		return m.updateClass(k)
	}
	if k.Type == tea.KeyCtrlC {
		return m.quit()
	}
	if m.c.Class() != nil && key.Matches(k, classKey) && !m.capturing() {
		return m.openClass()
	}
	if m.capturing() && !m.tooSmall() { // a hidden field takes no keys: q quits, as the screen says
		return m.updateScreen(k)
	}
	switch {
	case key.Matches(k, m.keys.Quit):
		return m.quit()
	case m.tooSmall():
		return nil // nothing on screen to act on
	case m.fullHelp: // any other key closes the full help, and does nothing else
		m.fullHelp = false
		return nil
	case key.Matches(k, m.keys.Help):
		m.fullHelp = true
		return nil
	case key.Matches(k, m.keys.Present):
		m.present = !m.present
		return nil
	case key.Matches(k, m.keys.Panel) && m.panelKey() && !m.present:
		m.ctl.SetPanel(!m.c.PanelShown())
		m.layout()
		return nil
	case key.Matches(k, m.keys.Back) && m.screen != lobbyID:
		return m.open(lobbyID)
	case m.demoLive() && (key.Matches(k, m.keys.DemoNext) || key.Matches(k, m.keys.DemoBack)):
		cmd := m.open(demoID)
		return tea.Batch(cmd, m.deliver(addressed{to: demoID, msg: common.DemoNavMsg{Next: key.Matches(k, m.keys.DemoNext)}}))
	}
	return m.updateScreen(k)
}

func (m *Model) updateScreen(msg tea.Msg) tea.Cmd {
	_, cmd := m.active().Update(msg)
	m.relayoutIfPanelMoved()
	return from(m.screen, cmd)
}

// open switches screens: leaving the lab stops its workers; the new screen
// gets the current size.
func (m *Model) open(s common.ID) tea.Cmd {
	if _, ok := m.screens[s]; !ok || s == m.screen {
		return nil
	}
	m.active().Leave()
	m.fullHelp = false // it was the keys of the screen left
	if s == lobbyID {
		m.lobby.Select(m.screen) // back in the lobby on the table just left
	}
	m.screen = s
	m.layout()
	return from(m.screen, m.active().Enter())
}

func (m *Model) capturing() bool {
	t := m.active().text
	return m.class.page || t != nil && t.Capturing()
}

// hasPanel reports whether the active screen shows a fairness panel now.
func (m *Model) hasPanel() bool {
	p := m.active().panel
	return p != nil && p.UsesPanel()
}

// panelKey reports whether f opens and closes the panel here: on the
// screens that show it, and in the lobby, which shows it for none but
// keeps the choice for the tables (its settings say which).
func (m *Model) panelKey() bool { return m.hasPanel() || m.screen == lobbyID }

func (m *Model) panelOpen() bool { return m.hasPanel() && m.c.PanelShown() }

func (m *Model) tooSmall() bool { return m.w < common.MinWidth || m.h < common.MinHeight }

// dockRight is the width from which the panel sits right of the screen.
const dockRight = 110

// regions computes the layout: the screen's area and the panel's.
func (m *Model) regions() (sw, sh, pw, ph int, right bool) {
	return m.regionsWithHelp(lipgloss.Height(m.helpView()))
}

// regionsWithHelp is regions for a help footer helpH lines high.
func (m *Model) regionsWithHelp(helpH int) (sw, sh, pw, ph int, right bool) {
	bodyH := max(0, m.h-1-helpH)
	sw, sh = m.w, bodyH
	if !m.panelOpen() {
		return sw, sh, 0, 0, false
	}
	if m.w >= dockRight {
		pw = min(66, max(58, m.w*45/100)) // a 52-card heatmap needs 56
		return m.w - pw, bodyH, pw, bodyH, true
	}
	ph = max(10, bodyH*55/100)
	if p := m.active().panel; p != nil && p.PanelHeight() > 0 {
		ph = max(ph, min(bodyH-6, p.PanelHeight())) // the screen keeps a few lines
	}
	return m.w, max(0, bodyH-ph), m.w, ph, false
}

// relayoutIfPanelMoved lays the screen out again when the active screen's
// state opened or closed the panel (a lab tab switch); otherwise the sizes
// stand. (The help is one line whatever the keys: the full help takes the
// screen's place, not its room.)
func (m *Model) relayoutIfPanelMoved() {
	if m.panelOpen() != m.laidWithPanel {
		m.layout()
	}
}

func (m *Model) layout() {
	if !m.sized {
		return
	}
	m.laidWithPanel = m.panelOpen()
	m.help.Width = max(0, m.w-m.c.Styles().Footer.GetHorizontalFrameSize())
	m.class.input.Width = max(10, m.w-16) // the answer scrolls: its end, where one types, in view
	// A screen's keys, and so the help's height, can depend on the
	// screen's size: lay out until the help stands (View fits the regions
	// whatever happens).
	for range 3 {
		m.laidHelpH = lipgloss.Height(m.helpView())
		sw, sh, pw, ph, _ := m.regionsWithHelp(m.laidHelpH)
		for _, s := range m.screens {
			s.SetSize(sw-2, sh)
			if s.panel != nil {
				s.panel.Panel().SetSize(pw, ph)
			}
		}
		if lipgloss.Height(m.helpView()) == m.laidHelpH {
			return
		}
	}
}

// View is the frame, every glyph in ASCII when the settings say so (see
// draw.Glyphs).
func (m *Model) View() string { return m.c.Styles().Glyphs.Frame(m.frame()) }

// frame lays out header, screen, panel and help for the terminal's size.
func (m *Model) frame() string {
	if m.quitting {
		return ""
	}
	if !m.sized {
		return m.c.Styles().Glyphs.Text("starting Riffle…")
	}
	if m.tooSmall() {
		msg := fmt.Sprintf("Enlarge the terminal to %d×%d\n(now %d×%d)\n\nq quits", common.MinWidth, common.MinHeight, m.w, m.h)
		if m.w < 30 || m.h < 6 { // a tiny terminal: the short form fits 17×3
			msg = fmt.Sprintf("Enlarge to %d×%d\n(now %d×%d)\nq quits", common.MinWidth, common.MinHeight, m.w, m.h)
		}
		return draw.Fit(lipgloss.Place(m.w, m.h, lipgloss.Center, lipgloss.Center, m.c.Styles().Plain.Align(lipgloss.Center).Render(msg)), m.w, m.h)
	}
	help := m.helpView()
	if m.fullHelp {
		return m.c.Scan(m.headerView() + "\n" + m.fullHelpView(m.w, max(0, m.h-1-lipgloss.Height(help))) + "\n" + help) // the zones of the keys
	}
	if m.present {
		return m.c.Scan(m.headerView() + "\n" + m.presenterView(m.w, max(0, m.h-1-lipgloss.Height(help))) + "\n" + help)
	}
	if m.class.page {
		return m.c.Scan(m.headerView() + "\n" + m.classView(m.w, max(0, m.h-1-lipgloss.Height(help))) + "\n" + help)
	}
	sw, sh, pw, ph, right := m.regionsWithHelp(lipgloss.Height(help))
	screen := draw.Fit(indent(m.screenView(), 1), sw, sh)
	body := screen
	if p := m.activePanel(); p != nil && pw > 0 && ph > 0 {
		panel := p.View() // exactly its size, when laid out for this frame
		if w, h := p.Size(); w != pw || h != ph {
			panel = draw.Fit(panel, pw, ph)
		}
		if right {
			body = joinColumns(screen, panel)
		} else {
			body = screen + "\n" + panel
		}
	}
	return m.c.Scan(m.headerView() + "\n" + body + "\n" + help) // the zones the screen marked
}

// joinColumns puts b right of a, line by line; both are blocks whose lines
// all have one width (so nothing needs measuring).
func joinColumns(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	var pad string
	if len(al) > 0 {
		pad = strings.Repeat(" ", lipgloss.Width(al[0]))
	}
	var out strings.Builder
	out.Grow(len(a) + len(b) + len(pad)*max(0, len(bl)-len(al)) + len(bl))
	for i := range max(len(al), len(bl)) {
		if i > 0 {
			out.WriteByte('\n')
		}
		if i < len(al) {
			out.WriteString(al[i])
		} else {
			out.WriteString(pad)
		}
		if i < len(bl) {
			out.WriteString(bl[i])
		}
	}
	return out.String()
}

func indent(s string, n int) string {
	pad := strings.Repeat(" ", n)
	return pad + strings.ReplaceAll(s, "\n", "\n"+pad)
}

func (m *Model) screenTitle() string { return m.active().Title() }

func (m *Model) screenView() string { return m.active().View() }
