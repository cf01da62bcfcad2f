package shuffle

import (
	"math"
	"math/big"
	"testing"

	"riffle/engine/stats"
)

// naiveTight counts pairs (i, i') with s[i] == s[i'] and i' − i = d+1,
// written independently of TightRepeats.
func naiveTight(s []int, d int) int {
	n := 0
	for i := range s {
		for k := i + 1; k < len(s); k++ {
			if k-i == d+1 && s[i] == s[k] {
				n++
			}
		}
	}
	return n
}

func TestTightRepeats(t *testing.T) {
	for _, tt := range []struct {
		d    int
		seq  []int
		want int
	}{
		{2, []int{1, 2, 3, 1, 2, 3}, 3},
		{2, []int{1, 2, 3, 4, 1, 2}, 0},
		{2, []int{1, 2, 3}, 0},
		{2, nil, 0},
		{0, []int{1, 1, 2, 2, 2}, 3},
		{1, []int{1, 2, 1, 2}, 2},
	} {
		c := Constrained{Faces: 6, Copies: 2, Distance: tt.d}
		if got := c.TightRepeats(tt.seq); got != tt.want || got != naiveTight(tt.seq, tt.d) {
			t.Errorf("d=%d TightRepeats(%v) = %d, want %d (naive %d)", tt.d, tt.seq, got, tt.want, naiveTight(tt.seq, tt.d))
		}
	}
}

// TestMeanTightRepeatsBruteForce checks the counting recursion against
// every arrangement of small decks: the mean over the legal ones (found by
// the independent diceNaiveLegal) of the naive count.
func TestMeanTightRepeatsBruteForce(t *testing.T) {
	for _, c := range []Constrained{
		{3, 2, 1}, {3, 3, 1}, {4, 3, 1}, {5, 2, 2}, {5, 2, 0}, {7, 1, 3}, {4, 2, 1},
	} {
		var n, r int64
		for _, s := range diceArrangements(c) {
			if diceNaiveLegal(c, s) {
				n++
				r += int64(naiveTight(s, c.Distance))
			}
		}
		want := big.NewRat(r, n)
		if got := c.MeanTightRepeats(); got.Cmp(want) != 0 {
			t.Errorf("%+v: MeanTightRepeats = %v, brute force %v (%d legal)", c, got, want, n)
		}
		if c.Count().Int64() != n {
			t.Errorf("%+v: Count = %v, brute force %d", c, c.Count(), n)
		}
	}
}

// TestMeanTightRepeatsNoRule: with Distance 0 every arrangement of the
// multiset is legal, and in a uniform one two neighbours are equal with
// probability Σ_f (c/L)·((c−1)/(L−1)) for c copies of each of F faces,
// L = F·c, so over the L−1 neighbour pairs
//
//	E = (L−1) · F·c(c−1) / (L(L−1)) = F·c(c−1)/L = c − 1.
func TestMeanTightRepeatsNoRule(t *testing.T) {
	for _, c := range []Constrained{{6, 6, 0}, {6, 8, 0}, {3, 5, 0}} {
		L := int64(c.Len())
		k := int64(c.Copies)
		want := big.NewRat(int64(c.Faces)*k*(k-1), L)
		if want.Cmp(big.NewRat(k-1, 1)) != 0 {
			t.Fatalf("%+v: F·c(c−1)/L = %v, not c−1", c, want)
		}
		if got := c.MeanTightRepeats(); got.Cmp(want) != 0 {
			t.Errorf("%+v: MeanTightRepeats = %v, want %v", c, got, want)
		}
	}
}

// TestTightRepeatsSamplers draws the page's 36 dice from each sampler at a
// fixed seed and compares the mean TightRepeats with the exact uniform
// expectation, in standard errors z = (mean − E)/se (se from the sample
// variance, stats.Gaps with Focus 3, which must agree with TightRepeats on
// legal samples). The uniform sampler must stay within |z| < 4.4 (a
// false-positive rate of about 1e-5 for a normal z); the original must be
// above by more than 5 se (it clusters: about +0.65 dice per sequence, some
// 13 se at 4,000 samples, 57% of them well-formed) and the fix below by
// more than 5 (it spreads: about −3, some 100 se).
func TestTightRepeatsSamplers(t *testing.T) {
	c := mustConstrained(t, 6, 6, 2)
	e, _ := c.MeanTightRepeats().Float64()
	for _, tt := range []struct {
		name  string
		check func(z float64) bool
		want  string
	}{
		{"uniform", func(z float64) bool { return math.Abs(z) < 4.4 }, "|z| < 4.4"},
		{"original", func(z float64) bool { return z > 5 }, "z > 5"},
		{"fix", func(z float64) bool { return z < -5 }, "z < -5"},
	} {
		g := diceGen(2008)
		gaps := stats.NewGaps(6, 12, 3)
		for range 4000 {
			var s []int
			switch tt.name {
			case "uniform":
				s = c.Uniform(g)
			case "original":
				s = c.Original(g)
			case "fix":
				s = c.Fix(g)
			}
			if !c.Legal(s) {
				continue // the original's lost faces
			}
			before := gaps.Counts[3]
			gaps.Add(s)
			if got := gaps.Counts[3] - before; got != int64(c.TightRepeats(s)) {
				t.Fatalf("%s: Gaps counted %d gaps of 3, TightRepeats %d, in %v", tt.name, got, c.TightRepeats(s), s)
			}
		}
		mean, se := gaps.FocusMean()
		z := (mean - e) / se
		if !tt.check(z) {
			t.Errorf("%s: mean %.4f ± %.4f against exact %.4f: z = %.1f, want %s", tt.name, mean, se, e, z, tt.want)
		}
	}
}

// BenchmarkMeanTightRepeats36 is the exact uniform mean for the page's 36
// dice, computed once per dice tab; the baseline beside it is one sample
// of the exactly uniform sampler on the same deck.
func BenchmarkMeanTightRepeats36(b *testing.B) {
	c := Constrained{6, 6, 2}
	for b.Loop() {
		Sink = c.MeanTightRepeats().Num().BitLen()
	}
}

func BenchmarkConstrainedUniform36(b *testing.B) {
	c := Constrained{6, 6, 2}
	g := diceGen(1)
	c.Uniform(g) // build the counting table outside the loop
	for b.Loop() {
		Sink = c.Uniform(g)[0]
	}
}
