package lottery

import (
	"errors"
	"math"
	"testing"

	"riffle/games/chips"
)

// A draw whose top prizes could not be counted in the session's account
// is refused and changes nothing; one that fits is drawn and counted
// exactly: chips won must stay countable whatever the draw pays.
func TestNoOverflowInTheSession(t *testing.T) {
	tb := newTable(t, 1000)
	if err := tb.Select("pick3"); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.QuickPick(); err != nil {
		t.Fatal(err)
	}
	if got := tb.Game().MaxPay(3); got != 50 {
		t.Fatalf("pick3's top prize is %d, want 50", got)
	}
	// One ticket can win 50: a session that has won MaxInt − 50 can
	// count one more draw's prizes, MaxInt − 49 cannot.
	tb.session.Won = math.MaxInt - 49
	if _, err := tb.Draw(); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("a draw that could count past MaxInt: %v", err)
	}
	if tb.Chips() != 1000 || tb.Session().Draws != 0 {
		t.Fatalf("a refused draw changed the table: %d chips, %d draws", tb.Chips(), tb.Session().Draws)
	}
	jackpot := false
	for range 2000 {
		tb.session.Won = math.MaxInt - 50
		res, err := tb.Draw()
		if err != nil {
			t.Fatal(err)
		}
		if want := math.MaxInt - 50 + res.Won; tb.Session().Won != want || tb.Session().Won < 0 {
			t.Fatalf("draw %d won %d: session won %d, want %d", res.Number, res.Won, tb.Session().Won, want)
		}
		jackpot = jackpot || res.Won == 50
	}
	if !jackpot {
		t.Fatal("no jackpot in 2000 draws at seed 42 (1 in 120 each)")
	}
}

// Near math.MaxInt chips a draw whose top prizes would not fit is refused
// and changes nothing; one that fits is drawn and paid exactly, and the
// chips never wrap. Before checked sums a pick3 jackpot of 50 won with
// MaxInt in hand left −9223372036854775760.
func TestNoOverflowNearMaxInt(t *testing.T) {
	tb := newTable(t, math.MaxInt)
	if err := tb.Select("pick3"); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.QuickPick(); err != nil {
		t.Fatal(err)
	}
	if got := tb.Game().MaxPay(3); got != 50 {
		t.Fatalf("pick3's top prize is %d, want 50", got)
	}
	// One ticket costs 1 and can win 50: MaxInt − 49 in hand is the most
	// that can play.
	if err := tb.SetChips(math.MaxInt - 48); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Draw(); !errors.Is(err, chips.ErrOverflow) {
		t.Fatalf("a draw that could pay past MaxInt: %v", err)
	}
	if tb.Chips() != math.MaxInt-48 || tb.Session().Draws != 0 {
		t.Fatalf("a refused draw changed the table: %d chips, %d draws", tb.Chips(), tb.Session().Draws)
	}
	jackpot := false
	for range 2000 {
		if err := tb.SetChips(math.MaxInt - 49); err != nil {
			t.Fatal(err)
		}
		res, err := tb.Draw()
		if err != nil {
			t.Fatal(err)
		}
		tb.Collect()
		if want := math.MaxInt - 49 + res.Net(); tb.Chips() != want || tb.Chips() < 0 {
			t.Fatalf("draw %d won %d: %d chips, want %d", res.Number, res.Won, tb.Chips(), want)
		}
		jackpot = jackpot || res.Won == 50
	}
	if !jackpot {
		t.Fatal("no jackpot in 2000 draws at seed 42 (1 in 120 each)")
	}
}
