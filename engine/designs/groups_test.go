package designs

import "testing"

// TestAbelianGroupsCount: the number of abelian groups of order n is the
// product over its primes of the partitions of their exponents (OEIS A000688:
// 1, 1, 1, 2, 1, 1, 1, 3, 2, 1, 1, 2, 1, 1, 1, 5 for n = 1…16), and each
// listed group has order n.
func TestAbelianGroupsCount(t *testing.T) {
	a000688 := []int{1, 1, 1, 2, 1, 1, 1, 3, 2, 1, 1, 2, 1, 1, 1, 5, 1, 2, 1, 2, 1, 1, 1, 3, 2, 1, 3, 2, 1, 1, 1, 7}
	for n := 1; n <= len(a000688); n++ {
		gs := AbelianGroups(n)
		if len(gs) != a000688[n-1] {
			t.Errorf("order %d: %d groups %v, want %d", n, len(gs), gs, a000688[n-1])
		}
		seen := map[string]bool{}
		for _, g := range gs {
			if g.Order() != n || seen[g.String()] {
				t.Errorf("order %d: %v", n, gs)
			}
			seen[g.String()] = true
			for i := 1; i < len(g.Mods); i++ {
				if g.Mods[i]%g.Mods[i-1] != 0 {
					t.Errorf("order %d: %v: factors do not divide the next", n, g)
				}
			}
		}
	}
	if got := AbelianGroups(16)[0].String(); got != "Z16" {
		t.Errorf("first group of order 16 is %s, want Z16", got)
	}
}

func TestGroupArithmetic(t *testing.T) {
	g := Group{Mods: []int{2, 4}}
	for a := 0; a < 8; a++ {
		if g.Add(a, g.Sub(0, a)) != 0 || g.Sub(a, a) != 0 || g.Scale(4, a) != 0 {
			t.Fatalf("Z2×Z4: element %d", a)
		}
		for b := 0; b < 8; b++ {
			if g.Sub(g.Add(a, b), b) != a {
				t.Fatalf("Z2×Z4: (%d+%d)−%d", a, b, b)
			}
		}
	}
}

func TestFormat(t *testing.T) {
	g := Group{Mods: []int{2, 8}}
	if got := g.FormatSet([]int{0, 1, 9, 14}); got != "{(0,0) (0,1) (1,1) (1,6)}" {
		t.Errorf("Z2×Z8: %s", got)
	}
	if got := Cyclic(11).FormatSet([]int{0, 1, 2, 4, 7}); got != "{0 1 2 4 7}" {
		t.Errorf("Z11: %s", got)
	}
}
