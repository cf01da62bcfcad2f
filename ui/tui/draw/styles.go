package draw

import (
	"fmt"
	"math"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Styles is every style the TUI draws with, built once from an adaptive
// palette for one renderer (so one colour profile). It lives in common and
// is never changed after New.
type Styles struct {
	Color bool // false under NO_COLOR or on a terminal without colours

	Plain lipgloss.Style // no style, from the renderer (for bubbles' components)

	Header, HeaderTitle, HeaderInfo lipgloss.Style
	Footer                          lipgloss.Style
	Title, Subtle, Text, Key, Em    lipgloss.Style
	Good, Warn, Bad                 lipgloss.Style
	Selected, Disabled              lipgloss.Style
	Tab, ActiveTab                  lipgloss.Style
	Panel, PanelTitle, Border       lipgloss.Style
	Box                             lipgloss.Style
	Bar, BarExpected                lipgloss.Style
	Glyphs                          Glyphs // the ASCII forms of glyphs, in ASCII (see ForASCII)
	// P are the text styles' paints, found once with the styles: a drawing
	// written piece by piece (felt's cards, a machine's pay table) writes
	// with them rather than calling Render for every piece.
	P Paints

	// heat holds the escape sequences of the heatmap's diverging scale, from
	// far below uniform (index 0) through uniform (heatMid) to far above;
	// heatFG and heatBG are the foreground and background forms. Cells are
	// written with raw sequences, not lipgloss.Style.Render, because a
	// 52 × 52 map is 1,352 cells a frame.
	HeatFG, HeatBG []string
	Reset          string
}

// HeatSteps is the number of colours on each side of the heatmap's neutral
// colour.
const HeatSteps = 5

// HeatMid is the index of the neutral colour in Styles.heatFG/heatBG.
const HeatMid = HeatSteps

// palette colours, each a light-background and a dark-background choice.
var (
	colAccent = lipgloss.AdaptiveColor{Light: "#5A3FC0", Dark: "#B9A5FF"}
	colText   = lipgloss.AdaptiveColor{Light: "#1A1A1A", Dark: "#E8E8E8"}
	colSubtle = lipgloss.AdaptiveColor{Light: "#6B6B6B", Dark: "#9A9A9A"}
	colFaint  = lipgloss.AdaptiveColor{Light: "#B8B8B8", Dark: "#4A4A4A"}
	colGood   = lipgloss.AdaptiveColor{Light: "#1E7B34", Dark: "#6CD38A"}
	colWarn   = lipgloss.AdaptiveColor{Light: "#9A6A00", Dark: "#F2C14E"}
	colBad    = lipgloss.AdaptiveColor{Light: "#B3261E", Dark: "#FF7B72"}
	colHeadBG = lipgloss.AdaptiveColor{Light: "#E4DDFB", Dark: "#2D2650"}
)

// heat scale end points and centre: blue below uniform, red above, the
// neutral colour a mid grey that reads on light and dark backgrounds (as in
// Bostock's "Will It Shuffle?", whose diverging scale is centred on the
// uniform probability).
var (
	heatLow  = [3]float64{0x21, 0x66, 0xAC}
	heatZero = [3]float64{0x8C, 0x8C, 0x8C}
	heatHigh = [3]float64{0xD6, 0x3A, 0x2E}
)

// NewStyles builds the styles for renderer r. A renderer whose profile is
// Ascii (NO_COLOR, a dumb terminal, tests) gets styles without colours; the
// views then draw signs and shades with characters alone.
func NewStyles(r *lipgloss.Renderer) Styles {
	color := r.ColorProfile() != termenv.Ascii
	s := Styles{Color: color}
	ns := r.NewStyle
	s.Plain = ns()
	s.Header = ns().Background(colHeadBG).Foreground(colText).Padding(0, 1)
	s.HeaderTitle = ns().Bold(true).Foreground(colAccent).Background(colHeadBG)
	s.HeaderInfo = ns().Foreground(colText).Background(colHeadBG)
	s.Footer = ns().Foreground(colSubtle).Padding(0, 1)
	s.Title = ns().Bold(true).Foreground(colAccent)
	s.Subtle = ns().Foreground(colSubtle)
	s.Text = ns().Foreground(colText)
	s.Key = ns().Bold(true).Foreground(colAccent)
	s.Em = ns().Bold(true)
	s.Good = ns().Foreground(colGood).Bold(true)
	s.Warn = ns().Foreground(colWarn).Bold(true)
	s.Bad = ns().Foreground(colBad).Bold(true)
	s.Selected = ns().Foreground(colAccent).Bold(true)
	s.Disabled = ns().Foreground(colFaint)
	s.Tab = ns().Foreground(colSubtle).Padding(0, 1)
	s.ActiveTab = ns().Foreground(colAccent).Bold(true).Underline(true).Padding(0, 1)
	s.Panel = ns().Border(lipgloss.RoundedBorder()).BorderForeground(colFaint).Padding(0, 1)
	s.PanelTitle = ns().Bold(true).Foreground(colAccent)
	s.Border = ns().Foreground(colFaint)
	s.Box = ns().Border(lipgloss.RoundedBorder()).BorderForeground(colFaint).Padding(0, 1)
	s.Bar = ns().Foreground(colAccent)
	s.BarExpected = ns().Foreground(colSubtle)
	if !color {
		s.Header = ns().Padding(0, 1).Reverse(true)
		s.HeaderTitle = ns().Bold(true).Reverse(true)
		s.HeaderInfo = ns().Reverse(true)
		s.ActiveTab = ns().Bold(true).Reverse(true).Padding(0, 1)
		s.Selected = ns().Bold(true).Reverse(true)
		s.P = paintsOf(s)
		return s
	}
	s.P = paintsOf(s)
	p := r.ColorProfile()
	dark := r.HasDarkBackground()
	for i := -HeatSteps; i <= HeatSteps; i++ {
		c := heatColor(float64(i)/HeatSteps, dark)
		s.HeatFG = append(s.HeatFG, termenv.CSI+p.Color(c).Sequence(false)+"m")
		s.HeatBG = append(s.HeatBG, termenv.CSI+p.Color(c).Sequence(true)+"m")
	}
	s.Reset = termenv.CSI + termenv.ResetSeq + "m"
	return s
}

// heatColor is the colour at t ∈ [−1, 1] of the diverging scale, as #RRGGBB:
// linear in RGB from heatLow through heatZero to heatHigh. On a light
// background the neutral end is lighter so that "uniform" recedes.
func heatColor(t float64, dark bool) string {
	t = math.Max(-1, math.Min(1, t))
	zero := heatZero
	if !dark {
		zero = [3]float64{0xD9, 0xD9, 0xD9}
	}
	end := heatHigh
	if t < 0 {
		end, t = heatLow, -t
	}
	var c [3]int
	for i := range c {
		c[i] = int(math.Round(zero[i] + (end[i]-zero[i])*t))
	}
	return fmt.Sprintf("#%02X%02X%02X", c[0], c[1], c[2])
}

// Paints are the paints of the styles text is written in.
type Paints struct {
	Title, Subtle, Text, Key, Em, Good, Warn, Bad, Selected Paint
	id                                                      string // every paint's opening, for MemoKey
}

// ID names the paints: two sets paint alike when their IDs are equal (a
// drawing kept with draw.Memo is drawn again when they change).
func (p Paints) ID() string { return p.id }

// MemoID names what a drawing takes from the styles, for MemoKey: their
// glyphs and paints.
func (s Styles) MemoID() string { return MemoKey(s.Glyphs.ID(), s.P.id) }

func paintsOf(s Styles) Paints {
	p := Paints{Title: PaintOf(s.Title), Subtle: PaintOf(s.Subtle), Text: PaintOf(s.Text), Key: PaintOf(s.Key),
		Em: PaintOf(s.Em), Good: PaintOf(s.Good), Warn: PaintOf(s.Warn), Bad: PaintOf(s.Bad), Selected: PaintOf(s.Selected)}
	p.id = MemoKey(p.Title.Open, p.Subtle.Open, p.Text.Open, p.Key.Open, p.Em.Open, p.Good.Open, p.Warn.Open, p.Bad.Open, p.Selected.Open)
	return p
}
