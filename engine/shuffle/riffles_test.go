package shuffle

import (
	"math/big"
	"slices"
	"testing"

	"riffle/engine/odds"
	"riffle/engine/rng"
)

// TestRiffleOptionRiffles: the riffle algorithm with Options.Riffles = k
// gives an arrangement with r rising sequences with the Bayer–Diaconis
// probability C(2^k + n − r, n)/2^(kn) (odds.RiffleProb), every path of its
// draws enumerated; k riffles reach exactly the orders with at most 2^k
// rising sequences.
func TestRiffleOptionRiffles(t *testing.T) {
	for _, c := range []struct{ n, k int }{{3, 2}, {3, 3}, {4, 2}} {
		d := exactOf(t, "riffle", c.n, Options{Riffles: c.k})
		total := new(big.Rat)
		reach := 0
		for _, o := range allOrders(c.n) {
			r := RisingSequences(o)
			want := odds.RiffleProb(c.n, c.k, r)
			got := d.Prob(o)
			if got.Cmp(want) != 0 {
				t.Errorf("%d riffles of %d cards: order %v (%d rising sequences) has p %v, want %v", c.k, c.n, o, r, got, want)
			}
			total.Add(total, got)
			if got.Sign() > 0 {
				reach++
				if r > 1<<c.k {
					t.Errorf("%d riffles of %d cards reach %v with %d rising sequences", c.k, c.n, o, r)
				}
			}
		}
		if total.Cmp(big.NewRat(1, 1)) != 0 || reach != len(d.Outcomes) {
			t.Errorf("%d riffles of %d cards: total %v over %d orders (%d outcomes)", c.k, c.n, total, reach, len(d.Outcomes))
		}
	}
}

// TestRiffleOptionDefault: Riffles 0 (the default) and 1 are the single
// riffle of Riffle, draw for draw, so `riffle shuffle --algo riffle` is
// unchanged; Riffles k is k calls of Riffle on one stream; out-of-range
// counts are refused in one line.
func TestRiffleOptionDefault(t *testing.T) {
	a, err := Lookup("riffle")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []int{0, 1, 5} {
		f, err := a.Prepare(52, Options{Riffles: k})
		if err != nil {
			t.Fatal(err)
		}
		g1, g2 := rng.NewPCG(9), rng.NewPCG(9)
		for range 20 {
			got := f(identity(52), g1)
			want := identity(52)
			for range max(1, k) {
				Riffle(want, g2)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("Riffles %d: %v, want %v", k, got, want)
			}
		}
	}
	for _, k := range []int{-1, MaxRiffles + 1} {
		if _, err := a.Prepare(52, Options{Riffles: k}); err == nil {
			t.Errorf("Riffles %d: no error", k)
		}
	}
}

// allOrders lists the n! orders of 0…n−1.
func allOrders(n int) [][]int {
	if n == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range allOrders(n - 1) {
		for i := 0; i <= len(p); i++ {
			q := slices.Insert(slices.Clone(p), i, n-1)
			out = append(out, q)
		}
	}
	return out
}
