package videopoker

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	vp "riffle/engine/videopoker"
	game "riffle/games/videopoker"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// View draws the table in s.W × s.H: a title line, then the hand, the
// note, the advice and the session on the left, and the pay table on the
// right with the winning line lit.
func (s *Model) View() string {
	if s.W < 1 || s.H < 1 {
		return ""
	}
	var lines []string
	if s.game == nil {
		lines = s.c.Styles().NoCardsLines("Video poker: the machine starts when the table opens.", s.gameErr, s.W)
	} else if m, ok := s.machine(); ok {
		lines = m
	} else {
		lines = s.tableLines()
	}
	return draw.Clip(lines, s.W, s.H)
}

// tableLines lays out the title above the hand and the pay table side by
// side.
func (s *Model) tableLines() []string {
	rows := s.H - 1
	spacious := rows >= 16
	if spacious {
		rows--
	}
	pay := s.payLines(rows, max(s.W/2+4, s.W-36))
	pw := 0
	if len(pay) > 0 {
		pw = lipgloss.Width(pay[0])
	}
	lw := max(0, s.W-pw-3)
	left := s.leftLines(lw, rows, spacious)
	out := []string{s.titleLine()}
	if spacious {
		out = append(out, "")
	}
	for i := range max(len(left), len(pay)) {
		l, p := "", ""
		if i < len(left) {
			l = left[i]
		}
		if i < len(pay) {
			p = pay[i]
		}
		out = append(out, draw.FitLine(l, lw)+"   "+p)
	}
	return out
}

// titleLine: the shuffle and generator, the bet, and the round count.
func (s *Model) titleLine() string {
	st := s.c.Styles()
	g := s.game
	bet := "bet " + text.Plural(g.Bet(), "credit")
	src := s.c.Dealer(s.ledger, g.Algorithm().Name)
	right := st.P.Subtle.Render("round "+text.Int(g.Dealt())) + s.button()
	lefts := []string{
		st.P.Title.Render(g.PayTable().Title) + st.P.Subtle.Render(" · "+bet+" · "+src),
		st.P.Title.Render(g.PayTable().Title) + st.P.Subtle.Render(" · "+bet+" · "+s.c.DealerSource(s.ledger, g.Algorithm().Name)),
		st.P.Title.Render(g.PayTable().Title) + st.P.Subtle.Render(" · "+bet),
	}
	rw := lipgloss.Width(right)
	for _, l := range lefts {
		if lw := lipgloss.Width(l); lw+rw+2 <= s.W {
			return l + strings.Repeat(" ", s.W-lw-rw) + right
		}
	}
	return lefts[len(lefts)-1]
}

// leftLines are the hand, the holds, the note, the advice, the cost and
// the session, fitted to w × rows: the advice gives up lines first.
func (s *Model) leftLines(w, rows int, spacious bool) []string {
	out := []string{s.cardsLine(), s.holdsLine()}
	if spacious {
		out = append(out, "")
	}
	note := s.noteLines(w)
	tail := []string{s.costLine(w), s.sessionLine(w)}
	room := rows - len(out) - len(tail)
	if len(note) > 1 && room-len(note) < 3 {
		note = note[:1]
	}
	out = append(out, note...)
	room -= len(note)
	if spacious && room > 3 {
		out = append(out, "")
		room--
	}
	out = append(out, s.adviceLines(w, min(room, 6))...)
	return append(out, tail...)
}

// cardsLine is the five cards on show, or five backs before the first
// deal.
func (s *Model) cardsLine() string {
	st := s.c.Styles()
	ascii := s.c.Settings().ASCII
	parts := make([]string, 5)
	h := s.game.Hand()
	for i := range parts {
		if s.game.Deck() == nil || s.hidden(i) {
			parts[i] = st.CardBack(ascii)
		} else {
			parts[i] = st.Card(h[i], ascii)
		}
		parts[i] = s.c.Mark(ZoneCard(i), parts[i])
	}
	return " " + strings.Join(parts, "   ")
}

// holdsLine is HELD under a held card, its key under one that is not.
func (s *Model) holdsLine() string {
	st := s.c.Styles()
	held := s.game.Held()
	holding := s.game.Phase() == game.Holding
	parts := make([]string, 5)
	for i := range parts {
		switch {
		case held[i] && holding:
			parts[i] = st.P.Good.Render("HELD")
		case held[i] && s.game.Last() != nil:
			parts[i] = st.P.Subtle.Render("held")
		default:
			parts[i] = st.P.Key.Render(" " + strconv.Itoa(i+1) + " ")
			if !holding {
				parts[i] = st.P.Subtle.Render(" " + strconv.Itoa(i+1) + " ")
			}
			parts[i] += " "
		}
		parts[i] = s.c.Mark(ZoneHold(i), parts[i])
	}
	return strings.Join(parts, " ")
}

// noteLines are the last action's result, wrapped to w (two lines at
// most).
func (s *Model) noteLines(w int) []string {
	if s.anim.Running() && w > 0 { // the note tells what the cards turning over show
		return []string{s.c.Styles().P.Subtle.Render(draw.Truncate(s.c.Styles().Glyphs.Text("The cards turn over… (any key shows them)"), w))}
	}
	if s.note == "" || w < 1 {
		return nil
	}
	style := s.c.Styles().P.Text
	if s.noteBad {
		style = s.c.Styles().P.Warn
	}
	lines := text.SplitLines(draw.WrapText(s.note, w))
	if len(lines) > 2 {
		lines = lines[:2]
	}
	for i, l := range lines {
		lines[i] = style.Render(draw.Truncate(l, w))
	}
	return lines
}

// adviceLines are the best holds of the hand on show with their exact
// return per credit, the player's hold marked (and added below the best
// when it is not among them), in at most n lines.
func (s *Model) adviceLines(w, n int) []string {
	st := s.c.Styles()
	if n < 1 || s.game.Deck() == nil || s.anim.Running() {
		return nil
	}
	if s.adv.holds == nil {
		if s.game.Phase() != game.Holding {
			return nil // a pay table changed after the draw: nothing to advise on
		}
		return []string{st.P.Subtle.Render(draw.Truncate(st.Glyphs.Text("Counting the 32 holds…"), w))}
	}
	at := text.Plural(s.game.Bet(), "credit")
	out := []string{st.P.Subtle.Render(draw.FirstFit(w, "Best holds at "+at+" · exact return a credit",
		"Best holds at "+at+" · return a credit", "Best at "+at+" · return a credit", "Best holds at "+at, "Best holds"))}
	mine := maskOf(s.game.Held())
	if s.adv.drawn {
		mine = s.adv.mine
	}
	rank := 0
	for i, h := range s.adv.holds {
		if h.Mask == mine {
			rank = i
		}
	}
	shown := min(n-1, len(s.adv.holds))
	for i := range shown {
		k := i
		if i == shown-1 && rank >= shown {
			k = rank
		}
		out = append(out, s.holdLine(k, k == rank, w))
	}
	return out
}

// holdLine is the k-th best hold: its rank, cards and return.
func (s *Model) holdLine(k int, mine bool, w int) string {
	st := s.c.Styles()
	h := s.adv.holds[k]
	cards := holdText(h, s.c.Settings().ASCII)
	if len(h.Cards) > 0 {
		cards = strings.TrimPrefix(cards, "hold ")
	}
	ev := h.EV.FloatString(4)
	line := fmt.Sprintf("%2d %-14s %8s", k+1, cards, ev)
	if lipgloss.Width(line)+2 > w {
		line = fmt.Sprintf("%2d %s %s", k+1, cards, ev)
	}
	if mine {
		return st.P.Em.Render(draw.Truncate(line+" ←", w))
	}
	return st.P.Text.Render(draw.Truncate(line, w))
}

// costLine says what the last hold cost against the best and the
// session's total cost of mistakes, in credits.
func (s *Model) costLine(w int) string {
	st := s.c.Styles()
	total := s.cost.FloatString(2)
	if s.adv.drawn && s.adv.lost != nil {
		lost := s.adv.lost.FloatString(4)
		style := st.P.Good
		if s.adv.lost.Sign() > 0 {
			style = st.P.Warn
		}
		return style.Render(draw.FirstFit(w,
			fmt.Sprintf("Your hold cost %s credits; mistakes %s in all", lost, total),
			fmt.Sprintf("Hold cost %s · mistakes %s", lost, total),
			fmt.Sprintf("Cost %s · all %s", lost, total)))
	}
	return st.P.Subtle.Render(draw.FirstFit(w,
		fmt.Sprintf("Mistakes so far cost %s credits", total),
		fmt.Sprintf("Mistakes cost %s", total)))
}

// sessionLine is the rounds settled here and their net.
func (s *Model) sessionLine(w int) string {
	ss := s.game.Session()
	if s.sessionBefore != nil && s.anim.Running() {
		ss = *s.sessionBefore
	}
	net := text.Signed(ss.Net)
	return s.c.Styles().P.Subtle.Render(draw.FirstFit(w,
		fmt.Sprintf("%s · bet %s · paid %s · net %s", text.Plural(ss.Rounds, "round"), text.Int(int64(ss.Bet)), text.Int(int64(ss.Paid)), net),
		fmt.Sprintf("%s · net %s", text.Plural(ss.Rounds, "round"), net),
		"net "+net))
}

// payLines draws the pay table in at most rows lines and about maxW
// cells: every bet's column under a header when it fits, else the bet's
// column alone, in as many side-by-side columns as the lines need. The
// line the last draw paid is lit, and the bet's column stands out.
func (s *Model) payLines(rows, maxW int) []string {
	p := s.game.PayTable()
	nameW := 0
	for _, l := range p.Lines {
		nameW = max(nameW, lipgloss.Width(l.Name))
	}
	lit := s.litLine()
	if rows >= len(p.Lines)+1 && nameW+5*5 <= maxW {
		return s.fullPay(p, nameW, lit)
	}
	cols := (len(p.Lines) + max(1, rows) - 1) / max(1, rows)
	per := (len(p.Lines) + cols - 1) / cols
	cw := nameW + 5
	out := make([]string, per)
	for i, l := range p.Lines {
		r := i % per
		if i >= per {
			out[r] += "  "
		}
		out[r] += s.payCell(fmt.Sprintf("%-*s%5d", nameW, l.Name, l.Pays[s.game.Bet()-1]), i == lit)
	}
	for r := range out { // a short last column
		out[r] = draw.FitLine(out[r], cols*cw+2*(cols-1))
	}
	return out
}

// fullPay is the pay table with a column for each bet.
func (s *Model) fullPay(p vp.PayTable, nameW, lit int) []string {
	st := s.c.Styles()
	bet := s.game.Bet()
	head := strings.Repeat(" ", nameW)
	for c := 1; c <= 5; c++ {
		cell := fmt.Sprintf("%5s", strconv.Itoa(c)+"×")
		if c == bet {
			cell = st.P.Em.Render(cell)
		} else {
			cell = st.P.Subtle.Render(cell)
		}
		head += cell
	}
	out := []string{head}
	for i, l := range p.Lines {
		row := fmt.Sprintf("%-*s", nameW, l.Name)
		var plain, cells string
		for c := 1; c <= 5; c++ {
			cell := fmt.Sprintf("%5d", l.Pays[c-1])
			plain += cell
			if c == bet {
				cells += st.P.Em.Render(cell)
			} else {
				cells += st.P.Subtle.Render(cell)
			}
		}
		if i == lit {
			out = append(out, s.payCell(row+plain, true))
			continue
		}
		out = append(out, st.P.Text.Render(row)+cells)
	}
	return out
}

// payCell draws one line of the pay table, lit or not.
func (s *Model) payCell(t string, lit bool) string {
	if lit {
		return s.c.Styles().P.Selected.Render(t)
	}
	return s.c.Styles().P.Text.Render(t)
}

// litLine is the pay table line the hand on show pays (after a draw), or
// −1.
func (s *Model) litLine() int {
	g := s.game
	if g.Phase() != game.Betting || g.Last() == nil || g.Last().Table != g.PayTable().Name || s.anim.Running() {
		return -1
	}
	return g.Last().Line
}
