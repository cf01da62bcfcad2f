package designs

import "sort"

// PowerResidues returns the distinct non-zero e-th powers modulo the prime
// p, ascending. For p = 4t²+1 with t odd the 4th powers are a
// (p, (p−1)/4, (p−5)/16) difference set of Z_p, so p = 37 (t = 3) gives the
// (37, 9, 2) biplane; for p ≡ 3 mod 4 the squares are a
// (p, (p−1)/2, (p−3)/4) difference set, so p = 11 gives (11, 5, 2): the
// residue difference sets (Paley 1933 for the squares, Chowla 1944 for the
// 4th powers; Baumert, Cyclic Difference Sets, LNM 182, 1971). The tests
// check both by counting differences.
func PowerResidues(p, e int) []int {
	seen := map[int]bool{}
	var out []int
	for x := 1; x < p; x++ {
		r := 1
		for i := 0; i < e; i++ {
			r = r * x % p
		}
		if !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	sort.Ints(out)
	return out
}

// Complement returns the deck whose cards hold the symbols the cards of d
// do not: a symmetric (v, k, λ) design becomes a (v, v−k, v−2k+λ) one. The
// Fano plane (7, 3, 1), Dobble of order 2, becomes the (7, 4, 2) biplane.
func (d Deck) Complement() Deck {
	out := Deck{Cards: make([][]int, len(d.Cards)), Symbols: d.Symbols, PerCard: d.Symbols - d.PerCard,
		Shared: d.Symbols - 2*d.PerCard + d.Shared}
	for i, c := range d.Cards {
		in := make([]bool, d.Symbols)
		for _, s := range c {
			in[s] = true
		}
		var cc []int
		for s := 0; s < d.Symbols; s++ {
			if !in[s] {
				cc = append(cc, s)
			}
		}
		out.Cards[i] = cc
	}
	return out
}

// Hyperovals returns the hyperovals of the projective plane of order 4:
// the 6-sets of points with no three on a line, each sorted, in
// lexicographic order. There are 168, three orbits of 56 under PSL(3,4)
// (Brouwer's table of graphs, "Sims-Gewirtz graph",
// jaanos.github.io/tables/graphs/Sims-Gewirtz.html).
func Hyperovals() [][]int {
	plane, _ := Dobble(4) // order 4 is a prime power: no error
	n := plane.Symbols
	line := make([]int, n*n) // line[a*n+b] = the card holding points a and b
	for c, card := range plane.Cards {
		for _, a := range card {
			for _, b := range card {
				line[a*n+b] = c
			}
		}
	}
	var out [][]int
	set := make([]int, 0, 6)
	var grow func(start int)
	grow = func(start int) {
		if len(set) == 6 {
			out = append(out, append([]int(nil), set...))
			return
		}
		for x := start; x < n; x++ {
			if arcWith(set, x, line, n) {
				set = append(set, x)
				grow(x + 1)
				set = set[:len(set)-1]
			}
		}
	}
	grow(0)
	return out
}

// arcWith reports whether x lies on no line through two points of set.
func arcWith(set []int, x int, line []int, n int) bool {
	for i, a := range set {
		for _, b := range set[i+1:] {
			if line[a*n+x] == line[a*n+b] {
				return false
			}
		}
	}
	return true
}

// GewirtzBiplane returns a (56, 11, 2) biplane built from PG(2,4). The 168
// hyperovals of PG(2,4) fall into three classes of 56: two hyperovals of one
// class meet in 0 or 2 points, of different classes in 1 or 3. The 56 of
// the first hyperoval's class, with ∞ added, and the 21 lines are the
// blocks of the Steiner system S(3,6,22); joining two of the 56 when they
// are disjoint gives the Gewirtz graph, strongly regular with parameters
// (56, 10, 0, 2), and its adjacency matrix plus the identity is the
// incidence matrix of a biplane: with A² = 10I + 2(J−I−A),
//
//	(A+I)² = 9I + 2J,
//
// that is, any two of the cards share exactly 2 symbols. (The Gewirtz graph
// as "the graph on the 56 hyperovals from one L3(4) orbit in PG(2,4),
// adjacent when they are disjoint", or on the 56 blocks of S(3,6,22) missing
// a point: Brouwer's table, jaanos.github.io/tables/graphs/Sims-Gewirtz.html;
// MathWorld, "Gewirtz Graph"; the biplane is one of the five known with
// k = 11, Salwach & Mezzaroba, IJMMS 2 (1979).) Card h holds h and the 10
// hyperovals of its class disjoint from it; symbols number the class in
// lexicographic order. Check verifies the result pair by pair.
func GewirtzBiplane() Deck {
	all := Hyperovals()
	h0 := all[0]
	var class [][]int
	for _, h := range all {
		if m := meet(h0, h); m%2 == 0 {
			class = append(class, h)
		}
	}
	n := len(class)
	d := Deck{Cards: make([][]int, n), Symbols: n, PerCard: 11, Shared: 2}
	for i, h := range class {
		for j, g := range class {
			if i == j || meet(h, g) == 0 {
				d.Cards[i] = append(d.Cards[i], j)
			}
		}
	}
	return d
}

// meet counts the members two ascending sets share.
func meet(a, b []int) int { return len(intersect(a, b)) }

// Construction is a known way to build a biplane, with the deck it gives.
type Construction struct {
	Name string
	Deck Deck
}

// Constructions returns the known constructions built here for k symbols
// a card, beside the searches: the complete design on 4 symbols (k = 3),
// the complement of the Fano plane (k = 4), the squares mod 11 (k = 5), the
// 4×4 grid (k = 6), the 4th powers mod 37 (k = 9) and the Gewirtz graph
// (k = 11); none for other k. Every deck is to be checked by the caller.
func Constructions(k int) []Construction {
	switch k {
	case 3:
		d := Deck{Symbols: 4, PerCard: 3, Shared: 2}
		for skip := 3; skip >= 0; skip-- {
			var c []int
			for s := 0; s < 4; s++ {
				if s != skip {
					c = append(c, s)
				}
			}
			d.Cards = append(d.Cards, c)
		}
		return []Construction{{"every 3 of 4 symbols", d}}
	case 4:
		fano, _ := Dobble(2) // 2 is a prime power: no error
		return []Construction{{"the complement of the Fano plane (Dobble of order 2)", fano.Complement()}}
	case 5:
		return []Construction{{"the squares mod 11", Cyclic(11).Develop(PowerResidues(11, 2), 2)}}
	case 6:
		return []Construction{{"the 4×4 grid: a card holds the other cells of a cell's row and column", grid4()}}
	case 9:
		return []Construction{{"the 4th powers mod 37", Cyclic(37).Develop(PowerResidues(37, 4), 2)}}
	case 11:
		return []Construction{{"the Gewirtz graph on 56 hyperovals of PG(2,4), plus the identity", GewirtzBiplane()}}
	}
	return nil
}

// grid4 is the (16, 6, 2) biplane on the cells of a 4×4 grid, cell 4r+c:
// card x holds the other 3 cells of x's row and the other 3 of its column.
// Two cells in one row share that row's other 2 cells; two cells in
// neither one row nor one column share the 2 cells where their rows and
// columns cross (the Kummer configuration's grid; Jordan 1869).
func grid4() Deck {
	d := Deck{Symbols: 16, PerCard: 6, Shared: 2}
	for x := 0; x < 16; x++ {
		r, c := x/4, x%4
		var card []int
		for y := 0; y < 16; y++ {
			if y != x && (y/4 == r || y%4 == c) {
				card = append(card, y)
			}
		}
		d.Cards = append(d.Cards, card)
	}
	return d
}
