package lab

import (
	"math"
	"math/big"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
)

// The dice tab's deck: the Beaver BarCamp programs' (for $n (1..5) adds five
// copies to "123456"): 6 faces, 6 copies, no face twice within 2 places.
const (
	diceFaces    = shuffle.DefaultFaces
	diceCopies   = 6
	diceDistance = shuffle.DefaultDistance
	diceLen      = diceFaces * diceCopies
	// diceTight is the closest two equal dice may be: Distance+1 places.
	diceTight = diceDistance + 1
	// diceMaxGap is the last bucket of the gap histogram (gaps ≥ 12).
	diceMaxGap = 12
	// diceTrials is how many samples a run adds per sampler.
	diceTrials = 20_000
	// diceChunk is the samples one Cmd draws (a few milliseconds to a few
	// tens), so that progress shows and pausing takes effect soon.
	diceChunk = 1_000
)

// diceLostOriginal is the probability that the original program loses a
// face: 3/7 for 6 faces and distance 2 whatever the copies (≥ 2); see
// shuffle.Constrained.Original, whose test enumerates every path of its
// cuts.
func diceLostOriginal() *big.Rat { return big.NewRat(3, 7) }

// diceColumn is one of the three samplers shown side by side.
type diceColumn struct {
	algo  string // registry name
	title string
}

func diceColumns() []diceColumn {
	return []diceColumn{
		{"constrained-original", "original (2008)"},
		{"constrained-fix", "fix (Massey)"},
		{"constrained-uniform", "uniform (counted)"},
	}
}

// diceTally is the statistics of one sampler's samples so far: legal ones
// go into the position × face matrix and the gap tally; the others (the
// original's lost faces) are only counted.
type diceTally struct {
	samples, illegal int64
	matrix           *stats.Matrix
	gaps             *stats.Gaps
}

func newDiceTally() *diceTally {
	return &diceTally{
		matrix: stats.NewFaceMatrix(diceLen, diceFaces),
		gaps:   stats.NewGaps(diceFaces, diceMaxGap, diceTight),
	}
}

func (d *diceTally) merge(o *diceTally) {
	d.samples += o.samples
	d.illegal += o.illegal
	d.matrix.Merge(o.matrix)
	d.gaps.Merge(o.gaps)
}

// diceDeck is the tab's deck as the engine describes it.
func diceDeck() shuffle.Constrained {
	return shuffle.Constrained{Faces: diceFaces, Copies: diceCopies, Distance: diceDistance}
}

// diceDraw draws n samples with f from g into a new tally. A sample that
// is not legal (shuffle.Constrained.Legal) counts as illegal and is not
// tallied further.
func diceDraw(f shuffle.Func, g rng.Generator, n int64) *diceTally {
	deck := diceDeck()
	d := newDiceTally()
	for range n {
		s := f(nil, g)
		d.samples++
		if !deck.Legal(s) {
			d.illegal++
			continue
		}
		d.matrix.Add(s)
		d.gaps.Add(s)
	}
	return d
}

// diceWorst finds the position × face cell of m farthest from uniform, in
// binomial standard deviations z = (O − T/F)/√(T·(1/F)(1 − 1/F)); it
// returns the position and face (from 1) and the share O/T of samples
// showing that face there. With no trials it returns zeros.
func diceWorst(m *stats.Matrix) (pos, face int, share, z float64) {
	if m.Trials == 0 {
		return 0, 0, 0, 0
	}
	t := float64(m.Trials)
	p := 1 / float64(m.Cols)
	sd := math.Sqrt(t * p * (1 - p))
	for r := range m.Rows {
		for c := range m.Cols {
			o := float64(m.Counts[r*m.Cols+c])
			if zz := (o - t*p) / sd; math.Abs(zz) > math.Abs(z) {
				pos, face, share, z = r+1, c+1, o/t, zz
			}
		}
	}
	return pos, face, share, z
}

// diceVerdict words one column's verdict (stats.MatrixVerdict of its
// legal samples, broken by the illegal ones) in a few words: nothing
// before a sample, "broken: loses faces", or the verdict's kind.
func diceVerdict(d *diceTally, v stats.Verdict) string {
	switch {
	case v.Kind == stats.Broken:
		return "broken: loses faces"
	case d.samples == 0:
		return ""
	}
	return v.Kind.String()
}

// verdict is the column's verdict: the position × face test of its legal
// samples, broken if any sample was illegal.
func (d *diceTally) verdict() stats.Verdict { return stats.MatrixVerdict(d.matrix, d.illegal) }

// diceChunkSeed is the seed of chunk i of a run from seed: the seed itself
// for the first chunk (so the first sample of a run is the sample shown at
// that seed), then stats.WorkerSeed(seed, i) — SplitMix64, as the
// background sampler seeds its workers. Any chunk can so be drawn again
// from its index alone, which lets the tab redo a chunk whose result was
// lost (the lab was left while it ran) and get the same samples.
func diceChunkSeed(seed uint64, i int) uint64 {
	if i == 0 {
		return seed
	}
	return stats.WorkerSeed(seed, i)
}
