package craps

import (
	"errors"
	"fmt"

	"riffle/engine/odds"
	game "riffle/games/craps"
	"riffle/ui/text"
)

// roll throws the dice, feeds the panel, and says what happened; after a
// decision the same pass-line bet goes back on the line.
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
	switch {
	case r.Event.Decided():
		// A refusal is the ledger's to show (the header): the books are
		// then wrong and bets pause. While the dice tumble the payout is
		// held on the table, sealed, until they show.
		_ = s.anim.Settle(s.open, r.Staked(), r.Payout())
		if r.Payout() > r.Staked() && s.anim.Running() {
			s.anim.FlashAfter(s.c.Settings(), flashTime) // the win shown, its line flashes: after the tumble, on its ticks
		}
		_, _ = s.open.Finish(s.moves, game.RoundResult(s.rolls))
		s.open = nil
	case t.OnTable() > 0:
		// The pass line is locked on the point: the round is saved as it
		// stands, so that a program killed now takes it up again.
		_ = s.open.SaveOpen(s.moves, game.Dice(s.rolls))
	}
	s.anim.WhenShown(func() { s.afterRoll(r) })
}

// afterRoll shows a roll once its dice show: the panel's tallies, the
// history, the note, and a decision's aftermath (the next bet).
func (s *Model) afterRoll(r game.Result) {
	t := s.table
	s.showRoll(r)
	s.shownRolls++
	if !r.Event.Decided() {
		s.say(false, "%s", rollText(r, t.Pass() > 0 && t.MaxOdds() > 0))
		return
	}
	if s.c.Settings().DiceKey() != s.tableFor {
		// The round played on with its own dice; the settings chosen
		// meanwhile take over now that it is decided.
		s.ensureTable()
		if s.table == nil {
			s.say(true, "No dice: %v", s.genErr)
			return
		}
	}
	s.decision, s.decidedAt = &r, s.shownRolls
	switch {
	case r.Pass == 0:
		s.decGood = 0
	case r.Event.Won():
		s.decGood = 1
	default:
		s.decGood = -1
	}
	s.say(false, "Next: a come-out roll; + puts chips on the pass line.")
	s.rebet()
}

// rebet puts the last pass-line bet back on the line, or as much of it
// as the chips allow, and says so.
func (s *Model) rebet() {
	t := s.table
	if s.lastBet == 0 || !t.ComeOut() || t.Pass() > 0 {
		return
	}
	bet := min(s.lastBet, t.MaxPass(s.hand()))
	if bet == 0 {
		s.say(true, "You have %d chips, below the table minimum of %d: rolls are for show.", s.hand(), t.Rules().Min)
		return
	}
	if err := s.setPass(bet); err != nil {
		s.say(true, "%v.", err)
		return
	}
	if t.Session().Rolls == 0 {
		s.say(false, "%d on the pass line: space rolls the come-out; +/- change the bet.", bet)
		return
	}
	s.say(false, "%d on the pass line again: space rolls the come-out.", bet)
}

// adjust moves the bet the keys act on (the pass line at the come-out,
// the odds on a point) by delta chips, stopping at 0 and at the most
// allowed; a refused bet says why in one line.
func (s *Model) adjust(delta int) {
	t := s.table
	if t.ComeOut() {
		s.adjustPass(delta)
		return
	}
	s.adjustOdds(delta)
}

// adjustPass moves the pass-line bet by delta chips (a come-out bet).
func (s *Model) adjustPass(delta int) {
	t := s.table
	cur, r := t.Pass(), t.Rules()
	target := cur + delta
	switch {
	case target <= 0 || (delta < 0 && target < r.Min):
		target = 0
	case target < r.Min:
		target = r.Min
	}
	limit := t.MaxPass(s.hand())
	if target > limit {
		why := t.SetPass(target, s.hand()) // refused: says which limit
		if cur >= limit || limit == 0 {
			s.say(true, "No more on the pass line: %v.", why)
			return
		}
		target = limit
		if err := s.setPass(target); err != nil {
			s.say(true, "%v.", err)
			return
		}
		s.lastBet = target
		s.say(false, "Pass line: %d chips, the most allowed (%v).", target, why)
		return
	}
	if err := s.setPass(target); err != nil {
		s.say(true, "%v.", err)
		return
	}
	s.lastBet = target
	if target == 0 {
		s.say(false, "Bet taken down: rolls are for show until + puts chips on the pass line.")
		return
	}
	s.say(false, "Pass line: %d chips.", target)
}

// adjustOdds moves the odds by delta chips (on a point).
func (s *Model) adjustOdds(delta int) {
	t := s.table
	if t.Pass() == 0 {
		s.say(true, "No odds: %v.", game.ErrNoPassBet)
		return
	}
	if t.MaxOdds() == 0 {
		s.say(true, "No odds at this table: m changes the odds limit at the come-out.")
		return
	}
	cur := t.Odds()
	target := max(0, cur+delta)
	limit := t.MaxOddsNow(s.hand())
	if target > limit {
		why := t.SetOdds(target, s.hand()) // refused: says which limit
		if cur >= limit {
			s.say(true, "No more odds: %v.", why)
			return
		}
		target = limit
		if err := s.setOdds(target); err != nil {
			s.say(true, "%v.", err)
			return
		}
		s.say(false, "Odds: %d chips, the most allowed (%v); pays %s.", target, why, game.OddsRatio(t.Point()))
		return
	}
	if err := s.setOdds(target); err != nil {
		s.say(true, "%v.", err)
		return
	}
	if target == 0 {
		s.say(false, "Odds taken down.")
		return
	}
	s.say(false, "Odds: %d chips, paid %s if the %d comes first.", target, game.OddsRatio(t.Point()), t.Point())
}

// maxOdds takes the most odds allowed, or takes them down when they are
// already at the most.
func (s *Model) maxOdds() {
	t := s.table
	switch {
	case t.ComeOut():
		s.say(true, "No odds yet: %v.", game.ErrNoPoint)
		return
	case t.Pass() == 0:
		s.say(true, "No odds: %v.", game.ErrNoPassBet)
		return
	}
	limit := t.MaxOddsNow(s.hand())
	if t.Odds() >= limit {
		if t.Odds() == 0 {
			s.say(true, "No odds: the limit is %s and you have %d chips.", t.Rules().Odds, s.hand())
			return
		}
		_ = s.setOdds(0)
		s.say(false, "Odds taken down.")
		return
	}
	if err := s.setOdds(limit); err != nil {
		s.say(true, "%v.", err)
		return
	}
	// one line at 80 columns: the note may have no room for two
	if limit < t.MaxOdds() {
		s.say(false, "Odds %d (all you have; limit %d): pays %s on the %d, no house edge.", limit, t.MaxOdds(), game.OddsRatio(t.Point()), t.Point())
		return
	}
	s.say(false, "Odds %d, the limit: pays %s if the %d comes first, no house edge.", limit, game.OddsRatio(t.Point()), t.Point())
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
	if err := t.SetOddsLimit(next); err != nil {
		if errors.Is(err, game.ErrOddsLocked) {
			s.say(true, "The odds limit changes only at the come-out.")
			return
		}
		s.say(true, "%v.", err)
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

// setPass sets the pass-line bet to n, its chips staked on the table's
// round (or taken down from it); a round left with no chip and no roll is
// called off.
func (s *Model) setPass(n int) error { return s.setBet(n, s.table.Pass, s.table.SetPass) }

// setOdds sets the odds bet to n, its chips staked on the round in play
// (or taken down from it).
func (s *Model) setOdds(n int) error { return s.setBet(n, s.table.Odds, s.table.SetOdds) }

// setBet sets a bet (now cur()) to n with set, which checks it against the
// chips in hand, and moves the difference through the table's round; a
// move the ledger refuses puts the bet back as it was.
func (s *Model) setBet(n int, cur func() int, set func(n, hand int) error) error {
	old := cur()
	if err := set(n, s.hand()); err != nil {
		return err
	}
	if err := s.stake(n - old); err != nil {
		// Back as it was, its chips never moved: the hand the bet can
		// draw on is the hand and the chips the bet gave back.
		_ = set(old, s.hand()-(n-old))
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
	}
	if s.open != nil && !s.open.Drawn() && s.open.Staked() == 0 {
		_ = s.open.Cancel()
		s.open = nil
	}
	return err
}
