package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	"riffle/ui/tui/tuitest"
)

// Quitting with a craps point on asks first; esc (or any key) stays, from
// any screen; the quit key again plays the round out on the craps screen,
// which shows the result, and the next key quits. The round is settled
// and saved once, and nothing is left to play out as the casino closes.
func TestQuitWithAPointOnAsksFirst(t *testing.T) {
	t.Parallel()
	for _, quit := range []string{"q", "ctrl+c"} {
		w := &memAppender{}
		sv := NewSaver(w)
		m := newTestModel(t, Options{Seed: "42", Screen: "craps"}, 80, 24)
		m.Continue(casino.Session{}, sv, tuitest.Entropy(5))
		runQuick(m, m.Init())
		pointOn(t, m)
		s := crapsModel(m)
		rounds := len(m.ledger.Rounds())
		press(m, quit)
		v := tuitest.Plain(m.View())
		if m.quitting || !strings.Contains(v, "point") || !strings.Contains(v, " again plays it out and quits · esc stays") {
			t.Fatalf("%s with a point on: quitting %v\n%s", quit, m.quitting, v)
		}
		press(m, "esc")
		if m.quitting || m.screen != "craps" || !s.InRound() || strings.Contains(tuitest.Plain(m.View()), "plays it out") {
			t.Fatalf("esc after %s: quitting %v, screen %s, in round %v", quit, m.quitting, m.screen, s.InRound())
		}
		press(m, "esc", quit, quit) // from the lobby
		v = tuitest.Plain(m.View())
		rs := m.ledger.Rounds()
		if m.quitting || s.InRound() || len(rs) != rounds+1 || m.screen != "craps" || !strings.Contains(v, rs[len(rs)-1].Outcome) || !strings.Contains(v, "Any key quits") {
			t.Fatalf("%s twice: quitting %v, in round %v, %d rounds settled, screen %s\n%s", quit, m.quitting, s.InRound(), len(rs)-rounds, m.screen, v)
		}
		if cmd := press(m, "x"); !m.quitting || cmd == nil || cmd() != tea.Quit() {
			t.Fatalf("a key after the result: quitting %v", m.quitting)
		}
		if notes := m.closeTables(); len(notes) != 0 || len(m.ledger.Rounds()) != rounds+1 {
			t.Errorf("closing played out more: %q", notes)
		}
		if err := sv.Close(); err != nil {
			t.Fatal(err)
		}
		saved := reread(t, w.entries)
		if err := saved.Check(); err != nil || len(saved.Open) != 0 || saved.Count != rounds+1 || saved.Bankroll != m.ledger.Wealth() {
			t.Errorf("saved: %v, %d open, %d rounds (want %d), bankroll %d (holds %d)", err, len(saved.Open), saved.Count, rounds+1, saved.Bankroll, m.ledger.Wealth())
		}
	}
}

// With no round in play, q quits at once.
func TestQuitWithNothingInPlay(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	if cmd := press(m, "q"); !m.quitting || cmd == nil || cmd() != tea.Quit() {
		t.Fatal("q did not quit")
	}
}

// A dealt video poker hand asks first too: q again draws it with the
// cards held as they stand, on the video poker screen, once.
func TestQuitWithAHandDealtAsksFirst(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "videopoker"}, 80, 24)
	runQuick(m, m.Init())
	press(m, "space") // deal
	rounds := len(m.ledger.Rounds())
	press(m, "esc", "q")
	v := tuitest.Plain(m.View())
	if m.quitting || !strings.Contains(v, "A video poker hand is dealt: q again plays it out") {
		t.Fatalf("q with a hand dealt: quitting %v\n%s", m.quitting, v)
	}
	press(m, "q")
	rs := m.ledger.Rounds()
	if m.quitting || len(rs) != rounds+1 || m.screen != "videopoker" || !strings.Contains(tuitest.Plain(m.View()), "Any key quits") {
		t.Fatalf("q twice: quitting %v, %d rounds settled, screen %s", m.quitting, len(rs)-rounds, m.screen)
	}
	if press(m, "x"); !m.quitting {
		t.Fatal("a key after the result did not quit")
	}
	if notes := m.closeTables(); len(notes) != 0 {
		t.Errorf("closing drew again: %q", notes)
	}
}

// Keys that arrive together ("qq", typed fast or pasted outside a field)
// stop at the question: the second q does not answer it unread.
func TestQuitBurstStopsAtTheQuestion(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	pointOn(t, m)
	rounds := len(m.ledger.Rounds())
	_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("qqx")})
	runQuick(m, cmd)
	if m.quitting || m.closing.asked == "" || m.closing.played || len(m.ledger.Rounds()) != rounds {
		t.Errorf("after \"qqx\" at once: quitting %v, asked %q, played %v, %d rounds settled", m.quitting, m.closing.asked, m.closing.played, len(m.ledger.Rounds())-rounds)
	}
}

// With rounds in play at two tables, the question says so: each is asked
// about in turn, the first saying one more is to come, the last that q
// quits.
func TestQuitNamesEveryRoundInPlay(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	pointOn(t, m)
	runQuick(m, m.open("videopoker"))
	press(m, "space") // a hand dealt
	press(m, "q")
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "1 more round too: q plays it out · esc stays") {
		t.Fatalf("two rounds in play, the question:\n%s", v)
	}
	press(m, "q") // the first played out
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Any key goes to the next round in play") {
		t.Errorf("the first played out, one more to come:\n%s", v)
	}
	press(m, "x") // its result seen: the next is asked
	if v := tuitest.Plain(m.View()); m.quitting || !strings.Contains(v, "again plays it out and quits") {
		t.Fatalf("the second round: quitting %v\n%s", m.quitting, v)
	}
	press(m, "q", "x")
	if !m.quitting {
		t.Error("both played out and a key: not quitting")
	}
}
