package lobby

import (
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/bubbles/list"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// View is the list of screens over the settings block.
func (m *Model) View() string {
	st := m.c.Styles()
	*m.paints = entryPaints{text: draw.PaintOf(st.Text), selected: draw.PaintOf(st.Selected), subtle: draw.PaintOf(st.Subtle)}
	return m.list.View() + "\n" + m.settingsView()
}

// settingsView is the settings every table uses, the seed field when it
// is open, and the status line.
func (m *Model) settingsView() string {
	st := m.c.Styles()
	s := m.set
	var b strings.Builder
	b.WriteString(st.Title.Render("Settings") + st.Subtle.Render("  (used by every table; shown in the header)") + "\n")
	line := func(label, value, desc string) string {
		head := fmt.Sprintf("  %-10s %s  ", label, value)
		desc = draw.FitClauses(desc, m.W-lipgloss.Width(head))
		return draw.Truncate(fmt.Sprintf("  %-10s %s  %s", label, st.Em.Render(value), st.Subtle.Render(desc)), m.W)
	}
	b.WriteString(line("generator", s.Gen.Name, s.Gen.Description) + "\n")
	b.WriteString(line("shuffle", s.Algo.Name, s.Algo.Description) + "\n")
	origin := "drawn from the OS"
	switch {
	case !s.Gen.Reproducible:
		origin = "every value drawn from the OS" // no seed: neither fixed nor drawn
	case s.SeedFixed:
		origin = "fixed"
	}
	if s.EffectiveSeed() != s.Seed && s.Gen.Reproducible {
		origin += fmt.Sprintf("; %d reduced into %s's seeds %s", s.Seed, s.Gen.Name, s.Gen.Seeds)
	}
	b.WriteString(line("seed", s.SeedText(), origin) + "\n")
	panel, how := "hidden", "f shows it at the tables that sample"
	if m.c.PanelShown() {
		panel, how = "shown", "at the tables that sample; f hides it"
	}
	b.WriteString(line("panel", panel, how) + "\n")
	if m.editing {
		b.WriteString("  " + m.seed.View() + "\n")
	}
	if m.status != "" {
		style := st.Subtle
		if m.bad {
			style = st.Bad
		}
		b.WriteString(draw.Truncate("  "+style.Render(m.status), m.W) + "\n")
	}
	return b.String()
}

// delegate draws a lobby entry in two lines, the name and the
// description, or in one when the height is short (compact); the first
// ten are numbered with the digit that opens them.
type delegate struct {
	c       *common.Common
	compact bool
	paints  *entryPaints // the frame's, found by View
}

// entryPaints are the paints the entries are drawn with, found once a
// frame by View (each entry writes five runs: a Render each was most of
// the lobby's frame).
type entryPaints struct{ text, selected, subtle draw.Paint }

func (d delegate) Height() int {
	if d.compact {
		return 1
	}
	return 2
}
func (d delegate) Spacing() int                        { return 0 }
func (d delegate) Update(tea.Msg, *list.Model) tea.Cmd { return nil }

func (d delegate) Render(w io.Writer, m list.Model, index int, item list.Item) {
	t, ok := item.(Entry)
	if !ok {
		return
	}
	p := d.paints
	cursor := "  "
	name := p.text.Render(t.Title)
	if index == m.Index() {
		cursor = p.selected.Render("▸ ")
		name = p.selected.Render(t.Title)
	}
	digit := p.subtle.Render((entryDigit(index) + "  ")[:2]) // a digit or none, in two cells
	width := m.Width()
	var out string
	if d.compact {
		blurb := draw.FitClauses(t.Blurb, width-6-lipgloss.Width(t.Title))
		out = draw.Truncate(cursor+digit+name+"  "+p.subtle.Render(blurb), width)
	} else {
		out = draw.Truncate(cursor+digit+name, width) + "\n" + draw.Truncate("      "+p.subtle.Render(t.Blurb), width)
	}
	_, _ = io.WriteString(w, d.c.Mark(ZoneEntry(t.ID), out))
}
