package rng

import "math"

const (
	mtN         = 624
	mtM         = 397
	mtMatrixA   = 0x9908B0DF
	mtUpperMask = 0x80000000
	mtLowerMask = 0x7FFFFFFF
)

// MT19937 is the 32-bit Mersenne Twister of M. Matsumoto and T. Nishimura,
// "Mersenne Twister: A 623-Dimensionally Equidistributed Uniform
// Pseudo-Random Number Generator", ACM TOMACS 8(1), 1998, as in their
// reference code mt19937ar.c (2002-01-26) and C++'s std::mt19937; its IntN
// is Apache Commons Math 2.1's MersenneTwister.nextInt(n), the dealer of the
// Java text (N. Bennett, "Algorithms in Java: Shuffling and Random Numbers",
// 2010).
//
// State: 624 32-bit words (19,937 bits that matter) plus an index. Period:
// 2^19937 − 1. Seed space: [NewMT19937] takes a 32-bit seed (init_genrand),
// so it starts at most 2^32 of the possible streams; [NewMT19937ByArray]
// takes a key of any length (init_by_array). Each output is a state word x
// after the twist, tempered:
//
//	y = x ⊕ (x >> 11)
//	y = y ⊕ ((y << 7) & 0x9D2C5680)
//	y = y ⊕ ((y << 15) & 0xEFC60000)
//	y = y ⊕ (y >> 18)
//
// The historic quirk that matters is the seeding, not the period: whatever
// its 2^19937 − 1 states, a 32-bit seed reaches only 2^32 decks. And the
// output is linear over GF(2): 624 consecutive 32-bit outputs reveal the
// whole state and every later card.
//
// IntN(n) is BitsStreamGenerator.nextInt(int n) of Commons Math 2.1
// (org.apache.commons.math.random, unchanged in 2.2; Commons Math 3 switched
// to java.util.Random's next(31) method):
//
//	mask = n | n>>1 | n>>2 | … , the least 2^k − 1 ≥ n
//	repeat r = (tempered 32-bit output) & mask until r < n
//
// which is exactly uniform; it rejects fewer than half the draws on average,
// exactly half when n is a power of two (the mask is then one bit wider than
// needed). Uint64 is Commons Math's nextLong(): two outputs, hi<<32 | lo.
//
// Seeding in Commons Math differs from mt19937ar in two ways. Its
// MersenneTwister(long) and its default (clock) constructor call
// init_by_array on the two halves {hi, lo} of the long, which
// NewMT19937ByArray reproduces. Its MersenneTwister(int seed) sign-extends the
// seed into a Java long before init_genrand's first step, so for seeds with the
// top bit set (negative Java ints) it gives a different stream from
// init_genrand (and from NewMT19937 here); for seeds 0…2^31−1 they agree.
type MT19937 struct {
	mt    [mtN]uint32
	mti   int
	steps uint64 // 32-bit outputs since seeding
}

// NewMT19937 returns the generator seeded by mt19937ar's init_genrand(seed),
// as std::mt19937(seed) is.
func NewMT19937(seed uint32) *MT19937 {
	g := new(MT19937)
	g.initGenrand(seed)
	return g
}

// NewMT19937ByArray returns the generator seeded by mt19937ar's
// init_by_array(key). Commons Math's MersenneTwister(long seed) is
// NewMT19937ByArray([]uint32{uint32(seed >> 32), uint32(seed)}). It panics if
// key is empty.
func NewMT19937ByArray(key []uint32) *MT19937 {
	if len(key) == 0 {
		panic("rng: NewMT19937ByArray: key must not be empty")
	}
	g := new(MT19937)
	g.initGenrand(19650218)
	i, j := 1, 0
	for k := max(mtN, len(key)); k > 0; k-- {
		g.mt[i] = (g.mt[i] ^ ((g.mt[i-1] ^ (g.mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j) // non-linear
		i++
		j++
		if i >= mtN {
			g.mt[0] = g.mt[mtN-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k := mtN - 1; k > 0; k-- {
		g.mt[i] = (g.mt[i] ^ ((g.mt[i-1] ^ (g.mt[i-1] >> 30)) * 1566083941)) - uint32(i) // non-linear
		i++
		if i >= mtN {
			g.mt[0] = g.mt[mtN-1]
			i = 1
		}
	}
	g.mt[0] = 0x80000000 // the most significant bit is 1: the state is not all zero
	return g
}

// initGenrand is mt19937ar's init_genrand: Knuth's multiplier 1812433253
// (TAOCP vol. 2, 3rd ed., p. 106) spreading the seed over the state.
func (g *MT19937) initGenrand(s uint32) {
	g.mt[0] = s
	for i := 1; i < mtN; i++ {
		g.mt[i] = 1812433253*(g.mt[i-1]^(g.mt[i-1]>>30)) + uint32(i)
	}
	g.mti = mtN
}

// twist regenerates all 624 state words.
func (g *MT19937) twist() {
	mag01 := [2]uint32{0, mtMatrixA}
	var k int
	for ; k < mtN-mtM; k++ {
		y := g.mt[k]&mtUpperMask | g.mt[k+1]&mtLowerMask
		g.mt[k] = g.mt[k+mtM] ^ y>>1 ^ mag01[y&1]
	}
	for ; k < mtN-1; k++ {
		y := g.mt[k]&mtUpperMask | g.mt[k+1]&mtLowerMask
		g.mt[k] = g.mt[k+mtM-mtN] ^ y>>1 ^ mag01[y&1]
	}
	y := g.mt[mtN-1]&mtUpperMask | g.mt[0]&mtLowerMask
	g.mt[mtN-1] = g.mt[mtM-1] ^ y>>1 ^ mag01[y&1]
	g.mti = 0
}

// Uint32 is genrand_int32: the next tempered 32-bit output.
func (g *MT19937) Uint32() uint32 {
	if g.mti >= mtN {
		g.twist()
	}
	y := g.mt[g.mti]
	g.mti++
	g.steps++
	y ^= y >> 11
	y ^= y << 7 & 0x9D2C5680
	y ^= y << 15 & 0xEFC60000
	y ^= y >> 18
	return y
}

// Steps returns the number of 32-bit outputs since seeding.
func (g *MT19937) Steps() uint64 { return g.steps }

// Skip draws and discards n 32-bit outputs.
func (g *MT19937) Skip(n uint64) {
	for range n {
		g.Uint32()
	}
}

// Uint64 is Commons Math's nextLong(): two outputs, hi<<32 | lo.
func (g *MT19937) Uint64() uint64 {
	hi := uint64(g.Uint32())
	lo := uint64(g.Uint32())
	return hi<<32 | lo
}

// IntN is Commons Math 2.1's nextInt(n), the bit-mask rejection method. It
// panics if n <= 0 or n > 2^31−1 (Commons Math's bound is a Java int).
func (g *MT19937) IntN(n int) int {
	if n <= 0 || n > math.MaxInt32 {
		panic("rng: MT19937.IntN: n must be in 1…2147483647")
	}
	mask := uint32(n)
	mask |= mask >> 1
	mask |= mask >> 2
	mask |= mask >> 4
	mask |= mask >> 8
	mask |= mask >> 16
	for {
		if r := g.Uint32() & mask; r < uint32(n) {
			return int(r)
		}
	}
}
