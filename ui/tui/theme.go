package tui

import (
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Renderer returns a renderer for out that honours NO_COLOR and never
// asks the terminal anything: a terminal that does not answer would hold
// the first frame for termenv's timeout (5 s a query). Whether the
// background is dark comes from Theme.
func Renderer(out io.Writer) *lipgloss.Renderer {
	r := lipgloss.NewRenderer(out)
	if os.Getenv("NO_COLOR") != "" {
		r.SetColorProfile(termenv.Ascii)
	}
	r.SetHasDarkBackground(Theme(os.Getenv, out == io.Writer(os.Stdout)))
	return r
}

// Theme says whether the terminal's background is dark: RIFFLE_THEME=dark
// or light when set; else, for the program's own output, the answer to the
// query bubbletea makes once as it starts (lipgloss's default renderer
// keeps it, so it is not asked again); else COLORFGBG's background colour
// (0–6 and 8 are dark) when set; else dark.
func Theme(getenv func(string) string, stdout bool) bool {
	switch strings.ToLower(getenv("RIFFLE_THEME")) {
	case "dark":
		return true
	case "light":
		return false
	}
	if stdout {
		return lipgloss.HasDarkBackground()
	}
	if fgbg := getenv("COLORFGBG"); strings.Contains(fgbg, ";") {
		bg, err := strconv.Atoi(fgbg[strings.LastIndex(fgbg, ";")+1:])
		return err != nil || bg < 7 || bg == 8
	}
	return true
}
