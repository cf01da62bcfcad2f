package videopoker

import (
	"errors"
	"math"
	"slices"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	vp "riffle/engine/videopoker"
	"riffle/games/chips"
)

func newGame(t *testing.T, chips int) *seat {
	t.Helper()
	a, err := shuffle.Lookup("fisher-yates")
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(a, rng.NewPCG(42))
	if err != nil {
		t.Fatal(err)
	}
	return &seat{Game: g, hand: chips, start: chips}
}

// seat is a table with the player's chips beside it, kept as the casino
// ledger (games/casino) keeps them: the bet leaves the hand at the deal,
// the draw's pay comes back, and a transfer is chips won or lost at
// another table.
type seat struct {
	*Game
	hand, start int
}

func (s *seat) Deal() error {
	if err := s.Game.Deal(s.hand); err != nil {
		return err
	}
	s.hand -= s.Bet()
	return nil
}

func (s *seat) DealWith(h [5]cards.Card) error {
	if err := s.Game.DealWith(h, s.hand); err != nil {
		return err
	}
	s.hand -= s.Bet()
	return nil
}

func (s *seat) Draw() (Result, error) {
	r, err := s.Game.Draw()
	if err == nil {
		s.hand += r.Paid
	}
	return r, err
}

func (s *seat) SetChips(c int) error {
	if c < 0 {
		return errors.New("chips below zero")
	}
	s.start += c - s.hand
	s.hand = c
	return nil
}

func (s *seat) Chips() int { return s.hand }
func (s *seat) Start() int { return s.start }

// The deal is the deck's first five cards; the draw replaces the cards
// not held, left to right, with deck[5], deck[6], … in order, and pays
// the final hand from the pay table.
func TestDealAndDrawFromOneDeck(t *testing.T) {
	g := newGame(t, 1000)
	for round := range 50 {
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		deck, hand := g.Deck(), g.Hand()
		if len(deck) != cards.NumCards || !slices.Equal(hand[:], deck[:5]) {
			t.Fatalf("round %d: hand %v, deck %v", round, g.Hand(), deck)
		}
		var held [5]bool
		for i := range held {
			held[i] = (round>>i)&1 == 1
		}
		if err := g.SetHolds(held); err != nil {
			t.Fatal(err)
		}
		before := g.Chips()
		r, err := g.Draw()
		if err != nil {
			t.Fatal(err)
		}
		next := 5
		for i := range 5 {
			want := deck[i]
			if !held[i] {
				want = deck[next]
				next++
			}
			if r.Final[i] != want {
				t.Fatalf("round %d card %d: %v, want %v", round, i, r.Final[i], want)
			}
		}
		if !slices.Equal(r.Drawn, deck[5:next]) {
			t.Fatalf("round %d: drew %v, want %v", round, r.Drawn, deck[5:next])
		}
		p := g.PayTable()
		if r.Line != p.Classify(r.Final) || int64(r.Paid) != p.Pay(r.Final, r.Bet) || g.Chips() != before+r.Paid {
			t.Fatalf("round %d: line %d paid %d, chips %d → %d", round, r.Line, r.Paid, before, g.Chips())
		}
		if g.Chips()+g.OnTable() != g.Start()+g.Session().Net {
			t.Fatalf("round %d: chips not conserved", round)
		}
	}
	if s := g.Session(); s.Rounds != 50 || s.Bet != 250 || s.Net != s.Paid-s.Bet {
		t.Errorf("session %+v", s)
	}
}

// The bet moves to the table at the deal and the payout back at the
// draw; changing the bet, the pay table or dealing again waits for the
// draw.
func TestRoundStates(t *testing.T) {
	g := newGame(t, 3)
	if _, err := g.Draw(); !errors.Is(err, ErrNoRound) {
		t.Errorf("draw before a deal: %v", err)
	}
	if err := g.SetHeld(0, true); !errors.Is(err, ErrNoRound) {
		t.Errorf("hold before a deal: %v", err)
	}
	if err := g.Deal(); !errors.Is(err, ErrChips) {
		t.Errorf("5 credits with 3 chips: %v", err)
	}
	for _, bad := range []int{0, 6, -1} {
		if g.SetBet(bad) == nil {
			t.Errorf("bet %d taken", bad)
		}
	}
	if err := g.SetBet(3); err != nil {
		t.Fatal(err)
	}
	if err := g.Deal(); err != nil {
		t.Fatal(err)
	}
	if g.Chips() != 0 || g.OnTable() != 3 || g.Phase() != Holding {
		t.Fatalf("after the deal: %d in hand, %d on the table, %v", g.Chips(), g.OnTable(), g.Phase())
	}
	if !errors.Is(g.SetBet(1), ErrInPlay) || !errors.Is(g.SetPayTable("jacks-8-5"), ErrInPlay) || !errors.Is(g.Deal(), ErrInPlay) {
		t.Error("the bet, the pay table or a deal changed in a round")
	}
	if g.SetHeld(5, true) == nil || g.SetHeld(-1, true) == nil {
		t.Error("card 6 or 0 held")
	}
	if err := g.SetHeld(2, true); err != nil || !g.Held()[2] {
		t.Fatalf("hold card 3: %v", err)
	}
	r, err := g.Draw()
	if err != nil {
		t.Fatal(err)
	}
	if g.OnTable() != 0 || g.Chips() != r.Paid || g.Phase() != Betting || g.Last() == nil {
		t.Errorf("after the draw: %d in hand, %d on the table, %v", g.Chips(), g.OnTable(), g.Phase())
	}
	if g.SetPayTable("no-such-table") == nil {
		t.Error("an unknown pay table taken")
	}
}

// A round whose best line could not be counted in the session's account
// is refused and deals nothing; near MaxInt one that fits is counted
// exactly.
func TestNoOverflowInTheSession(t *testing.T) {
	g := newGame(t, 1000)
	top := g.maxPay()
	g.sess.Paid = math.MaxInt - top + 1
	if err := g.Deal(); !errors.Is(err, chips.ErrOverflow) || g.Dealt() != 0 || g.Chips() != 1000 {
		t.Fatalf("a deal that could count past MaxInt: %v, %d dealt, %d chips", err, g.Dealt(), g.Chips())
	}
	for range 100 {
		g.sess.Paid = math.MaxInt - top
		before := g.Chips()
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		r, err := g.Draw()
		if err != nil {
			t.Fatal(err)
		}
		if int64(r.Paid) != g.PayTable().Pay(r.Final, r.Bet) || g.Session().Paid != math.MaxInt-top+r.Paid || g.Session().Paid < 0 {
			t.Fatalf("paid %d, session paid %d (from %d chips)", r.Paid, g.Session().Paid, before)
		}
	}
}

// Every pay table of the engine can be played, and a new table plays the
// default.
func TestPayTables(t *testing.T) {
	g := newGame(t, 100)
	if g.PayTable().Name != DefaultPayTable {
		t.Errorf("a new table plays %s", g.PayTable().Name)
	}
	for _, p := range vp.PayTables() {
		if err := g.SetPayTable(p.Name); err != nil || g.PayTable().Name != p.Name {
			t.Errorf("%s: %v", p.Name, err)
		}
	}
}

// A dice roller deals no cards.
func TestNewRefusesDice(t *testing.T) {
	a, err := shuffle.Lookup("constrained-original")
	if err != nil || a.Kind != shuffle.Faces {
		t.Fatalf("constrained-original: %v", err)
	}
	if _, err := New(a, rng.NewPCG(1)); err == nil {
		t.Error("a dice roller deals cards")
	}
}

// DealWith deals the cards given, the rest of a fresh shuffle after them
// (a deck of 52 distinct cards), and refuses cards that are not five
// distinct ones without staking anything.
func TestDealWith(t *testing.T) {
	g := newGame(t, 100)
	hc, err := cards.ParseCards("Ah 9h Qh 3c Jh")
	if err != nil {
		t.Fatal(err)
	}
	var h [5]cards.Card
	copy(h[:], hc)
	bad := h
	bad[4] = bad[0]
	if err := g.DealWith(bad); err == nil || g.Phase() != Betting || g.Chips() != 100 {
		t.Fatalf("a repeated card: %v, %v, %d chips", err, g.Phase(), g.Chips())
	}
	if err := g.DealWith(h); err != nil {
		t.Fatal(err)
	}
	deck := g.Deck()
	seen := map[cards.Card]bool{}
	for _, c := range deck {
		seen[c] = true
	}
	if g.Hand() != h || !slices.Equal(deck[:5], hc) || len(deck) != 52 || len(seen) != 52 || g.OnTable() != g.Bet() {
		t.Fatalf("hand %v, deck %v, %d on the table", g.Hand(), deck, g.OnTable())
	}
	res, err := g.Draw()
	if err != nil || res.Dealt != h || res.Final[0] != deck[5] {
		t.Errorf("draw %+v, %v", res, err)
	}
}

// A round whose best line could not be paid on top of the chips is
// refused and deals nothing; near MaxInt one that fits is paid exactly.
func TestNoOverflowNearMaxInt(t *testing.T) {
	g := newGame(t, math.MaxInt)
	if err := g.Deal(); !errors.Is(err, chips.ErrOverflow) || g.Dealt() != 0 || g.Chips() != math.MaxInt {
		t.Fatalf("a deal that could pay past MaxInt: %v, %d dealt, %d chips", err, g.Dealt(), g.Chips())
	}
	top := g.maxPay()
	if err := g.SetChips(math.MaxInt - top + g.Bet()); err != nil {
		t.Fatal(err)
	}
	for range 100 {
		before := g.Chips()
		if err := g.Deal(); err != nil {
			t.Fatal(err)
		}
		r, err := g.Draw()
		if err != nil {
			t.Fatal(err)
		}
		// Paid by the pay table, and never past the top line the deal
		// made room for: the chips in hand never wrap below zero.
		if int64(r.Paid) != g.PayTable().Pay(r.Final, r.Bet) || r.Paid > top || g.Chips() < 0 {
			t.Fatalf("paid %d (top %d), %d chips from %d", r.Paid, top, g.Chips(), before)
		}
		if err := g.SetChips(math.MaxInt - top + g.Bet()); err != nil {
			t.Fatal(err)
		}
	}
}
