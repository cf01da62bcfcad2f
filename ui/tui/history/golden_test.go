package history

import (
	"testing"
	"time"

	"riffle/games/casino"
	"riffle/games/craps"
	"riffle/games/gamestest"
	"riffle/games/round"
	"riffle/games/tables"
	"riffle/ui/tui/tuitest"
)

// sampleBook is a session of one sample round of every table (each on
// pcg seeded with its number, from the stream's start), a minute apart
// from a fixed time, the bankroll carried from 1,000 through their nets;
// then a craps point left open with 10 on the table.
func sampleBook(t *testing.T) casino.Session {
	t.Helper()
	at := time.Date(2026, 11, 21, 21, 14, 3, 0, time.UTC)
	bankroll := casino.DefaultBankroll
	var rounds []round.Record
	for i, tb := range tables.All {
		s, ok := tb.(round.Sampler)
		if !ok {
			t.Fatalf("%s has no sample round", tb.Name())
		}
		r := gamestest.Sample(t, s, "pcg", uint64(i+1), 0)
		bankroll += r.Net
		r.Seq, r.Time, r.Bankroll = i+1, at.Add(time.Duration(i)*time.Minute), bankroll
		rounds = append(rounds, r)
	}
	open := round.Record{Table: craps.Name, Gen: "pcg", Seed: 42, Time: at.Add(time.Hour), Bankroll: bankroll,
		Moves: []string{"limit 3-4-5×", "roll 10 0"}, Dice: []string{"4 2"}}
	return casino.Session{Started: true, Bankroll: bankroll, Count: len(rounds), Rounds: rounds,
		Open: []casino.Entry{{Kind: casino.KindOpen, Time: open.Time, Round: &open, Stake: 10}}}
}

// Goldens in the areas the root gives the screen at 80×24 and 140×45
// (tuitest.Areas): no rounds yet; the rounds listed with the round in
// play selected; the newest settled round's detail; every round
// replayed; an older round's detail. The rounds are the tables' sample
// rounds at fixed seeds and times, shown in UTC (the screen shows local
// time: time.Local is UTC for the test).
func TestGoldenAreas(t *testing.T) {
	defer func(l *time.Location) { time.Local = l }(time.Local)
	time.Local = time.UTC
	c := tuitest.Common(t)
	s := New(c, tuitest.L(c))
	s.Enter()
	golden := func(state string) { tuitest.GoldenAreas(t, c, s, "history-"+state) }
	golden("empty")
	tuitest.Ledger(t, c, sampleBook(t), tuitest.Entropy(1), nil)
	s.Enter()
	golden("open")
	tuitest.Press(s, "down")
	golden("detail")
	tuitest.Press(s, "a")
	if s.AllSummary() != "Replayed all 9 rounds: every one came out the same." {
		t.Errorf("replay all: %q", s.AllSummary())
	}
	golden("replayed")
	tuitest.Press(s, "end", "up", "up")
	golden("older")
}
