package shuffle

import (
	"math/rand/v2"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/stats"
)

// Sink keeps benchmark results alive.
var Sink int

// BenchmarkShuffle52 shuffles 52 cards. The baseline is math/rand/v2's
// (*Rand).Shuffle on its PCG; fisher-yates/pcg is the same generator through
// Riffle's default shuffle (batched bounded draws). Compare ratios within
// one run: the machine is shared and noisy.
func BenchmarkShuffle52(b *testing.B) {
	deck := identity(52)
	b.Run("baseline/stdlib-Shuffle-pcg", func(b *testing.B) {
		r := rand.New(rand.NewPCG(1, 2))
		for b.Loop() {
			r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		}
		Sink += deck[0]
	})
	gens := []struct {
		name string
		g    rng.Generator
	}{
		{"pcg", rng.NewPCG(1)},
		{"chacha8", rng.NewChaCha8(1)},
		{"java", rng.NewJava(1)},
		{"delphi", rng.NewDelphi(1)},
		{"mt19937", rng.NewMT19937(1)},
	}
	for _, g := range gens {
		b.Run("fisher-yates/"+g.name, func(b *testing.B) {
			for b.Loop() {
				FisherYates(deck, g.g)
			}
			Sink += deck[0]
		})
	}
	for _, name := range []string{"naive", "asf", "sort-key", "riffle", "inverse-riffle", "uniform-riffles"} {
		a, _ := Lookup(name)
		f, err := a.Prepare(52, Options{})
		if err != nil {
			b.Fatal(err)
		}
		g := rng.NewPCG(1)
		b.Run(name+"/pcg", func(b *testing.B) {
			for b.Loop() {
				f(deck, g)
			}
			Sink += deck[0]
		})
	}
}

// BenchmarkShuffleFisherYatesSizes compares the batched default with the
// stdlib baseline across deck sizes (batches shrink as the bounds grow).
func BenchmarkShuffleFisherYatesSizes(b *testing.B) {
	for _, n := range []int{6, 52, 1000, 10000} {
		deck := identity(n)
		b.Run("baseline/stdlib-Shuffle-pcg/"+itoa(n), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			for b.Loop() {
				r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
			}
			Sink += deck[0]
		})
		b.Run("fisher-yates/pcg/"+itoa(n), func(b *testing.B) {
			g := rng.NewPCG(1)
			for b.Loop() {
				FisherYates(deck, g)
			}
			Sink += deck[0]
		})
	}
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			return s
		}
	}
}

// BenchmarkSamplerKernel52 is the sampler's hot loop on 52 cards: shuffle a
// fresh deck and tally where every card landed. The baseline is what riffle
// bench runs beside the sampler: a plain loop of math/rand/v2's
// (*Rand).Shuffle on its PCG plus a position × card int64 tally. fused/pcg is
// the sampler's kernel for fisher-yates on pcg (the default), generic/pcg
// the same shuffle through FisherYates and Matrix.Add (the path every other
// algorithm takes). "parallel" runs one of each per core (-cpu 2). ns/op is
// per deck; compare ratios within one run, the machine is noisy.
func BenchmarkSamplerKernel52(b *testing.B) {
	const n = 52
	fy, err := Lookup("fisher-yates")
	if err != nil {
		b.Fatal(err)
	}
	baseline := func() func(count int) {
		r := rand.New(rand.NewPCG(1, 2))
		counts := make([]int64, n*n)
		fresh, deck := identity(n), make([]int, n)
		swap := func(i, j int) { deck[i], deck[j] = deck[j], deck[i] }
		return func(count int) {
			for range count {
				copy(deck, fresh)
				r.Shuffle(n, swap)
				for pos, c := range deck {
					counts[pos*n+c]++
				}
			}
			Sink += int(counts[0])
		}
	}
	kernel := func(g rng.Generator) func() func(count int) {
		return func() func(count int) {
			k, err := newKernel(fy, Options{}, n, g)
			if err != nil {
				b.Fatal(err)
			}
			return func(count int) { k.Run(count); Sink += int(k.Tally().Matrix.Counts[0]) }
		}
	}
	generic := func() func(count int) {
		k := &permKernel{f: func(d []int, g rng.Generator) []int { FisherYates(d, g); return d }, g: rng.NewPCG(1),
			fresh: identity(n), deck: make([]int, n), t: &stats.Tally{Matrix: stats.NewMatrix(n)}}
		return func(count int) { k.Run(count); Sink += int(k.t.Matrix.Counts[0]) }
	}
	cases := []struct {
		name string
		new  func() func(count int)
	}{
		{"baseline/stdlib-Shuffle-pcg+tally", baseline},
		{"fused/pcg", kernel(rng.NewPCG(1))},
		{"fused/chacha8", kernel(rng.NewChaCha8(1))},
		{"generic/pcg", generic},
	}
	const chunk = 64
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			run := c.new()
			for i := 0; i < b.N; i += chunk {
				run(min(chunk, b.N-i))
			}
		})
	}
	for _, c := range cases[:2] {
		b.Run("parallel/"+c.name, func(b *testing.B) {
			b.RunParallel(func(pb *testing.PB) {
				run, pending := c.new(), 0
				for pb.Next() {
					if pending++; pending == chunk {
						run(chunk)
						pending = 0
					}
				}
				run(max(pending, 1))
			})
		})
	}
}
