package draw

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// Paint is what a style writes around one line of text, found once: for
// a style of colours and attributes (no width, alignment, border or
// underline) and a line s with no newline or tab, style.Render(s) is
// Open + s + Close, byte for byte (TestPaintRendersAsStyle). A frame
// drawn run by run — the lattice's plot, the die's wireframe, the
// lobby's entries — writes each run with its paint rather than calling
// Render, which measures, splits and converts colours every time.
type Paint struct{ Open, Close string }

// PaintOf finds style's paint by rendering a probe.
func PaintOf(style lipgloss.Style) Paint {
	r := style.Render("x")
	i := strings.IndexByte(r, 'x') // an escape sequence has no x
	if i < 0 {
		return Paint{}
	}
	return Paint{Open: r[:i], Close: r[i+1:]}
}

// Render is the style's rendering of the line s.
func (p Paint) Render(s string) string {
	if p.Open == "" && p.Close == "" {
		return s
	}
	return p.Open + s + p.Close
}

// Write writes the style's rendering of the line s to b.
func (p Paint) Write(b *strings.Builder, s string) {
	b.WriteString(p.Open)
	b.WriteString(s)
	b.WriteString(p.Close)
}
