package designs

import (
	"testing"
)

// The non-existence claims, checked by plain exhaustion: every k-subset
// of the group holding 0 (every difference set has a translate holding 0),
// with differences counted afresh for each subset. No backtracking and no
// code shared with Search, IsDifferenceSet or SourceCheck: the group is a
// list of moduli and its arithmetic is written out here.

// bruteCount returns how many k-subsets holding 0 of Z_{mods[0]}×… are
// (v, k, 2) difference sets, and how many subsets it examined.
func bruteCount(mods []int, k int) (found, examined int) {
	v := 1
	for _, m := range mods {
		v *= m
	}
	// coordinate vectors of every element, element x in mixed radix
	coord := make([][]int, v)
	for x := range coord {
		c := make([]int, len(mods))
		y := x
		for i := len(mods) - 1; i >= 0; i-- {
			c[i] = y % mods[i]
			y /= mods[i]
		}
		coord[x] = c
	}
	diff := func(a, b int) int {
		x := 0
		for i, m := range mods {
			x = x*m + (coord[a][i]-coord[b][i]+m)%m
		}
		return x
	}
	set := make([]int, k)
	count := make([]int, v)
	// every (k−1)-subset of 1..v−1, as a subset of 0..v−2 shifted by one
	eachSubset(v-1, k-1, func(rest []int) {
		examined++
		for i, x := range rest {
			set[i+1] = x + 1
		}
		for i := range count {
			count[i] = 0
		}
		for _, a := range set {
			for _, b := range set {
				if a != b {
					count[diff(a, b)]++
				}
			}
		}
		for d := 1; d < v; d++ {
			if count[d] != 2 {
				return
			}
		}
		found++
	})
	return found, examined
}

// TestBruteCircle: the circle holds biplane difference sets for k = 3, 4,
// 5 and none for k = 6, 7 (and 8 with RIFFLE_SLOW=1), agreeing with
// the fast search; and the counts of difference sets holding 0 are k
// times the number of distinct difference sets up to translation, since
// each translate holding 0 is one of its k translates by −d, d in the set.
func TestBruteCircle(t *testing.T) {
	for k := 3; k <= slowTop(7, 8); k++ {
		n := BiplaneSize(k)
		found, examined := bruteCount([]int{n}, k)
		if int64(examined) != binomial(n-1, k-1) {
			t.Fatalf("k=%d: examined %d", k, examined)
		}
		first, _ := CircularFirst(k)
		if (found > 0) != (first != nil) {
			t.Errorf("k=%d: brute force finds %d, the fast search %v", k, found, first)
		}
		if found%k != 0 {
			t.Errorf("k=%d: %d sets holding 0, not a multiple of k", k, found)
		}
		t.Logf("k=%d, Z%d: %d of %d subsets holding 0 are difference sets", k, n, found, examined)
	}
}

// TestBruteGroupsOf16 checks every abelian group of order 16 for
// (16, 6, 2) difference sets by exhaustion and compares with Search: the
// literature has them in every abelian group of order 16 but Z16 (Kibler,
// J. Combin. Theory A 25 (1978); Turyn's exponent bound, 1965: an abelian
// group of order 2^(2d+2) with a Hadamard difference set has exponent at
// most 2^(d+2), here 8; Davis & Jedwab, "A Survey of Hadamard Difference
// Sets", 1994).
func TestBruteGroupsOf16(t *testing.T) {
	for _, g := range AbelianGroups(16) {
		found, examined := bruteCount(g.Mods, 6)
		if examined != 3003 {
			t.Fatalf("%v: examined %d, want C(15, 5) = 3003", g, examined)
		}
		set, _ := g.Search(6, 2)
		if (found > 0) != (set != nil) {
			t.Errorf("%v: brute force finds %d, Search %v", g, found, set)
		}
		if want := g.String() != "Z16"; (found > 0) != want {
			t.Errorf("%v: %d difference sets, literature says exists = %v", g, found, want)
		}
	}
}
