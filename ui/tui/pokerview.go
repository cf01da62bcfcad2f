package tui

import (
	"fmt"
	"math"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	"riffle/engine/stats"
	"riffle/games/poker"
)

// View draws the table in s.w × s.h: the deal (hands, or the Hold'em
// board and players), what happened, and — with room — the hand classes
// against the exact odds.
func (s *pokerScreen) View() string {
	if s.w < 1 || s.h < 1 {
		return ""
	}
	var lines []string
	switch {
	case s.table == nil:
		lines = s.noTableLines()
	case s.table.Mode() == poker.ModeHoldem:
		lines = s.holdemLines()
	default:
		lines = s.dealLines()
	}
	if len(lines) > s.h {
		lines = lines[:s.h]
	}
	for i, l := range lines {
		lines[i] = truncate(l, s.w)
	}
	return strings.Join(lines, "\n")
}

func (s *pokerScreen) noTableLines() []string {
	st := s.c.styles
	msg := "Poker: the dealer sits down when the table opens."
	if s.tableErr != nil {
		msg = fmt.Sprintf("Poker: no cards: %v. Choose a card shuffle in the lobby (esc, then a).", s.tableErr)
	}
	return splitLines(st.Bad.Render(wrapText(msg, s.w)))
}

// titleLine puts left and right on one line of w cells, right-aligned
// when both fit.
func titleLine(left, right string, w int) string {
	lw, rw := lipgloss.Width(left), lipgloss.Width(right)
	if right == "" || lw+rw+2 > w {
		return left
	}
	return left + strings.Repeat(" ", w-lw-rw) + right
}

// layout stacks the core lines and adds optional blocks in order while
// they fit in h lines: head after the title, the rest at the bottom.
type pokerLayout struct {
	h          int
	title      string
	core, tail []string
	gap        bool // a blank line after the title
}

func (l *pokerLayout) room() int {
	n := l.h - 1 - len(l.core) - len(l.tail)
	if l.gap {
		n--
	}
	return n
}

// add appends block to the tail if it fits, with a blank line before it
// when sep and there is room for that too.
func (l *pokerLayout) add(block []string, sep bool) bool {
	if len(block) == 0 || l.room() < len(block) {
		return false
	}
	if sep && l.room() > len(block) {
		l.tail = append(l.tail, "")
	}
	l.tail = append(l.tail, block...)
	return true
}

func (l *pokerLayout) lines() []string {
	out := []string{l.title}
	if l.gap {
		out = append(out, "")
	}
	out = append(out, l.core...)
	return append(out, l.tail...)
}

// noteLine is the last action's one-line result.
func (s *pokerScreen) noteLine(w int) []string {
	if s.note == "" {
		return nil
	}
	st := s.c.styles
	style := st.Text
	if s.noteBad {
		style = st.Warn
	}
	return []string{style.Render(truncate(s.note, w))}
}

// progressLine draws the fast-forward's progress bar.
func (s *pokerScreen) progressLine(w int) []string {
	if !s.fast.running {
		return nil
	}
	st := s.c.styles
	frac := float64(s.fast.done) / float64(max(1, s.fast.target))
	count := fmt.Sprintf(" %s / %s", groupInt(s.fast.done), groupInt(s.fast.target))
	label := "Dealing "
	barW := max(4, w-len(label)-lipgloss.Width(count)-2)
	bar := fitLine(hbar(frac, barW), barW)
	if !st.Color {
		bar = strings.ReplaceAll(bar, " ", "·")
	}
	return []string{st.Subtle.Render(label) + st.Bar.Render("▕"+bar+"▏") + count}
}

// ---- dealt hands ----

func (s *pokerScreen) dealLines() []string {
	st := s.c.styles
	t := s.table
	n, m := t.Shape()
	w := s.w
	left := st.Title.Render("Dealt hands") + st.Subtle.Render(fmt.Sprintf(" · %d × %d · %s on %s", n, m, t.Algorithm().Name, s.c.settings.Gen.Name))
	right := ""
	if t.Dealt() > 0 {
		right = st.Subtle.Render("deal " + groupInt(t.Dealt()))
	}
	l := pokerLayout{h: s.h, title: titleLine(left, right, w)}
	fixed := 1 + len(s.progressLine(w)) + len(s.noteLine(w))
	l.core = s.handRows(w, max(1, s.h-fixed))
	l.core = append(l.core, s.progressLine(w)...)
	l.core = append(l.core, s.noteLine(w)...)
	if l.room() >= 1 && s.h >= 12 {
		l.gap = true
	}
	s.addStats(&l, w)
	s.addUnfair(&l, w)
	return l.lines()
}

// addUnfair says, with room, that the session's shuffle is not fair and
// where its bias shows.
func (s *pokerScreen) addUnfair(l *pokerLayout, w int) {
	st := s.c.styles
	a := s.table.Algorithm()
	if a.Fair {
		return
	}
	text := splitLines(wrapText(a.Name+" is not fair: "+a.Why+".", w))
	hint := splitLines(wrapText("Hand classes are a blunt test of that; the panel's position × card matrix is a sharp one (space runs it).", w))
	if len(text) > 3 {
		text = text[:3]
	}
	block := make([]string, 0, len(text)+len(hint))
	for i, line := range text {
		if i == 0 && strings.HasPrefix(line, a.Name+" is not fair") {
			block = append(block, st.Bad.Render(a.Name+" is not fair")+st.Subtle.Render(strings.TrimPrefix(line, a.Name+" is not fair")))
			continue
		}
		block = append(block, st.Subtle.Render(line))
	}
	for _, line := range hint {
		block = append(block, st.Subtle.Render(line))
	}
	if !l.add(block, true) {
		l.add(block[:min(len(block), len(text))], true)
	}
}

// pokerCell is one hand or player as text in a few widths.
type pokerCell struct {
	label, cards string
	names        []string // longest first
}

// width of the cell with name i (or none when i < 0).
func (c pokerCell) width(i int) int {
	w := lipgloss.Width(c.label) + 1 + lipgloss.Width(c.cards)
	if i >= 0 && i < len(c.names) {
		w += 2 + lipgloss.Width(c.names[i])
	}
	return w
}

func (c pokerCell) render(i int) string {
	out := c.label + " " + c.cards
	if i >= 0 && i < len(c.names) {
		out += "  " + c.names[i]
	}
	return out
}

// oneLine renders each cell on a line with name variant v, or nil if a
// line would be wider than w.
func oneLine(cells []pokerCell, v, w int) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		if c.width(v) > w {
			return nil
		}
		out[i] = c.render(v)
	}
	return out
}

// layoutCells lays cells out in at most rows lines of w cells: one a line
// with the longest name that fits every cell, else the cards on one line
// and the second name on the next, else one a line with the shortest
// name; more cells than rows go in columns with the shortest names, cut to
// fit, and the cells that do not fit are counted at the end.
func layoutCells(cells []pokerCell, w, rows int, more func(int) string) []string {
	n := len(cells)
	if n == 0 {
		return nil
	}
	variants := len(cells[0].names)
	if n <= rows {
		// One line a cell with the longest name that fits every cell;
		// names longer than the last variant's first go under the cards
		// when there is room for two lines a cell.
		for v := 0; v < variants; v++ {
			if v == variants-1 && v > 0 && 2*n <= rows {
				break
			}
			if line := oneLine(cells, v, w); line != nil {
				return line
			}
		}
		if 2*n <= rows && variants > 1 {
			var out []string
			indent := strings.Repeat(" ", lipgloss.Width(cells[0].label)+1)
			for _, c := range cells {
				out = append(out, c.render(-1), indent+c.names[min(1, variants-1)])
			}
			return out
		}
		if line := oneLine(cells, variants-1, w); line != nil {
			return line
		}
		out := make([]string, n)
		for i, c := range cells {
			out[i] = truncate(c.render(variants-1), w)
		}
		return out
	}
	// Columns: as many as the narrowest useful cell (label and cards)
	// allows; the cells that do not fit are counted on the last line.
	short := variants - 1
	cellW := 0
	for _, c := range cells {
		cellW = max(cellW, c.width(short))
	}
	minW := cells[0].width(-1)
	cols := (n + rows - 1) / rows
	for cols > 1 && (w-2*(cols-1))/cols < minW {
		cols--
	}
	colW := min(cellW, max(1, (w-2*(cols-1))/cols))
	shown := min(n, rows*cols)
	perCol := (shown + cols - 1) / cols
	if shown < n { // the last line says how many more
		perCol = rows - 1
		shown = perCol * cols
	}
	lines := make([]string, 0, rows)
	for r := 0; r < perCol; r++ {
		var b strings.Builder
		for c := 0; c < cols; c++ {
			i := c*perCol + r
			if i >= shown {
				break
			}
			if c > 0 {
				b.WriteString("  ")
			}
			v := short
			if cells[i].width(short) > colW {
				v = -1 // no room for the name: the cards matter more
			}
			b.WriteString(fitLine(truncate(cells[i].render(v), colW), colW))
		}
		lines = append(lines, b.String())
	}
	if shown < n {
		lines = append(lines, more(n-shown))
	}
	return lines
}

// handRows draws the last deal's hands (card backs before the first) in
// at most rows lines.
func (s *pokerScreen) handRows(w, rows int) []string {
	st := s.c.styles
	ascii := s.c.settings.ASCII
	n, m := s.table.Shape()
	d := s.table.LastDeal()
	if d != nil && (len(d.Hands) != n || len(d.Hands[0].Cards) != m) {
		d = nil // the shape changed since: show the new one face down
	}
	digits := len(fmt.Sprint(n))
	cells := make([]pokerCell, n)
	for j := range cells {
		label := fmt.Sprintf("Hand %*d", digits, j+1)
		if n > 9 {
			label = fmt.Sprintf("%*d", digits, j+1)
		}
		c := pokerCell{label: st.Subtle.Render(label)}
		if d == nil {
			backs := make([]string, m)
			for i := range backs {
				backs[i] = st.cardBack(ascii)
			}
			c.cards = strings.Join(backs, " ")
			c.names = []string{""}
			cells[j] = c
			continue
		}
		h := d.Hands[j]
		c.cards = s.handCards(h)
		if m < 5 {
			c.names = []string{st.Subtle.Render(h.Name()), st.Subtle.Render(fmt.Sprintf("%d %s", m, plural1(m, "card")))}
		} else {
			style := st.Text
			if h.Value == bestValue(d) {
				style = st.Good
			}
			full := style.Render(h.Name())
			c.names = []string{full, style.Render(cards.Describe(h.Value)), style.Render(pokerShortName(h.Value))}
		}
		cells[j] = c
	}
	return layoutCells(cells, w, rows, func(k int) string { return st.Subtle.Render(fmt.Sprintf("… %d more", k)) })
}

// bestValue is the best hand's value in a deal.
func bestValue(d *poker.Deal) cards.Value {
	var v cards.Value
	for _, h := range d.Hands {
		v = max(v, h.Value)
	}
	return v
}

// handCards draws a hand's cards; of a hand of more than five, the cards
// outside its best five are dimmed (in colour only: without colour every
// card reads the same).
func (s *pokerScreen) handCards(h poker.Hand) string {
	st := s.c.styles
	ascii := s.c.settings.ASCII
	if len(h.Cards) <= 5 || h.Value == 0 {
		return st.cardsText(h.Cards, ascii)
	}
	best := cards.SetOf(h.Best[:]...)
	parts := make([]string, len(h.Cards))
	for i, c := range h.Cards {
		if best.Has(c) {
			parts[i] = st.cardText(c, ascii)
			continue
		}
		t := c.Symbol()
		if ascii {
			t = c.String()
		}
		parts[i] = st.Subtle.Render(t)
	}
	return strings.Join(parts, " ")
}

// pokerShortName is a hand's value in a few cells, for narrow tables:
// "pair 9", "two pair K+4", "trips 7", "straight 9", "flush A",
// "full K/4", "quads 9", "str. flush 9", "royal flush", "high A".
func pokerShortName(v cards.Value) string {
	rs := v.Ranks()
	r := func(i int) string {
		if i < len(rs) {
			return rs[i].String()
		}
		return "?"
	}
	switch v.Class() {
	case cards.HighCard:
		return "high " + r(0)
	case cards.OnePair:
		return "pair " + r(0)
	case cards.TwoPair:
		return "two pair " + r(0) + "+" + r(1)
	case cards.ThreeOfAKind:
		return "trips " + r(0)
	case cards.Straight:
		return "straight " + r(0)
	case cards.Flush:
		return "flush " + r(0)
	case cards.FullHouse:
		return "full " + r(0) + "/" + r(1)
	case cards.FourOfAKind:
		return "quads " + r(0)
	case cards.StraightFlush:
		return "str. flush " + r(0)
	case cards.RoyalFlush:
		return "royal flush"
	}
	return "—"
}

// ---- the hand-class statistics ----

// addStats adds the hand classes against the exact odds: the table when
// it fits, else a one-line summary.
func (s *pokerScreen) addStats(l *pokerLayout, w int) {
	table := s.statsLines(w)
	if l.add(table, true) {
		return
	}
	if sum := s.statsSummary(w); sum != "" {
		l.add([]string{sum}, true)
	}
}

// pctText writes a probability as a percentage with four significant
// digits: 50.12%, 4.200%, 0.02401%.
func pctText(p float64) string { return fmt.Sprintf("%#.4g%%", 100*p) }

// statsLines: the mode's hand classes, observed beside the exact odds, as
// the groups the test uses (rare classes pooled), with each group's z and
// the χ² test.
func (s *pokerScreen) statsLines(w int) []string {
	st := s.c.styles
	title, tally, size := s.classTally()
	if title == "" {
		if size > 0 && size < 5 {
			return []string{st.Subtle.Render(truncate(fmt.Sprintf("Hands of %d %s have no poker class to tally.", size, plural1(size, "card")), w))}
		}
		return nil
	}
	n := tally.Total()
	head := st.Em.Render(upperFirst(title)) + st.Subtle.Render(fmt.Sprintf(" · %s hands", groupInt(n)))
	if s.table.Mode() == poker.ModeHoldem {
		head = st.Em.Render("Your best hand") + st.Subtle.Render(" · "+plural(int(n), "deal"))
	}
	probs, ok := s.probs[size]
	switch {
	case s.oddsErr[size] != "":
		return []string{head, st.Bad.Render(truncate("exact odds: "+s.oddsErr[size], w))}
	case size > 7:
		return s.observedLines(head, tally, w)
	case !ok:
		return []string{head, st.Subtle.Render(truncate(fmt.Sprintf("exact odds: counting all %s hands of %d cards…", groupInt(binom52(size)), size), w))}
	}
	f := poker.FitClasses(tally, probs)
	out := []string{head + st.Subtle.Render(" vs exact odds")}
	out = append(out, st.Subtle.Render(fmt.Sprintf("%-16s %9s %9s %9s %6s", "", "seen", "freq", "exact", "z")))
	for _, g := range f.Groups {
		freq, z := "—", ""
		if n > 0 {
			freq = pctText(float64(g.Count) / float64(n))
			sd := math.Sqrt(float64(n) * g.Prob * (1 - g.Prob))
			z = fmt.Sprintf("%+.1f", (float64(g.Count)-float64(n)*g.Prob)/sd)
		}
		out = append(out, fmt.Sprintf("%-16s %9s %9s %9s %6s", g.Label(), groupInt(g.Count), freq, pctText(g.Prob), z))
	}
	out = append(out, s.testLine(f, n, w))
	if s.table.Mode() == poker.ModeHoldem {
		out = append(out, s.shareLine(w))
	}
	return out
}

// testLine: the χ² test of the groups and its verdict.
func (s *pokerScreen) testLine(f poker.Fit, n int64, w int) string {
	st := s.c.styles
	if n == 0 {
		return st.Subtle.Render(truncate("no hands yet: d deals, x deals 10,000", w))
	}
	return truncate(fmt.Sprintf("χ² %s  df %d  p %s  ", groupFloat(f.Chi2), f.DF, pText(f.P))+
		verdictStyle(st, f.P, 0).Render(stats.Verdict(f.P)), w)
}

// shareLine: player 1's share of the Hold'em pots against the fair 1/P.
func (s *pokerScreen) shareLine(w int) string {
	st := s.c.styles
	h := s.table.Holdem()
	if h.Hands == 0 {
		return ""
	}
	fair := h.FairShare()
	se := math.Sqrt(fair * (1 - fair) / float64(h.Hands))
	return truncate(fmt.Sprintf("Your share of pots %s in %s", pctText(h.Share()), plural(int(h.Hands), "deal"))+
		st.Subtle.Render(fmt.Sprintf(" · fair %s ± %s", pctText(fair), pctText(se))), w)
}

// observedLines: the classes of hands with no exact table (more than seven
// cards), observed only.
func (s *pokerScreen) observedLines(head string, tally poker.ClassTally, w int) []string {
	st := s.c.styles
	n := tally.Total()
	out := []string{head, st.Subtle.Render(truncate("observed only: exact odds exist for hands of 5 to 7 cards", w))}
	for c := cards.RoyalFlush; c >= cards.HighCard; c-- {
		if k := tally.Counts[c]; k > 0 {
			out = append(out, fmt.Sprintf("%-16s %9s %8s", c, groupInt(k), pctText(float64(k)/float64(n))))
		}
	}
	return out
}

// statsSummary is the test in one line, for short screens.
func (s *pokerScreen) statsSummary(w int) string {
	st := s.c.styles
	title, tally, size := s.classTally()
	probs, ok := s.probs[size]
	if title == "" || !ok || tally.Total() == 0 {
		return ""
	}
	f := poker.FitClasses(tally, probs)
	return truncate(st.Subtle.Render(fmt.Sprintf("%s: %s, p %s · ", title, plural(int(tally.Total()), "hand"), pText(f.P)))+
		verdictStyle(st, f.P, 0).Render(stats.Verdict(f.P)), w)
}

// binom52 is C(52, k).
func binom52(k int) int64 {
	r := int64(1)
	for i := 1; i <= k; i++ {
		r = r * int64(52-k+i) / int64(i)
	}
	return r
}

// lowerFirst puts a hand's name into a sentence: "one pair, kings".
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// ---- Texas Hold'em ----

func (s *pokerScreen) holdemLines() []string {
	st := s.c.styles
	t := s.table
	w := s.w
	left := st.Title.Render("Texas Hold'em") + st.Subtle.Render(fmt.Sprintf(" · %d players · ante %d · %s on %s",
		t.Players(), t.Ante(), t.Algorithm().Name, s.c.settings.Gen.Name))
	right := ""
	if t.Dealt() > 0 {
		right = st.Subtle.Render("deal " + groupInt(t.Dealt()))
	}
	l := pokerLayout{h: s.h, title: titleLine(left, right, w)}
	sd := t.LastShowdown()
	if sd != nil && len(sd.Values) != t.Players() {
		sd = nil // the table changed size since: show it face down
	}
	bottom := []string{s.boardLine(sd)}
	var result []string
	if sd != nil {
		result = s.resultLines(*sd, w)
		// The result wraps when the players still fit (in two columns).
		avail := s.h - 3 - len(s.progressLine(w)) - len(s.noteLine(w))
		if len(result) > 1 && avail-len(result) < (t.Players()+1)/2 {
			result = []string{st.Em.Render(truncate(pokerShowdownText(*sd), w))}
		}
	}
	bottom = append(bottom, result...)
	bottom = append(bottom, s.progressLine(w)...)
	bottom = append(bottom, s.noteLine(w)...)
	bank := s.bankrollLine(w)
	rows := max(1, s.h-1-len(bottom)-1)
	players := s.playerRows(sd, w, rows)
	l.core = append([]string{bottom[0]}, players...)
	l.core = append(l.core, bottom[1:]...)
	if l.room() >= 1 {
		l.core = append(l.core, bank)
	}
	if l.room() >= 1 && s.h >= 14 {
		l.gap = true
	}
	s.addStats(&l, w)
	s.addUnfair(&l, w)
	return l.lines()
}

// boardLine: the flop, turn and river (backs before the first deal).
func (s *pokerScreen) boardLine(sd *poker.Showdown) string {
	st := s.c.styles
	ascii := s.c.settings.ASCII
	label := st.Subtle.Render("Board  ")
	if sd == nil {
		b := st.cardBack(ascii)
		return label + b + " " + b + " " + b + "  " + b + "  " + b
	}
	return label + st.cardsText(sd.Board[:3], ascii) + "  " + st.cardText(sd.Board[3], ascii) + "  " + st.cardText(sd.Board[4], ascii) +
		st.Subtle.Render("   flop · turn · river")
}

// playerRows draws each player's hole cards and best hand, the winners
// marked, in at most rows lines.
func (s *pokerScreen) playerRows(sd *poker.Showdown, w, rows int) []string {
	st := s.c.styles
	ascii := s.c.settings.ASCII
	p := s.table.Players()
	star := "★"
	if ascii {
		star = "*"
	}
	// The names, padded per variant so that the nets line up.
	var full, mid, short [poker.MaxPlayers]string
	var fullW, shortW int
	if sd != nil {
		for i, v := range sd.Values[:p] {
			full[i], short[i] = cards.Describe(v), pokerShortName(v)
			fullW, shortW = max(fullW, len(full[i])), max(shortW, len(short[i]))
		}
	}
	cells := make([]pokerCell, p)
	for i := range cells {
		who := "   "
		if i == 0 {
			who = "you"
		}
		won := sd != nil && sd.IsWinner(i)
		mark := " "
		if won {
			mark = star
		}
		style := st.Text
		if won {
			style = st.Good
		}
		c := pokerCell{label: style.Render(fmt.Sprintf("%s %2d %s", mark, i+1, who))}
		if sd == nil {
			b := st.cardBack(ascii)
			c.cards = b + " " + b
			c.names = []string{""}
			cells[i] = c
			continue
		}
		c.cards = st.cardsText(sd.Deal.Hole[i][:], ascii)
		net := ""
		if sd.Ante > 0 {
			net = "  " + style.Render(fmt.Sprintf("%4s", signed(sd.Net(i))))
		}
		five := "  " + st.Subtle.Render(cardsPlain(sd.Best[i][:], ascii))
		mid[i] = style.Render(fmt.Sprintf("%-*s", fullW, full[i])) + net
		c.names = []string{mid[i] + five, mid[i], style.Render(fmt.Sprintf("%-*s", shortW, short[i])) + net}
		cells[i] = c
	}
	return layoutCells(cells, w, rows, func(k int) string { return st.Subtle.Render(fmt.Sprintf("… %d more", k)) })
}

// cardsPlain writes cards without colour: the best five beside a hand.
func cardsPlain(cs []cards.Card, ascii bool) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		if ascii {
			parts[i] = c.String()
		} else {
			parts[i] = c.Symbol()
		}
	}
	return strings.Join(parts, " ")
}

// resultLines: who took the pot, and how a split went, wrapped to w.
func (s *pokerScreen) resultLines(sd poker.Showdown, w int) []string {
	st := s.c.styles
	lines := splitLines(wrapText(pokerShowdownText(sd), w))
	for i, l := range lines {
		lines[i] = st.Em.Render(l)
	}
	return lines
}

// pokerShowdownText says who won, with what, and how the pot was shared.
func pokerShowdownText(sd poker.Showdown) string {
	best := lowerFirst(cards.Describe(sd.Values[sd.Winners[0]]))
	who := func(p int) string {
		if p == 0 {
			return "you"
		}
		return fmt.Sprintf("player %d", p+1)
	}
	board := ""
	if sd.BoardPlays() {
		board = " (the board plays)"
	}
	if len(sd.Winners) == 1 {
		w := sd.Winners[0]
		verb := "wins"
		if w == 0 {
			verb = "win"
		}
		if sd.Pot == 0 {
			return fmt.Sprintf("%s %s with %s%s.", upperFirst(who(w)), verb, best, board)
		}
		return fmt.Sprintf("%s %s the pot of %d with %s%s.", upperFirst(who(w)), verb, sd.Pot, best, board)
	}
	names := make([]string, len(sd.Winners))
	for i, p := range sd.Winners {
		names[i] = who(p)
	}
	list := strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	if sd.Pot == 0 {
		return fmt.Sprintf("Tie: %s share %s%s.", list, best, board)
	}
	each := sd.Pot / len(sd.Winners)
	text := fmt.Sprintf("Split pot: %s share %d with %s%s, %d each", list, sd.Pot, best, board, each)
	switch {
	case sd.Odd == 1:
		text += fmt.Sprintf("; the odd chip goes to %s, first left of the button", who(sd.Winners[0]))
	case sd.Odd > 1:
		odd := make([]string, sd.Odd)
		for i := range odd {
			odd[i] = who(sd.Winners[i])
		}
		text += fmt.Sprintf("; the %d odd chips go one each to %s, first left of the button",
			sd.Odd, strings.Join(odd[:len(odd)-1], ", ")+" and "+odd[len(odd)-1])
	}
	return text + "."
}

// bankrollLine: player 1's chips and the ante game so far.
func (s *pokerScreen) bankrollLine(w int) string {
	st := s.c.styles
	t := s.table
	ss := t.Session()
	chips := st.Em.Render(groupInt(int64(t.Chips())))
	if ss.Hands == 0 {
		return truncate(st.Subtle.Render("Bankroll ")+chips+st.Subtle.Render(fmt.Sprintf(" · every seat antes %d, the best hand takes the pot", t.Ante())), w)
	}
	long := st.Subtle.Render("Bankroll ") + chips + st.Subtle.Render(fmt.Sprintf(" · %s: won %d, split %d, lost %d · net ", plural(ss.Hands, "hand"), ss.Won, ss.Split, ss.Lost)) +
		st.Em.Render(signed(ss.Net)) + st.Subtle.Render(" (a fair ante game expects 0)")
	if lipgloss.Width(long) <= w {
		return long
	}
	return truncate(st.Subtle.Render("Bankroll ")+chips+st.Subtle.Render(fmt.Sprintf(" · %s · net ", plural(ss.Hands, "hand")))+st.Em.Render(signed(ss.Net)), w)
}
