package shuffle

import (
	"math/rand/v2"
	"testing"

	"riffle/engine/rng"
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
