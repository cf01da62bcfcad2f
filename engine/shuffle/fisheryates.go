package shuffle

import (
	"math/bits"
	"math/rand/v2"
	"sync"

	"riffle/engine/rng"
)

// FisherYates shuffles deck uniformly at random: Durstenfeld's version of the
// Fisher–Yates shuffle (Knuth's Algorithm P), in the forward form of the Java
// text's Dealer.shuffle:
//
//	for i := 0; i < n-1; i++ {
//		j := i + IntN(n-i)   // uniform on i…n-1
//		swap(deck[i], deck[j])
//	}
//
// Each of the n! orders comes from exactly one sequence of draws, so the
// shuffle is exactly uniform when the draws are.
//
// On a generator with a historic bounded method (java, delphi, mt19937, the
// toy LCGs) the draws go through [rng.Generator.IntN], so java + fisher-yates
// is the Java text's lottery and mt19937 + fisher-yates its Commons Math
// dealer, bit for bit. On the unbiased modern generators (pcg, chacha8, os)
// the same loop draws its bounded integers in batches from single Uint64
// values (see [fisherYatesBatched]): the same distribution, fewer generator
// calls, a different use of the stream.
func FisherYates[T any](deck []T, g rng.Generator) {
	if _, ok := g.(rng.Unbiased); ok {
		fisherYatesBatched(deck, g)
		return
	}
	n := len(deck)
	for i := 0; i < n-1; i++ {
		j := i + g.IntN(n-i)
		deck[i], deck[j] = deck[j], deck[i]
	}
}

// fisherYatesBatched is the forward Fisher–Yates loop with its bounded draws
// made in batches (Brackett-Rozinsky and Lemire, "Batched Ranged Random
// Integer Generation", Software: Practice and Experience, 2024).
//
// For consecutive bounds b₁…b_k whose product P fits in 64 bits, one uniform
// 64-bit word x yields all k draws by repeated multiply-high:
//
//	x·b₁ = d₁·2⁶⁴ + x₁,  x₁·b₂ = d₂·2⁶⁴ + x₂,  …,  x_{k-1}·b_k = d_k·2⁶⁴ + x_k
//
// so x·P = D·2⁶⁴ + x_k, where D = floor(x·P/2⁶⁴) written in the mixed radix
// (b₁, …, b_k) has digits d₁…d_k. Exactly as in Lemire's single-draw method,
// rejecting x when x_k < 2⁶⁴ mod P leaves floor(2⁶⁴/P) accepted words for
// every D in [0, P): every digit tuple is equally likely, so the shuffle stays
// exactly uniform. Since x_k = x·P mod 2⁶⁴, acceptance is decided by one
// wrapping multiply before any digit is drawn; the threshold's division runs
// only when x_k < P, which for the bounds of a 52-card deck is rare.
func fisherYatesBatched[T any](deck []T, src rand.Source) {
	n := len(deck)
	plan := batchPlan()
	for i := 0; i < n-1; {
		m := n - i // the batch's first bound
		var k int
		var prod uint64
		if m < len(plan) {
			k, prod = int(plan[m].k), plan[m].prod
		} else {
			k, prod = batchAt(m)
		}
		// The leftover after all k digits is x·P mod 2⁶⁴, one wrapping
		// multiply: decide acceptance first, then draw the digits and swap
		// in one pass.
		x := src.Uint64()
		for leftover := x * prod; leftover < prod; leftover = x * prod {
			// 2⁶⁴ mod P without 128-bit arithmetic: (2⁶⁴ − P) mod P.
			if leftover >= -prod%prod {
				break
			}
			x = src.Uint64()
		}
		for t := 0; t < k; t++ {
			var d uint64
			d, x = bits.Mul64(x, uint64(m-t))
			j := i + int(d)
			deck[i], deck[j] = deck[j], deck[i]
			i++
		}
	}
}

// batch is the greedy batch that starts at bound m: the bounds m, m-1, …,
// m-k+1 (never below 2), as many as keep their product within 64 bits.
type batch struct {
	k    uint32
	prod uint64
}

// batchAt computes the batch that starts at bound m ≥ 2.
func batchAt(m int) (k int, prod uint64) {
	prod, k = uint64(m), 1
	for m-k >= 2 {
		hi, lo := bits.Mul64(prod, uint64(m-k))
		if hi != 0 {
			break
		}
		prod = lo
		k++
	}
	return k, prod
}

// batchPlan returns the batches for every first bound up to MaxCards, built
// once: the batch depends only on its first bound, so the shuffle's loop
// reads it instead of recomputing a serial chain of products.
var batchPlan = sync.OnceValue(func() []batch {
	plan := make([]batch, MaxCards+1)
	for m := 2; m <= MaxCards; m++ {
		k, prod := batchAt(m)
		plan[m] = batch{uint32(k), prod}
	}
	return plan
})

// Partial draws k of the n items of deck without replacement by the first k
// steps of the forward Fisher–Yates loop — the Java text's Lottery.mix:
//
//	for i := 0; i < k; i++ { j := i + IntN(n-i); swap(deck[i], deck[j]) }
//
// deck[:k] is then a uniformly random k-permutation of deck (every ordered
// selection has probability (n-k)!/n!); the rest of deck holds the unchosen
// items in an order that is not random. It panics if k < 0 or k > len(deck).
func Partial[T any](deck []T, k int, g rng.Generator) {
	n := len(deck)
	if k < 0 || k > n {
		panic("shuffle: Partial needs 0 ≤ k ≤ len(deck)")
	}
	for i := 0; i < k && i < n-1; i++ {
		j := i + g.IntN(n-i)
		deck[i], deck[j] = deck[j], deck[i]
	}
}
