package stats

import (
	"math"
	"slices"
	"testing"
)

func TestChiSquareSurvival(t *testing.T) {
	// df = 2 is the exponential distribution of mean 2: P(χ² ≥ x) = e^(−x/2).
	for _, x := range []float64{0, 0.5, 1, 2, 10, 50} {
		if got, want := ChiSquareSurvival(x, 2), math.Exp(-x/2); math.Abs(got-want) > 1e-14 {
			t.Errorf("ChiSquareSurvival(%v, 2) = %v, want %v", x, got, want)
		}
	}
	// Table values: the 5% points of χ²(1) and χ²(10), the 0.1% point of χ²(4).
	for _, c := range []struct {
		x    float64
		df   int
		want float64
	}{{3.841458820694124, 1, 0.05}, {18.30703805327515, 10, 0.05}, {18.46682695290317, 4, 0.001}} {
		if got := ChiSquareSurvival(c.x, c.df); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("ChiSquareSurvival(%v, %d) = %v, want %v", c.x, c.df, got, c.want)
		}
	}
	if got := ChiSquareSurvival(-1, 3); got != 1 {
		t.Errorf("ChiSquareSurvival(-1, 3) = %v, want 1", got)
	}
	mustPanic(t, "ChiSquareSurvival(1, 0)", func() { ChiSquareSurvival(1, 0) })
}

func mustPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Errorf("%s did not panic", what)
		}
	}()
	f()
}

func TestNewMatrixShape(t *testing.T) {
	for _, n := range []int{1, 2, 52, MaxFullMatrix} {
		m := NewMatrix(n)
		if m.N != n || m.Rows != n || m.Cols != n || len(m.Counts) != n*n || m.Faces() {
			t.Errorf("NewMatrix(%d): N=%d %d×%d, %d counts", n, m.N, m.Rows, m.Cols, len(m.Counts))
		}
	}
	for _, n := range []int{MaxFullMatrix + 1, 300, 1000, 10007} {
		m := NewMatrix(n)
		if m.Rows != GroupCount || m.Cols != GroupCount || len(m.Counts) != GroupCount*GroupCount {
			t.Fatalf("NewMatrix(%d): %d×%d", n, m.Rows, m.Cols)
		}
		// Group of i is ⌊i·64/n⌋: tally the identity and read the groups back.
		m.Add(identity(n))
		size := make([]int, GroupCount)
		for i := range n {
			size[i*GroupCount/n]++
		}
		for g, s := range size {
			if s < n/GroupCount || s > n/GroupCount+1 {
				t.Errorf("n=%d: group %d has %d members", n, g, s)
			}
			// The identity puts group g's cards exactly at group g's positions.
			for c := range GroupCount {
				want := int64(0)
				if c == g {
					want = int64(s)
				}
				if got := m.Counts[g*GroupCount+c]; got != want {
					t.Errorf("n=%d identity: Counts[%d,%d] = %d, want %d", n, g, c, got, want)
				}
				if got, want := m.Expected(g, c), float64(s*size[c])/float64(n); math.Abs(got-want) > 1e-12 {
					t.Errorf("n=%d: Expected(%d,%d) = %v, want %v", n, g, c, got, want)
				}
			}
		}
	}
	f := NewFaceMatrix(36, 6)
	if f.N != 36 || f.Rows != 36 || f.Cols != 6 || !f.Faces() {
		t.Errorf("NewFaceMatrix(36, 6): N=%d %d×%d", f.N, f.Rows, f.Cols)
	}
	mustPanic(t, "NewMatrix(0)", func() { NewMatrix(0) })
	mustPanic(t, "NewFaceMatrix(3, 0)", func() { NewFaceMatrix(3, 0) })
}

func TestMatrixAddMerge(t *testing.T) {
	a, b, all := NewMatrix(4), NewMatrix(4), NewMatrix(4)
	decks := [][]int{{0, 1, 2, 3}, {3, 2, 1, 0}, {1, 0, 3, 2}, {0, 1, 2, 3}, {2, 3, 0, 1}}
	for i, d := range decks {
		all.Add(d)
		if i%2 == 0 {
			a.Add(d)
		} else {
			b.Add(d)
		}
	}
	a.Merge(b)
	if a.Trials != 5 || !slices.Equal(a.Counts, all.Counts) {
		t.Errorf("Merge: %d trials %v, want 5 trials %v", a.Trials, a.Counts, all.Counts)
	}
	// Card 0 was at position 0 three times, 1 once, 2 once.
	if got := []int64{all.Counts[0*4+0], all.Counts[1*4+0], all.Counts[2*4+0], all.Counts[3*4+0]}; !slices.Equal(got, []int64{2, 1, 1, 1}) {
		t.Errorf("card 0 by position = %v, want [2 1 1 1]", got)
	}
	if got := all.Expected(2, 3); got != 5.0/4 {
		t.Errorf("Expected = %v, want 1.25", got)
	}
	mustPanic(t, "Add of a short deck", func() { all.Add([]int{0, 1, 2}) })
	mustPanic(t, "Add of card 4 to a 4-card matrix", func() { all.Add([]int{0, 1, 2, 4}) })
	mustPanic(t, "Merge of 4 and 5", func() { all.Merge(NewMatrix(5)) })
	mustPanic(t, "Merge of cards and faces", func() { all.Merge(NewFaceMatrix(4, 4)) })
	mustPanic(t, "PermutationChiSquare on faces", func() { NewFaceMatrix(4, 4).PermutationChiSquare() })

	f := NewFaceMatrix(3, 6)
	f.Add([]int{1, 6, 6})
	f.Add([]int{2, 6, 1})
	if f.Counts[0*6+0] != 1 || f.Counts[0*6+1] != 1 || f.Counts[1*6+5] != 2 || f.Counts[2*6+5] != 1 || f.Counts[2*6+0] != 1 {
		t.Errorf("face counts %v", f.Counts)
	}
	if got := f.Expected(1, 2); got != 2.0/6 {
		t.Errorf("face Expected = %v, want 1/3", got)
	}
	mustPanic(t, "face 0", func() { f.Add([]int{0, 1, 2}) })
	mustPanic(t, "face 7", func() { f.Add([]int{7, 1, 2}) })
}

func TestMatrixNoTrials(t *testing.T) {
	m := NewMatrix(5)
	if x, df, p := m.PermutationChiSquare(); x != 0 || df != 16 || p != 1 {
		t.Errorf("empty PermutationChiSquare = %v, %d, %v", x, df, p)
	}
	if x, df, p := m.RowChiSquare(); x != 0 || df != 4 || p != 1 {
		t.Errorf("empty RowChiSquare = %v, %d, %v", x, df, p)
	}
	if m.TV() != 0 {
		t.Errorf("empty TV = %v", m.TV())
	}
	one := NewMatrix(1)
	one.Add([]int{0})
	if x, df, p := one.PermutationChiSquare(); x != 0 || df != 0 || p != 1 {
		t.Errorf("n=1 PermutationChiSquare = %v, %d, %v", x, df, p)
	}
}

func TestMatrixStatisticsByHand(t *testing.T) {
	// n = 3, the two decks 012 and 120: O = [[1 1 0] [0 1 1] [1 0 1]], E = 2/3.
	m := NewMatrix(3)
	m.Add([]int{0, 1, 2})
	m.Add([]int{1, 2, 0})
	// Each row deviates by (⅓, ⅓, −⅔): (1/9 + 1/9 + 4/9)/(2/3) = 1 per row,
	// so Q = 3 and X² = (2/3)·Q = 2.
	x, df, p := m.PermutationChiSquare()
	if math.Abs(x-2) > 1e-12 || df != 4 || math.Abs(p-ChiSquareSurvival(2, 4)) > 1e-15 {
		t.Errorf("PermutationChiSquare = %v, %d, %v; want 2, 4, %v", x, df, p, ChiSquareSurvival(2, 4))
	}
	// Each row: Pearson 1 on 2 df, p = e^(−1/2); Bonferroni min(1, 3·0.61) = 1.
	x, df, p = m.RowChiSquare()
	if math.Abs(x-1) > 1e-12 || df != 2 || p != 1 {
		t.Errorf("RowChiSquare = %v, %d, %v; want 1, 2, 1", x, df, p)
	}
	// Each row observes (½, ½, 0) against (⅓, ⅓, ⅓): TV = ½(⅙+⅙+⅓) = ⅓.
	if got := m.TV(); math.Abs(got-1.0/3) > 1e-12 {
		t.Errorf("TV = %v, want 1/3", got)
	}
}

// permutationQ is the uncorrected Pearson sum Σ (O−E)²/E of a full matrix,
// computed from the definition as an oracle for PermutationChiSquare.
func permutationQ(m *Matrix) float64 {
	e := float64(m.Trials) / float64(m.N)
	q := 0.0
	for _, o := range m.Counts {
		q += (float64(o) - e) * (float64(o) - e) / e
	}
	return q
}

// TestPermutationChiSquareCalibration checks that X² = ((n−1)/n)·Q has mean
// df = (Rows−1)(Cols−1) for a fair shuffle, as PermutationChiSquare's doc
// comment proves, while the uncorrected Q has mean df·n/(n−1); and that the
// p-values are uniform.
//
// Tolerances. Over reps independent replications (fixed seeds) the mean of
// X² has standard error √(2·df/reps), Var χ²(k) = 2k; the test allows 4.5
// standard errors, a two-sided normal false-positive rate of 6.8e-6 per
// check. E[X²] = df holds exactly for every T (the doc comment's covariance
// is exact), so only the standard error leans on the χ² approximation. At
// finite T the variance of X² exceeds 2·df by O(1/T) (measured 818 against
// 722 at n = 20, T = 300), so the standard error uses the larger of 2·df and
// the sample variance, which keeps the rate near 7e-6. Q's mean must lie
// within 4.5 of its own standard errors of df·n/(n−1) and more than 4.5
// standard errors from df: at n = 5 and 20 the two calibrations are about
// 30 and 21 standard errors apart.
//
// Uniformity: the reps p-values fall in 10 equal bins; Pearson's χ² of the
// bin counts (9 df) fails the test when its p < 1e-4 (α = 1e-4 per n).
//
// Altogether the test fails a fair shuffle with probability below 4e-4.
func TestPermutationChiSquareCalibration(t *testing.T) {
	for _, c := range []struct {
		n, reps, trials int
		checkQ          bool
	}{
		{5, 2000, 300, true},
		{20, 1000, 300, true},
		{300, 200, 200, false}, // grouped 64×64; n/(n−1) too close to 1 to separate Q
	} {
		r := pcg(0x5eed, uint64(c.n))
		deck := make([]int, c.n)
		var sumX, sumX2, sumQ float64
		var bins [10]int
		df := 0
		for range c.reps {
			m := NewMatrix(c.n)
			for range c.trials {
				resetDeck(deck)
				fair(r, deck)
				m.Add(deck)
			}
			x, d, p := m.PermutationChiSquare()
			df = d
			sumX += x
			sumX2 += x * x
			if c.checkQ {
				q := permutationQ(m)
				if math.Abs(q*float64(c.n-1)/float64(c.n)-x) > 1e-9*x {
					t.Fatalf("n=%d: X² = %v, but ((n−1)/n)·Q = %v", c.n, x, q*float64(c.n-1)/float64(c.n))
				}
				sumQ += q
			}
			bins[min(int(p*10), 9)]++
		}
		k, reps := float64(df), float64(c.reps)
		if want := (c.n - 1) * (c.n - 1); c.n <= MaxFullMatrix && df != want {
			t.Errorf("n=%d: df = %d, want %d", c.n, df, want)
		}
		meanX := sumX / reps
		varX := (sumX2 - reps*meanX*meanX) / (reps - 1)
		se := math.Sqrt(max(2*k, varX) / reps)
		t.Logf("n=%d reps=%d T=%d: mean X² = %.2f (df %d, SE %.2f, %+.2f SE); var X² = %.1f (2df = %.0f)",
			c.n, c.reps, c.trials, meanX, df, se, (meanX-k)/se, varX, 2*k)
		if math.Abs(meanX-k) > 4.5*se {
			t.Errorf("n=%d: mean X² = %.3f, want %d ± %.3f", c.n, meanX, df, 4.5*se)
		}
		if c.checkQ {
			ratio := float64(c.n) / float64(c.n-1)
			meanQ := sumQ / reps
			t.Logf("n=%d: mean Q = %.2f (n/(n−1)·df = %.2f, %+.1f SE from df)", c.n, meanQ, ratio*k, (meanQ-k)/se)
			if math.Abs(meanQ-ratio*k) > 4.5*ratio*se {
				t.Errorf("n=%d: mean Q = %.3f, want %.3f ± %.3f", c.n, meanQ, ratio*k, 4.5*ratio*se)
			}
			if math.Abs(meanQ-k) <= 4.5*se {
				t.Errorf("n=%d: mean Q = %.3f is within 4.5 SE of df %d; the test cannot tell the calibrations apart", c.n, meanQ, df)
			}
		}
		h, e := 0.0, reps/10
		for _, b := range bins {
			h += (float64(b) - e) * (float64(b) - e) / e
		}
		hp := ChiSquareSurvival(h, 9)
		t.Logf("n=%d: p-value deciles %v, χ²(9) = %.2f, p = %.3g", c.n, bins, h, hp)
		if hp < 1e-4 {
			t.Errorf("n=%d: p-values not uniform: deciles %v, χ² = %.2f, p = %.3g", c.n, bins, h, hp)
		}
	}
}

// TestRowChiSquareCalibration checks that each row's calibrated statistic
// X²_r has mean Cols−1 for a fair shuffle, both for single positions (n = 20,
// factor 1) and for groups of 4 or 5 positions (n = 300, factor
// (n−1)/(n−p_r)); without the factor the grouped mean would be 1.2% low,
// 0.78 below 63, about 7.5 standard errors. Per replication the statistic is averaged over the rows;
// the tolerance is 4.5 standard errors of the mean over reps, taken from the
// sample variance (rows of one sample are slightly dependent, so 2k/Rows
// would understate it): false-positive rate ≈ 7e-6 per n. The Bonferroni
// p-value is conservative, so at most 5% of fair replications may have
// p < 0.05, with 4.5 binomial standard errors of slack (rate ≈ 7e-6).
func TestRowChiSquareCalibration(t *testing.T) {
	for _, c := range []struct{ n, reps, trials int }{{20, 300, 200}, {300, 200, 200}} {
		r := pcg(0x7007, uint64(c.n))
		deck := make([]int, c.n)
		var sum, sum2 float64
		low := 0
		df := 0
		for range c.reps {
			m := NewMatrix(c.n)
			for range c.trials {
				resetDeck(deck)
				fair(r, deck)
				m.Add(deck)
			}
			rowMean := 0.0
			for row := range m.Rows {
				rowMean += m.rowChiSquare(row)
			}
			rowMean /= float64(m.Rows)
			sum += rowMean
			sum2 += rowMean * rowMean
			_, d, p := m.RowChiSquare()
			df = d
			if p < 0.05 {
				low++
			}
		}
		reps := float64(c.reps)
		mean := sum / reps
		se := math.Sqrt((sum2 - reps*mean*mean) / (reps - 1) / reps)
		t.Logf("n=%d: mean row X² = %.3f (df %d, SE %.3f, %+.2f SE); %d of %d Bonferroni p < 0.05",
			c.n, mean, df, se, (mean-float64(df))/se, low, c.reps)
		if math.Abs(mean-float64(df)) > 4.5*se {
			t.Errorf("n=%d: mean row X² = %.3f, want %d ± %.3f", c.n, mean, df, 4.5*se)
		}
		if limit := 0.05*reps + 4.5*math.Sqrt(0.05*0.95*reps); float64(low) > limit {
			t.Errorf("n=%d: %d of %d fair runs had Bonferroni p < 0.05, want at most %.0f", c.n, low, c.reps, limit)
		}
	}
}

// TestChiSquareDetects checks that the tests find the textbook biased
// shuffles, each on one fixed seed (p < 1e-6 is the verdict "biased").
func TestChiSquareDetects(t *testing.T) {
	// Naive swap-with-any, 6 cards: 6⁶ = 46656 paths onto 720 decks.
	r := pcg(1999, 6)
	m := NewMatrix(6)
	deck := make([]int, 6)
	for range 3000 {
		resetDeck(deck)
		naive(r, deck)
		m.Add(deck)
	}
	x, df, p := m.PermutationChiSquare()
	t.Logf("naive n=6, T=3000: X² = %.1f on %d df, p = %.3g, TV = %.4f", x, df, p, m.TV())
	if p >= 1e-6 {
		t.Errorf("naive n=6: p = %v, want < 1e-6", p)
	}

	// The 1999 poker shuffle, 52 cards: the last card never stays last.
	r = pcg(1999, 52)
	m = NewMatrix(52)
	deck = make([]int, 52)
	for range 5000 {
		resetDeck(deck)
		poker1999(r, deck)
		m.Add(deck)
	}
	if got := m.Counts[51*52+51]; got != 0 {
		t.Errorf("poker1999: card 51 at position 51 %d times, want 0", got)
	}
	x, df, p = m.PermutationChiSquare()
	t.Logf("poker1999 n=52, T=5000: X² = %.1f on %d df, p = %.3g, TV = %.4f", x, df, p, m.TV())
	if p >= 1e-6 {
		t.Errorf("poker1999: permutation p = %v, want < 1e-6", p)
	}
	x, df, p = m.RowChiSquare()
	t.Logf("poker1999 n=52, T=5000: worst row X² = %.1f on %d df, Bonferroni p = %.3g", x, df, p)
	if p >= 1e-6 {
		t.Errorf("poker1999: row p = %v, want < 1e-6", p)
	}
}

// TestFaceMatrix checks the per-position face test on fair and loaded dice
// sequences, each on one fixed seed. A fair sequence fails when the
// Bonferroni p < 1e-4, which has probability at most 1e-4 per case.
func TestFaceMatrix(t *testing.T) {
	const positions, faces, trials = 36, 6, 3000
	seq := make([]int, positions)

	// Independent fair dice.
	r := pcg(6, 1)
	m := NewFaceMatrix(positions, faces)
	for range trials {
		for i := range seq {
			seq[i] = 1 + r.IntN(faces)
		}
		m.Add(seq)
	}
	x, df, p := m.RowChiSquare()
	t.Logf("fair dice: worst row X² = %.2f on %d df, p = %.3g", x, df, p)
	if p < 1e-4 {
		t.Errorf("fair dice: p = %v", p)
	}

	// A uniform arrangement of the multiset of six of each face.
	r = pcg(6, 2)
	m = NewFaceMatrix(positions, faces)
	for range trials {
		for i := range seq {
			seq[i] = 1 + i%faces
		}
		r.Shuffle(positions, func(i, j int) { seq[i], seq[j] = seq[j], seq[i] })
		m.Add(seq)
	}
	x, df, p = m.RowChiSquare()
	t.Logf("fair multiset: worst row X² = %.2f on %d df, p = %.3g", x, df, p)
	if p < 1e-4 {
		t.Errorf("fair multiset: p = %v", p)
	}

	// Loaded: the first die rerolls a six once, so P(six first) = 1/36.
	r = pcg(6, 3)
	m = NewFaceMatrix(positions, faces)
	for range trials {
		for i := range seq {
			seq[i] = 1 + r.IntN(faces)
		}
		if seq[0] == 6 {
			seq[0] = 1 + r.IntN(faces)
		}
		m.Add(seq)
	}
	x, df, p = m.RowChiSquare()
	t.Logf("rerolled first six: worst row X² = %.2f on %d df, p = %.3g", x, df, p)
	if p >= 1e-6 {
		t.Errorf("rerolled first six: p = %v, want < 1e-6", p)
	}
}
