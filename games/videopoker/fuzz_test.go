package videopoker

import (
	"slices"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/shuffle"
	vp "riffle/engine/videopoker"
	"riffle/games/gamestest"
)

// FuzzGame drives the table with random legal and illegal actions — deal,
// hold, draw, change the bet, the pay table and the chips (out of range
// too) — on random algorithms and generators, and checks after each that
// nothing panicked, the hand is five distinct cards of the round's deck,
// a draw paid what the pay table says and chips are conserved. The seed
// corpus runs in every go test.
func FuzzGame(f *testing.F) {
	f.Add(uint64(42), uint8(0), []byte{0, 0, 1, 3, 2, 0})
	f.Add(uint64(1), uint8(3), []byte{3, 1, 0, 0, 1, 1, 2, 0, 4, 2, 0, 0})
	f.Add(uint64(7), uint8(9), []byte{5, 200, 0, 0, 0, 0, 1, 31, 2, 0, 0, 0})
	f.Add(uint64(99), uint8(17), []byte{4, 7, 0, 3, 9, 0, 0, 0, 2, 0, 0, 0, 1, 4, 2, 0})
	f.Fuzz(func(t *testing.T, seed uint64, pick uint8, ops []byte) {
		if len(ops) > 300 {
			ops = ops[:300]
		}
		a, gen := gamestest.Deck(t, seed, pick)
		game, err := New(a, gen)
		if a.Kind == shuffle.Faces {
			if err == nil {
				t.Fatal("a dice roller deals cards")
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		g := &seat{Game: game, hand: 50, start: 50}
		tables := vp.PayTables()
		for i := 0; i+1 < len(ops); i += 2 {
			op, x := int(ops[i]%6), int(ops[i+1])
			step(t, g, op, x, tables)
			if g.Chips() < 0 || g.OnTable() < 0 || g.Chips()+g.OnTable() != g.Start()+g.Session().Net {
				t.Fatalf("op %d: in hand %d + on the table %d ≠ start %d + net %d", i/2, g.Chips(), g.OnTable(), g.Start(), g.Session().Net)
			}
			if g.Deck() != nil {
				checkHand(t, g.Game)
			}
		}
	})
}

// step makes one action.
func step(t *testing.T, g *seat, op, x int, tables []vp.PayTable) {
	t.Helper()
	switch op {
	case 0:
		before, phase := g.Chips(), g.Phase()
		err := g.Deal()
		if err == nil && (phase != Betting || before < g.Bet()) {
			t.Fatalf("dealt in %v with %d chips for a bet of %d", phase, before, g.Bet())
		}
		if err == nil && (g.Chips() != before-g.Bet() || g.OnTable() != g.Bet()) {
			t.Fatalf("deal: %d → %d chips, %d on the table", before, g.Chips(), g.OnTable())
		}
	case 1:
		err := g.SetHeld(x%7-1, x&8 != 0)
		if legal := g.Phase() == Holding && x%7-1 >= 0 && x%7-1 < 5; (err == nil) != legal {
			t.Fatalf("SetHeld(%d) in %v: %v", x%7-1, g.Phase(), err)
		}
	case 2:
		phase, before, bet := g.Phase(), g.Chips(), g.Bet()
		r, err := g.Draw()
		if (err == nil) != (phase == Holding) {
			t.Fatalf("draw in %v: %v", phase, err)
		}
		if err == nil {
			p := g.PayTable()
			if int64(r.Paid) != p.Pay(r.Final, bet) || r.Line != p.Classify(r.Final) || g.Chips() != before+r.Paid {
				t.Fatalf("draw paid %d on line %d, chips %d → %d", r.Paid, r.Line, before, g.Chips())
			}
		}
	case 3:
		n := x%8 - 1
		if err := g.SetBet(n); (err == nil) != (g.Phase() == Betting && n >= MinBet && n <= MaxBet) {
			t.Fatalf("SetBet(%d) in %v: %v", n, g.Phase(), err)
		}
	case 4:
		name := "nothing"
		if x%(len(tables)+1) < len(tables) {
			name = tables[x%(len(tables)+1)].Name
		}
		if err := g.SetPayTable(name); (err == nil) != (g.Phase() == Betting && name != "nothing") {
			t.Fatalf("SetPayTable(%s) in %v: %v", name, g.Phase(), err)
		}
	case 5:
		c := x*37 - 100
		if err := g.SetChips(c); (err == nil) != (c >= 0) {
			t.Fatalf("SetChips(%d): %v", c, err)
		}
	}
}

// checkHand checks that the hand is five distinct cards: the deal's
// first five while holding, the deal's held cards and the deck's next
// ones after a draw.
func checkHand(t *testing.T, g *Game) {
	t.Helper()
	deck, h := g.Deck(), g.Hand()
	var seen cards.Set
	for _, c := range deck {
		if !c.Valid() || seen.Has(c) {
			t.Fatalf("deck %v: a card repeated or off the pack", deck)
		}
		seen = seen.With(c)
	}
	if len(deck) != cards.NumCards {
		t.Fatalf("a deck of %d cards", len(deck))
	}
	if g.Phase() == Holding && !slices.Equal(h[:], deck[:5]) {
		t.Fatalf("hand %v is not the deck's first five %v", h, deck[:5])
	}
	if g.Phase() == Betting {
		if l := g.Last(); l != nil && (l.Final != h || !slices.Equal(l.Dealt[:], deck[:5])) {
			t.Fatalf("the last round's hand %v, on show %v", l.Final, h)
		}
	}
}
