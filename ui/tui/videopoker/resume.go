package videopoker

import (
	"errors"
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/cards"
	vp "riffle/engine/videopoker"
	"riffle/games/casino"
	game "riffle/games/videopoker"
	"riffle/ui/text"
	"riffle/ui/tui/settings"
)

// saveOpen saves the round just dealt as open — the pay table and the bet,
// the five cards, the bet on the table — so that a program stopped before
// the draw deals it again on the next start rather than hand the bet back.
func (s *Model) saveOpen() {
	g := s.game
	moves := game.Moves(g.PayTable().Name, g.Bet(), [5]bool{})[:2]
	_ = s.open.SaveOpen(moves, game.DealtCards(g.Hand()))
}

// Resume takes up a round saved open (five cards dealt when the program
// stopped): it is dealt again on a table from the record's generator
// (games/game.Resume), the ledger stakes its bet again, and it
// comes back as it stood — the pay table, the bet on the table, the same five cards,
// the same deck to draw from. A round drawn from the OS source is dealt
// its recorded cards, the rest of the deck shuffled afresh; a provably
// fair one needs its server seed, which the root reads back from where the
// saver kept it. It returns one line for the player, or why the round
// cannot be taken up.
func (s *Model) Resume(e casino.Entry) (string, error) {
	if s.open != nil {
		return "", errors.New("a video poker round is already in play")
	}
	rec := *e.Round
	ov, err := game.Resume(rec)
	if err != nil {
		return "", err
	}
	g := ov.Game
	if g.OnTable() != e.Stake {
		return "", fmt.Errorf("the open video poker round saved %d chips on the table, but its bet is %d", e.Stake, g.OnTable())
	}
	base, key := settings.Gen{Generator: ov.Gen, Name: rec.Gen, Seed: rec.Seed}, fmt.Sprintf("%s/%s/%d", rec.Algo, rec.Gen, rec.Seed)
	if rec.Fair != nil { // the fair stream is the round's alone; the table's own cards come back after it
		key = s.c.Settings().DeckKey()
		if base, err = s.gens.For(s.c.Settings()); err != nil {
			return "", err
		}
	} else {
		s.gens.Keep(base) // the table draws on after the round, never from its place again
	}
	r, err := s.ledger.Resume(e, base.Source(rec.Algo, g.SetGenerator))
	if err != nil {
		return "", err
	}
	s.game, s.gameFor, s.gen, s.gameErr = g, key, base, nil
	s.open = r
	s.resetPanel()
	s.observeDeal(classIndex(cards.Eval5(g.Hand()).Class()))
	s.adv = advice{round: g.Dealt()}
	h := g.Hand()
	hand := strings.TrimPrefix(holdText(vp.Hold{Cards: h[:]}, s.c.Settings().ASCII), "hold ")
	bet := text.Plural(g.Bet(), "credit")
	s.say(false, "Still on, bet %s: hold, then space.", bet)
	return fmt.Sprintf("Your video poker hand is still on: %s, %s bet.", hand, bet), nil
}

// askAdvice is the command that counts the hand on show's 32 holds at the
// round's bet, best first for that bet (vp.AtBet: below five credits the
// royal pays 250 for 1, not 800, and the best hold can differ), once per
// round: the deal asks, and Enter for a round taken up.
func (s *Model) askAdvice() tea.Cmd {
	g := s.game
	if g == nil || g.Phase() != game.Holding || s.adv.asked || s.adv.holds != nil {
		return nil
	}
	s.adv.asked = true
	tag, n, p, h, bet := s.tag, g.Dealt(), g.PayTable(), g.Hand(), g.Bet()
	return func() tea.Msg { return adviceMsg{tag: tag, round: n, holds: vp.AtBet(p, vp.Advise(p, h), bet)} }
}
