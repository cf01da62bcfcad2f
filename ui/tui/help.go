package tui

import (
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// keyMap is the active screen's keys joined with the global ones.
func (m *Model) keyMap() keyMap {
	if m.class.page {
		return m.classKeys()
	}
	full, short := m.active().FullHelp(), m.active().ShortHelp()
	back, panel := m.keys.Back, m.keys.Panel
	back.SetEnabled(m.screen != lobbyID && !m.capturing())
	panel.SetEnabled(m.panelKey() && !m.capturing())
	switch {
	case m.laidBrief && m.panelOpen():
		panel.SetHelp("f", "open panel")
	case m.c.PanelShown():
		panel.SetHelp("f", "hide panel")
	default:
		panel.SetHelp("f", "show panel")
	}
	help, quit := m.keys.Help, m.keys.Quit
	if m.fullHelp {
		help.SetHelp("?", "close")
	}
	if m.capturing() {
		help.SetEnabled(false)
		quit = key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit"))
	}
	next, prev := m.keys.DemoNext, m.keys.DemoBack
	next.SetEnabled(m.demoLive() && !m.capturing())
	prev.SetEnabled(m.demoLive() && !m.capturing())
	present := m.keys.Present
	present.SetEnabled(!m.capturing())
	if m.present {
		present.SetHelp("F5", "back to the screen")
		panel.SetEnabled(false)
	}
	class := classKey
	_, open := m.classQuestion()
	class.SetEnabled(open && !m.capturing())
	global := common.Enabled(next, prev, class, present, panel, back, help, quit)
	return keyMap{short: short, full: append(full, global)}.spelt(m.c.Styles().Glyphs)
}

// fullHelpKeys is the help line under the full help: every key but q
// closes it.
func (m *Model) fullHelpKeys() keyMap {
	back := key.NewBinding(key.WithKeys("?"), key.WithHelp("? or any key", "back to the screen"))
	return keyMap{short: []key.Binding{back, m.keys.Quit}}
}

// helpView is the one-line help under the screen: the screen's keys that
// fit, and the global ones; under the full help, how to close it.
func (m *Model) helpView() string {
	if m.closing.asked != "" {
		return m.closingView()
	}
	km := m.keyMap()
	if m.fullHelp {
		km = m.fullHelpKeys()
	}
	return m.footer.Draw(m.helpKey(km), func() string { return m.drawHelp(km) })
}

// drawHelp draws the help line for the keys in km: the global keys (more
// keys, quit) stay, and the screen's last keys go until the line fits; ?
// shows them all.
func (m *Model) drawHelp(km keyMap) string {
	st := m.c.Styles()
	km = m.markHelp(km) // clicks on a key press it
	m.help.ShowAll = false
	screen, global := km.short, []key.Binding(nil)
	if len(km.full) > 0 {
		global = km.full[len(km.full)-1]
	}
	if !m.present { // F5 is in the full help; the line keeps its room for the screen's keys
		global = slices.DeleteFunc(slices.Clone(global), func(b key.Binding) bool { return slices.Equal(b.Keys(), m.keys.Present.Keys()) })
	}
	w := m.w - st.Footer.GetHorizontalFrameSize()
	h := m.help
	h.Width = 0 // measure untruncated
	for n := len(screen); n > 0; n-- {
		line := h.ShortHelpView(append(append([]key.Binding{}, screen[:n]...), global...))
		if lipgloss.Width(line) <= w {
			return st.Footer.Render(line)
		}
	}
	// No screen key left and still too wide (a demo's step presented, a
	// class question open): the global keys a person can spare go, esc
	// (lobby) and then pgup (a demo's step back), both in the full help;
	// then the presenter's F5 says "back" only.
	line := h.ShortHelpView(global)
	for _, spare := range [][]string{m.keys.Back.Keys(), m.keys.DemoBack.Keys()} {
		if lipgloss.Width(line) <= w {
			break
		}
		global = slices.DeleteFunc(slices.Clone(global), func(b key.Binding) bool { return slices.Equal(b.Keys(), spare) })
		line = h.ShortHelpView(global)
	}
	if lipgloss.Width(line) > w { // and F5 says it in a word
		global = slices.Clone(global)
		for i, b := range global {
			if slices.Equal(b.Keys(), m.keys.Present.Keys()) && m.present {
				global[i].SetHelp(b.Help().Key, "back")
			}
		}
		line = h.ShortHelpView(global)
	}
	return st.Footer.Render(draw.Truncate(line, w))
}

// fullHelpView is every key that works on the screen on show, in w × h
// cells: it takes the place of the screen and its panel until the next
// key, so the screen keeps its whole room (the lobby's entries, Yahtzee's
// advice) and shows it again as it was. The columns of keys sit side by
// side while they fit the width, and under one another after.
func (m *Model) fullHelpView(w, h int) string {
	st := m.c.Styles()
	hm := m.help
	hm.Width = 0
	hm.ShowAll = true
	lines := []string{st.Title.Render("Keys · " + m.screenName()), ""}
	const gap = "    "
	var row []string // the row of columns being filled
	rowW := 0
	flush := func() {
		if len(row) > 0 {
			lines = append(lines, strings.Split(lipgloss.JoinHorizontal(lipgloss.Top, row...), "\n")...)
			lines = append(lines, "")
		}
		row, rowW = nil, 0
	}
	m.fullHelpZones = m.fullHelpZones[:0]
	for g, col := range m.keyMap().full {
		if len(col) == 0 {
			continue
		}
		col = m.c.MarkKeys(&m.fullHelpZones, "f"+strconv.Itoa(g), col) // clicks on a key press it
		block := hm.FullHelpView([][]key.Binding{col})
		bw := lipgloss.Width(block)
		if len(row) > 0 && rowW+len(gap)+bw > w-2 {
			flush()
		}
		if len(row) > 0 {
			block = lipgloss.JoinHorizontal(lipgloss.Top, gap, block)
			bw += len(gap)
		}
		row, rowW = append(row, block), rowW+bw
	}
	flush()
	return draw.Fit(indent(strings.Join(lines[:len(lines)-1], "\n"), 1), w, h)
}

// screenName is the active screen's title, "Lobby" for the lobby.
func (m *Model) screenName() string {
	if t := m.screenTitle(); t != "" {
		return t
	}
	return "Lobby"
}

// helpKey is the help's inputs: the width, short or full, colours, and
// every binding's key and description, column by column.
func (m *Model) helpKey(km keyMap) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(m.w))
	b.WriteString(strconv.FormatBool(m.fullHelp))
	b.WriteString(strconv.FormatBool(m.c.Styles().Color))
	write := func(bs []key.Binding) {
		b.WriteByte(1)
		for _, k := range bs {
			h := k.Help()
			b.WriteString(h.Key)
			b.WriteByte(0)
			b.WriteString(h.Desc)
			b.WriteByte(0)
			if !k.Enabled() {
				b.WriteByte(2)
			}
		}
	}
	write(km.short)
	for _, col := range km.full {
		write(col)
	}
	return b.String()
}
