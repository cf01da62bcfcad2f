package rng

import (
	"math/rand/v2"
	"testing"
)

// Sink receives every benchmark's results so the compiler cannot drop the
// calls.
var Sink uint64

// benchGenerators are the generators benchmarked, each freshly seeded.
var benchGenerators = []struct {
	name string
	new  func() Generator
}{
	{"lcg16", func() Generator { g, _ := NewLCG(13, 5, 16, 0); return g }},
	{"lcg32", func() Generator { g, _ := NewLCG(5, 13, 32, 1); return g }},
	{"lcg64", func() Generator { g, _ := NewLCG(6364136223846793005, 1442695040888963407, 1<<64-59, 1); return g }},
	{"java", func() Generator { return NewJava(42) }},
	{"delphi", func() Generator { return NewDelphi(12345) }},
	{"mt19937", func() Generator { return NewMT19937(5489) }},
	{"pcg", func() Generator { return NewPCG(42) }},
	{"chacha8", func() Generator { return NewChaCha8(42) }},
	{"os", func() Generator { return NewOS() }},
}

// BenchmarkUint64 measures one Uint64 per op; the baseline is math/rand/v2's
// PCG called directly.
func BenchmarkUint64(b *testing.B) {
	b.Run("baseline-rand.PCG", func(b *testing.B) {
		src := rand.NewPCG(42, 42^pcgIncrementSeed)
		var s uint64
		for b.Loop() {
			s += src.Uint64()
		}
		Sink = s
	})
	for _, bg := range benchGenerators {
		b.Run(bg.name, func(b *testing.B) {
			g := bg.new()
			var s uint64
			for b.Loop() {
				s += g.Uint64()
			}
			Sink = s
		})
	}
}

// BenchmarkIntN52 measures one IntN(52), a card, per op; the baseline is
// rand.New(PCG).IntN(52).
func BenchmarkIntN52(b *testing.B) {
	b.Run("baseline-rand.New(PCG)", func(b *testing.B) {
		r := rand.New(rand.NewPCG(42, 42^pcgIncrementSeed))
		var s uint64
		for b.Loop() {
			s += uint64(r.IntN(52))
		}
		Sink = s
	})
	for _, bg := range benchGenerators {
		b.Run(bg.name, func(b *testing.B) {
			g := bg.new()
			var s uint64
			for b.Loop() {
				s += uint64(g.IntN(52))
			}
			Sink = s
		})
	}
}
