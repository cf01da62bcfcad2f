package common

import (
	"strings"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	zone "github.com/lrstanley/bubblezone"
	"github.com/mattn/go-runewidth"
)

// Zones is the session's mouse zones: a screen marks what can be clicked
// as it draws it ([Common.Mark]), the root scans every frame for the
// marks, and the screen asks which zone a click fell in
// ([Common.Clicked]). Each Common has a manager of its own (not the
// package's global one), so that tests and sessions do not share zones.
//
// Zones is bubblezone's manager with a memory of the last frame it
// scanned: a frame drawn again unchanged, or changed without moving a
// zone, is not scanned again (see [Common.Scan]). What changes the
// zones recorded goes through it (Scan, Clear, SetEnabled), never
// through the manager itself, so the memory is never out of date.
type Zones struct {
	*zone.Manager
	scanned bool   // in, out and sent hold the last scan: not before the first, nor after a Clear
	in, out string // the frame last scanned, and it without its marks
	sent    string // the places of its marks, as last handed to the manager
	buf     []byte // the places of the marks of the frame being scanned
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

// appendPlace appends to dst the text before a zone's mark, on its line
// or after the last mark, as the manager need know it to place the zone:
// as many spaces as the cells bubblezone counts in it (go-runewidth, rune
// by rune, escapes taking none), so that text changed without moving the
// zone (a turning die) is handed over the same. It reports false, and
// appends nothing, when the text holds an escape other than a CSI that
// ends in a letter: bubblezone reads those its own way (an escape lasts to
// the next letter), and the line is then handed over as drawn.
func appendPlace(dst []byte, text string) ([]byte, bool) {
	cells := 0
	for i := 0; i < len(text); {
		if text[i] == '\x1b' {
			end, ok := csiEnd(text, i)
			if !ok {
				return dst, false
			}
			i = end
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		cells += runewidth.RuneWidth(r)
		i += size
	}
	for range cells {
		dst = append(dst, ' ')
	}
	return dst, true
}

// csiEnd is where the CSI escape at s[i] ends (ESC [, parameter bytes,
// intermediate bytes, and a final letter, where bubblezone's reading of
// an escape ends too); false when s[i] starts none, one cut short, or one
// whose final byte is not a letter.
func csiEnd(s string, i int) (int, bool) {
	if i+1 >= len(s) || s[i+1] != '[' {
		return 0, false
	}
	j := i + 2
	for j < len(s) && s[j] >= 0x30 && s[j] <= 0x3F {
		j++
	}
	for j < len(s) && s[j] >= 0x20 && s[j] <= 0x2F {
		j++
	}
	if j == len(s) || !(s[j] >= 0x40 && s[j] <= 0x5A || s[j] >= 0x61 && s[j] <= 0x7A) {
		return 0, false
	}
	return j + 1, true
}

// Scan strips the zone marks from the frame v and records where each zone
// was drawn (the record is kept in the background, in time for the next
// mouse event).
//
// bubblezone's scanner copies the rest of its input at each mark it takes
// out, which over a whole frame — the panel's heatmap is tens of
// kilobytes of colour — made every frame cost megabytes; so the manager
// is handed only the places of the frame's marks: each marked line's
// marks, each after as many spaces as the cells before it (appendPlace),
// the other lines emptied (a zone's place is its line's number and its
// column in that line, both kept); the marks are cut from the frame in
// one pass. A frame is drawn ten times a second while something moves,
// most often with its zones where they were: the manager is handed the
// places only when they differ from the last it was handed, and a frame
// the same as the last scanned is not read at all. Neither can leave a
// frame's zones unknown or stale: the zones a scan records are a function
// of the places alone (the same marks, the same lines, the same columns:
// the same zones), the manager keeps them until the next scan, and
// nothing else changes them but Clear and SetEnabled, which make the next
// frame be scanned again.
func (c *Common) Scan(v string) string {
	if c.zones == nil {
		return v
	}
	return c.zones.Scan(v)
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
	lineStart, lineEnd := 0, 0 // the line of the last mark, in v
	lineBuf, drawn := 0, false // where its places start in buf; whether it is handed over as drawn
	last := 0                  // where the last mark ends
	for {
		start, end := nextMark(v, last)
		if start < 0 {
			break
		}
		if !marked {
			out.Grow(len(v))
			marked = true
		}
		before := last        // the text before the mark, from the last on its line
		if start >= lineEnd { // the first mark of its line
			n := strings.Count(v[lineEnd:start], "\n")
			for range n {
				z.buf = append(z.buf, '\n')
			}
			lineStart = strings.LastIndexByte(v[:start], '\n') + 1
			lineEnd = len(v)
			if i := strings.IndexByte(v[start:], '\n'); i >= 0 {
				lineEnd = start + i
			}
			lineBuf, drawn, before = len(z.buf), false, lineStart
		}
		if !drawn {
			var ok bool
			if z.buf, ok = appendPlace(z.buf, v[before:start]); !ok {
				z.buf, drawn = append(z.buf[:lineBuf], v[lineStart:start]...), true
			}
		} else {
			z.buf = append(z.buf, v[before:start]...)
		}
		z.buf = append(z.buf, v[start:end]...)
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
