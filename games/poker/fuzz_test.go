package poker

import (
	"errors"
	"slices"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/shuffle"
	"riffle/games/gamestest"
)

// FuzzTable drives the table with random legal and illegal actions — deal,
// switch mode, change the shape, the players, the ante and the chips (out
// of range too), fast-forward runs dealt in pieces — on random algorithms
// and generators, and checks after each that nothing panicked, every deal
// is a deck dealt as the shape says, the showdown's winners hold the best
// hand, and chips are conserved. The seed corpus runs in every go test.
func FuzzTable(f *testing.F) {
	f.Add(uint64(42), uint8(0), []byte{0, 0, 1, 0, 0, 0})
	f.Add(uint64(1), uint8(3), []byte{1, 4, 2, 0, 7, 0, 3, 200, 0, 5, 9, 0})
	f.Add(uint64(7), uint8(4), []byte{2, 13, 4, 0, 2, 52, 1, 0, 2, 6, 9, 0, 2, 1, 1, 0})
	f.Add(uint64(99), uint8(5), []byte{1, 3, 10, 0, 6, 5, 0, 0, 6, 200, 7, 7, 0, 4, 0, 0})
	f.Add(uint64(3), uint8(1), []byte{1, 5, 0, 0, 0, 0, 0, 0, 5, 255, 0, 0, 0})
	f.Add(uint64(0), uint8(6), []byte{3, 11, 3, 1, 1, 4, 100, 0, 0, 5, 3, 0, 0, 0})
	f.Fuzz(func(t *testing.T, seed uint64, pick uint8, ops []byte) {
		if len(ops) > 300 {
			ops = ops[:300]
		}
		a, g := gamestest.Deck(t, seed, pick)
		table, err := New(a, g)
		if a.Kind == shuffle.Faces {
			if err == nil {
				t.Fatal("a dice roller deals cards")
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		tb := &seat{Table: table, hand: 500}
		var run *Run
		chips := tb.Chips() // chips given to the table, less the session's net
		for i := 0; i+2 < len(ops); i += 3 {
			op, x, y := ops[i]%8, int(ops[i+1]), int(ops[i+2])
			before := tb.Chips()
			switch op {
			case 0:
				err := tb.Deal()
				checkDeal(t, tb, err, before, run != nil)
			case 1:
				if err := tb.SetMode(Mode(x % 3)); err == nil && x%3 > 1 {
					t.Fatalf("mode %d accepted", x%3)
				}
			case 2:
				n, m := x%60-3, y%60-3
				err := tb.SetShape(n, m)
				legal := n >= 1 && m >= 1 && n*m <= 52 && run == nil
				if (err == nil) != legal {
					t.Fatalf("SetShape(%d, %d) with run %v: %v", n, m, run != nil, err)
				}
			case 3:
				p := x%14 - 1
				err := tb.SetPlayers(p)
				if (err == nil) != (p >= MinPlayers && p <= MaxPlayers && run == nil) {
					t.Fatalf("SetPlayers(%d): %v", p, err)
				}
			case 4:
				ante := x - 20
				err := tb.SetAnte(ante)
				if (err == nil) != (ante >= 0 && ante <= MaxAnte && run == nil) {
					t.Fatalf("SetAnte(%d): %v", ante, err)
				}
			case 5:
				c := x*4 - 100
				err := tb.SetChips(c)
				if (err == nil) != (c >= 0) {
					t.Fatalf("SetChips(%d): %v", c, err)
				}
				if err == nil {
					chips += c - before
				}
			case 6: // a run: start, deal a piece, absorb
				if run == nil {
					r, err := tb.StartRun()
					if err != nil {
						t.Fatal(err)
					}
					run = r
				}
				if err := run.Deal(x % 40); err != nil && !errors.Is(err, ErrNoDeck) {
					t.Fatal(err)
				}
				tb.Absorb(run)
				if tb.Chips() != before {
					t.Fatal("a run moved chips")
				}
			case 7: // end the run, or start one
				if run != nil {
					tb.EndRun(run)
					run = nil
					break
				}
				r, err := tb.StartRun()
				if err != nil {
					t.Fatal(err)
				}
				run = r
			}
			if tb.Session().Net != -tb.OthersNet() {
				t.Fatalf("player 1 net %d, the others %d", tb.Session().Net, tb.OthersNet())
			}
			if tb.Chips() != chips+tb.Session().Net {
				t.Fatalf("chips %d, want %d given + %d net", tb.Chips(), chips, tb.Session().Net)
			}
		}
	})
}

// checkDeal checks the outcome of one Table.Deal.
func checkDeal(t *testing.T, tb *seat, err error, before int, busy bool) {
	t.Helper()
	switch {
	case busy:
		if !errors.Is(err, ErrBusy) {
			t.Fatalf("dealt while a run is out: %v", err)
		}
		return
	case tb.Mode() == ModeHoldem && before < tb.Ante():
		if !errors.Is(err, ErrChips) || tb.Chips() != before {
			t.Fatalf("dealt for an ante of %d with %d chips: %v", tb.Ante(), before, err)
		}
		return
	case errors.Is(err, ErrNoDeck):
		return
	case err != nil:
		t.Fatal(err)
	}
	if tb.Mode() == ModeDeals {
		n, m := tb.Shape()
		d := tb.LastDeal()
		if len(d.Hands) != n {
			t.Fatalf("%d hands, want %d", len(d.Hands), n)
		}
		var seen cards.Set
		for j, h := range d.Hands {
			if len(h.Cards) != m {
				t.Fatalf("hand of %d, want %d", len(h.Cards), m)
			}
			for i, c := range h.Cards {
				if seen.Has(c) || !slices.Contains(d.Deck[:n*m], c) {
					t.Fatalf("hand %d card %d: %v repeated or not dealt", j, i, c)
				}
				seen = seen.With(c)
			}
			if m >= 5 {
				if _, v := Best(h.Cards); v != h.Value || v == 0 {
					t.Fatalf("hand %v valued %v", h.Cards, h.Value)
				}
			}
		}
		return
	}
	s := tb.LastShowdown()
	top := slices.Max(s.Values)
	sum := 0
	for p, v := range s.Values {
		if (v == top) != s.IsWinner(p) {
			t.Fatalf("seat %d with %v: winner %v, best %v", p, v, s.IsWinner(p), top)
		}
		sum += s.Shares[p]
	}
	if sum != s.Pot || s.Pot != tb.Ante()*tb.Players() || tb.Chips()-before != s.Net(0) {
		t.Fatalf("pot %d, shares %v, chips %d → %d", s.Pot, s.Shares, before, tb.Chips())
	}
}
