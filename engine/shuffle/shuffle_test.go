package shuffle

import (
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/stats"
)

// TestJavaTextKnownAnswers: Fisher–Yates on the java generator is the Java
// text's shuffle loop (`i + rng.nextInt(deck.length - i)`, as in its
// Dealer.shuffle and Lottery.mix) driven by java.util.Random — the text's
// Dealer itself uses Commons Math's MersenneTwister, tested in engine/rng —
// and Partial is its Lottery.pick(5) on 37 numbers, bit for bit. The
// expected decks were printed by OpenJDK 17 running that code with
// java.util.Random(seed).
func TestJavaTextKnownAnswers(t *testing.T) {
	dealer := map[int64][]int{
		42:   {26, 46, 50, 34, 22, 25, 11, 45, 51, 47, 48, 41, 10, 19, 40, 24, 14, 4, 6, 39, 49, 29, 12, 42, 31, 5, 38, 35, 9, 16, 30, 37, 23, 28, 7, 3, 0, 2, 27, 20, 8, 44, 36, 15, 17, 32, 33, 1, 18, 43, 13, 21},
		2010: {21, 29, 40, 2, 7, 18, 20, 12, 28, 25, 6, 42, 43, 36, 49, 15, 27, 47, 9, 50, 41, 39, 26, 45, 17, 0, 5, 46, 30, 32, 3, 34, 22, 48, 24, 51, 37, 13, 8, 44, 1, 33, 31, 35, 19, 38, 10, 4, 14, 11, 23, 16},
		-7:   {6, 19, 42, 20, 34, 31, 35, 13, 49, 15, 41, 45, 18, 10, 1, 32, 28, 30, 23, 29, 5, 9, 2, 3, 40, 25, 48, 8, 43, 11, 7, 16, 21, 27, 17, 12, 46, 44, 22, 4, 39, 38, 14, 33, 24, 37, 26, 51, 0, 47, 50, 36},
	}
	lottery := map[int64][]int{42: {3, 5, 8, 15, 16}, 2010: {7, 8, 9, 21, 36}, -7: {1, 2, 8, 28, 35}}
	for seed, want := range dealer {
		deck := identity(52)
		FisherYates(deck, rng.NewJava(seed))
		if !slices.Equal(deck, want) {
			t.Errorf("java seed %d: dealer deck\n got %v\nwant %v", seed, deck, want)
		}
		numbers := make([]int, 37)
		for i := range numbers {
			numbers[i] = i + 1
		}
		Partial(numbers, 5, rng.NewJava(seed))
		pick := slices.Sorted(slices.Values(numbers[:5]))
		if !slices.Equal(pick, lottery[seed]) {
			t.Errorf("java seed %d: lottery pick %v, want %v", seed, pick, lottery[seed])
		}
	}
}

// TestASFKnownAnswer re-implements the published Pascal loop with Delphi's
// Random inline — 1-based arrays, RandSeed·134775813+1 and (RandSeed·N)>>32 —
// independently of the rng and shuffle packages, and checks that ASF on the
// delphi generator deals the same decks.
func TestASFKnownAnswer(t *testing.T) {
	for _, seed := range []uint32{0, 12345, 86_399_999, 4_000_000_000} {
		randSeed := seed
		random := func(n uint32) uint32 {
			randSeed = randSeed*134775813 + 1
			return uint32(uint64(randSeed) * uint64(n) >> 32)
		}
		var card [53]int // card[1..52], as in the original
		for i := 1; i <= 52; i++ {
			card[i] = i
		}
		for ctr := 1; ctr <= 52; ctr++ {
			r := int(random(51)) + 1
			card[r], card[ctr] = card[ctr], card[r]
		}
		deck := identity(52)
		ASF(deck, rng.NewDelphi(seed))
		for i, c := range deck {
			if c+1 != card[i+1] {
				t.Fatalf("seed %d: position %d holds card %d, the Pascal loop gives %d", seed, i+1, c+1, card[i+1])
			}
		}
	}
}

// TestASFLastCardNeverLast: the off-by-one of the 1999 paper — over many
// seeds, card 52 never ends in position 52.
func TestASFLastCardNeverLast(t *testing.T) {
	g := rng.NewDelphi(1)
	for range 20000 {
		deck := identity(52)
		ASF(deck, g)
		if deck[51] == 51 {
			t.Fatal("card 52 ended in position 52")
		}
	}
}

// exactOf runs ExactDistribution for a named algorithm.
func exactOf(t *testing.T, name string, n int, o Options) *stats.Distribution {
	t.Helper()
	a, err := Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	d, err := ExactDistribution(a, o, n)
	if err != nil {
		t.Fatalf("%s on %d: %v", name, n, err)
	}
	return d
}

// orderOf parses an outcome key of stats.Distribution (0-based cards).
func orderOf(s string) []int {
	var p []int
	for _, f := range strings.Fields(s) {
		v, _ := strconv.Atoi(f)
		p = append(p, v)
	}
	return p
}

// deckOf parses a deck written with cards numbered 1…n, as the paper does.
func deckOf(s string) []int {
	p := orderOf(s)
	for i := range p {
		p[i]--
	}
	return p
}

func TestExactFisherYatesUniform(t *testing.T) {
	for n := 1; n <= 6; n++ {
		d := exactOf(t, "fisher-yates", n, Options{})
		if len(d.Outcomes) != factorial(n) || d.TVUniform(n).Sign() != 0 {
			t.Errorf("n=%d: %d outcomes, TV %v; want all %d orders uniform", n, len(d.Outcomes), d.TVUniform(n), factorial(n))
		}
	}
}

// TestExactNaivePokerPaper: the 1999 paper's Figure 2 — for 3 cards the
// naive shuffle makes 231, 213 and 132 more often than 312, 321 and 123:
// 5/27 against 4/27.
func TestExactNaivePokerPaper(t *testing.T) {
	d := exactOf(t, "naive", 3, Options{})
	want := map[string]*big.Rat{
		"1 3 2": big.NewRat(5, 27), "2 1 3": big.NewRat(5, 27), "2 3 1": big.NewRat(5, 27),
		"1 2 3": big.NewRat(4, 27), "3 1 2": big.NewRat(4, 27), "3 2 1": big.NewRat(4, 27),
	}
	for order, p := range want {
		if got := d.Prob(deckOf(order)); got.Cmp(p) != 0 {
			t.Errorf("naive, deck %s: %v, want %v", order, got, p)
		}
	}
	if d.Paths != 27 {
		t.Errorf("naive on 3 cards: %d paths, want 3^3 = 27", d.Paths)
	}
}

// TestExactASF: with Random(n-1)+1 the last card can never stay last, and the
// shuffle has (n-1)^n paths.
func TestExactASF(t *testing.T) {
	for n := 2; n <= 6; n++ {
		d := exactOf(t, "asf", n, Options{})
		paths := int64(1)
		for range n {
			paths *= int64(n - 1)
		}
		if d.Paths != paths {
			t.Errorf("asf on %d: %d paths, want %d", n, d.Paths, paths)
		}
		for k := range d.Outcomes {
			o := orderOf(k)
			if o[n-1] == n-1 {
				t.Errorf("asf on %d: order %s leaves the last card last", n, k)
			}
		}
	}
}

// TestExactRiffle: one GSR riffle of n cards gives the identity with
// probability (n+1)/2^n and each of the other 2^n − n − 1 orders with at
// most two rising sequences with probability 1/2^n (Bayer and Diaconis 1992).
// The inverse riffle reaches the inverses of those orders with the same
// probabilities.
func TestExactRiffle(t *testing.T) {
	for n := 1; n <= 6; n++ {
		for _, name := range []string{"riffle", "inverse-riffle"} {
			d := exactOf(t, name, n, Options{})
			if got, want := len(d.Outcomes), (1<<n)-n; got != want {
				t.Errorf("%s on %d: %d orders, want 2^n − n = %d", name, n, got, want)
			}
			for k, p := range d.Outcomes {
				o := orderOf(k)
				want := big.NewRat(1, 1<<n)
				if slices.Equal(o, identity(n)) {
					want = big.NewRat(int64(n+1), 1<<n)
				}
				rs := RisingSequences(o)
				if name == "inverse-riffle" {
					rs = RisingSequences(inverse(o))
				}
				if p.Cmp(want) != 0 || rs > 2 {
					t.Errorf("%s on %d: order %s has p %v (want %v) and %d rising sequences", name, n, k, p, want, rs)
				}
			}
		}
	}
}

func inverse(p []int) []int {
	q := make([]int, len(p))
	for i, v := range p {
		q[v] = i
	}
	return q
}

// TestExactSortKey compares the enumerated distribution of sort-key with b-bit
// keys against an independent brute force over all key tuples (insertion sort,
// which is stable), and the tie probability against the same brute force.
func TestExactSortKey(t *testing.T) {
	for _, c := range []struct{ n, b int }{{3, 1}, {4, 2}, {5, 2}} {
		d := exactOf(t, "sort-key", c.n, Options{KeyBits: c.b})
		m := 1 << c.b
		total := 1
		for range c.n {
			total *= m
		}
		counts := map[string]int{}
		ties := 0
		keys := make([]int, c.n)
		for code := 0; code < total; code++ {
			x := code
			for i := range keys {
				keys[i] = x % m
				x /= m
			}
			order := identity(c.n)
			for i := 1; i < c.n; i++ { // insertion sort by key: stable
				for j := i; j > 0 && keys[order[j]] < keys[order[j-1]]; j-- {
					order[j], order[j-1] = order[j-1], order[j]
				}
			}
			counts[stats.Key(order)]++
			if len(slices.Compact(slices.Sorted(slices.Values(keys)))) < c.n {
				ties++
			}
		}
		if len(counts) != len(d.Outcomes) {
			t.Errorf("n=%d b=%d: %d orders, brute force %d", c.n, c.b, len(d.Outcomes), len(counts))
		}
		for k, cnt := range counts {
			if got := d.Prob(orderOf(k)); got.Cmp(big.NewRat(int64(cnt), int64(total))) != 0 {
				t.Errorf("n=%d b=%d order %s: %v, brute force %d/%d", c.n, c.b, k, got, cnt, total)
			}
		}
		if got, want := SortKeyTieProb(c.n, c.b), float64(ties)/float64(total); abs(got-want) > 1e-12 {
			t.Errorf("SortKeyTieProb(%d, %d) = %v, brute force %v", c.n, c.b, got, want)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// TestExactPartial: the first k positions after Partial are a uniformly
// random k-permutation: each of the n!/(n-k)! selections has (n-k)!/n!.
func TestExactPartial(t *testing.T) {
	for n := 1; n <= 6; n++ {
		for k := 0; k <= n; k++ {
			d, err := stats.Exact(func(g rng.Generator) []int {
				deck := identity(n)
				Partial(deck, k, g)
				return deck[:k]
			}, 1e6)
			if err != nil {
				t.Fatal(err)
			}
			sel := factorial(n) / factorial(n-k)
			for key, p := range d.Outcomes {
				if p.Cmp(big.NewRat(1, int64(sel))) != 0 {
					t.Errorf("n=%d k=%d: selection %s has %v, want 1/%d", n, k, key, p, sel)
				}
			}
			if len(d.Outcomes) != sel {
				t.Errorf("n=%d k=%d: %d selections, want %d", n, k, len(d.Outcomes), sel)
			}
		}
	}
}

// TestExactUnbounded: algorithms with unbounded loops are reported as not
// enumerable instead of hanging.
func TestExactUnbounded(t *testing.T) {
	a, _ := Lookup("uniform-riffles")
	if _, err := ExactDistribution(a, Options{}, 4); err == nil {
		t.Error("uniform-riffles: want an error (unbounded loop), got a distribution")
	}
}

func TestRiffleInverse(t *testing.T) {
	g := rng.NewPCG(3)
	for n := 0; n < 60; n++ {
		bs := RandomBits(n, g)
		deck := identity(n)
		RiffleBits(deck, bs)
		if RisingSequences(deck) > 2 {
			t.Fatalf("n=%d: a riffle made %d rising sequences", n, RisingSequences(deck))
		}
		InverseRiffleBits(deck, bs)
		if !slices.Equal(deck, identity(n)) {
			t.Fatalf("n=%d: inverse riffle did not undo the riffle: %v", n, deck)
		}
	}
}

func TestRisingSequences(t *testing.T) {
	cases := []struct {
		deck []int
		want int
	}{
		{[]int{0, 1, 2, 3}, 1},
		{[]int{3, 2, 1, 0}, 4},
		{[]int{0, 2, 1, 3}, 2}, // 0 1 | 2 3 interleaved: rising 0,1 and 2,3? 1 comes after 2: runs {0,1},{2,3}
		{[]int{2, 0, 3, 1}, 2},
	}
	for _, c := range cases {
		if got := RisingSequences(c.deck); got != c.want {
			t.Errorf("RisingSequences(%v) = %d, want %d", c.deck, got, c.want)
		}
	}
}

func TestRegistry(t *testing.T) {
	want := []string{"fisher-yates", "partial", "sort-key", "naive", "asf", "riffle",
		"inverse-riffle", "uniform-riffles", "constrained-original", "constrained-fix", "constrained-uniform"}
	if !slices.Equal(Names(), want) {
		t.Errorf("Names() = %v, want %v", Names(), want)
	}
	for _, a := range Algorithms() {
		if a.Description == "" || a.Fair == (a.Why != "") {
			t.Errorf("%s: description %q, fair %v, why %q", a.Name, a.Description, a.Fair, a.Why)
		}
	}
	if _, err := Lookup("bogus"); err == nil || !strings.Contains(err.Error(), "fisher-yates") {
		t.Errorf("Lookup(bogus) error %v should list the names", err)
	}
	a, _ := Lookup("constrained-fix")
	if _, err := a.Prepare(52, Options{}); err == nil {
		t.Error("constrained-fix on 52 dice: want a multiple-of-6 error")
	}
	if _, err := a.Prepare(0, Options{}); err == nil {
		t.Error("0 cards: want an error")
	}
}
