package solitaire

import (
	"errors"
	"math"
	"testing"

	"riffle/engine/rng"
	"riffle/games/chips"
)

// A bet whose win could not be counted is refused and changes nothing;
// the largest that fits is staked and paid exactly. The chips in hand are
// the ledger's to check (games/casino); the table counts the payout and
// the session's net. With no riffles the new deck deals every card to
// Alice, so a bet on her wins.
func TestNoOverflowNearMaxInt(t *testing.T) {
	gm, err := newSeat(Cards, 1000, rng.NewPCG(1))
	if err != nil {
		t.Fatal(err)
	}
	must(t, gm.SetShuffles(0))
	must(t, gm.SetSide(Alice))
	gm.net = math.MaxInt - 9 // a win of 10 would count past MaxInt
	if err := gm.SetBet(10); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("SetBet(10) with the net at MaxInt − 9: %v, want ErrOverflow", err)
	}
	if err := gm.Begin(); !errors.Is(err, chips.ErrOverflow) || gm.Phase() != Betting || gm.Chips() != 1000 {
		t.Fatalf("Begin with the default bet: %v, phase %v, %d chips", err, gm.Phase(), gm.Chips())
	}
	gm.net = math.MaxInt - 10
	if err := gm.SetBet(11); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("SetBet(11) with the net at MaxInt − 10: %v, want ErrOverflow", err)
	}
	must(t, gm.SetBet(10))
	must(t, gm.Begin())
	r, err := gm.DealAll()
	if err != nil {
		t.Fatal(err)
	}
	if !r.Won() || r.Net != 10 || r.Payout() != 20 || gm.Net() != math.MaxInt || gm.Chips() != 1010 {
		t.Fatalf("won %v, net %d, session net %d, %d chips; want a win of 10 to MaxInt", r.Won(), r.Net, gm.Net(), gm.Chips())
	}
	// A payout of 2·stake must fit too: the bet's own limit.
	if err := gm.Game.fits(math.MaxInt/2 + 1); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("a stake whose payout overflows: %v", err)
	}
}
