package stats

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"riffle/engine/rng"
)

// shuffled returns a procedure for Exact: shuffle the deck 0…n−1.
func shuffled(n int, shuffle func(intN, []int)) func(rng.Generator) []int {
	return func(g rng.Generator) []int {
		deck := identity(n)
		shuffle(g, deck)
		return deck
	}
}

func TestExactFisherYates(t *testing.T) {
	d, err := Exact(shuffled(4, fisherYates), 1000)
	if err != nil {
		t.Fatal(err)
	}
	if d.Paths != 24 || len(d.Outcomes) != 24 {
		t.Errorf("Fisher–Yates n=4: %d paths, %d outcomes; want 24, 24", d.Paths, len(d.Outcomes))
	}
	want := big.NewRat(1, 24)
	for r := range 24 {
		if p := d.Prob(Unrank(4, r)); p.Cmp(want) != 0 {
			t.Errorf("P(%v) = %v, want 1/24", Unrank(4, r), p)
		}
	}
	if tv := d.TVUniform(4); tv.Sign() != 0 {
		t.Errorf("TVUniform = %v, want 0", tv)
	}
	if p := d.Prob([]int{0, 0, 1, 2}); p.Sign() != 0 {
		t.Errorf("P(0 0 1 2) = %v, want 0", p)
	}
}

// TestExactNaivePaper reproduces Figure 2 of the 1999 poker paper (source:
// /work/shared/sources/online-poker-shuffle-flaw.txt): the naive shuffle of
// three cards has 3³ = 27 equally likely paths, and "It can create the decks
// 231, 213, and 132 more frequently than 312, 321, 123."
//
// Convention that makes the statement true: the cards are labelled 1, 2, 3
// and start in that order (card k at position k); step i swaps the card at
// position i with the card at a uniform position 1…3; a deck is written as
// its card labels from the first position to the last. In this package's
// terms deck[i] = card at position i with card = label − 1, so "231" is
// []int{1, 2, 0}. (Read the other way, as the position of each card, the
// decks 231 and 312 trade places and the statement is false.)
func TestExactNaivePaper(t *testing.T) {
	d, err := Exact(shuffled(3, naive), 1000)
	if err != nil {
		t.Fatal(err)
	}
	if d.Paths != 27 {
		t.Errorf("naive n=3: %d paths, want 27", d.Paths)
	}
	for deck, want := range map[string]*big.Rat{
		"132": big.NewRat(5, 27), "213": big.NewRat(5, 27), "231": big.NewRat(5, 27),
		"123": big.NewRat(4, 27), "312": big.NewRat(4, 27), "321": big.NewRat(4, 27),
	} {
		cards := make([]int, 3)
		for i, ch := range deck {
			cards[i] = int(ch - '1')
		}
		if p := d.Prob(cards); p.Cmp(want) != 0 {
			t.Errorf("P(deck %s) = %v, want %v", deck, p, want)
		}
	}
	// TV = ½(3·|5/27 − 1/6| + 3·|4/27 − 1/6|) = ½(3·3/162 + 3·3/162) = 1/18.
	if tv := d.TVUniform(3); tv.Cmp(big.NewRat(1, 18)) != 0 {
		t.Errorf("TVUniform = %v, want 1/18", tv)
	}

	// Independent oracle: the 27 choice sequences (j₀, j₁, j₂), by brute force.
	count := map[string]int64{}
	for code := range 27 {
		deck := identity(3)
		for i, j := range []int{code / 9, code / 3 % 3, code % 3} {
			deck[i], deck[j] = deck[j], deck[i]
		}
		count[Key(deck)]++
	}
	if len(count) != len(d.Outcomes) {
		t.Errorf("brute force: %d outcomes, Exact: %d", len(count), len(d.Outcomes))
	}
	for k, c := range count {
		if p, ok := d.Outcomes[k]; !ok || p.Cmp(big.NewRat(c, 27)) != 0 {
			t.Errorf("deck %q: Exact %v, brute force %d/27", k, p, c)
		}
	}
}

// TestExactVariableRadix checks paths of unequal probability: a die whose
// roll of 0 triggers a second roll of a coin. P(0 0) = P(0 1) = 1/6,
// P(1) = P(2) = 1/3.
func TestExactVariableRadix(t *testing.T) {
	d, err := Exact(func(g rng.Generator) []int {
		if x := g.IntN(3); x != 0 {
			return []int{x}
		}
		return []int{0, g.IntN(2)}
	}, 100)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]*big.Rat{"0 0": big.NewRat(1, 6), "0 1": big.NewRat(1, 6), "1": big.NewRat(1, 3), "2": big.NewRat(1, 3)}
	if d.Paths != 4 || len(d.Outcomes) != len(want) {
		t.Errorf("%d paths, outcomes %v", d.Paths, d.Outcomes)
	}
	for k, w := range want {
		if p := d.Outcomes[k]; p == nil || p.Cmp(w) != 0 {
			t.Errorf("P(%s) = %v, want %v", k, p, w)
		}
	}
	if got := d.Sorted(); strings.Join(got, ",") != "0 0,0 1,1,2" {
		t.Errorf("Sorted = %q", got)
	}
	// Against the uniform distribution on the orders of 2 cards: "0 1" has
	// 1/6 for 1/2, "1 0" has 0 for 1/2, and "0 0", "1", "2" (5/6 in all) are
	// not orders at all: TV = ½(1/3 + 1/2 + 5/6) = 5/6.
	if tv := d.TVUniform(2); tv.Cmp(big.NewRat(5, 6)) != 0 {
		t.Errorf("TVUniform(2) = %v, want 5/6", tv)
	}
}

// TestExactHugeDenominator checks a path whose probability 5⁻³⁰ has a
// denominator beyond uint64: draw IntN(5) up to 30 times, stopping at the
// first nonzero draw; 30·4 + 1 = 121 paths.
func TestExactHugeDenominator(t *testing.T) {
	d, err := Exact(func(g rng.Generator) []int {
		for i := range 30 {
			if g.IntN(5) != 0 {
				return []int{i}
			}
		}
		return []int{30}
	}, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if d.Paths != 121 {
		t.Errorf("%d paths, want 121", d.Paths)
	}
	total := new(big.Rat)
	for i := 0; i <= 30; i++ {
		// P(i) = 4/5^(i+1) for i < 30; P(30) = 1/5^30.
		num, exp := int64(4), int64(i+1)
		if i == 30 {
			num, exp = 1, 30
		}
		want := new(big.Rat).SetFrac(big.NewInt(num), new(big.Int).Exp(big.NewInt(5), big.NewInt(exp), nil))
		if got := d.Prob([]int{i}); got.Cmp(want) != 0 {
			t.Errorf("P(%d) = %v, want %v", i, got, want)
		}
		total.Add(total, d.Prob([]int{i}))
	}
	if total.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("total probability %v", total)
	}
}

func TestExactLimits(t *testing.T) {
	// maxPaths is enforced: Fisher–Yates on 5 cards has 120 paths.
	if _, err := Exact(shuffled(5, fisherYates), 119); !errors.Is(err, ErrTooManyPaths) {
		t.Errorf("120 paths with maxPaths 119: err = %v, want ErrTooManyPaths", err)
	}
	if d, err := Exact(shuffled(5, fisherYates), 120); err != nil || d.Paths != 120 {
		t.Errorf("120 paths with maxPaths 120: %v", err)
	}
	// A rejection loop that exits has infinitely many paths (3, 3 0, 3 3 0, …).
	if _, err := Exact(func(g rng.Generator) []int {
		for {
			if x := g.IntN(4); x < 3 {
				return []int{x}
			}
		}
	}, 1000); !errors.Is(err, ErrTooManyPaths) {
		t.Errorf("rejection sampling: err = %v, want ErrTooManyPaths", err)
	}
	// A rejection loop whose first path never ends.
	if _, err := Exact(func(g rng.Generator) []int {
		for g.IntN(2) == 0 {
		}
		return nil
	}, 1<<40); !errors.Is(err, ErrTooManyDraws) {
		t.Errorf("unbounded loop: err = %v, want ErrTooManyDraws", err)
	}
	// So does a loop of IntN(1), which never branches.
	if _, err := Exact(func(g rng.Generator) []int {
		for {
			g.IntN(1)
		}
	}, 1<<40); !errors.Is(err, ErrTooManyDraws) {
		t.Errorf("IntN(1) loop: err = %v, want ErrTooManyDraws", err)
	}
	// A bound that depends on something other than the earlier draws.
	calls := 0
	if _, err := Exact(func(g rng.Generator) []int {
		calls++
		return []int{g.IntN(2 + calls%2)}
	}, 100); err == nil || !strings.Contains(err.Error(), "not deterministic") {
		t.Errorf("changing bound: err = %v", err)
	}
	calls = 0
	if _, err := Exact(func(g rng.Generator) []int {
		calls++
		if calls > 1 {
			return nil
		}
		return []int{g.IntN(2), g.IntN(2)}
	}, 100); err == nil || !strings.Contains(err.Error(), "not deterministic") {
		t.Errorf("replay stopping early: err = %v", err)
	}
	mustPanic(t, "Uint64 under Exact", func() {
		Exact(func(g rng.Generator) []int { g.Uint64(); return nil }, 10)
	})
	mustPanic(t, "IntN(0) under Exact", func() {
		Exact(func(g rng.Generator) []int { g.IntN(0); return nil }, 10)
	})
}
