package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/panel"
)

// The layout: the regions of the frame (header, screen, fairness panel,
// help) for the terminal's size, and the frame drawn in them.

// activePanel is the panel the active screen feeds (nil for a screen
// without one).
func (m *Model) activePanel() *panel.Model {
	if p := m.active().panel; p != nil {
		return p.Panel()
	}
	return nil
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

// The panel sits right of the screen when both have their room: the
// panel at least panelMinW cells (a 52-card heatmap needs 56), the screen
// at least screenMinW (the 75 cells of a table's area at 140×45, where
// nothing is cut); below, under the screen, the full width.
const (
	panelMinW  = 58
	panelMaxW  = 66
	screenMinW = 77
)

// dockWidth is the panel's width docked right of a screen that takes at
// least minW cells, on a terminal w cells wide; 0 where it goes below.
func dockWidth(w, minW int) int {
	pw := min(panelMaxW, max(panelMinW, w*45/100), w-minW)
	if pw < panelMinW {
		return 0
	}
	return pw
}

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
	minW := screenMinW
	if p := m.active().panel; p != nil && p.ScreenMinWidth() > 0 {
		minW = p.ScreenMinWidth()
	}
	if pw = dockWidth(m.w, minW); pw > 0 {
		return m.w - pw, bodyH, pw, bodyH, true
	}
	if m.panelBrief(bodyH) {
		return m.w, max(0, bodyH-1), m.w, 1, false
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
	if m.panelOpen() != m.laidWithPanel || m.panelBrief(m.h-1-m.laidHelpH) != m.laidBrief {
		m.layout()
	}
}

// briefBelow is the most lines a body (between the header and the help)
// has where an empty panel below the screen takes one line: 80×24 to
// 100×30, where half the screen for an empty box costs the table most.
const briefBelow = 30

// panelBrief reports whether the panel, open below a body bodyH lines
// high, is one summary line: it is empty (nothing counted yet), the
// terminal is small, and the player has not opened it.
func (m *Model) panelBrief(bodyH int) bool {
	p := m.activePanel()
	brief := p != nil && (p.Empty() || m.active().panel != nil && m.active().panel.PanelBrief())
	return brief && m.panelOpen() && dockWidth(m.w, screenMinW) == 0 && bodyH < briefBelow && !m.panelAsked
}

func (m *Model) layout() {
	if !m.sized {
		return
	}
	m.laidWithPanel = m.panelOpen()
	m.laidBrief = m.panelBrief(m.h - 1 - lipgloss.Height(m.helpView()))
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
	if note := m.noticeLines(); note != nil { // a long notice from the start, whole, until the next key
		h := max(0, m.h-1-lipgloss.Height(help))
		return m.c.Scan(m.headerView() + "\n" + draw.Fit(indent(strings.Join(note, "\n"), 1), m.w, h) + "\n" + help)
	}
	screen := draw.Fit(indent(m.screenView(), 1), sw, sh)
	body := screen
	if p := m.activePanel(); p != nil && pw > 0 && ph > 0 {
		var panel string
		switch w, h := p.Size(); {
		case ph == 1 && m.panelBrief(sh+1):
			panel = p.Summary(pw)
		case w != pw || h != ph:
			panel = draw.Fit(p.View(), pw, ph)
		default:
			panel = p.View() // exactly its size, when laid out for this frame
		}
		if right {
			body = draw.Beside(screen, sw, "", panel) // the screen is fitted to sw cells
		} else {
			body = screen + "\n" + panel
		}
	}
	return m.c.Scan(m.headerView() + "\n" + body + "\n" + help) // the zones the screen marked
}

func indent(s string, n int) string {
	pad := strings.Repeat(" ", n)
	return pad + strings.ReplaceAll(s, "\n", "\n"+pad)
}

func (m *Model) screenTitle() string { return m.active().Title() }

func (m *Model) screenView() string { return m.active().View() }
