// Package common is what every screen of the terminal UI shares, and
// what sits below them all: the Common a screen is built with (styles,
// settings, the ledger), the Screen interface and the message that opens
// one, and the helpers screens draw with (fitting and wrapping text, bars
// and sparklines, cards). Chips move only through the ledger's rounds
// (games/casino), which keep the books.
package common

import (
	"riffle/games/casino"
	"riffle/ui/demos"
	"riffle/ui/text"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// Common is what every screen shares: the styles, the session's settings
// and the ledger (games/casino). Screens hold a pointer to the one Common
// the root owns and use it only inside Update; the settings change only
// through the root and the lobby's settings keys, and chips move only
// through the ledger's rounds.
type Common struct {
	Styles    Styles
	Settings  Settings
	ShowPanel bool // the fairness panel is open
	ledger    *casino.Ledger

	// Zones is where the clickable regions of the last frame are known;
	// screens mark them with Mark and test clicks with Clicked.
	Zones *Zones

	die ShopDie // the die the Dice shop last handed to the tables

	// Demos are the guided demos the casino offers (ui/demos), and Demo
	// the one under way (nil when none): the root reads it for its keys.
	Demos []demos.Demo
	Demo  *DemoState

	// Class is the class this casino is part of over SSH (riffle serve),
	// or nil when played alone.
	Class ClassLink
}

// ClassLink is what a student's casino and the class share (riffle
// serve): the question the teacher has open and the student's answer,
// the dice the student throws (pooled in the teacher's fairness panel)
// and where the student is. Every method is safe from the student's
// program's goroutine while the teacher's reads.
type ClassLink interface {
	// Question is the open question's number and text (0 and "" when
	// none), and, once the teacher closed it, its answer.
	Question() (id int, text, answer string)
	// Last is the question asked before that one (0 when none), closed
	// when the teacher asked the next, with its answer.
	Last() (id int, text, answer string)
	// Answer gives the student's answer to question id; the error says
	// why it was not taken (closed, too long).
	Answer(id int, text string) error
	// Dice adds faces of sides-sided dice the student threw.
	Dice(sides int, faces []int)
	// Report says which screen the student is on and the chips held.
	Report(screen string, chips int)
}

// DemoState is the guided demo under way: its title, the step on show
// (1-based) of Steps, and whether the step's screen is on show (Live)
// rather than its text.
type DemoState struct {
	Title       string
	Step, Steps int
	Live        bool
}

// DemoLiveMsg asks the root to play a demo step: apply its settings, open
// its screen (Open, or the screen the demo left when "") and give that
// screen its keys, in order, as if typed.
type DemoLiveMsg struct {
	Settings [][2]string
	Open     ID
	Keys     []string
}

// DemoNavMsg tells the demo screen to move on (Next) or back, sent by the
// root when the page keys are pressed on a demo step's screen.
type DemoNavMsg struct{ Next bool }

// ShopDie is a die the Dice shop hands to the tables: its name and number
// of faces. Serial counts the hand-overs (0: none yet), so that a table
// sees a new one even of the same die.
type ShopDie struct {
	Name   string
	Faces  int
	Serial int
}

// HandDie hands the die name of faces faces to the tables.
func (c *Common) HandDie(name string, faces int) {
	c.die = ShopDie{Name: name, Faces: faces, Serial: c.die.Serial + 1}
}

// Die is the die the Dice shop last handed to the tables.
func (c *Common) Die() ShopDie { return c.die }

// New returns a Common with the styles (for ASCII when the settings say
// so) and settings, the panel open and a zone manager of its own; its
// ledger is a new session's until the root sets the one carried on.
func New(st Styles, s Settings) *Common {
	if s.ASCII {
		st = st.ForASCII()
	}
	return &Common{Styles: st, Settings: s, ShowPanel: true, Zones: NewZones()}
}

// MinWidth and MinHeight are the smallest terminal the TUI lays out for;
// below it shows a centred request to enlarge the terminal.
const (
	MinWidth  = 80
	MinHeight = 24
)

// Fit pads or cuts every line of s to exactly w cells and s to exactly h
// lines, so that a region never pushes the layout around.
func Fit(s string, w, h int) string {
	w, h = max(0, w), max(0, h)
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		lines[i] = FitLine(l, w)
	}
	for len(lines) < h {
		lines = append(lines, strings.Repeat(" ", w))
	}
	return strings.Join(lines, "\n")
}

// FitLine pads or truncates (with …) one line to exactly w cells.
func FitLine(l string, w int) string {
	lw := lineWidth(l)
	if lw > w {
		l = ansi.Truncate(l, w, "…")
		lw = lipgloss.Width(l)
	}
	return l + strings.Repeat(" ", max(0, w-lw))
}

// Clip joins lines into a region of at most w × h: lines past h are
// dropped and each line is cut to w cells with … (Truncate); nothing is
// padded.
func Clip(lines []string, w, h int) string {
	if len(lines) > h {
		lines = lines[:max(0, h)]
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = Truncate(l, w)
	}
	return strings.Join(out, "\n")
}

// Truncate cuts s to at most w cells, ending in … when it cuts.
func Truncate(s string, w int) string {
	if lineWidth(s) <= w {
		return s
	}
	return ansi.Truncate(s, max(0, w), "…")
}

// WrapText word-wraps plain text to w cells, breaking only at spaces: a
// hyphenated name ("fisher-yates") and words joined by no-break spaces
// stay whole, runs of spaces (aligned columns) are kept, and a word wider
// than w gets a line of its own. It is written into one buffer (a
// screen wraps its text every frame): no allocation a word.
func WrapText(s string, w int) string {
	if w < 1 {
		return ""
	}
	out := make([]byte, 0, len(s)+8)
	for paras := true; paras; {
		var para string
		para, s, paras = strings.Cut(s, "\n")
		lineStart, lineW, fresh := len(out), 0, true
		for words := true; words; {
			var word string
			word, para, words = strings.Cut(para, " ") // not Fields: keeps no-break spaces
			ww := ansi.StringWidth(word)               // lipgloss.Width: a word has no newline
			switch {
			case fresh:
				out, lineW, fresh = append(out, word...), ww, false
			case lineW+1+ww <= w:
				out, lineW = append(append(out, ' '), word...), lineW+1+ww
			case word == "":
				// a space at the break is dropped
			default:
				for len(out) > lineStart && out[len(out)-1] == ' ' {
					out = out[:len(out)-1]
				}
				out = append(out, '\n')
				lineStart = len(out)
				out, lineW = append(out, word...), ww
			}
		}
		if paras {
			out = append(out, '\n')
		}
	}
	return string(out)
}

// WrapStyled word-wraps plain text to w cells (at least 1) and styles each
// line.
func WrapStyled(style lipgloss.Style, text string, w int) []string {
	lines := strings.Split(WrapText(text, max(1, w)), "\n")
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}

// Pack sets segments on lines of at most w cells, joined by sep, never
// breaking a segment across lines unless it alone is wider than w (then it
// wraps at spaces).
func Pack(w int, sep string, segs ...string) []string {
	w = max(1, w)
	var out []string
	cur := ""
	for _, seg := range segs {
		switch {
		case cur == "":
			cur = seg
		case lipgloss.Width(cur+sep+seg) <= w:
			cur += sep + seg
		default:
			out = append(out, cur)
			cur = seg
		}
		if lipgloss.Width(cur) > w {
			lines := text.SplitLines(WrapText(cur, w))
			out = append(out, lines[:len(lines)-1]...)
			cur = lines[len(lines)-1]
		}
	}
	if cur != "" || len(out) == 0 {
		out = append(out, cur)
	}
	return out
}

// clauseBreaks are where FitClauses may end a phrase: before a comma,
// semicolon, colon, dash or dot separator.
var clauseBreaks = []string{", ", "; ", ": ", " — ", " · ", " ("}

// FitClauses is s when it fits in w cells, else its longest beginning
// that ends at a clause break (see clauseBreaks) and fits, else "": a
// description loses whole clauses, never half a word.
func FitClauses(s string, w int) string {
	if lipgloss.Width(s) <= w {
		return s
	}
	best := ""
	for _, br := range clauseBreaks {
		for i := 0; ; {
			j := strings.Index(s[i:], br)
			if j < 0 {
				break
			}
			if p := s[:i+j]; lipgloss.Width(p) <= w && len(p) > len(best) {
				best = p
			}
			i += j + len(br)
		}
	}
	return best
}

// FirstFit is the first of variants (longest first) no wider than w
// cells, or the last one cut to w.
func FirstFit(w int, variants ...string) string {
	for _, v := range variants {
		if lipgloss.Width(v) <= w {
			return v
		}
	}
	if len(variants) == 0 {
		return ""
	}
	return Truncate(variants[len(variants)-1], w)
}

// ClassMsg tells a student's casino the class's question changed (its
// frame is drawn again).
type ClassMsg struct{}

// ClassOverMsg tells a student's casino the class is over: it closes as
// quitting does, every round settled and saved.
type ClassOverMsg struct{}

// Thrown tells the class (riffle serve) of dice the player threw; alone it
// does nothing.
func (c *Common) Thrown(sides int, faces ...int) {
	if c.Class != nil && len(faces) > 0 {
		c.Class.Dice(sides, faces)
	}
}
