package poker

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	game "riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

func (s *Model) holdemLines() []string {
	st := s.c.Styles()
	t := s.table
	w := s.W
	algo := t.Algorithm().Name
	seats := fmt.Sprintf(" · %d players · ante %d · ", t.Players(), t.Ante())
	right := ""
	if k := t.DealtIn(game.ModeHoldem); k > 0 {
		right = st.Subtle.Render("deal " + text.Int(k))
	}
	sd := t.LastShowdown()
	if sd != nil && len(sd.Values) != t.Players() {
		sd = nil // the table changed size since: show it face down
	}
	k := stack{h: s.H}
	title := k.add(false, []string{titleLine([]string{
		s.c.Mark(ZoneMode, st.Title.Render("Texas Hold'em")) + st.Subtle.Render(seats+s.c.Dealer(s.ledger, algo)),
		s.c.Mark(ZoneMode, st.Title.Render("Texas Hold'em")) + st.Subtle.Render(seats+algo),
		s.c.Mark(ZoneMode, st.Title.Render("Hold'em")) + st.Subtle.Render(seats+algo),
	}, right, w)})
	board := k.add(s.H >= 14, []string{s.boardLine(sd)})
	players := k.add(false)
	players.variants, players.complete = s.playerVariants(sd, w, s.H)
	var result *block
	if sd != nil {
		result = k.add(false, s.resultLines(*sd, w)...)
	}
	progress := k.add(false, s.progressLine(w))
	note := k.add(false, s.noteLines(w)...)
	algoB := k.add(false, s.algoLines(w)...)
	hint := k.add(false, s.hintLines(w))
	bank := k.add(false, []string{s.bankrollLine(w)})
	statsB := k.add(true, s.statsLines(w), s.statsSummary(w))

	for _, b := range []*block{title, board, players, result, progress, note, algoB} {
		k.place(b)
	}
	k.grow(players, s.H)
	k.grow(algoB, 2)
	k.grow(bank, 1)
	k.grow(result, s.H)
	k.grow(note, s.H)
	k.grow(algoB, s.H)
	k.grow(statsB, s.H)
	k.grow(hint, s.H)
	return k.lines()
}

// boardLine: the flop, turn and river (backs before the first deal).
func (s *Model) boardLine(sd *game.Showdown) string {
	st := s.c.Styles()
	ascii := s.c.Settings().ASCII
	label := st.Subtle.Render("Board  ")
	if sd == nil {
		b := st.CardBack(ascii)
		return label + b + " " + b + " " + b + "  " + b + "  " + b
	}
	return label + st.Cards(sd.Board[:3], ascii) + "  " + st.Card(sd.Board[3], ascii) + "  " + st.Card(sd.Board[4], ascii) +
		st.Subtle.Render("   flop · turn · river")
}

// playerVariants draws each player's hole cards and best hand, the
// winners marked, in each layout that fits in at most rows lines. A
// player's hand reads, as width allows: the name, the net and the best
// five; the short name (with its kickers), the net and the best five; the
// short name and the net — always enough to see why the winner won.
func (s *Model) playerVariants(sd *game.Showdown, w, rows int) ([][]string, int) {
	st := s.c.Styles()
	ascii := s.c.Settings().ASCII
	p := s.table.Players()
	star := "★"
	if ascii {
		star = "*"
	}
	// The names, padded per variant so that the nets line up.
	var full, short [game.MaxPlayers]string
	var fullW, shortW int
	if sd != nil {
		for i, v := range sd.Values[:p] {
			full[i], short[i] = cards.Describe(v), shortName(v)
			fullW, shortW = max(fullW, len(full[i])), max(shortW, len(short[i]))
		}
	}
	cells := make([]cell, p)
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
		c := cell{label: style.Render(fmt.Sprintf("%s %2d %s", mark, i+1, who))}
		if sd == nil {
			b := st.CardBack(ascii)
			c.cards = b + " " + b
			c.names = []string{""}
			cells[i] = c
			continue
		}
		c.cards = st.Cards(sd.Deal.Hole[i][:], ascii)
		net := ""
		if sd.Ante > 0 {
			net = "  " + style.Render(fmt.Sprintf("%4s", text.Signed(sd.Net(i))))
		}
		five := "  " + st.Subtle.Render(cardsPlain(sd.Best[i][:], ascii))
		long := style.Render(fmt.Sprintf("%-*s", fullW, full[i])) + net
		brief := style.Render(fmt.Sprintf("%-*s", shortW, short[i])) + net
		c.names = []string{long + five, brief + five, brief}
		cells[i] = c
	}
	return cellVariants(cells, w, rows, func(k int) string { return st.Subtle.Render(st.Glyphs.Text(fmt.Sprintf("… %d more", k))) })
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

// resultLines: who took the pot, with which five cards, and how a split
// went, wrapped to w; then the same in one line without the cards and the
// odd chips.
func (s *Model) resultLines(sd game.Showdown, w int) [][]string {
	st := s.c.Styles()
	free := ""
	if sd.Pot == 0 {
		free = "ante 0: no chips"
		if s.table.LastShowdownFromRun() {
			free = "statistics run: no chips"
		}
	}
	// The five stay on one line: joined by no-break spaces.
	five := strings.ReplaceAll(cardsPlain(sd.Best[sd.Winners[0]][:], s.c.Settings().ASCII), " ", "\u00a0")
	var full []string
	for _, l := range text.SplitLines(draw.WrapText(showdownText(sd, five, true, free), w)) {
		full = append(full, st.Em.Render(draw.Truncate(l, w)))
	}
	short := showdownText(sd, five, false, free)
	if lipgloss.Width(short) > w {
		short = showdownText(sd, "", false, free)
	}
	if lipgloss.Width(short) > w && len(sd.Winners) > 1 {
		short = splitShort(sd, free)
	}
	return [][]string{full, {st.Em.Render(draw.Truncate(short, w))}}
}

// splitShort is a split in a few words, seats by number:
// "Split: players 1–6 share 60, 10 each, with flush, king high."
func splitShort(sd game.Showdown, free string) string {
	best := text.LowerFirst(cards.Describe(sd.Values[sd.Winners[0]]))
	if free != "" {
		free = " — " + free
	}
	seats := seatRanges(sd.Winners)
	if sd.Pot == 0 {
		return fmt.Sprintf("Tie: players %s with %s%s.", seats, best, free)
	}
	return fmt.Sprintf("Split: players %s share %s, %s each, with %s.", seats, text.Int(int64(sd.Pot)),
		text.Int(int64(sd.Pot/len(sd.Winners))), best)
}

// seatRanges writes seats (from 0, ascending) as player numbers with
// runs of three or more as ranges: "1–6", "1, 3–5 and 8".
func seatRanges(seats []int) string {
	var parts []string
	for i := 0; i < len(seats); {
		j := i
		for j+1 < len(seats) && seats[j+1] == seats[j]+1 {
			j++
		}
		switch {
		case j-i >= 2:
			parts = append(parts, fmt.Sprintf("%d–%d", seats[i]+1, seats[j]+1))
		default:
			for k := i; k <= j; k++ {
				parts = append(parts, fmt.Sprint(seats[k]+1))
			}
		}
		i = j + 1
	}
	return andList(parts)
}

// showdownText says who won, with what, and how the pot was shared.
// five, when not empty, follows the hand's name in brackets; odd says
// where the odd chips of a split went; free, for a hand without chips,
// says why after a dash ("— statistics run: no chips").
func showdownText(sd game.Showdown, five string, odd bool, free string) string {
	best := text.LowerFirst(cards.Describe(sd.Values[sd.Winners[0]]))
	if five != "" {
		best += " (" + five + ")"
	}
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
	if free != "" {
		free = " — " + free
	}
	if len(sd.Winners) == 1 {
		w := sd.Winners[0]
		verb := "wins"
		if w == 0 {
			verb = "win"
		}
		if sd.Pot == 0 {
			return fmt.Sprintf("%s %s with %s%s%s.", text.Capitalize(who(w)), verb, best, board, free)
		}
		return fmt.Sprintf("%s %s the pot of %s with %s%s.", text.Capitalize(who(w)), verb, text.Int(int64(sd.Pot)), best, board)
	}
	names := make([]string, len(sd.Winners))
	for i, p := range sd.Winners {
		names[i] = who(p)
	}
	if sd.Pot == 0 {
		return fmt.Sprintf("Tie: %s share %s%s%s.", andList(names), best, board, free)
	}
	each := sd.Pot / len(sd.Winners)
	text := fmt.Sprintf("Split pot: %s share %s with %s%s, %s each", andList(names), text.Int(int64(sd.Pot)), best, board, text.Int(int64(each)))
	switch {
	case !odd:
	case sd.Odd == 1:
		text += fmt.Sprintf("; the odd chip goes to %s, first left of the button", who(sd.Winners[0]))
	case sd.Odd > 1:
		text += fmt.Sprintf("; the %d odd chips go one each to %s, first left of the button", sd.Odd, andList(names[:sd.Odd]))
	}
	return text + "."
}

// bankrollLine: player 1's chips and the hands played for chips so far
// (Hold'em deals without an ante, and those of fast-forward runs, are not
// among them: the statistics count every deal).
func (s *Model) bankrollLine(w int) string {
	st := s.c.Styles()
	t := s.table
	ss := t.Session()
	bank := st.Subtle.Render("Bankroll ") + st.Em.Render(text.Int(int64(s.ledger.InHand())))
	if ss.Hands == 0 {
		rule := fmt.Sprintf(" · ante %d a seat; best hand takes the pot", t.Ante())
		if t.Ante() == 0 {
			rule = " · no ante: hands dealt for show"
		}
		return draw.Truncate(bank+st.Subtle.Render(rule), w)
	}
	played := text.Plural(ss.Hands, "hand") + " for chips"
	net := st.Subtle.Render(" · net ") + st.Em.Render(text.Signed(ss.Net))
	for _, line := range []string{
		bank + st.Subtle.Render(fmt.Sprintf(" · %s: won %d, split %d, lost %d", played, ss.Won, ss.Split, ss.Lost)) + net + st.Subtle.Render(" (fair: 0 on average)"),
		bank + st.Subtle.Render(fmt.Sprintf(" · %s: won %d, split %d, lost %d", played, ss.Won, ss.Split, ss.Lost)) + net,
		bank + st.Subtle.Render(" · "+played) + net,
	} {
		if lipgloss.Width(line) <= w {
			return line
		}
	}
	return draw.Truncate(bank+st.Subtle.Render(" · "+played)+net, w)
}
