package dice

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/charmbracelet/lipgloss"

	game "riffle/games/dice"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// The wireframe's size: at most maxWireRows lines (twice as many columns,
// for square dots), and the numbers beside it keep at least minInfoW.
const (
	maxWireRows = 40
	minWireRows = 4
	minInfoW    = 46
)

// View draws the screen in the area SetSize gave.
func (m *Model) View() string {
	if m.W < 1 || m.H < 1 {
		return ""
	}
	st := m.c.Styles()
	if m.shop == nil {
		msg := "Working out the symmetries of the 30 dice from their coordinates…"
		if m.shopErr != nil {
			msg = "The shop could not be built: " + m.shopErr.Error()
		}
		return draw.Clip(draw.WrapStyled(st.Subtle, st.Glyphs.Text(msg), m.W), m.W, m.H)
	}
	m.p = newPaints(st)
	switch m.mode {
	case listMode:
		return m.listView()
	case whyMode:
		return m.whyView()
	}
	return m.dieView()
}

// paints are the styles the screen draws with, as paints: found once a
// frame by View (the die turns ten times a second, and a Render a run or
// a paragraph converts its colours every time).
type paints struct{ text, subtle, warn, good, bad, em, key, title draw.Paint }

func newPaints(st draw.Styles) paints {
	return paints{text: draw.PaintOf(st.Text), subtle: draw.PaintOf(st.Subtle), warn: draw.PaintOf(st.Warn),
		good: draw.PaintOf(st.Good), bad: draw.PaintOf(st.Bad), em: draw.PaintOf(st.Em),
		key: draw.PaintOf(st.Key), title: draw.PaintOf(st.Title)}
}

// wrap word-wraps plain text to w cells (at least 1) in the paint p,
// spelt for ASCII: draw.WrapStyled, each line written with p.
func (m *Model) wrap(p draw.Paint, s string, w int) []string {
	lines := strings.Split(draw.WrapText(m.c.Styles().Glyphs.Text(s), max(1, w)), "\n")
	for i, l := range lines {
		lines[i] = p.Render(l)
	}
	return lines
}

// noteLines is the note, wrapped to the width.
func (m *Model) noteLines() []string {
	if m.note == "" {
		return nil
	}
	p := m.p.text
	if m.bad {
		p = m.p.warn
	}
	return m.wrap(p, m.note, m.W)
}

// titleLine: the die on show, with arrows to step through the shop.
func (m *Model) titleLine() string {
	d := m.die()
	fair := "fair under turns"
	if !d.Fair() {
		fair = "less fair"
	}
	pos := fmt.Sprintf("%d/%d", m.sel+1, len(m.shop))
	head := m.c.Mark(zonePrev, m.p.key.Render("‹")) + " " + m.p.subtle.Render(pos) + " " + m.c.Mark(zoneNext, m.p.key.Render("›")) + " "
	rest := []string{d.Name() + " · " + text.Plural(d.Faces(), "face") + " · " + fair, d.Name() + " · " + text.Plural(d.Faces(), "face"), d.Name()}
	return head + m.p.title.Render(draw.FirstFit(m.W-lipgloss.Width(head), rest...))
}

// layout chooses the wireframe's rows and the numbers beside it for a
// body of h lines: the numbers in full beside the largest wire that
// leaves them room, else in short beside the largest that does, else in
// short across the width with no wire (a screen too small for both).
func (m *Model) layout(h int) (rows int, info []string) {
	for _, short := range []bool{false, true} {
		for rows := min(h, maxWireRows, (m.W-2-minInfoW)/2); rows >= minWireRows; rows-- {
			if info := m.infoLines(m.W-2*rows-2, short); len(info) <= h {
				return rows, info
			}
		}
	}
	return 0, m.infoLines(m.W, true)
}

// dieView: the title, the turning die beside its numbers, the note.
func (m *Model) dieView() string {
	note := m.noteLines()
	bodyH := m.H - 1 - len(note)
	rows, info := m.layout(bodyH)
	cols := 2 * rows
	lines := []string{m.titleLine()}
	if rows == 0 {
		lines = append(lines, info...)
	} else {
		wire := m.wireLines(cols, rows)
		for i := range max(rows, len(info)) {
			l := strings.Repeat(" ", cols)
			if i < rows {
				l = m.c.Mark(zoneWire(i), wire[i])
			}
			if i < len(info) {
				l += "  " + info[i]
			}
			lines = append(lines, l)
		}
	}
	// Room to spare below: the argument for fairness, when it fits whole.
	if why := m.wrap(m.p.subtle, whyLong, m.W); len(lines)+1+len(why)+len(note) <= m.H {
		lines = append(append(lines, ""), why...)
	}
	if pad := m.H - len(lines) - len(note); pad > 0 {
		lines = append(lines, make([]string, pad)...)
	}
	lines = append(lines, note...)
	return draw.Clip(lines, m.W, m.H)
}

// wireLines draws the die on show, turned as it is now, numbering the
// face last thrown.
func (m *Model) wireLines(cols, rows int) []string {
	st := m.c.Styles()
	d := m.die()
	p := drawSolid(d.Solid, d.Orbit, m.orient, cols, rows, m.last)
	return p.lines(orbitPaints{m.p.good, m.p.bad, m.p.em, m.p.subtle}, st.Glyphs.ASCII)
}

// infoLines are the die's numbers, the throw and its exact law, and the
// tally so far, wrapped to w: in full, or short where room is scarce.
func (m *Model) infoLines(w int, short bool) []string {
	d := m.die()
	sym := d.Symmetry
	var out []string
	add := func(p draw.Paint, s string) { out = append(out, m.wrap(p, s, w)...) }
	edges := m.edges()
	counts := fmt.Sprintf("%s · %s · %s", text.Plural(d.Faces(), "face"), text.Plural(len(d.Solid.Vertices), "corner"), text.Plural(edges, "edge"))
	group := fmt.Sprintf("Symmetries %d: turns %d, the rest reflect", sym.Full, sym.Rotations)
	if sym.Full == sym.Rotations {
		group = fmt.Sprintf("Symmetries %d, all turns (no mirror)", sym.Full)
	}
	if short {
		counts = fmt.Sprintf("%d faces, %d corners, %d edges · %d symmetries, %d turns", d.Faces(), len(d.Solid.Vertices), edges, sym.Full, sym.Rotations)
		add(m.p.text, counts)
	} else {
		add(m.p.text, counts)
		add(m.p.text, group)
	}
	if d.Fair() {
		add(m.p.good, "Turns carry any face to any other: fair")
	} else {
		o := d.Orbits()
		add(m.p.bad, fmt.Sprintf("Turns split the faces in 2 orbits of %d and %d: less fair", len(o[0]), len(o[1])))
		add(m.p.subtle, m.orbitLegend())
	}
	about := throwText[m.throw].about
	if short {
		about = throwText[m.throw].short
	}
	for i, l := range m.wrap(m.p.text, about, w-2) {
		k := "  "
		if i == 0 {
			k = m.p.key.Render("t") + " "
		}
		out = append(out, m.c.Mark(zoneKind(i), k+l))
	}
	add(m.p.subtle, m.lawLine(short))
	add(m.p.text, m.tallyLine(short))
	return out
}

// orbitLegend says which orbit is drawn how: in colour, and with a
// pattern (dotted, or % in ASCII).
func (m *Model) orbitLegend() string {
	pattern := "dotted"
	if m.c.Styles().Glyphs.ASCII {
		pattern = "% filled"
	}
	if m.c.Styles().Color {
		return "Green: face 1's orbit; red, " + pattern + ": the other"
	}
	return "Plain: face 1's orbit; " + pattern + ": the other"
}

// edges is the number of edges of the die on show, counted once a die
// (Solid.Edges builds the edge list: a twelfth of a frame's work).
func (m *Model) edges() int {
	if len(m.edgeCount) != len(m.shop) {
		m.edgeCount = make([]int, len(m.shop))
	}
	if m.edgeCount[m.sel] == 0 {
		m.edgeCount[m.sel] = len(m.die().Solid.Edges())
	}
	return m.edgeCount[m.sel]
}

// lawKey is a die of the shop, a kind of throw and a form of lawLine.
type lawKey struct {
	sel   int
	throw game.Throw
	short bool
}

// lawLine is the exact law of the throw on show (games/dice.Law), as
// fractions and decimals, or fractions alone in short. The law is worked
// out in exact rationals, too much for every frame of the turning die: a
// line is written once for its die, throw and form, and kept.
func (m *Model) lawLine(short bool) string {
	k := lawKey{m.sel, m.throw, short}
	if l, ok := m.laws[k]; ok {
		return l
	}
	if m.laws == nil {
		m.laws = map[lawKey]string{}
	}
	m.laws[k] = m.lawText(short)
	return m.laws[k]
}

// lawText writes lawLine.
func (m *Model) lawText(short bool) string {
	d := m.die()
	law := d.Law(m.throw)
	one := law[game.Target]
	other := law[(game.Target+1)%len(law)]
	if !d.Fair() {
		for f := range law { // the first face of the other orbit
			if d.Orbit(f) != d.Orbit(game.Target) {
				other = law[f]
				break
			}
		}
	}
	r := ratText
	if short {
		r = func(x *big.Rat) string { return x.RatString() }
	}
	switch {
	case one.Cmp(other) == 0:
		return "Exact law: each face " + r(one)
	case m.throw == game.Refereed:
		ol := d.OrbitLaw(m.throw)
		mine, theirs := ol[d.Orbit(game.Target)], ol[1-d.Orbit(game.Target)]
		if short {
			return fmt.Sprintf("Exact law: face 1's orbit %s (%s a face), the other %s (%s)", r(mine), r(one), r(theirs), r(other))
		}
		return fmt.Sprintf("Exact law: face 1's orbit %s (each face %s), the other %s (each %s)", r(mine), r(one), r(theirs), r(other))
	}
	return fmt.Sprintf("Exact law: face 1 %s, each other face %s", r(one), r(other))
}

// ratText writes r as a fraction and a decimal.
func ratText(r *big.Rat) string {
	f, _ := r.Float64()
	return fmt.Sprintf("%s = %.4g", r.RatString(), f)
}

// tallyLine: how many throws, and the last face.
func (m *Model) tallyLine(short bool) string {
	n := m.thrown()
	if n == 0 {
		if short {
			return "Not thrown yet"
		}
		return "Not thrown yet: space throws, r throws 100, and the panel tallies the faces."
	}
	s := fmt.Sprintf("Thrown %s · last face %d", text.Plural(int(n), "time"), m.last+1)
	if !m.die().Fair() {
		if m.die().Orbit(m.last) == m.die().Orbit(game.Target) {
			s += ", in face 1's orbit"
		} else {
			s += ", in the other orbit"
		}
	}
	return s
}

// throwWords are a kind of throw's words: about, a sentence; short, a
// few words; lower, a name within a sentence; word, a tally's title.
type throwWords struct{ about, short, lower, word string }

// throwText is what each kind of throw is called, by game.Throw.
var throwText = map[game.Throw]throwWords{
	game.Honest: {"An honest throw: every face alike.", "An honest throw", "honest throws", "honest"},
	game.Cheat: {"Charlie throws: he aims at face 1 and lands it half the time.",
		"Charlie aims at face 1, lands it half the time", "Charlie throws, aiming at face 1", "Charlie"},
	game.Refereed: {"Charlie throws, aiming at face 1; Oscar, the referee, then turns the die by a random turn.",
		"Charlie aims at face 1; Oscar turns the die at random", "Charlie throws, Oscar turns", "Charlie + Oscar"},
}

// orbitName labels an orbit in the panel.
func orbitName(i int, target bool) string {
	if target {
		return "face 1's"
	}
	return "other"
}

// whyLong and whyShort are the argument for symmetry as fairness (after
// the source's myopic cheat and referee), in the screen's own words; the
// short form where the long does not fit.
const (
	whyLong = "Charlie, a cheat with a skilled but myopic hand, can make a die land on the face he aims at more often than chance; he sees how it lies, not its numbers. " +
		"Oscar, the referee, may then secretly turn the die where it lies to show a face he draws, as long as it takes up the same space. " +
		"If turns carry any face to any other, Oscar undoes any aim: the die is fair. " +
		"With reflections all 30 types pass, but no one can turn a die inside out: under turns alone six types split their faces into two orbits, and Charlie's aim at an orbit survives."
	whyShort = "Charlie can aim a throw but is myopic; Oscar the referee may secretly turn the die to any face that leaves it lying the same. " +
		"If turns carry any face to any other, Oscar undoes the aim: fair. " +
		"No one can turn a die inside out, and six types split their faces into two orbits under turns: there the aim survives."
)

// whyView: the argument, and what it says of the die on show.
func (m *Model) whyView() string {
	note := m.noteLines()
	this := "This die: its turns carry any face to any other, so Oscar can undo any aim."
	verdict := "fair in the panel"
	if !m.die().Fair() {
		this = "This die: its turns keep two orbits apart, so Oscar cannot undo an aim at one."
		verdict = "caught in the panel"
	}
	switch (game.Refereed - m.throw + 3) % 3 {
	case 0:
		this += " The throws are refereed now: " + verdict + "."
	case 1:
		this += " t once: the refereed throw, " + verdict + "."
	default:
		this += " t twice: the refereed throw, " + verdict + "."
	}
	for _, why := range []string{whyLong, whyShort} {
		lines := []string{m.titleLine()}
		lines = append(lines, m.wrap(m.p.text, why, m.W)...)
		if extra := m.wrap(m.p.em, this, m.W); len(lines)+len(extra)+len(note) <= m.H {
			lines = append(lines, extra...)
		}
		if len(lines)+len(note) <= m.H || why == whyShort {
			if pad := m.H - len(lines) - len(note); pad > 0 {
				lines = append(lines, make([]string, pad)...)
			}
			return draw.Clip(append(lines, note...), m.W, m.H)
		}
	}
	return ""
}

// listView: every die of the shop, the cursor's highlighted, scrolled to
// keep it in view.
func (m *Model) listView() string {
	st := m.c.Styles()
	note := m.noteLines()
	head := m.wrap(m.p.title, fmt.Sprintf("All %d dice: ↑/↓ and enter, or a click", len(m.shop)), m.W)
	lines := append([]string{}, head...)
	nameW := 0
	for _, d := range m.shop {
		nameW = max(nameW, lipgloss.Width(d.Name()))
	}
	nameW = min(nameW, max(10, m.W-32))
	lines = append(lines, st.Subtle.Render(draw.Truncate(fmt.Sprintf("%5s  %-*s  %9s  %6s", "faces", nameW, "die", "turns", "orbits"), m.W)))
	rows := max(1, m.H-len(lines)-len(note))
	top := max(0, min(m.cursor-rows/2, len(m.shop)-rows)) // the cursor kept mid-list
	for i := top; i < min(len(m.shop), top+rows); i++ {
		d := m.shop[i]
		verdict := ""
		if !d.Fair() {
			verdict = "  less fair"
		}
		mark := " "
		style := st.Text
		if i == m.cursor {
			mark, style = "▸", st.Selected // the mark for a terminal without colour or bold
		}
		row := fmt.Sprintf("%s%4d  %-*s  %9d  %6d%s", mark, d.Faces(), nameW, draw.Truncate(d.Name(), nameW), d.Symmetry.Rotations, len(d.Orbits()), verdict)
		lines = append(lines, m.c.Mark(zoneRow(i), style.Render(draw.Truncate(row, m.W))))
	}
	if pad := m.H - len(lines) - len(note); pad > 0 {
		lines = append(lines, make([]string, pad)...)
	}
	return draw.Clip(append(lines, note...), m.W, m.H)
}
