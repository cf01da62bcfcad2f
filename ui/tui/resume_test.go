package tui

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"riffle/games/casino"
	gamecraps "riffle/games/craps"
	"riffle/games/round"
	"riffle/games/tables"
	"riffle/ui/text"
	"riffle/ui/tui/craps"
	"riffle/ui/tui/tuitest"
)

// reread is what a new casino reads back from entries saved so far: they
// go through JSON, as the session file keeps them.
func reread(t *testing.T, entries []casino.Entry) casino.Session {
	t.Helper()
	var vals []json.RawMessage
	for _, e := range entries {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		vals = append(vals, b)
	}
	return casino.Read(vals)
}

// A casino killed with a craps point on (its saver has written what it
// had; nothing was played out) opens again with the round as it stood: the
// point, the pass line and odds staked — not in hand — and the same dice
// to come, in plain and in provably fair mode. The round then settles as
// it would have, the bankroll chain adds up and the round replays.
func TestCrapsResumesAfterKill(t *testing.T) {
	t.Parallel()
	for _, fair := range []bool{false, true} {
		w := &memKeeper{}
		sv := NewSaver(w)
		a := newTestModel(t, Options{Seed: "42", Screen: "craps"}, 100, 30)
		a.Continue(casino.Session{}, sv, tuitest.Entropy(3))
		a.ledger.SetFair(fair)
		runQuick(a, a.Init())
		ca := toPoint(t, a)
		if err := sv.Close(); err != nil { // the disk has what was queued: then SIGKILL
			t.Fatal(err)
		}
		saved := reread(t, w.entries)
		if len(saved.Open) != 1 {
			t.Fatalf("fair %v: %d open rounds saved, want 1", fair, len(saved.Open))
		}
		if fair != (len(w.secrets) == 1) {
			t.Fatalf("fair %v: %d secrets kept", fair, len(w.secrets))
		}

		// A new session draws a new seed; the open round keeps its own dice.
		w2 := &memKeeper{secrets: w.secrets}
		sv2 := NewSaver(w2)
		b := newTestModel(t, Options{Seed: "7"}, 100, 30)
		b.Continue(saved, sv2, tuitest.Entropy(4))
		runQuick(b, b.Init())
		cb := crapsModel(b)
		ta, tb := ca.Table(), cb.Table()
		if tb == nil || !cb.InRound() || tb.Point() != ta.Point() || tb.Pass() != ta.Pass() || tb.Odds() != ta.Odds() {
			t.Fatalf("fair %v: resumed %v (round %v), want point %d with %d+%d", fair, tb, cb.InRound(), ta.Point(), ta.Pass(), ta.Odds())
		}
		if b.ledger.InHand() != a.ledger.InHand() || b.ledger.StakedAt(gamecraps.Name) != ta.OnTable() {
			t.Errorf("fair %v: %d in hand and %d staked, want %d and %d", fair, b.ledger.InHand(),
				b.ledger.StakedAt(gamecraps.Name), a.ledger.InHand(), ta.OnTable())
		}
		if !strings.Contains(b.notice, "still on") || !strings.Contains(b.headerView(), "still on") {
			t.Errorf("fair %v: notice %q", fair, b.notice)
		}
		screen := b.screen
		press(b, "esc") // the notice "(any key)" goes, and no more: esc does not leave the table too
		if b.notice != "" || b.screen != screen {
			t.Errorf("fair %v: esc on the notice: notice %q, screen %s (was %s)", fair, b.notice, b.screen, screen)
		}
		wantHand := text.Int(int64(a.ledger.InHand())) + " in hand" // the stake is on the table, not in hand
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
		if cb.InRound() || b.ledger.Wealth() != a.ledger.Wealth() {
			t.Errorf("fair %v: after the decision %d chips, want %d", fair, b.ledger.Wealth(), a.ledger.Wealth())
		}
		if err := sv2.Close(); err != nil {
			t.Fatal(err)
		}
		after := reread(t, append(w.entries, w2.entries...))
		if err := after.Check(); err != nil || len(after.Open) != 0 {
			t.Errorf("fair %v: chain %v, %d still open", fair, err, len(after.Open))
		}
		last := after.Rounds[len(after.Rounds)-1]
		if _, err := tables.Replay(last); err != nil || (last.Fair != nil) != fair || last.Dice != nil {
			t.Errorf("fair %v: the resumed round %+v: %v", fair, last, err)
		}
		if fair {
			noSecretBefore(t, append(w.entries, w2.entries...), last)
			if len(w2.secrets) != 0 {
				t.Errorf("the settled round's secret is still kept: %v", w2.secrets)
			}
		}
	}
}

// noSecretBefore fails if any entry before the one settling last — every
// open entry — holds last's server seed in the JSON the session file keeps.
func noSecretBefore(t *testing.T, entries []casino.Entry, last round.Record) {
	t.Helper()
	seen := 0
	for _, e := range entries {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		if e.Kind == casino.KindRound && e.Round.Seq == last.Seq {
			if !strings.Contains(string(b), last.Fair.Server) {
				t.Errorf("the settled round does not reveal its server seed: %s", b)
			}
			return
		}
		if e.Kind == casino.KindOpen {
			seen++
		}
		if strings.Contains(string(b), last.Fair.Server) {
			t.Fatalf("the server seed is in the session file before the round settled: %s", b)
		}
	}
	if seen == 0 {
		t.Error("no open entry was saved")
	}
}

// toPoint plays a's craps table until a point is on with odds behind it
// (its round saved open after the throw), and returns the screen.
func toPoint(t *testing.T, a *Model) *craps.Model {
	t.Helper()
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
	if !ca.InRound() {
		t.Fatal("no point in 50 throws")
	}
	return ca
}

// memKeeper is a memAppender that keeps secrets, as ui/store's Store does.
type memKeeper struct {
	memAppender
	secrets map[string]string
}

func (k *memKeeper) KeepSecret(name string, b []byte) error {
	if k.secrets == nil {
		k.secrets = map[string]string{}
	}
	k.secrets[name] = string(b)
	return nil
}

func (k *memKeeper) Secret(name string) ([]byte, error) {
	s, ok := k.secrets[name]
	if !ok {
		return nil, os.ErrNotExist
	}
	return []byte(s), nil
}

func (k *memKeeper) DropSecret(name string) error { delete(k.secrets, name); return nil }

func (k *memKeeper) PruneSecrets(keep func(string) bool) {
	for n := range k.secrets {
		if !keep(n) {
			delete(k.secrets, n)
		}
	}
}

// A round drawn from the OS source, which cannot be replayed, is taken up
// from the dice its open entry recorded: the point and the stake are on
// the table again, fresh dice decide it, and the books add up.
func TestCrapsResumesOS(t *testing.T) {
	t.Parallel()
	w := &memKeeper{}
	sv := NewSaver(w)
	a := newTestModel(t, Options{Gen: "os", Screen: "craps"}, 100, 30)
	a.Continue(casino.Session{}, sv, tuitest.Entropy(3))
	runQuick(a, a.Init())
	ca := toPoint(t, a)
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	saved := reread(t, w.entries)
	w2 := &memKeeper{}
	sv2 := NewSaver(w2)
	b := newTestModel(t, Options{Seed: "7"}, 100, 30)
	b.Continue(saved, sv2, tuitest.Entropy(4))
	runQuick(b, b.Init())
	cb := crapsModel(b)
	ta, tb := ca.Table(), cb.Table()
	if tb == nil || !cb.InRound() || tb.Point() != ta.Point() || tb.OnTable() != ta.OnTable() || b.ledger.StakedAt(gamecraps.Name) != ta.OnTable() {
		t.Fatalf("resumed %v (round %v, notice %q), want point %d with %d on the table", tb, cb.InRound(), b.notice, ta.Point(), ta.OnTable())
	}
	runQuick(b, b.open("craps"))
	for k := 0; cb.InRound() && k < 1000; k++ {
		press(b, "space")
	}
	if err := sv2.Close(); err != nil {
		t.Fatal(err)
	}
	after := reread(t, append(w.entries, w2.entries...))
	if err := after.Check(); err != nil || len(after.Open) != 0 || len(after.Void) != 0 || cb.InRound() {
		t.Fatalf("chain %v, %d open, %d void, in round %v", err, len(after.Open), len(after.Void), cb.InRound())
	}
	last := after.Rounds[len(after.Rounds)-1]
	if last.Gen != "os" || last.Bankroll != b.ledger.Wealth() || len(last.Moves) < 3 {
		t.Errorf("the settled round %+v, wealth %d", last, b.ledger.Wealth())
	}
}

// An open round that cannot be taken up — a fair round whose secret was
// lost or does not match its commitment, moves that no longer play — is
// called off: a void entry closes it (the next start does not try again),
// its stake is back in hand and no more (the bankroll is unchanged), the
// books add up, and the notice says so in one line.
func TestOpenRoundVoid(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name  string
		fair  bool
		spoil func(w *memKeeper, e *casino.Entry)
		why   string
	}{
		{"secret lost", true, func(w *memKeeper, _ *casino.Entry) { clear(w.secrets) }, "server seed is not known"},
		{"secret wrong", true, func(w *memKeeper, _ *casino.Entry) {
			for n := range w.secrets {
				w.secrets[n] = strings.Repeat("ab", 32)
			}
		}, "commitment shown was"},
		{"moves edited", false, func(_ *memKeeper, e *casino.Entry) {
			r := *e.Round
			r.Moves = append(append([]string(nil), r.Moves[:len(r.Moves)-1]...), "roll x y")
			e.Round = &r
		}, "not a bet"},
		{"net edited", false, func(_ *memKeeper, e *casino.Entry) {
			r := *e.Round
			r.Net, r.Bankroll = r.Net+100, r.Bankroll+100
			e.Round = &r
		}, "settled so far"},
	} {
		w := &memKeeper{}
		sv := NewSaver(w)
		a := newTestModel(t, Options{Seed: "42", Screen: "craps"}, 100, 30)
		a.Continue(casino.Session{}, sv, tuitest.Entropy(3))
		a.ledger.SetFair(c.fair)
		runQuick(a, a.Init())
		toPoint(t, a)
		if err := sv.Close(); err != nil {
			t.Fatal(err)
		}
		entries := w.entries
		c.spoil(w, &entries[len(entries)-1])
		saved := reread(t, entries)
		w2 := &memKeeper{secrets: w.secrets}
		sv2 := NewSaver(w2)
		b := newTestModel(t, Options{Seed: "7"}, 100, 30)
		b.Continue(saved, sv2, tuitest.Entropy(4))
		if err := sv2.Close(); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.notice, "is void") || !strings.Contains(b.notice, c.why) || strings.Contains(b.notice, "\n") ||
			crapsModel(b).InRound() {
			t.Errorf("%s: notice %q, in round %v", c.name, b.notice, crapsModel(b).InRound())
		}
		// (An edited net is taken back: the chips are the ones the round's
		// throws paid, not the ones its record claimed.)
		if b.ledger.InHand() != a.ledger.Wealth() || c.name != "net edited" && b.ledger.Wealth() != saved.Bankroll {
			t.Errorf("%s: %d in hand, wealth %d; want all %d in hand", c.name, b.ledger.InHand(), b.ledger.Wealth(), a.ledger.Wealth())
		}
		after := reread(t, append(entries, w2.entries...))
		if err := after.Check(); err != nil || len(after.Open) != 0 || len(after.Void) != 1 || !strings.Contains(after.Void[0].Reason, c.why) {
			t.Errorf("%s: chain %v, %d open, void %+v", c.name, err, len(after.Open), after.Void)
		}
		if len(w2.secrets) != 0 {
			t.Errorf("%s: a void round's secret is kept: %v", c.name, w2.secrets)
		}
		third := newTestModel(t, Options{Seed: "8"}, 100, 30)
		third.Continue(after, nil, tuitest.Entropy(5))
		if third.notice != "" {
			t.Errorf("%s: the next start says %q", c.name, third.notice)
		}
	}
}

// Come bets carried on their numbers into the next round put it under way
// at once, saved open before its first throw: killed at that come-out, the
// casino opens again with them on the layout (not back in hand), the same
// dice decide them, the chain adds up (each round beginning with what the
// last left) and every round replays.
func TestCrapsCarriedComeBetsResume(t *testing.T) {
	t.Parallel()
	w := &memKeeper{}
	sv := NewSaver(w)
	a := newTestModel(t, Options{Seed: "42", Screen: "craps", Motion: "off"}, 100, 30)
	a.Continue(casino.Session{}, sv, tuitest.Entropy(3))
	runQuick(a, a.Init())
	ca := crapsModel(a)
	for throw := 0; throw < 300 && !(ca.Table().ComeOut() && ca.Table().Stays()); throw++ {
		if !ca.Table().ComeOut() && ca.Table().Bet("come") == 0 {
			for range 40 {
				if strings.Contains(tuitest.Plain(a.View()), " Come: ") {
					break
				}
				press(a, "right")
			}
			press(a, "+")
		}
		press(a, "space")
	}
	ta := ca.Table()
	if !ta.ComeOut() || !ta.Stays() || !ca.InRound() {
		t.Fatalf("no come bet carried to a come-out: %s", ta.Move())
	}
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	saved := reread(t, w.entries)
	if len(saved.Open) != 1 || !strings.HasPrefix(saved.Open[0].Round.Moves[1], "carry come-") {
		t.Fatalf("the carried round saved open: %+v", saved.Open)
	}
	w2 := &memKeeper{}
	sv2 := NewSaver(w2)
	b := newTestModel(t, Options{Seed: "7", Motion: "off"}, 100, 30)
	b.Continue(saved, sv2, tuitest.Entropy(4))
	runQuick(b, b.Init())
	cb := crapsModel(b)
	tb := cb.Table()
	// The pass line bet again after the decision had no action: it is back
	// in hand; the come bets are on the layout.
	if tb == nil || !cb.InRound() || tb.Standing() != ta.Standing() || b.ledger.Wealth() != a.ledger.Wealth() ||
		b.ledger.StakedAt(gamecraps.Name) != tb.OnTable() || tb.OnTable() != ta.OnTable()-ta.Pass() {
		t.Fatalf("resumed %v (notice %q), want %s with %d chips", tb, b.notice, ta.Move(), a.ledger.Wealth())
	}
	runQuick(b, b.open("craps"))
	for k := 0; (ca.InRound() || ta.Stays()) && k < 500; k++ {
		press(a, "space")
		press(b, "space")
		ra, _ := ta.Last()
		rb, _ := tb.Last()
		if ra.Roll != rb.Roll {
			t.Fatalf("resumed throw %v, want %v", rb.Roll, ra.Roll)
		}
	}
	if err := sv2.Close(); err != nil {
		t.Fatal(err)
	}
	after := reread(t, append(w.entries, w2.entries...))
	if err := after.Check(); err != nil {
		t.Fatal(err)
	}
	for _, r := range after.Rounds {
		if _, err := tables.Replay(r); err != nil {
			t.Error(err)
		}
	}
}
