package tui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/common"
)

// The router: every message to its place — sizes to the layout, keys to the
// global keys or the screen on show, a screen's own messages back to it
// (addressed), news to the root.

// update routes msg; Update then does what follows every message.
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
		if m.notice != "" && msg.Type == tea.KeyEsc { // esc dismisses the notice "(any key)" and no more: the screen stays
			m.notice = ""
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
		m.follow()         // or the teacher leads the class somewhere
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
			m.relayoutIfPanelMoved() // its first samples open it
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
		if m.laidBrief { // one line while empty: f opens it whole
			m.panelAsked = true
		} else {
			m.ctl.SetPanel(!m.c.PanelShown())
			m.panelAsked = m.panelAsked || m.c.PanelShown()
		}
		m.layout()
		return nil
	case m.lockedOut() != "" && (key.Matches(k, m.keys.Back) || k.String() == "x"): // x ends a demo
		m.notice = m.lockedOut()
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
	cmd := m.active().Enter()
	m.relayoutIfPanelMoved() // Enter can bring the panel back (craps leaves its puzzles)
	return from(m.screen, cmd)
}

func (m *Model) capturing() bool {
	t := m.active().text
	return m.class.page || t != nil && t.Capturing()
}
