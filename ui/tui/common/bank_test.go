package common

import (
	"math"
	"math/rand/v2"
	"testing"
)

// books checks the bankroll's law: in hand plus every stake is the opening
// plus the net, and nothing is below zero.
func books(t *testing.T, b *Bankroll, step string) {
	t.Helper()
	if b.InHand() < 0 {
		t.Fatalf("%s: %d in hand", step, b.InHand())
	}
	staked := 0
	for _, tb := range b.Tables() {
		if b.StakedAt(tb) <= 0 {
			t.Fatalf("%s: %s listed with stake %d", step, tb, b.StakedAt(tb))
		}
		staked += b.StakedAt(tb)
	}
	if staked != b.Staked() || b.InHand()+staked != b.Wealth() || b.Wealth() != b.opening+b.Net() {
		t.Fatalf("%s: hand %d + staked %d (%d) = wealth %d, opening %d + net %d", step, b.InHand(), staked, b.Staked(), b.Wealth(), b.opening, b.Net())
	}
}

func TestBankrollMoves(t *testing.T) {
	b, err := NewBankroll(1000)
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name            string
		move            func() error
		ok              bool
		hand, craps, nt int
	}{
		{"stake", func() error { return b.Stake("craps", 30) }, true, 970, 30, 0},
		{"stake more than in hand", func() error { return b.Stake("craps", 971) }, false, 970, 30, 0},
		{"negative stake", func() error { return b.Stake("craps", -1) }, false, 970, 30, 0},
		{"refund part", func() error { return b.Refund("craps", 10) }, true, 980, 20, 0},
		{"refund more than staked", func() error { return b.Refund("craps", 21) }, false, 980, 20, 0},
		{"settle a win", func() error { return b.Settle("craps", 10, 20) }, true, 1000, 10, 10},
		{"settle a loss", func() error { return b.Settle("craps", 10, 0) }, true, 1000, 0, 0},
		{"settle more than staked", func() error { return b.Settle("craps", 1, 2) }, false, 1000, 0, 0},
		{"negative payout", func() error { return b.Settle("craps", 0, -5) }, false, 1000, 0, 0},
		{"sync a bet", func() error { return b.Sync("craps", 990, 10) }, true, 990, 10, 0},
		{"sync a lost bet", func() error { return b.Sync("craps", 990, 0) }, true, 990, 0, -10},
		{"sync below zero", func() error { return b.Sync("craps", -1, 0) }, false, 990, 0, -10},
		{"sync a negative stake", func() error { return b.Sync("craps", 1000, -10) }, false, 990, 0, -10},
	}
	for _, s := range steps {
		err := s.move()
		if (err == nil) != s.ok {
			t.Fatalf("%s: error %v, want ok %v", s.name, err, s.ok)
		}
		if b.InHand() != s.hand || b.StakedAt("craps") != s.craps || b.Net() != s.nt {
			t.Fatalf("%s: hand %d staked %d net %d, want %d %d %d", s.name, b.InHand(), b.StakedAt("craps"), b.Net(), s.hand, s.craps, s.nt)
		}
		books(t, b, s.name)
	}
	if _, err := NewBankroll(-1); err == nil {
		t.Error("a bankroll below zero opened")
	}
}

// No move overflows: near the largest int every sum is checked, and a
// refused move changes nothing.
func TestBankrollOverflow(t *testing.T) {
	b, _ := NewBankroll(math.MaxInt - 5)
	if err := b.Stake("poker", 5); err != nil {
		t.Fatal(err)
	}
	for name, move := range map[string]func() error{
		"payout":          func() error { return b.Settle("poker", 5, 100) },
		"sync hand":       func() error { return b.Sync("poker", math.MaxInt, 5) },
		"sync both":       func() error { return b.Sync("lottery", math.MaxInt, math.MaxInt) },
		"sync other desk": func() error { return b.Sync("lottery", math.MaxInt-10, 100) },
	} {
		hand, staked, net := b.InHand(), b.Staked(), b.Net()
		if err := move(); err == nil {
			t.Errorf("%s: an overflowing move was taken: hand %d staked %d", name, b.InHand(), b.Staked())
		}
		if b.InHand() != hand || b.Staked() != staked || b.Net() != net {
			t.Errorf("%s: a refused move changed the books", name)
		}
	}
	books(t, b, "after overflows")
}

// Random moves at three tables, the refused ones included, never break the
// law (fixed seed: the sequence is the same every run).
func TestBankrollRandomMoves(t *testing.T) {
	g := rand.New(rand.NewPCG(1, 2))
	b, _ := NewBankroll(500)
	tables := []string{"craps", "lottery", "solitaire"}
	refused := 0
	for i := range 20000 {
		tb := tables[g.IntN(len(tables))]
		n := g.IntN(200) - 20
		var err error
		switch g.IntN(4) {
		case 0:
			err = b.Stake(tb, n)
		case 1:
			err = b.Refund(tb, n)
		case 2:
			err = b.Settle(tb, n, g.IntN(400)-20)
		case 3:
			err = b.Sync(tb, b.InHand()+g.IntN(41)-20, g.IntN(100)-5)
		}
		if err != nil {
			refused++
		}
		if i%97 == 0 {
			books(t, b, "random")
		}
	}
	books(t, b, "random end")
	if refused == 0 || refused == 20000 {
		t.Errorf("%d of 20000 moves refused: the walk does not reach both kinds", refused)
	}
}

// A Common keeps the first refused move for the header.
func TestCommonKeepsFirstRefusal(t *testing.T) {
	c := New(Styles{}, Settings{})
	c.Sync("craps", 990, 10)
	if c.BankErr() != nil || c.Bank().InHand() != 990 {
		t.Fatalf("a legal move: %v, %d in hand", c.BankErr(), c.Bank().InHand())
	}
	c.Refund("craps", 11)
	first := c.BankErr()
	c.Sync("craps", -1, 0)
	if first == nil || c.BankErr() != first {
		t.Errorf("first refusal %v, now %v", first, c.BankErr())
	}
	if c.Wealth() != DefaultBankroll {
		t.Errorf("wealth %d after refusals, want %d", c.Wealth(), DefaultBankroll)
	}
}
