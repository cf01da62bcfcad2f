package craps

import (
	"errors"
	"math"
	"testing"

	"riffle/games/chips"
)

// A bet whose win could not be counted is refused and changes nothing;
// the largest bet that fits is taken and paid exactly. The chips in hand
// are the ledger's to check (games/casino); the table checks what it
// pays: a win returns pass + odds + their winnings, which must fit in an
// int, and so must the session's account.
func TestNoOverflowNearMaxInt(t *testing.T) {
	rules := Rules{Min: 1, Max: math.MaxInt, Odds: FlatOdds(10)}
	table, err := New(rules, rolls(7, 4, 4))
	if err != nil {
		t.Fatal(err)
	}
	tb := &seat{Table: table, hand: math.MaxInt, start: math.MaxInt}
	half := math.MaxInt / 2 // a win of half pays 2·half = MaxInt − 1
	if err := tb.SetPass(half + 1); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("SetPass(%d): %v, want ErrOverflow", half+1, err)
	}
	if tb.Chips() != math.MaxInt || tb.Pass() != 0 {
		t.Fatalf("a refused bet moved chips: hand %d, pass %d", tb.Chips(), tb.Pass())
	}
	if err := tb.SetPass(half); err != nil {
		t.Fatal(err)
	}
	if r := tb.Roll(); r.Net() != half || r.Payout() != 2*half { // a natural
		t.Fatalf("natural: net %d, payout %d; want %d, %d", r.Net(), r.Payout(), half, 2*half)
	}
	// Odds on a point of 4 pay 2:1: a pass of p and odds of o pay
	// 2p + 3o, which must fit (on a new table: the session's account,
	// half up now, is checked too).
	table, _ = New(rules, rolls(4, 4))
	tb = &seat{Table: table, hand: math.MaxInt, start: math.MaxInt}
	p := math.MaxInt / 5
	if err := tb.SetPass(p); err != nil {
		t.Fatal(err)
	}
	tb.Roll() // point 4
	o := (math.MaxInt - 2*p) / 3
	if err := tb.SetOdds(o + 1); !errors.Is(err, chips.ErrOverflow) || tb.Odds() != 0 {
		t.Fatalf("odds of %d that would pay past MaxInt: %v, odds %d", o+1, err, tb.Odds())
	}
	if err := tb.SetOdds(o); err != nil {
		t.Fatal(err)
	}
	if r := tb.Roll(); r.Net() != p+2*o || r.Payout() != 2*p+3*o {
		t.Fatalf("point made: net %d, payout %d; want %d, %d", r.Net(), r.Payout(), p+2*o, 2*p+3*o)
	}
}

// OddsPayout is exact for odds bets too large to multiply by 6 whose
// payout fits.
func TestOddsPayoutHuge(t *testing.T) {
	n := math.MaxInt / 2 / 5 * 5 // a multiple of 5, payable on 6 and 8: n·6 overflows, n·6/5 does not
	if got, want := OddsPayout(6, n), n/5*6; got != want {
		t.Errorf("OddsPayout(6, %d) = %d, want %d", n, got, want)
	}
}
