package stats

import "math/rand/v2"

// Shuffles for the tests, written here so that stats does not import
// engine/shuffle (whose tests import stats). Each works on anything with an
// IntN method: a *rand.Rand for sampling, the replaying generator of Exact
// for enumeration.

type intN interface{ IntN(n int) int }

// identity returns the deck 0, 1, …, n−1.
func identity(n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = i
	}
	return d
}

// fisherYates is Durstenfeld's shuffle: position i swaps with a uniform
// position in i…n−1. Fair.
func fisherYates(g intN, deck []int) {
	for i := range len(deck) - 1 {
		j := i + g.IntN(len(deck)-i)
		deck[i], deck[j] = deck[j], deck[i]
	}
}

// naive swaps each position with a uniform position anywhere in the deck:
// nⁿ equally likely paths onto n! decks, so it cannot be fair for n ≥ 3.
func naive(g intN, deck []int) {
	for i := range deck {
		j := g.IntN(len(deck))
		deck[i], deck[j] = deck[j], deck[i]
	}
}

// poker1999 is the ASF Software shuffle exposed in 1999 (source:
// /work/shared/sources/online-poker-shuffle-flaw.txt): naive, with the
// off-by-one random_number := Random(51)+1 choosing among positions 1…51 of
// 52, so the last position is never chosen and the last card never stays last.
func poker1999(g intN, deck []int) {
	for i := range deck {
		j := g.IntN(len(deck) - 1)
		deck[i], deck[j] = deck[j], deck[i]
	}
}

// pcg returns a math/rand/v2 generator on an explicit seed.
func pcg(s1, s2 uint64) *rand.Rand { return rand.New(rand.NewPCG(s1, s2)) }

// fair shuffles deck uniformly with math/rand/v2's Shuffle.
func fair(r *rand.Rand, deck []int) {
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
}

// resetDeck restores deck to the identity without allocating.
func resetDeck(deck []int) {
	for i := range deck {
		deck[i] = i
	}
}
