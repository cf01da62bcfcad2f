package videopoker

import (
	"fmt"
	"math/bits"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"riffle/engine/cards"
)

// binom[n][k] = C(n, k) for n ≤ 52, k ≤ 5.
var binom [53][6]int64

func init() {
	for n := range binom {
		binom[n][0] = 1
		for k := 1; k <= 5 && k <= n; k++ {
			binom[n][k] = binom[n-1][k-1] + binom[n-1][k]
		}
	}
}

// rankOf is the position of the set of sorted cards cs in the
// combinatorial number system (colex order among sets of its size):
//
//	rank{c₀ < c₁ < … < c_{k−1}} = Σ C(cᵢ, i+1)
func rankOf(cs []int) int {
	r := int64(0)
	for i, c := range cs {
		r += binom[c][i+1]
	}
	return int(r)
}

// tables holds, for one pay table and every set X of at most four cards,
//
//	pay[|X|][rank X]      = Σ pay at five credits over the C(52−|X|, 5−|X|)
//	                        five-card hands containing X
//	cnt[|X|][rank X·L+i]  = how many of those hands are paid on line i
//
// (L lines; level 4 counts, at most 48, are bytes). From them the draws of any
// hold avoiding any discards follow by inclusion–exclusion (see totals).
type tables struct {
	p      PayTable
	lineOf [numKinds]int8
	pay5   []int64 // Pays[4] of each line
	nLines int
	pay    [5][]int64
	cnt    [4][]int32
	cnt4   []uint8
}

var (
	tablesMu    sync.Mutex
	tablesCache = map[string]*tables{}
)

// key identifies what the tables depend on: wildness and each line's name
// and five-credit pay.
func key(p PayTable) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v", p.Wild)
	for _, l := range p.Lines {
		fmt.Fprintf(&b, "|%s=%d", l.Name, l.Pays[4])
	}
	return b.String()
}

// builtTables returns p's tables if they are built, nil if not.
func builtTables(p PayTable) *tables {
	tablesMu.Lock()
	defer tablesMu.Unlock()
	return tablesCache[key(p)]
}

// tablesFor returns p's tables, built on first use (about 8 MB, a fraction
// of a second on two cores) and kept for the life of the process.
func tablesFor(p PayTable) *tables {
	k := key(p)
	tablesMu.Lock()
	defer tablesMu.Unlock()
	if t, ok := tablesCache[k]; ok {
		return t
	}
	t := build(p)
	tablesCache[k] = t
	return t
}

// parallel runs f(i) for i in [lo, hi) on GOMAXPROCS goroutines, handing
// out indices one by one, largest first (the costly ones).
func parallel(lo, hi int, f func(i int)) {
	var next atomic.Int64
	next.Store(int64(hi))
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(-1))
				if i < lo {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}

func build(p PayTable) *tables {
	t := &tables{p: p, lineOf: p.lineOf(), nLines: len(p.Lines)}
	for _, l := range p.Lines {
		t.pay5 = append(t.pay5, l.Pays[4])
	}
	L := t.nLines

	// The line of every five-card hand, by rank.
	line5 := make([]int8, binom[52][5])
	parallel(4, 52, func(e int) {
		for d := 3; d < e; d++ {
			for c := 2; c < d; c++ {
				for b := 1; b < c; b++ {
					for a := 0; a < b; a++ {
						h := [5]cards.Card{cards.Card(a), cards.Card(b), cards.Card(c), cards.Card(d), cards.Card(e)}
						line5[rankOf([]int{a, b, c, d, e})] = t.lineOf[classify(h, p.Wild)]
					}
				}
			}
		}
	})

	// Level 4 from the hands: each hand ⊇ X is X plus one card.
	t.pay[4] = make([]int64, binom[52][4])
	t.cnt4 = make([]uint8, int(binom[52][4])*L)
	parallel(3, 52, func(d int) {
		x := []int{0, 0, 0, d}
		for x[2] = 2; x[2] < d; x[2]++ {
			for x[1] = 1; x[1] < x[2]; x[1]++ {
				for x[0] = 0; x[0] < x[1]; x[0]++ {
					r := rankOf(x)
					var sum int64
					cnt := t.cnt4[r*L : r*L+L]
					forSupersets(x, func(r5 int) {
						if l := line5[r5]; l >= 0 {
							cnt[l]++
							sum += t.pay5[l]
						}
					})
					t.pay[4][r] = sum
				}
			}
		}
	})

	// Level k from level k+1: a hand ⊇ X is reached from 5−k sets X∪{c}.
	for k := 3; k >= 0; k-- {
		t.pay[k] = make([]int64, binom[52][k])
		t.cnt[k] = make([]int32, int(binom[52][k])*L)
		div := int64(5 - k)
		forEachSet(k, func(x []int) {
			r := rankOf(x)
			var sum int64
			cnt := t.cnt[k][r*L : r*L+L]
			forSupersets(x, func(r1 int) {
				sum += t.pay[k+1][r1]
				if k == 3 {
					for l, n := range t.cnt4[r1*L : r1*L+L] {
						cnt[l] += int32(n)
					}
				} else {
					for l, n := range t.cnt[k+1][r1*L : r1*L+L] {
						cnt[l] += n
					}
				}
			})
			t.pay[k][r] = sum / div
			for l := range cnt {
				cnt[l] /= int32(div)
			}
		})
	}
	return t
}

// forSupersets calls f with the rank of x ∪ {c} for every card c ∉ x, x
// sorted.
func forSupersets(x []int, f func(rank int)) {
	k := len(x)
	// base[j]: the rank of x with its cards from index j on moved up one
	// place, to which a new card at place j adds C(c, j+1).
	var base [6]int64
	for j := 0; j <= k; j++ {
		for i, c := range x {
			if i < j {
				base[j] += binom[c][i+1]
			} else {
				base[j] += binom[c][i+2]
			}
		}
	}
	j := 0
	for c := range 52 {
		if j < k && x[j] == c {
			j++
			continue
		}
		f(int(base[j] + binom[c][j+1]))
	}
}

// forEachSet calls f with every sorted set of k cards (f must not keep x).
func forEachSet(k int, f func(x []int)) {
	x := make([]int, k)
	var rec func(i, hi int)
	rec = func(i, hi int) { // fill x[i] below hi, x[i+1:] set
		if i < 0 {
			f(x)
			return
		}
		for c := i; c < hi; c++ {
			x[i] = c
			rec(i-1, c)
		}
	}
	rec(k-1, 52)
}

// totals returns, for every hold of the hand h (sorted cards s; bit j of a
// mask holds s[j]), the total five-credit pay over all draws:
//
//	T(H) = Σ_{H ⊆ M ⊆ hand} (−1)^{|M∖H|} S(M)
//
// where S(M) is the sum over the five-card hands containing M (tables.pay,
// and for M the whole hand its own pay): the hands containing H and none of
// the discards, by inclusion–exclusion over the discards. Computed as the
// superset Möbius transform of S over the 32 masks: 32 look-ups and 80
// subtractions.
func (t *tables) totals(s [5]int, own int8) (tot [32]int64, rank [32]int) {
	for m := range 31 {
		i := 0
		for j := range 5 {
			if m>>j&1 != 0 {
				rank[m] += int(binom[s[j]][i+1])
				i++
			}
		}
		tot[m] = t.pay[bits.OnesCount(uint(m))][rank[m]]
	}
	if own >= 0 {
		tot[31] = t.pay5[own]
	}
	for j := range 5 {
		for m := range 32 {
			if m>>j&1 == 0 {
				tot[m] -= tot[m|1<<j]
			}
		}
	}
	return tot, rank
}

// lineCounts adds to out[i] the number of draws to hold h (mask over s) that
// end on line i, by the same inclusion–exclusion over the count tables.
func (t *tables) lineCounts(h int, rank *[32]int, own int8, out []int64) {
	L := t.nLines
	for m := h; m < 32; m = (m + 1) | h {
		sign := int64(1)
		if bits.OnesCount(uint(m^h))&1 != 0 {
			sign = -1
		}
		switch k := bits.OnesCount(uint(m)); k {
		case 5:
			if own >= 0 {
				out[own] += sign
			}
		case 4:
			for l, n := range t.cnt4[rank[m]*L : rank[m]*L+L] {
				out[l] += sign * int64(n)
			}
		default:
			for l, n := range t.cnt[k][rank[m]*L : rank[m]*L+L] {
				out[l] += sign * int64(n)
			}
		}
	}
}

// handOf returns the cards of the sorted hand s and its own line.
func (t *tables) handOf(s [5]int) ([5]cards.Card, int8) {
	h := [5]cards.Card{cards.Card(s[0]), cards.Card(s[1]), cards.Card(s[2]), cards.Card(s[3]), cards.Card(s[4])}
	return h, t.lineOf[classify(h, t.p.Wild)]
}

// sortedHand returns h's cards as sorted ints, perm[j] the index in h of
// s[j], and the hand's own line.
func sortHand(p PayTable, h [5]cards.Card) (s [5]int, perm [5]int, own int8) {
	own = p.lineOf()[classify(h, p.Wild)] // panics on bad or repeated cards
	for i, c := range h {
		s[i], perm[i] = int(c), i
	}
	for i := 1; i < 5; i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
			perm[j], perm[j-1] = perm[j-1], perm[j]
		}
	}
	return s, perm, own
}
