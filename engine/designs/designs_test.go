package designs

import (
	"strings"
	"testing"
)

// pairCheck is a second, deliberately plain check of a deck, sharing no
// code with Check: valid (fuzz_test.go) counts the shared symbols of every
// two cards by comparing every symbol with every symbol.
func pairCheck(t *testing.T, d Deck) {
	t.Helper()
	if !valid(d) {
		t.Fatalf("deck of %d symbols, %d per card, %d shared fails the definition", d.Symbols, d.PerCard, d.Shared)
	}
}

// TestDobbleEveryOrder checks the planes pair by pair: orders up to 17 in
// the default run, all up to 32 (1057 cards) with RIFFLE_SLOW=1; the
// fields of every order are checked by TestFieldAxioms.
func TestDobbleEveryOrder(t *testing.T) {
	for _, q := range PlaneOrders() {
		if q > slowTop(17, MaxOrder) {
			continue
		}
		d, err := Dobble(q)
		if err != nil {
			t.Fatalf("Dobble(%d): %v", q, err)
		}
		if d.Symbols != q*q+q+1 || d.PerCard != q+1 || d.Shared != 1 {
			t.Fatalf("Dobble(%d) = %d symbols, %d per card, %d shared", q, d.Symbols, d.PerCard, d.Shared)
		}
		if err := d.Check(); err != nil {
			t.Fatalf("Dobble(%d): %v", q, err)
		}
		if q <= 16 {
			pairCheck(t, d)
		}
	}
}

func TestPlaneOrdersArePrimePowersTo32(t *testing.T) {
	// By trial: q is a prime power when its smallest factor p > 1 leaves a
	// power of p.
	var want []int
	for q := 2; q <= 32; q++ {
		p := 2
		for q%p != 0 {
			p++
		}
		r := q
		for r%p == 0 {
			r /= p
		}
		if r == 1 {
			want = append(want, q)
		}
	}
	if got := PlaneOrders(); joinInts(got) != joinInts(want) {
		t.Fatalf("PlaneOrders = %v, want %v", got, want)
	}
}

func TestDobbleSeven(t *testing.T) {
	d, err := Dobble(7)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Cards) != 57 || d.PerCard != 8 {
		t.Fatalf("order 7: %d cards of %d", len(d.Cards), d.PerCard)
	}
	// Every symbol is on q+1 = 8 cards, as in any plane.
	on := make([]int, d.Symbols)
	for _, c := range d.Cards {
		for _, s := range c {
			on[s]++
		}
	}
	for s, n := range on {
		if n != 8 {
			t.Fatalf("symbol %d on %d cards", s, n)
		}
	}
}

func TestDobbleErrors(t *testing.T) {
	for _, tc := range []struct {
		order int
		want  []string
	}{
		{6, []string{"order 6 is not a prime power", "Bruck–Ryser", "2, 3, 4, 5, 7, 8, 9, 11, 13, 16"}},
		{10, []string{"order 10", "Lam"}},
		{12, []string{"order 12", "open"}},
		{1, []string{"order 1 is not a prime power"}},
		{0, []string{"order 0"}},
		{-4, []string{"order -4"}},
		{37, []string{"order 37", "32"}},
	} {
		_, err := Dobble(tc.order)
		if err == nil {
			t.Fatalf("Dobble(%d): no error", tc.order)
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Dobble(%d): %q lacks %q", tc.order, err, w)
			}
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("Dobble(%d): error has several lines", tc.order)
		}
	}
}

func TestDoubleBuilt(t *testing.T) {
	for _, k := range DoubleBuilt {
		d, err := Double(k)
		if err != nil {
			t.Fatalf("Double(%d): %v", k, err)
		}
		if d.Symbols != 1+k*(k-1)/2 || d.PerCard != k || d.Shared != 2 {
			t.Fatalf("Double(%d) = %d symbols, %d per card, %d shared", k, d.Symbols, d.PerCard, d.Shared)
		}
		if err := d.Check(); err != nil {
			t.Fatalf("Double(%d): %v", k, err)
		}
		pairCheck(t, d)
	}
}

func TestDoubleErrors(t *testing.T) {
	for _, tc := range []struct {
		k    int
		want string
	}{
		{7, "per card 7: no biplane of 22 cards exists (Bruck–Ryser–Chowla); per card 3, 4, 5, 6, 9, 11 have decks here"},
		{8, "per card 8: no biplane of 29 cards exists"},
		{13, "per card 13: a (79, 13, 2) biplane exists"},
		{16, "per card 16: no biplane of 121 cards is known"},
		{2, "per card 2: the two cards"},
		{0, "per card 0: a card needs at least 2"},
	} {
		_, err := Double(tc.k)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Double(%d) = %v, want %q", tc.k, err, tc.want)
		}
	}
}

func TestCheckFindsFaults(t *testing.T) {
	good := Deck{Cards: [][]int{{0, 1}, {0, 2}, {1, 2}}, Symbols: 3, PerCard: 2, Shared: 1}
	if err := good.Check(); err != nil {
		t.Fatalf("triangle: %v", err)
	}
	for name, tc := range map[string]struct {
		d    Deck
		want string
	}{
		"shares two": {Deck{Cards: [][]int{{0, 1}, {0, 1}, {1, 2}}, Symbols: 3, PerCard: 2, Shared: 1}, "cards 0 and 1 share 2"},
		"repeat":     {Deck{Cards: [][]int{{0, 0}, {0, 2}, {1, 2}}, Symbols: 3, PerCard: 2, Shared: 1}, "card 0 is not strictly ascending"},
		"range":      {Deck{Cards: [][]int{{0, 1}, {0, 3}, {1, 2}}, Symbols: 3, PerCard: 2, Shared: 1}, "card 1 holds symbol 3"},
		"size":       {Deck{Cards: [][]int{{0, 1}, {0}, {1, 2}}, Symbols: 3, PerCard: 2, Shared: 1}, "card 1 has 1 symbols"},
		"count":      {Deck{Cards: [][]int{{0, 1}, {0, 2}}, Symbols: 3, PerCard: 2, Shared: 1}, "2 cards for 3 symbols"},
		"negative":   {Deck{Cards: [][]int{{-1, 1}, {0, 2}, {1, 2}}, Symbols: 3, PerCard: 2, Shared: 1}, "symbol -1"},
		"empty":      {Deck{}, "at least 1"},
	} {
		err := tc.d.Check()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Check = %v, want %q", name, err, tc.want)
		}
	}
}

func TestCommon(t *testing.T) {
	for _, k := range []int{4, 5, 6} {
		d, err := Double(k)
		if err != nil {
			t.Fatal(err)
		}
		for i := range d.Cards {
			for j := range d.Cards {
				got := d.Common(i, j)
				var want []int
				for s := 0; s < d.Symbols; s++ {
					if has(d.Cards[i], s) && has(d.Cards[j], s) {
						want = append(want, s)
					}
				}
				if joinInts(got) != joinInts(want) {
					t.Fatalf("k=%d Common(%d,%d) = %v, want %v", k, i, j, got, want)
				}
			}
		}
	}
}

func has(c []int, s int) bool {
	for _, x := range c {
		if x == s {
			return true
		}
	}
	return false
}
