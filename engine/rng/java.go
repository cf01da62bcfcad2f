package rng

import "math"

// java.util.Random's constants (Java SE API specification, class
// java.util.Random; OpenJDK src/java.base/share/classes/java/util/Random.java).
const (
	javaMultiplier = 0x5DEECE66D
	javaAddend     = 0xB
	javaMask       = 1<<48 - 1
)

// JavaRandom is java.util.Random, bit for bit, as specified by the Java SE API
// documentation and implemented by OpenJDK's Random.java (unchanged in its
// arithmetic since JDK 1.0).
//
// State: 48 bits. Seed space: a Java long, of which only the low 48 bits
// matter — seeds that differ only in their top 16 bits give the same stream,
// so there are 2^48 streams. Period: 2^48 steps (the recurrence satisfies
// Hull–Dobell). Each step is
//
//	s' = (0x5DEECE66D·s + 0xB) mod 2^48
//	next(bits) = s' >> (48 − bits), as a 32-bit int
//
// and the constructor scrambles its seed as (seed XOR 0x5DEECE66D) mod 2^48.
//
// The historic quirk that matters: 2^48 starting points are far fewer than
// the 52! ≈ 2^225.6 orderings of a deck, so a shuffle driven by a JavaRandom
// can reach only a vanishing fraction of them, and one observed deal
// narrows the seed down. The low bits of s' have short periods (bit k has
// period 2^(k+1)), which is why next(bits) returns the top bits and why
// nextInt(bound) has a separate path for powers of two.
//
// Uint64 is nextLong(), two steps; IntN is nextInt(bound).
type JavaRandom struct {
	seed  uint64 // 48 bits
	steps uint64 // next(bits) calls since seeding
}

// NewJava returns the generator new java.util.Random(seed) constructs.
func NewJava(seed int64) *JavaRandom {
	return &JavaRandom{seed: (uint64(seed) ^ javaMultiplier) & javaMask}
}

// Next is java.util.Random.next(bits): one step, returning the top bits of
// the new 48-bit state as a Java int (negative when bits is 32 and the top
// bit is set). bits must be in 1…32.
func (j *JavaRandom) Next(bits int) int32 {
	j.seed = (j.seed*javaMultiplier + javaAddend) & javaMask
	j.steps++
	return int32(uint32(j.seed >> (48 - bits)))
}

// Steps returns the number of next(bits) calls since seeding.
func (j *JavaRandom) Steps() uint64 { return j.steps }

// Skip makes n next(bits) calls.
func (j *JavaRandom) Skip(n uint64) {
	for range n {
		j.Next(32)
	}
}

// NextInt is java.util.Random.nextInt(): next(32).
func (j *JavaRandom) NextInt() int32 { return j.Next(32) }

// NextIntBound is java.util.Random.nextInt(bound), for bound ≥ 1:
//
//	if bound is a power of two: (bound·next(31)) >> 31, in 64 bits
//	otherwise: bits = next(31); val = bits mod bound,
//	           again while bits − val + (bound−1) overflows a 32-bit int
//
// The overflow test rejects the incomplete last block of size bound in
// 0…2^31−1, so the result is exactly uniform. It panics if bound <= 0, as
// Java throws IllegalArgumentException.
func (j *JavaRandom) NextIntBound(bound int32) int32 {
	if bound <= 0 {
		panic("rng: JavaRandom.NextIntBound: bound must be positive")
	}
	if bound&(-bound) == bound {
		return int32((int64(bound) * int64(j.Next(31))) >> 31)
	}
	for {
		bits := j.Next(31)
		val := bits % bound
		// Java int arithmetic wraps; so does Go's int32.
		if bits-val+(bound-1) >= 0 {
			return val
		}
	}
}

// NextLong is java.util.Random.nextLong(): ((long)next(32) << 32) +
// next(32), with the second int sign-extended before the addition, exactly as
// Java does it. Only 2^48 of the 2^64 longs can occur.
func (j *JavaRandom) NextLong() int64 {
	hi := int64(j.Next(32))
	lo := int64(j.Next(32))
	return hi<<32 + lo
}

// NextDouble is java.util.Random.nextDouble(): (((long)next(26) << 27) +
// next(27)) · 2^−53, a multiple of 2^−53 in [0, 1).
func (j *JavaRandom) NextDouble() float64 {
	hi := int64(j.Next(26))
	lo := int64(j.Next(27))
	return float64(hi<<27+lo) * 0x1p-53
}

// Uint64 returns nextLong() as an unsigned 64-bit value.
func (j *JavaRandom) Uint64() uint64 { return uint64(j.NextLong()) }

// IntN is nextInt(n). It panics if n <= 0 or n > 2^31−1 (Java's bound is an
// int).
func (j *JavaRandom) IntN(n int) int {
	if n <= 0 || n > math.MaxInt32 {
		panic("rng: JavaRandom.IntN: n must be in 1…2147483647")
	}
	return int(j.NextIntBound(int32(n)))
}
