package craps

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/odds"
	game "riffle/games/craps"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/felt"
)

// View draws the table, or the puzzles in the puzzle mode, in the area
// SetSize gave.
func (s *Model) View() string {
	if s.W < 1 || s.H < 1 {
		return ""
	}
	if s.puzzle {
		return s.puzzleView()
	}
	if s.anim.Running() && s.still != nil {
		return s.tumbleView()
	}
	st := s.c.Styles()
	if s.table == nil {
		msg := "Craps: the dice are built when the table opens."
		if s.genErr != nil {
			msg = "Craps: no dice: " + s.genErr.Error()
		}
		return draw.Truncate(st.Bad.Render(msg), s.W)
	}
	return strings.Join(s.tableLines(), "\n")
}

// tableLines lays the table out in s.W × s.H: the dice beside the puck,
// the bets and the last decision (under them when it does not fit there),
// then the history, the last roll and the session; with room, a title
// (first: it stays at 80×24 with the panel under the table), the rules of
// the phase, the point table and, under the title, the table's felt.
func (s *Model) tableLines() []string {
	st := s.c.Styles()
	w, h := s.W, s.H
	top, decision := s.topLines(w, false)
	core := []string{s.historyLine(w)}
	core = append(core, s.noteLines(w, 1)...)
	core = append(core, decision...)
	core = append(core, s.sessionLines(w)...)

	// Optional blocks, added while they fit, most useful first.
	title := st.Title.Render("Craps") + st.Subtle.Render(" · every bet, its exact edge")
	if hint := s.c.Mark(ZonePuzzles, st.Subtle.Render("p puzzles")) + st.Subtle.Render(" · ? every key"); lipgloss.Width(title)+lipgloss.Width(hint)+2 <= w {
		title += strings.Repeat(" ", w-lipgloss.Width(title)-lipgloss.Width(hint)) + hint
	}
	rules := st.Subtle.Render(s.phaseRules())
	room := h - len(top) - len(core)
	var head, tail []string
	if extra := s.noteLines(w, 1+min(max(room, 0), 2)); len(extra) > 1 { // what the last key did, whole, before the title and the rules
		core = append(append(core[:1:1], extra...), core[2:]...)
		room -= len(extra) - 1
	}
	if room >= 1 {
		head = append(head, draw.Truncate(title, w))
		room--
	}
	if room >= 1 {
		tail = append(tail, draw.Truncate(rules, w))
		room--
	}
	if room >= 2 {
		head = append(head, "")
		room--
	}
	var felt []string // the table's felt, under the title: boxed where the room allows, else its rows
	lay := s.layoutLines(w, true)
	if room < len(lay)+1 {
		lay = s.layoutLines(w, false)
	}
	if lay != nil && room >= len(lay) {
		felt = lay
		room -= len(lay)
		if room >= 1 {
			felt = append(felt, "")
			room--
		}
	}
	if felt == nil { // the bets beside the dice, in place of the table's limits
		top, _ = s.topLines(w, true) // the same lines: the decision goes where it went
	}
	if pt := s.pointTableLines(w); room >= len(pt)+1 {
		tail = append(tail, "")
		tail = append(tail, pt...)
		room -= len(pt) + 1
	}
	if room >= 1 {
		core = append([]string{""}, core...)
	}
	lines := append(append(append(append(head, felt...), top...), core...), tail...)
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		lines[i] = draw.Truncate(l, w)
	}
	return lines
}

// topLines: the dice beside the puck, the bets and the last decision
// (the decision apart, to go under them, when it does not fit there).
func (s *Model) topLines(w int, bets bool) (top, decision []string) {
	dice := s.diceLines()
	diceW := 2*s.dieSize().W() + 1
	if s.decision != nil {
		d, _ := s.decisionLine(w)
		decision = []string{d}
	}
	if w >= diceW+24 {
		side := s.sideLines(bets)
		if decision != nil {
			if d, whole := s.decisionLine(w - diceW - 3); whole {
				side, decision = append(side, d), nil // beside the dice's sum
			}
		}
		for i := range max(len(dice), len(side)) {
			l := strings.Repeat(" ", diceW)
			if i < len(dice) {
				l = dice[i]
			}
			r := ""
			if i < len(side) {
				r = side[i]
			}
			top = append(top, l+"   "+draw.Truncate(r, w-diceW-3))
		}
	} else {
		top = append(dice, s.sideLines(bets)...)
	}
	return top, decision
}

// diceLines draws the two dice of the last roll (a ? on each before the
// first) at the size the room takes, and the sum under them.
func (s *Model) diceLines() []string {
	st := s.c.Styles()
	f := felt.New(st)
	size := s.dieSize()
	r, ok := s.table.Last()
	d1, d2 := 0, 0
	if ok {
		d1, d2 = r.Roll.D1, r.Roll.D2
	}
	a, b := f.Die(d1, 6, size, false), f.Die(d2, 6, size, false)
	lines := make([]string, 0, len(a)+1)
	for i := range a {
		lines = append(lines, a[i]+" "+b[i])
	}
	sum := "  no roll yet"
	style := st.Subtle
	if ok {
		sum = fmt.Sprintf("  %d + %d = %d", r.Roll.D1, r.Roll.D2, r.Roll.Sum())
		style = st.Em
		switch {
		case r.Event.Won():
			sum += " " + st.Glyphs.Text("✓")
			style = st.Good
		case r.Event.Decided():
			sum += " " + st.Glyphs.Text("✗")
			style = st.Bad
		}
	}
	return append(lines, draw.FitLine(style.Render(sum), 2*size.W()+1))
}

// dieSize is the dice's size: large where the table has the room (a
// 140×45 terminal and up), else small.
func (s *Model) dieSize() felt.DieSize {
	if s.H >= 30 && s.W >= 2*felt.DieLarge.W()+1+3+50 {
		return felt.DieLarge
	}
	return felt.DieSmall
}

// sideLines: the puck on the point numbers, the table's limits and
// working rules, the bet under the cursor with its payout and exact edge,
// what is on the table with its expected cost a roll, and the chips in
// hand.
func (s *Model) sideLines(bets bool) []string {
	st := s.c.Styles()
	t := s.table
	var puck strings.Builder
	puck.WriteString(st.P.Subtle.Render("Point "))
	for _, p := range odds.CrapsPoints {
		if p == t.Point() {
			puck.WriteString(s.c.Mark(ZonePuck(p), st.P.Selected.Render(fmt.Sprintf("[%d]", p))))
		} else {
			puck.WriteString(s.c.Mark(ZonePuck(p), st.P.Text.Render(fmt.Sprintf(" %d ", p))))
		}
	}
	if t.ComeOut() {
		puck.WriteString("  " + st.P.Subtle.Render("○ OFF"))
	} else {
		puck.WriteString("  " + st.P.Good.Render("● ON"))
	}
	r := t.Rules()
	work := "come-out: place bets off"
	if t.Working() {
		work = "come-out: place bets on"
	}
	limit := "odds " + r.Odds.String()
	if r.Odds.String() == "no odds" {
		limit = "no odds"
	}
	lines := []string{puck.String(), st.P.Subtle.Render(fmt.Sprintf("Table %d–%d · %s · %s", r.Min, r.Max, limit, work))}
	if bets { // no felt on show: the bets on it instead
		lines[1] = st.P.Subtle.Render("Bets ") + st.P.Text.Render(betsText(t, " · "))
	}
	label := func(l string) string { return st.P.Subtle.Render(fmt.Sprintf("%-12s", l)) }
	amount := func(n int) string {
		if n == 0 {
			return st.P.Subtle.Render(fmt.Sprintf("%5s", "—"))
		}
		return st.P.Em.Render(fmt.Sprintf("%5s", text.Int(int64(n))))
	}
	p := s.selected()
	b, _ := t.BetOf(p)
	note := "pays " + b.Pays
	if t.Bet(p) == 0 {
		if why := s.cannotBet(p); why != "" {
			note = why
		}
	} else if !t.Works(p) {
		note += " · off this roll"
	}
	lines = append(lines, st.P.Selected.Render(st.Glyphs.Text("▸ ")+text.Capitalize(game.PlaceName(p)))+" "+amount(t.Bet(p))+"  "+st.P.Subtle.Render(note))
	lines = append(lines, st.P.Subtle.Render("  edge ")+st.P.Text.Render(edgeLine(b)))
	perRoll := s.perRoll()
	lines = append(lines, label("On the table")+amount(t.OnTable())+st.P.Subtle.Render(" · in hand ")+st.P.Text.Render(text.Int(int64(s.hand())))+
		st.P.Subtle.Render(fmt.Sprintf(" · edge %.2f a roll", perRoll)))
	return lines
}

// perRoll is the table's expected loss a roll on what is on it, worked
// out exactly (big.Rat) once for each layout.
func (s *Model) perRoll() float64 {
	if v := s.table.Version(); v != s.perRollFor {
		s.perRollFor = v
		s.perRollVal, _ = s.table.PerRoll().Float64()
	}
	return s.perRollVal
}

// betsText lists the bets on the table, "pass line 10 · odds 50 · place 6
// 12" with sep between them, or "none".
func betsText(t *game.Table, sep string) string {
	places := t.Places()
	if len(places) == 0 {
		return "none"
	}
	parts := make([]string, len(places))
	for i, p := range places {
		parts[i] = game.PlaceName(p) + " " + text.Int(int64(t.Bet(p)))
	}
	return strings.Join(parts, sep)
}

// edgeLine writes a bet's exact edge a bet resolved and a roll: "1/66 =
// 1.515% a bet · 0.463% a roll"; "none: true odds" for odds.
func edgeLine(b odds.CrapsBet) string {
	if b.Edge == nil || b.Edge.Sign() == 0 { // odds before a point: true odds whatever the point
		return "none: true odds"
	}
	return fmt.Sprintf("%s = %s a bet · %s a roll", b.Edge.RatString(), ratPercent(b.Edge, 3), ratPercent(b.EdgePerRoll(), 3))
}

// historyLine: the last rolls, newest last, a │ after each decision and
// ✓/✗ on the rolls that decided — as many as fit in w.
func (s *Model) historyLine(w int) string {
	st := s.c.Styles()
	prefix := st.P.Subtle.Render("Rolls ")
	if len(s.history) == 0 {
		return prefix + st.P.Subtle.Render("none yet")
	}
	avail := w - 6
	var tokens []string
	used := 0
	for i := len(s.history) - 1; i >= 0; i-- {
		r := s.history[i]
		tok := fmt.Sprint(r.sum)
		style := st.Text
		switch {
		case r.event.Won():
			tok += "✓"
			style = st.Good
		case r.event.Decided():
			tok += "✗"
			style = st.Bad
		}
		plainTok := tok
		if r.event.Decided() && i < len(s.history)-1 {
			plainTok += " │"
			tok = style.Render(tok) + st.P.Subtle.Render(" │")
		} else {
			tok = style.Render(tok)
		}
		if used+len([]rune(plainTok))+1 > avail-2 {
			tokens = append(tokens, st.P.Subtle.Render("…"))
			break
		}
		used += len([]rune(plainTok)) + 1
		tokens = append(tokens, tok)
	}
	for i, j := 0, len(tokens)-1; i < j; i, j = i+1, j-1 {
		tokens[i], tokens[j] = tokens[j], tokens[i]
	}
	return prefix + strings.Join(tokens, " ")
}

// noteLines: what the last key did, in at most n lines.
func (s *Model) noteLines(w, n int) []string {
	st := s.c.Styles()
	note := s.note
	if note == "" {
		note = "space rolls the dice."
	}
	style := st.Text
	if s.noteBad {
		style = st.Warn
	}
	lines := text.SplitLines(draw.WrapText(note, w))
	if len(lines) > n {
		lines = lines[:n]
		lines[n-1] = draw.Truncate(lines[n-1]+" …", w)
		if n == 1 {
			lines[0] = draw.Truncate(note, w)
		}
	}
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}

// decisionLine: the last decision and its number, in w cells, and
// whether it fits them whole.
func (s *Model) decisionLine(w int) (string, bool) {
	st := s.c.Styles()
	style := st.Text
	switch s.decGood {
	case 1:
		style = st.Good
	case -1:
		style = st.Bad
	}
	label := st.Subtle.Render(fmt.Sprintf("Decision %d: ", s.table.Session().Decisions))
	if s.shownRolls != s.decidedAt { // the dice have rolled on since: it is the last one, not this roll's
		style = st.Subtle
		label = st.Subtle.Render(fmt.Sprintf("Last decision, %d: ", s.table.Session().Decisions))
	}
	if s.decGood == 1 && s.anim.Flashing() && s.anim.Lit() {
		style = style.Reverse(true) // a win just shown flashes
	}
	line := label + style.Render(decisionText(*s.decision, true))
	if lipgloss.Width(line) > w {
		line = label + style.Render(decisionText(*s.decision, false)) // without the pass line's and the odds' shares
	}
	return draw.Truncate(line, w), lipgloss.Width(line) <= w
}

// sessionLines: the net result against what the house edge makes
// expected on the session's rolls, Σ stake × edge per roll over every roll
// and every bet working on it (games/craps.Session.Expected), in one
// wording at every width and every count, on a second line only when w is
// too narrow for it.
func (s *Model) sessionLines(w int) []string {
	st := s.c.Styles()
	ss := s.table.Session()
	key := draw.MemoKey(st.MemoID(), strconv.Itoa(w), strconv.Itoa(ss.Rolls), strconv.Itoa(ss.Decisions), strconv.Itoa(ss.Net))
	return strings.Split(s.sessionMemo.Draw(key, func() string { return strings.Join(s.drawSession(w), "\n") }), "\n")
}

// drawSession draws what sessionLines shows.
func (s *Model) drawSession(w int) []string {
	st := s.c.Styles()
	ss := s.table.Session()
	exp, _ := ss.Expected().Float64()
	line := fmt.Sprintf("%s: net %s, expected %s (stake × edge per roll, summed)",
		text.Capitalize(text.Plural(ss.Rolls, "roll")), text.Signed(ss.Net), signedFloat(exp))
	lines := text.SplitLines(draw.WrapText(line, w))
	for i, l := range lines {
		lines[i] = st.Text.Render(l)
	}
	return lines
}

// phaseRules states the rules of the roll to come.
func (s *Model) phaseRules() string {
	t := s.table
	if t.ComeOut() {
		return "Come-out: 7 or 11 wins, 2, 3 or 12 loses, any other number is the point."
	}
	p := t.Point()
	return fmt.Sprintf("Point %d: %s before a 7 wins (%s). Odds pay %s, no house edge.",
		p, article(p), makeText(p), game.OddsRatio(p))
}

// pointTableLines: the exact point table and the edges, from
// engine/odds.
func (s *Model) pointTableLines(w int) []string {
	key := draw.MemoKey(s.c.Styles().MemoID(), strconv.Itoa(w), s.table.Rules().Odds.String())
	return strings.Split(s.pointMemo.Draw(key, func() string { return strings.Join(s.drawPointTable(w), "\n") }), "\n")
}

// drawPointTable draws what pointTableLines shows.
func (s *Model) drawPointTable(w int) []string {
	st := s.c.Styles()
	pts := passPoints()
	row := func(label string, cell func(odds.CrapsPoint) string) string {
		var b strings.Builder
		b.WriteString(st.Subtle.Render(fmt.Sprintf("%-10s", label)))
		for _, p := range pts {
			b.WriteString(fmt.Sprintf("%6s", cell(p)))
		}
		return b.String()
	}
	lines := []string{
		row("point", func(p odds.CrapsPoint) string { return fmt.Sprint(p.Point) }),
		row("set by", func(p odds.CrapsPoint) string { return p.Set.RatString() }),
		row("made", func(p odds.CrapsPoint) string { return p.Make.RatString() }),
		row("odds pay", func(p odds.CrapsPoint) string { return game.OddsRatio(p.Point) }),
	}
	lim := s.table.Rules().Odds
	win, edge := odds.PassLineWin(), odds.PassLineHouseEdge()
	lines = append(lines, st.Subtle.Render(fmt.Sprintf("Pass line wins %s = %s; house edge %s = %s, or %s of all chips bet with full %s odds.",
		win.RatString(), ratPercent(win, 2), edge.RatString(), ratPercent(edge, 3), ratPercent(lim.HouseEdge(), 3), lim)))
	var out []string
	for _, l := range lines {
		out = append(out, text.SplitLines(draw.WrapText(l, w))...)
	}
	return out
}

// passPoints are the pass line's points, worked out once (engine/odds:
// big.Rat arithmetic).
var passPoints = sync.OnceValue(odds.PassLinePoints)
