package lottery

import (
	"errors"
	"math/big"
	"slices"
	"testing"

	"riffle/engine/rng"
)

func newTable(t testing.TB, chips int) *seat {
	t.Helper()
	tb, err := New(rng.NewPCG(42))
	if err != nil {
		t.Fatal(err)
	}
	return &seat{Table: tb, hand: chips}
}

// seat is a table with the player's chips beside it, kept as the casino
// ledger (games/casino) keeps them for the lottery screen: a draw's cost
// leaves the hand, its prizes are owed (held on the table) until
// collected, and a transfer is chips won or lost at another table.
type seat struct {
	*Table
	hand, owed, transfers int
}

// Draw collects the prizes owed and draws, its cost from the hand and its
// prizes owed.
func (s *seat) Draw() (Result, error) {
	res, err := s.Table.Draw(s.hand + s.owed)
	if err != nil {
		return res, err
	}
	s.Collect()
	s.hand -= res.Cost
	s.owed = res.Won
	return res, nil
}

// Collect moves the prizes owed into the hand and returns them.
func (s *seat) Collect() int {
	o := s.owed
	s.hand += o
	s.owed = 0
	return o
}

func (s *seat) Chips() int     { return s.hand }
func (s *seat) Owed() int      { return s.owed }
func (s *seat) Transfers() int { return s.transfers }

// SetChips collects the prizes owed and makes n the hand, a transfer.
func (s *seat) SetChips(n int) error {
	if n < 0 {
		return errors.New("chips below zero")
	}
	s.Collect()
	s.transfers += n - s.hand
	s.hand = n
	return nil
}

// conserved checks the results' account against the chips beside the
// table: what the draws cost and won is what moved.
func conserved(t *testing.T, tb *seat, start int) {
	t.Helper()
	s := tb.Session()
	if got, want := tb.Chips()+tb.Owed(), start+tb.Transfers()+s.Won-s.Spent; got != want {
		t.Fatalf("chips %d + owed %d = %d, want start %d + transfers %d + won %d − spent %d = %d",
			tb.Chips(), tb.Owed(), got, start, tb.Transfers(), s.Won, s.Spent, want)
	}
	if tb.Chips() < 0 || tb.Owed() < 0 {
		t.Fatalf("chips %d, owed %d", tb.Chips(), tb.Owed())
	}
}

func TestNew(t *testing.T) {
	if _, err := New(nil); err == nil {
		t.Error("New without a generator accepted")
	}
	tb := newTable(t, 100)
	if tb.Game().Name != "roadrunner" || tb.Chips() != 100 || tb.Owed() != 0 || len(tb.Tickets()) != 0 || tb.Spots() != 5 {
		t.Errorf("new table: %s, %d chips, %d owed, %d tickets, %d spots", tb.Game().Name, tb.Chips(), tb.Owed(), len(tb.Tickets()), tb.Spots())
	}
	if _, ok := tb.Last(); ok {
		t.Error("a last draw before any draw")
	}
}

// TestSlip: quick picks and typed tickets fill the slip to MaxTickets;
// refusals change nothing; each game keeps its own slip.
func TestSlip(t *testing.T) {
	tb := newTable(t, 100)
	if _, err := tb.Type("1 2 3"); err == nil {
		t.Error("a 3-number Roadrunner ticket accepted")
	}
	tk, err := tb.Type("31 25 17 9 3")
	if err != nil || !slices.Equal(tk.Numbers, []int{3, 9, 17, 25, 31}) {
		t.Fatalf("Type: %v, %v", tk, err)
	}
	for len(tb.Tickets()) < MaxTickets {
		if _, err := tb.QuickPick(); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := tb.QuickPick(); !errors.Is(err, ErrSlipFull) {
		t.Errorf("QuickPick on a full slip: %v", err)
	}
	if _, err := tb.Type("1 2 3 4 5"); !errors.Is(err, ErrSlipFull) {
		t.Errorf("Type on a full slip: %v", err)
	}
	if err := tb.Mark(Ticket{Numbers: []int{1, 2, 3, 4, 5}}); !errors.Is(err, ErrSlipFull) {
		t.Errorf("Mark on a full slip: %v", err)
	}
	if tb.Cost() != MaxTickets {
		t.Errorf("cost %d, want %d", tb.Cost(), MaxTickets)
	}
	// A copy: changing it leaves the slip alone.
	tks := tb.Tickets()
	tks[0].Numbers[0] = 99
	if tb.Tickets()[0].Numbers[0] != 3 {
		t.Error("Tickets returned the slip itself")
	}
	if err := tb.Remove(MaxTickets); !errors.Is(err, ErrNoTicket) {
		t.Errorf("Remove(%d): %v", MaxTickets, err)
	}
	if err := tb.Remove(0); err != nil || len(tb.Tickets()) != MaxTickets-1 {
		t.Errorf("Remove(0): %v, %d left", err, len(tb.Tickets()))
	}
	// Another game, another slip; back again, the first is kept.
	if err := tb.Select("powerball"); err != nil {
		t.Fatal(err)
	}
	if len(tb.Tickets()) != 0 || tb.Cost() != 0 {
		t.Errorf("powerball's slip has %d tickets", len(tb.Tickets()))
	}
	if err := tb.Mark(Ticket{Numbers: []int{1, 2, 3, 4, 5}}); err == nil {
		t.Error("a Powerball ticket without its Powerball accepted")
	}
	if _, err := tb.Type("1 2 3 4 5 + 26"); err != nil {
		t.Error(err)
	}
	if tb.Cost() != 2 {
		t.Errorf("a Powerball ticket costs %d, want 2", tb.Cost())
	}
	if err := tb.Select("nope"); err == nil {
		t.Error("Select(nope) accepted")
	}
	tb.Cycle(-4) // powerball (4) → roadrunner (0)
	if tb.Game().Name != "roadrunner" || len(tb.Tickets()) != MaxTickets-1 {
		t.Errorf("back on %s with %d tickets", tb.Game().Name, len(tb.Tickets()))
	}
	tb.Cycle(-1)
	if tb.Game().Name != "pick3" {
		t.Errorf("Cycle(-1) from the first game: %s", tb.Game().Name)
	}
	tb.Cycle(1)
	tb.Clear()
	if len(tb.Tickets()) != 0 {
		t.Error("Clear left tickets")
	}
}

// TestSpots: only keno's quick picks change size, within 1…10.
func TestSpots(t *testing.T) {
	tb := newTable(t, 100)
	if err := tb.SetSpots(4); err == nil {
		t.Error("4 spots on Roadrunner accepted")
	}
	if err := tb.Select(Keno); err != nil {
		t.Fatal(err)
	}
	if tb.Spots() != 10 {
		t.Errorf("keno starts at %d spots, want 10", tb.Spots())
	}
	for _, bad := range []int{0, 11, -1} {
		if err := tb.SetSpots(bad); err == nil {
			t.Errorf("%d spots accepted", bad)
		}
	}
	if err := tb.SetSpots(4); err != nil {
		t.Fatal(err)
	}
	tk, err := tb.QuickPick()
	if err != nil || len(tk.Numbers) != 4 {
		t.Errorf("a 4-spot quick pick: %v, %v", tk, err)
	}
	if _, err := tb.Type("1 2 3 4 5 6 7 8"); err != nil {
		t.Errorf("an 8-spot keno ticket: %v", err)
	}
}

// TestDraw: a draw pays for the slip, owes the prizes, and collects them
// on Collect or the next draw; a refused draw changes nothing.
func TestDraw(t *testing.T) {
	tb := newTable(t, 3)
	if _, err := tb.Draw(); !errors.Is(err, ErrNoTickets) {
		t.Errorf("a draw without tickets: %v", err)
	}
	for range 4 {
		if _, err := tb.QuickPick(); err != nil {
			t.Fatal(err)
		}
	}
	_, err := tb.Draw()
	var ce *ChipsError
	if !errors.As(err, &ce) || ce.Cost != 4 || ce.Chips != 3 || ce.Error() != "4 tickets cost 4 chips; you have 3" {
		t.Errorf("4 tickets with 3 chips: %v", err)
	}
	if tb.Chips() != 3 || tb.Session().Draws != 0 {
		t.Error("a refused draw changed the table")
	}
	if err := tb.Remove(0); err != nil {
		t.Fatal(err)
	}
	start := 3
	res, err := tb.Draw()
	if err != nil {
		t.Fatal(err)
	}
	conserved(t, tb, start)
	if res.Number != 1 || res.Cost != 3 || len(res.Outcomes) != 3 || len(res.Tickets) != 3 {
		t.Errorf("result %+v", res)
	}
	won := 0
	for i, o := range res.Outcomes {
		again := res.Game.Check(res.Tickets[i], res.Draw)
		if again.Matches != o.Matches || again.Chips != o.Chips {
			t.Errorf("ticket %d: %+v, rechecked %+v", i, o, again)
		}
		n := 0 // the ticket's numbers among the balls, counted here
		for _, v := range res.Tickets[i].Numbers {
			if slices.Contains(res.Draw.Balls, v) {
				n++
			}
		}
		if n != o.Matches {
			t.Errorf("ticket %d: %d of its numbers drawn, %d matches", i, n, o.Matches)
		}
		won += o.Chips
	}
	if res.Won != won || tb.Owed() != won || tb.Chips() != 0 || res.Net() != won-3 {
		t.Errorf("won %d (sum %d), owed %d, chips %d", res.Won, won, tb.Owed(), tb.Chips())
	}
	if last, ok := tb.Last(); !ok || !slices.Equal(last.Draw.Balls, res.Draw.Balls) {
		t.Error("Last is not the draw")
	}
	// Expected: 3 Roadrunner tickets at 1 chip returning 800/1683 each.
	if want := big.NewRat(3*(800-1683), 1683); tb.Expected().Cmp(want) != 0 {
		t.Errorf("expected net %v, want %v", tb.Expected(), want)
	}
	if got := tb.Collect(); got != won || tb.Owed() != 0 || tb.Chips() != won {
		t.Errorf("Collect: %d, owed %d, chips %d", got, tb.Owed(), tb.Chips())
	}
	conserved(t, tb, start)
	if err := tb.SetChips(-5); err == nil {
		t.Error("SetChips(-5) accepted")
	}
	if err := tb.SetChips(50); err != nil || tb.Chips() != 50 {
		t.Fatal(err)
	}
	conserved(t, tb, start)
	// Draws until one wins; its prize is collected by the next draw.
	for range 2000 {
		res, err := tb.Draw()
		if err != nil {
			if err := tb.SetChips(50); err != nil {
				t.Fatal(err)
			}
			continue
		}
		conserved(t, tb, start)
		if res.Won > 0 {
			before := tb.Chips()
			owed := tb.Owed()
			if _, err := tb.Draw(); err != nil {
				t.Fatal(err)
			}
			if tb.Chips() != before+owed-tb.Cost() {
				t.Errorf("the next draw did not collect %d first", owed)
			}
			conserved(t, tb, start)
			return
		}
	}
	t.Error("no ticket won in 2,000 draws of 3 Roadrunner tickets")
}

// TestDrawCollectsToPay: prizes owed count toward the next slip's cost.
func TestDrawCollectsToPay(t *testing.T) {
	tb := newTable(t, 1)
	if err := tb.Select("pick3"); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.QuickPick(); err != nil {
		t.Fatal(err)
	}
	for range 500 {
		if _, err := tb.Draw(); err != nil {
			t.Fatal(err)
		}
		conserved(t, tb, 1)
		if tb.Chips() == 0 && tb.Owed() > 0 {
			if _, err := tb.Draw(); err != nil {
				t.Fatalf("prizes owed %d did not pay for a 1-chip ticket: %v", tb.Owed(), err)
			}
			conserved(t, tb, 1)
			return
		}
		if tb.Chips()+tb.Owed() == 0 {
			if err := tb.SetChips(1); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Error("no win with nothing in hand in 500 draws")
}
