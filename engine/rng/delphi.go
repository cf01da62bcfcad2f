package rng

import (
	"math"
	"time"
)

// DelphiMultiplier is the multiplier of Borland's System.Random (Turbo Pascal
// and Delphi run-time library, 0x08088405); the increment is 1.
const DelphiMultiplier = 134775813

// Delphi is the Random function of Borland Turbo Pascal and Delphi, the
// generator of the ASF Software online poker shuffle broken in B. Arkin,
// F. Hill, S. Marks, M. Schmid, T. J. Walls and G. McGraw, "How We Learned to
// Cheat at Online Poker: A Study in Software Security", 1999.
//
// State: the 32-bit global RandSeed, exposed as the field of that name. Seed
// space: any 32-bit value (RandSeed itself). Period: 2^32 (the recurrence
// satisfies Hull–Dobell). Each call of Random(n) is
//
//	RandSeed' = (134775813·RandSeed + 1) mod 2^32
//	Random(n) = ⌊RandSeed'·n / 2^32⌋
//
// The historic quirk that matters is the seeding: Randomize set RandSeed to
// the time of day in milliseconds (see [Randomize]), so the poker software's
// shuffles came from at most 86,400,000 seeds; the paper's attackers,
// synchronised with the server's clock, searched about 200,000 of them and
// recovered the whole deck from the cards they could see. Random(n) itself
// scales by the high bits and is nearly unbiased for small n (each value's
// probability is off by less than 1/2^32).
//
// Delphi has no 64-bit output; Uint64 exists only to make Delphi a
// math/rand/v2 Source and takes two steps, hi<<32 | lo.
type Delphi struct {
	RandSeed uint32
	steps    uint64 // steps since seeding
}

// NewDelphi returns the generator with RandSeed = seed.
func NewDelphi(seed uint32) *Delphi { return &Delphi{RandSeed: seed} }

// Randomize returns the seed Delphi's Randomize derived from the clock at t:
// the milliseconds since midnight of t's local day, in t's location, in
// 0…86,399,999 — only 86,400,000 possible seeds. Use t.In to choose the
// location whose midnight counts.
func Randomize(t time.Time) uint32 {
	h, m, s := t.Clock()
	ms := t.Nanosecond() / int(time.Millisecond)
	return uint32(((h*60+m)*60+s)*1000 + ms)
}

// step advances RandSeed and returns the new value.
func (d *Delphi) step() uint32 {
	d.RandSeed = d.RandSeed*DelphiMultiplier + 1
	d.steps++
	return d.RandSeed
}

// Steps returns the number of steps taken since seeding (or since RandSeed
// was last set by the caller, which Steps cannot see).
func (d *Delphi) Steps() uint64 { return d.steps }

// Skip takes n steps.
func (d *Delphi) Skip(n uint64) {
	for range n {
		d.step()
	}
}

// Random is Random(n): one step, then ⌊RandSeed·n / 2^32⌋, in 0…n−1 for
// n ≥ 1 (the formula gives 0 for n = 0).
func (d *Delphi) Random(n uint32) uint32 {
	return uint32(uint64(d.step()) * uint64(n) >> 32)
}

// Uint64 takes two steps and returns the two new RandSeed values as
// hi<<32 | lo.
func (d *Delphi) Uint64() uint64 {
	hi := uint64(d.step())
	lo := uint64(d.step())
	return hi<<32 | lo
}

// IntN is Random(n). It panics if n <= 0 or n > 2^32−1.
func (d *Delphi) IntN(n int) int {
	if n <= 0 || uint64(n) > math.MaxUint32 {
		panic("rng: Delphi.IntN: n must be in 1…4294967295")
	}
	return int(d.Random(uint32(n)))
}
