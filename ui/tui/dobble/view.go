package dobble

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"

	game "riffle/games/dobble"
	"riffle/ui/tui/draw"
)

// Card sizes: the inner cells of a card, least and most. At the least
// (17 × 5) the eight symbols of a classic card stand apart on their ring.
const (
	minInnerW, maxInnerW = 17, 58
	minInnerH, maxInnerH = 5, 19
	cellW                = 3 // a symbol's cell: its key (or mark), a space, the glyph
	cardGap              = 2
)

// View draws the table in the area SetSize gave: the title, the two cards
// side by side, the clock and score, the best times, the note and, before
// a game, how to play.
func (m *Model) View() string {
	if m.W < 1 || m.H < 1 {
		return ""
	}
	w := m.W
	title := draw.WrapStyled(m.c.Styles().Title, m.titleLine(), w)
	var body []string
	body = append(body, m.wrapLine(m.statusLine())...)
	body = append(body, m.wrapLine(m.bestLine())...)
	// The cards keep their size from a game's deal to its end: the lines
	// under them are kept for the finds and a note of two lines before
	// they come.
	keep := len(body) + 1 + 2
	if l := m.findsLine(); l != "" {
		body = append(body, m.wrapLine(l)...)
	}
	if m.note != "" {
		style := m.c.Styles().Text
		if m.bad {
			style = m.c.Styles().Warn
		}
		body = append(body, draw.WrapStyled(style, m.c.Styles().Glyphs.Text(m.note), w)...)
	}
	if m.game == nil {
		how := draw.WrapStyled(m.c.Styles().Subtle, m.c.Styles().Glyphs.Text(m.howTo()), w)
		body = append(body, how...)
		keep += len(how)
	}
	// Spare lines go to the cards, then to gaps above and below them.
	room := m.H - len(title) - max(len(body), keep)
	ih := min(max(room-2-2, minInnerH), maxInnerH)
	if ih%2 == 0 {
		ih-- // a ring centred on a line
	}
	// A cell is about twice as tall as wide: 3 columns a line keep the
	// ring round.
	iw := max(min((w-cardGap)/2-2, 3*ih+1, maxInnerW), minInnerW)
	cards := m.cardsView(iw, ih)
	lines := title
	gaps := m.H - len(title) - len(body) - len(cards)
	if gaps >= 1 {
		lines = append(lines, "")
	}
	lines = append(lines, cards...)
	if gaps >= 2 {
		lines = append(lines, "")
	}
	lines = append(lines, body...)
	return draw.Clip(lines, w, m.H)
}

// wrapLine word-wraps a line of plain text to the width, spelt for ASCII.
func (m *Model) wrapLine(s string) []string {
	return draw.WrapStyled(m.c.Styles().Text, m.c.Styles().Glyphs.Text(s), m.W)
}

// titleLine: the deck.
func (m *Model) titleLine() string {
	v, d := m.variant(), m.deck()
	return fmt.Sprintf("%s · %d cards of %d symbols, any two share %s", v.Name(), len(d.Cards), d.PerCard, sharedWord(d.Shared))
}

// statusLine: the pair, its clock, the game's time and misses.
func (m *Model) statusLine() string {
	g := m.game
	if g == nil {
		return fmt.Sprintf("%d pairs a game · a miss adds %s", game.Pairs, game.Seconds(game.Penalty))
	}
	now := m.at
	s := g.Summary()
	if g.Over() {
		return fmt.Sprintf("%d pairs in %s · %s · fastest find %s", game.Pairs, game.Seconds(s.Total()), misses(s.Misses), game.Seconds(s.Best()))
	}
	line := fmt.Sprintf("Pair %d of %d · %s · game %s · %s", g.Pair(), game.Pairs, game.Seconds(g.Elapsed(now)),
		game.Seconds(g.Total(now)), misses(g.Misses()))
	if g.Paused() {
		line += " · paused"
	}
	return line
}

// findsLine: the game's find times so far, or "" before the first.
func (m *Model) findsLine() string {
	if m.game == nil || len(m.game.Times()) == 0 {
		return ""
	}
	times := make([]string, len(m.game.Times()))
	for i, t := range m.game.Times() {
		times[i] = fmt.Sprintf("%.1f", t.Seconds())
	}
	return "Finds (s): " + strings.Join(times, " · ")
}

// bestLine: the variant's best find and game from the saved rounds.
func (m *Model) bestLine() string {
	v := m.variant()
	b := m.best(v)
	unsaved := !m.ledger.Saved() // --no-save: this session's games only
	if b.finds == 0 {
		if unsaved {
			return "No find yet for this deck: the best times are this session's (not saved)."
		}
		return "No find saved yet for this deck: the best times come from the saved games."
	}
	line := fmt.Sprintf("Best find %s", game.Seconds(b.find))
	if b.games > 0 {
		line += fmt.Sprintf(" · best game %s of %d", game.Seconds(b.game), b.games)
	} else {
		line += " · no game finished yet"
	}
	if unsaved {
		return line + " (this session's games, not saved)"
	}
	return line + " (saved games)"
}

// howTo: the rules in a line, before a game.
func (m *Model) howTo() string {
	what, it := "the symbol both cards show", "it"
	if m.variant().Double {
		what, it = "the two symbols both cards show", "them"
	}
	return fmt.Sprintf("Find %s: 1-%d pick %s on the left card, or click %[3]s on either card. A game is %d pairs against the clock.",
		what, m.variant().PerCard, it, game.Pairs)
}

// cardsView draws the two cards side by side, inner cells iw × ih each.
func (m *Model) cardsView(iw, ih int) []string {
	var left, right []string
	if m.game == nil {
		left = m.cardBox(nil, iw, ih, "space deals")
		right = m.cardBox(nil, iw, ih, "")
	} else {
		l, r, found := m.game.Left(), m.game.Right(), m.game.Found()
		if m.found != nil && m.mark.Running() { // the pair just found, marked, for a beat
			l, r, found = m.found.left, m.found.right, m.found.found
		}
		left = m.cardBox(m.cardCells(l, true, found, iw, ih), iw, ih, "")
		right = m.cardBox(m.cardCells(r, false, found, iw, ih), iw, ih, "")
	}
	out := make([]string, len(left))
	for i := range left {
		out[i] = left[i] + strings.Repeat(" ", cardGap) + right[i]
	}
	return out
}

// cell is a symbol drawn at a column of a card's row.
type cell struct {
	col int
	s   string
}

// cardCells places a card's symbols on a ring of iw × ih cells, the first
// at the top and the rest clockwise, the last in the middle when there are
// six or more: rows of cells, each cell marked as its symbol's zone.
func (m *Model) cardCells(syms []int, left bool, found []int, iw, ih int) [][]cell {
	rows := make([][]cell, ih)
	ring := len(syms)
	if ring >= 6 {
		ring--
	}
	cx, cy := float64(iw-cellW)/2, float64(ih-1)/2
	rx, ry := max(cx-1, 0), cy
	for i, s := range syms {
		a := 2*math.Pi*float64(i)/float64(ring) - math.Pi/2
		col := int(math.Round(cx + rx*math.Cos(a)))
		row := int(math.Round(cy + ry*math.Sin(a)))
		if i == ring {
			col, row = int(math.Round(cx)), int(math.Round(cy))
		}
		row, col = min(max(row, 0), ih-1), min(max(col, 0), max(iw-cellW, 0))
		rows[row] = append(rows[row], cell{col, m.c.Mark(zoneSymbol(left, i), m.symbolCell(s, i, left, slices.Contains(found, s)))})
	}
	for _, r := range rows {
		slices.SortFunc(r, func(a, b cell) int { return a.col - b.col })
	}
	return rows
}

// symbolCell is a symbol's three cells: its key on the left card (or
// ✓ once found, * in ASCII), a space (a colon in ASCII), its glyph in its
// colour.
func (m *Model) symbolCell(s, i int, left, found bool) string {
	st := m.c.Styles()
	ascii := st.Glyphs.ASCII
	label := " "
	if left {
		label = st.Key.Render(fmt.Sprint(i + 1))
	}
	glyph := symbolStyle(st, s).Render(Glyph(s, ascii))
	if found {
		label = st.Good.Render(map[bool]string{false: "✓", true: "*"}[ascii]) // one cell either way
		glyph = st.Good.Bold(true).Underline(true).Render(Glyph(s, ascii))
	}
	sep := " "
	if ascii && left {
		sep = ":" // "8:1": key 8, the symbol 1 (in ASCII a symbol can be a digit)
	}
	return label + sep + glyph
}

// symbolStyle is symbol s's colour: one of six, by its number, so that
// neighbours differ; the shape alone tells symbols apart (NO_COLOR).
func symbolStyle(st draw.Styles, s int) lipgloss.Style {
	styles := []lipgloss.Style{st.Title, st.Good, st.Warn, st.Bad, st.Em, st.Text}
	return styles[s%len(styles)]
}

// cardBox draws a card's rows inside a rounded box of inner iw × ih, or,
// with no rows, the box with msg in its middle.
func (m *Model) cardBox(rows [][]cell, iw, ih int, msg string) []string {
	st := m.c.Styles()
	border := st.Subtle
	out := []string{border.Render("╭" + strings.Repeat("─", iw) + "╮")}
	for r := range ih {
		var line string
		switch {
		case rows != nil:
			line = rowLine(rows[r])
		case r == ih/2 && msg != "":
			pad := max(iw-lipgloss.Width(msg), 0) / 2
			line = strings.Repeat(" ", pad) + st.Subtle.Render(msg)
		}
		line = draw.FitLine(line, iw)
		out = append(out, border.Render("│")+line+border.Render("│"))
	}
	return append(out, border.Render("╰"+strings.Repeat("─", iw)+"╯"))
}

// rowLine sets a row's cells at their columns.
func rowLine(cells []cell) string {
	var b strings.Builder
	at := 0
	for _, c := range cells {
		b.WriteString(strings.Repeat(" ", max(c.col-at, 0)))
		b.WriteString(c.s)
		at = max(c.col, at) + cellW
	}
	return b.String()
}
