package videopoker

import (
	"testing"
)

// Sink keeps benchmark results alive.
var Sink any

func BenchmarkBuild(b *testing.B) {
	p, _ := Lookup("jacks-9-6")
	for b.Loop() {
		Sink = build(p)
	}
}

// BenchmarkAdvise: the 32 holds of one hand, from the subset tables (fast,
// built beforehand) and by plain enumeration of every draw (brute).
func BenchmarkAdvise(b *testing.B) {
	p, _ := Lookup("jacks-9-6")
	h := hand(b, "Ah Kh Qh Jh 2c")
	b.Run("fast", func(b *testing.B) {
		Advise(p, h)
		for b.Loop() {
			Sink = Advise(p, h)
		}
	})
	b.Run("brute", func(b *testing.B) {
		masks := make([]uint8, 32)
		for i := range masks {
			masks[i] = uint8(i)
		}
		for b.Loop() {
			Sink = bruteAdvise(p, h, masks)
		}
	})
}
