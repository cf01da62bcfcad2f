package designs

import "testing"

// FuzzCheck builds a small deck from any bytes (symbols, per card, shared,
// then the cards' symbols, possibly negative, repeated or out of order)
// and compares Check with a plain reading of the definition: Check never
// panics, and accepts exactly the decks the definition accepts. Common
// then agrees with a count of shared symbols.
//
//	go test -run '^$' -fuzz '^FuzzCheck$' -fuzztime 30s ./engine/designs
func FuzzCheck(f *testing.F) {
	f.Add([]byte{7, 3, 1, 4, 5, 6, 1, 3, 4, 2, 3, 6, 1, 2, 5, 0, 1, 6, 0, 3, 5, 0, 2, 4}) // the Fano plane
	f.Add([]byte{4, 3, 2, 0, 1, 2, 1, 2, 3, 0, 2, 3, 0, 1, 3})                            // every 3 of 4
	f.Add([]byte{4, 3, 2, 0, 1, 2, 1, 2, 3, 0, 2, 3, 0, 1, 1})                            // a repeat
	f.Add([]byte{3, 2, 1, 0, 1, 0, 255, 1, 2})                                            // a negative symbol
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) < 3 {
			return
		}
		d := Deck{Symbols: int(b[0] % 12), PerCard: int(b[1] % 6), Shared: int(int8(b[2])) % 4}
		rest := b[3:]
		for len(rest) > 0 && len(d.Cards) < 14 {
			n := min(len(rest), max(d.PerCard, 1))
			card := make([]int, n)
			for i := range card {
				card[i] = int(int8(rest[i])) // negative ones too
			}
			d.Cards = append(d.Cards, card)
			rest = rest[n:]
		}
		err := d.Check()
		if want := valid(d); (err == nil) != want {
			t.Fatalf("%+v: Check = %v, the definition says valid = %v", d, err, want)
		}
		if err != nil {
			return
		}
		for i := range d.Cards {
			for j := range d.Cards {
				if got := len(d.Common(i, j)); i != j && got != d.Shared {
					t.Fatalf("%+v: Common(%d, %d) has %d", d, i, j, got)
				}
			}
		}
	})
}

// valid reads the definition plainly: positive sizes, as many cards as
// symbols, each card PerCard symbols in 0..Symbols−1 strictly ascending,
// every two cards sharing Shared.
func valid(d Deck) bool {
	if d.Symbols < 1 || d.PerCard < 1 || d.Shared < 0 || len(d.Cards) != d.Symbols {
		return false
	}
	for _, c := range d.Cards {
		if len(c) != d.PerCard {
			return false
		}
		for i, s := range c {
			if s < 0 || s >= d.Symbols || i > 0 && c[i-1] >= s {
				return false
			}
		}
	}
	for i, a := range d.Cards {
		for _, b := range d.Cards[i+1:] {
			n := 0
			for _, x := range a {
				for _, y := range b {
					if x == y {
						n++
					}
				}
			}
			if n != d.Shared {
				return false
			}
		}
	}
	return true
}
