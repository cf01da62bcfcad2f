package videopoker

import (
	"math/big"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"riffle/engine/cards"
)

func TestAdviseBrute(t *testing.T) {
	slow := os.Getenv("RIFFLE_SLOW") != ""
	tests := []struct {
		table, hand string
		slow        bool // only under RIFFLE_SLOW=1: another table to build
	}{
		{"jacks-9-6", "Ah Kh Qh Jh 2c", false},
		{"jacks-9-6", "5h 5c 9d Js Kc", false},
		{"jacks-9-6", "Ah Ac Ad As Kc", false},
		{"jacks-8-5", "Ah 2c 3d 4s 9c", true},
		{"bonus-8-5", "Ah Ac Ad 4s 9c", true},
		{"ddb-9-6", "Ah Ac 3d 4s Ts", true},
		{"ddb-9-6", "2h 2c 2d As 3s", true},
		{"deuces-full-pay", "2h 2c 7d 8d 9d", false},
		{"deuces-full-pay", "Ah Kh 5c 6d 2s", false},
	}
	for _, tt := range tests {
		if tt.slow && !slow {
			continue
		}
		p, _ := Lookup(tt.table)
		h := hand(t, tt.hand)
		holds := advise(p, h, nil) // without the tables, as riffle odds does
		if fromTables := advise(p, h, tablesFor(p)); !sameHolds(holds, fromTables) {
			t.Errorf("%s %s: without the tables %v, from them %v", tt.table, tt.hand, holds, fromTables)
		}
		if len(holds) != 32 {
			t.Fatalf("%s: %d holds", tt.hand, len(holds))
		}
		// Brute force the holds of 3…5 cards (the default run stays fast,
		// under -race too); all 32, hold-nothing's C(47,5) draws included,
		// under RIFFLE_SLOW=1.
		var masks []uint8
		for m := range uint8(32) {
			if n := popcount(m); n >= 3 || slow {
				masks = append(masks, m)
			}
		}
		want := bruteAdvise(p, h, masks)
		seen := map[uint8]bool{}
		for _, hd := range holds {
			seen[hd.Mask] = true
			w, ok := want[hd.Mask]
			if !ok {
				continue
			}
			if hd.Total != w.Total || hd.Draws != w.Draws || !slices.Equal(hd.Lines, w.Lines) ||
				hd.EV.Cmp(w.EV) != 0 || !slices.Equal(hd.Cards, w.Cards) {
				t.Errorf("%s %s hold %v: total %d/%d lines %v, brute force %d/%d %v",
					tt.table, tt.hand, cards.FormatCards(hd.Cards), hd.Total, hd.Draws, hd.Lines, w.Total, w.Draws, w.Lines)
			}
		}
		if len(seen) != 32 {
			t.Errorf("%s: holds repeat", tt.hand)
		}
		for i := 1; i < len(holds); i++ {
			if holds[i].EV.Cmp(holds[i-1].EV) > 0 {
				t.Errorf("%s: holds not best first at %d", tt.hand, i)
			}
		}
	}
}

func sameHolds(a, b []Hold) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Mask != b[i].Mask || a[i].Total != b[i].Total || a[i].Draws != b[i].Draws ||
			!slices.Equal(a[i].Lines, b[i].Lines) || a[i].EV.Cmp(b[i].EV) != 0 || !slices.Equal(a[i].Cards, b[i].Cards) {
			return false
		}
	}
	return true
}

// TestDirectMatchesTables: a hand's sums over the five-card hands holding
// each subset of its cards, listed directly (with the deck sums from the
// suit classes), equal the subset tables built from every hand of the deck,
// on random hands of every pay table (the tables of the two built in the
// default run; all five under RIFFLE_SLOW=1).
func TestDirectMatchesTables(t *testing.T) {
	slow := os.Getenv("RIFFLE_SLOW") != ""
	r := rand.New(rand.NewPCG(35, 1))
	for _, p := range PayTables() {
		if !slow && p.Name != "jacks-9-6" && p.Name != "deuces-full-pay" {
			continue
		}
		tb := tablesFor(p)
		for range 40 {
			d := r.Perm(52)
			var h [5]cards.Card
			for i := range h {
				h[i] = cards.Card(d[i])
			}
			s, _, own := sortHand(p, h)
			a, b := sumsDirect(p, s, own), tb.sumsFromTables(s, own)
			if a.pay != b.pay || !slices.Equal(a.cnt, b.cnt) {
				t.Fatalf("%s %v: direct %v %v, tables %v %v", p.Name, cards.FormatCards(h[:]), a.pay, a.cnt, b.pay, b.cnt)
			}
		}
	}
}

func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// AtBet at five credits is Advise itself; at one credit (royal 250 for 1)
// the EVs follow the one-credit pays, and a hand whose best hold differs
// between the bets is found and checked.
func TestAtBet(t *testing.T) {
	p, _ := Lookup("jacks-9-6")
	h := hand(t, "Ah 9h Qh 3c Jh") // three to a royal in four to a flush
	five := Advise(p, h)
	at5 := AtBet(p, five, 5)
	for i := range five {
		if at5[i].Mask != five[i].Mask || at5[i].EV.Cmp(five[i].EV) != 0 || at5[i].Total != five[i].Total {
			t.Fatalf("hold %d at 5: %v, Advise %v", i, at5[i], five[i])
		}
	}
	one := AtBet(p, five, 1)
	for i := range one {
		var tot int64
		for l, n := range one[i].Lines {
			tot += n * p.Lines[l].Pays[0]
		}
		want := big.NewRat(tot, one[i].Draws)
		if one[i].EV.Cmp(want) != 0 || i > 0 && one[i].EV.Cmp(one[i-1].EV) > 0 {
			t.Fatalf("hold %d at 1: EV %v, want %v, best first", i, one[i].EV, want)
		}
	}
	// Three to the royal (Ah Qh Jh) is best at 5 credits, four to the
	// flush (Ah 9h Qh Jh) at 1, where the royal pays 250 for 1, not 800.
	// (Found by searching random deals for a best hold that differs.)
	if five[0].Mask != 0b10101 || one[0].Mask != 0b10111 {
		t.Errorf("best at 5: %05b (%v), at 1: %05b (%v)", five[0].Mask, five[0].EV, one[0].Mask, one[0].EV)
	}
}
