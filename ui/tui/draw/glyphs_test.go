package draw

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
)

// Every stand-in is one printable ASCII cell for a glyph of one cell, so
// that a frame keeps its layout in ASCII; the spelt glyphs become ASCII;
// braille keeps where its dots are; and without ASCII nothing changes.
func TestGlyphFallbacks(t *testing.T) {
	for r, a := range asciiOf {
		if a < 0x20 || a > 0x7E || lipgloss.Width(string(r)) != 1 {
			t.Errorf("%q (%U) → %q: want one printable ASCII cell for a one-cell glyph", r, r, a)
		}
	}
	g := Glyphs{ASCII: true}
	for _, s := range []string{"≤", "≥", "≠", "±", "∞", "√", "…"} {
		if got := g.Text(s); got == s || strings.ContainsFunc(got, func(r rune) bool { return r > 0x7E }) {
			t.Errorf("Text(%q) = %q, want it spelt in ASCII", s, got)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"⠁⠈⠄⡀⠅⣿⠀", "''..::" + " "},
		{"\x1b[1m♠ Riffle\x1b[0m · ╭─╮ █▌ 5×5 −3 p ≥ 0.01", "\x1b[1m* Riffle\x1b[0m . +-+ #| 5x5 -3 p ≥ 0.01"},
	} {
		if got := g.Frame(c.in); got != c.want {
			t.Errorf("Frame(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if s := "♠ ≤ …"; (Glyphs{}).Frame(s) != s || (Glyphs{}).Text(s) != s {
		t.Error("without ASCII the glyphs change")
	}
}
