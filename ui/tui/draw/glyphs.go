package draw

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// Glyphs are the characters the TUI draws beyond ASCII and their ASCII
// forms, for a terminal whose locale is not UTF-8 (or --ascii): the one
// place that knows them. Every frame goes through Frame, which gives each
// glyph of asciiOf a one-cell ASCII stand-in, so that the layout measured
// with the glyphs holds. The few glyphs that need more than one cell in
// ASCII (≤ as <=, ± as +/-, … as ..., ✓ as ok) go through Text where the
// text is made, before it is measured: a glyph that reaches the frame with
// neither is caught by the test that draws every screen in ASCII.
type Glyphs struct {
	ASCII bool
}

// ID names the glyphs, for MemoKey.
func (g Glyphs) ID() string {
	if g.ASCII {
		return "ascii"
	}
	return "unicode"
}

// Text is s with its glyphs that take more than one cell in ASCII spelt
// out (wider: text to measure after), in ASCII; s otherwise.
func (g Glyphs) Text(s string) string {
	if !g.ASCII {
		return s
	}
	return spelt.Replace(s)
}

// LE, GE, PlusMinus, Infinity and Ellipsis are ≤ ≥ ± ∞ …, spelt in ASCII.
func (g Glyphs) LE() string        { return g.Text("≤") }
func (g Glyphs) GE() string        { return g.Text("≥") }
func (g Glyphs) PlusMinus() string { return g.Text("±") }
func (g Glyphs) Infinity() string  { return g.Text("∞") }
func (g Glyphs) Ellipsis() string  { return g.Text("…") }

// Times is the multiplication dot of a formula ("5·s"), "*" in ASCII
// (where the dot of a separator is ".").
func (g Glyphs) Times() string {
	if g.ASCII {
		return "*"
	}
	return "·"
}

// spelt spells the glyphs that one ASCII cell would misread.
var spelt = strings.NewReplacer("≤", "<=", "≥", ">=", "≠", "!=", "±", "+/-", "∞", "inf", "√", "sqrt", "…", "...", "✓", "ok", "✗", "no", "ν₂²", "nu2^2", "≫", ">>")

// Frame is s with every glyph of asciiOf replaced by its one-cell ASCII
// stand-in, in ASCII; escape sequences and ASCII are kept, and so is the
// layout of a frame.
func (g Glyphs) Frame(s string) string {
	if !g.ASCII {
		return s
	}
	return strings.Map(ASCIIOf, s)
}

// ASCIIOf is r's one-cell ASCII stand-in: r itself when ASCII, the
// stand-in from asciiOf or, for braille, a mark for the dots it has
// (' top, . bottom, : both); r when it has none (text typed by the user).
func ASCIIOf(r rune) rune {
	if r < 0x80 {
		return r
	}
	if a, ok := asciiOf[r]; ok {
		return a
	}
	if r >= 0x2800 && r <= 0x28FF { // braille: dots 1, 2, 4, 5 above; 3, 6, 7, 8 below
		top, bottom := (r-0x2800)&0x1B != 0, (r-0x2800)&0xE4 != 0
		switch {
		case top && bottom:
			return ':'
		case top:
			return '\''
		case bottom:
			return '.'
		}
		return ' '
	}
	return r
}

// asciiOf is every glyph the TUI draws that has a faithful one-cell ASCII
// stand-in. A glyph missing here (and not drawn through a Glyphs method)
// is caught by the test that draws every screen in ASCII.
var asciiOf = map[rune]rune{
	// spaces and dashes: no-break and thin spaces, en and em dashes, minus
	'\u00A0': ' ', '\u2009': ' ', '\u202F': ' ', '–': '-', '—': '-', '−': '-', '‐': '-',
	// separators, marks and signs
	'·': '.', '•': '|', '…': '~', '×': 'x', '≈': '~', '≡': '=', '⋮': ':', '❚': '|',
	'✓': '+', '✗': 'x', '●': '*', '◉': '@', '○': 'o', '★': '*', '◆': '*',
	// letters and figures of formulas: χ² as X2, ν₂, σ
	'χ': 'X', '²': '2', '₂': '2', 'ν': 'v', 'σ': 's', 'µ': 'u', 'μ': 'u',
	// arrows and pointers
	'←': '<', '→': '>', '↑': '^', '↓': 'v', '‹': '<', '›': '>', '▸': '>', '▶': '>', '▲': '^', '▼': 'v',
	// suits: the header's spade as a star (cards are drawn "Ah" in ASCII
	// by their own code), the others by their letter
	'♠': '*', '♥': 'h', '♦': 'd', '♣': 'c',
	// box drawing: lines, corners and the double lines of kept dice
	'─': '-', '│': '|', '┌': '+', '┐': '+', '└': '+', '┘': '+', '├': '+', '┤': '+', '┬': '+', '┴': '+', '┼': '+',
	'╭': '+', '╮': '+', '╯': '+', '╰': '+', '═': '=', '║': '|', '╔': '+', '╗': '+', '╚': '+', '╝': '+',
	'╱': '/', '╲': '\\',
	// blocks: a bar's eighths (under half a thin mark), a column's
	// eighths, half blocks, shades
	'▏': '|', '▎': '|', '▍': '|', '▌': '|', '▋': '#', '▊': '#', '▉': '#', '█': '#', '▕': '|',
	'▁': '_', '▂': '_', '▃': '.', '▄': '.', '▅': '=', '▆': '=', '▇': '#', '▀': '\'',
	'░': '.', '▒': ':', '▓': '#',
}

// ForASCII is st drawing in ASCII: its Glyphs, and boxes and panels
// bordered with + - |.
func (st Styles) ForASCII() Styles {
	st.Glyphs = Glyphs{ASCII: true}
	st.Panel = st.Panel.Border(lipgloss.ASCIIBorder())
	st.Box = st.Box.Border(lipgloss.ASCIIBorder())
	return st
}
