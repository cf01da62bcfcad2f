package cheat

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/cards"
	"riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// View draws the table in s.w × s.h: the header with the server's and
// your clocks, the hands and the board (with what the crack predicts),
// the search, the last note and, with room, the moral.
func (s *Model) View() string {
	if s.w <= 0 || s.h <= 0 {
		return common.Fit("", s.w, s.h)
	}
	lines := s.headerLines()
	lines = append(lines, s.tableLines()...)
	lines = append(lines, "")
	lines = append(lines, s.searchLines()...)
	if s.note != "" {
		style := s.c.Styles.Text
		if s.noteBad {
			style = s.c.Styles.Bad
		}
		lines = append(lines, style.Render(s.note))
	}
	lines = append(lines, s.moralLines(s.h-len(lines))...)
	return common.Fit(strings.Join(lines, "\n"), s.w, s.h)
}

// headerLines: the table, when Randomize read the server's clock and
// from where, your clock, and the server-time field (or a blank line).
func (s *Model) headerLines() []string {
	st := s.c.Styles
	lines := []string{st.Title.Render("Texas Hold'em on the 1999 ASF server") + st.Subtle.Render(
		fmt.Sprintf(" · %d players · ASF shuffle, Delphi Random", s.players))}
	at, window := s.attackerClock()
	source := "server clock"
	switch {
	case s.setTime >= 0:
		source = "the time you set"
	case s.clock != nil:
		source = "server clock, replayed from the seed"
	}
	lines = append(lines, s.c.Mark(ZoneServer, st.Subtle.Render(fmt.Sprintf("Randomize read %s (%s)", poker.ClockText(s.serverAt), source))))
	yours := "none, so the search takes the whole day"
	if window >= 0 {
		yours = fmt.Sprintf("%s (%s)", poker.ClockText(at), clockSkews()[s.skew])
	}
	lines = append(lines, s.c.Mark(ZoneClock, st.Subtle.Render("Your clock: "+yours)))
	if s.editing {
		return append(lines, s.input.View())
	}
	return append(lines, "")
}

// tableLines: player 1's cards, the others face down (or as cracked), the
// board, and after the river the showdown.
func (s *Model) tableLines() []string {
	st := s.c.Styles
	ascii := s.c.Settings.ASCII
	card := func(c cards.Card) string { return st.Card(c, ascii) }
	back := st.CardBack(ascii)
	pred, _, cracked := s.crackedDeal()
	var lines []string
	for p, hole := range s.deal.Hole {
		name := fmt.Sprintf("Player %-2d", p+1)
		if p == 0 {
			lines = append(lines, st.Em.Render("You (pl. 1)")+"  "+card(hole[0])+" "+card(hole[1]))
			continue
		}
		// At the showdown, after the river, every hand is turned over.
		l := st.Text.Render(fmt.Sprintf("%-11s", name)) + "  " + back + " " + back
		if s.streets == 2 {
			l = st.Text.Render(fmt.Sprintf("%-11s", name)) + "  " + card(hole[0]) + " " + card(hole[1])
		}
		if cracked {
			l += "   " + st.Subtle.Render("cracked: ") + card(pred.Hole[p][0]) + " " + card(pred.Hole[p][1]) +
				s.markIf(s.streets == 2, pred.Hole[p] == hole)
		}
		lines = append(lines, l)
	}
	board := st.Text.Render(fmt.Sprintf("%-11s", "Board")) + "  " + card(s.deal.Flop[0]) + " " + card(s.deal.Flop[1]) + " " + card(s.deal.Flop[2])
	for i, c := range []cards.Card{s.deal.Turn, s.deal.River} {
		if s.streets > i {
			board += "  " + card(c)
		} else {
			board += "  " + s.c.Mark([]string{ZoneTurn, ZoneRiver}[i], back)
		}
	}
	if cracked {
		board += "   " + st.Subtle.Render("predicted: ") + card(pred.Turn) + s.markIf(s.streets > 0, pred.Turn == s.deal.Turn) +
			" " + card(pred.River) + s.markIf(s.streets > 1, pred.River == s.deal.River)
	}
	lines = append(lines, board)
	if s.streets == 2 {
		lines = append(lines, s.showdownLine())
	}
	return lines
}

// moralLines: the moral of the search (poker.FairMoral), after a blank
// line, when it fits in room lines whole; else none.
func (s *Model) moralLines(room int) []string {
	st := s.c.Styles
	rate := 0.0
	if s.res != nil {
		rate = s.res.Rate()
	}
	moral := poker.FairMoral(rate)
	if room < len(moral)+1 {
		return nil
	}
	lines := []string{"", st.Subtle.Render(moral[0])}
	for _, l := range moral[1:] {
		lines = append(lines, st.Text.Render(l))
	}
	return lines
}

// showdownLine names the winner(s) of the hand once the river is out.
func (s *Model) showdownLine() string {
	st := s.c.Styles
	sd := poker.Resolve(s.deal, 0)
	var names []string
	for _, p := range sd.Winners {
		if p == 0 {
			names = append(names, "you")
		} else {
			names = append(names, fmt.Sprintf("player %d", p+1))
		}
	}
	verb := "wins"
	if len(names) > 1 {
		verb = "split the pot"
	}
	return st.Text.Render(fmt.Sprintf("%-11s  ", "Showdown")) + st.Em.Render(strings.Join(names, " and ")+" "+verb) +
		st.Subtle.Render(" with "+text.LowerFirst(cards.Describe(sd.Values[sd.Winners[0]])))
}

// mark is ✓ for a prediction that came true, ✗ for one that did not.
func (s *Model) mark(ok bool) string {
	if ok {
		return " " + s.c.Styles.Good.Render(s.c.Styles.Glyphs.Text("✓"))
	}
	return " " + s.c.Styles.Bad.Render(s.c.Styles.Glyphs.Text("✗"))
}

// markIf marks a prediction once its card is dealt.
func (s *Model) markIf(dealt, ok bool) string {
	if !dealt {
		return ""
	}
	return s.mark(ok)
}

// searchLines: the search's progress or its result.
func (s *Model) searchLines() []string {
	st := s.c.Styles
	at, window := s.attackerClock()
	where := st.Glyphs.Text(fmt.Sprintf("±%s ms around %s, then the whole day", text.Int(int64(window)), poker.ClockText(at)))
	if window < 0 {
		where = "the whole day"
	}
	switch {
	case s.searching():
		tried := s.cracker.Tried()
		frac := float64(tried) / float64(s.cracker.Total())
		bw := max(10, min(40, s.w-40))
		bar := common.ProgressCells(st, frac, bw)
		return []string{
			st.Text.Render("Searching " + where + " " + st.Glyphs.Ellipsis()),
			bar + st.Subtle.Render(fmt.Sprintf(" %s of %s seeds", text.Int(tried), text.Int(s.cracker.Total()))),
		}
	case s.res != nil:
		searched := st.Glyphs.Text(fmt.Sprintf("±%s ms around your clock", text.Int(int64(window))))
		switch {
		case window < 0:
			searched = "the whole day"
		case s.res.WholeDay:
			searched = "the window, then the whole day"
		}
		l := st.Text.Render(fmt.Sprintf("Tried %s seeds in %s: %s.", text.Int(s.res.Tried), text.Elapsed(s.res.Elapsed), searched))
		out := []string{l}
		if _, seed, ok := s.crackedDeal(); ok {
			found := fmt.Sprintf("Seed %s (Randomize at %s)", text.Int(int64(seed)), poker.ClockText(int(seed)))
			if len(s.res.Seeds) > 1 {
				found += fmt.Sprintf(" · %d of %d · tab: next", s.shown+1, len(s.res.Seeds))
			}
			style := st.Good
			if seed != uint32(s.serverAt) {
				style = st.Warn
				found += " · a chance match"
			}
			out = append(out, style.Render(found))
		}
		return out
	}
	first := s.c.Styles.Glyphs.Text(fmt.Sprintf("±%s s, then the day", strconv.FormatFloat(float64(window)/1000, 'f', -1, 64)))
	if window < 0 {
		first = "the whole day"
	}
	seen := "Your two cards and the flop are out"
	if s.streets > 0 {
		seen = "Your two cards and the board are out"
	}
	return []string{st.Subtle.Render(seen + "; c cracks the deal (" + first + ").")}
}
