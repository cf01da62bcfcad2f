package designs

import (
	"fmt"
	"strings"
)

// Group is the finite abelian group Z_{Mods[0]} × Z_{Mods[1]} × …, with
// elements numbered 0..Order()-1 in mixed radix (the last factor varies
// fastest); element 0 is the identity. A group is a plain value: its
// arithmetic is computed on each call.
type Group struct{ Mods []int }

// Cyclic returns Z_n.
func Cyclic(n int) Group { return Group{Mods: []int{n}} }

// Order is the number of elements, the product of the moduli.
func (g Group) Order() int {
	n := 1
	for _, m := range g.Mods {
		n *= m
	}
	return n
}

// String spells the group as Z4×Z4, Z2×Z8, Z16.
func (g Group) String() string {
	s := make([]string, len(g.Mods))
	for i, m := range g.Mods {
		s[i] = fmt.Sprintf("Z%d", m)
	}
	return strings.Join(s, "×")
}

// coords splits element x into its coordinates.
func (g Group) coords(x int) []int {
	c := make([]int, len(g.Mods))
	for i := len(g.Mods) - 1; i >= 0; i-- {
		c[i] = x % g.Mods[i]
		x /= g.Mods[i]
	}
	return c
}

func (g Group) element(c []int) int {
	x := 0
	for i, m := range g.Mods {
		x = x*m + ((c[i]%m)+m)%m
	}
	return x
}

// Add returns a + b.
func (g Group) Add(a, b int) int { return g.combine(a, b, 1) }

// Sub returns a − b.
func (g Group) Sub(a, b int) int { return g.combine(a, b, -1) }

func (g Group) combine(a, b, s int) int {
	ca, cb := g.coords(a), g.coords(b)
	for i := range ca {
		ca[i] += s * cb[i]
	}
	return g.element(ca)
}

// Scale returns m·a, a added to itself m times (m may be negative).
func (g Group) Scale(m, a int) int {
	c := g.coords(a)
	for i := range c {
		c[i] *= m
	}
	return g.element(c)
}

// subTable returns t with t[a*N+b] = a − b.
func (g Group) subTable() []int {
	n := g.Order()
	t := make([]int, n*n)
	for a := 0; a < n; a++ {
		for b := 0; b < n; b++ {
			t[a*n+b] = g.Sub(a, b)
		}
	}
	return t
}

// Differences counts, for every element d, the ordered pairs (x, y) of
// distinct members of set with x − y = d.
func (g Group) Differences(set []int) []int {
	c := make([]int, g.Order())
	for _, x := range set {
		for _, y := range set {
			if x != y {
				c[g.Sub(x, y)]++
			}
		}
	}
	return c
}

// IsDifferenceSet reports whether set (distinct elements) is a
// (v, k, λ) difference set of g: every non-identity element is a
// difference x − y of members in exactly λ ways. Then its translates
// set + g are the cards of a symmetric design ([Group.Develop]) in which any two
// cards share λ symbols (Hall, Combinatorial Theory, ch. 11).
func (g Group) IsDifferenceSet(set []int, lambda int) bool {
	seen := make([]bool, g.Order())
	for _, x := range set {
		if x < 0 || x >= g.Order() || seen[x] {
			return false
		}
		seen[x] = true
	}
	for d, c := range g.Differences(set) {
		if d != 0 && c != lambda {
			return false
		}
	}
	return true
}

// Develop returns the deck whose card number x is the translate set + x,
// sorted; symbol numbers are the group's elements. The deck is a design
// with Shared = λ when set is a (v, k, λ) difference set; Check says.
func (g Group) Develop(set []int, shared int) Deck {
	n := g.Order()
	d := Deck{Cards: make([][]int, n), Symbols: n, PerCard: len(set), Shared: shared}
	for x := 0; x < n; x++ {
		c := make([]int, len(set))
		for i, s := range set {
			c[i] = g.Add(s, x)
		}
		d.Cards[x] = sortedCard(c)
	}
	return d
}

// Search looks for a (v, k, λ) difference set of g holding 0, its other
// members ascending, in lexicographic order, by backtracking: a member is
// added only while no difference has been made more than λ times, so a
// whole branch goes at the first difference made λ+1 times. Every
// difference set has a translate holding 0, so none found means g has none.
//
// It returns the first set found (nil if none) and the number of partial
// sets extended, the size of the search.
func (g Group) Search(k, lambda int) (set []int, nodes int64) {
	return g.search(k, lambda, nil)
}

// SearchWith is [Group.Search] among the sets holding both 0 and second
// (an element other than 0). When λ ≥ 1 every difference set has a
// translate holding both, since second is a difference a − b of members
// and the translate by −b holds 0 and second; so none found still means g
// has none, and the search is smaller by about a factor (v−1)/(k−1).
func (g Group) SearchWith(k, lambda, second int) (set []int, nodes int64) {
	return g.search(k, lambda, []int{second})
}

func (g Group) search(k, lambda int, fixed []int) (set []int, nodes int64) {
	s := newSearcher(g, k, lambda)
	if k < 1+len(fixed) || k > s.n {
		return nil, 0
	}
	for _, x := range fixed {
		if x <= 0 || x >= s.n || !s.add(x) {
			return nil, 0
		}
	}
	s.free = 1 + len(fixed)
	if s.extend(1) {
		return sortedCard(s.set), s.nodes
	}
	return nil, s.nodes
}

type searcher struct {
	n, k, lambda int
	sub          []int
	count        []int
	set          []int
	free         int // set[:free] is fixed; the search orders set[free:]
	nodes        int64
}

func newSearcher(g Group, k, lambda int) *searcher {
	n := g.Order()
	s := &searcher{n: n, k: k, lambda: lambda, sub: g.subTable(), count: make([]int, n)}
	s.set = append(make([]int, 0, k), 0)
	return s
}

// extend tries every next member from start on; true when the set is whole.
func (s *searcher) extend(start int) bool {
	s.nodes++
	if len(s.set) == s.k {
		return true
	}
	for x := start; x <= s.n-(s.k-len(s.set)); x++ {
		if s.taken(x) {
			continue
		}
		if !s.add(x) {
			continue
		}
		if s.extend(x + 1) {
			return true
		}
		s.remove(x)
	}
	return false
}

// taken reports whether x is one of the fixed members.
func (s *searcher) taken(x int) bool {
	for _, y := range s.set[:s.free] {
		if x == y {
			return true
		}
	}
	return false
}

// add puts x in the set and counts its differences with the members,
// stopping at the first difference now made more than λ times: then it
// takes back what it counted and returns false. (count[d] = count[−d]
// always, pairs counting both ways, so checking one of them is enough.)
func (s *searcher) add(x int) bool {
	row := s.sub[x*s.n : (x+1)*s.n]
	for i, y := range s.set {
		a := row[y]
		s.count[a]++
		s.count[s.sub[y*s.n+x]]++
		if s.count[a] > s.lambda {
			s.undo(x, s.set[:i+1])
			return false
		}
	}
	s.set = append(s.set, x)
	return true
}

// remove takes x, the last member, out of the set.
func (s *searcher) remove(x int) {
	s.set = s.set[:len(s.set)-1]
	s.undo(x, s.set)
}

// undo takes back the differences of x with the members ys.
func (s *searcher) undo(x int, ys []int) {
	for _, y := range ys {
		s.count[s.sub[x*s.n+y]]--
		s.count[s.sub[y*s.n+x]]--
	}
}

// Format writes element x of g: its number in a cyclic group, its
// coordinates otherwise, "(1,6)" in Z2×Z8.
func (g Group) Format(x int) string {
	if len(g.Mods) == 1 {
		return fmt.Sprint(x)
	}
	c := g.coords(x)
	s := make([]string, len(c))
	for i, v := range c {
		s[i] = fmt.Sprint(v)
	}
	return "(" + strings.Join(s, ",") + ")"
}

// FormatSet writes a set of elements of g in braces, "{0 1 2 4}" or
// "{(0,0) (0,1) (1,6)}".
func (g Group) FormatSet(set []int) string {
	s := make([]string, len(set))
	for i, x := range set {
		s[i] = g.Format(x)
	}
	return "{" + strings.Join(s, " ") + "}"
}
