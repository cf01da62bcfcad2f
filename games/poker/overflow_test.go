package poker

import (
	"errors"
	"math"
	"testing"

	"riffle/games/chips"
)

// A Hold'em hand whose pot could not be counted in the session's net is
// refused and deals nothing; one that fits is dealt and settled exactly,
// and the counts never wrap.
func TestNoOverflowInTheSession(t *testing.T) {
	tb := newTable(t, 1000)
	if err := tb.SetMode(ModeHoldem); err != nil {
		t.Fatal(err)
	}
	if err := tb.SetAnte(10); err != nil {
		t.Fatal(err)
	}
	room := 10 * (tb.Players() - 1) // the most player 1 can win
	tb.session.Net = math.MaxInt - room + 1
	if err := tb.Deal(); !errors.Is(err, chips.ErrOverflow) || tb.Dealt() != 0 || tb.Chips() != 1000 {
		t.Fatalf("a deal that could count past MaxInt: %v, %d dealt, %d chips", err, tb.Dealt(), tb.Chips())
	}
	won := false
	for range 200 {
		tb.session.Net, tb.othersNet = math.MaxInt-room, -(math.MaxInt - room)
		before := tb.Chips()
		if err := tb.Deal(); err != nil {
			t.Fatal(err)
		}
		sd := tb.LastShowdown()
		if want := math.MaxInt - room + sd.Net(0); tb.Session().Net != want || tb.Session().Net < 0 || tb.Chips() != before+sd.Net(0) {
			t.Fatalf("hand %d: net %d, want %d", tb.Dealt(), tb.Session().Net, want)
		}
		won = won || sd.Net(0) == room
	}
	if !won {
		t.Fatal("player 1 never took a pot alone in 200 hands at seed 42")
	}
	if tb.OthersNet() != -tb.Session().Net {
		t.Errorf("others' net %d, player 1's %d", tb.OthersNet(), tb.Session().Net)
	}
}

// Near math.MaxInt chips a Hold'em hand whose pot would not fit on top of
// player 1's chips is refused and deals nothing; one that fits is dealt
// and settled exactly, and the chips never wrap. Before checked sums a
// won pot with MaxInt in hand left a negative number of chips (the issue's
// −9223372036854775789).
func TestNoOverflowNearMaxInt(t *testing.T) {
	tb := newTable(t, math.MaxInt)
	if err := tb.SetMode(ModeHoldem); err != nil {
		t.Fatal(err)
	}
	if err := tb.SetAnte(10); err != nil {
		t.Fatal(err)
	}
	room := 10 * (tb.Players() - 1) // the most player 1 can win
	if err := tb.Deal(); !errors.Is(err, chips.ErrOverflow) || tb.Dealt() != 0 || tb.Chips() != math.MaxInt {
		t.Fatalf("a deal that could pay past MaxInt: %v, %d dealt, %d chips", err, tb.Dealt(), tb.Chips())
	}
	won := false
	for range 200 {
		if err := tb.SetChips(math.MaxInt - room); err != nil {
			t.Fatal(err)
		}
		if err := tb.Deal(); err != nil {
			t.Fatal(err)
		}
		sd := tb.LastShowdown()
		if want := math.MaxInt - room + sd.Net(0); tb.Chips() != want || tb.Chips() < 0 {
			t.Fatalf("hand %d: %d chips, want %d", tb.Dealt(), tb.Chips(), want)
		}
		won = won || sd.Net(0) == room
	}
	if !won {
		t.Fatal("player 1 never took a pot alone in 200 hands at seed 42")
	}
	if tb.OthersNet() != -tb.Session().Net {
		t.Errorf("others' net %d, player 1's %d", tb.OthersNet(), tb.Session().Net)
	}
}
