package tui

import (
	"fmt"
	"sort"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// closing is where quitting stands when a round is in play: asked about
// (the screen holding it), then played out (its result on show until the
// next key).
type closing struct {
	asked  common.ID
	what   string // what is in play, as the screen said it
	more   int    // rounds in play at other tables, asked about in turn after it
	played bool
}

// quit ends the program, every round settled: with a round in play
// somewhere (a craps point, which cannot be taken down), it asks first.
func (m *Model) quit() tea.Cmd {
	if id, what := m.inPlay(); id != "" && !m.tooSmall() { // too small to ask: Run plays it out as the casino closes
		m.closing = closing{asked: id, what: what, more: m.inPlayCount() - 1}
		return nil
	}
	m.quitting = true
	m.Stop()
	return tea.Quit
}

// inPlay is the first screen, by ID, with a round in play, and what it
// said of it.
func (m *Model) inPlay() (common.ID, string) {
	ids := make([]string, 0, len(m.screens))
	for id := range m.screens {
		ids = append(ids, string(id))
	}
	sort.Strings(ids)
	for _, id := range ids {
		if r := m.screens[common.ID(id)].rounds; r != nil {
			if what := r.InPlay(); what != "" {
				return common.ID(id), what
			}
		}
	}
	return "", ""
}

// inPlayCount is how many screens have a round in play.
func (m *Model) inPlayCount() int {
	n := 0
	for _, s := range m.screens {
		if s.rounds != nil && s.rounds.InPlay() != "" {
			n++
		}
	}
	return n
}

// answerQuit takes the key after the question: the quit key again plays
// the round out on its screen, whose view shows the result, and the key
// after that quits; any other key stays.
func (m *Model) answerQuit(k tea.KeyMsg) tea.Cmd {
	c := m.closing
	if c.played {
		m.closing = closing{}
		return m.quit()
	}
	if k.Type != tea.KeyCtrlC && (m.capturing() || !key.Matches(k, m.keys.Quit)) {
		m.closing = closing{}
		return nil
	}
	m.fullHelp = false
	cmd := m.open(c.asked)
	if r := m.screens[c.asked].rounds; r != nil {
		r.SettleOnQuit()
	}
	m.closing.played = true
	return cmd
}

// closingView is the help line while quitting waits on a round in play:
// the question, then how to go once the round is played out.
func (m *Model) closingView() string {
	st := m.c.Styles()
	q := "q"
	if m.capturing() {
		q = "ctrl+c"
	}
	line := st.Warn.Render(m.closing.what+": ") + st.Key.Render(q) + st.Subtle.Render(" again plays it out and quits · ") +
		st.Key.Render("esc") + st.Subtle.Render(" stays")
	if n := m.closing.more; n > 0 { // each asked in turn: say so now
		line = st.Warn.Render(fmt.Sprintf("%s, %s too: ", m.closing.what, text.Plural(n, "more round"))) + st.Key.Render(q) +
			st.Subtle.Render(" plays it out · ") + st.Key.Render("esc") + st.Subtle.Render(" stays")
	}
	if m.closing.played {
		line = st.Warn.Render("Played out: the result is above. ") + st.Key.Render("Any key") + st.Subtle.Render(" quits")
		if m.closing.more > 0 {
			line = st.Warn.Render("Played out: the result is above. ") + st.Key.Render("Any key") + st.Subtle.Render(" goes to the next round in play")
		}
	}
	w := m.w - st.Footer.GetHorizontalFrameSize()
	return st.Footer.Render(draw.Truncate(line, w))
}
