package designs

import (
	"os"
	"testing"
)

// knownBiplanes are the k for which biplanes are known (Wikipedia, "Block
// design", § Biplanes), up to 40; none is known past 13.
var knownBiplanes = map[int]bool{3: true, 4: true, 5: true, 6: true, 9: true, 11: true, 13: true}

// TestBRCKnownList: every k with a known biplane passes BRC, and the
// classical exclusions k = 7, 8, 10, 12 fail (v = 22 and 46 even with
// k − 2 = 5 and 8 no squares; v = 29 and 67 odd with no solution).
func TestBRCKnownList(t *testing.T) {
	for k := 3; k <= 40; k++ {
		ok := BRC(BiplaneSize(k), k, 2)
		if knownBiplanes[k] && !ok {
			t.Errorf("k=%d: a biplane is known, BRC rules it out", k)
		}
	}
	for _, k := range []int{7, 8, 10, 12} {
		if BRC(BiplaneSize(k), k, 2) {
			t.Errorf("k=%d: BRC should rule out the biplane", k)
		}
	}
	// Planes: BRC rules out orders 6, 14, 21, 22, 30 (n ≡ 1, 2 mod 4 and not a
	// sum of two squares), not 10 (sum of two squares; Lam's computer search
	// rules it out) nor any prime power.
	for n := 2; n <= 30; n++ {
		want := n != 6 && n != 14 && n != 21 && n != 22 && n != 30
		if got := BRC(n*n+n+1, n+1, 1); got != want {
			t.Errorf("plane of order %d: BRC %v, want %v", n, got, want)
		}
	}
}

// TestBRCAgainstSearch checks the Hilbert-symbol decision against a plain
// search for small solutions of x² = n·y² + b·z²: where the search finds a
// non-zero solution BRC must say solvable, and for every case where BRC
// says unsolvable the search must find none. For the odd-v cases k ≤ 40 it
// also needs the search to find a solution whenever BRC says solvable
// (bounded by 60, enough for these small coefficients).
func TestBRCAgainstSearch(t *testing.T) {
	for k := 3; k <= 40; k++ {
		v := BiplaneSize(k)
		if v%2 == 0 {
			continue
		}
		n, b := k-2, 2
		if ((v-1)/2)%2 == 1 {
			b = -2
		}
		found := false
		for x := 0; x <= 60 && !found; x++ {
			for y := 0; y <= 60 && !found; y++ {
				for z := 0; z <= 60; z++ {
					if (x != 0 || y != 0 || z != 0) && x*x == n*y*y+b*z*z {
						found = true
						break
					}
				}
			}
		}
		if got := BRC(v, k, 2); got != found {
			t.Errorf("k=%d (v=%d): x² = %d·y² %+d·z²: BRC %v, search found %v", k, v, n, b, got, found)
		}
	}
}

func TestHilbertSymbolTable(t *testing.T) {
	// (a, b)_p by definition: 1 when a·x² + b·y² = z² has a non-zero p-adic
	// solution. Known values: (−1, −1)_2 = −1 (no sum of two squares is −1
	// in Q_2), (−1, −1)_∞ = −1, (2, 5)_5 = −1 (2 is no square mod 5),
	// (3, 3)_2 = −1 (3(x² + y²) is never 1 mod 8), (3, 5)_2 = 1 (3 + 5·... :
	// 3·4 + 5 = 17 ≡ 1 mod 8, a 2-adic square), (−1, 2)_2 = 1 (−1 + 2 = 1),
	// (p, p)_p = (−1/p).
	for _, tc := range []struct{ a, b, p, want int }{
		{-1, -1, 2, -1}, {-1, -1, 0, -1}, {2, 5, 5, -1}, {3, 3, 2, -1}, {3, 5, 2, 1}, {-1, 2, 2, 1},
		{3, 3, 3, -1}, {5, 5, 5, 1}, {2, 2, 2, 1}, {7, 11, 0, 1},
	} {
		if got := hilbert(tc.a, tc.b, tc.p); got != tc.want {
			t.Errorf("(%d, %d)_%d = %d, want %d", tc.a, tc.b, tc.p, got, tc.want)
		}
	}
}

// TestMultiplierAgreesWithBacktracking: for every k whose groups the
// backtracking search covers in the default run (k ≤ 9) and where the
// multiplier theorem applies, both searches agree on whether each abelian
// group has a difference set, and the sets the multiplier search finds are
// difference sets.
func TestMultiplierAgreesWithBacktracking(t *testing.T) {
	for k := 3; k <= 9; k++ {
		n := BiplaneSize(k)
		p, ok := Multiplier(n, k, 2)
		if !ok {
			continue
		}
		for _, g := range AbelianGroups(n) {
			ms, _ := g.MultiplierSearch(k, 2, p)
			bs, _ := g.SearchWith(k, 2, 1)
			if (ms == nil) != (bs == nil) {
				t.Errorf("k=%d %v: multiplier %d finds %v, backtracking %v", k, g, p, ms, bs)
			}
			if ms != nil && !g.IsDifferenceSet(ms, 2) {
				t.Errorf("k=%d %v: %v is no difference set", k, g, ms)
			}
		}
	}
	// The squares mod 11 and the 4th powers mod 37 are what the
	// multiplier searches find.
	if s, _ := Cyclic(11).MultiplierSearch(5, 2, 3); joinInts(s) != joinInts(PowerResidues(11, 2)) {
		t.Errorf("Z11: %v, want the squares %v", s, PowerResidues(11, 2))
	}
	if s, _ := Cyclic(37).MultiplierSearch(9, 2, 7); joinInts(s) != joinInts(PowerResidues(37, 4)) {
		t.Errorf("Z37: %v, want the 4th powers %v", s, PowerResidues(37, 4))
	}
}

// TestSearchWithAgreesWithSearch: fixing 1 beside 0 loses no group's
// difference sets, on every abelian group of order N for k ≤ 9.
func TestSearchWithAgreesWithSearch(t *testing.T) {
	for k := 3; k <= 9; k++ {
		for _, g := range AbelianGroups(BiplaneSize(k)) {
			a, _ := g.Search(k, 2)
			b, _ := g.SearchWith(k, 2, 1)
			if (a == nil) != (b == nil) || (b != nil && !g.IsDifferenceSet(b, 2)) {
				t.Errorf("k=%d %v: Search %v, SearchWith %v", k, g, a, b)
			}
		}
	}
}

func TestResidueAndComplementConstructions(t *testing.T) {
	for _, tc := range []struct{ p, e, k int }{{11, 2, 5}, {37, 4, 9}, {7, 2, 3}} {
		set := PowerResidues(tc.p, tc.e)
		lambda := tc.k * (tc.k - 1) / (tc.p - 1)
		if len(set) != tc.k || !Cyclic(tc.p).IsDifferenceSet(set, lambda) {
			t.Errorf("%d-th powers mod %d = %v: not a (%d, %d, %d) difference set", tc.e, tc.p, set, tc.p, tc.k, lambda)
		}
	}
	fano, _ := Dobble(2)
	c := fano.Complement()
	if c.PerCard != 4 || c.Shared != 2 {
		t.Fatalf("complement of the Fano plane: %d per card, %d shared", c.PerCard, c.Shared)
	}
	if err := c.Check(); err != nil {
		t.Fatalf("complement of the Fano plane: %v", err)
	}
	for k := 2; k <= 13; k++ {
		for _, c := range Constructions(k) {
			if err := c.Deck.Check(); err != nil || c.Deck.PerCard != k || c.Deck.Shared != 2 {
				t.Errorf("k=%d %s: %v", k, c.Name, err)
			}
			pairCheck(t, c.Deck)
		}
	}
	if h := Hyperovals(); len(h) != 168 {
		t.Errorf("PG(2,4) has %d hyperovals, want 168", len(h))
	}
}

// TestDoubleReport checks every row for k = 2…13 (k = 10's half-second
// backtracking in Z46 only with RIFFLE_SLOW=1): built rows hold a checked
// deck; none-of-the-searched-kinds rows searched every abelian group and
// found nothing; the statuses agree with the literature where it is
// settled.
func TestDoubleReport(t *testing.T) {
	for k := 2; k <= 13; k++ {
		if k == 10 && os.Getenv("RIFFLE_SLOW") != "1" {
			continue
		}
		r := DoubleRow(k)
		if r.K != k || r.N != BiplaneSize(k) || r.BRC != BRC(r.N, k, 2) {
			t.Fatalf("k=%d: row %+v", k, r)
		}
		if len(r.Failed) > 0 || (r.Status == Built) != (len(r.Also) > 0) {
			t.Errorf("k=%d: constructions %v, failed %v", k, r.Also, r.Failed)
		}
		switch r.Status {
		case Built:
			if r.Deck == nil || r.Deck.Check() != nil || r.How == "" {
				t.Errorf("k=%d: built row without a checked deck", k)
			}
			if !knownBiplanes[k] {
				t.Errorf("k=%d: built, but the literature knows no biplane", k)
			}
		case NoneSearched:
			if len(r.Searches) == 0 {
				t.Errorf("k=%d: no search run", k)
			}
			for _, s := range r.Searches {
				if s.Found != nil {
					t.Errorf("k=%d: %v found %v but the row says none", k, s.Group, s.Found)
				}
			}
			groups := map[string]bool{}
			for _, s := range r.Searches {
				groups[s.Group.String()] = true
			}
			if len(groups) != len(AbelianGroups(r.N)) {
				t.Errorf("k=%d: searched %d groups of %d", k, len(groups), len(AbelianGroups(r.N)))
			}
		case Degenerate:
			if k != 2 {
				t.Errorf("k=%d: degenerate", k)
			}
		}
		if (r.Status == Built) != (knownBiplanes[k] && k != 13) {
			t.Errorf("k=%d: status %s", k, r.Status)
		}
	}
}

// TestMultiplierConditions: the least prime p | n = k − λ with p ∤ v and
// p > λ, worked by hand: (7, 4, 2) has n = 2, not above λ; (16, 6, 2) has
// n = 4 and 2 | 16; (46, 10, 2) has n = 8, only 2; (22, 7, 2): n = 5;
// (29, 8, 2): n = 6, 3 (2 is not above λ); (56, 11, 2): n = 9, 3; (79, 13, 2):
// n = 11; (7, 3, 1): n = 2 > λ = 1; (15, 7, 3): gcd(v, k) = 1, n = 4, none;
// (16, 6, 2) again fails gcd(16, 6) = 2 as well.
func TestMultiplierConditions(t *testing.T) {
	for _, tc := range []struct{ v, k, lambda, p int }{
		{7, 4, 2, 0}, {16, 6, 2, 0}, {46, 10, 2, 0}, {22, 7, 2, 5}, {29, 8, 2, 3},
		{37, 9, 2, 7}, {56, 11, 2, 3}, {67, 12, 2, 5}, {79, 13, 2, 11}, {11, 5, 2, 3},
		{7, 3, 1, 2}, {15, 7, 3, 0},
	} {
		p, ok := Multiplier(tc.v, tc.k, tc.lambda)
		if ok != (tc.p != 0) || p != tc.p {
			t.Errorf("Multiplier(%d, %d, %d) = %d, %v; want %d", tc.v, tc.k, tc.lambda, p, ok, tc.p)
		}
	}
}
