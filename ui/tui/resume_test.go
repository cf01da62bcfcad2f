package tui

import (
	"encoding/json"
	"strings"
	"testing"

	"riffle/games/round"
	"riffle/ui/session"
	"riffle/ui/text"
	"riffle/ui/tui/tuitest"
)

// reread is what a new casino reads back from entries saved so far: they
// go through JSON, as the session file keeps them.
func reread(t *testing.T, entries []session.Entry) session.Session {
	t.Helper()
	var vals []json.RawMessage
	for _, e := range entries {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		vals = append(vals, b)
	}
	return session.Read(vals)
}

// A casino killed with a craps point on (its saver has written what it
// had; nothing was played out) opens again with the round as it stood: the
// point, the pass line and odds staked — not in hand — and the same dice
// to come, in plain and in provably fair mode. The round then settles as
// it would have, the bankroll chain adds up and the round replays.
func TestCrapsResumesAfterKill(t *testing.T) {
	for _, fair := range []bool{false, true} {
		w := &memAppender{}
		sv := NewSaver(w)
		a := newTestModel(t, Options{Seed: "42", Screen: "craps"}, 100, 30)
		a.Continue(session.Session{}, sv, tuitest.Entropy(3))
		a.c.Book().Fair = fair
		runQuick(a, a.Init())
		ca := crapsModel(a)
		press(a, "+", "+")
		for range 50 {
			if ca.InRound() {
				break
			}
			press(a, "space")
		}
		press(a, "o", "space") // odds, and a throw with them: an open round is saved after it
		for range 50 {
			if ca.InRound() && ca.Table().Odds() > 0 {
				break
			}
			press(a, "space", "o", "space")
		}
		if err := sv.Close(); err != nil { // the disk has what was queued: then SIGKILL
			t.Fatal(err)
		}
		saved := reread(t, w.entries)
		if len(saved.Open) != 1 {
			t.Fatalf("fair %v: %d open rounds saved, want 1", fair, len(saved.Open))
		}

		// A new session draws a new seed; the open round keeps its own dice.
		w2 := &memAppender{}
		sv2 := NewSaver(w2)
		b := newTestModel(t, Options{Seed: "7"}, 100, 30)
		b.Continue(saved, sv2, tuitest.Entropy(4))
		runQuick(b, b.Init())
		cb := crapsModel(b)
		ta, tb := ca.Table(), cb.Table()
		if tb == nil || !cb.InRound() || tb.Point() != ta.Point() || tb.Pass() != ta.Pass() || tb.Odds() != ta.Odds() {
			t.Fatalf("fair %v: resumed %v (round %v), want point %d with %d+%d", fair, tb, cb.InRound(), ta.Point(), ta.Pass(), ta.Odds())
		}
		if b.c.Bank().InHand() != a.c.Bank().InHand() || b.c.Bank().StakedAt(round.Craps) != ta.OnTable() {
			t.Errorf("fair %v: %d in hand and %d staked, want %d and %d", fair, b.c.Bank().InHand(),
				b.c.Bank().StakedAt(round.Craps), a.c.Bank().InHand(), ta.OnTable())
		}
		if !strings.Contains(b.notice, "still on") || !strings.Contains(b.headerView(), "still on") {
			t.Errorf("fair %v: notice %q", fair, b.notice)
		}
		press(b, "esc")                                                // the notice goes with the first key
		wantHand := "bankroll " + text.Int(int64(a.c.Bank().InHand())) // the stake is on the table, not in hand
		if !strings.Contains(b.headerView(), wantHand) {
			t.Errorf("fair %v: header %q, want %q", fair, b.headerView(), wantHand)
		}
		runQuick(b, b.open("craps"))
		for ca.InRound() { // the same dice, throw for throw, to the decision
			press(a, "space")
			press(b, "space")
			ra, _ := ta.Last()
			rb, _ := tb.Last()
			if ra.Roll != rb.Roll {
				t.Fatalf("fair %v: resumed throw %v, want %v", fair, rb.Roll, ra.Roll)
			}
		}
		if cb.InRound() || b.c.Wealth() != a.c.Wealth() {
			t.Errorf("fair %v: after the decision %d chips, want %d", fair, b.c.Wealth(), a.c.Wealth())
		}
		if err := sv2.Close(); err != nil {
			t.Fatal(err)
		}
		after := reread(t, append(w.entries, w2.entries...))
		if err := after.Check(); err != nil || len(after.Open) != 0 {
			t.Errorf("fair %v: chain %v, %d still open", fair, err, len(after.Open))
		}
		last := after.Rounds[len(after.Rounds)-1]
		if _, err := round.Replay(last); err != nil || (last.Fair != nil) != fair {
			t.Errorf("fair %v: the resumed round %+v: %v", fair, last, err)
		}
	}
}
