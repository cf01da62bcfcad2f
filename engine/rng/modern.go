package rng

import (
	crand "crypto/rand"
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
)

// uniformIntN draws a value in [0, n) from src, exactly uniformly, by the
// method of math/rand/v2's Rand.IntN on 64-bit platforms (here on every
// platform, so results do not depend on the word size): for n a power of two
// the low bits, x mod n; otherwise Lemire's multiply-shift with rejection
// (D. Lemire, "Fast Random Integer Generation in an Interval", ACM TOMACS
// 29(1), 2019):
//
//	hi, lo = x·n as a 128-bit product
//	reject while lo < 2^64 mod n
//	return hi
//
// Every value then has exactly ⌊2^64/n⌋ accepted preimages x. It panics if
// n <= 0.
func uniformIntN(src rand.Source, n int) int {
	if n <= 0 {
		panic("rng: IntN: n must be positive")
	}
	m := uint64(n)
	if m&(m-1) == 0 {
		return int(src.Uint64() & (m - 1))
	}
	hi, lo := bits.Mul64(src.Uint64(), m)
	if lo < m { // only then can lo < thresh < m
		thresh := -m % m // 2^64 mod m
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), m)
		}
	}
	return int(hi)
}

// pcgIncrementSeed is xored into the seed to make PCG's second seed word.
const pcgIncrementSeed = 0x9E3779B97F4A7C15 // ⌊2^64/φ⌋, the golden-ratio constant

// PCG is math/rand/v2's PCG: M. E. O'Neill, "PCG: A Family of Simple Fast
// Space-Efficient Statistically Good Algorithms for Random Number Generation"
// (2014), the 128-bit LCG with the DXSM output function (as in NumPy).
//
// State: 128 bits. Period: 2^128. Seed space here: one uint64, mapped to the
// 128-bit initial state as
//
//	rand.NewPCG(seed, seed ^ 0x9E3779B97F4A7C15)
//
// so 2^64 streams. Each step is
//
//	s' = (s·0x2360ED051FC65DA44385DF649FCCF645 + 0x5851F42D4C957F2D14057B7EF767814F) mod 2^128
//	hi, lo = the halves of s'; hi ^= hi>>32; hi *= 0xDA942042E4DD58B5; hi ^= hi>>48
//	output = hi·(lo | 1) mod 2^64
//
// No historic quirk, but two limits: 2^64 seeds cannot reach all 52! decks,
// and PCG is not cryptographic — statistically good, not unpredictable (seed
// recovery from raw output was shown for its XSL-RR sibling: C. Bouillaguet,
// F. Martinez, J. Sauvage, "Practical seed-recovery for the PCG pseudo-random
// number generator", IACR ToSC 2020). IntN is the exactly uniform method of
// math/rand/v2 (multiply-shift with rejection).
type PCG struct {
	src   rand.PCG
	steps uint64 // outputs since seeding
}

// NewPCG returns the PCG seeded as rand.NewPCG(seed, seed ^ 0x9E3779B97F4A7C15).
func NewPCG(seed uint64) *PCG {
	g := new(PCG)
	g.src.Seed(seed, seed^pcgIncrementSeed)
	return g
}

// Uint64 returns the next output.
func (g *PCG) Uint64() uint64 {
	g.steps++
	return g.src.Uint64()
}

// IntN returns a value in [0, n), exactly uniformly. It panics if n <= 0.
func (g *PCG) IntN(n int) int { return uniformIntN(g, n) }

// Steps returns the number of 64-bit outputs since seeding.
func (g *PCG) Steps() uint64 { return g.steps }

// Skip draws and discards n 64-bit outputs.
func (g *PCG) Skip(n uint64) {
	for range n {
		g.Uint64()
	}
}

func (*PCG) unbiasedIntN() {}

// ChaCha8 is math/rand/v2's ChaCha8: D. J. Bernstein's ChaCha stream cipher
// ("ChaCha, a variant of Salsa20", 2008) reduced to 8 rounds, in the
// construction of the C2SP chacha8rand specification: every 128 words of
// keystream give 124 outputs and the next 32-byte key.
//
// State: a 32-byte key, a block counter and a 256-byte output buffer. Period:
// none in practice (the key is renewed from the keystream; no cycle is known
// or expected). Seed space here: one uint64, placed little-endian in the first
// 8 bytes of the 32-byte seed, the other 24 bytes zero:
//
//	key = seed[0:8] little-endian ‖ 24 zero bytes; rand.NewChaCha8(key)
//
// so 2^64 streams. Each output is
//
//	the next 64 bits of ChaCha8(key, counter) keystream
//
// No historic quirk: it is a cryptographic generator, so the only way from
// the cards back to the seed is to try seeds, all 2^64 of them. IntN is the
// exactly uniform method of math/rand/v2.
type ChaCha8 struct {
	src   rand.ChaCha8
	steps uint64 // outputs since seeding
}

// NewChaCha8 returns the ChaCha8 seeded with the 32-byte key whose first 8
// bytes are seed, little-endian, and whose other bytes are zero.
func NewChaCha8(seed uint64) *ChaCha8 {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[:8], seed)
	g := new(ChaCha8)
	g.src.Seed(key)
	return g
}

// Uint64 returns the next output.
func (g *ChaCha8) Uint64() uint64 {
	g.steps++
	return g.src.Uint64()
}

// IntN returns a value in [0, n), exactly uniformly. It panics if n <= 0.
func (g *ChaCha8) IntN(n int) int { return uniformIntN(g, n) }

// Steps returns the number of 64-bit outputs since seeding.
func (g *ChaCha8) Steps() uint64 { return g.steps }

// Skip draws and discards n 64-bit outputs.
func (g *ChaCha8) Skip(n uint64) {
	for range n {
		g.Uint64()
	}
}

func (*ChaCha8) unbiasedIntN() {}

// OS is the operating system's cryptographic random source, through
// crypto/rand (getrandom(2) on Linux, the platform's CSPRNG elsewhere).
//
// State: kept by the kernel, none here. Period: none. Seed space: none — OS
// cannot be seeded, so its streams are not reproducible: the same "seed" deals
// different decks every run. Each output is
//
//	8 bytes from crypto/rand.Read, little-endian
//
// No historic quirk: the choice when no one must be able to replay a deal.
// IntN is the exactly uniform method of math/rand/v2. crypto/rand.Read does
// not fail (since Go 1.24 the program crashes instead), so Uint64 has no error
// to return.
type OS struct{}

// NewOS returns the operating system's source.
func NewOS() *OS { return &OS{} }

// Uint64 returns 64 bits from crypto/rand.
func (*OS) Uint64() uint64 {
	var b [8]byte
	_, _ = crand.Read(b[:]) // documented never to return an error
	return binary.LittleEndian.Uint64(b[:])
}

// IntN returns a value in [0, n), exactly uniformly. It panics if n <= 0.
func (g *OS) IntN(n int) int { return uniformIntN(g, n) }

func (*OS) unbiasedIntN() {}
