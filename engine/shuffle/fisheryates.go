package shuffle

import (
	"math/bits"
	"math/rand/v2"

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

// maxBatch bounds how many bounded integers one 64-bit word can yield: every
// bound is at least 2, so a product of more than 64 of them exceeds 2^64.
const maxBatch = 64

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
// exactly uniform. The threshold's division runs only when x_k < P, which
// for the bounds of a 52-card deck is rare.
func fisherYatesBatched[T any](deck []T, src rand.Source) {
	n := len(deck)
	var digits [maxBatch]uint64
	for i := 0; i < n-1; {
		// The batch: bounds n-i, n-i-1, … while their product fits in 64 bits.
		prod := uint64(n - i)
		k := 1
		for i+k < n-1 {
			hi, lo := bits.Mul64(prod, uint64(n-i-k))
			if hi != 0 {
				break
			}
			prod = lo
			k++
		}
		for {
			x := src.Uint64()
			for t := 0; t < k; t++ {
				digits[t], x = bits.Mul64(x, uint64(n-i-t))
			}
			if x < prod {
				// 2⁶⁴ mod P without 128-bit arithmetic: (2⁶⁴ − P) mod P.
				if thresh := -prod % prod; x < thresh {
					continue
				}
			}
			break
		}
		for t := 0; t < k; t++ {
			j := i + int(digits[t])
			deck[i], deck[j] = deck[j], deck[i]
			i++
		}
	}
}

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
