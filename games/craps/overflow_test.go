package craps

import (
	"errors"
	"math"
	"testing"

	"riffle/games/chips"
)

// A bet whose win could not be counted is refused and changes nothing;
// the largest bet that fits is taken and paid exactly: a win returns pass
// + odds + their winnings, which must fit on top of the chips left in
// hand, and so must the session's account.
func TestNoOverflowOfThePayout(t *testing.T) {
	rules := Rules{Min: 1, Max: math.MaxInt, Odds: FlatOdds(10)}
	table, err := New(rules, rolls(7, 4, 4))
	if err != nil {
		t.Fatal(err)
	}
	half := math.MaxInt / 2 // a win of half pays 2·half = MaxInt − 1
	tb := &seat{Table: table, hand: half + 1, start: half + 1}
	if err := tb.SetPass(half + 1); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("SetPass(%d): %v, want ErrOverflow", half+1, err)
	}
	if tb.Chips() != half+1 || tb.Pass() != 0 {
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
	p := math.MaxInt / 5
	o := (math.MaxInt - 2*p) / 3
	tb = &seat{Table: table, hand: p + o + 1, start: p + o + 1}
	if err := tb.SetPass(p); err != nil {
		t.Fatal(err)
	}
	tb.Roll() // point 4
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

// Near math.MaxInt chips a bet whose win would not fit is refused and
// changes nothing; the largest bet that fits is taken and paid exactly.
// Before checked sums, a 10-chip pass line won with 9223372036854775807
// in hand left −9223372036854775799 there.
func TestNoOverflowNearMaxInt(t *testing.T) {
	tb := newTable(t, math.MaxInt, rolls(7, 4, 4))
	if err := tb.SetPass(10); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("SetPass(10) with MaxInt in hand: %v, want ErrOverflow", err)
	}
	if tb.Chips() != math.MaxInt || tb.Pass() != 0 {
		t.Fatalf("a refused bet moved chips: hand %d, pass %d", tb.Chips(), tb.Pass())
	}
	// 10 below the maximum: a bet of 10 wins 10 and ends at MaxInt; a
	// chip more on the line could not be paid.
	if err := tb.SetChips(math.MaxInt - 10); err != nil {
		t.Fatal(err)
	}
	if err := tb.SetPass(11); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("SetPass(11) with MaxInt − 10: %v, want ErrOverflow", err)
	}
	if err := tb.SetPass(10); err != nil {
		t.Fatal(err)
	}
	r := tb.Roll() // a natural
	if r.Net() != 10 || tb.Chips() != math.MaxInt {
		t.Fatalf("natural: net %d, hand %d; want 10, MaxInt", r.Net(), tb.Chips())
	}
	checkConserved(t, tb)
	// Odds on a point of 4 pay 2:1: with 40 below the maximum, a pass of
	// 10 and odds of 15 win 10 + 30 = 40 chips; odds of 16 would win 42.
	if err := tb.SetChips(math.MaxInt - 40); err != nil {
		t.Fatal(err)
	}
	if err := tb.SetPass(10); err != nil {
		t.Fatal(err)
	}
	tb.Roll() // point 4
	if err := tb.SetOdds(16); !errors.Is(err, chips.ErrOverflow) || tb.Odds() != 0 {
		t.Fatalf("odds of 16 that would pay past MaxInt: %v, odds %d", err, tb.Odds())
	}
	if err := tb.SetOdds(15); err != nil {
		t.Fatal(err)
	}
	if r := tb.Roll(); r.Net() != 40 || tb.Chips() != math.MaxInt {
		t.Fatalf("point made: net %d, hand %d; want 40, MaxInt", r.Net(), tb.Chips())
	}
	checkConserved(t, tb)
}
