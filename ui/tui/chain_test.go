package tui

import (
	"regexp"
	"testing"

	"riffle/games/casino"
	"riffle/ui/tui/lottery"
	"riffle/ui/tui/tuitest"
)

// pointOn rolls at the craps table on show until a point is on, its
// pass-line bet staked.
func pointOn(t *testing.T, m *Model) {
	t.Helper()
	cs := crapsModel(m)
	for range 100 {
		if cs.InRound() {
			return
		}
		press(m, "space")
	}
	t.Fatal("no point was set in 100 rolls")
}

// A craps point left on while the lottery settles a draw, then the casino
// closed (q, and the round played out as Run plays it out): the saved
// bankroll adds up, entry by entry, and a new casino takes it up.
func TestPointOnElsewhereThenQuitAddsUp(t *testing.T) {
	t.Parallel()
	w := &memAppender{}
	sv := NewSaver(w)
	m := newTestModel(t, Options{Seed: "42"}, 100, 30)
	m.Continue(casino.Session{}, sv, tuitest.Entropy(5))
	runQuick(m, m.Init())
	m.screens["lottery"].Screen.(*lottery.Model).Instant()
	press(m, "home", "enter") // craps, a bet on the line
	pointOn(t, m)
	before := len(m.ledger.Rounds())
	press(m, "esc", "down", "down", "enter", "a", "space") // the lottery: a quick pick, a draw
	if m.screen != "lottery" || len(m.ledger.Rounds()) != before+1 {
		t.Fatalf("screen %s, %d rounds: no draw", m.screen, len(m.ledger.Rounds()))
	}
	// The history lists the point as a round in play, with its stake.
	runQuick(m, m.open("history"))
	if v := tuitest.Plain(m.View()); !regexp.MustCompile(`› +open +craps .* on the table, in play`).MatchString(v) {
		t.Errorf("the history does not list the point:\n%s", v)
	}
	press(m, "q")
	m.closeTables()
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	saved := reread(t, w.entries)
	if err := saved.Check(); err != nil {
		t.Fatalf("the saved bankroll: %v", err)
	}
	if len(saved.Open) != 0 || saved.Bankroll != m.ledger.Wealth() {
		t.Errorf("%d rounds left open, bankroll %d saved, %d held", len(saved.Open), saved.Bankroll, m.ledger.Wealth())
	}
	again := newTestModel(t, Options{Seed: "7"}, 100, 30)
	again.Continue(saved, nil, tuitest.Entropy(6))
	if again.notice != "" || again.ledger.Wealth() != saved.Bankroll {
		t.Errorf("restarted with %d chips, notice %q", again.ledger.Wealth(), again.notice)
	}
}
