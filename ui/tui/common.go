package tui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// common is what every screen shares: the styles and the session's
// settings. Screens hold a pointer to the one common the root owns; only the
// root and the lobby's settings keys change it, inside Update.
type common struct {
	styles    Styles
	settings  Settings
	bankroll  int
	showPanel bool // the fairness panel is open
}

// MinWidth and MinHeight are the smallest terminal the TUI lays out for;
// below it shows a centred request to enlarge the terminal.
const (
	MinWidth  = 80
	MinHeight = 24
)

// fit pads or cuts every line of s to exactly w cells and s to exactly h
// lines, so that a region never pushes the layout around.
func fit(s string, w, h int) string {
	w, h = max(0, w), max(0, h)
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		lines[i] = fitLine(l, w)
	}
	for len(lines) < h {
		lines = append(lines, strings.Repeat(" ", w))
	}
	return strings.Join(lines, "\n")
}

// fitLine pads or truncates (with …) one line to exactly w cells.
func fitLine(l string, w int) string {
	lw := lipgloss.Width(l)
	if lw > w {
		l = ansi.Truncate(l, w, "…")
		lw = lipgloss.Width(l)
	}
	return l + strings.Repeat(" ", max(0, w-lw))
}

// truncate cuts s to at most w cells, ending in … when it cuts.
func truncate(s string, w int) string {
	if lipgloss.Width(s) <= w {
		return s
	}
	return ansi.Truncate(s, max(0, w), "…")
}

// wrapText word-wraps plain text to w cells.
func wrapText(s string, w int) string {
	if w < 1 {
		return ""
	}
	return ansi.Wordwrap(s, w, "")
}
