package cards

import (
	"testing"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// cardsSink keeps benchmark results alive.
var cardsSink Value

// benchHands deals n random k-card hands at a fixed seed, so that the
// benchmarks see the mix of classes real deals give (and branch predictors
// cannot learn one hand).
func benchHands(n, k int) [][]Card {
	g := rng.NewPCG(7)
	deck := NewDeck()
	hs := make([][]Card, n)
	for i := range hs {
		shuffle.Partial(deck, k, g)
		hs[i] = append([]Card(nil), deck[:k]...)
	}
	return hs
}

func BenchmarkEval5(b *testing.B) {
	hs := benchHands(4096, 5)
	var v Value
	i := 0
	for b.Loop() {
		v ^= Eval5([5]Card(hs[i&4095]))
		i++
	}
	cardsSink = v
}

func BenchmarkEval7(b *testing.B) {
	hs := benchHands(4096, 7)
	var v Value
	i := 0
	for b.Loop() {
		v ^= Eval7([7]Card(hs[i&4095]))
		i++
	}
	cardsSink = v
}

// fives lists the 21 five-card subsets of seven positions.
var fives = func() (fs [21][5]uint8) {
	k := 0
	for skip1 := range 7 {
		for skip2 := skip1 + 1; skip2 < 7; skip2++ {
			j := 0
			for i := range 7 {
				if i != skip1 && i != skip2 {
					fs[k][j] = uint8(i)
					j++
				}
			}
			k++
		}
	}
	return fs
}()

// bestOf21 is Eval7 the direct way: the best Eval5 of the 21 subsets.
func bestOf21(h [7]Card) Value {
	var best Value
	for _, f := range fives {
		best = max(best, Eval5([5]Card{h[f[0]], h[f[1]], h[f[2]], h[f[3]], h[f[4]]}))
	}
	return best
}

// BenchmarkEval7BestOf21 is the baseline beside Eval7: the best of the 21
// five-card subsets, each valued by Eval5 (a table of subsets, no
// allocation).
func BenchmarkEval7BestOf21(b *testing.B) {
	hs := benchHands(4096, 7)
	var v Value
	i := 0
	for b.Loop() {
		v ^= bestOf21([7]Card(hs[i&4095]))
		i++
	}
	cardsSink = v
}

// BenchmarkSetEval is the enumeration's inner step: a Set already holding
// seven cards.
func BenchmarkSetEval(b *testing.B) {
	hs := benchHands(4096, 7)
	sets := make([]Set, len(hs))
	for i, h := range hs {
		sets[i] = SetOf(h...)
	}
	var v Value
	i := 0
	for b.Loop() {
		v ^= sets[i&4095].Eval()
		i++
	}
	cardsSink = v
}
