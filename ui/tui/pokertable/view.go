package pokertable

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	game "riffle/games/holdem"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// SeatLines are a line a seat, under a heading, in w cells: whose move
// (▸), the button (D), the name and style, the chips behind and the bet
// this round, the cards — yours; another's face down while the hand is
// on, or as known (known returns it: the cheat's cracked deal), face up at
// a showdown with the seat in — and the last action, with why when
// ShowWhy (shortened to fit, never cut).
func (g *Game) SeatLines(w int, known func(seat int) ([2]cards.Card, bool)) []string {
	st := g.c.Styles()
	h := g.shownHand()
	nameW := 5
	for _, p := range g.Table.Players {
		nameW = max(nameW, lipgloss.Width(PlayerName(p)))
	}
	head := fmt.Sprintf("    %-*s %6s %5s  %-5s  %s", nameW, "Seat", "Chips", "Bet", "Cards", "Last")
	out := []string{st.Subtle.Render(draw.Truncate(head, w))}
	for i, p := range g.Table.Players {
		mark, dealer := " ", " "
		stack, bet := g.Table.Stacks[i], ""
		if i == 0 {
			stack = g.Stack()
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
			cs = g.seatCards(h, i, known)
			last = g.lastAction(h, i)
			if s.Folded {
				style = st.Subtle
			}
		}
		row := fmt.Sprintf("%s %s %-*s %6s %5s  ", mark, dealer, nameW, PlayerName(p), text.Int(int64(stack)), bet)
		room := w - lipgloss.Width(row) - 7 // the cards and two spaces
		last = draw.FirstFit(room, append([]string{last}, shorter(last)...)...)
		out = append(out, style.Render(row)+cs+"  "+style.Render(st.Glyphs.Text(last)))
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

// PlayerName is "You", or a computer player's name and style.
func PlayerName(p game.Player) string {
	if p.Name == "You" {
		return "You"
	}
	return p.Name + ", " + p.Style.Short()
}

// seatCards draws seat i's two cards (see SeatLines).
func (g *Game) seatCards(h *game.Hand, i int, known func(int) ([2]cards.Card, bool)) string {
	st, ascii := g.c.Styles(), g.c.Styles().Glyphs.ASCII
	s := h.Seats[i]
	switch {
	case i == 0 || h.Over() && h.Showdown() && !s.Folded:
		return st.Cards(s.Hole[:], ascii)
	case s.Folded:
		return "     "
	}
	if known != nil {
		if cs, ok := known(i); ok {
			return st.Cards(cs[:], ascii)
		}
	}
	return st.CardBack(ascii) + " " + st.CardBack(ascii)
}

// lastAction is seat i's last action in the hand, with why (ShowWhy),
// and at the end what it won or showed.
func (g *Game) lastAction(h *game.Hand, i int) string {
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
		if d := g.Table.Decision(j); g.ShowWhy && i != 0 && a.Kind <= game.Raise {
			why := d.Why()
			if k, rest, ok := strings.Cut(why, ": "); ok && (k == a.Kind.String() || k == "bet") {
				why = rest // the move is named already
			}
			s += " (" + why + ")"
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

// BoardLine: the board dealt (the cards to come face down) and the pot.
func (g *Game) BoardLine() string {
	st, ascii := g.c.Styles(), g.c.Styles().Glyphs.ASCII
	h := g.shownHand()
	if h == nil {
		return st.Subtle.Render("Board  no hand yet")
	}
	b := h.Board()
	parts := []string{st.Cards(b, ascii)}
	for range 5 - len(b) {
		parts = append(parts, st.CardBack(ascii))
	}
	return st.Subtle.Render("Board  ") + strings.TrimSpace(strings.Join(parts, " ")) + st.Text.Render(fmt.Sprintf("   Pot %d", h.Pot()))
}

// YouLine: your cards and your best hand so far.
func (g *Game) YouLine() string {
	st, ascii := g.c.Styles(), g.c.Styles().Glyphs.ASCII
	h := g.shownHand()
	if h == nil {
		return st.Subtle.Render("You    ") + st.Text.Render(fmt.Sprintf("%s chips in hand; your stack a hand is up to %d", text.Int(int64(g.ledger.InHand())), BuyIn))
	}
	s := h.Seats[0]
	line := st.Subtle.Render("You    ") + st.Cards(s.Hole[:], ascii)
	if b := h.Board(); len(b) >= 3 {
		line += st.Text.Render("   " + cards.Describe(cards.Eval(append([]cards.Card{s.Hole[0], s.Hole[1]}, b...))))
	}
	return line
}

// EquityLine: your equity against the seats still in, and the pot odds,
// at your move ("" otherwise).
func (g *Game) EquityLine() string {
	if !g.YourMove() || g.Pacing() {
		return ""
	}
	h := g.Hand()
	opp := h.View(0).Opponents
	var eq string
	switch {
	case g.eqKey != g.pointKey():
		eq = "Your equity: working it out…"
	case g.eqErr != nil:
		eq = "Your equity: " + g.eqErr.Error()
	case g.equity.Exact != nil:
		eq = fmt.Sprintf("Your equity %.1f%% against %s, exact (%s deals)", 100*g.equity.Equity, text.Plural(opp, "random hand"), text.Int(g.equity.Samples))
	default:
		eq = fmt.Sprintf("Your equity %.1f%% ± %.1f against %s (Monte Carlo, %s deals)", 100*g.equity.Equity, 100*g.equity.SE, text.Plural(opp, "random hand"), text.Int(g.equity.Samples))
	}
	if g.eqKey == g.pointKey() && g.eqErr == nil {
		eq += fmt.Sprintf(" · %.0f%% against the range their actions imply", 100*g.inRange)
	}
	c := h.ToCall(0)
	if c == 0 {
		return eq + " · nothing to call"
	}
	// The pot odds in no-break spaces: a wrap keeps them whole.
	return fmt.Sprintf("%s · pot\u00a0odds\u00a0%d/%d\u00a0=\u00a0%.1f%%", eq, c, h.Pot()+c, 100*float64(c)/float64(h.Pot()+c))
}

// Buttons draws the enabled buttons on one line, each in its zone (a
// click on one presses its key: common.Pressed).
func (g *Game) Buttons(bs ...common.Button) string {
	st := g.c.Styles()
	var parts []string
	for _, b := range bs {
		if b.Key.Enabled() {
			h := b.Key.Help()
			parts = append(parts, g.c.Mark(b.Zone, st.Key.Render("["+h.Key+"]")+" "+st.Text.Render(h.Desc)))
		}
	}
	return strings.Join(parts, "   ")
}

// PotsLine: how the last hand's pots went ("" while a hand is on).
func (g *Game) PotsLine() string {
	h := g.shownHand()
	if h == nil || !h.Over() {
		return ""
	}
	var parts []string
	back, to := h.Uncalled()
	for i, p := range h.Pots() {
		name := "Main pot"
		if i > 0 {
			name = "side pot"
		}
		if i == len(h.Pots())-1 && back > 0 && i > 0 { // the uncalled bet is in the last pot
			if p.Chips > back {
				parts = append(parts, fmt.Sprintf("side pot %d: %s", p.Chips-back, g.Table.Players[p.Winners[0]].Name))
			}
			parts = append(parts, fmt.Sprintf("uncalled %d back to %s", back, g.Table.Players[to].Name))
			continue
		}
		var who []string
		for _, w := range p.Winners {
			who = append(who, g.Table.Players[w].Name)
		}
		part := fmt.Sprintf("%s %d: %s", name, p.Chips, strings.Join(who, " and "))
		if why := potWhy(h, p, g.Table.Players); h.Showdown() && len(p.Eligible) > 1 && why != "" {
			part += " " + why
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, " · ")
}

// potWhy says why pot p's winner won it at the showdown of h: its hand
// whole, against the best hand among the others eligible, and what
// decided ("with one pair, queens, ace kicker, over Lou's one pair, queens,
// ten kicker: on the kicker").
func potWhy(h *game.Hand, p game.Pot, players []game.Player) string {
	if len(p.Winners) == 0 {
		return ""
	}
	w := p.Winners[0]
	runner := -1
	for _, e := range p.Eligible {
		if !slices.Contains(p.Winners, e) && !h.Seats[e].Folded && (runner < 0 || h.Value(e) > h.Value(runner)) {
			runner = e
		}
	}
	s := "with " + text.LowerFirst(cards.DescribeWhole(h.Value(w)))
	if runner >= 0 {
		s += fmt.Sprintf(", over %s's %s: %s", players[runner].Name, text.LowerFirst(cards.DescribeWhole(h.Value(runner))),
			cards.WhyBeats(h.Value(w), h.Value(runner)))
	}
	return s
}

// SessionLine: your hands and net since the casino opened.
func (g *Game) SessionLine() string {
	s := g.ShownSession()
	if s.Hands == 0 {
		return "Session: no hand played yet"
	}
	return fmt.Sprintf("Session: %s · net %s · won %d · folded %d · showdowns %d", text.Plural(s.Hands, "hand"), text.Signed(s.Net), s.Won, s.Folded, s.Showdowns)
}

// MoveKeys enables your moves' keys for the hand now — call and raise on
// your move (raise while the round has a bet left), fold facing a bet —
// and names them with their price: "check" or "call 10", "bet 10",
// "raise to 40" (to to, when it is not 0: the raise you chose).
func (g *Game) MoveKeys(call, raise, fold *key.Binding, to int) {
	h := g.Hand()
	yours := g.YourMove() && !g.Pacing()
	call.SetEnabled(yours)
	raise.SetEnabled(yours && h.CanRaise())
	fold.SetEnabled(yours && h.ToCall(0) > 0)
	if !yours {
		return
	}
	if c := h.ToCall(0); c > 0 {
		call.SetHelp(call.Help().Key, fmt.Sprintf("call %d", c))
	} else {
		call.SetHelp(call.Help().Key, "check")
	}
	raise.SetHelp(raise.Help().Key, RaiseWord(h, to))
}

// RaiseWord names your raise to to (0: the least): "bet 10" on an
// unopened round, "raise to 40", "all in for 35" when it is all of your
// stack.
func RaiseWord(h *game.Hand, to int) string {
	lo, _, ok := h.RaiseTo()
	if !ok || h.ToAct() != 0 {
		return "raise"
	}
	if to == 0 {
		to = lo
	}
	s := h.Seats[0]
	switch {
	case to == s.Bet+s.Stack:
		return fmt.Sprintf("all in for %d", to)
	case h.Current() == 0:
		return fmt.Sprintf("bet %d", to)
	}
	return fmt.Sprintf("raise to %d", to)
}
