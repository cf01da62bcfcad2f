package tui

import (
	"math"
	"strings"
	"testing"

	"riffle/games/casino"
	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// A saved bankroll 50 chips short of math.MaxInt plays on: Hold'em hands
// are dealt while a pot of 50 fits, a hand that could not be paid is
// refused on screen, and craps takes no bet that could win past the
// maximum. Every bankroll saved is between 0 and math.MaxInt and is the
// one before plus the round's net. Before the tables checked their sums, a
// won pot at the top wrapped the table's chips below zero: the bankroll
// refused the move and the saved chain no longer added up.
func TestNoOverflowSaved(t *testing.T) {
	t.Parallel()
	const start = math.MaxInt - 50
	w := &memAppender{}
	sv := NewSaver(w)
	m := newTestModel(t, Options{Seed: "42", Screen: "poker"}, 100, 30)
	m.Continue(casino.Session{Started: true, Bankroll: start}, sv, tuitest.Entropy(1))
	runQuick(m, m.Init())
	if m.ledger.Wealth() != start {
		t.Fatalf("opened with %d chips, want %d", m.ledger.Wealth(), start)
	}
	press(m, "tab") // Hold'em, ante 10, 6 seats: a pot wins at most 50
	refused, won := 0, 0
	for range 150 {
		n := len(m.ledger.Rounds())
		press(m, "d")
		if len(m.ledger.Rounds()) == n {
			refused++
			if v := joinLines(tuitest.Plain(m.View())); !strings.Contains(v, "more chips than the table can count") {
				t.Fatalf("a refused deal does not say why:\n%s", v)
			}
		} else if r := m.ledger.Rounds()[n]; r.Net == 50 {
			won++
		}
	}
	runQuick(m, m.open(common.ID("craps")))
	press(m, "+", "space", "space", "space")
	if err := m.ledger.Err(); err != nil {
		t.Errorf("the books: %v", err)
	}
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	if refused == 0 || won == 0 {
		t.Errorf("%d hands refused, %d won alone: want some of each", refused, won)
	}
	have := start
	for _, e := range w.entries {
		if e.Kind != casino.KindRound {
			continue
		}
		r := e.Round
		if r.Bankroll < 0 || r.Bankroll > math.MaxInt-0 || r.Bankroll != have+r.Net {
			t.Fatalf("round %d (%s) saved bankroll %d, net %+d after %d", r.Seq, r.Table, r.Bankroll, r.Net, have)
		}
		have = r.Bankroll
	}
	if have != m.ledger.Wealth() {
		t.Errorf("last saved bankroll %d, the session holds %d", have, m.ledger.Wealth())
	}
}
