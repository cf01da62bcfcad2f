package tui

import (
	"flag"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

var updatePictures = flag.Bool("pictures", false, "rewrite docs/pictures from today's frames")

// The docs' pictures are the program's own frames: each screen drawn in
// true colour at 100×30 at seed 42, written as SVG (text in its cells,
// each run's colours and weight). `go test ./ui/tui -run TestPictures
// -pictures` writes docs/pictures; without it the test fails when a
// picture is not today's frame.
func TestPictures(t *testing.T) {
	const w, h = 100, 30
	shots := []struct {
		name  string
		o     settings.Options
		keys  []string
		panel int64 // the Lab's sampler run to this many trials first
	}{
		{"lobby", settings.Options{}, nil, 0},
		{"lab", settings.Options{Screen: "lab", Algo: "asf", Gen: "delphi"}, nil, 20000},
		{"craps", settings.Options{Screen: "craps"}, []string{"space", "space", "right", "right", "right", "right", "+", "down", "+", "space"}, 0},
		{"videopoker", settings.Options{Screen: "videopoker"}, []string{"space"}, 0},
		{"holdem", settings.Options{Screen: "holdem"}, []string{"space", "c"}, 0},
		{"dice", settings.Options{Screen: "dice"}, []string{"r"}, 0},
	}
	for _, s := range shots {
		m := newTestModel(t, s.o, w, h)
		runQuick(m, m.Init())
		if s.panel > 0 {
			fillPanel(t, m, s.panel)
		}
		for _, k := range s.keys {
			_, cmd := m.Update(tuitest.Key(k))
			runWithin(m, cmd, 5*time.Second) // the advice, the equity: worked out, then drawn (once)
		}
		inColour(m)
		got := frameSVG(m.View(), w, h)
		path := filepath.Join("..", "..", "docs", "pictures", s.name+".svg")
		if *updatePictures {
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil || string(want) != got {
			t.Errorf("%s is not today's frame (go test ./ui/tui -run TestPictures -pictures rewrites it): %v", path, err)
		}
	}
}

// The SVG writer reads the colours, weight and text of a frame back: a
// hand-made frame of two runs gives their cells, colours and escaped text.
func TestFrameSVG(t *testing.T) {
	got := frameSVG("\x1b[1;38;2;255;0;0mA<\x1b[0m b\n\x1b[48;2;0;0;255mc\x1b[49m", 4, 2)
	for _, want := range []string{`font-weight="bold" fill="#ff0000">A&lt;</tspan>`, `<tspan x="16.80" fill="#d8dee9"> b</tspan>`,
		`<rect x="0.00" y="18.00" width="8.40" height="18.00" fill="#0000ff"/>`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in\n%s", want, got)
		}
	}
}

// The cell and the colours of the pictures: a dark terminal's.
const (
	cellW, cellH   = 8.4, 18.0
	defaultFG      = "#d8dee9"
	defaultBG      = "#1d2129"
	pictureFontPx  = 14
	pictureBaseOff = 13.5
)

// frameSVG draws a frame of w × h cells (ANSI SGR colours: 16, 256 and
// true colour, bold, reverse) as SVG.
func frameSVG(frame string, w, h int) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f">`+"\n",
		float64(w)*cellW, float64(h)*cellH, float64(w)*cellW, float64(h)*cellH)
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="%s"/>`+"\n", defaultBG)
	fmt.Fprintf(&b, `<g font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="%d" xml:space="preserve">`+"\n", pictureFontPx)
	for y, line := range strings.Split(frame, "\n") {
		if y >= h {
			break
		}
		var text strings.Builder
		st := sgr{}
		col := 0
		run, runStyle, runCol := "", sgr{}, 0
		flush := func() {
			if run == "" {
				return
			}
			fg, bg := runStyle.colours()
			if bg != "" {
				fmt.Fprintf(&b, `<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" fill="%s"/>`+"\n",
					float64(runCol)*cellW, float64(y)*cellH, float64(ansi.StringWidth(run))*cellW, cellH, bg)
			}
			if strings.TrimSpace(run) != "" {
				weight := ""
				if runStyle.bold {
					weight = ` font-weight="bold"`
				}
				fmt.Fprintf(&text, `<tspan x="%.2f"%s fill="%s">%s</tspan>`, float64(runCol)*cellW, weight, fg, html.EscapeString(run))
			}
			run = ""
		}
		for i := 0; i < len(line); {
			if line[i] == 0x1b && i+1 < len(line) && line[i+1] == '[' {
				j := i + 2
				for j < len(line) && (line[j] < 0x40 || line[j] > 0x7e) {
					j++
				}
				if j < len(line) && line[j] == 'm' {
					flush()
					st.apply(line[i+2 : j])
				}
				i = j + 1
				continue
			}
			r, size := utf8.DecodeRuneInString(line[i:])
			if run == "" {
				runStyle, runCol = st, col
			}
			run += string(r)
			col += ansi.StringWidth(string(r))
			i += size
		}
		flush()
		if text.Len() > 0 {
			fmt.Fprintf(&b, `<text y="%.2f">%s</text>`+"\n", float64(y)*cellH+pictureBaseOff, text.String())
		}
	}
	b.WriteString("</g>\n</svg>\n")
	return b.String()
}

// sgr is the graphic rendition in force: colours as #rrggbb ("" the
// terminal's), bold, reverse.
type sgr struct {
	fg, bg        string
	bold, reverse bool
}

func (s sgr) colours() (fg, bg string) {
	fg, bg = s.fg, s.bg
	if fg == "" {
		fg = defaultFG
	}
	if s.reverse {
		if bg == "" {
			bg = defaultBG
		}
		fg, bg = bg, fg
	}
	return fg, bg
}

// palette16 are the 16 colours of a dark terminal.
var palette16 = []string{"#1d2129", "#bf616a", "#a3be8c", "#ebcb8b", "#81a1c1", "#b48ead", "#88c0d0", "#e5e9f0",
	"#4c566a", "#bf616a", "#a3be8c", "#ebcb8b", "#81a1c1", "#b48ead", "#8fbcbb", "#eceff4"}

func xterm256(n int) string {
	switch {
	case n < 16:
		return palette16[n]
	case n < 232:
		n -= 16
		level := func(v int) int {
			if v == 0 {
				return 0
			}
			return 55 + 40*v
		}
		return fmt.Sprintf("#%02x%02x%02x", level(n/36), level(n/6%6), level(n%6))
	default:
		v := 8 + 10*(n-232)
		return fmt.Sprintf("#%02x%02x%02x", v, v, v)
	}
}

// apply takes an SGR sequence's parameters.
func (s *sgr) apply(params string) {
	ps := strings.Split(params, ";")
	if params == "" {
		ps = []string{"0"}
	}
	for i := 0; i < len(ps); i++ {
		n, _ := strconv.Atoi(ps[i])
		colour := func() string {
			switch {
			case i+1 < len(ps) && ps[i+1] == "2" && i+4 < len(ps):
				r, _ := strconv.Atoi(ps[i+2])
				g, _ := strconv.Atoi(ps[i+3])
				bl, _ := strconv.Atoi(ps[i+4])
				i += 4
				return fmt.Sprintf("#%02x%02x%02x", r, g, bl)
			case i+1 < len(ps) && ps[i+1] == "5" && i+2 < len(ps):
				c, _ := strconv.Atoi(ps[i+2])
				i += 2
				return xterm256(c)
			}
			return ""
		}
		switch {
		case n == 0:
			*s = sgr{}
		case n == 1:
			s.bold = true
		case n == 22:
			s.bold = false
		case n == 7:
			s.reverse = true
		case n == 27:
			s.reverse = false
		case n >= 30 && n <= 37:
			s.fg = palette16[n-30]
		case n >= 90 && n <= 97:
			s.fg = palette16[n-90+8]
		case n >= 40 && n <= 47:
			s.bg = palette16[n-40]
		case n >= 100 && n <= 107:
			s.bg = palette16[n-100+8]
		case n == 38:
			s.fg = colour()
		case n == 48:
			s.bg = colour()
		case n == 39:
			s.fg = ""
		case n == 49:
			s.bg = ""
		}
	}
}
