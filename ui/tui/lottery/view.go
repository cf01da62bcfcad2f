package lottery

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/stats"
	game "riffle/games/lottery"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// javaQuestion is the Java text's exercise II, which "Draw 10,000"
// answers on screen.
const javaQuestion = "Does our method generate all combinations in approximately equal proportions?"

func (s *Model) View() string {
	if s.w < 1 || s.h < 1 {
		return ""
	}
	st := s.c.Styles
	if s.table == nil {
		msg := "Lottery: the drums are built when the table opens."
		if s.genErr != nil {
			msg = "Lottery: no drums: " + s.genErr.Error()
		}
		return common.Truncate(st.Bad.Render(msg), s.w)
	}
	var lines []string
	if s.statsOnShow() {
		lines = s.statsLines(s.w, s.h)
	} else {
		lines = s.tableLines(s.w, s.h)
	}
	if len(lines) > s.h {
		lines = lines[:s.h]
	}
	for i, l := range lines {
		lines[i] = common.Truncate(l, s.w)
	}
	return strings.Join(lines, "\n")
}

// ---- the slip ----

// tableLines lays the table out in w × h: the title, the draw, the slip,
// the session, the pay table and the note — with the ticket field when
// typing. What must stay comes first: the title, the balls, the slip's
// heading and first ticket, the field, the session's money, the pay
// table's first line and the note; then the other tickets (those that do
// not fit are summed up in one line), the full pay table and blank lines
// when there is room.
func (s *Model) tableLines(w, h int) []string {
	st := s.c.Styles
	g := s.table.Game()
	title := st.Title.Render(g.Title) + st.Subtle.Render(fmt.Sprintf(" · %s · %s a ticket", g.Summary, chipsText(g.Price)))
	if hint := st.Subtle.Render("p/P lottery · ? every key"); lipgloss.Width(title)+lipgloss.Width(hint)+2 <= w {
		title += strings.Repeat(" ", w-lipgloss.Width(title)-lipgloss.Width(hint)) + hint
	}
	balls := s.ballLines(w)
	slipHead, tickets := s.slipLines(w)
	var input []string
	if s.typing {
		input = s.inputLines(w)
	}
	note := s.noteLines(w)
	compact := s.payCompact(w)
	full := s.payFull(w)
	var sess []string
	if l := s.sessionLine(w); l != "" {
		sess = []string{l}
	}

	fixed := 1 + len(balls) + 1 + len(input) + len(sess) + 1 + 1
	room := h - fixed
	shown := min(len(tickets), max(1, room))
	room -= shown
	if len(note) > 1 && room >= len(note)-1 {
		room -= len(note) - 1
	} else {
		note = []string{common.Truncate(note[0]+" "+strings.Join(note[1:], " "), w)}
	}
	tk := tickets[:shown]
	if shown < len(tickets) {
		tk = append(tk[:shown-1:shown-1], s.foldLine(shown, w))
	}
	pay := compact[:1]
	switch {
	case room >= len(full)-1:
		room -= len(full) - 1
		pay = full
	case room >= len(compact)-1:
		room -= len(compact) - 1
		pay = compact
	}
	blank := func() []string {
		if room >= 1 {
			room--
			return []string{""}
		}
		return nil
	}
	gapPay := blank()
	gapTop := blank()
	gapSlip := blank()
	var lines []string
	lines = append(lines, title)
	lines = append(lines, gapTop...)
	lines = append(lines, balls...)
	lines = append(lines, gapSlip...)
	lines = append(lines, slipHead)
	lines = append(lines, tk...)
	lines = append(lines, input...)
	lines = append(lines, sess...)
	lines = append(lines, gapPay...)
	lines = append(lines, pay...)
	lines = append(lines, note...)
	return lines
}

// foldLine stands for the tickets from number from (1-based) on that
// have no room: how many, what they won once the balls are out, and how
// to see them.
func (s *Model) foldLine(from, w int) string {
	st := s.c.Styles
	n := len(s.table.Tickets())
	txt := fmt.Sprintf("     … tickets %d–%d", from, n)
	if r := s.drawOnShow(); r != nil && !s.revealing() {
		won, chips := 0, 0
		for i := from - 1; i < len(r.Outcomes) && i < n; i++ {
			if r.Outcomes[i].Chips > 0 {
				won++
				chips += r.Outcomes[i].Chips
			}
		}
		if won == 0 {
			txt += ": none won"
		} else {
			txt += fmt.Sprintf(": %d of them won %s", won, chipsText(chips))
		}
	}
	if s.c.ShowPanel {
		txt += " · f hides the panel to show them"
	} else {
		txt += " · a taller window shows them"
	}
	return common.Truncate(st.Subtle.Render(txt), w)
}

// drawOnShow is the last draw if it was of the game on show.
func (s *Model) drawOnShow() *game.Result {
	if s.result == nil || s.result.Game.Name != s.table.Game().Name {
		return nil
	}
	return s.result
}

// revealed is the balls of r out so far, and whether the bonus ball is.
func (s *Model) revealed(r *game.Result) (balls []int, bonus bool) {
	n := len(r.Draw.Order)
	if s.shown >= n {
		return r.Draw.Balls, r.Game.HasBonus() && s.shown > n
	}
	return r.Draw.Order[:s.shown], false
}

// ballLines: the draw's balls as they come out (in the order drawn), then
// sorted; balls on a ticket of the draw stand out; wrapped to w.
func (s *Model) ballLines(w int) []string {
	st := s.c.Styles
	r := s.drawOnShow()
	if r == nil {
		return []string{st.Subtle.Render("No draw yet: space draws the slip's tickets.")}
	}
	onTicket := map[int]bool{}
	for _, tk := range r.Tickets {
		for _, n := range tk.Numbers {
			onTicket[n] = true
		}
	}
	out, bonusOut := s.revealed(r)
	label := fmt.Sprintf("Draw %d", r.Number)
	if !s.revealing() {
		label += ", sorted"
	}
	var tokens []string
	for _, b := range out {
		style := st.Em
		if onTicket[b] {
			style = st.Good
		}
		tokens = append(tokens, style.Render(fmt.Sprintf("(%2d)", b)))
	}
	for range len(r.Draw.Order) - len(out) {
		tokens = append(tokens, st.Subtle.Render("( ·)"))
	}
	if r.Game.HasBonus() {
		b := st.Subtle.Render("( ·)")
		if bonusOut {
			style := st.Em
			for _, tk := range r.Tickets {
				if tk.Bonus == r.Draw.Bonus {
					style = st.Good
				}
			}
			b = style.Render(fmt.Sprintf("(%2d)", r.Draw.Bonus))
		}
		tokens = append(tokens, st.Subtle.Render("+ "+r.Game.BonusName)+" "+b)
	}
	return flow(st.Subtle.Render(label)+"  ", tokens, w)
}

// flow lays tokens after a prefix, as many a line as fit w, the
// lines after the first indented under the first token.
func flow(prefix string, tokens []string, w int) []string {
	indent := strings.Repeat(" ", lipgloss.Width(prefix))
	line, lineW := prefix, lipgloss.Width(prefix)
	var lines []string
	for i, t := range tokens {
		tw := lipgloss.Width(t)
		if i > 0 && lineW+1+tw > w && lineW > len(indent) {
			lines = append(lines, line)
			line, lineW = indent, len(indent)
		} else if i > 0 {
			line += " "
			lineW++
		}
		line += t
		lineW += tw
	}
	return append(lines, line)
}

// slipLines: the slip's heading and one line per ticket — its numbers
// (those drawn in [brackets], as they come out), how it was marked, and
// once every ball is out, its prize tier.
func (s *Model) slipLines(w int) (head string, lines []string) {
	st := s.c.Styles
	t := s.table
	g := t.Game()
	tickets := t.Tickets()
	if len(tickets) == 0 {
		return st.Subtle.Render(common.FirstFit(w,
			fmt.Sprintf("Slip: empty — a adds a quick pick, t types your numbers (up to %d tickets).", game.MaxTickets),
			fmt.Sprintf("Slip: empty — a quick pick, t type (up to %d tickets)", game.MaxTickets))), nil
	}
	head = st.Subtle.Render(fmt.Sprintf("Slip: %s · %s a draw", text.Plural(len(tickets), "ticket"), chipsText(t.Cost())))
	if g.MinSpots != g.MaxSpots {
		head += st.Subtle.Render(fmt.Sprintf(" · quick picks mark %d spots (+/-)", t.Spots()))
	}
	r := s.drawOnShow()
	var out []int
	var bonusOut bool
	if r != nil {
		out, bonusOut = s.revealed(r)
	}
	drawn := map[int]bool{}
	for _, b := range out {
		drawn[b] = true
	}
	for i, tk := range tickets {
		played := r != nil && i < len(r.Tickets) && sameTicket(tk, r.Tickets[i])
		var b strings.Builder
		b.WriteString(st.Subtle.Render(fmt.Sprintf("%3d  ", i+1)))
		cell := func(n int, hit bool) string {
			if hit {
				return st.Good.Render(fmt.Sprintf("[%2d]", n))
			}
			return st.Text.Render(fmt.Sprintf(" %2d ", n))
		}
		for _, n := range tk.Numbers {
			b.WriteString(cell(n, played && drawn[n]))
		}
		if g.HasBonus() {
			b.WriteString(st.Subtle.Render(" + PB") + cell(tk.Bonus, played && bonusOut && tk.Bonus == r.Draw.Bonus))
		}
		how := "typed"
		if tk.Quick {
			how = "quick"
		}
		b.WriteString("  " + st.Subtle.Render(how))
		if played && !s.revealing() {
			o := r.Outcomes[i]
			tier := g.TierName(len(tk.Numbers), game.Tier{Matches: o.Matches, Bonus: o.Bonus})
			if o.Chips > 0 {
				b.WriteString("  " + st.Good.Render(fmt.Sprintf("%s → wins %s", tier, text.Int(int64(o.Chips)))))
			} else {
				b.WriteString("  " + st.Subtle.Render(tier+" · no prize"))
			}
		}
		lines = append(lines, b.String())
	}
	return head, lines
}

// inputLines: the ticket field and what it says of the numbers typed.
func (s *Model) inputLines(w int) []string {
	st := s.c.Styles
	style := st.Subtle
	switch {
	case s.inputBad:
		style = st.Warn
	case s.inputGood:
		style = st.Good
	}
	mark := "  "
	if st.Color {
		mark = ""
	} else if s.inputBad {
		mark = "! "
	}
	return []string{common.Truncate(s.input.View(), w), common.Truncate(style.Render(mark+s.inputMsg), w)}
}

// noteLines: what the last key did, wrapped to w (the caller keeps the
// first line only when short of room).
func (s *Model) noteLines(w int) []string {
	st := s.c.Styles
	note := s.note
	if note == "" {
		note = "a adds a quick pick, t types your numbers, space draws."
	}
	style := st.Text
	if s.noteBad {
		style = st.Warn
	}
	return common.WrapStyled(style, note, w)
}

// sessionLine: the draws so far, their net, and what the pay tables'
// house edge makes expected (exact, from games/lottery).
func (s *Model) sessionLine(w int) string {
	st := s.c.Styles
	ss := s.table.Session()
	if ss.Draws == 0 {
		return ""
	}
	if s.revealing() {
		ss.Won -= s.result.Won // not yet: the balls are still coming out
	}
	exp, _ := s.table.Expected().Float64()
	long := fmt.Sprintf("Session: %s, %s · spent %s · won %s · net %s (expected %s)",
		text.Plural(ss.Draws, "draw"), text.Plural(ss.Tickets, "ticket"), text.Int(int64(ss.Spent)),
		text.Int(int64(ss.Won)), text.Signed(ss.Net()), signedFloat(exp))
	if lipgloss.Width(long) <= w {
		return st.Text.Render(long)
	}
	return common.Truncate(st.Text.Render(fmt.Sprintf("Session: %s · net %s (expected %s)", text.Plural(ss.Draws, "draw"),
		text.Signed(ss.Net()), signedFloat(exp))), w)
}

// signedFloat writes x with one decimal and its sign.
func signedFloat(x float64) string {
	switch {
	case x >= 0.05:
		return "+" + text.Float(x)
	case x <= -0.05:
		return "−" + text.Float(-x)
	}
	return "0.0"
}

// payTicketSize is the size of ticket the pay table shows: the quick
// picks'.
func (s *Model) payTicketSize() int { return s.table.Spots() }

// payCompact: the pay table in few lines (the first labels it
// illustrative), wrapped to w.
func (s *Model) payCompact(w int) []string {
	st := s.c.Styles
	g := s.table.Game()
	n := s.payTicketSize()
	parts := []string{"Illustrative pay table:"}
	for _, t := range g.Tiers(n) {
		parts = append(parts, fmt.Sprintf("%s %s ·", shortTier(g, n, t), text.Int(int64(t.Chips))))
	}
	ret, _ := g.Return(n).Float64()
	parts = append(parts, fmt.Sprintf("%.1f%% back", 100*ret))
	lines := text.SplitLines(common.WrapText(strings.Join(parts, " "), max(1, w)))
	for i, l := range lines {
		if i == 0 && strings.HasPrefix(l, "Illustrative") {
			lines[i] = st.Warn.Render("Illustrative") + st.Subtle.Render(strings.TrimPrefix(l, "Illustrative"))
			continue
		}
		lines[i] = st.Subtle.Render(l)
	}
	return lines
}

// shortTier writes a tier in few characters: "5", "4+PB", "PB".
func shortTier(g game.Game, spots int, t game.Tier) string {
	switch {
	case t.Bonus && t.Matches == 0:
		return "PB"
	case t.Bonus:
		return fmt.Sprintf("%d+PB", t.Matches)
	}
	return fmt.Sprintf("%d/%d", t.Matches, spots)
}

// payFull: the pay table, one tier a line with its exact odds, and its
// exact return — labelled as the illustration it is.
func (s *Model) payFull(w int) []string {
	st := s.c.Styles
	g := s.table.Game()
	n := s.payTicketSize()
	head := st.Warn.Render("Pay table: ILLUSTRATIVE") + st.Subtle.Render(fmt.Sprintf(", not %s's real prizes", g.Title))
	if g.MinSpots != g.MaxSpots {
		head += st.Subtle.Render(fmt.Sprintf(" · %d spots", n))
	}
	lines := []string{common.Truncate(head, w)}
	tiers := g.Tiers(n)
	nameW, chipsW := 0, 0
	for _, t := range tiers {
		nameW = max(nameW, len([]rune(g.TierName(n, t))))
		chipsW = max(chipsW, len(chipsText(t.Chips)))
	}
	for _, t := range tiers {
		lines = append(lines, common.Truncate(fmt.Sprintf("  %-*s  %*s   %s", nameW, g.TierName(n, t),
			chipsW, chipsText(t.Chips), st.Subtle.Render("1 in "+oneIn(t.Prob))), w))
	}
	ret := g.Return(n)
	f, _ := ret.Float64()
	lines = append(lines, common.Truncate(st.Subtle.Render(common.FirstFit(w,
		fmt.Sprintf("  pays back %.1f%% of stakes on average (exact %s)", 100*f, ret.RatString()),
		fmt.Sprintf("  pays back %.1f%% of stakes on average", 100*f))), w))
	return lines
}

// oneIn writes 1/p as prize charts do: "435,897", "11,688,053.52",
// "8.84".
func oneIn(p *big.Rat) string {
	if p.Sign() <= 0 {
		return "∞"
	}
	inv := new(big.Rat).Inv(p)
	if inv.IsInt() {
		return text.Int(inv.Num().Int64())
	}
	f, _ := inv.Float64()
	whole := math.Floor(f)
	cents := int(math.Round((f - whole) * 100))
	if cents == 100 {
		whole, cents = whole+1, 0
	}
	return fmt.Sprintf("%s.%02d", text.Int(int64(whole)), cents)
}

// ---- the statistics of "Draw 10,000" ----

// statsLines: the run's progress, each number's frequency and test (and
// the bonus drum's), for a small lottery every combination's frequency
// and test, the Java text's question answered in a sentence, what the
// slip would have won, and the run's state. Each block has a one-line
// form that always shows (the answer shows in full); the charts, the
// question, the long forms and blank lines come with room, in that
// order.
func (s *Model) statsLines(w, h int) []string {
	st := s.c.Styles
	r := &s.run
	ta := r.tally
	g := r.game
	head := st.Title.Render("Draw 10,000") + st.Subtle.Render(fmt.Sprintf(" · %s · run %d of seed %s", g.Title, r.number, s.c.Settings.SeedText()))
	num := s.numberBlock(w)
	bonus := s.bonusBlock(w)
	combo := s.comboBlock(w)
	question := common.WrapStyled(st.Em, javaQuestion, w)
	answer := common.WrapStyled(st.Text, answerText(ta), w)
	money := common.WrapStyled(st.Subtle, moneyText(ta), w)
	moneyShort := []string{common.Truncate(st.Subtle.Render(moneyLine(ta)), w)}

	room := h - (2 + 1 + len(bonus.short) + 1 + len(answer) + 1 + 1)
	// fits takes n more lines if there is room.
	fits := func(n int) bool {
		if n <= room {
			room -= n
			return true
		}
		return false
	}
	numChart := fits(len(num.chart))
	comboChart := fits(len(combo.chart))
	bonusChart := len(bonus.chart) > 0 && fits(len(bonus.chart))
	showQ := fits(len(question))
	numLong := fits(len(num.long) - 1)
	comboLong := fits(len(combo.long) - 1)
	bonusLong := len(bonus.long) > 0 && fits(len(bonus.long)-1)
	numLegend := numChart && fits(len(num.legend))
	comboLegend := comboChart && fits(len(combo.legend))
	bonusLegend := bonusChart && fits(len(bonus.legend))
	if fits(len(money) - 1) {
		moneyShort = money
	}
	gaps := [3]bool{fits(1), fits(1), fits(1)}

	pick := func(b block, long, chart, legend bool) []string {
		out := b.short
		if long {
			out = b.long
		}
		if chart {
			out = append(slices.Clone(out), b.chart...)
			if legend {
				out = append(out, b.legend...)
			}
		}
		return out
	}
	gap := func(i int) []string {
		if gaps[i] {
			return []string{""}
		}
		return nil
	}
	var lines []string
	lines = append(lines, head, s.progressLine(w))
	lines = append(lines, gap(0)...)
	lines = append(lines, pick(num, numLong, numChart, numLegend)...)
	lines = append(lines, pick(bonus, bonusLong, bonusChart, bonusLegend)...)
	lines = append(lines, gap(1)...)
	lines = append(lines, pick(combo, comboLong, comboChart, comboLegend)...)
	lines = append(lines, gap(2)...)
	if showQ {
		lines = append(lines, question...)
	}
	lines = append(lines, answer...)
	lines = append(lines, moneyShort...)
	lines = append(lines, s.runStatus(w))
	return lines
}

// block is one block of the statistics: its one-line form, its
// long form (one or more lines), its chart and the chart's legend.
type block struct {
	short, long, chart, legend []string
}

// runStatus: the run's state and what the keys do now, in one line —
// drawn from the run itself, so it is never stale.
func (s *Model) runStatus(w int) string {
	st := s.c.Styles
	r := &s.run
	var txt string
	switch {
	case r.err != nil:
		return common.Truncate(st.Bad.Render(fmt.Sprintf("Run %d failed: %v. m starts a new run.", r.number, r.err)), w)
	case r.running:
		txt = common.FirstFit(w,
			fmt.Sprintf("Run %d is drawing: a simulation, no chips move · m stops it · v the slip", r.number),
			fmt.Sprintf("Run %d is drawing (no chips move) · m stops · v the slip", r.number))
	case r.done():
		txt = common.FirstFit(w,
			fmt.Sprintf("Run %d done · m starts run %d (10,000 new draws) · v back to the slip", r.number, r.number+1),
			fmt.Sprintf("Run %d done · m starts run %d · v the slip", r.number, r.number+1))
	default:
		txt = common.FirstFit(w,
			fmt.Sprintf("Run %d stopped at %s draws · m starts run %d · v back to the slip", r.number, text.Int(r.tally.Draws), r.number+1),
			fmt.Sprintf("Run %d stopped at %s · m starts run %d · v the slip", r.number, text.Int(r.tally.Draws), r.number+1))
	}
	return common.Truncate(st.Text.Render(txt), w)
}

// testLines writes what was counted and its test: on one line when
// it fits w, else the two parts on two lines.
func testLines(st common.Styles, what string, chi2 float64, df int, p float64, w int) []string {
	test := testText(st, chi2, df, p)
	one := st.Text.Render(what+" · ") + test
	if lipgloss.Width(one) <= w {
		return []string{one}
	}
	return []string{common.Truncate(st.Text.Render(what), w), common.Truncate("  "+test, w)}
}

// testText is a χ² test in a few words, styled by its verdict.
func testText(st common.Styles, chi2 float64, df int, p float64) string {
	return panel.VerdictStyle(st, p, 0).Render(fmt.Sprintf("χ² %s df %d p %s · %s", text.Float(chi2), df, text.PValue(p), verdict(p)))
}

// testBlock is a counted thing and its test as a block: the long
// form from testLines, the short one a label and the test.
func testBlock(st common.Styles, label, what string, chi2 float64, df int, p float64, w int) block {
	long := testLines(st, what, chi2, df, p, w)
	short := long
	if len(long) > 1 {
		short = []string{common.Truncate(st.Text.Render(label+": ")+testText(st, chi2, df, p), w)}
	}
	return block{short: short, long: long}
}

// verdict is stats.Verdict in few words.
func verdict(p float64) string {
	switch {
	case math.IsNaN(p):
		return "no verdict"
	case p >= stats.FairP:
		return "no evidence of bias"
	case p >= stats.BiasedP:
		return "suspicious"
	}
	return "biased"
}

// progressLine: a bar of the draws done, and the run's state in a word.
func (s *Model) progressLine(w int) string {
	st := s.c.Styles
	r := &s.run
	frac := float64(r.tally.Draws) / runDraws
	var state string
	switch {
	case r.err != nil:
		state = st.Bad.Render("failed")
	case r.running:
		state = st.Subtle.Render("drawing")
	case r.done():
		state = st.Good.Render("done")
	default:
		state = st.Warn.Render("stopped")
	}
	text := fmt.Sprintf(" %3.0f%% · %s draws · ", 100*frac, text.Int(r.tally.Draws))
	barW := max(0, min(50, w-lipgloss.Width(text)-lipgloss.Width(state)))
	return common.ProgressCells(st, frac, barW) + st.Text.Render(text) + state
}

// ballTest is the panel's calibrated χ² of the numbers' counts
// (draws without replacement: panel.BallTally).
func ballTest(ta *game.Tally) (chi2 float64, df int, p float64) {
	b := &panel.BallTally{N: len(ta.Numbers), K: ta.Game().Lottery.Drawn, Draws: ta.Draws, Counts: ta.Numbers}
	return b.Test()
}

// sigmas is how many standard deviations either side of the
// expected count a deviation chart spans: its cell is full at +4σ and
// empty at −4σ, so each eighth of a cell is one σ.
const sigmas = 4

// deviationRows draws counts as one row of columns (eighths of a
// cell) centred on the expected count exp: a count at exp is ▄, each
// eighth up or down is one standard deviation sd, and counts beyond ±4σ
// are full or empty cells. Fair counts stay mostly within ▂…▆; a bias
// shows as columns pinned high or low. The row is split into rows of at
// most w columns.
func deviationRows(counts []int64, exp, sd float64, w int) []string {
	if w < 1 || len(counts) == 0 {
		return nil
	}
	vals := make([]float64, len(counts))
	for i, c := range counts {
		vals[i] = float64(c) - (exp - sigmas*sd)
		if sd <= 0 { // no draws: every column at the expected level
			vals[i] = 1
		}
	}
	top := 2 * sigmas * sd
	if sd <= 0 {
		top = 2
	}
	n := len(vals)
	segs := (n + w - 1) / w
	per := (n + segs - 1) / segs
	var out []string
	for i := 0; i < n; i += per {
		out = append(out, common.SparkRows(vals[i:min(n, i+per)], top, 1)...)
	}
	return out
}

// legendText writes a deviation chart's legend in w cells: what the
// columns are, what ▄ is and what a step is worth (shorter forms when
// the long one does not fit).
func legendText(what string, exp, sd float64, w int) string {
	e, d := text.Float(exp), text.Float(sd)
	return common.FirstFit(w,
		fmt.Sprintf("  %s · ▄ = %s expected · each step up or down = 1σ = %s", what, e, d),
		fmt.Sprintf("  %s · ▄ = %s expected · a step = 1σ = %s", what, e, d),
		fmt.Sprintf("  ▄ = %s expected · a step = 1σ = %s · %s", e, d, what))
}

// deviationChart is a deviation chart's block lines: its rows indented by
// two, and its legend — beside a lone row when a short form fits there,
// else on a line of its own.
func deviationChart(st common.Styles, counts []int64, exp, sd float64, what string, w int) (chart, legend []string) {
	rows := deviationRows(counts, exp, sd, max(1, w-2))
	for _, row := range rows {
		chart = append(chart, "  "+st.Bar.Render(row))
	}
	if len(rows) == 1 {
		short := fmt.Sprintf("  ▄ = %s expected · a step = 1σ = %s", text.Float(exp), text.Float(sd))
		if 2+lipgloss.Width(rows[0])+lipgloss.Width(short) <= w {
			chart[0] += st.Subtle.Render(short)
			return chart, nil
		}
	}
	return chart, []string{common.Truncate(st.Subtle.Render(legendText(what, exp, sd, w)), w)}
}

// numberBlock: each number's count against D·k/n with the calibrated
// χ², and a deviation chart of the counts (σ = √(D·(k/n)(1 − k/n)): in
// each draw a number comes up with probability k/n, independently from
// draw to draw).
func (s *Model) numberBlock(w int) block {
	st := s.c.Styles
	ta := s.run.tally
	g := ta.Game()
	k, n := float64(g.Lottery.Drawn), float64(g.Lottery.Balls)
	d := float64(ta.Draws)
	exp, sd := d*k/n, math.Sqrt(d*(k/n)*(1-k/n))
	chi2, df, p := ballTest(ta)
	b := testBlock(st, "Numbers", fmt.Sprintf("Each of the %d numbers: %s expected", g.Lottery.Balls, text.Float(exp)), chi2, df, p, w)
	b.chart, b.legend = deviationChart(st, ta.Numbers, exp, sd, fmt.Sprintf("numbers 1…%d", g.Lottery.Balls), w)
	return b
}

// uniformTest is Pearson's χ² of counts against equal
// probabilities (stats.GoodnessOfFit).
func uniformTest(counts []int64) (chi2 float64, df int, p float64) {
	probs := make([]float64, len(counts))
	for i := range probs {
		probs[i] = 1 / float64(len(counts))
	}
	return stats.GoodnessOfFit(counts, probs)
}

// bonusBlock: for a game with a bonus drum, each of its balls' count
// against D/M with Pearson's χ² (one ball a draw: the counts are
// multinomial, the plain test is calibrated), and its deviation chart;
// nothing without one.
func (s *Model) bonusBlock(w int) block {
	st := s.c.Styles
	ta := s.run.tally
	g := ta.Game()
	if !g.HasBonus() || ta.Bonus == nil {
		return block{}
	}
	m, d := float64(g.Lottery.Bonus), float64(ta.Draws)
	exp, sd := d/m, math.Sqrt(d*(1/m)*(1-1/m))
	chi2, df, p := uniformTest(ta.Bonus)
	b := testBlock(st, g.BonusName, fmt.Sprintf("The %s, each of %d: %s expected", g.BonusName, g.Lottery.Bonus, text.Float(exp)), chi2, df, p, w)
	b.chart, b.legend = deviationChart(st, ta.Bonus, exp, sd, fmt.Sprintf("%s 1…%d", g.BonusName, g.Lottery.Bonus), w)
	return b
}

// comboTest is Pearson's χ² of the combinations' counts against
// the uniform 1/C(n, k).
func comboTest(counts []int64) (chi2 float64, df int, p float64) {
	return uniformTest(counts)
}

// comboBlock: for a small lottery, every combination's count with its
// test, a deviation chart of the counts in colex order (split into rows
// of at most w columns), and the fewest and most drawn; for a large one,
// how many combinations there are and why they are not tested one by
// one.
func (s *Model) comboBlock(w int) block {
	st := s.c.Styles
	ta := s.run.tally
	g := ta.Game()
	l := g.Lottery
	if ta.Combos == nil {
		c := g.Combinations()
		cf, _ := new(big.Float).SetInt(c).Float64()
		each := fmt.Sprintf("%.2g", runDraws/cf)
		// The first that fits.
		var short string
		for _, f := range []string{
			"Combinations: C(%d, %d) = %s; %s expected each in 10,000 draws",
			"Combinations: C(%d, %d) = %s; %s expected each",
			"Combinations: C(%d, %d) = %s; %s each",
		} {
			short = fmt.Sprintf(f, l.Balls, l.Drawn, text.BigInt(c), each)
			if lipgloss.Width(short) <= w {
				break
			}
		}
		long := fmt.Sprintf("Combinations: C(%d, %d) = %s; 10,000 draws expect %s of each — too few to test one by one.",
			l.Balls, l.Drawn, text.BigInt(c), each)
		return block{short: []string{common.Truncate(st.Subtle.Render(short), w)}, long: common.WrapStyled(st.Subtle, long, w)}
	}
	n := len(ta.Combos)
	d := float64(ta.Draws)
	exp, sd := d/float64(n), math.Sqrt(d*(1/float64(n))*(1-1/float64(n)))
	chi2, df, p := comboTest(ta.Combos)
	b := testBlock(st, "Combinations", fmt.Sprintf("Every combination: %d = C(%d, %d), %s expected each", n, l.Balls, l.Drawn, text.Float(exp)), chi2, df, p, w)
	for _, row := range deviationRows(ta.Combos, exp, sd, max(1, w-2)) {
		b.chart = append(b.chart, "  "+st.Bar.Render(row))
	}
	lo, hi := 0, 0
	for i, c := range ta.Combos {
		if c < ta.Combos[lo] {
			lo = i
		}
		if c > ta.Combos[hi] {
			hi = i
		}
	}
	b.legend = []string{
		common.Truncate(st.Subtle.Render(legendText(fmt.Sprintf("colex order, {%s} first", join(game.Unrank(0, l.Drawn))), exp, sd, w)), w),
		common.Truncate(st.Subtle.Render(fmt.Sprintf("  fewest: {%s} %s times · most: {%s} %s times",
			join(game.Unrank(lo, l.Drawn)), text.Int(ta.Combos[lo]), join(game.Unrank(hi, l.Drawn)), text.Int(ta.Combos[hi]))), w),
	}
	return b
}

func join(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = fmt.Sprint(n)
	}
	return strings.Join(parts, " ")
}

// answerText answers javaQuestion from a run's tally in one or two
// sentences: yes, not clearly, or no, by the combinations' χ² p-value
// (stats.FairP and stats.BiasedP, the panel's thresholds); or why the
// combinations of a large lottery cannot be tested one by one.
func answerText(ta *game.Tally) string {
	g := ta.Game()
	if ta.Combos == nil {
		each := "each number is"
		if g.HasBonus() {
			each = "each number and the " + g.BonusName + " are"
		}
		return fmt.Sprintf("Not here: too many combinations for 10,000 draws, so %s tested instead. "+
			"Key 3 tests Pick 3 of 10: 120 combinations, few enough.", each)
	}
	n := len(ta.Combos)
	exp := float64(ta.Draws) / float64(n)
	if exp < 5 {
		return fmt.Sprintf("Too soon to tell: %s draws give each of the %d combinations %s expected; the χ² test wants 5 or more.",
			text.Int(ta.Draws), n, text.Float(exp))
	}
	lo, hi, seen := ta.Combos[0], ta.Combos[0], 0
	for _, c := range ta.Combos {
		lo, hi = min(lo, c), max(hi, c)
		if c > 0 {
			seen++
		}
	}
	came := fmt.Sprintf("all %d came up", n)
	if seen < n {
		came = fmt.Sprintf("%d of the %d came up", seen, n)
	}
	so := ""
	if ta.Draws < runDraws {
		so = fmt.Sprintf("So far (%s draws): ", text.Int(ta.Draws))
	}
	chi2, df, p := comboTest(ta.Combos)
	spread := fmt.Sprintf("%s, %s to %s times each (%s expected)", came, text.Int(lo), text.Int(hi), text.Float(exp))
	switch {
	case p >= stats.FairP:
		return fmt.Sprintf("%sYes: %s; χ² %s on %d df, p = %s — no evidence of unequal proportions.", so, spread, text.Float(chi2), df, text.PValue(p))
	case p >= stats.BiasedP:
		return fmt.Sprintf("%sNot clearly: %s; p = %s is suspicious. A new run (m) shows whether it persists.", so, spread, text.PValue(p))
	}
	return fmt.Sprintf("%sNo: %s; χ² %s on %d df, p %s — this generator and method favour some combinations.", so, spread, text.Float(chi2), df, pBound(p))
}

// pBound writes a small p-value with its relation: "= 3.20e-09",
// or "< 1e-300" where it underflows.
func pBound(p float64) string {
	if p == 0 {
		return "< 1e-300"
	}
	return "= " + text.PValue(p)
}

// moneyLine is moneyText in one line.
func moneyLine(ta *game.Tally) string {
	if len(ta.Tickets) == 0 {
		return "No tickets on the slip."
	}
	back, exact := payback(ta)
	return fmt.Sprintf("Tickets: cost %s · won %s · %.1f%% back (exact %.1f%%) · no chips moved",
		text.Int(ta.Cost), text.Int(ta.Won), 100*back, 100*exact)
}

// payback is the share of the run's stakes the tickets won, and the
// pay table's exact return for them (the mean of games/lottery's Return
// over the tickets, which all cost the same).
func payback(ta *game.Tally) (back, exact float64) {
	g := ta.Game()
	ret := new(big.Rat)
	for _, tk := range ta.Tickets {
		ret.Add(ret, g.Return(len(tk.Numbers)))
	}
	ret.Quo(ret, big.NewRat(int64(max(1, len(ta.Tickets))), 1))
	exact, _ = ret.Float64()
	if ta.Cost > 0 {
		back = float64(ta.Won) / float64(ta.Cost)
	}
	return back, exact
}

// moneyText: what the run's tickets would have cost and won,
// beside the pay table's exact return.
func moneyText(ta *game.Tally) string {
	if len(ta.Tickets) == 0 {
		return "No tickets were on the slip: with some, a run also shows what they would have won."
	}
	back, exact := payback(ta)
	return fmt.Sprintf("Your %s over %s draws would have cost %s and won %s: %.1f%% back, against %.1f%% exact. A simulation: no chips moved.",
		text.Plural(len(ta.Tickets), "ticket"), text.Int(ta.Draws), chipsText(int(ta.Cost)), text.Int(ta.Won), 100*back, 100*exact)
}
