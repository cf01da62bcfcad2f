package solitaire

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/solitaire"
	"riffle/ui/text"
)

// The bet steps of +/- and ]/[.
const (
	betStep    = 10
	bigBetStep = 100
)

// DemoFresh sets the next round to seven riffles, the table's default and
// the seven-riffles demo's subject, whatever --shuffles started it at
// (common.Freshener); a round in play, or games being played, keep theirs.
func (s *Model) DemoFresh() tea.Cmd {
	if s.game == nil || s.busy() || s.game.Phase() != game.Betting || s.game.Shuffles() == game.DefaultShuffles {
		return nil
	}
	return s.setShuffles(game.DefaultShuffles)
}

// updateNextRound sets the next round's riffles, side and bet (refused,
// with the reason, while a round is in play).
func (s *Model) updateNextRound(k tea.KeyMsg) tea.Cmd {
	keys := s.keys
	switch {
	case key.Matches(k, keys.More):
		return s.setShuffles(s.nextSetting(+1))
	case key.Matches(k, keys.Fewer):
		return s.setShuffles(s.nextSetting(-1))
	case key.Matches(k, keys.Random):
		if s.game.Shuffles() == game.UntilRandom {
			return s.setShuffles(s.lastFixed())
		}
		return s.setShuffles(game.UntilRandom)
	case key.Matches(k, keys.Alice):
		s.setSide(game.Alice)
	case key.Matches(k, keys.Bob):
		s.setSide(game.Bob)
	case key.Matches(k, keys.Raise):
		s.adjustBet(betStep)
	case key.Matches(k, keys.Lower):
		s.adjustBet(-betStep)
	case key.Matches(k, keys.RaiseBig):
		s.adjustBet(bigBetStep)
	case key.Matches(k, keys.LowerBig):
		s.adjustBet(-bigBetStep)
	}
	return nil
}

// nextSetting is the setting step places from the current one in the
// order 0, 1, …, 20, until random (not wrapping).
func (s *Model) nextSetting(step int) int {
	i := settingIndex(s.game.Shuffles()) + step
	i = min(max(i, 0), settingCount-1)
	if i == settingCount-1 {
		return game.UntilRandom
	}
	return i
}

// setShuffles changes the riffles of the next round and points the panel
// at them.
func (s *Model) setShuffles(k int) tea.Cmd {
	switch {
	case s.busy():
		s.say(true, "Playing 10,000 games %s: p stops them before the riffles change.", atText(s.sim.setting))
		return nil
	case s.game.Phase() != game.Betting:
		s.say(true, "The riffles are set for this round: change them when it is over.")
		return nil
	case k == s.game.Shuffles():
		if k == game.UntilRandom {
			s.say(true, "Until random is the last setting: ← goes back to 20 riffles.")
		} else {
			s.say(true, "0 riffles is the least: the new deck as it comes out of the box.")
		}
		return nil
	}
	if err := s.game.SetShuffles(k); err != nil {
		s.say(true, "%v.", err)
		return nil
	}
	if k != game.UntilRandom {
		s.fixed = k
	}
	if k == game.UntilRandom {
		s.view = viewLabels
		s.say(false, "Until perfectly random: riffle until every card's label differs; Alice then wins exactly half the time.")
	} else {
		if s.view == viewLabels {
			s.view = viewCurve
		}
		s.say(false, "%s: Alice wins %s (exact).", text.Capitalize(settingText(k)), percent(s.pAlice(k), 2))
	}
	return s.resetPanel()
}

func (s *Model) setSide(p game.Player) {
	if err := s.game.SetSide(p); err != nil {
		s.say(true, "The bet is on %v for this round: change sides when it is over.", s.game.StakeSide())
		return
	}
	pw := s.pAlice(s.game.Shuffles())
	if p == game.Bob {
		pw = 1 - pw
	}
	s.say(false, "Betting on %v: %s %s (exact), paid even money.", p, percent(pw, 2), atText(s.game.Shuffles()))
}

// adjustBet moves the next bet by delta chips: down to 0 (no bet), up to
// the table maximum or the chips in hand; a refused bet says why.
func (s *Model) adjustBet(delta int) {
	gm := s.game
	if gm.Phase() != game.Betting {
		s.say(true, "The bet is on the table for this round: change it when the round is over.")
		return
	}
	cur := gm.Bet()
	target := cur + delta
	switch {
	case target <= 0 || (delta < 0 && target < game.MinBet):
		target = 0
	case target < game.MinBet:
		target = game.MinBet
	}
	hand := s.ledger.InHand()
	limit := gm.MaxBetNow(hand)
	if target > limit && delta < 0 {
		target = limit // lowering a bet the chips no longer cover
	}
	if target > limit {
		why := gm.SetBet(target, hand)
		if cur >= limit || limit == 0 {
			s.say(true, "No higher: %v.", why)
			return
		}
		target = limit
		_ = gm.SetBet(target, hand)
		s.say(false, "Bet %d, the most allowed (%v).", target, why)
		return
	}
	if err := gm.SetBet(target, hand); err != nil {
		s.say(true, "%v.", err)
		return
	}
	if target == 0 {
		s.say(false, "No bet: rounds are for show until + puts chips on a player.")
		return
	}
	s.say(false, "Bet %d on %v, paid even money.", target, gm.Side())
}

// goKey moves the round on by its phase: between rounds it begins one;
// riffling, it skips to the deal; dealing, it deals to the end.
func (s *Model) goKey() tea.Cmd {
	switch s.game.Phase() {
	case game.Betting:
		return s.begin()
	case game.Riffling:
		s.skipRiffles()
		return nil
	}
	return s.dealToEnd()
}

// skipRiffles makes the round's riffles left at once.
func (s *Model) skipRiffles() {
	s.stopAnim()
	_ = s.game.RiffleAll()
	s.afterRiffles()
}

// dealToEnd deals to the end, animated; or, when it is already dealing to
// the end, finishes the deal at once.
func (s *Model) dealToEnd() tea.Cmd {
	if s.anim.deal || !s.c.Settings().Motion { // without motion, the deal to its end at once
		s.stopAnim()
		r, err := s.game.DealAll()
		if err == nil {
			s.finished(r)
		}
		return nil
	}
	s.anim.deal = true
	s.anim.id++
	s.say(false, "Dealing to the end at %s speed: enter finishes at once, n deals one card at a time.", speeds[s.speed].name)
	return s.tick()
}

// begin places the bet and starts a round: the riffles animate, or with 0
// riffles the deal waits at once.
func (s *Model) begin() tea.Cmd {
	gm := s.game
	if s.busy() {
		s.say(true, "Playing 10,000 games: p stops them, then enter deals a round.")
		return nil
	}
	if err := s.ledger.CanStake(); err != nil {
		s.say(true, "%s.", text.Capitalize(err.Error()))
		return nil
	}
	moves := game.Moves(gm.Shuffles(), gm.Side(), gm.Bet())
	open, err := s.ledger.BeginDrawn(game.Name, s.gen.Source("", gm.SetGenerator))
	if err == nil {
		if err = gm.Begin(s.ledger.InHand()); err != nil {
			_ = open.Cancel()
		}
	}
	if err != nil {
		s.say(true, "%v: - lowers the bet (0 plays for show).", text.Capitalize(err.Error()))
		return nil
	}
	_ = open.Stake(gm.Stake()) // covered: Begin checked the hand
	s.open, s.lateMoves = open, nil
	s.settleAtBegin(moves)
	if gm.Phase() == game.Dealing {
		s.afterRiffles()
		return nil
	}
	return s.startRiffleAnim()
}

// afterRiffles says what the riffles did when the deal is about to
// begin.
func (s *Model) afterRiffles() {
	gm := s.game
	steps := gm.Steps()
	switch {
	case len(steps) == 0:
		s.say(false, "No riffle: the new deck as it comes. n deals a card, enter deals to the end.")
	case gm.Setting() == game.UntilRandom:
		last := steps[len(steps)-1]
		if last.Random() {
			s.say(false, "T = %d: this deck is now perfectly random. n deals a card, enter deals to the end.", len(steps))
		} else {
			s.say(true, "%s and the labels still clash: the generator is degenerate; the deck is not certified random.", text.Plural(len(steps), "riffle"))
		}
	default:
		s.say(false, "Riffled %s; the deal tells who wins. n deals a card, enter deals to the end.", timesText(len(steps)))
	}
}

// stepKey deals one card (stopping an automatic deal).
func (s *Model) stepKey() tea.Cmd {
	gm := s.game
	if gm.Phase() != game.Dealing {
		if gm.Phase() == game.Riffling {
			s.say(true, "Still riffling: enter skips to the deal.")
		} else {
			s.say(true, "No card to deal: enter riffles a new deck.")
		}
		return nil
	}
	s.stopAnim()
	s.dealCards(1)
	return nil
}

// dealCards deals up to n cards, stopping at the end of the round.
func (s *Model) dealCards(n int) {
	gm := s.game
	for range n {
		d, err := gm.Deal()
		if err != nil {
			return
		}
		if d.Over {
			r, _ := gm.Result()
			s.finished(r)
			return
		}
		s.say(false, "%s", s.dealText(d))
	}
}

// dealText says where a card went.
func (s *Model) dealText(d game.Deal) string {
	gm := s.game
	c := s.cardPlain(d.Card)
	if d.To == game.ToBottom {
		return fmt.Sprintf("Pass %d: %s to the bottom (Alice wants %s, Bob %s).", d.Pass, c,
			s.cardPlain(gm.Target(game.Alice)), s.cardPlain(gm.Target(game.Bob)))
	}
	return fmt.Sprintf("Pass %d: %s to %v's pile (%d of %d).", d.Pass, c, d.To, gm.Pile(d.To), gm.N()/2)
}

// cardPlain is card c as text without styles ("A♥", or "Ah" in ASCII).
func (s *Model) cardPlain(c int) string {
	if c < 0 || c >= game.Cards {
		return "—"
	}
	if s.c.Settings().ASCII {
		return game.Card(c).String()
	}
	return game.Card(c).Symbol()
}

// finished settles a round on screen: the note, the bankroll, the panel.
func (s *Model) finished(r game.Result) {
	s.stopAnim()
	if o := s.open; o != nil { // the deal has shown the round: it pays in
		if o.Over() {
			_ = o.Collect() // a refusal is the ledger's to show
		} else {
			_ = o.Settle(r.Stake, r.Payout())
			_, _ = o.Finish(s.lateMoves, game.RoundResult(r, s.game.Riffled()))
		}
		s.open, s.lateMoves = nil, nil
	}
	labels, probs := s.outcomeProbs(r.Shuffles)
	if r.Shuffles == s.game.Shuffles() {
		outcome := 0
		if r.Winner == game.Bob {
			outcome = 1
		}
		s.panel.Observe(outcomeTitle(r.Shuffles), labels, probs, outcome)
	}
	what := fmt.Sprintf("%v completes the pile in pass %d after %s (%v would have needed pass %d)",
		r.Winner, r.Pass, text.Plural(r.Dealt, "card"), r.Winner.Other(), r.LoserPass)
	switch {
	case r.Stake == 0:
		s.say(false, "%s. No bet.", what)
	case r.Won():
		s.say(false, "%s: your %d on %v wins %s.", what, r.Stake, r.Side, text.Signed(r.Net))
	default:
		s.say(true, "%s: your %d on %v loses.", what, r.Stake, r.Side)
	}
}

// lastFixed is the riffle count `u` goes back to from until random: the
// last fixed count chosen.
func (s *Model) lastFixed() int {
	if s.fixed <= 0 {
		return game.DefaultShuffles
	}
	return s.fixed
}
