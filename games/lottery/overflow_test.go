package lottery

import (
	"errors"
	"math"
	"testing"

	"riffle/games/chips"
)

// A draw whose top prizes could not be counted is refused and changes
// nothing; one that fits is drawn and counted exactly. The chips in hand
// are the ledger's to check (games/casino); the table counts its
// session: chips won must stay countable whatever the draw pays.
func TestNoOverflowNearMaxInt(t *testing.T) {
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
