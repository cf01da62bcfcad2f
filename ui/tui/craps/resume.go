package craps

import (
	"errors"
	"fmt"
	"strings"

	"riffle/games/casino"
	game "riffle/games/craps"
	"riffle/ui/text"
	"riffle/ui/tui/settings"
)

// Resume takes up a round saved open (a point on when the program
// stopped): its moves are played again on the table's state machine from
// the record's generator (games/game.Resume), the ledger stakes its
// chips again, and the table comes back as it stood — the point, the bets
// staked, the next throw from the same stream. A round drawn from the OS
// source is played from its recorded dice and rolls on with fresh ones; a
// provably fair one needs its server seed, which the root reads back from
// where the saver kept it (the session file never holds it while the round
// is on). A round whose last throw decided it is settled now. It returns
// one line for the player, or why the round cannot be taken up.
func (s *Model) Resume(e casino.Entry) (string, error) {
	if s.InRound() {
		return "", errors.New("a craps round is already in play")
	}
	rec := *e.Round
	oc, err := game.Resume(rec)
	if err != nil {
		return "", err
	}
	t := oc.Table
	var last *game.Result
	onTable := t.OnTable()
	if n := len(oc.Rolls); n > 0 && oc.Rolls[n-1].Event.Decided() {
		last = &oc.Rolls[n-1]
		onTable += last.Staked()
	}
	if onTable != e.Stake {
		return "", fmt.Errorf("the open craps round saved %d chips on the table, but its moves put %d there", e.Stake, onTable)
	}
	base, key := settings.Gen{Generator: oc.Gen, Name: rec.Gen, Seed: rec.Seed}, fmt.Sprintf("%s/%d", rec.Gen, rec.Seed)
	if rec.Fair != nil { // the fair stream is the round's alone; the table's own dice come back after it
		key = s.c.Settings().DiceKey()
		if base, err = s.gens.For(s.c.Settings()); err != nil {
			return "", err
		}
	} else {
		s.gens.Keep(base) // the table draws on after the round, never from its place again
	}
	if s.open != nil { // a bet on the line at the come-out: back in hand first
		_ = s.open.Cancel()
		s.open = nil
	}
	r, err := s.ledger.Resume(e, base.Source("", t.SetGenerator))
	if err != nil {
		return "", err
	}
	s.table, s.tableFor, s.gen, s.genErr = t, key, base, nil
	s.open = r
	s.moves, s.rolls = append([]string(nil), rec.Moves...), oc.Rolls
	s.history, s.decision, s.decGood = nil, nil, 0
	s.resetPanel()
	for _, r := range oc.Rolls {
		s.showRoll(r)
	}
	s.lastBet = max(t.Pass(), t.Rules().Min)
	s.follow()
	if last != nil {
		s.decide(*last)
		s.carryOver()
		s.decision = last
		rec, _ := s.ledger.Last()
		s.say(false, "The round in play when the casino stopped was decided by its last throw.")
		return fmt.Sprintf("The craps round in play when the casino stopped was decided by its last throw: %s (%s).",
			rec.Outcome, text.Signed(rec.Net)), nil
	}
	s.say(false, "%s", resumedText(t))
	return "Your craps round is still on: " + resumedText(t), nil
}

// resumedText says what a resumed round has on the table.
func resumedText(t *game.Table) string {
	var bets []string
	for _, p := range t.Places() {
		bets = append(bets, fmt.Sprintf("%d on the %s", t.Bet(p), game.PlaceName(p)))
	}
	where := fmt.Sprintf("the point is %d", t.Point())
	if t.ComeOut() {
		where = "come bets on their numbers, at the come-out"
	}
	if len(bets) == 0 {
		return where + "."
	}
	return fmt.Sprintf("%s, %s.", where, strings.Join(bets, ", "))
}

// showRoll feeds a throw to the panel and the history.
func (s *Model) showRoll(r game.Result) {
	sum := r.Roll.Sum()
	s.panel.AddFaces(6, r.Roll.D1, r.Roll.D2)
	s.c.Thrown(6, r.Roll.D1, r.Roll.D2)
	labels, probs := sumTally()
	s.panel.Observe(sumsTitle, labels, probs, sum-2)
	s.history = append(s.history, pastRoll{sum: sum, event: r.Event})
	if len(s.history) > historyLen {
		s.history = s.history[len(s.history)-historyLen:]
	}
}
