package designs

import "fmt"

// Field is the finite field GF(q), q = P^E, with elements numbered
// 0..q-1: element x stands for the polynomial Σ xᵢ·tⁱ over GF(P) whose
// coefficients xᵢ are the base-P digits of x, and arithmetic is modulo the
// monic irreducible polynomial Poly of degree E (coefficients lowest first,
// Poly[E] = 1). Element 0 is zero and 1 is one.
//
// Poly is the first monic irreducible polynomial of degree E in the order
// of its coefficients read as a base-P number, found by trial division, so
// no table of polynomials is typed in. Any irreducible polynomial gives the
// same field up to isomorphism, so the planes built on it are the same up to
// relabelling.
type Field struct {
	P, E, Q  int
	Poly     []int
	add, mul []int // Q×Q tables, row-major
}

// PrimePower returns p and e with q = pᵉ, p prime, e ≥ 1, and ok = false
// when q is not a prime power (q < 2 included).
func PrimePower(q int) (p, e int, ok bool) {
	if q < 2 {
		return 0, 0, false
	}
	for p = 2; p*p <= q; p++ {
		if q%p == 0 {
			break
		}
	}
	if p*p > q {
		p = q // q is prime
	}
	for e = 0; q%p == 0; e++ {
		q /= p
	}
	return p, e, q == 1
}

// NewField builds GF(q) for a prime power q. Its tables take 2·q² ints.
func NewField(q int) (*Field, error) {
	p, e, ok := PrimePower(q)
	if !ok {
		return nil, fmt.Errorf("field size %d is not a prime power", q)
	}
	f := &Field{P: p, E: e, Q: q, Poly: irreducible(p, e)}
	f.add = make([]int, q*q)
	f.mul = make([]int, q*q)
	for a := 0; a < q; a++ {
		for b := 0; b < q; b++ {
			f.add[a*q+b] = f.fromPoly(polyAdd(f.toPoly(a), f.toPoly(b), p))
			f.mul[a*q+b] = f.fromPoly(polyMod(polyMul(f.toPoly(a), f.toPoly(b), p), f.Poly, p))
		}
	}
	return f, nil
}

// Add returns a+b in the field.
func (f *Field) Add(a, b int) int { return f.add[a*f.Q+b] }

// Mul returns a·b in the field.
func (f *Field) Mul(a, b int) int { return f.mul[a*f.Q+b] }

// Neg returns −a in the field.
func (f *Field) Neg(a int) int {
	for b := 0; b < f.Q; b++ {
		if f.Add(a, b) == 0 {
			return b
		}
	}
	panic("designs: no negative") // unreachable in a field
}

func (f *Field) toPoly(x int) []int {
	c := make([]int, f.E)
	for i := range c {
		c[i] = x % f.P
		x /= f.P
	}
	return c
}

func (f *Field) fromPoly(c []int) int {
	x := 0
	for i := f.E - 1; i >= 0; i-- {
		x *= f.P
		if i < len(c) {
			x += c[i]
		}
	}
	return x
}

// irreducible returns the first monic polynomial of degree e over GF(p)
// (coefficients lowest first) that no monic polynomial of degree 1..e/2
// divides. Degree 1 needs no search: t itself.
func irreducible(p, e int) []int {
	if e == 1 {
		return []int{0, 1}
	}
	pe := 1
	for i := 0; i < e; i++ {
		pe *= p
	}
	for low := 0; low < pe; low++ {
		f := monic(low, p, e)
		if isIrreducible(f, p) {
			return f
		}
	}
	panic(fmt.Sprintf("designs: no irreducible polynomial of degree %d over GF(%d)", e, p)) // there always is one
}

// monic returns tᵈ + the polynomial whose coefficients are the base-p
// digits of low.
func monic(low, p, d int) []int {
	f := make([]int, d+1)
	for i := 0; i < d; i++ {
		f[i] = low % p
		low /= p
	}
	f[d] = 1
	return f
}

func isIrreducible(f []int, p int) bool {
	deg := len(f) - 1
	for d := 1; 2*d <= deg; d++ {
		pd := 1
		for i := 0; i < d; i++ {
			pd *= p
		}
		for low := 0; low < pd; low++ {
			if r := polyMod(f, monic(low, p, d), p); isZero(r) {
				return false
			}
		}
	}
	return true
}

func isZero(c []int) bool {
	for _, x := range c {
		if x != 0 {
			return false
		}
	}
	return true
}

func polyAdd(a, b []int, p int) []int {
	n := max(len(a), len(b))
	out := make([]int, n)
	for i := range out {
		if i < len(a) {
			out[i] += a[i]
		}
		if i < len(b) {
			out[i] += b[i]
		}
		out[i] %= p
	}
	return out
}

func polyMul(a, b []int, p int) []int {
	out := make([]int, len(a)+len(b))
	for i, x := range a {
		for j, y := range b {
			out[i+j] = (out[i+j] + x*y) % p
		}
	}
	return out
}

// polyMod returns a mod m over GF(p) for a monic m.
func polyMod(a, m []int, p int) []int {
	r := append([]int(nil), a...)
	dm := len(m) - 1
	for i := len(r) - 1; i >= dm; i-- {
		c := r[i]
		if c == 0 {
			continue
		}
		for j := 0; j <= dm; j++ {
			r[i-dm+j] = ((r[i-dm+j]-c*m[j])%p + p) % p
		}
	}
	if len(r) > dm {
		r = r[:dm]
	}
	return r
}
