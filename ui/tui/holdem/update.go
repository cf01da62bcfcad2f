package holdem

import (
	"errors"
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/holdem"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// updateKey does what a key asks; a key that cannot act now says why.
func (m *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	km := m.keyMap()
	switch {
	case key.Matches(k, m.keys.Call), key.Matches(k, m.keys.Raise), key.Matches(k, m.keys.Fold):
		if !m.yourMove() {
			if m.inPlay() {
				m.say(true, "Wait: it is not your move.")
			} else {
				m.say(true, "No hand is on: space deals one.")
			}
			return nil
		}
		switch {
		case key.Matches(k, m.keys.Call):
			if m.hand().ToCall(0) > 0 {
				return m.act(game.Call)
			}
			return m.act(game.Check)
		case key.Matches(k, m.keys.Raise):
			if !km.Raise.Enabled() {
				m.say(true, "No raise: the round's four bets are made, or nobody can answer one.")
				return nil
			}
			return m.act(game.Raise)
		default:
			if !km.Fold.Enabled() {
				m.say(true, "Nothing to fold to: c checks for free.")
				return nil
			}
			return m.act(game.Fold)
		}
	case key.Matches(k, m.keys.Deal):
		if m.inPlay() {
			m.say(true, "The hand is on: it is %s.", m.whoseMove())
			return nil
		}
		return m.deal()
	case key.Matches(k, m.keys.More), key.Matches(k, m.keys.Fewer):
		if m.inPlay() {
			m.say(true, "The players change between hands: finish this one first.")
			return nil
		}
		if key.Matches(k, m.keys.More) {
			m.setBots(m.bots + 1)
		} else {
			m.setBots(m.bots - 1)
		}
	case key.Matches(k, m.keys.Log):
		if m.table.Hand() == nil {
			m.say(true, "No hand dealt yet.")
			return nil
		}
		m.showWhy = !m.showWhy
	}
	return nil
}

// whoseMove names the seat to act.
func (m *Model) whoseMove() string {
	i := m.hand().ToAct()
	if i == 0 {
		return "your move"
	}
	return m.table.Players[i].Name + "'s move"
}

// InPlay says that a hand is on (quitting plays it out: you check, or
// fold to a bet), or "" when none is: quitting asks first.
func (m *Model) InPlay() string {
	if !m.inPlay() {
		return ""
	}
	return fmt.Sprintf("A Hold'em hand is on, %s of yours in the pot", text.Plural(m.hand().Seats[0].Put, "chip"))
}

// SettleOnQuit plays out a hand in play as the casino closes: you check
// where you can and fold to a bet. It says what happened, or "".
func (m *Model) SettleOnQuit() string {
	if !m.inPlay() {
		return ""
	}
	for m.inPlay() {
		k := game.Check
		if m.hand().ToCall(0) > 0 {
			k = game.Fold
		}
		if err := m.table.Act(k); err != nil {
			break
		}
	}
	m.finish()
	r := m.c.Book().Rounds
	last := r[len(r)-1]
	return fmt.Sprintf("the Hold'em hand in play was played out as you left (checked or folded): %s (%s)", last.Outcome, text.Signed(last.Net))
}

// Resume takes up a hand saved open at your move: it is dealt again from
// the record's generator and played to where it stood
// (round.ResumeHoldem), your stack staked again. It returns one line for
// you, or why it cannot be taken up.
func (m *Model) Resume(rec round.Record, stake int) (string, error) {
	if m.inPlay() {
		return "", errors.New("a Hold'em hand is already in play")
	}
	oh, err := round.ResumeHoldem(rec, m.c.Bank().InHand())
	if err != nil {
		return "", err
	}
	if oh.Start.Stacks[0] != stake {
		return "", fmt.Errorf("the open Hold'em hand saved %d chips on the table, but it began with %d", stake, oh.Start.Stacks[0])
	}
	if ps, err := game.Lineup(len(oh.Start.Stacks) - 1); err == nil {
		for i := range ps {
			oh.Table.Players[i].Name = ps[i].Name
		}
	}
	m.table, m.bots, m.start = oh.Table, len(oh.Start.Stacks)-1, oh.Start
	m.open = common.ResumeRound(rec, oh.Gen, nil)
	m.resumed = true
	// The deal's stream goes on from the hand when it is the session's.
	s := m.c.Settings
	if rec.Fair == nil && rec.Gen == s.Gen.Name && rec.Seed == s.EffectiveSeed() && rec.Algo == s.Algo.Name {
		m.gen, m.genFor, m.genErr, m.algo, m.algErr = oh.Gen, s.DeckKey(), nil, s.Algo, nil
	}
	m.c.Sync(round.Holdem, m.c.Bank().InHand()-stake, stake)
	h := m.hand()
	hole := fmt.Sprintf("%s %s", h.Seats[0].Hole[0], h.Seats[0].Hole[1])
	m.say(false, "Still on: your %s, %s to call.", hole, text.Plural(h.ToCall(0), "chip"))
	return fmt.Sprintf("Your Hold'em hand is still on: %s, %s on the table.", hole, text.Plural(stake, "chip")), nil
}
