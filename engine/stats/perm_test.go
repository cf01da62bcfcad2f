package stats

import (
	"math"
	"slices"
	"testing"
)

func TestFactorial(t *testing.T) {
	want := []int{1, 1, 2, 6, 24, 120, 720, 5040, 40320}
	for n, w := range want {
		if got := Factorial(n); got != w {
			t.Errorf("Factorial(%d) = %d, want %d", n, got, w)
		}
	}
	if got := Factorial(20); got != 2432902008176640000 {
		t.Errorf("Factorial(20) = %d", got)
	}
	mustPanic(t, "Factorial(21)", func() { Factorial(21) })
	mustPanic(t, "Factorial(-1)", func() { Factorial(-1) })
}

func TestIsPermutation(t *testing.T) {
	for _, c := range []struct {
		deck []int
		want bool
	}{
		{nil, true}, {[]int{0}, true}, {[]int{1, 0, 2}, true},
		{[]int{1}, false}, {[]int{0, 0, 2}, false}, {[]int{0, 1, 3}, false}, {[]int{-1, 0, 1}, false},
		{identity(300), true}, {append(identity(299), 0), false},
	} {
		if got := IsPermutation(c.deck); got != c.want {
			t.Errorf("IsPermutation(%v) = %v, want %v", c.deck, got, c.want)
		}
	}
}

// TestRankUnrank checks Rank and Unrank against each other and against
// lexicographic order over every permutation of up to 7 elements.
func TestRankUnrank(t *testing.T) {
	for n := 0; n <= 7; n++ {
		var prev []int
		for r := range Factorial(n) {
			p := Unrank(n, r)
			if !IsPermutation(p) {
				t.Fatalf("Unrank(%d, %d) = %v, not a permutation", n, r, p)
			}
			if got := Rank(p); got != r {
				t.Fatalf("Rank(Unrank(%d, %d) = %v) = %d", n, r, p, got)
			}
			if prev != nil && slices.Compare(prev, p) >= 0 {
				t.Fatalf("n=%d: Unrank(%d) = %v does not follow %v", n, r, p, prev)
			}
			prev = p
		}
	}
	if got := Rank([]int{2, 1, 0}); got != 5 {
		t.Errorf("Rank(210) = %d, want 5", got)
	}
	if got := Rank([]int{1, 0, 2}); got != 2 {
		t.Errorf("Rank(102) = %d, want 2", got)
	}
	mustPanic(t, "Rank(0 0)", func() { Rank([]int{0, 0}) })
	mustPanic(t, "Rank(0 2)", func() { Rank([]int{0, 2}) })
	mustPanic(t, "Unrank(3, 6)", func() { Unrank(3, 6) })
}

func TestPermutationsTally(t *testing.T) {
	p := NewPermutations(3)
	for r := range 6 {
		p.Add(Unrank(3, r))
	}
	if x, df, pv := p.ChiSquare(); x != 0 || df != 5 || pv != 1 {
		t.Errorf("every order once: ChiSquare = %v, %d, %v; want 0, 5, 1", x, df, pv)
	}
	if p.TV() != 0 {
		t.Errorf("every order once: TV = %v", p.TV())
	}
	q := NewPermutations(3)
	q.Add([]int{0, 1, 2})
	q.Add([]int{0, 1, 2})
	// O = (2, 0, 0, 0, 0, 0), E = 1/3: χ² = ((5/3)² + 5·(1/3)²)·3 = 10.
	// TV = ½(|1 − 1/6| + 5/6) = 5/6.
	if x, df, pv := q.ChiSquare(); math.Abs(x-10) > 1e-12 || df != 5 || math.Abs(pv-ChiSquareSurvival(10, 5)) > 1e-15 {
		t.Errorf("ChiSquare = %v, %d, %v; want 10, 5, %v", x, df, pv, ChiSquareSurvival(10, 5))
	}
	if got := q.TV(); math.Abs(got-5.0/6) > 1e-12 {
		t.Errorf("TV = %v, want 5/6", got)
	}
	p.Merge(q)
	if p.Trials != 8 || p.Counts[0] != 3 || p.Counts[5] != 1 {
		t.Errorf("Merge: %d trials, %v", p.Trials, p.Counts)
	}
	empty := NewPermutations(6)
	if x, df, pv := empty.ChiSquare(); x != 0 || df != 719 || pv != 1 || empty.TV() != 0 {
		t.Errorf("empty: %v, %d, %v, TV %v", x, df, pv, empty.TV())
	}
	mustPanic(t, "NewPermutations(7)", func() { NewPermutations(MaxPermN + 1) })
	mustPanic(t, "NewPermutations(0)", func() { NewPermutations(0) })
	mustPanic(t, "Add of a 4-card deck to n=3", func() { p.Add([]int{0, 1, 2, 3}) })
	mustPanic(t, "Add of a non-permutation", func() { p.Add([]int{0, 0, 2}) })
	mustPanic(t, "Merge of 3 and 4", func() { p.Merge(NewPermutations(4)) })
}

// TestPermutationsChiSquare checks the whole-order test: counts are
// multinomial, so the χ² statistic's mean over reps fair replications must be
// within 4.5 standard errors √(2·df/reps) of df = n!−1 (false-positive rate
// ≈ 7e-6 per n), and the naive and 1999 poker shuffles must give p < 1e-6 on
// one fixed seed each.
func TestPermutationsChiSquare(t *testing.T) {
	for _, c := range []struct{ n, reps, trials int }{{3, 500, 60}, {6, 200, 3600}} {
		r := pcg(0xfac7, uint64(c.n))
		deck := make([]int, c.n)
		sum, df := 0.0, 0
		for range c.reps {
			p := NewPermutations(c.n)
			for range c.trials {
				resetDeck(deck)
				fair(r, deck)
				p.Add(deck)
			}
			x, d, _ := p.ChiSquare()
			sum += x
			df = d
		}
		mean, se := sum/float64(c.reps), math.Sqrt(2*float64(df)/float64(c.reps))
		t.Logf("fair n=%d: mean χ² = %.2f (df %d, SE %.2f, %+.2f SE)", c.n, mean, df, se, (mean-float64(df))/se)
		if math.Abs(mean-float64(df)) > 4.5*se {
			t.Errorf("fair n=%d: mean χ² = %.2f, want %d ± %.2f", c.n, mean, df, 4.5*se)
		}
	}
	for _, c := range []struct {
		name    string
		shuffle func(intN, []int)
		n       int
	}{{"naive", naive, 3}, {"naive", naive, 6}, {"poker1999", poker1999, 4}, {"poker1999", poker1999, 6}} {
		r := pcg(0xbad, uint64(c.n))
		p := NewPermutations(c.n)
		deck := make([]int, c.n)
		for range 5000 {
			resetDeck(deck)
			c.shuffle(r, deck)
			p.Add(deck)
		}
		x, df, pv := p.ChiSquare()
		t.Logf("%s n=%d, T=5000: χ² = %.1f on %d df, p = %.3g, TV = %.4f", c.name, c.n, x, df, pv, p.TV())
		if pv >= 1e-6 {
			t.Errorf("%s n=%d: p = %v, want < 1e-6", c.name, c.n, pv)
		}
	}
}
