package videopoker

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/cards"
	vp "riffle/engine/videopoker"
	game "riffle/games/videopoker"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// adviceMsg brings the exact return of a dealt hand's 32 holds.
type adviceMsg struct {
	tag   *byte
	round int64
	holds []vp.Hold
}

// say sets the one-line note.
func (s *Model) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = s.c.Styles().Glyphs.Text(fmt.Sprintf(format, args...)), bad
}

// updateKey hands a key to the round's state: no table, between rounds,
// or holding.
func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	if s.anim.Skip() {
		return nil
	}
	if s.game == nil {
		s.ensureGame()
		if s.game == nil {
			if s.isOurs(k) {
				s.say(true, "%s", draw.NoCardsText(s.gameErr))
			}
			return nil
		}
	}
	if s.game.Phase() == game.Holding {
		return s.updateHolding(k)
	}
	return s.updateBetting(k)
}

// updateBetting: the keys between rounds.
func (s *Model) updateBetting(k tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(k, s.keys.Play):
		return s.deal()
	case key.Matches(k, s.keys.More):
		s.setBet(s.game.Bet() + 1)
	case key.Matches(k, s.keys.Less):
		s.setBet(s.game.Bet() - 1)
	case key.Matches(k, s.keys.Table):
		return s.nextTable()
	case key.Matches(k, s.keys.Advice) || s.holdKey(k) >= 0:
		s.say(true, "Deal first: space deals five cards, then 1-5 hold them.")
	}
	return nil
}

// updateHolding: the keys of a round in play.
func (s *Model) updateHolding(k tea.KeyMsg) tea.Cmd {
	switch i := s.holdKey(k); {
	case i >= 0:
		_ = s.game.SetHeld(i, !s.game.Held()[i])
		s.note = ""
	case key.Matches(k, s.keys.Play):
		return s.draw()
	case key.Matches(k, s.keys.Advice):
		s.holdAdvice()
	case key.Matches(k, s.keys.More, s.keys.Less, s.keys.Table):
		s.say(true, "The bet and the pay table wait for the draw: space draws.")
	}
	return nil
}

// holdKey is the card (0…4) a hold key names, or −1.
func (s *Model) holdKey(k tea.KeyMsg) int {
	for i, b := range s.keys.holds() {
		if key.Matches(k, *b) {
			return i
		}
	}
	return -1
}

// setBet sets the bet, or says why not.
func (s *Model) setBet(n int) {
	if err := s.game.SetBet(n); err != nil {
		s.say(true, "The bet is %d: the machine takes %d to %d credits.", s.game.Bet(), game.MinBet, game.MaxBet)
		return
	}
	royal := s.game.PayTable().Lines[0]
	if n == game.MaxBet {
		s.say(false, "Bet %d credits: the %s pays %s.", n, strings.ToLower(royal.Name), text.Int(royal.Pays[n-1]))
		return
	}
	s.say(false, "Bet %s: the %s pays %s (%s at 5 credits).", text.Plural(n, "credit"), strings.ToLower(royal.Name),
		text.Int(royal.Pays[n-1]), text.Int(royal.Pays[game.MaxBet-1]))
}

// nextTable plays the next of the engine's pay tables, and asks for its
// law.
func (s *Model) nextTable() tea.Cmd {
	tables := vp.PayTables()
	i := 0
	for j, p := range tables {
		if p.Name == s.game.PayTable().Name {
			i = (j + 1) % len(tables)
		}
	}
	if err := s.game.SetPayTable(tables[i].Name); err != nil {
		s.say(true, "%v.", err)
		return nil
	}
	s.adv = advice{}
	s.say(false, "Pay table: %s (t: the next).", tables[i].Title) // its title: the id is the command line's
	s.startFinals()
	return s.askLaw()
}

// deal starts a round: the bet staked, five cards dealt, the advice asked
// for.
func (s *Model) deal() tea.Cmd {
	s.ensureGame()
	g := s.game
	if g == nil {
		s.say(true, "%s", draw.NoCardsText(s.gameErr))
		return nil
	}
	if err := s.ledger.CanStake(); err != nil {
		s.say(true, "%s.", text.Capitalize(err.Error()))
		return nil
	}
	hand := s.ledger.InHand()
	if err := g.CanDeal(hand); err != nil {
		s.say(true, "%s", dealRefused(err, g, hand))
		return nil
	}
	open, err := s.ledger.BeginDrawn(game.Name, s.gen.Source(g.Algorithm().Name, g.SetGenerator))
	if err == nil {
		if err = g.Deal(hand); err != nil {
			_ = open.Cancel()
		}
	}
	if err != nil {
		s.say(true, "No deal: %v.", err)
		return nil
	}
	s.open = open
	_ = open.Stake(g.Bet()) // covered: CanDeal checked the hand
	s.saveOpen()
	s.adv = advice{round: g.Dealt()}
	s.say(false, "Hold with 1-5 (h holds the advice), then space draws.")
	class := classIndex(cards.Eval5(g.Hand()).Class())
	cmd := s.reveal([]int{0, 1, 2, 3, 4})
	s.anim.WhenShown(func() { s.observeDeal(class) }) // the panel tells the hand's class once it shows
	return tea.Batch(s.askAdvice(), cmd)
}

// dealRefused says why a deal was refused with hand chips in hand.
func dealRefused(err error, g *game.Game, hand int) string {
	if errors.Is(err, game.ErrChips) {
		return fmt.Sprintf("You have %s chips, the bet is %d: - lowers it.", text.Int(int64(hand)), g.Bet())
	}
	return fmt.Sprintf("No deal: %v.", err)
}

// draw ends the round: the draw, the pay, the round recorded, and the
// hold's cost once the advice is in; the cards drawn turn over.
func (s *Model) draw() tea.Cmd {
	g := s.game
	held := g.Held()
	before := g.Session()
	res, err := g.Draw()
	if err != nil {
		s.say(true, "%v.", err)
		return nil
	}
	var drawn []int
	for i, h := range held {
		if !h {
			drawn = append(drawn, i)
		}
	}
	cmd := s.reveal(drawn)
	if s.anim.Running() { // the session's totals as they stood, until the cards show
		s.sessionBefore = &before
		s.anim.WhenShown(func() { s.sessionBefore = nil })
	}
	if res.Paid > 0 && s.anim.Running() {
		s.anim.FlashAfter(s.c.Settings(), flashTime) // the win shown, its meter flashes: after the cards, on their ticks
	}
	moves := game.Moves(res.Table, res.Bet, held)
	// The payout waits, sealed, until the cards have turned; a refusal is
	// the ledger's to show (the header).
	_ = s.anim.Settle(s.open, res.Bet, res.Paid)
	_, _ = s.open.Finish(moves, game.RoundResult(res, game.LineName(g, res)))
	s.open = nil
	s.adv.drawn, s.adv.mine, s.adv.bet = true, maskOf(held), res.Bet
	s.countCost()
	s.anim.WhenShown(func() { s.countFinal(res.Line) })
	if res.Line < 0 {
		s.say(false, "%s: no win.", cards.Describe(cards.Eval5(res.Final)))
		return cmd
	}
	s.say(false, "%s pays %s (net %s).", g.PayTable().Lines[res.Line].Name, text.Int(int64(res.Paid)), text.Signed(res.Net()))
	return cmd
}

// maskOf is the holds as the engine's bit mask (bit i: card i held).
func maskOf(h [5]bool) uint8 {
	var m uint8
	for i, on := range h {
		if on {
			m |= 1 << i
		}
	}
	return m
}

// takeAdvice keeps the advice for the round on show, and counts the
// hold's cost if the draw came first.
func (s *Model) takeAdvice(m adviceMsg) {
	if s.game == nil || m.round != s.adv.round {
		return
	}
	s.adv.holds = m.holds
	s.countCost()
}

// countCost adds what the drawn hold cost against the best, once both
// the draw and the advice are in: the difference of their expected
// returns per credit, times the credits bet.
func (s *Model) countCost() {
	a := &s.adv
	if !a.drawn || a.costed || a.holds == nil {
		return
	}
	for _, h := range a.holds {
		if h.Mask == a.mine {
			lost := new(big.Rat).Sub(a.holds[0].EV, h.EV)
			a.lost = lost.Mul(lost, big.NewRat(int64(a.bet), 1))
			break
		}
	}
	if a.lost == nil {
		return
	}
	a.costed = true
	s.cost.Add(s.cost, a.lost)
	s.costs++
}

// holdAdvice holds the cards of the best hold.
func (s *Model) holdAdvice() {
	if s.adv.holds == nil {
		s.say(true, "The advice is still being counted; try again in a moment.")
		return
	}
	best := s.adv.holds[0]
	var h [5]bool
	for i := range h {
		h[i] = best.Mask>>i&1 != 0
	}
	_ = s.game.SetHolds(h)
	s.say(false, "Held the best: %s, %s a credit back on average.", holdText(best, s.c.Settings().ASCII), best.EV.FloatString(4))
}

// holdText names a hold's cards, or "draw five".
func holdText(h vp.Hold, ascii bool) string {
	if len(h.Cards) == 0 {
		return "draw five"
	}
	parts := make([]string, len(h.Cards))
	for i, c := range h.Cards {
		parts[i] = c.Symbol()
		if ascii {
			parts[i] = c.String()
		}
	}
	return "hold " + strings.Join(parts, " ")
}
