package poker

import (
	"slices"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// A hand-worked deal: with 3 players and the deck 0,1,2,… player 1 gets
// cards 0 and 3, player 2 cards 1 and 4, player 3 cards 2 and 5; card 6 is
// burned, 7 8 9 are the flop, 10 burned, 11 the turn, 12 burned, 13 the
// river.
func TestDealHoldemLayout(t *testing.T) {
	deck := cards.NewDeck()
	h := DealHoldem(deck, 3)
	c := func(i int) cards.Card { return cards.Card(i) }
	want := Holdem{
		Hole:  [][2]cards.Card{{c(0), c(3)}, {c(1), c(4)}, {c(2), c(5)}},
		Burn:  [3]cards.Card{c(6), c(10), c(12)},
		Flop:  [3]cards.Card{c(7), c(8), c(9)},
		Turn:  c(11),
		River: c(13),
	}
	if !slices.Equal(h.Hole, want.Hole) || h.Burn != want.Burn || h.Flop != want.Flop || h.Turn != want.Turn || h.River != want.River {
		t.Errorf("DealHoldem = %+v, want %+v", h, want)
	}
	// Every table size uses 2P+8 distinct positions.
	for p := MinPlayers; p <= MaxPlayers; p++ {
		l := Layout(p)
		seen := map[int]bool{}
		add := func(i int) {
			if seen[i] {
				t.Errorf("%d players: position %d used twice", p, i)
			}
			seen[i] = true
		}
		for q := range p {
			for _, i := range l.Hole(q) {
				add(i)
			}
		}
		for i := range 3 {
			add(l.Flop[i])
			add(l.Burn[i])
		}
		add(l.Turn)
		add(l.River)
		if len(seen) != l.Cards() || l.Cards() != 2*p+8 {
			t.Errorf("%d players: %d positions, Cards() = %d", p, len(seen), l.Cards())
		}
		for i := range l.Cards() {
			if !seen[i] {
				t.Errorf("%d players: position %d unused", p, i)
			}
		}
	}
}

func TestDealHoldemPanics(t *testing.T) {
	for _, f := range []func(){
		func() { DealHoldem(cards.NewDeck(), 1) },
		func() { DealHoldem(cards.NewDeck(), 11) },
		func() { DealHoldem(cards.NewDeck()[:11], 2) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			f()
		}()
	}
}

// The dealer with asf on Delphi deals the historic deck, seed by seed.
func TestDealerASFIsTheHistoricDeck(t *testing.T) {
	asf, _ := shuffle.Lookup("asf")
	for _, seed := range []uint32{0, 12345, 43_200_000} {
		d, err := NewDealer(asf, rng.NewDelphi(seed))
		if err != nil {
			t.Fatal(err)
		}
		deck, err := d.Shuffle()
		if err != nil || !slices.Equal(deck, ASFDeck(seed)) {
			t.Fatalf("seed %d: %v, %v", seed, deck, err)
		}
	}
}

// The ASF deck never has the new deck's last card last (the paper's first
// flaw): checked over 20,000 seeds.
func TestASFDeckLastCard(t *testing.T) {
	for seed := range uint32(20_000) {
		if d := ASFDeck(seed * 4_321); d[51] == cards.Card(51) {
			t.Fatalf("seed %d: card 52 ended in place 52", seed*4_321)
		}
	}
}
