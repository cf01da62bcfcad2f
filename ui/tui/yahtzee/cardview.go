package yahtzee

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"riffle/engine/odds"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/felt"
)

// ZoneCardDie is the zone of line r of the whole game's die i as drawn (a
// zone is one region: each line its own); ZoneBox of box b's row on the
// card.
func ZoneCardDie(i, r int) string {
	return "yahtzee.card.die" + strconv.Itoa(i) + "." + strconv.Itoa(r)
}

// cardDieLines is the most lines a die is drawn in (a large die and its
// key under it).
const cardDieLines = 8

func ZoneBox(b int) string { return "yahtzee.card.box" + strconv.Itoa(b) }

// cardView draws the whole game: the title, the dice, the card (its two
// halves side by side), the best play, the note and the session.
func (m *Model) cardView() string {
	lines, _, _ := m.cardLines()
	return strings.Join(lines, "\n")
}

// cardLines are the whole game's lines, the dice's faces drawn at size
// from line 1 on in rows lines (0 when on one line).
func (m *Model) cardLines() (out []string, rows int, size felt.DieSize) {
	w, h := m.W, m.H
	title := m.cardTitle()
	st := m.c.Styles()
	cp := &m.cp
	// What must show comes first: the title, the card, the advice and the
	// note; then the dice (one line at least); the session line, blank
	// lines and the keeps only with room to spare. The card stands where
	// it stood whatever the advice and the note take (three lines are
	// kept for them): a click meant for a box finds it. Short of a line,
	// the card's Yahtzee bonus goes to the title.
	const bodyRoom = 3
	compact := h-1-8-bodyRoom < 1
	cardKey := draw.MemoKey(st.MemoID(), strconv.Itoa(w), strconv.Itoa(cp.no), strconv.Itoa(len(cp.moves)),
		strconv.Itoa(cp.cursor), strconv.FormatBool(m.strat() != nil), cp.card.Rules().String(), strconv.FormatBool(compact))
	card := strings.Split(m.cardMemo.Draw(cardKey, func() string { return strings.Join(m.cardRows(w, compact), "\n") }), "\n")
	room := h - 1 - len(card) - bodyRoom
	session := wrap([]string{m.cardSession()}, w)
	if room < 2+len(session) {
		session = nil
	}
	room -= len(session)
	var dice []string
	if room < 1 { // the dice on the title's line, the title cut short
		d, _ := m.cardDiceMemo(1)
		title = m.cardTitleShort() + "  " + d[0]
	} else {
		dice, size = m.cardDiceMemo(room)
	}
	if len(dice) > 2 {
		rows = len(dice) - 1
	}
	lines := []string{title}
	lines = append(lines, dice...)
	if room-len(dice) >= 2 {
		lines = append(lines, "")
	}
	lines = append(lines, card...)
	// The advice and the note in the lines left (the advice without its
	// runner-up and your last choice's cost when short).
	avail := h - len(lines) - len(session)
	body := wrap([]string{m.cardAdvice(true), m.noteLine()}, w)
	if len(body) > avail {
		body = wrap([]string{m.cardAdvice(false), m.noteLine()}, w)
	}
	if len(body) > avail && avail > 0 {
		body = body[:avail]
		body[avail-1] = draw.Truncate(body[avail-1]+" "+st.Glyphs.Ellipsis(), w)
	}
	spare := avail - len(body)
	if spare >= 1 {
		lines = append(lines, "")
		spare--
	}
	lines = append(lines, body...)
	lines = append(lines, session...)
	if spare >= 4 { // the best keeps, each with its expected final score
		if keeps := m.keepLines(min(spare-1, 8), w); len(keeps) > 0 {
			lines = append(append(lines, ""), keeps...)
		}
	}
	for i, l := range lines {
		lines[i] = draw.Truncate(l, w)
	}
	if len(lines) > h {
		lines = lines[:h]
	}
	return lines, rows, size
}

// cardTitleShort: the turn, the roll and the total, for a short screen.
func (m *Model) cardTitleShort() string {
	st := m.c.Styles()
	c := m.cp.card
	t := fmt.Sprintf("Turn %d of 13 · roll %d of 3 · ", c.Turn(), c.Rolls())
	if c.Over() {
		t = "Game over · "
	}
	return st.P.Title.Render(t) + st.P.Em.Render(text.Plural(c.Total(), "point"))
}

// cardTitle: the game, the rules, the turn and roll, the total.
func (m *Model) cardTitle() string {
	st := m.c.Styles()
	c := m.cp.card
	head := fmt.Sprintf("Game %d · %s rules", m.cp.no, m.cp.card.Rules())
	turn := fmt.Sprintf(" · turn %d of 13 · roll %d of 3", c.Turn(), c.Rolls())
	if c.Rolls() == 0 {
		turn = fmt.Sprintf(" · turn %d of 13 · 3 rolls", c.Turn())
	}
	if c.Over() {
		turn = " · over"
	}
	tail := fmt.Sprintf(" · %s", text.Plural(c.Total(), "point"))
	if n := c.Bonuses(); n > 0 {
		tail += fmt.Sprintf(" (Yahtzee bonus %d)", odds.YahtzeeBonus*n)
	}
	return st.P.Title.Render(head) + st.P.Subtle.Render(turn) + st.P.Em.Render(tail)
}

// shownDice are the dice on the table, or once the game is over the last
// dice scored.
func (m *Model) shownDice() [5]int {
	if c := m.cp.card; c.Over() {
		return m.cp.lastDice
	}
	return m.cp.card.Dice()
}

// cardDiceMemo is cardDice, drawn again only when what it shows changes.
func (m *Model) cardDiceMemo(h int) ([]string, felt.DieSize) {
	c := m.cp.card
	d := m.shownDice()
	adv := m.cardAdvised()
	key := draw.MemoKey(m.c.Styles().MemoID(), strconv.Itoa(m.W), strconv.Itoa(h), fmt.Sprint(d), strconv.Itoa(c.KeptMask()),
		strconv.Itoa(c.Rolls()), fmt.Sprint(adv))
	var size felt.DieSize
	out := m.diceMemo.Draw(key, func() string {
		lines, sz := m.cardDice(h)
		return strconv.Itoa(int(sz)) + "\n" + strings.Join(lines, "\n")
	})
	first, rest, _ := strings.Cut(out, "\n")
	n, _ := strconv.Atoi(first)
	size = felt.DieSize(n)
	return strings.Split(rest, "\n"), size
}

// cardDice draws the five dice in at most h lines: large or small dice
// with their keys under them (▲ under the dice the best keep keeps), or
// one line.
func (m *Model) cardDice(h int) ([]string, felt.DieSize) {
	st := m.c.Styles()
	c := m.cp.card
	d := m.shownDice()
	kept := make([]bool, 5)
	for i := range kept {
		kept[i] = c.Rolls() > 0 && c.Rolls() < 3 && c.Kept(i)
	}
	adv := m.cardAdvised()
	f := felt.New(st)
	size := felt.FitDie(5, 2, m.W, h-1)
	if h-1 < size.H() || 5*size.W()+8 > m.W {
		// one line: [4] 4 2 …, the keys above
		var keys, faces strings.Builder
		for i := range 5 {
			face := "?"
			if d[i] > 0 {
				face = strconv.Itoa(d[i])
			}
			cell := " " + face + " "
			if kept[i] {
				cell = st.P.Selected.Render("[" + face + "]")
			}
			mark := " "
			if adv[i] {
				mark = st.Glyphs.Text("▲")
			}
			keys.WriteString(m.c.Mark(ZoneCardDie(i, 0), st.P.Key.Render(strconv.Itoa(i+1))+mark) + "  ")
			faces.WriteString(m.c.Mark(ZoneCardDie(i, 1), cell) + " ")
		}
		if h >= 2 {
			return []string{keys.String(), faces.String()}, size
		}
		return []string{faces.String()}, size
	}
	rows := make([]string, size.H()+1)
	for i := range 5 {
		for r, l := range f.Die(d[i], 6, size, kept[i]) {
			if i > 0 {
				rows[r] += "  "
			}
			rows[r] += m.c.Mark(ZoneCardDie(i, r), l)
		}
		label := strconv.Itoa(i + 1)
		if adv[i] {
			label += st.Glyphs.Text(" ▲")
		}
		if i > 0 {
			rows[size.H()] += "  "
		}
		rows[size.H()] += m.c.Mark(ZoneCardDie(i, size.H()), st.P.Key.Render(center(label, size.W())))
	}
	return rows, size
}

// cardAdvised marks the dice the best keep keeps (none when scoring is
// best, or before the advice).
func (m *Model) cardAdvised() []bool {
	out := make([]bool, 5)
	cp := &m.cp
	if len(cp.keeps) == 0 || len(cp.boxes) == 0 || cp.keeps[0].Value <= cp.boxes[0].Value {
		return out
	}
	left := append([]int(nil), cp.keeps[0].Dice...)
	d := cp.card.Dice()
	for i := range 5 {
		for j, f := range left {
			if f == d[i] {
				out[i] = true
				left = append(left[:j], left[j+1:]...)
				break
			}
		}
	}
	return out
}

// cardRows draws the score card: the upper half (its total and bonus
// under it) beside the lower half (the Yahtzee bonuses under it), or one
// above the other when w is narrow.
func (m *Model) cardRows(w int, compact bool) []string {
	colW := min(44, max(36, (w-2)/2))
	upper := []string{m.boxRow(0, colW), m.boxRow(1, colW), m.boxRow(2, colW), m.boxRow(3, colW), m.boxRow(4, colW), m.boxRow(5, colW), m.upperRow(colW)}
	lower := []string{m.boxRow(6, colW), m.boxRow(7, colW), m.boxRow(8, colW), m.boxRow(9, colW), m.boxRow(10, colW), m.boxRow(11, colW), m.boxRow(12, colW), m.bonusRow(colW)}
	if compact && 2*colW+2 <= w {
		lower = lower[:7] // the Yahtzee bonus goes to the title (cardTitle)
	}
	if 2*colW+2 > w {
		return append(upper, lower...)
	}
	out := make([]string, len(lower))
	for i := range out {
		l := ""
		if i < len(upper) {
			l = upper[i]
		}
		out[i] = l + strings.Repeat(" ", max(0, colW-lipgloss.Width(l))) + "  " + lower[i]
	}
	return out
}

// boxRow is box b's row: its name, its points when filled, and after a
// roll what the dice would score there and the expected final score if
// they do (the best box marked, the cursor's row lit).
func (m *Model) boxRow(b, w int) string {
	st := m.c.Styles()
	cp := &m.cp
	c := cp.card
	name := odds.YahtzeeBoxTitles[b]
	cur := "  "
	if c.Rolls() > 0 && !c.Over() && cp.cursor == b {
		cur = st.Glyphs.Text("▸ ")
	}
	var row string
	switch {
	case c.Filled(b):
		row = cur + st.P.Text.Render(fmt.Sprintf("%-13s", name)) + st.P.Em.Render(fmt.Sprintf("%4d", c.Box(b)))
	case c.Rolls() == 0 || c.Over():
		row = cur + st.P.Subtle.Render(fmt.Sprintf("%-13s %4s", name, "·"))
	default:
		pts, ok := odds.YahtzeeScore(c.Rules(), c.Position(), c.Dice(), b)
		if !ok {
			row = cur + st.P.Subtle.Render(fmt.Sprintf("%-13s %4s  not this roll", name, "—"))
			break
		}
		row = cur + st.P.Text.Render(fmt.Sprintf("%-13s", name)) + st.P.Key.Render(fmt.Sprintf("%4s", "+"+strconv.Itoa(pts)))
		if v, best, ok := m.boxValue(b); ok {
			mark := "  "
			if best {
				mark = st.Glyphs.Text(" ◆")
			}
			arrow := "→"
			if st.Glyphs.ASCII {
				arrow = "=" // > is the cursor in ASCII
			}
			row += st.P.Subtle.Render(fmt.Sprintf("  %s %s", arrow, scoreText(float64(c.Total())+v))) + st.P.Good.Render(mark)
		}
	}
	if cur != "  " {
		row = st.P.Selected.Render(draw.Truncate(stripRow(row), w))
	}
	return m.c.Mark(ZoneBox(b), draw.Truncate(row, w))
}

// stripRow is a row's text without its colours (the cursor's row is drawn
// in one style).
func stripRow(s string) string { return ansi.Strip(s) }

// boxValue is box b's value for the dice (the expected points to the end
// if they are scored there) and whether it is the best box.
func (m *Model) boxValue(b int) (v float64, best, ok bool) {
	for i, c := range m.cp.boxes {
		if c.Box == b {
			return c.Value, i == 0, true
		}
	}
	return 0, false, false
}

// upperRow: the upper total against 63 and the bonus.
func (m *Model) upperRow(w int) string {
	st := m.c.Styles()
	c := m.cp.card
	bonus := st.P.Subtle.Render(fmt.Sprintf("%d to go", max(0, odds.UpperBonusAt-c.Upper())))
	if c.Over() || c.Upper() < odds.UpperBonusAt && upperFull(c) {
		bonus = st.P.Subtle.Render("no bonus")
	}
	if c.UpperBonus() {
		bonus = st.P.Good.Render(fmt.Sprintf("bonus %d", odds.UpperBonus))
	}
	return draw.Truncate("  "+st.P.Subtle.Render(fmt.Sprintf("%-13s", "Upper total"))+st.P.Em.Render(fmt.Sprintf("%4d", c.Upper()))+"  "+bonus, w)
}

// upperFull is whether every upper box is filled.
func upperFull(c interface{ Filled(int) bool }) bool {
	for b := range odds.Sixes + 1 {
		if !c.Filled(b) {
			return false
		}
	}
	return true
}

// bonusRow: the Yahtzee bonuses earned.
func (m *Model) bonusRow(w int) string {
	st := m.c.Styles()
	n := m.cp.card.Bonuses()
	return draw.Truncate("  "+st.P.Subtle.Render(fmt.Sprintf("%-13s", "Yahtzee bonus"))+st.P.Em.Render(fmt.Sprintf("%4d", odds.YahtzeeBonus*n)), w)
}

// scoreText writes an expected score ("…" when unknown).
func scoreText(x float64) string {
	if math.IsNaN(x) {
		return "…"
	}
	return strconv.FormatFloat(x, 'f', 2, 64)
}

// cardAdvice: the best play now and its expected final score, and what the
// last choice cost.
func (m *Model) cardAdvice(full bool) string {
	st := m.c.Styles()
	cp := &m.cp
	c := cp.card
	total := float64(c.Total())
	var out string
	switch {
	case c.Over():
		out = st.P.Text.Render(fmt.Sprintf("Final score %d against %s for optimal play.", c.Total(), scoreText(m.expectFromStart()))) + st.P.Subtle.Render(" Space starts a new game.")
	case m.strat() == nil:
		out = st.P.Subtle.Render("Working out the best play (about 5 s on two cores, once; kept in your cache)" + st.Glyphs.Ellipsis())
	case c.Rolls() == 0:
		out = st.P.Subtle.Render("Expected final score with best play: ") + st.P.Em.Render(scoreText(total+m.strat().Value(c.Position())))
	case len(cp.keeps) > 0 && cp.keeps[0].Value > cp.boxes[0].Value:
		k := cp.keeps[0]
		out = st.P.Subtle.Render("Best: "+keepChoice(k.Dice)+" and roll, expecting\u00a0") + st.P.Em.Render(scoreText(total+k.Value))
		if len(cp.keeps) > 1 && full {
			out += st.P.Subtle.Render(fmt.Sprintf(" (runner-up: %s, %s)", keepWords(cp.keeps[1].Dice), scoreText(total+cp.keeps[1].Value)))
		}
	case len(cp.boxes) > 0:
		b := cp.boxes[0]
		out = st.P.Subtle.Render("Best: score ") + st.P.Em.Render(odds.YahtzeeBoxTitles[b.Box]) + st.P.Subtle.Render(fmt.Sprintf(" (+%d), expecting\u00a0", b.Points)) + st.P.Em.Render(scoreText(total+b.Value))
	}
	if cp.lastWhat != "" && cp.lastCost >= 0 && full {
		cost := st.P.Good.Render("the best")
		if cp.lastCost >= 0.005 {
			cost = st.P.Warn.Render("cost\u00a0" + scoreText(cp.lastCost))
		}
		out += st.P.Subtle.Render(" · your "+strings.ReplaceAll(cp.lastWhat, " ", "\u00a0")+":\u00a0") + cost
	}
	return out
}

// keepLines lists the roll's best keeps in at most n lines (a heading,
// then a keep a line: the dice kept and the expected final score, and what
// it costs against the best), none without keeps to show.
func (m *Model) keepLines(n, w int) []string {
	cp := &m.cp
	if len(cp.keeps) == 0 || n < 2 {
		return nil
	}
	st := m.c.Styles()
	total := float64(cp.card.Total())
	best := max(cp.keeps[0].Value, cp.boxes[0].Value)
	out := []string{st.P.Subtle.Render(fmt.Sprintf("Keeps, %s left: expected final score, cost", text.Plural(3-cp.card.Rolls(), "roll")))}
	for _, k := range cp.keeps[:min(len(cp.keeps), n-1)] {
		what := "keep " + keepWords(k.Dice)
		switch len(k.Dice) {
		case 0:
			what = "re-roll all five"
		case 5:
			what = "keep all: score now"
		}
		line := st.P.Text.Render(fmt.Sprintf("  %-22s", what)) + st.P.Em.Render(scoreText(total+k.Value))
		if c := best - k.Value; c >= 0.005 {
			line += st.P.Subtle.Render("  −" + scoreText(c))
		} else {
			line += st.P.Good.Render("  best")
		}
		out = append(out, draw.Truncate(line, w))
	}
	return out
}

// cardSession: this game's choices' cost, the games finished against the
// optimum.
func (m *Model) cardSession() string {
	st := m.c.Styles()
	cp := &m.cp
	out := st.P.Subtle.Render("This game: ")
	switch {
	case cp.costs == 0:
		out += st.P.Subtle.Render("no choice yet")
	case cp.gameCost < 0.005:
		out += st.P.Good.Render("every choice the best")
	default:
		out += st.P.Warn.Render(fmt.Sprintf("choices cost %s points", scoreText(cp.gameCost)))
	}
	if cp.finished > 0 {
		mean := float64(cp.scoreSum) / float64(cp.finished)
		out += st.P.Subtle.Render(fmt.Sprintf(" · %s: mean %.1f, optimal play\u00a0%s", text.Plural(cp.finished, "game"), mean, scoreText(cp.expectSum/float64(cp.finished))))
	}
	return out
}
