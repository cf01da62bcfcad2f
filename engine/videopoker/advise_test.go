package videopoker

import (
	"os"
	"slices"
	"testing"

	"riffle/engine/cards"
)

func TestAdviseBrute(t *testing.T) {
	tests := []struct{ table, hand string }{
		{"jacks-9-6", "Ah Kh Qh Jh 2c"},
		{"jacks-9-6", "5h 5c 9d Js Kc"},
		{"jacks-8-5", "Ah 2c 3d 4s 9c"},
		{"bonus-8-5", "Ah Ac Ad 4s 9c"},
		{"ddb-9-6", "Ah Ac 3d 4s Ts"},
		{"deuces-full-pay", "2h 2c 7d 8d 9d"},
		{"deuces-full-pay", "Ah Kh 5c 6d 2s"},
	}
	for _, tt := range tests {
		p, _ := Lookup(tt.table)
		h := hand(t, tt.hand)
		holds := Advise(p, h)
		if len(holds) != 32 {
			t.Fatalf("%s: %d holds", tt.hand, len(holds))
		}
		// Brute force the holds of 2…5 cards (the default run stays fast);
		// holds of 0 and 1 cards are checked under RIFFLE_SLOW=1.
		var masks []uint8
		for m := range uint8(32) {
			if n := popcount(m); n >= 2 || os.Getenv("RIFFLE_SLOW") != "" {
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

func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
