package holdem

import (
	"errors"
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	game "riffle/games/holdem"
	"riffle/ui/text"
	"riffle/ui/tui/pokertable"
	"riffle/ui/tui/settings"
)

// updateKey does what a key asks; a key that cannot act now says why.
func (m *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	km := m.keyMap()
	switch {
	case key.Matches(k, m.keys.Call), key.Matches(k, m.keys.Raise), key.Matches(k, m.keys.Fold):
		if !m.g.YourMove() {
			if m.g.InPlay() {
				m.say(true, "Wait: it is not your move.")
			} else {
				m.say(true, "No hand is on: space deals one.")
			}
			return nil
		}
		switch {
		case key.Matches(k, m.keys.Call):
			if m.g.Hand().ToCall(0) > 0 {
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
		if m.g.InPlay() {
			m.say(true, "The hand is on: it is %s.", m.whoseMove())
			return nil
		}
		return m.deal()
	case key.Matches(k, m.keys.More), key.Matches(k, m.keys.Fewer):
		if m.g.InPlay() {
			m.say(true, "The players change between hands: finish this one first.")
			return nil
		}
		if key.Matches(k, m.keys.More) {
			m.setBots(m.bots + 1)
		} else {
			m.setBots(m.bots - 1)
		}
	case key.Matches(k, m.keys.Log):
		if m.g.Table.Hand() == nil {
			m.say(true, "No hand dealt yet.")
			return nil
		}
		m.g.ShowWhy = !m.g.ShowWhy
	}
	return nil
}

// whoseMove names the seat to act, in the hand as shown.
func (m *Model) whoseMove() string {
	i := m.g.ShownHand().ToAct()
	switch {
	case i == 0:
		return "your move"
	case i < 0:
		return "the hand's end"
	}
	return m.g.Table.Players[i].Name + "'s move"
}

// InPlay says that a hand is on, or "" when none is: quitting asks
// first, and plays it out (you check, or fold to a bet).
func (m *Model) InPlay() string { return m.g.InPlayLine("Hold'em") }

// SettleOnQuit plays out a hand in play as the casino closes.
func (m *Model) SettleOnQuit() string {
	said := m.g.SettleOnQuit("Hold'em")
	if said != "" {
		m.afterHand()
	}
	return said
}

// Resume takes up a hand saved open at your move: it is dealt again from
// the record's generator and played to where it stood
// (games/holdem.Resume), your stack staked again. It returns one line for
// you, or why it cannot be taken up.
func (m *Model) Resume(e casino.Entry) (string, error) {
	rec, stake := *e.Round, e.Stake
	oh, err := m.g.Resume(e, "Hold'em")
	if f := (pokertable.FoldedError{}); errors.As(err, &f) {
		m.say(true, "Your last hand was folded where it stood: %s lost.", text.Plural(f.Put, "chip"))
		return fmt.Sprintf("Your open Hold'em hand %s.", f.Error()), nil
	}
	if err != nil {
		return "", err
	}
	m.bots = len(oh.Start.Stacks) - 1
	// The deal's stream goes on from the hand when it is the session's.
	s := m.c.Settings()
	if rec.Fair == nil && oh.Gen != nil {
		g := settings.Gen{Generator: oh.Gen, Name: rec.Gen, Seed: rec.Seed}
		m.gens.Keep(g) // never dealt from the hand's place again
		if rec.Gen == s.Gen.Name && rec.Seed == s.EffectiveSeed() && rec.Algo == s.Algo.Name {
			m.gen, m.genFor, m.genErr, m.algo, m.algErr = g, s.DeckKey(), nil, s.Algo, nil
		}
	}
	h := m.g.Hand()
	hole := m.g.CardsText(h.Seats[0].Hole[:]...)
	m.say(false, "Still on: your %s, %s to call.", hole, text.Plural(h.ToCall(0), "chip"))
	return fmt.Sprintf("Your Hold'em hand is still on: %s, %s on the table.", hole, text.Plural(stake, "chip")), nil
}
