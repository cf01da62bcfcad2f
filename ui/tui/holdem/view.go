package holdem

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	game "riffle/games/holdem"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// View draws the table in the area SetSize gave: the seats, the board and
// the pot, your cards, your equity beside the pot odds, your moves, how
// the last hand ended, the session and the note.
func (m *Model) View() string {
	if m.w < 1 || m.h < 1 {
		return ""
	}
	st := m.c.Styles
	w := m.w
	var lines []string
	add := func(style lipgloss.Style, s string) {
		lines = append(lines, common.WrapStyled(style, st.Glyphs.Text(s), w)...)
	}
	add(st.Title, m.titleLine())
	lines = append(lines, m.seatLines()...)
	lines = append(lines, m.boardLine(), m.youLine())
	if l := m.equityLine(); l != "" {
		add(st.Text, l)
	}
	lines = append(lines, m.actionLine())
	if l := m.potsLine(); l != "" {
		add(st.Text, l)
	}
	add(st.Subtle, m.sessionLine())
	if m.note != "" {
		style := st.Text
		if m.bad {
			style = st.Warn
		}
		add(style, m.note)
	}
	if m.table.Hand() == nil && len(lines)+3 <= m.h {
		lines = append(lines, "")
		add(st.Subtle, howTo)
	}
	return common.Clip(lines, w, m.h)
}

// howTo is the table's rules in a few lines, before the first hand.
const howTo = "Fixed-limit Texas Hold'em, blinds 5 and 10: bets of 10 before the turn, 20 on the turn and river, four a round at most. " +
	"The computer players decide from their own cards and the board alone — equity against the hands still in, beside the price of a call — each by its style; l shows why. " +
	"Your stack each hand is your chips in hand, up to 500."

// titleLine: the game, the blinds, the hand.
func (m *Model) titleLine() string {
	t := fmt.Sprintf("Texas Hold'em · fixed limit %d/%d · %d seats", game.DefaultBlinds.Small, game.DefaultBlinds.Big, len(m.table.Players))
	if m.table.Hands > 0 {
		t += fmt.Sprintf(" · hand %d", m.table.Hands)
		if h := m.table.Hand(); h != nil && !h.Over() {
			t += " · " + h.Street().String()
		}
	}
	return t
}

// seatLines: a line a seat — whose move (▸), the button (D), the name and
// style, the chips behind and bet this round, the cards (yours, and the
// others' shown at a showdown), the last action and, with l, why.
func (m *Model) seatLines() []string {
	st := m.c.Styles
	h := m.table.Hand()
	nameW := 5
	for _, p := range m.table.Players {
		nameW = max(nameW, lipgloss.Width(playerName(p)))
	}
	head := fmt.Sprintf("    %-*s %6s %5s  %-5s  %s", nameW, "Seat", "Chips", "Bet", "Cards", "Last")
	out := []string{st.Subtle.Render(common.Truncate(head, m.w))}
	for i, p := range m.table.Players {
		mark, dealer := " ", " "
		stack, bet := m.table.Stacks[i], ""
		if i == 0 {
			stack = min(m.c.Bank().InHand(), BuyIn)
		}
		var cs, last string
		style := st.Text
		if h != nil {
			s := h.Seats[i]
			stack = s.Stack
			if h.Button == i {
				dealer = "D"
			}
			if !h.Over() && h.ToAct() == i {
				mark = "▸"
			}
			if s.Bet > 0 && !h.Over() {
				bet = fmt.Sprint(s.Bet)
			}
			cs = m.seatCards(h, i)
			last = m.lastAction(h, i)
			if s.Folded {
				style = st.Subtle
			}
		}
		row := fmt.Sprintf("%s %s %-*s %6d %5s  ", mark, dealer, nameW, playerName(p), stack, bet)
		room := m.w - lipgloss.Width(row) - 7 // the cards and two spaces
		last = common.FirstFit(room, append([]string{last}, shorter(last)...)...)
		line := style.Render(row) + cs + "  " + style.Render(st.Glyphs.Text(last))
		out = append(out, line)
	}
	return out
}

// shorter are shorter forms of a seat's last action, longest first: the
// reasons dropped, a hand's name cut to its class, the action alone.
func shorter(last string) []string {
	var out []string
	if i := strings.Index(last, " ("); i > 0 {
		out = append(out, last[:i])
		last = last[:i]
	}
	if i := strings.Index(last, ", "); i > 0 && strings.HasPrefix(last, "wins") {
		out = append(out, last[:i])
	}
	if i := strings.Index(last, ": "); i > 0 {
		out = append(out, last[:i])
	}
	return append(out, "")
}

// playerName is "You", or a computer player's name and style.
func playerName(p game.Player) string {
	if p.Name == "You" {
		return "You"
	}
	return p.Name + ", " + p.Style.Word()
}

// seatCards draws seat i's two cards: yours always; another's face down
// while the hand is on, face up once it went to a showdown with the seat
// in, nothing once the seat folded.
func (m *Model) seatCards(h *game.Hand, i int) string {
	st, ascii := m.c.Styles, m.c.Styles.Glyphs.ASCII
	s := h.Seats[i]
	switch {
	case i == 0 || h.Over() && h.Showdown() && !s.Folded:
		return st.Cards(s.Hole[:], ascii)
	case s.Folded:
		return "     "
	}
	return st.CardBack(ascii) + " " + st.CardBack(ascii)
}

// lastAction is seat i's last action in the hand, with why (l), and at
// the end what it won or showed.
func (m *Model) lastAction(h *game.Hand, i int) string {
	if h.Over() {
		s := h.Seats[i]
		switch {
		case h.Won(i) > 0 && h.Showdown():
			return fmt.Sprintf("wins %d: %s", h.Won(i), cards.Describe(h.Value(i)))
		case h.Won(i) > 0:
			return fmt.Sprintf("wins %d", h.Won(i))
		case h.Showdown() && !s.Folded:
			return cards.Describe(h.Value(i))
		}
	}
	log := h.Log()
	for j := len(log) - 1; j >= 0; j-- {
		a := log[j]
		if a.Seat != i {
			continue
		}
		s := actionWord(a)
		if d := m.table.Decision(j); m.showWhy && i != 0 && a.Kind <= game.Raise {
			s += " (" + d.Why() + ")"
		}
		return s
	}
	return ""
}

// actionWord writes an action: "call 10", "raise to 30", "bet 20", "all in".
func actionWord(a game.Action) string {
	s := a.Kind.String()
	switch a.Kind {
	case game.Call, game.SmallBlind, game.BigBlind:
		s += fmt.Sprintf(" %d", a.Chips)
	case game.Raise:
		if a.Opened {
			s = fmt.Sprintf("bet %d", a.To)
		} else {
			s = fmt.Sprintf("raise to %d", a.To)
		}
	}
	if a.AllIn {
		s += ", all in"
	}
	return s
}

// boardLine: the board dealt (the cards to come face down) and the pot.
func (m *Model) boardLine() string {
	st, ascii := m.c.Styles, m.c.Styles.Glyphs.ASCII
	h := m.table.Hand()
	if h == nil {
		return st.Subtle.Render("Board  no hand yet")
	}
	b := h.Board()
	parts := []string{st.Cards(b, ascii)}
	for range 5 - len(b) {
		parts = append(parts, st.CardBack(ascii))
	}
	pot := fmt.Sprintf("   Pot %d", h.Pot())
	return st.Subtle.Render("Board  ") + strings.TrimSpace(strings.Join(parts, " ")) + st.Text.Render(pot)
}

// youLine: your cards and your best hand so far.
func (m *Model) youLine() string {
	st, ascii := m.c.Styles, m.c.Styles.Glyphs.ASCII
	h := m.table.Hand()
	if h == nil {
		return st.Subtle.Render("You    ") + st.Text.Render(fmt.Sprintf("%d chips in hand; space deals", m.c.Bank().InHand()))
	}
	s := h.Seats[0]
	line := st.Subtle.Render("You    ") + st.Cards(s.Hole[:], ascii)
	if b := h.Board(); len(b) >= 3 {
		line += st.Text.Render("   " + cards.Describe(cards.Eval(append([]cards.Card{s.Hole[0], s.Hole[1]}, b...))))
	}
	return line
}

// equityLine: your equity against the seats still in, and the pot odds,
// at your move.
func (m *Model) equityLine() string {
	if !m.yourMove() {
		return ""
	}
	h := m.hand()
	opp := h.View(0).Opponents
	var eq string
	switch {
	case m.eqKey != m.pointKey():
		eq = "Your equity: working it out…"
	case m.eqErr != nil:
		eq = "Your equity: " + m.eqErr.Error()
	case m.equity.Exact != nil:
		eq = fmt.Sprintf("Your equity %.1f%% against %s, exact (%s deals)", 100*m.equity.Equity, text.Plural(opp, "hand"), text.Int(m.equity.Samples))
	default:
		eq = fmt.Sprintf("Your equity %.1f%% ± %.1f against %s (Monte Carlo, %s deals)", 100*m.equity.Equity, 100*m.equity.SE, text.Plural(opp, "hand"), text.Int(m.equity.Samples))
	}
	c := h.ToCall(0)
	if c == 0 {
		return eq + " · nothing to call"
	}
	po := float64(c) / float64(h.Pot()+c)
	return fmt.Sprintf("%s · pot odds %d/%d = %.1f%%", eq, c, h.Pot()+c, 100*po)
}

// actionLine: your moves on your turn, as buttons; what happens between
// hands.
func (m *Model) actionLine() string {
	st := m.c.Styles
	km := m.keyMap()
	var parts []string
	for _, b := range []keyButton{{km.Call, zoneCall}, {km.Raise, zoneRaise}, {km.Fold, zoneFold}, {km.Deal, zoneDeal}} {
		if b.k.Enabled() {
			h := b.k.Help()
			parts = append(parts, m.c.Mark(b.zone, st.Key.Render("["+h.Key+"]")+" "+st.Text.Render(h.Desc)))
		}
	}
	switch {
	case m.inPlay() && !m.yourMove():
		return st.Subtle.Render(fmt.Sprintf("Waiting: %s.", m.whoseMove()))
	case len(parts) == 0:
		return st.Subtle.Render("No deal: " + fmt.Sprint(m.dealErr()))
	}
	if !m.inPlay() {
		parts = append(parts, st.Subtle.Render(fmt.Sprintf("+/- players (%d computer)", m.bots)))
	}
	return strings.Join(parts, "   ")
}

// keyButton is a move's key and the zone of its button.
type keyButton struct {
	k    key.Binding
	zone string
}

// potsLine: how the last hand's pots went.
func (m *Model) potsLine() string {
	h := m.table.Hand()
	if h == nil || !h.Over() {
		return ""
	}
	var parts []string
	for i, p := range h.Pots() {
		name := "Main pot"
		if i > 0 {
			name = "side pot"
		}
		if len(p.Eligible) == 1 && i > 0 {
			name = "uncalled"
		}
		var who []string
		for _, w := range p.Winners {
			who = append(who, m.table.Players[w].Name)
		}
		parts = append(parts, fmt.Sprintf("%s %d: %s", name, p.Chips, strings.Join(who, " and ")))
	}
	return strings.Join(parts, " · ")
}

// sessionLine: your hands and net since the casino opened.
func (m *Model) sessionLine() string {
	s := m.session
	if s.Hands == 0 {
		return "Session: no hand played yet"
	}
	return fmt.Sprintf("Session: %s · net %s · won %d · folded %d · showdowns %d", text.Plural(s.Hands, "hand"), text.Signed(s.Net), s.Won, s.Folded, s.Showdowns)
}
