package yahtzee

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/odds"
	game "riffle/games/yahtzee"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// View draws the table in the area SetSize gave: the title, the dice,
// then the counts, the expected rolls, the advice, the note and the
// session.
func (m *Model) View() string {
	if m.W < 1 || m.H < 1 {
		return ""
	}
	if m.anim.Running() && m.still != nil {
		return m.tumbleView()
	}
	if m.mode == modeGame {
		return m.cardView()
	}
	lines, _, _ := m.viewLines()
	return strings.Join(lines, "\n")
}

// viewLines are the screen's lines, and where the dice's faces are among
// them (the first line and how many; none when the dice are grouped or
// on one line).
func (m *Model) viewLines() (out []string, diceAt, diceRows int) {
	st := m.c.Styles()
	w, h := m.W, m.H
	title := []string{m.titleLine()}
	body := []string{m.countLine(), m.expectLine(), m.adviceLine(), m.noteLine(), m.sessionLine()}
	// Long lines wrap when there is room for it; otherwise they are cut.
	minDice := 2 // the dice on one line, under their keys
	if m.grouped() {
		minDice = 4 // a column per face: one line of bars, three of labels
	}
	if tw, bw := wrap(title, w), wrap(body, w); len(tw)+len(bw)+minDice <= h {
		title, body = tw, bw
	}
	extra := h - len(title) - len(body)
	var dice []string
	if m.grouped() {
		dice = m.groupLines(extra)
	} else {
		dice = m.diceLines(extra)
	}
	// Spare lines go, in order, to a gap under the dice, one under the
	// title, and the note on how far "best" is proved optimal.
	room := extra - len(dice)
	lines := title
	gapBelow := room >= 1
	if gapBelow {
		room--
	}
	if room >= 1 {
		lines = append(lines, "")
		room--
	}
	if q := wrap([]string{st.P.Subtle.Render(m.qualifier())}, w); room >= len(q)+1 {
		lines = append(lines, q...)
		lines = append(lines, "")
	}
	diceAt = len(lines)
	if !m.grouped() && len(dice) > 2 { // faces drawn, then their keys
		diceRows = len(dice) - 1
	}
	lines = append(lines, dice...)
	if gapBelow {
		lines = append(lines, "")
	}
	lines = append(lines, body...)
	for i, l := range lines {
		lines[i] = draw.Truncate(l, w)
	}
	if len(lines) > h {
		lines = lines[:h]
	}
	return lines, diceAt, diceRows
}

// wrap word-wraps every line to w cells.
func wrap(lines []string, w int) []string {
	var out []string
	for _, l := range lines {
		if l == "" {
			out = append(out, l)
			continue
		}
		out = append(out, strings.Split(draw.WrapText(l, w), "\n")...)
	}
	return out
}

// titleLine: the game's number and the table.
func (m *Model) titleLine() string {
	st := m.c.Styles()
	no := m.session.Games + m.session.Abandoned
	if !m.game.Done() {
		no++
	}
	head := fmt.Sprintf("Game %d · %d dice of %d sides", no, m.cfg.n, m.cfg.d)
	tail := " · keep any, re-roll the rest, until all match"
	if m.dieName != "" {
		// The die's name before the rules: the rules are in the help.
		tail = draw.FirstFit(m.W-lipgloss.Width(head), " · each "+article(m.dieName)+" "+m.dieName+tail,
			" · each "+article(m.dieName)+" "+m.dieName, " · "+m.dieName, "")
	}
	return st.P.Title.Render(head) + st.P.Subtle.Render(tail)
}

// qualifier says how far "best" is known to be optimal for this table.
func (m *Model) qualifier() string {
	switch m.cfg.odds().KeepLargest() {
	case odds.KeepLargestProved:
		return "Best play keeps the largest group: optimal here, proved by exact search."
	case odds.KeepLargestChecked:
		return "Best play keeps the largest group: optimal here, checked by search."
	case odds.KeepLargestNotOptimal:
		return "\"Best\" keeps the largest group; with these dice keeping two tied groups can beat it."
	}
	if c := odds.YahtzeeCheckedDice[m.cfg.d]; m.cfg.d <= 6 && c > 0 {
		return fmt.Sprintf("\"Best\" keeps the largest group: optimal up to %d dice as searched, not proved for %d.", c, m.cfg.n)
	}
	return "\"Best\" keeps the largest group: not searched at this size; with many sides it can be beaten."
}

// countLine: the rolls used and the optimum from the start.
func (m *Model) countLine() string {
	st := m.c.Styles()
	s := st.P.Text.Render("Rolls used ") + st.P.Em.Render(strconv.Itoa(m.game.Rolls()))
	if left := m.left[m.cfg]; left != nil {
		s += st.P.Subtle.Render(" · optimum from the start ") + st.P.Text.Render(rollsText(left[0]))
		if r := m.frac[m.cfg]; r != "" {
			s += st.P.Subtle.Render(" = " + r)
		}
	} else {
		s += st.P.Subtle.Render(st.Glyphs.Text(" · working out the odds…"))
	}
	return s
}

// best is E_s for the current roll, when known.
func (m *Model) best() (float64, bool) {
	left := m.left[m.cfg]
	if left == nil {
		return 0, false
	}
	_, s := m.game.Largest()
	return left[s], true
}

// expectLine: the expected rolls left under best play and under the keep.
func (m *Model) expectLine() string {
	st := m.c.Styles()
	g := m.game
	switch {
	case g.Done():
		s := st.P.Text.Render(fmt.Sprintf("Done: %d %s", g.Rolls(), text.OneMany(g.Rolls(), "roll", "rolls")))
		if left := m.left[m.cfg]; left != nil {
			d := float64(g.Rolls()) - left[0]
			how := "under"
			if d > 0 {
				how = "over"
			}
			s += st.P.Subtle.Render(fmt.Sprintf(", %s %s optimal play's average", rollsText(math.Abs(d)), how))
		}
		return s + m.gameCostText()
	case !g.Rolled():
		return st.P.Text.Render(fmt.Sprintf("Space rolls all %d dice; then keep some (k: the largest group) and re-roll.", m.cfg.n))
	}
	best, ok := m.best()
	if !ok {
		return st.P.Subtle.Render(st.Glyphs.Text("Expected rolls left: working out the odds…"))
	}
	s := st.P.Subtle.Render("Expected rolls left: best ") + st.P.Em.Render(rollsText(best))
	if g.KeptDice() == m.cfg.n {
		return s + st.P.Subtle.Render(" · every die kept: nothing to re-roll")
	}
	v, ok := m.knownValue(m.cfg, g.KeptCounts())
	if !ok {
		return s + st.P.Subtle.Render(st.Glyphs.Text(" · your keep …"))
	}
	s += st.P.Subtle.Render(" · your keep ") + st.P.Em.Render(rollsText(v))
	d := v - best
	switch {
	case math.Abs(d) <= 1e-9*best:
		return s + " " + st.P.Good.Render("= best")
	case d > 0:
		style := st.Warn
		if d >= 0.5 {
			style = st.Bad
		}
		return s + " " + style.Render(st.Glyphs.Text(deltaText(d))+" rolls")
	}
	return s + " " + st.P.Good.Render(st.Glyphs.Text(deltaText(d))+", better than the largest group")
}

// gameCostText: what the game's keeps cost, once settled.
func (m *Model) gameCostText() string {
	st := m.c.Styles()
	if !m.costDone || m.game.Rolls() < 2 {
		return ""
	}
	if math.Abs(m.gameCost) < 0.005 {
		return st.P.Good.Render(" · every keep was the best")
	}
	return st.P.Subtle.Render(" · your keeps cost " + st.Glyphs.Text(deltaText(m.gameCost)))
}

// advice: which dice best play keeps, or that the keep is already it.
func (m *Model) adviceLine() string {
	st := m.c.Styles()
	g := m.game
	switch {
	case g.Done():
		return st.P.Subtle.Render("n or space: new game · +/- and </> change the dice, [/] the sides")
	case !g.Rolled():
		var ps []string
		for _, p := range presets() {
			ps = append(ps, strconv.Itoa(p))
		}
		return st.P.Subtle.Render(st.Glyphs.Text(fmt.Sprintf("Other tables: </> %s dice, +/- one die, [/] sides %d…%d.",
			strings.Join(ps, "·"), game.MinSides, game.MaxSides)))
	}
	face, count := g.Largest()
	if count == 1 {
		if g.KeptDice() <= 1 {
			return st.P.Good.Render("Advice: all differ — keeping one die is as good as none; space re-rolls.")
		}
		return st.P.Key.Render("Advice: ") + st.P.Text.Render("all differ — keep at most one die; k keeps a single "+strconv.Itoa(face)+".")
	}
	if m.keepsAdvice() {
		return st.P.Good.Render(fmt.Sprintf("Your keep is the advice: space re-rolls the other %d.", m.cfg.n-count))
	}
	var which string
	if !m.grouped() {
		var idx []string
		for i := range m.cfg.n {
			if g.Face(i) == face {
				idx = append(idx, strconv.Itoa((i+1)%10))
			}
		}
		which = fmt.Sprintf(" (keys %s, marked ▲)", strings.Join(idx, " "))
	}
	return st.P.Key.Render("Advice: ") + st.P.Text.Render("keep "+groupName(count, face, m.grouped())+which+" — k does it, then space.")
}

// noteLine: what the last key did.
func (m *Model) noteLine() string {
	st := m.c.Styles()
	if m.note == "" {
		return ""
	}
	if m.bad {
		return st.P.Bad.Render(st.Glyphs.Text(m.note))
	}
	return st.P.Text.Render(st.Glyphs.Text(m.note))
}

// sessionLine: games, rolls used against the optimum, what the keeps cost.
func (m *Model) sessionLine() string {
	st := m.c.Styles()
	s := m.session
	out := st.P.Subtle.Render("Session: ")
	if s.Games == 0 {
		out += st.P.Subtle.Render("no game finished yet")
	} else {
		opt := "…"
		if s.Owed == 0 {
			opt = rollsText(s.Optimum)
		}
		out += st.P.Text.Render(text.Plural(s.Games, "game")+", "+text.Plural(s.Rolls, "roll")) +
			st.P.Subtle.Render(" (optimum ") + st.P.Text.Render(opt) + st.P.Subtle.Render(")")
	}
	switch {
	case math.Abs(m.cost) >= 0.005:
		out += st.P.Subtle.Render(" · keeps cost " + st.Glyphs.Text(deltaText(m.cost)))
	case s.Games > 0 || m.cost != 0: // nothing a keep cost shows as ±0.00: say it
		out += st.P.Subtle.Render(" · every keep the best")
	}
	if s.Abandoned > 0 {
		out += st.P.Subtle.Render(fmt.Sprintf(" · %d unfinished", s.Abandoned))
	}
	return out
}
