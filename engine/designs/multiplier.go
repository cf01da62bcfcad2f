package designs

// Multiplier returns the least prime p that the First Multiplier Theorem
// makes a multiplier of every (v, k, λ) difference set in an abelian group
// of order v:
//
//	p divides n = k − λ,  p does not divide v,  p > λ
//
// (Hall 1947 for λ = 1, Hall & Ryser 1951; as stated in Gordon & Schmidt,
// "A survey of the multiplier conjecture", 2015, result 1.1). Then x ↦ p·x
// maps the set onto a translate of itself, and when gcd(v, k) = 1 some
// translate is mapped onto itself (a classical lemma; McFarland & Rice,
// Proc. AMS 68 (1978), drop the condition): a union of orbits of x ↦ p·x.
// ok is false when no prime qualifies or gcd(v, k) ≠ 1.
func Multiplier(v, k, lambda int) (p int, ok bool) {
	if gcd(v, k) != 1 {
		return 0, false
	}
	for _, p := range primeFactors(k - lambda) {
		if v%p != 0 && p > lambda {
			return p, true
		}
	}
	return 0, false
}

// Orbits returns the orbits of x ↦ m·x on the group, each ascending, in
// the order of their least element (the first is {0}). m must be prime to
// the group's exponent, so that the map permutes the group.
func (g Group) Orbits(m int) [][]int {
	n := g.Order()
	done := make([]bool, n)
	var out [][]int
	for x := 0; x < n; x++ {
		if done[x] {
			continue
		}
		var o []int
		for y := x; !done[y]; y = g.Scale(m, y) {
			done[y] = true
			o = append(o, y)
		}
		out = append(out, sortedCard(o))
	}
	return out
}

// MultiplierSearch looks for (v, k, λ) difference sets of g among the
// unions of orbits of x ↦ m·x with k elements in all, m from [Multiplier].
// By the multiplier theorem, g has a difference set only if one of these is
// one, so none found means g has none. It returns the first found (sorted;
// nil if none) and the number of unions of k elements it examined.
func (g Group) MultiplierSearch(k, lambda, m int) (set []int, examined int64) {
	orbits := g.Orbits(m)
	var pick []int
	var rec func(i, left int) bool
	rec = func(i, left int) bool {
		if left == 0 {
			examined++
			if g.IsDifferenceSet(pick, lambda) {
				set = sortedCard(pick)
				return true
			}
			return false
		}
		for j := i; j < len(orbits); j++ {
			if len(orbits[j]) > left {
				continue
			}
			pick = append(pick, orbits[j]...)
			if rec(j+1, left-len(orbits[j])) {
				return true
			}
			pick = pick[:len(pick)-len(orbits[j])]
		}
		return false
	}
	rec(0, k)
	return set, examined
}

func gcd(a, b int) int {
	a, b = abs(a), abs(b)
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
