package lottery

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	game "riffle/games/lottery"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// View is the slip, or the run's statistics while they are on show, in
// the screen's size; nothing before the first size arrives.
func (s *Model) View() string {
	if s.W < 1 || s.H < 1 {
		return ""
	}
	st := s.c.Styles()
	if s.table == nil {
		msg := "Lottery: the drums are built when the table opens."
		if s.genErr != nil {
			msg = "Lottery: no drums: " + s.genErr.Error()
		}
		return draw.Truncate(st.Bad.Render(msg), s.W)
	}
	var lines []string
	if s.statsOnShow() {
		lines = s.statsLines(s.W, s.H)
	} else {
		lines = s.tableLines(s.W, s.H)
	}
	return draw.Clip(lines, s.W, s.H)
}

// titleLine: the lottery, and the hint to the others at the right,
// shorter where the title is long (Pick 3 and the Powerballs at 80
// columns lost it).
func (s *Model) titleLine(w int) string {
	st := s.c.Styles()
	g := s.table.Game()
	title := s.c.Mark(ZoneTitle, st.Title.Render(g.Title)) + st.Subtle.Render(fmt.Sprintf(" · %s · %s a ticket", g.Summary, chipsText(g.Price)))
	pp := s.c.Mark(ZoneNext, st.Subtle.Render("p")) + st.Subtle.Render("/") + s.c.Mark(ZonePrev, st.Subtle.Render("P"))
	for _, tail := range []string{" lottery · ? every key", " lottery", ""} {
		if hint := pp + st.Subtle.Render(tail); lipgloss.Width(title)+lipgloss.Width(hint)+2 <= w {
			return title + strings.Repeat(" ", w-lipgloss.Width(title)-lipgloss.Width(hint)) + hint
		}
	}
	return title
}

// tableLines lays the table out in w × h: the title, the draw, the slip,
// the session, the pay table and the note — with the ticket field when
// typing. What must stay comes first: the title, the balls, the slip's
// heading and first ticket, the field, the session's money, the pay
// table's first line and the note; then the other tickets (those that do
// not fit are summed up in one line), the full pay table and blank lines
// when there is room.
func (s *Model) tableLines(w, h int) []string {
	st := s.c.Styles()
	title := s.titleLine(w)
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
	var pad []string
	if s.typing { // the pad before the slip's other tickets, which fold into a line
		keep := max(1, min(len(tickets), 2)) // the first ticket, and the line that folds the rest
		if p := s.padLines(w); room-keep >= len(p) {
			pad, room = p, room-len(p)
		} else {
			input[len(input)-1] = draw.Truncate(input[len(input)-1]+st.Subtle.Render(" · "+s.padRoom()), w)
		}
	}
	shown := min(len(tickets), max(1, room))
	room -= shown
	if len(note) > 1 && room >= len(note)-1 {
		room -= len(note) - 1
	} else {
		note = []string{draw.Truncate(note[0]+" "+strings.Join(note[1:], " "), w)}
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
	lines = append(lines, pad...)
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
	st := s.c.Styles()
	n := len(s.table.Tickets())
	txt := s.c.Styles().Glyphs.Text(fmt.Sprintf("     … tickets %d–%d", from, n))
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
	if s.c.PanelShown() {
		txt += " · f hides the panel to show them"
	} else {
		txt += " · a taller window shows them"
	}
	return draw.Truncate(st.Subtle.Render(txt), w)
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
	st := s.c.Styles()
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
	st := s.c.Styles()
	t := s.table
	g := t.Game()
	tickets := t.Tickets()
	if len(tickets) == 0 {
		return st.Subtle.Render(draw.FirstFit(w,
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
	st := s.c.Styles()
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
	return []string{draw.Truncate(s.input.View(), w), draw.Truncate(style.Render(mark+s.inputMsg), w)}
}

// padRoom says how to make room for the number pad, when it has none.
func (s *Model) padRoom() string {
	if s.c.PanelShown() {
		return "esc then f shows the pad"
	}
	return "a taller terminal shows the pad"
}

// noteLines: what the last key did, wrapped to w (the caller keeps the
// first line only when short of room).
func (s *Model) noteLines(w int) []string {
	st := s.c.Styles()
	note := s.note
	if note == "" {
		note = "a adds a quick pick, t types your numbers, space draws."
	}
	style := st.Text
	if s.noteBad {
		style = st.Warn
	}
	return draw.WrapStyled(style, note, w)
}

// sessionLine: the draws so far, their net, and what the pay tables'
// house edge makes expected (exact, from games/lottery).
func (s *Model) sessionLine(w int) string {
	st := s.c.Styles()
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
	return draw.Truncate(st.Text.Render(fmt.Sprintf("Session: %s · net %s (expected %s)", text.Plural(ss.Draws, "draw"),
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
