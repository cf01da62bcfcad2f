// Package rng holds Riffle's pseudo-random generators: the historic ones whose
// flaws the tables demonstrate (toy linear congruential generators,
// java.util.Random, Borland/Delphi Random, the 32-bit Mersenne Twister) and the
// modern choices (PCG, ChaCha8, the operating system's source).
//
// Every generator satisfies math/rand/v2's [rand.Source] and offers its own
// bounded-integer method through [Generator.IntN]: where the original had one
// (java.util.Random.nextInt(bound), Delphi's Random(N), Apache Commons Math's
// MersenneTwister.nextInt(n)) IntN reproduces it bit for bit, so a historic
// shuffle driven by a historic generator is the historic shuffle.
//
// Users name generators on the command line and in the TUI: [Generators]
// lists them, [Lookup] finds one by name (or builds a custom LCG from
// "lcg:A,C,M"), and [ParseSeed] reads a seed as users write it. Each Info's
// New checks the seed against that generator's seed space.
//
// Generators are not safe for concurrent use: one generator per goroutine.
package rng

import "math/rand/v2"

// Generator is a seeded source of randomness: a math/rand/v2 Source plus the
// generator's own method for drawing a bounded integer.
type Generator interface {
	rand.Source
	// IntN returns a value in [0, n) drawn by the generator's own method: the
	// historic one where the original had one, otherwise the unbiased
	// multiply-shift method of math/rand/v2 on Uint64. It panics if n <= 0.
	IntN(n int) int
}

// Stream is implemented by every generator that can be replayed (all but
// OS): it counts the primitive outputs it has drawn since it was seeded —
// its position in its stream — and can skip ahead, so that
//
//	g := info.New(seed); g.Skip(pos)
//
// continues exactly where a generator of the same seed stood after pos
// outputs. A saved round records (generator, seed, position) and replays
// from them. The primitive output is the generator's own step: one LCG step
// (lcg*, java's next(bits)), one Delphi Random step, one 32-bit Mersenne
// Twister output, one 64-bit PCG or ChaCha8 output, one 64-bit word of the
// provably fair stream. A bounded integer drawn by rejection advances the
// position by every output it used.
type Stream interface {
	Generator
	// Steps returns the number of primitive outputs drawn since seeding.
	Steps() uint64
	// Skip draws and discards n primitive outputs. It takes time linear in n
	// (about a nanosecond an output; 32 µs a 52-card deal is far slower).
	Skip(n uint64)
}

// Unbiased is implemented by generators whose IntN is the unbiased
// multiply-shift method on Uint64 (Lemire, "Fast Random Integer Generation in
// an Interval", 2019). For them a caller may draw several bounded integers
// from one Uint64 (batched generation) without changing the distribution of
// results, only which stream values are used.
type Unbiased interface {
	Generator
	unbiasedIntN()
}
