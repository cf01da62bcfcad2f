package common

import (
	"errors"
	"math"
	"strings"
	"testing"

	"riffle/games/poker"
	"riffle/games/round"
	"riffle/games/solitaire"
	"riffle/ui/session"
)

// Bets pause while the saver fails and resume when it works; a move the
// bankroll refused pauses them for good.
func TestCanStake(t *testing.T) {
	s, err := Options{Seed: "42"}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	c := New(Styles{}, s)
	var saveErr error
	b := NewRoundBook(session.Session{}, nil)
	b.Save, b.SaveErr = func(session.Entry) {}, func() error { return saveErr }
	c.SetBook(b)
	if err := c.CanStake(); err != nil {
		t.Fatalf("a new session: %v", err)
	}
	saveErr = errors.New("no space left on device")
	if err := c.CanStake(); err == nil || !strings.Contains(err.Error(), "until the session can be saved") {
		t.Errorf("while not saving: %v", err)
	}
	saveErr = nil
	if err := c.CanStake(); err != nil {
		t.Errorf("saving again: %v", err)
	}
	c.Sync(poker.Name, -1, 0) // refused
	if err := c.CanStake(); c.BankErr() == nil || err == nil || !strings.Contains(err.Error(), "books do not add up") {
		t.Errorf("after a refused move: %v (books: %v)", err, c.BankErr())
	}
}

// A round whose pending net would overflow the bankroll saves no wrapped
// number: the books say so and bets pause.
func TestFinishRoundOverflow(t *testing.T) {
	s, err := Options{Seed: "42"}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	c := New(Styles{}, s)
	if err := c.OpenBank(math.MaxInt); err != nil {
		t.Fatal(err)
	}
	base, _ := s.NewGen(s.EffectiveSeed())
	o := c.BeginRound(solitaire.Name, base, "", nil)
	o.Pending = 10
	r := c.FinishRound(o, nil, round.Result{Net: 10})
	if r.Bankroll < 0 || c.BankErr() == nil || c.CanStake() == nil {
		t.Errorf("saved bankroll %d, books %v", r.Bankroll, c.BankErr())
	}
}
