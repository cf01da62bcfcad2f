package shuffle

import (
	"cmp"
	"math"
	"slices"

	"riffle/engine/rng"
)

// Naive swaps every position with a position chosen from the whole deck:
//
//	for i := 0; i < n; i++ { j := IntN(n); swap(deck[i], deck[j]) }
//
// Its n^n equally likely random paths fall onto the n! orders; since n! does
// not divide n^n for n ≥ 3, some orders must come up more often than others
// (for 3 cards: 27 paths onto 6 decks, three of them 5 times and three 4
// times — the figure in "How We Learned to Cheat at Online Poker", 1999).
func Naive[T any](deck []T, g rng.Generator) {
	n := len(deck)
	for i := 0; i < n; i++ {
		j := g.IntN(n)
		deck[i], deck[j] = deck[j], deck[i]
	}
}

// ASF is the shuffle of ASF Software's 1999 online poker server, as published
// in "How We Learned to Cheat at Online Poker: A Study in Software Security"
// (Arkin, Hill, Marks, Schmid, Walls and McGraw, 1999), in its own 1-based
// Pascal:
//
//	for ctr := 1 to 52 do begin
//		random_number := Random(51) + 1;
//		tmp := Card[random_number];
//		Card[random_number] := Card[ctr];
//		Card[ctr] := tmp;
//	end;
//
// Two of the paper's three flaws live here: it is the naive swap-with-any
// shuffle (52^52 paths onto 52! decks), and Random(51)+1 lies in 1…51, so
// position 52 is never chosen: card 52 stays put until the last step swaps it
// away, and never ends in position 52. On n cards it uses Random(n-1)+1; on 52
// it is the original. With the delphi generator, g.IntN is Delphi's Random(N)
// and this is the historic shuffle bit for bit. It panics if len(deck) < 2.
func ASF[T any](deck []T, g rng.Generator) {
	n := len(deck)
	if n < 2 {
		panic("shuffle: ASF needs at least 2 cards")
	}
	for ctr := 1; ctr <= n; ctr++ {
		randomNumber := g.IntN(n-1) + 1
		deck[randomNumber-1], deck[ctr-1] = deck[ctr-1], deck[randomNumber-1]
	}
}

// SortKey shuffles by giving every item a random keyBits-bit key and sorting
// by key, the "sorting on a random number" method of the Java text. The sort
// is stable, so items whose keys tie keep their old relative order: with
// b-bit keys a tie among n items has probability about n(n-1)/2^(b+1), and
// every tie pulls the deck towards its starting order. Narrow keys make the
// bias plain; it never vanishes, only shrinks.
//
// Keys of up to 30 bits are drawn with the generator's own method,
// g.IntN(2^b) (for java that is nextInt(2^b), the top b bits of next(31));
// wider keys are the top b bits of Uint64 (java's nextInt takes no bound
// above 2^31 − 1). It panics unless 1 ≤ keyBits ≤ 64.
func SortKey[T any](deck []T, keyBits int, g rng.Generator) {
	if keyBits < 1 || keyBits > 64 {
		panic("shuffle: SortKey needs 1 ≤ keyBits ≤ 64")
	}
	type keyed struct {
		key  uint64
		item T
	}
	items := make([]keyed, len(deck))
	for i, it := range deck {
		items[i] = keyed{sortKey(keyBits, g), it}
	}
	slices.SortStableFunc(items, func(a, b keyed) int { return cmp.Compare(a.key, b.key) })
	for i := range items {
		deck[i] = items[i].item
	}
}

func sortKey(keyBits int, g rng.Generator) uint64 {
	if keyBits <= 30 {
		return uint64(g.IntN(1 << keyBits))
	}
	return g.Uint64() >> (64 - keyBits)
}

// SortKeyTieProb is the probability that at least two of n independent
// uniform keyBits-bit keys tie (the birthday problem): 1 − (2^b)_n / 2^(bn).
// It is computed in float64 as −expm1(Σ log1p(−i/2^b)), to about 1e-15
// relative accuracy even when the probability is tiny.
func SortKeyTieProb(n, keyBits int) float64 {
	m := math.Ldexp(1, keyBits)
	if n < 2 {
		return 0
	}
	if float64(n) > m {
		return 1
	}
	s := 0.0
	for i := 1; i < n; i++ {
		s += math.Log1p(-float64(i) / m)
	}
	return -math.Expm1(s)
}
