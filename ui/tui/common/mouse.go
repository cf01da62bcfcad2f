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
//
// Zones is bubblezone's manager with a memory of the last frame it
// scanned: a frame drawn again unchanged, or changed only where nothing
// is marked, is not scanned again (see [Common.Scan]). What changes the
// zones recorded goes through it (Scan, Clear, SetEnabled), never
// through the manager itself, so the memory is never out of date.
type Zones struct {
	*zone.Manager
	scanned bool   // in, out and sent hold the last scan: not before the first, nor after a Clear
	in, out string // the frame last scanned, and it without its marks
	sent    string // its marked lines, as last handed to the manager
	buf     []byte // the marked lines of the frame being scanned
}

// NewZones returns a zone manager.
func NewZones() *Zones { return &Zones{Manager: zone.New()} }

// Clear forgets the zone id, as bubblezone's Clear does, and the frame
// last scanned: the next frame is scanned, even one the same as the last,
// so that its zones are recorded again.
func (z *Zones) Clear(id string) {
	z.scanned = false
	z.Manager.Clear(id)
}

// SetEnabled turns the manager on or off, as bubblezone's SetEnabled does
// (off forgets every zone), and forgets the frame last scanned.
func (z *Zones) SetEnabled(on bool) {
	z.scanned = false
	z.Manager.SetEnabled(on)
}

// Mark wraps v in the zone id's marks, which take no cells and which the
// root's scan removes; v is unchanged without a zone manager.
func (c *Common) Mark(id, v string) string {
	if c.Zones == nil {
		return v
	}
	return c.Zones.Mark(id, v)
}

// InZone reports whether the mouse event m fell in the zone id as last
// drawn.
func (c *Common) InZone(id string, m tea.MouseMsg) bool {
	return c.Zones != nil && c.Zones.Get(id).InBounds(m)
}

// Clicked reports whether m is a left-button press in the zone id.
func (c *Common) Clicked(id string, m tea.MouseMsg) bool {
	return IsClick(m) && c.InZone(id, m)
}

// IsClick reports whether m is a press of the left button.
func IsClick(m tea.MouseMsg) bool {
	return m.Action == tea.MouseActionPress && m.Button == tea.MouseButtonLeft
}

// nextMark finds the first zone mark in s at or after i, as bubblezone's
// scanner reads one (ESC [, one or more digits, z), and returns where it
// starts and ends; start is -1 when there is none. A colour never ends
// in z, and z is rare in text, so it looks for each z and reads back.
func nextMark(s string, i int) (start, end int) {
	for {
		k := strings.IndexByte(s[i:], 'z')
		if k < 0 {
			return -1, -1
		}
		k += i
		j := k
		for j > i && s[j-1] >= '0' && s[j-1] <= '9' {
			j--
		}
		if j < k && j-2 >= i && s[j-2] == '\x1b' && s[j-1] == '[' {
			return j - 2, k + 1
		}
		i = k + 1
	}
}

// appendText appends line to dst without its CSI escapes (ESC [
// parameters final), which take no cells, but with its zone marks (whose
// final byte is z: no colour ends in z); an escape cut short at the end
// stays, as text.
func appendText(dst []byte, line string) []byte {
	for {
		i := strings.Index(line, "\x1b[")
		if i < 0 {
			return append(dst, line...)
		}
		dst = append(dst, line[:i]...)
		j := i + 2
		for j < len(line) && (line[j] >= '0' && line[j] <= '9' || line[j] == ';' || line[j] == ':') {
			j++
		}
		if j == len(line) { // cut short: keep it as text
			return append(dst, line[i:]...)
		}
		if line[j] == 'z' {
			dst = append(dst, line[i:j+1]...)
		}
		line = line[j+1:]
	}
}

// Scan strips the zone marks from the frame v and records where each zone
// was drawn (the record is kept in the background, in time for the next
// mouse event).
//
// bubblezone's scanner copies the rest of its input at each mark it takes
// out, which over a whole frame — the panel's heatmap is tens of
// kilobytes of colour — made every frame cost megabytes; so the manager
// is handed only the frame's marked lines, the others emptied (a zone's
// place is its line's number and its column in that line, both kept),
// without their colours, and the marks are cut from the frame in one
// pass. A frame is drawn ten times a second while something moves, most
// often with its zones where they were: the manager is handed the marked
// lines only when they differ from the last it was handed, and a frame
// the same as the last scanned is not read at all. Neither can leave a
// frame's zones unknown or stale: the zones a scan records are a function
// of the marked lines alone (the same text, the same marks, the same
// places), the manager keeps them until the next scan, and nothing else
// changes them but Clear and SetEnabled, which make the next frame be
// scanned again.
func (c *Common) Scan(v string) string {
	if c.Zones == nil {
		return v
	}
	return c.Zones.Scan(v)
}

// Scan is [Common.Scan]: bubblezone's Scan, with the memory of the last
// frame scanned.
func (z *Zones) Scan(v string) string {
	if z.scanned && v == z.in {
		return z.out
	}
	var out strings.Builder
	z.buf = z.buf[:0]
	marked := false
	lineEnd := 0 // where the last line written to buf ends in v
	last := 0    // where the last mark ends
	for {
		start, end := nextMark(v, last)
		if start < 0 {
			break
		}
		if !marked {
			out.Grow(len(v))
			marked = true
		}
		if start >= lineEnd { // the first mark of its line
			n := strings.Count(v[lineEnd:start], "\n")
			for range n {
				z.buf = append(z.buf, '\n')
			}
			lineStart := strings.LastIndexByte(v[:start], '\n') + 1
			lineEnd = len(v)
			if i := strings.IndexByte(v[start:], '\n'); i >= 0 {
				lineEnd = start + i
			}
			z.buf = appendText(z.buf, v[lineStart:lineEnd]) // colours take no cells
		}
		out.WriteString(v[last:start])
		last = end
	}
	if !z.scanned || string(z.buf) != z.sent {
		z.sent = string(z.buf)
		z.Manager.Scan(z.sent) // with no mark too: the last frame's zones are gone
	}
	z.in, z.out, z.scanned = v, v, true
	if marked {
		out.WriteString(v[last:])
		z.out = out.String()
	}
	return z.out
}
