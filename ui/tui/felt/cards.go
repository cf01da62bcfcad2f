// Package felt draws the pieces every table shares: card faces in three
// sizes and their backs, HELD and selection marks, dice with pips in two
// sizes, chip stacks and credit meters, each in the session's styles (no
// colour under NO_COLOR) and in ASCII when the terminal wants it; and Anim,
// the count of frames an animation shows an outcome already decided in.
//
// A piece is a block of lines of one width, so that a screen sets pieces
// side by side (draw.Beside, lipgloss.JoinHorizontal) and knows the room it
// takes before drawing it: Size.W and Size.H, Fit.
package felt

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	"riffle/ui/tui/draw"
)

// Felt draws the pieces in a session's styles.
type Felt struct {
	st draw.Styles
}

// New is the felt for styles st (st.Glyphs.ASCII draws in ASCII).
func New(st draw.Styles) Felt { return Felt{st: st} }

// Size is a card's size.
type Size int

// The card sizes, smallest first.
const (
	Mini  Size = iota // "A♥": two cells on one line
	Small             // 7×5: a box with the rank in two corners and the suit
	Large             // 11×9: the pips of a number card, a court card's figure
)

// W is a card's width in cells at size s.
func (s Size) W() int { return [...]int{2, 7, 11}[s] }

// H is a card's height in lines at size s.
func (s Size) H() int { return [...]int{1, 5, 9}[s] }

// Fit is the largest size at which n cards side by side, gap cells apart,
// fit in w cells and h lines (Mini when none bigger does).
func Fit(n, gap, w, h int) Size {
	for s := Large; s > Mini; s-- {
		if n*s.W()+max(0, n-1)*gap <= w && s.H() <= h {
			return s
		}
	}
	return Mini
}

// Face is a card as a table shows it.
type Face struct {
	Card cards.Card
	Down bool // face down: its back
	Lit  bool // selected (the cursor on it): its border in the accent
}

// Card draws one card at size s: s.H() lines of s.W() cells.
func (f Felt) Card(c Face, s Size) []string {
	switch {
	case s == Mini:
		return []string{f.mini(c)}
	case c.Down:
		return f.back(s, c.Lit)
	case !c.Card.Valid():
		return f.box(s, c.Lit, nil)
	}
	return f.box(s, c.Lit, f.paint(c.Card, f.faceCells(c.Card, s)))
}

// Row draws cards side by side at size s, gap cells apart.
func (f Felt) Row(cs []Face, s Size, gap int) []string {
	out := make([]string, s.H())
	sep := strings.Repeat(" ", gap)
	for i, c := range cs {
		for r, l := range f.Card(c, s) {
			if i > 0 {
				out[r] += sep
			}
			out[r] += l
		}
	}
	return out
}

// Mark is a line of s.W() cells to draw over a card: on its word (HELD),
// centred and lit, when on; blank otherwise. Mini cards get the word's
// first letters that fit.
func (f Felt) Mark(word string, on bool, s Size) string {
	w := s.W()
	if !on {
		return strings.Repeat(" ", w)
	}
	word = draw.Truncate(word, w)
	pad := w - lipgloss.Width(word)
	return strings.Repeat(" ", pad/2) + f.st.P.Selected.Render(word) + strings.Repeat(" ", pad-pad/2)
}

// mini is a card as two cells: "A♥" ("Ah" in ASCII), "▒▒" face down.
func (f Felt) mini(c Face) string {
	var t string
	switch {
	case c.Down:
		return f.st.P.Subtle.Render("▒▒")
	case !c.Card.Valid():
		return f.st.P.Subtle.Render("??")
	case f.st.Glyphs.ASCII:
		t = c.Card.String()
	default:
		t = c.Card.Symbol()
	}
	if c.Lit {
		return f.suitStyle(c.Card).Reverse(true).Render(t)
	}
	return f.suitPaint(c.Card).Render(t)
}

func (f Felt) suitStyle(c cards.Card) lipgloss.Style {
	if red(c) {
		return f.st.Bad
	}
	return f.st.Em
}

// suitPaint is suitStyle's paint.
func (f Felt) suitPaint(c cards.Card) draw.Paint {
	if red(c) {
		return f.st.P.Bad
	}
	return f.st.P.Em
}

func red(c cards.Card) bool { return c.Suit() == cards.Hearts || c.Suit() == cards.Diamonds }

// suit is the card's suit sign, a letter in ASCII.
func (f Felt) suit(c cards.Card) string {
	if f.st.Glyphs.ASCII {
		return c.Suit().String()
	}
	return c.Suit().Symbol()
}

// rank is the card's rank as a corner shows it: "10" for ten.
func rank(c cards.Card) string {
	if c.Rank() == cards.Ten {
		return "10"
	}
	return c.Rank().String()
}

// cells are a card's inside, a line of runes each; ' ' is blank, and the
// suit's sign stands at every '*' (drawn in the card's colour).
type cells [][]rune

// faceCells lays out the inside of c at size s.
func (Felt) faceCells(c cards.Card, s Size) cells {
	w, h := s.W()-2, s.H()-2
	in := make(cells, h)
	for r := range in {
		in[r] = []rune(strings.Repeat(" ", w))
	}
	put := func(r, col int, t string) {
		for i, ch := range []rune(t) {
			if col+i >= 0 && col+i < w {
				in[r][col+i] = ch
			}
		}
	}
	rk := rank(c)
	if s == Small {
		put(0, 0, rk)
		put(1, w/2, "*")
		put(h-1, w-len(rk), rk)
		return in
	}
	put(0, 0, rk+"*")
	put(h-1, w-len(rk)-1, "*"+rk)
	switch c.Rank() {
	case cards.Jack, cards.Queen, cards.King:
		crown := map[cards.Rank][2]string{cards.Jack: {"-^-", "-v-"}, cards.Queen: {"^o^", "vov"}, cards.King: {"^^^", "vvv"}}[c.Rank()]
		put(1, 1, "╭─────╮")
		put(2, 1, "│ "+crown[0]+" │")
		put(3, 1, "│ "+rk+" * │")
		put(4, 1, "│ "+crown[1]+" │")
		put(5, 1, "╰─────╯")
	default:
		for _, p := range pips[pipCount(c.Rank())] {
			put(p[0], p[1], "*")
		}
	}
	return in
}

func pipCount(r cards.Rank) int {
	if r == cards.Ace {
		return 1
	}
	return int(r)
}

// pips are the places (line, cell) of a number card's pips inside a large
// card (9 cells by 7 lines, the corners on the first and last lines), by
// count: in three columns, as a printed card sets them.
var pips = [11][][2]int{
	1:  {{3, 4}},
	2:  {{1, 4}, {5, 4}},
	3:  {{1, 4}, {3, 4}, {5, 4}},
	4:  {{1, 1}, {1, 7}, {5, 1}, {5, 7}},
	5:  {{1, 1}, {1, 7}, {3, 4}, {5, 1}, {5, 7}},
	6:  {{1, 1}, {1, 7}, {3, 1}, {3, 7}, {5, 1}, {5, 7}},
	7:  {{1, 1}, {1, 7}, {2, 4}, {3, 1}, {3, 7}, {5, 1}, {5, 7}},
	8:  {{1, 1}, {1, 7}, {2, 4}, {3, 1}, {3, 7}, {4, 4}, {5, 1}, {5, 7}},
	9:  {{1, 1}, {1, 7}, {2, 1}, {2, 7}, {3, 4}, {4, 1}, {4, 7}, {5, 1}, {5, 7}},
	10: {{1, 1}, {1, 7}, {2, 1}, {2, 4}, {2, 7}, {4, 1}, {4, 4}, {4, 7}, {5, 1}, {5, 7}},
}

// box draws a card's border around its inside, h lines of w cells (nil:
// an empty card).
func (f Felt) box(s Size, lit bool, in []string) []string {
	w, h := s.W()-2, s.H()-2
	border := f.st.P.Subtle
	if lit {
		border = f.st.P.Selected
	}
	out := make([]string, 0, s.H())
	out = append(out, border.Render("┌"+strings.Repeat("─", w)+"┐"))
	side := border.Render("│")
	for r := range h {
		line := strings.Repeat(" ", w)
		if in != nil {
			line = in[r]
		}
		out = append(out, side+line+side)
	}
	return append(out, border.Render("└"+strings.Repeat("─", w)+"┘"))
}

// paint draws a card's inside in its colour, its suit's sign at every '*'.
func (f Felt) paint(c cards.Card, in cells) []string {
	st, sign := f.suitPaint(c), f.suit(c)
	out := make([]string, len(in))
	for r, l := range in {
		out[r] = st.Render(strings.ReplaceAll(string(l), "*", sign))
	}
	return out
}

// back is a face-down card: a shaded inside.
func (f Felt) back(s Size, lit bool) []string {
	w, h := s.W()-2, s.H()-2
	in := make([]string, h)
	for r := range in {
		in[r] = f.st.P.Subtle.Render(strings.Repeat("▒", w))
	}
	return f.box(s, lit, in)
}
