package shuffle

import (
	"math/bits"
	"math/rand/v2"

	"riffle/engine/rng"
	"riffle/engine/stats"
)

// Decks the fused kernel takes: above maxKernelCards a card no longer fits
// in a byte; at or below stats.MaxPermN the whole orders are tallied too,
// which the generic kernel does.
const (
	minKernelCards = stats.MaxPermN + 1
	maxKernelCards = 256
)

// fyKernel is the sampler's fused kernel for fisher-yates on an unbiased
// generator: it draws exactly the samples of [FisherYates] — a fresh deck
// 0…n-1 each time, forward Fisher–Yates with the batched bounded draws of
// fisherYatesBatched, the same generator words in the same order, so the
// same decks — and tallies them as [stats.Matrix.Add] would
// (TestFYKernelMatchesFisherYates checks both against FisherYates). What
// makes it faster than the generic path — FisherYates, then Matrix.Add,
// through a closure and the Generator interface (BenchmarkSamplerKernel52
// compares the two with the stdlib baseline):
//
//   - the tally is fused into the shuffle. In the forward form position i
//     is final as soon as step i has swapped, so step i counts it at once,
//     and it stores only deck[j] = deck[i]: deck[i] is never read again.
//     One byte-sized store per step instead of two, and no second pass;
//   - the deck is a [256]byte array indexed by bytes (no bounds checks),
//     copied fresh from a template for every sample;
//   - each sample's accepted batch words are drawn first, in the stream's
//     order, then two decks are shuffled side by side: their two
//     multiply-high digit chains and their loads and stores are
//     independent, so the processor overlaps them;
//   - a PCG generator is called as the concrete type, so its Uint64 is
//     inlined.
//
// The counts go straight into the matrix's int64 cells: position i, card c
// is Counts[i·n + c], the full matrix's layout for n ≤ 256. The kernel and
// its tally are padded (stats.Padded, stats.NewTally), so that workers on other
// cores never write to its cache lines.
type fyKernel struct {
	n       int
	batches []batch  // the greedy batches of an n-card shuffle, in order
	pcg     *rng.PCG // the generator when it is PCG, else nil
	src     rand.Source
	wa, wb  [maxKernelBatches]uint64 // accepted batch words of two decks
	fresh   [maxKernelCards]uint8
	t       *stats.Tally
}

// maxKernelBatches bounds the batches of a shuffle of at most
// maxKernelCards cards (TestFYKernelBatches checks it).
const maxKernelBatches = 64

// newFYKernel returns the fused kernel when it applies — fisher-yates on
// minKernelCards…maxKernelCards cards with an [rng.Unbiased] generator, the
// generators FisherYates draws for in batches — and nil otherwise.
func newFYKernel(a Algorithm, n int, g rng.Generator) *fyKernel {
	if a.Name != "fisher-yates" || a.Kind != Permutation || n < minKernelCards || n > maxKernelCards {
		return nil
	}
	if _, ok := g.(rng.Unbiased); !ok {
		return nil
	}
	k := stats.Padded(fyKernel{n: n, src: g, t: stats.NewTally(stats.NewMatrix(n), false)})
	k.pcg, _ = g.(*rng.PCG)
	plan := batchPlan()
	for i := 0; i < n-1; i += int(plan[n-i].k) {
		k.batches = append(k.batches, plan[n-i])
	}
	for i := range k.fresh {
		k.fresh[i] = uint8(i)
	}
	return k
}

// Run shuffles and tallies count decks, two at a time and the odd one
// alone; each deck's words are drawn before the next deck's.
func (k *fyKernel) Run(count int) {
	for ; count >= 2; count -= 2 {
		k.words(k.wa[:])
		k.words(k.wb[:])
		k.two()
	}
	if count == 1 {
		k.words(k.wa[:])
		k.one()
	}
}

func (k *fyKernel) Tally() *stats.Tally { return k.t }

// words draws one deck's accepted batch words into w.
func (k *fyKernel) words(w []uint64) {
	if k.pcg != nil {
		pcgWords(k.pcg, k.batches, w)
	} else {
		sourceWords(k.src, k.batches, w)
	}
}

// pcgWords draws a word for every batch from g, each accepted as in
// fisherYatesBatched: the digits' leftover x·P mod 2⁶⁴ must not fall below
// 2⁶⁴ mod P. It is sourceWords with the concrete PCG, whose Uint64 inlines.
func pcgWords(g *rng.PCG, batches []batch, w []uint64) {
	w = w[:len(batches)]
	for q, bt := range batches {
		prod := bt.prod
		x := g.Uint64()
		for leftover := x * prod; leftover < prod; leftover = x * prod {
			if leftover >= -prod%prod {
				break
			}
			x = g.Uint64()
		}
		w[q] = x
	}
}

// sourceWords is pcgWords for any source.
func sourceWords(src rand.Source, batches []batch, w []uint64) {
	w = w[:len(batches)]
	for q, bt := range batches {
		prod := bt.prod
		x := src.Uint64()
		for leftover := x * prod; leftover < prod; leftover = x * prod {
			if leftover >= -prod%prod {
				break
			}
			x = src.Uint64()
		}
		w[q] = x
	}
}

// one shuffles a fresh deck with the words in wa and tallies it.
func (k *fyKernel) one() {
	n := k.n
	counts := k.t.Matrix.Counts[:n*n]
	wa := k.wa[:len(k.batches)]
	da := k.fresh
	i, row := 0, 0
	for q, bt := range k.batches {
		x := wa[q]
		b := uint64(n - i) // the step's bound: j is uniform on i…n-1
		for end := i + int(bt.k); i < end; i++ {
			var d uint64
			d, x = bits.Mul64(x, b)
			b--
			j := uint8(i + int(d))
			c := da[j] // the card that ends at position i
			da[j] = da[uint8(i)]
			counts[row+int(c)]++
			row += n
		}
	}
	counts[row+int(da[uint8(n-1)])]++
	k.t.Matrix.Trials++
}

// two is one for two decks at once, with the words in wa and wb.
func (k *fyKernel) two() {
	n := k.n
	counts := k.t.Matrix.Counts[:n*n]
	wa, wb := k.wa[:len(k.batches)], k.wb[:len(k.batches)]
	da, db := k.fresh, k.fresh
	i, row := 0, 0
	for q, bt := range k.batches {
		x, y := wa[q], wb[q]
		b := uint64(n - i)
		for end := i + int(bt.k); i < end; i++ {
			var d, e uint64
			d, x = bits.Mul64(x, b)
			e, y = bits.Mul64(y, b)
			b--
			ja, jb, ii := uint8(i+int(d)), uint8(i+int(e)), uint8(i)
			ca, cb := da[ja], db[jb]
			da[ja], db[jb] = da[ii], db[ii]
			counts[row+int(ca)]++
			counts[row+int(cb)]++
			row += n
		}
	}
	last := uint8(n - 1)
	counts[row+int(da[last])]++
	counts[row+int(db[last])]++
	k.t.Matrix.Trials += 2
}
