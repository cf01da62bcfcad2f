package designs

import "testing"

// TestFieldAxioms checks every GF(q), q ≤ 32, as a field by brute force:
// addition and multiplication associative, commutative and distributive,
// 0 and 1 neutral, every element a negative and every non-zero element an
// inverse, and q·1 = 0 only for q a multiple of the characteristic P.
func TestFieldAxioms(t *testing.T) {
	for _, q := range PlaneOrders() {
		f, err := NewField(q)
		if err != nil {
			t.Fatal(err)
		}
		if f.Poly[f.E] != 1 || len(f.Poly) != f.E+1 {
			t.Fatalf("GF(%d): polynomial %v is not monic of degree %d", q, f.Poly, f.E)
		}
		step := 1
		if q > 16 {
			step = 3 // the triple loops stay small; every pair is still checked
		}
		for a := 0; a < q; a++ {
			inv, neg := false, false
			for b := 0; b < q; b++ {
				if f.Add(a, b) != f.Add(b, a) || f.Mul(a, b) != f.Mul(b, a) {
					t.Fatalf("GF(%d): %d, %d do not commute", q, a, b)
				}
				inv = inv || f.Mul(a, b) == 1
				neg = neg || f.Add(a, b) == 0
				for c := 0; c < q; c += step {
					if f.Add(f.Add(a, b), c) != f.Add(a, f.Add(b, c)) ||
						f.Mul(f.Mul(a, b), c) != f.Mul(a, f.Mul(b, c)) ||
						f.Mul(a, f.Add(b, c)) != f.Add(f.Mul(a, b), f.Mul(a, c)) {
						t.Fatalf("GF(%d): %d, %d, %d break a law", q, a, b, c)
					}
				}
			}
			if f.Add(a, 0) != a || f.Mul(a, 1) != a || !neg || (a != 0 && !inv) {
				t.Fatalf("GF(%d): element %d lacks a neutral, negative or inverse", q, a)
			}
			if f.Add(a, f.Neg(a)) != 0 {
				t.Fatalf("GF(%d): Neg(%d) = %d", q, a, f.Neg(a))
			}
		}
		// The characteristic: 1 added to itself P times is 0, fewer is not.
		s := 0
		for i := 1; i <= f.P; i++ {
			s = f.Add(s, 1)
			if (s == 0) != (i == f.P) {
				t.Fatalf("GF(%d): %d·1 = %d", q, i, s)
			}
		}
	}
}

// TestIrreducibleHasNoRoot: a polynomial of degree 2 or 3 is irreducible
// exactly when it has no root, checked by evaluating at every element.
func TestIrreducibleHasNoRoot(t *testing.T) {
	for _, pe := range [][2]int{{2, 2}, {2, 3}, {3, 2}, {5, 2}, {3, 3}, {7, 2}} {
		p, e := pe[0], pe[1]
		f := irreducible(p, e)
		for x := 0; x < p; x++ {
			v, xp := 0, 1
			for _, c := range f {
				v = (v + c*xp) % p
				xp = xp * x % p
			}
			if v == 0 {
				t.Fatalf("GF(%d^%d): %v has root %d", p, e, f, x)
			}
		}
	}
}

func TestPrimePower(t *testing.T) {
	for q, want := range map[int][3]int{2: {2, 1, 1}, 4: {2, 2, 1}, 9: {3, 2, 1}, 16: {2, 4, 1}, 27: {3, 3, 1},
		6: {0, 0, 0}, 12: {0, 0, 0}, 1: {0, 0, 0}, 0: {0, 0, 0}, -8: {0, 0, 0}, 31: {31, 1, 1}} {
		p, e, ok := PrimePower(q)
		if ok != (want[2] == 1) || (ok && (p != want[0] || e != want[1])) {
			t.Errorf("PrimePower(%d) = %d, %d, %v", q, p, e, ok)
		}
	}
}
