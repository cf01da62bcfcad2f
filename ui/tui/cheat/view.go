package cheat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	"riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// part is a group of the view's lines; a part with a priority is left out,
// least important first, when the screen is too short for every part.
type part struct {
	lines    []string
	priority int // 0: always shown; else the higher, the longer it stays
}

// View draws the table in s.W × s.H: the server and the clocks, the seats
// (with the cracked hands), the board (with the cracked turn and river),
// your cards, what the crack or your equity says, your moves, the search,
// the pots, the attack against honest play, the note and, with room, the
// moral. Parts that do not fit are left out whole, never cut.
func (s *Model) View() string {
	if s.W <= 0 || s.H <= 0 {
		return draw.Fit("", s.W, s.H)
	}
	st := s.c.Styles()
	wrap := func(style lipgloss.Style, t string) []string { return draw.WrapStyled(style, st.Glyphs.Text(t), s.W) }
	var note []string
	if s.note != "" {
		style := st.Text
		if s.noteBad {
			style = st.Bad
		}
		note = wrap(style, s.note)
	}
	parts := []part{
		{[]string{s.titleLine()}, 0},
		{s.clockLines(), 4},
		{s.fieldLines(), 0},
		{s.g.SeatLines(s.W, s.known), 0},
		{[]string{s.g.BoardLine()}, 0},
		{s.predictionLines(), 8},
		{[]string{s.g.YouLine()}, 0},
		{s.saysLines(), 7},
		{[]string{s.g.Buttons(s.buttons()...)}, 0},
		{s.searchLines(), 6},
		{wrap(st.Text, s.g.PotsLine()), 3},
		{wrap(st.Subtle, s.attackLine()), 5},
		{note, 9},
		{s.moralLines(), 1},
	}
	return draw.Fit(strings.Join(fitParts(parts, s.H), "\n"), s.W, s.H)
}

// fitParts joins the parts' lines in order, leaving out the parts of
// lowest priority until the rest fit in h lines.
func fitParts(parts []part, h int) []string {
	total := 0
	for _, p := range parts {
		total += len(p.lines)
	}
	for prio := 1; total > h && prio <= 9; prio++ {
		for i := range parts {
			if parts[i].priority == prio {
				total -= len(parts[i].lines)
				parts[i].lines = nil
			}
		}
	}
	var out []string
	for _, p := range parts {
		out = append(out, p.lines...)
	}
	return out
}

// titleLine: the table and its server (a click on it switches server).
func (s *Model) titleLine() string {
	st := s.c.Styles()
	title, server := "Texas Hold'em on the 1999 ASF server", "ASF shuffle, Delphi Random"
	if s.fair {
		title, server = "Texas Hold'em on a fair server", "Fisher-Yates, ChaCha8, OS seed"
	}
	rest := draw.FirstFit(s.W-lipgloss.Width(title), fmt.Sprintf(" · %d seats · %s", s.players, server), fmt.Sprintf(" · %d seats", s.players), "")
	return s.c.Mark(ZoneFair, st.Title.Render(title)+st.Subtle.Render(rest))
}

// clockLines: how the hand on the table was seeded — when Randomize read
// the server's clock, and from where, beside your clock (one line when
// two do not fit), or the fair server's OS seed — and before a deal what
// seeds one.
func (s *Model) clockLines() []string {
	st := s.c.Styles()
	mine := func(long bool) string {
		at, window := s.attackerClock()
		if window < 0 {
			return "your clock: none, the search takes the whole day"
		}
		if long {
			return fmt.Sprintf("Your clock: %s (%s)", poker.ClockText(at), clockSkews()[s.skew])
		}
		return "your clock " + clockSkews()[s.skew].String()
	}
	switch {
	case !s.g.Dealt() && s.fair:
		return draw.WrapStyled(st.Subtle, "The server seeds each deal from the OS: no clock to read.", s.W)
	case !s.g.Dealt():
		return []string{s.c.Mark(ZoneClock, st.Subtle.Render(draw.FirstFit(s.W, "Each deal is seeded by Randomize: the milliseconds since midnight; "+st.Glyphs.Text(mine(false))+".",
			"Seeded by Randomize; "+st.Glyphs.Text(mine(false))+".")))}
	case s.dealt.fair:
		return draw.WrapStyled(st.Subtle, "This hand was seeded from the OS by the fair server: no clock to read.", s.W)
	}
	server := fmt.Sprintf("Randomize read %s (%s)", poker.ClockText(s.serverAt), s.dealt.source)
	if long := st.Glyphs.Text(mine(true)); s.W >= 60 && lipgloss.Width(server) <= s.W && lipgloss.Width(long) <= s.W {
		return []string{s.c.Mark(ZoneServer, st.Subtle.Render(server)), s.c.Mark(ZoneClock, st.Subtle.Render(long))}
	}
	short := fmt.Sprintf("Randomize read %s", poker.ClockText(s.serverAt))
	return []string{s.c.Mark(ZoneServer, st.Subtle.Render(short)) + st.Subtle.Render(" · ") + s.c.Mark(ZoneClock, st.Subtle.Render(st.Glyphs.Text(mine(false))))}
}

// fieldLines is the server-time field while it is open.
func (s *Model) fieldLines() []string {
	if !s.editing {
		return nil
	}
	return []string{s.input.View()}
}

// known is a seat's cards as the crack predicts them (the seed shown);
// you sit on the button's left, so seat i is the deal's player i.
func (s *Model) known(seat int) ([2]cards.Card, bool) {
	pred, _, ok := s.crackedDeal()
	if !ok || seat >= len(pred.Hole) {
		return [2]cards.Card{}, false
	}
	return pred.Hole[seat], true
}

// predictionLines: the turn and river the crack predicts, each marked ✓
// or ✗ once dealt; or nothing before a crack.
func (s *Model) predictionLines() []string {
	pred, _, ok := s.crackedDeal()
	if !ok {
		return nil
	}
	st, ascii := s.c.Styles(), s.c.Styles().Glyphs.ASCII
	d := s.g.Hand().Deal()
	shown := len(s.g.ShownHand().Board()) // a card not shown yet is not marked
	line := st.Subtle.Render("Cracked: turn ") + st.Card(pred.Turn, ascii) + s.markIf(shown > 3, pred.Turn == d.Turn) +
		st.Subtle.Render(" · river ") + st.Card(pred.River, ascii) + s.markIf(shown > 4, pred.River == d.River)
	right := 0
	for i, hole := range pred.Hole {
		if hole == d.Hole[i] {
			right++
		}
	}
	if h := s.g.ShownHand(); h.Over() && h.Showdown() {
		line += st.Subtle.Render(fmt.Sprintf(" · hands %d of %d right", right, len(pred.Hole)))
	}
	return []string{line}
}

// saysLines: at your move, what the crack says a showdown would give, or
// (uncracked) your equity beside the pot odds.
func (s *Model) saysLines() []string {
	st := s.c.Styles()
	if !s.g.YourMove() || s.g.Pacing() {
		return nil
	}
	pred, _, ok := s.crackedDeal()
	if !ok {
		return draw.WrapStyled(st.Text, st.Glyphs.Text(s.g.EquityLine()), s.W)
	}
	if b := s.g.ShownHand().Board(); len(b) > 3 && b[3] != pred.Turn || len(b) > 4 && b[4] != pred.River {
		// The deal is not the seed's: what the crack says is withdrawn.
		line := "The crack's seed is not this deal (✗ above): it says nothing of the showdown; play on your cards. " + s.g.EquityLine()
		return draw.WrapStyled(st.Warn, st.Glyphs.Text(line), s.W)
	}
	h := s.g.Hand()
	board := []cards.Card{pred.Flop[0], pred.Flop[1], pred.Flop[2], pred.Turn, pred.River}
	var best cards.Value
	var winners []int
	for i, seat := range h.Seats {
		if seat.Folded {
			continue
		}
		v := cards.Eval(append([]cards.Card{pred.Hole[i][0], pred.Hole[i][1]}, board...))
		switch {
		case v > best:
			best, winners = v, []int{i}
		case v == best:
			winners = append(winners, i)
		}
	}
	var who []string
	for _, w := range winners {
		name := s.g.Table.Players[w].Name
		if w == 0 {
			name = "you"
		}
		who = append(who, name)
	}
	verb := "wins"
	if len(who) > 1 || winners[0] == 0 {
		verb = "win"
	}
	if len(who) > 1 {
		verb = "split"
	}
	line := fmt.Sprintf("The crack says: at a showdown %s %s with %s.", strings.Join(who, " and "), verb, text.LowerFirst(cards.Describe(best)))
	style := st.Bad
	if winners[0] == 0 {
		style = st.Good
	}
	return draw.WrapStyled(style, st.Glyphs.Text(line), s.W)
}

// attackLine: the attack's winnings against an honest player's on the
// same deals.
func (s *Model) attackLine() string {
	ss := s.g.ShownSession()
	n := ss.Hands
	if n == 0 {
		return "Attack: no hand played yet; an honest tight player in your seat plays every deal beside you."
	}
	return fmt.Sprintf("Attack: %s, net %s (%d cracked) · an honest tight player in your seat, the same deals: %s",
		text.Plural(n, "hand"), text.Signed(ss.Net), s.cracks, text.Signed(s.honest))
}

// moralLines: the moral of the search (poker.FairMoral), after a blank
// line.
func (s *Model) moralLines() []string {
	st := s.c.Styles()
	rate := 0.0
	if s.res != nil {
		rate = s.res.Rate()
	}
	moral := poker.FairMoral(rate)
	lines := []string{"", st.Subtle.Render(moral[0])}
	for _, l := range moral[1:] {
		lines = append(lines, st.Text.Render(l))
	}
	return lines
}

// mark is ✓ for a prediction that came true, ✗ for one that did not.
func (s *Model) mark(ok bool) string {
	if ok {
		return " " + s.c.Styles().Good.Render(s.c.Styles().Glyphs.Text("✓"))
	}
	return " " + s.c.Styles().Bad.Render(s.c.Styles().Glyphs.Text("✗"))
}

// markIf marks a prediction once its card is dealt.
func (s *Model) markIf(dealt, ok bool) string {
	if !dealt {
		return ""
	}
	return s.mark(ok)
}

// searchLines: the search's progress or its result, or how to start it.
func (s *Model) searchLines() []string {
	st := s.c.Styles()
	at, window := s.attackerClock()
	where := st.Glyphs.Text(fmt.Sprintf("±%s ms around %s, then the whole day", text.Int(int64(window)), poker.ClockText(at)))
	if window < 0 {
		where = "the whole day"
	}
	wrap := func(style lipgloss.Style, t string) []string { return draw.WrapStyled(style, st.Glyphs.Text(t), s.W) }
	switch {
	case s.searching():
		tried := s.cracker.Tried()
		frac := float64(tried) / float64(s.cracker.Total())
		bar := draw.ProgressCells(st, frac, max(10, min(40, s.W-40)))
		return append(wrap(st.Text, "Searching "+where+" …"),
			bar+st.Subtle.Render(fmt.Sprintf(" %s of %s seeds", text.Int(tried), text.Int(s.cracker.Total()))))
	case s.res != nil:
		searched := fmt.Sprintf("±%s ms around your clock", text.Int(int64(window)))
		switch {
		case window < 0:
			searched = "the whole day"
		case s.res.WholeDay:
			searched = "the window, then the whole day"
		}
		found := "no seed fits"
		style := st.Bad
		if _, seed, ok := s.crackedDeal(); ok {
			found = fmt.Sprintf("seed %s (Randomize at %s)", text.Int(int64(seed)), poker.ClockText(int(seed)))
			style = st.Good
			if len(s.res.Seeds) > 1 {
				found += fmt.Sprintf(", %d of %d, tab: next", s.shown+1, len(s.res.Seeds))
			}
			if !s.isTheDeal(seed) {
				style = st.Warn
				found += ", a chance match"
			}
		}
		return wrap(style, fmt.Sprintf("Tried %s seeds in %s (%s): %s.", text.Int(s.res.Tried), text.Elapsed(s.res.Elapsed), searched, found))
	case !s.g.Dealt():
		return wrap(st.Subtle, "Space deals. You see your two cards; once the flop is out, a cracks the deal.")
	case !s.crackable():
		return wrap(st.Subtle, "The crack needs the flop: play on to see it.")
	}
	first := fmt.Sprintf("±%s s, then the day", strconv.FormatFloat(float64(window)/1000, 'f', -1, 64))
	if window < 0 {
		first = "the whole day"
	}
	return wrap(st.Subtle, "Your two cards and the flop are out: a cracks the deal ("+first+").")
}
