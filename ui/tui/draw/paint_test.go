package draw

import (
	"io"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// A paint writes what its style renders, byte for byte, for every style
// drawn run by run, in every colour profile on dark and light
// backgrounds, and for lines with spaces, braille, marks of a zone and
// nothing at all.
func TestPaintRendersAsStyle(t *testing.T) {
	lines := []string{"", "x", "a b", "  ", " ⣿⠁ · ", "‹ 30/30 ›", "\x1b[1001z1\x1b[1001z", "%5s"}
	ids := map[string]Paints{}
	for _, profile := range []termenv.Profile{termenv.TrueColor, termenv.ANSI256, termenv.ANSI, termenv.Ascii} {
		for _, dark := range []bool{true, false} {
			r := lipgloss.NewRenderer(io.Discard)
			r.SetColorProfile(profile)
			r.SetHasDarkBackground(dark)
			st := NewStyles(r)
			want := Paints{PaintOf(st.Title), PaintOf(st.Subtle), PaintOf(st.Text), PaintOf(st.Key), PaintOf(st.Em),
				PaintOf(st.Good), PaintOf(st.Warn), PaintOf(st.Bad), PaintOf(st.Selected), st.P.ID()}
			if st.P != want {
				t.Errorf("profile %d, dark %v: the styles' paints %+v, want %+v", profile, dark, st.P, want)
			}
			// Paints that differ are named apart (a drawing kept for one
			// is drawn again for the other).
			if other, ok := ids[st.P.ID()]; ok && other != st.P {
				t.Errorf("profile %d, dark %v: paints %+v and %+v share the ID %q", profile, dark, st.P, other, st.P.ID())
			}
			ids[st.P.ID()] = st.P
			for name, style := range map[string]lipgloss.Style{
				"Plain": st.Plain, "Title": st.Title, "Subtle": st.Subtle, "Text": st.Text, "Key": st.Key, "Em": st.Em,
				"Good": st.Good, "Warn": st.Warn, "Bad": st.Bad, "Selected": st.Selected, "Disabled": st.Disabled,
				"Bar": st.Bar, "BarExpected": st.BarExpected, "Border": st.Border, "PanelTitle": st.PanelTitle,
			} {
				p := PaintOf(style)
				for _, l := range lines {
					if got, want := p.Render(l), style.Render(l); got != want {
						t.Errorf("profile %d, dark %v, %s: paint %q, Render %q", profile, dark, name, got, want)
					}
				}
			}
		}
	}
}
