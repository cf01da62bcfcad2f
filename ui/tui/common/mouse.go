package common

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	zone "github.com/lrstanley/bubblezone"
)

// Zones is the session's mouse zones: a screen marks what can be clicked
// as it draws it ([Common.Mark]), the root scans every frame for the
// marks, and the screen asks which zone a click fell in
// ([Common.Clicked]). Each Common has a manager of its own (not the
// package's global one), so that tests and sessions do not share zones.
type Zones = zone.Manager

// NewZones returns a zone manager.
func NewZones() *Zones { return zone.New() }

// Mark wraps v in the zone id's marks, which take no cells and which the
// root's scan removes; v is unchanged without a zone manager.
func (c *Common) Mark(id, v string) string {
	if c.zones == nil {
		return v
	}
	return c.zones.Mark(id, v)
}

// InZone reports whether the mouse event m fell in the zone id as last
// drawn.
func (c *Common) InZone(id string, m tea.MouseMsg) bool {
	return c.zones != nil && c.zones.Get(id).InBounds(m)
}

// Clicked reports whether m is a left-button press in the zone id.
func (c *Common) Clicked(id string, m tea.MouseMsg) bool {
	return IsClick(m) && c.InZone(id, m)
}

// IsClick reports whether m is a press of the left button.
func IsClick(m tea.MouseMsg) bool {
	return m.Action == tea.MouseActionPress && m.Button == tea.MouseButtonLeft
}

// escapes walks s's CSI escape sequences (ESC [ parameters final): keep
// says, for each, whether it stays; the text between them always does.
// A zone's mark is one whose final byte is z (no colour ends in z).
func escapes(s string, keep func(mark bool) bool) string {
	var b strings.Builder
	b.Grow(len(s))
	for {
		i := strings.Index(s, "\x1b[")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		j := i + 2
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == ';' || s[j] == ':') {
			j++
		}
		if j == len(s) { // cut short: keep it as text
			b.WriteString(s[i:])
			return b.String()
		}
		if keep(s[j] == 'z') {
			b.WriteString(s[i : j+1])
		}
		s = s[j+1:]
	}
}

// isMarked reports whether line holds a zone's mark.
func isMarked(line string) bool {
	marked := false
	escapes(line, func(mark bool) bool { marked = marked || mark; return false })
	return marked
}

// Scan strips the zone marks from the frame v and records where each zone
// was drawn (the record is kept in the background, in time for the next
// mouse event). bubblezone's scanner copies the rest of its input at each
// mark it takes out, which over a whole frame — the panel's heatmap is
// tens of kilobytes of colour — made every frame cost megabytes; so it
// scans only the frame's marked lines, the others emptied (a zone's place
// is its line's number and its column in that line, both kept) without
// their colours, and the marks are cut from the frame in one pass.
func (c *Common) Scan(v string) string {
	if c.zones == nil {
		return v
	}
	lines := strings.Split(v, "\n")
	var marked strings.Builder
	any := false
	for i, l := range lines {
		if i > 0 {
			marked.WriteByte('\n')
		}
		if strings.Contains(l, "\x1b[") && isMarked(l) {
			marked.WriteString(escapes(l, func(mark bool) bool { return mark })) // colours take no cells
			any = true
		}
	}
	c.zones.Scan(marked.String()) // with no mark too: the last frame's zones are gone
	if !any {
		return v
	}
	return escapes(v, func(mark bool) bool { return !mark })
}
