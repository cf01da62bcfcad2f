package tui

import (
	"strings"
	"testing"

	"riffle/games/casino"
	"riffle/games/tables"
	game "riffle/games/videopoker"
	"riffle/ui/text"
	"riffle/ui/tui/tuitest"
	vpscreen "riffle/ui/tui/videopoker"
)

func vpModel(m *Model) *vpscreen.Model { return m.screens["videopoker"].Screen.(*vpscreen.Model) }

// A casino killed with a video poker hand dealt (its saver has written
// what it had) opens again with the hand as it stood — the same five
// cards, the bet on the table and not back in hand — in plain, provably
// fair and OS mode. The same holds then draw the same cards as the casino
// that was killed (from the OS source, fresh ones), the books add up and
// the round replays.
func TestVideoPokerResumesAfterKill(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{"seeded", "fair", "os"} {
		w := &memKeeper{}
		sv := NewSaver(w)
		o := Options{Seed: "42", Screen: "videopoker"}
		if mode == "os" {
			o.Gen = "os"
		}
		a := newTestModel(t, o, 100, 30)
		a.Continue(casino.Session{}, sv, tuitest.Entropy(3))
		a.ledger.SetFair(mode == "fair")
		runQuick(a, a.Init())
		vpPlay(a, "-", "-", "t", "space") // 3 credits on the next pay table
		ga := vpModel(a).Game()
		if ga.Phase() != game.Holding || ga.Bet() != 3 {
			t.Fatalf("%s: no deal: %v", mode, ga.Phase())
		}
		if err := sv.Close(); err != nil { // the disk has what was queued: then SIGKILL
			t.Fatal(err)
		}
		saved := reread(t, w.entries)
		if len(saved.Open) != 1 || saved.Open[0].Stake != 3 || (mode == "fair") != (len(w.secrets) == 1) {
			t.Fatalf("%s: open %+v, %d secrets", mode, saved.Open, len(w.secrets))
		}

		w2 := &memKeeper{secrets: w.secrets}
		sv2 := NewSaver(w2)
		b := newTestModel(t, Options{Seed: "7"}, 100, 30)
		b.Continue(saved, sv2, tuitest.Entropy(4))
		runQuick(b, b.Init())
		gb := vpModel(b).Game()
		if gb == nil || gb.Phase() != game.Holding || gb.Hand() != ga.Hand() || gb.Bet() != 3 || gb.PayTable().Name != ga.PayTable().Name {
			t.Fatalf("%s: resumed %v (notice %q), want %v", mode, gb, b.notice, ga.Hand())
		}
		if b.ledger.InHand() != a.ledger.InHand() || b.ledger.StakedAt(game.Name) != 3 {
			t.Errorf("%s: %d in hand and %d staked, want %d and 3", mode, b.ledger.InHand(),
				b.ledger.StakedAt(game.Name), a.ledger.InHand())
		}
		if !strings.Contains(b.notice, "still on") || strings.Contains(b.notice, "\n") {
			t.Errorf("%s: notice %q", mode, b.notice)
		}
		press(b, "esc")
		if want := text.Int(int64(a.ledger.InHand())) + " in hand"; !strings.Contains(b.headerView(), want) {
			t.Errorf("%s: header %q, want %q", mode, b.headerView(), want)
		}
		runWithin(b, b.open("videopoker"), 5e9)
		vpPlay(a, "1", "3", "space")
		vpPlay(b, "1", "3", "space")
		if la, lb := ga.Last(), gb.Last(); lb == nil || lb.Dealt != la.Dealt || (mode != "os" && lb.Final != la.Final) {
			t.Fatalf("%s: resumed round %+v, want %+v", mode, lb, la)
		}
		if mode != "os" && b.ledger.Wealth() != a.ledger.Wealth() {
			t.Errorf("%s: after the draw %d chips, want %d", mode, b.ledger.Wealth(), a.ledger.Wealth())
		}
		if err := sv2.Close(); err != nil {
			t.Fatal(err)
		}
		after := reread(t, append(w.entries, w2.entries...))
		if err := after.Check(); err != nil || len(after.Open) != 0 || len(after.Void) != 0 {
			t.Fatalf("%s: chain %v, %d open, %d void", mode, err, len(after.Open), len(after.Void))
		}
		last := after.Rounds[len(after.Rounds)-1]
		if last.Dice != nil || (last.Fair != nil) != (mode == "fair") || last.Bankroll != b.ledger.Wealth() {
			t.Errorf("%s: the settled round %+v", mode, last)
		}
		if mode != "os" {
			if _, err := tables.Replay(last); err != nil {
				t.Errorf("%s: replay: %v", mode, err)
			}
		}
		if mode == "fair" {
			noSecretBefore(t, append(w.entries, w2.entries...), last)
		}
	}
}

// A video poker round that cannot be taken up (its fair secret lost) is
// void: its bet is back in hand, no more, and the notice says why in one
// line.
func TestVideoPokerOpenVoid(t *testing.T) {
	t.Parallel()
	w := &memKeeper{}
	sv := NewSaver(w)
	a := newTestModel(t, Options{Seed: "42", Screen: "videopoker"}, 100, 30)
	a.Continue(casino.Session{}, sv, tuitest.Entropy(3))
	a.ledger.SetFair(true)
	runQuick(a, a.Init())
	vpPlay(a, "space")
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	saved := reread(t, w.entries)
	b := newTestModel(t, Options{Seed: "7"}, 100, 30)
	b.Continue(saved, NewSaver(&memKeeper{}), tuitest.Entropy(4))
	if !strings.Contains(b.notice, "is void") || !strings.Contains(b.notice, "server seed is not known") ||
		strings.Contains(b.notice, "\n") || vpModel(b).Game() != nil && vpModel(b).Game().Phase() == game.Holding {
		t.Errorf("notice %q", b.notice)
	}
	if b.ledger.InHand() != a.ledger.Wealth() {
		t.Errorf("%d in hand, want %d", b.ledger.InHand(), a.ledger.Wealth())
	}
}

// A hand taken up after a kill is dealt once: the table draws on from its
// stream after it, even with the seed switched away and back (the table's
// generator for the seed was built anew then and dealt the taken-up hand's
// cards again, a round from a place already played, which the session's
// chain refuses).
func TestResumedStreamDrawsOn(t *testing.T) {
	t.Parallel()
	w := &memKeeper{}
	sv := NewSaver(w)
	a := newTestModel(t, Options{Seed: "42", Screen: "videopoker"}, 100, 30)
	a.Continue(casino.Session{}, sv, tuitest.Entropy(3))
	runQuick(a, a.Init())
	vpPlay(a, "space") // dealt, saved open: then SIGKILL
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	saved := reread(t, w.entries)
	if len(saved.Open) != 1 {
		t.Fatalf("%d open rounds", len(saved.Open))
	}
	w2 := &memKeeper{secrets: w.secrets}
	sv2 := NewSaver(w2)
	b := newTestModel(t, Options{Seed: "42"}, 100, 30)
	b.Continue(saved, sv2, tuitest.Entropy(4))
	runQuick(b, b.Init())
	press(b, "esc")
	runWithin(b, b.open("videopoker"), 5e9)
	vpPlay(b, "space") // the hand taken up, drawn
	for _, seed := range []uint64{7, 42} {
		st := b.c.Settings()
		st.Seed = seed
		b.ctl.SetSettings(st)
		vpPlay(b, "space", "space") // a hand dealt and drawn
	}
	if err := sv2.Close(); err != nil {
		t.Fatal(err)
	}
	all := reread(t, append(w.entries, w2.entries...))
	if err := all.Check(); err != nil || len(all.Rounds) != 3 {
		t.Fatalf("chain %v, %d rounds", err, len(all.Rounds))
	}
	places := map[string]bool{}
	for _, r := range all.Rounds {
		p, _ := r.StreamPlace()
		if places[p] {
			t.Errorf("round %d dealt from %s again", r.Seq, p)
		}
		places[p] = true
	}
}
