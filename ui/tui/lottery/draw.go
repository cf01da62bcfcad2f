package lottery

import (
	"errors"
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/lottery"
	"riffle/ui/text"
)

// revealTime is about how long the balls of a draw take to come
// out one by one (each ball between minPace and maxPace).
const (
	revealTime = 1600 * time.Millisecond
	minPace    = 60 * time.Millisecond
	maxPace    = 300 * time.Millisecond
)

// ballMsg brings out the next ball of reveal id.
type ballMsg struct{ id int }

// revealing reports whether the last draw's balls are still coming out.
func (s *Model) revealing() bool {
	return s.result != nil && s.shown < ballsOut(s.result)
}

// ballsOut is the steps of a draw's reveal: its balls and the
// bonus ball.
func ballsOut(r *game.Result) int {
	n := len(r.Draw.Order)
	if r.Game.HasBonus() {
		n++
	}
	return n
}

// draw pays for the slip and starts bringing out the balls.
func (s *Model) draw() tea.Cmd {
	if err := s.ledger.CanStake(); err != nil {
		s.say(true, "%s.", text.Capitalize(err.Error()))
		return nil
	}
	s.collect() // the last draw's prizes (a key finishes its reveal first)
	moves := game.Moves(s.table.Game().Name, s.table.Tickets())
	open, err := s.ledger.BeginDrawn(game.Name, s.gen.Source("", s.table.SetGenerator))
	var res game.Result
	if err == nil {
		if res, err = s.table.Draw(s.ledger.InHand()); err != nil {
			_ = open.Cancel()
		}
	}
	var ce *game.ChipsError
	switch {
	case errors.Is(err, game.ErrNoTickets):
		s.say(true, "No tickets yet: a adds a quick pick, t types your numbers.")
		return nil
	case errors.As(err, &ce):
		s.say(true, "Not enough chips: %v. x removes a ticket.", err)
		return nil
	case err != nil:
		s.say(true, "%v.", err)
		return nil
	}
	// The draw is settled now — its prizes held on the table, sealed, until
	// the balls are out — so a program stopped during the reveal keeps it.
	// A refusal is the ledger's to show (the header).
	_ = open.Stake(res.Cost)
	_ = open.SettleAhead(res.Cost, res.Won)
	_, _ = open.Finish(moves, game.RoundResult(res))
	s.open = open
	s.result, s.shown = &res, 0
	s.revealID++
	s.say(false, "Draw %d: %s paid, the balls are coming out…", res.Number, chipsText(res.Cost))
	if s.pace <= 0 || !s.c.Settings().Motion { // without motion the balls are all out at once
		s.finishReveal()
		return nil
	}
	return s.ballTick()
}

// ballPace is the time between balls of the reveal on show.
func (s *Model) ballPace() time.Duration {
	n := max(1, ballsOut(s.result))
	return min(maxPace, max(minPace, s.pace/time.Duration(n)))
}

// ballTick brings out the next ball of the reveal on show after its pace.
func (s *Model) ballTick() tea.Cmd {
	id := s.revealID
	return s.tick(s.ballPace(), func(time.Time) tea.Msg { return ballMsg{id: id} })
}

// nextBall brings out one more ball of the reveal id.
func (s *Model) nextBall(id int) tea.Cmd {
	if id != s.revealID || !s.revealing() {
		return nil
	}
	s.shown++
	if !s.revealing() {
		s.finishReveal()
		return nil
	}
	return s.ballTick()
}

// finishReveal shows every ball, pays the prizes into the bankroll, feeds
// the panel and says how the draw went.
func (s *Model) finishReveal() {
	r := s.result
	s.shown = ballsOut(r)
	s.collect()
	var first *game.Ticket
	if len(r.Tickets) > 0 {
		first = &r.Tickets[0]
	}
	s.observe(r.Game, first, r.Draw)
	s.say(false, "%s", resultText(r))
}

// resultText says how a draw went in one line: no prize; the one
// winning ticket, its tier and prize; or how many tickets won, their
// prizes in all and the best of them — and the draw's net; in 78
// columns for a slip of 10.
func resultText(r *game.Result) string {
	best, winners := -1, 0
	for i, o := range r.Outcomes {
		if o.Chips > 0 {
			winners++
			if best < 0 || o.Chips > r.Outcomes[best].Chips {
				best = i
			}
		}
	}
	if best < 0 {
		return fmt.Sprintf("Draw %d: no prize this time (net %s). space draws the same slip again.", r.Number, text.Signed(r.Net()))
	}
	o := r.Outcomes[best]
	tier := r.Game.TierName(len(r.Tickets[best].Numbers), game.Tier{Matches: o.Matches, Bonus: o.Bonus})
	if winners == 1 {
		return fmt.Sprintf("Draw %d: ticket %d matched %s and wins %s; net %s.", r.Number, best+1, tier, chipsText(o.Chips), text.Signed(r.Net()))
	}
	return fmt.Sprintf("Draw %d: %d tickets win %s in all (best: ticket %d, %s); net %s.", r.Number, winners,
		chipsText(r.Won), best+1, tier, text.Signed(r.Net()))
}
