package shuffle

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
)

// scripted is a rand.Source that returns the given words in turn and records
// how many it gave out.
type scripted struct {
	words []uint64
	used  int
}

func (s *scripted) Uint64() uint64 {
	w := s.words[s.used]
	s.used++
	return w
}

var two64 = new(big.Int).Lsh(big.NewInt(1), 64)

// ceilDiv returns ⌈a/b⌉ for non-negative big integers.
func ceilDiv(a, b *big.Int) *big.Int {
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

// TestBatchedExactlyUniform proves, for 4 and 5 cards (one batch each: bounds
// 4·3·2 = 24 and 5·4·3·2 = 120), that the batched Fisher–Yates is exactly
// uniform, by the argument in fisherYatesBatched's doc comment checked with
// math/big rather than taken on trust:
//
//   - the 64-bit words x with floor(x·P/2⁶⁴) = D form the interval
//     [⌈D·2⁶⁴/P⌉, ⌈(D+1)·2⁶⁴/P⌉);
//   - exactly floor(2⁶⁴/P) of them have x·P mod 2⁶⁴ ≥ 2⁶⁴ mod P (accepted);
//   - the production code maps the first and last accepted word of every
//     interval to the same order, different intervals to different orders
//     (so all P = n! orders, each from floor(2⁶⁴/P) words), and draws again
//     after a rejected word.
func TestBatchedExactlyUniform(t *testing.T) {
	for _, n := range []int{4, 5} {
		P := big.NewInt(int64(factorial(n)))
		want := new(big.Int).Quo(two64, P)
		thresh := new(big.Int).Mod(two64, P)
		seen := map[string]int64{}
		for D := int64(0); D < P.Int64(); D++ {
			lo := ceilDiv(new(big.Int).Mul(big.NewInt(D), two64), P)
			hi := new(big.Int).Sub(ceilDiv(new(big.Int).Mul(big.NewInt(D+1), two64), P), big.NewInt(1))
			// Accepted words in [lo, hi]: those whose x·P mod 2⁶⁴ ≥ thresh.
			// x·P mod 2⁶⁴ = x·P − D·2⁶⁴ increases with x inside the interval
			// by steps of P, so the accepted ones are a suffix of it.
			leftover := func(x *big.Int) *big.Int {
				return new(big.Int).Sub(new(big.Int).Mul(x, P), new(big.Int).Mul(big.NewInt(D), two64))
			}
			firstOK := new(big.Int).Set(lo)
			if leftover(lo).Cmp(thresh) < 0 {
				// Smallest x with x·P − D·2⁶⁴ ≥ thresh.
				firstOK = ceilDiv(new(big.Int).Add(thresh, new(big.Int).Mul(big.NewInt(D), two64)), P)
			}
			count := new(big.Int).Sub(hi, firstOK)
			count.Add(count, big.NewInt(1))
			if count.Cmp(want) != 0 {
				t.Fatalf("n=%d D=%d: %v accepted words, want %v", n, D, count, want)
			}
			var orders []string
			for _, x := range []*big.Int{firstOK, hi} {
				deck := identity(n)
				src := &scripted{words: []uint64{x.Uint64()}}
				fisherYatesBatched(deck, src)
				orders = append(orders, deckKey(deck))
			}
			if orders[0] != orders[1] {
				t.Fatalf("n=%d D=%d: first and last accepted word give %s and %s", n, D, orders[0], orders[1])
			}
			seen[orders[0]]++
			if firstOK.Cmp(lo) > 0 {
				// A rejected word must be followed by a fresh draw.
				rejected := new(big.Int).Sub(firstOK, big.NewInt(1))
				src := &scripted{words: []uint64{rejected.Uint64(), firstOK.Uint64()}}
				deck := identity(n)
				fisherYatesBatched(deck, src)
				if src.used != 2 || deckKey(deck) != orders[0] {
					t.Fatalf("n=%d D=%d: rejected word not redrawn (used %d words)", n, D, src.used)
				}
			}
		}
		if len(seen) != factorial(n) {
			t.Fatalf("n=%d: %d distinct orders, want %d", n, len(seen), factorial(n))
		}
	}
}

// TestBatchedMixedRadix checks, for the batches of a 52-card deck and random
// words, that the digits the production code derives equal the mixed-radix
// digits of floor(x·P/2⁶⁴) computed with math/big — the identity that makes
// the batch a single Lemire draw on P.
func TestBatchedMixedRadix(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	n := 52
	for trial := 0; trial < 2000; trial++ {
		x := r.Uint64()
		deck := identity(n)
		// x feeds the first batch; later batches draw from r.
		src := &firstThen{first: x, rest: r}
		fisherYatesBatched(deck, src)
		// Reconstruct the first batch's bounds as the production code does.
		prod := big.NewInt(1)
		var bounds []int64
		for b := int64(n); b >= 2; b-- {
			next := new(big.Int).Mul(prod, big.NewInt(b))
			if next.Cmp(two64) > 0 {
				break
			}
			prod = next
			bounds = append(bounds, b)
		}
		// Expected digits: D = floor(x·P/2⁶⁴) in mixed radix, most
		// significant digit first.
		D := new(big.Int).Mul(new(big.Int).SetUint64(x), prod)
		L := new(big.Int).Mod(D, two64)
		D.Quo(D, two64)
		if L.Cmp(new(big.Int).Mod(two64, prod)) < 0 {
			continue // rejected: the first batch used a later word
		}
		digits := make([]int64, len(bounds))
		for i := len(bounds) - 1; i >= 0; i-- {
			q, m := new(big.Int).QuoRem(D, big.NewInt(bounds[i]), new(big.Int))
			digits[i] = m.Int64()
			D = q
		}
		// Replay the swaps of the first batch and compare with the deck's
		// first len(bounds) positions.
		want := identity(n)
		for i, d := range digits {
			j := i + int(d)
			want[i], want[j] = want[j], want[i]
		}
		if !slices.Equal(deck[:len(bounds)], want[:len(bounds)]) {
			t.Fatalf("x=%#x: first batch %v, want %v", x, deck[:len(bounds)], want[:len(bounds)])
		}
	}
}

// firstThen returns first once, then the words of rest.
type firstThen struct {
	first uint64
	done  bool
	rest  rand.Source
}

func (f *firstThen) Uint64() uint64 {
	if !f.done {
		f.done = true
		return f.first
	}
	return f.rest.Uint64()
}
