package cards

import (
	"math/bits"
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

// BenchmarkEval5 and BenchmarkEval7 value a fixed array of 4,096 hands
// dealt beforehand (so that dealing is not measured); ns/op is ns per hand.
// new is the evaluator, baseline riffle's evaluator before it
// (baseline_test.go), in the same run so that the ratio survives a noisy
// machine:
//
//	new, baseline        Eval5/Eval7 and the baseline's, the [5]Card or
//	                     [7]Card passed by value
//	new-hand             HandOf(h[:]...).Value(), the cards read in place
//	baseline-set         the baseline on the cards' Set, read in place
//	general              (Eval5 only) Eval5's checks and keys, then the
//	                     5-to-7-card hash the five-card one replaced
//
// Go passes an array argument in memory: copying a [7]Card out of a slice
// element compiles to two overlapping 4-byte moves through a temporary whose
// reload misses store forwarding, some 15 ns on the machine these were
// measured on — the same for new and baseline, and absent from new-hand,
// baseline-set and the enumerations, which hold their cards in a Hand.
func BenchmarkEval5(b *testing.B) {
	hs := benchHands(4096, 5)
	h5 := make([][5]Card, len(hs))
	for i, h := range hs {
		h5[i] = [5]Card(h)
	}
	b.Run("new", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= Eval5(h5[i&4095])
			i++
		}
		cardsSink = v
	})
	b.Run("baseline", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= baseEval5(h5[i&4095])
			i++
		}
		cardsSink = v
	})
	b.Run("new-hand", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= HandOf(h5[i&4095][:]...).Value()
			i++
		}
		cardsSink = v
	})
	b.Run("baseline-set", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			h := &h5[i&4095]
			v ^= baseEvalSet(cardBits[h[0]] | cardBits[h[1]] | cardBits[h[2]] | cardBits[h[3]] | cardBits[h[4]])
			i++
		}
		cardsSink = v
	})
	b.Run("general", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= generalEval5(h5[i&4095])
			i++
		}
		cardsSink = v
	})
}

// generalEval5 is Eval5 through the general 5-to-7-card hash (evalKey) in
// place of the five-card one: the benchmark's measure of what the five-card
// hash saves.
func generalEval5(h [5]Card) Value {
	m := cardBits[h[0]] | cardBits[h[1]] | cardBits[h[2]] | cardBits[h[3]] | cardBits[h[4]]
	if bits.OnesCount64(m) != 5 {
		panic("generalEval5: not five distinct cards")
	}
	return evalKey(cardKey[h[0]]+cardKey[h[1]]+cardKey[h[2]]+cardKey[h[3]]+cardKey[h[4]], Set(m))
}

func BenchmarkEval7(b *testing.B) {
	hs := benchHands(4096, 7)
	h7 := make([][7]Card, len(hs))
	for i, h := range hs {
		h7[i] = [7]Card(h)
	}
	b.Run("new", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= Eval7(h7[i&4095])
			i++
		}
		cardsSink = v
	})
	b.Run("baseline", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= baseEval7(h7[i&4095])
			i++
		}
		cardsSink = v
	})
	b.Run("new-hand", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= HandOf(h7[i&4095][:]...).Value()
			i++
		}
		cardsSink = v
	})
	b.Run("baseline-set", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			h := &h7[i&4095]
			v ^= baseEvalSet(cardBits[h[0]] | cardBits[h[1]] | cardBits[h[2]] | cardBits[h[3]] |
				cardBits[h[4]] | cardBits[h[5]] | cardBits[h[6]])
			i++
		}
		cardsSink = v
	})
}

// BenchmarkEval7Incremental is an enumeration's inner loop: a Hand of six
// cards already summed, the seventh added and the hand valued (new), against
// the baseline's Set with the seventh card ORed in. The six-card hands and
// the seventh cards come from the same 4,096 deals.
func BenchmarkEval7Incremental(b *testing.B) {
	hs := benchHands(4096, 7)
	six := make([]Hand, len(hs))
	sixSet := make([]uint64, len(hs))
	last := make([]Card, len(hs))
	for i, h := range hs {
		six[i] = HandOf(h[:6]...)
		sixSet[i] = uint64(SetOf(h[:6]...))
		last[i] = h[6]
	}
	b.Run("new", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= six[i&4095].Add(last[i&4095]).Value()
			i++
		}
		cardsSink = v
	})
	b.Run("baseline", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= baseEvalSet(sixSet[i&4095] | cardBits[last[i&4095]])
			i++
		}
		cardsSink = v
	})
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

// BenchmarkSetEval is Set.Eval on Sets already holding seven cards (new),
// against the baseline on the same Sets.
func BenchmarkSetEval(b *testing.B) {
	hs := benchHands(4096, 7)
	sets := make([]Set, len(hs))
	for i, h := range hs {
		sets[i] = SetOf(h...)
	}
	b.Run("new", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= sets[i&4095].Eval()
			i++
		}
		cardsSink = v
	})
	b.Run("baseline", func(b *testing.B) {
		var v Value
		i := 0
		for b.Loop() {
			v ^= baseEvalSet(uint64(sets[i&4095]))
			i++
		}
		cardsSink = v
	})
}

// BenchmarkEvalTablesDecode is the start-up cost every riffle command pays:
// decoding the embedded evaltables.bin into the tables.
func BenchmarkEvalTablesDecode(b *testing.B) {
	for b.Loop() {
		decodeEvalTables(evalTablesBin)
	}
}
