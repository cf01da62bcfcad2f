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
				m.say(true, "%s", m.noRaise())
				return nil
			}
			to := m.chosenSize()
			if lo, hi, _ := m.g.Hand().RaiseTo(); to != 0 && (to < lo || to > hi) {
				m.say(true, "A raise to %d is not allowed: from %d to %d.", to, lo, hi)
				return nil
			}
			return m.play(game.Move{Kind: game.Raise, To: to})
		default:
			if !km.Fold.Enabled() {
				m.say(true, "Nothing to fold to: c checks for free.")
				return nil
			}
			return m.act(game.Fold)
		}
	case key.Matches(k, m.keys.Least), key.Matches(k, m.keys.Half), key.Matches(k, m.keys.ThreeQuarters),
		key.Matches(k, m.keys.Pot), key.Matches(k, m.keys.AllIn), key.Matches(k, m.keys.Type):
		if !km.Least.Enabled() {
			m.say(true, "%s", m.noSize())
			return nil
		}
		m.choose(k, km)
	case key.Matches(k, m.keys.Limit):
		if !km.Limit.Enabled() {
			m.say(true, "The game changes between hands: finish this one first.")
			return nil
		}
		ls := game.Limits()
		l := ls[(int(m.g.Limit())+1)%len(ls)]
		if err := m.g.SetLimit(l); err != nil {
			m.say(true, "%v.", err)
			return nil
		}
		m.say(false, "%s from the next hand: %s", text.Capitalize(l.String()), limitRules(l))
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

// choose sets the raise's size from a size key, or a digit typed
// (backspace takes the last one off).
func (m *Model) choose(k tea.KeyMsg, km KeyMap) {
	point := m.g.Point()
	if key.Matches(k, m.keys.Type) {
		if m.sizeAt != point || !m.typed {
			m.size = 0
		}
		if s := k.String(); s == "backspace" {
			m.size /= 10
		} else if m.size < 10_000_000 {
			m.size = 10*m.size + int(s[0]-'0')
		}
		m.sizeAt, m.typed = point, true
		lo, hi, _ := m.g.Hand().RaiseTo()
		switch {
		case m.size == 0:
			m.say(false, "Type the bet to raise to, %d to %d: r raises.", lo, hi)
		case m.size < lo || m.size > hi:
			m.say(true, "%d typed: a raise goes from %d to %d.", m.size, lo, hi)
		default:
			m.say(false, "%d typed: r raises to it.", m.size)
		}
		return
	}
	keys := sizeKeys(&m.keys)
	for i, s := range m.sizes() {
		if key.Matches(k, *keys[i]) {
			m.size, m.sizeAt, m.typed = s.to, point, false
			m.say(false, "%s: %s with r.", text.Capitalize(s.word), pokertable.RaiseWord(m.g.Hand(), s.to))
			return
		}
	}
}

// noRaise says why you may not raise now.
func (m *Model) noRaise() string {
	if m.g.Limit() == game.FixedLimit {
		return "No raise: the round's four bets are made, or nobody can answer one."
	}
	return "No raise: nobody can answer one, or an all-in short of a full raise left you to call or fold."
}

// noSize says why a size key does nothing now.
func (m *Model) noSize() string {
	switch {
	case m.g.Limit() == game.FixedLimit:
		return "Fixed limit: a raise is one bet. g changes the game between hands."
	case !m.g.YourMove():
		return "Sizes are for your raise, on your move."
	}
	return m.noRaise()
}

// limitRules is a game's betting in a few words.
func limitRules(l game.Limit) string {
	switch l {
	case game.PotLimit:
		return "a bet from the big blind, a raise from the last raise, up to the pot after your call; m, h, t, p, a or digits size it."
	case game.NoLimit:
		return "a bet from the big blind, a raise from the last raise, up to all in; m, h, t, p, a or digits size it."
	}
	return "bets of 10 before the turn, 20 on the turn and river, four a round."
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
