package solitaire

import (
	"errors"
	"math"
	"testing"

	"riffle/engine/rng"
	"riffle/games/chips"
)

// A bet whose win could not be counted in the session's net is refused
// and changes nothing; the largest that fits is staked and paid exactly,
// and a payout of 2·stake must fit too. With no riffles the new deck deals
// every card to Alice, so a bet on her wins.
func TestNoOverflowInTheSession(t *testing.T) {
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
	if err := gm.Game.fits(0, math.MaxInt/2+1); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("a stake whose payout overflows: %v", err)
	}
}

// Near math.MaxInt chips a bet whose win would not fit is refused and
// changes nothing; the largest that fits is staked and paid exactly. With
// no riffles the new deck deals every card to Alice, so a bet on her wins.
// Before checked sums, Begin took a 10-chip bet from MaxInt in hand and the
// win left −9223372036854775799.
func TestNoOverflowNearMaxInt(t *testing.T) {
	gm, err := newSeat(Cards, math.MaxInt, rng.NewPCG(1))
	if err != nil {
		t.Fatal(err)
	}
	must(t, gm.SetShuffles(0))
	must(t, gm.SetSide(Alice))
	if err := gm.SetBet(10); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("SetBet(10) with MaxInt in hand: %v, want ErrOverflow", err)
	}
	if err := gm.Begin(); !errors.Is(err, chips.ErrOverflow) || gm.Phase() != Betting || gm.Chips() != math.MaxInt {
		t.Fatalf("Begin with the default bet and MaxInt in hand: %v, phase %v, %d chips", err, gm.Phase(), gm.Chips())
	}
	must(t, gm.SetChips(math.MaxInt-10))
	if err := gm.SetBet(11); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("SetBet(11) with MaxInt − 10 in hand: %v, want ErrOverflow", err)
	}
	must(t, gm.SetBet(10))
	must(t, gm.Begin())
	r, err := gm.DealAll()
	if err != nil {
		t.Fatal(err)
	}
	if !r.Won() || r.Net != 10 || gm.Chips() != math.MaxInt {
		t.Fatalf("won %v, net %d, %d chips; want a win of 10 to MaxInt", r.Won(), r.Net, gm.Chips())
	}
	if gm.Chips()+gm.Stake() != gm.Start()+gm.Net() {
		t.Fatalf("chips not conserved: %d + %d ≠ %d + %d", gm.Chips(), gm.Stake(), gm.Start(), gm.Net())
	}
}
