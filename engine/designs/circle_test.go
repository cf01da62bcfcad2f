package designs

import (
	"math/big"
	"os"
	"testing"
)

// The post's results: (0 1 2 4) for k = 4 (its table for N = 7), (0 1 2 4 7)
// for k = 5, and nothing for k = 6, 7, 8; k = 3 gives (0 1 2) on Z4.
var sourceResults = map[int][]int{3: {0, 1, 2}, 4: {0, 1, 2, 4}, 5: {0, 1, 2, 4, 7}, 6: nil, 7: nil, 8: nil}

// TestSourceFirstReproducesThePost runs the post's search for k = 1…8 and
// its backtracking twin: the post's results, and the same first sequence
// from both, the twin extending fewer partial sequences than the post
// checks whole ones where the search is long.
func TestSourceFirstReproducesThePost(t *testing.T) {
	for k := 1; k <= 8; k++ {
		slow, checked := SourceFirst(k)
		if want, ok := sourceResults[k]; ok && joinInts(slow) != joinInts(want) {
			t.Errorf("SourceFirst(%d) = %v, want %v", k, slow, want)
		}
		n := BiplaneSize(k)
		if k >= 6 && checked != binomial(n-1, k-1) {
			t.Errorf("SourceFirst(%d) checked %d sequences, want all C(%d, %d) = %d", k, checked, n-1, k-1, binomial(n-1, k-1))
		}
		fast, nodes := CircularFirst(k)
		if joinInts(fast) != joinInts(slow) {
			t.Errorf("k=%d: CircularFirst %v, SourceFirst %v", k, fast, slow)
		}
		if k >= 6 && nodes >= checked {
			t.Errorf("k=%d: backtracking extended %d partial sequences, no fewer than the %d the post checks", k, nodes, checked)
		}
	}
}

// TestSourceCheckIsDifferenceSet compares the post's check with the
// difference-set condition on every k-subset of Z_N (not only those
// holding 0), k = 3…7; k = 8 (C(29, 8) = 4.3 million subsets) with
// RIFFLE_SLOW=1.
func TestSourceCheckIsDifferenceSet(t *testing.T) {
	for k := 3; k <= slowTop(7, 8); k++ {
		n := BiplaneSize(k)
		g := Cyclic(n)
		agree, found := 0, 0
		eachSubset(n, k, func(s []int) {
			src := SourceCheck(s)
			ds := g.IsDifferenceSet(s, 2)
			if src != ds {
				t.Fatalf("k=%d %v: SourceCheck %v, difference set %v", k, s, src, ds)
			}
			agree++
			if ds {
				found++
			}
		})
		if int64(agree) != binomial(n, k) {
			t.Fatalf("k=%d: compared %d subsets, want C(%d,%d)", k, agree, n, k)
		}
		// Each difference set of Z_N has N translates: found is a multiple of N.
		if found%n != 0 {
			t.Errorf("k=%d: %d difference sets, not a multiple of %d", k, found, n)
		}
	}
}

// slowTop is fast, or slow with RIFFLE_SLOW=1: how far a test goes.
func slowTop(fast, slow int) int {
	if os.Getenv("RIFFLE_SLOW") == "1" {
		return slow
	}
	return fast
}

// eachSubset calls f with every k-subset of 0..n−1, ascending, in
// lexicographic order (f must not keep the slice).
func eachSubset(n, k int, f func([]int)) {
	s := make([]int, k)
	for i := range s {
		s[i] = i
	}
	if k > n {
		return
	}
	for {
		f(s)
		i := k - 1
		for i >= 0 && s[i] == n-k+i {
			i--
		}
		if i < 0 {
			return
		}
		s[i]++
		for j := i + 1; j < k; j++ {
			s[j] = s[j-1] + 1
		}
	}
}

// binomial is C(n, k) by math/big.
func binomial(n, k int) int64 { return new(big.Int).Binomial(int64(n), int64(k)).Int64() }

// Sink keeps benchmark results alive.
var Sink int64

// BenchmarkCircularSearch is the whole circular search, k = 3…8, by
// backtracking on difference counts.
func BenchmarkCircularSearch(b *testing.B) {
	for b.Loop() {
		for k := 3; k <= 8; k++ {
			_, nodes := CircularFirst(k)
			Sink += nodes
		}
	}
}

// BenchmarkCircularSearchNaive is the baseline: the post's enumeration of
// every sequence holding 0, each checked with its check_double_dobble.
func BenchmarkCircularSearchNaive(b *testing.B) {
	for b.Loop() {
		for k := 3; k <= 8; k++ {
			_, checked := SourceFirst(k)
			Sink += checked
		}
	}
}
