package craps

import (
	"errors"
	"fmt"

	"riffle/engine/odds"
	game "riffle/games/craps"
	"riffle/ui/text"
)

// roll throws the dice, feeds the panel, and says what happened. Every
// bet the throw decides is settled through the round; on the pass line's
// decision the round is finished, the bets left standing carried into
// the next one and the same pass-line bet goes back on the line.
func (s *Model) roll() {
	t := s.table
	if !s.InRound() {
		if err := s.ledger.CanStake(); err != nil {
			s.say(true, "%s.", text.Capitalize(err.Error()))
			return
		}
		err := s.begin()
		if err == nil {
			err = s.open.Draw(s.gen.Source("", t.SetGenerator))
		}
		if err != nil { // the ledger has the table's round already: no throw without one
			s.say(true, "No roll: %v.", err)
			return
		}
		s.moves, s.rolls = game.Moves(t.Rules().Odds), nil
	}
	s.moves = append(s.moves, t.Move())
	still, stillDice := s.stillFrame()
	r := t.Roll()
	s.rolls = append(s.rolls, r)
	s.tumble(still, stillDice)
	s.carried = 0
	switch {
	case r.Event.Decided():
		s.decide(r)
		if r.Net() > 0 && s.anim.Running() {
			s.anim.FlashAfter(s.c.Settings(), flashTime) // the win shown, its line flashes: after the tumble, on its ticks
		}
	default:
		if len(r.Settled) > 0 {
			_ = s.anim.Settle(s.open, r.Staked(), r.Payout())
		}
		if t.OnTable() > 0 || s.open.Net() != 0 {
			// Bets wait on the next throw, or chips were settled: the
			// round is saved as it stands, so that a program killed now
			// takes it up again with what it paid so far.
			_ = s.open.SaveOpen(s.moves, game.Dice(s.rolls))
		}
	}
	s.anim.WhenShown(func() { s.afterRoll(r) })
}

// decide finishes the round throw r decided: its bets settled (a refusal
// is the ledger's to show, in the header: the books are then wrong and
// bets pause) and its record saved. The bets left standing settle with
// it as pushes and are staked on the next round (carryOver) once the
// throw shows; while the dice tumble (motion) they are held on the table
// with the payout, sealed.
func (s *Model) decide(r game.Result) {
	s.carried = s.table.OnTable()
	_ = s.anim.Settle(s.open, r.Staked()+s.carried, r.Payout()+s.carried)
	_, _ = s.open.Finish(s.moves, game.RoundResult(s.rolls, s.table.Standing()))
	s.open = nil
}

// carryOver stakes the bets left standing after a decision (s.carried
// chips, back in hand once the decision showed) on the next round. With
// come bets on their numbers among them the round is under way at once —
// its dice drawn, a carry move first, saved open — since those bets stay
// until decided. A refusal takes the bets off the layout, their chips in
// hand, and says so.
func (s *Model) carryOver() {
	n := s.carried
	s.carried = 0
	if n == 0 {
		return
	}
	t := s.table
	err := s.stake(n)
	if carry := t.CarryMove(); err == nil && carry != "" {
		if err = s.open.Draw(s.gen.Source("", t.SetGenerator)); err == nil {
			s.moves, s.rolls = append(game.Moves(t.Rules().Odds), carry), nil
			err = s.open.SaveOpen(s.moves, nil)
		}
	}
	if err != nil {
		t.Clear()
		s.say(true, "The bets left standing came back to your hand: %v.", err)
	}
}

// afterRoll shows a roll once its dice show: the panel's tallies, the
// history, the note, and a decision's aftermath (the bets carried into
// the next round, the next pass-line bet).
func (s *Model) afterRoll(r game.Result) {
	t := s.table
	s.showRoll(r)
	s.shownRolls++
	if !r.Event.Decided() {
		s.follow()
		s.say(false, "%s", rollText(r, t.Pass() > 0 && t.MaxOdds() > 0))
		return
	}
	s.carryOver()
	refund := 0
	if s.c.Settings().DiceKey() != s.tableFor && !t.Stays() {
		// The round played on with its own dice; the settings chosen
		// meanwhile take over now that it is decided.
		refund = s.ensureTable()
		if s.table == nil {
			s.say(true, "No dice: %v", s.genErr)
			return
		}
	}
	s.decision, s.decidedAt = &r, s.shownRolls
	switch {
	case r.Net() > 0:
		s.decGood = 1
	case r.Net() < 0:
		s.decGood = -1
	default:
		s.decGood = 0
	}
	s.follow()
	s.say(false, "%s", rollText(r, false))
	if refund > 0 {
		s.say(false, "%s New dice for the new settings: the %d chips left standing are back in your bankroll.", s.note, refund)
	}
	if !s.quitting {
		s.rebet()
	}
}

// rebet puts the last pass-line bet back on the line, or as much of it
// as the chips allow, and says so after what the decision did.
func (s *Model) rebet() {
	t := s.table
	if s.lastBet == 0 || !t.ComeOut() || t.Pass() > 0 {
		return
	}
	bet := min(s.lastBet, t.MaxPass(s.hand()))
	if bet == 0 {
		s.say(true, "%s You have %d chips, below the table minimum of %d.", s.note, s.hand(), t.Rules().Min)
		return
	}
	if err := s.setBet("pass", bet); err != nil {
		s.say(true, "%v.", err)
		return
	}
	if t.Session().Rolls == 0 {
		s.say(false, "%d on the pass line: space rolls the come-out; ←/→ choose a bet, + adds.", bet)
		return
	}
	s.say(false, "%s %d on the pass line again.", s.note, bet)
}

// cycleLimit moves to the next odds limit the table offers.
func (s *Model) cycleLimit() {
	t := s.table
	lims := game.OddsLimits()
	i := 0
	for j, l := range lims {
		if l == t.Rules().Odds {
			i = j + 1
		}
	}
	next := lims[i%len(lims)]
	if s.InRound() && t.ComeOut() {
		s.say(true, "The odds limit changes between rounds: come bets carried on their numbers play this one out first.")
		return
	}
	if err := t.SetOddsLimit(next); err != nil {
		if errors.Is(err, game.ErrOddsLocked) {
			s.say(true, "The odds limit changes only at the come-out.")
			return
		}
		s.say(true, "%s.", text.Capitalize(err.Error()))
		return
	}
	s.say(false, "Odds limit %s: with full odds behind it, the pass line's edge is %s.", next, ratPercent(next.HouseEdge(), 3))
}

// sumTally is the panel's tally of two-dice sums: labels "2"…"12"
// and the exact probabilities w(s)/36 from engine/odds.
func sumTally() ([]string, []float64) {
	labels := make([]string, 0, 11)
	probs := make([]float64, 0, 11)
	for s := 2; s <= 12; s++ {
		labels = append(labels, fmt.Sprint(s))
		f, _ := odds.DiceSumProb(s).Float64()
		probs = append(probs, f)
	}
	return labels, probs
}

// begin begins the table's round, unless one is begun: chips put on the
// line at the come-out are the next round's.
func (s *Model) begin() error {
	if s.open != nil {
		return nil
	}
	r, err := s.ledger.Begin(game.Name)
	if err != nil {
		return err
	}
	s.open = r
	return nil
}

// setBet sets the bet on place p to n (the table checks it against the
// chips in hand) and moves the difference through the table's round; a
// move the ledger refuses puts the layout back as it was.
func (s *Model) setBet(p string, n int) error {
	t := s.table
	before, lay := t.OnTable(), t.Layout()
	if err := t.Set(p, n, s.hand()); err != nil {
		return err
	}
	if err := s.stake(t.OnTable() - before); err != nil {
		t.Restore(lay)
		return err
	}
	return nil
}

// stake moves d chips onto the table's round (below zero: back to the
// hand), beginning the round for a first chip; a round with nothing
// staked and no roll yet is called off.
func (s *Model) stake(d int) error {
	var err error
	switch {
	case d > 0:
		if err = s.begin(); err == nil {
			err = s.open.Stake(d)
		}
	case d < 0 && s.open != nil:
		err = s.open.Unstake(-d)
	case d < 0:
		err = errors.New("no round holds these chips (the dice are still showing the last)")
	}
	if s.open != nil && !s.open.Drawn() && s.open.Staked() == 0 {
		_ = s.open.Cancel()
		s.open = nil
	}
	return err
}
