package designs

import "fmt"

// BiplaneSize is N = 1 + k(k−1)/2, the number of cards and of symbols of a
// biplane with k symbols a card: counting the pairs of symbols on the other
// cards that a card's k symbols make, k(k−1)/2 = 2(N−1)/2.
func BiplaneSize(k int) int { return 1 + k*(k-1)/2 }

// DoubleBuilt lists the per-card counts [Double] builds, ascending.
var DoubleBuilt = []int{3, 4, 5, 6, 9, 11}

// Double returns a Double Dobble deck with perCard symbols a card: a
// biplane, N = 1 + k(k−1)/2 cards and symbols, any two cards sharing
// exactly two. How each is built:
//
//	k = 3, 4, 5: the first difference set of Z_N in the circular search
//	             ({0,1,2}, {0,1,2,4}, {0,1,2,4,7}; see [CircularFirst])
//	k = 6:       the first (16, 6, 2) difference set of the first abelian
//	             group of order 16 that has one, Z2×Z8 (Z16 has none; see
//	             [Group.Search])
//	k = 9:       the 4th powers modulo 37 (see [PowerResidues])
//	k = 11:      the Gewirtz graph's biplane on 56 hyperovals of PG(2,4)
//	             (see [GewirtzBiplane])
//
// Biplanes are known for k = 3, 4, 5, 6, 9, 11, 13 only; k = 13 is
// Aschbacher's (79, 13, 2) biplane, not built here. The error names the
// field "per card", says what is known of that k and which k are built.
func Double(perCard int) (Deck, error) {
	k := perCard
	switch k {
	case 3, 4, 5, 6:
		for _, g := range AbelianGroups(BiplaneSize(k)) {
			if set, _ := g.Search(k, 2); set != nil {
				return g.Develop(set, 2), nil
			}
		}
	case 9, 11: // the 4th powers mod 37; the Gewirtz graph
		return Constructions(k)[0].Deck, nil
	}
	return Deck{}, fmt.Errorf("per card %d: %s; per card %s have decks here", k, biplaneNote(k), joinInts(DoubleBuilt))
}

// biplaneNote says what is known of a biplane with k symbols a card.
func biplaneNote(k int) string {
	switch {
	case k < 2:
		return "a card needs at least 2 symbols"
	case k == 2:
		return "the two cards would both hold both symbols, no game"
	case k == 13:
		return "a (79, 13, 2) biplane exists (Aschbacher 1971) but is not built here"
	case !BRC(BiplaneSize(k), k, 2):
		return fmt.Sprintf("no biplane of %d cards exists (Bruck–Ryser–Chowla)", BiplaneSize(k))
	default:
		return fmt.Sprintf("no biplane of %d cards is known", BiplaneSize(k))
	}
}

// AbelianGroups returns one of each abelian group of order n, up to
// isomorphism, cyclic first: Z_n, then the products of cyclic groups of
// prime-power order, grouped per prime by the partitions of its exponent
// (Z16, Z2×Z8, Z4×Z4, Z2×Z2×Z4, Z2×Z2×Z2×Z2 for n = 16). A factor Z_a×Z_b
// with a, b coprime is written Z_ab, so each group has one spelling.
func AbelianGroups(n int) []Group {
	if n < 1 {
		return nil
	}
	groups := [][]int{{}} // lists of invariant factors, each dividing the next
	for _, p := range primeFactors(n) {
		e, _ := split(n, p) // n = p^e · u
		var next [][]int
		for _, base := range groups {
			for _, part := range partitions(e) {
				next = append(next, mergeFactors(base, p, part))
			}
		}
		groups = next
	}
	out := make([]Group, 0, len(groups))
	for _, f := range groups {
		if len(f) == 0 {
			f = []int{1}
		}
		out = append(out, Group{Mods: f})
	}
	return out
}

// partitions returns the partitions of e, largest part first, from {e}
// down to {1,1,…,1}.
func partitions(e int) [][]int {
	var out [][]int
	var rec func(left, most int, cur []int)
	rec = func(left, most int, cur []int) {
		if left == 0 {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for part := min(left, most); part >= 1; part-- {
			rec(left-part, part, append(cur, part))
		}
	}
	rec(e, e, nil)
	return out
}

// mergeFactors multiplies the prime-power cyclic factors p^part (largest
// first) into the invariant factors base (ascending, each dividing the
// next), returning a new list, ascending.
func mergeFactors(base []int, p int, part []int) []int {
	// Invariant factors ascending: the largest prime power goes on the last.
	n := max(len(base), len(part))
	out := make([]int, n)
	for i := range out {
		out[i] = 1
	}
	for i := range base {
		out[n-len(base)+i] = base[i]
	}
	for i, e := range part { // part[0] is the largest
		q := 1
		for j := 0; j < e; j++ {
			q *= p
		}
		out[n-1-i] *= q
	}
	return out
}
