package odds

import (
	"fmt"
	"math"
	"math/big"
)

// Seeding is one way of starting a generator before a shuffle, with the
// number of different starting points it allows. A shuffle driven by a
// deterministic generator is a function of the starting state, so a
// seeding with S possible seeds can produce at most S distinct decks,
// however good the generator and the shuffle algorithm are (see
// [ReachableDecks]).
type Seeding struct {
	// Generator is the generator's name in engine/rng's registry.
	Generator string
	// How says how the generator is seeded, in a few words.
	How string
	// Seeds is the number of distinct starting states the seeding can
	// reach; nil when the generator takes no seed (the operating system's
	// source), which can reach every deck.
	Seeds *big.Int
	// Count is how Seeds is counted, e.g. "24·60·60·1000 ms in a day".
	Count string
	// Source names where the seeding is described.
	Source string
	// Direct is set when the generator is seeded with any seed its
	// registry entry accepts, as Riffle's --seed does; clear for seedings
	// from a clock.
	Direct bool
}

// pow2 returns 2^k as a big.Int.
func pow2(k uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), k) }

// MsPerDay is the number of milliseconds in a day, 24·60·60·1000 =
// 86,400,000: the seeds Delphi's Randomize could produce (the time of day
// in milliseconds, see engine/rng.Randomize).
const MsPerDay = 24 * 60 * 60 * 1000

// MsInTenYears is the most milliseconds in any ten consecutive years of the
// Gregorian calendar: ten years hold at most 3 leap days (2 or 3 between
// 1901 and 2099), so 3653 days of 86,400,000 ms = 315,619,200,000 ≈ 2^38.2.
const MsInTenYears = (10*365 + 3) * MsPerDay

// Seedings returns the seedings the seed-space table shows, in this order:
// the toy LCGs lcg16 and lcg32, Delphi from Randomize and from any
// RandSeed, java.util.Random, MT19937 from init_genrand and from a
// millisecond clock, PCG and ChaCha8 from the 64-bit seed Riffle gives
// them, and the OS source. The slice is new on every call.
//
// The clock row corrects its source: N. Bennett, "Algorithms in Java:
// Shuffling and Random Numbers" (2010), Exercise 10 III, says a
// millisecond clock takes "fewer than 2^36" values in ten years, but 2^36
// ms is only about 2.2 years; ten years take 315,619,200,000 ≈ 2^38.2.
func Seedings() []Seeding {
	return []Seeding{
		{
			Generator: "lcg16", How: "seed 0…15", Seeds: big.NewInt(16),
			Count:  "16 states of (13s + 5) mod 16",
			Source: "Bennett, Algorithms in Java (2010)", Direct: true,
		},
		{
			Generator: "lcg32", How: "seed 0…31", Seeds: big.NewInt(32),
			Count:  "32 states of (5s + 13) mod 32",
			Source: "Bennett, Algorithms in Java (2010), Exercise 7", Direct: true,
		},
		{
			Generator: "delphi", How: "Randomize (ms of day)", Seeds: big.NewInt(MsPerDay),
			Count:  "Randomize sets RandSeed to the milliseconds since midnight: 24·60·60·1000 = 86,400,000 seeds",
			Source: "Arkin et al., How We Learned to Cheat at Online Poker (1999)",
		},
		{
			Generator: "delphi", How: "any 32-bit RandSeed", Seeds: pow2(32),
			Count:  "2^32 values of the 32-bit RandSeed",
			Source: "Borland Delphi/Turbo Pascal run-time library", Direct: true,
		},
		{
			Generator: "java", How: "new Random(seed)", Seeds: pow2(48),
			Count:  "2^48: only the low 48 bits of the long seed matter",
			Source: "Java SE API, java.util.Random", Direct: true,
		},
		{
			Generator: "mt19937", How: "init_genrand(seed)", Seeds: pow2(32),
			Count:  "2^32 values of init_genrand's 32-bit seed",
			Source: "Matsumoto & Nishimura, mt19937ar.c (2002)", Direct: true,
		},
		{
			Generator: "mt19937", How: "clock ms, 10 years", Seeds: big.NewInt(MsInTenYears),
			Count:  "Commons Math's MersenneTwister() takes the clock in ms since 1970; ten years hold at most 3653 days · 86,400,000 ms = 315,619,200,000 ≈ 2^38.2 (the text's \"fewer than 2^36\" is only 2.2 years)",
			Source: "Bennett, Algorithms in Java (2010), Exercise 10 III",
		},
		{
			Generator: "pcg", How: "64-bit seed", Seeds: pow2(64),
			Count:  "one uint64 seed, as Riffle seeds it: 2^64 seeds, though the state has 128 bits",
			Source: "Go math/rand/v2 NewPCG(seed, seed ^ 0x9E3779B97F4A7C15)", Direct: true,
		},
		{
			Generator: "chacha8", How: "64-bit seed", Seeds: pow2(64),
			Count:  "one uint64 seed, as Riffle seeds it: 2^64 seeds, though the key has 256 bits",
			Source: "Go math/rand/v2 NewChaCha8, seed in the key's first 8 bytes", Direct: true,
		},
		{
			Generator: "os", How: "no seed", Seeds: nil,
			Count:  "the operating system's entropy, no seed to enumerate: every deck can come up",
			Source: "crypto/rand", Direct: true,
		},
	}
}

// DeckOrders returns n!, the number of orders of n distinct cards. It
// panics if n < 0.
func DeckOrders(n int) *big.Int {
	if n < 0 {
		panic(fmt.Sprintf("odds: DeckOrders(%d): n must be at least 0", n))
	}
	return new(big.Int).MulRange(1, int64(max(n, 1)))
}

// ReachableDecks returns the most distinct orders of n cards a shuffle can
// produce when its generator starts from one of seeds states:
//
//	min(seeds, n!)
//
// each starting state gives one deck, and there are only n! decks. It is a
// bound, not a count: two seeds may give the same deck, and when seeds ≥
// n! nothing guarantees that every deck comes up. A nil seeds (a generator
// without a seed) gives n!. It panics if n < 0.
func ReachableDecks(seeds *big.Int, n int) *big.Int {
	all := DeckOrders(n)
	if seeds == nil || seeds.Cmp(all) >= 0 {
		return all
	}
	return new(big.Int).Set(seeds)
}

// DeckShare returns ReachableDecks(seeds, n) / n!, the largest fraction of
// all decks the seeding can produce, as a float64 (at least 1/52! ≈ 1.2e-68
// for n ≤ 52, far from underflow). It panics if n < 0.
func DeckShare(seeds *big.Int, n int) float64 {
	f, _ := new(big.Rat).SetFrac(ReachableDecks(seeds, n), DeckOrders(n)).Float64()
	return f
}

// Log2 returns log2(x) for x > 0, to within a few units in the last place:
// exact for powers of two; above 2^64 from the top 64 bits,
//
//	log2(x) = (b − 64) + log2(⌊x / 2^(b−64)⌋),  b = x.BitLen()
//
// with a relative error below 2^−63 before the float64 rounding. It panics
// if x ≤ 0.
func Log2(x *big.Int) float64 {
	if x.Sign() <= 0 {
		panic("odds: Log2 of a number ≤ 0")
	}
	b := x.BitLen()
	if b <= 64 {
		if x.TrailingZeroBits() == uint(b-1) {
			return float64(b - 1)
		}
		return math.Log2(float64(x.Uint64()))
	}
	top := new(big.Int).Rsh(x, uint(b-64)).Uint64()
	return float64(b-64) + math.Log2(float64(top))
}
