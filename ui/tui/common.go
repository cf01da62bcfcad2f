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
	book      *roundBook
	// staked counts the chips staked at the tables (the root sums its
	// screens'); the bankroll plus these is what a settled round records.
	staked func() int
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

// wrapText word-wraps plain text to w cells, breaking only at spaces: a
// hyphenated name ("fisher-yates") and words joined by no-break spaces
// stay whole, runs of spaces (aligned columns) are kept, and a word wider
// than w gets a line of its own.
func wrapText(s string, w int) string {
	if w < 1 {
		return ""
	}
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line, lineW, fresh := "", 0, true
		for _, word := range strings.Split(para, " ") { // not Fields: keeps no-break spaces
			ww := lipgloss.Width(word)
			switch {
			case fresh:
				line, lineW, fresh = word, ww, false
			case lineW+1+ww <= w:
				line, lineW = line+" "+word, lineW+1+ww
			case word == "":
				// a space at the break is dropped
			default:
				lines = append(lines, strings.TrimRight(line, " "))
				line, lineW = word, ww
			}
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// wrapStyled word-wraps plain text to w cells (at least 1) and styles each
// line.
func wrapStyled(style lipgloss.Style, text string, w int) []string {
	lines := strings.Split(wrapText(text, max(1, w)), "\n")
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}

// firstFit is the first of variants (longest first) no wider than w
// cells, or the last one cut to w.
func firstFit(w int, variants ...string) string {
	for _, v := range variants {
		if lipgloss.Width(v) <= w {
			return v
		}
	}
	if len(variants) == 0 {
		return ""
	}
	return truncate(variants[len(variants)-1], w)
}

// capitalize upper-cases the first letter of an ASCII phrase.
func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
