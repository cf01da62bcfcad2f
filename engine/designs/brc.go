package designs

// BRC reports whether the Bruck–Ryser–Chowla theorem allows a symmetric
// 2-(v, k, λ) design, with n = k − λ ≥ 1:
//
//	v even: n must be a perfect square;
//	v odd:  x² = n·y² + (−1)^((v−1)/2)·λ·z² must have a solution in
//	        integers x, y, z not all zero.
//
// (Bruck & Ryser 1949 for planes, Chowla & Ryser 1950.) True means only
// "not ruled out by BRC". The
// odd case is decided exactly with Hilbert symbols: x² = a·y² + b·z² has a
// non-zero rational (hence integer) solution if and only if (a, b)_p = 1 at
// every prime p and at infinity (Hasse–Minkowski; Serre, A Course in
// Arithmetic, ch. III–IV). It returns true for n < 1, where the theorem
// says nothing.
func BRC(v, k, lambda int) bool {
	n := k - lambda
	if n < 1 || lambda < 1 {
		return true
	}
	if v%2 == 0 {
		r := isqrt(n)
		return r*r == n
	}
	b := lambda
	if ((v-1)/2)%2 == 1 {
		b = -lambda
	}
	return ternarySolvable(n, b)
}

// ternarySolvable reports whether x² = a·y² + b·z² has a solution other
// than 0, 0, 0, for non-zero a and b.
func ternarySolvable(a, b int) bool {
	if hilbert(a, b, 0) != 1 {
		return false
	}
	for _, p := range primeFactors(2 * abs(a) * abs(b)) {
		if hilbert(a, b, p) != 1 {
			return false
		}
	}
	return true
}

// hilbert returns the Hilbert symbol (a, b)_p, ±1, of non-zero integers a
// and b at the prime p, or at infinity when p = 0 (Serre, ch. III, th. 1):
//
//	p = ∞: −1 when a < 0 and b < 0, else 1;
//	p odd: (−1)^(αβε(p)) · (u/p)^β · (v/p)^α;
//	p = 2: (−1)^(ε(u)ε(v) + αω(v) + βω(u)),
//
// where a = p^α·u, b = p^β·v with u, v prime to p, ε(x) = (x−1)/2 and
// ω(x) = (x²−1)/8 mod 2, and (·/p) is the Legendre symbol.
func hilbert(a, b, p int) int {
	if p == 0 {
		if a < 0 && b < 0 {
			return -1
		}
		return 1
	}
	alpha, u := split(a, p)
	beta, v := split(b, p)
	if p == 2 {
		e := eps(u)*eps(v) + alpha*omega(v) + beta*omega(u)
		return sign(e)
	}
	r := sign(alpha * beta * ((p - 1) / 2))
	if beta%2 == 1 {
		r *= legendre(u, p)
	}
	if alpha%2 == 1 {
		r *= legendre(v, p)
	}
	return r
}

// split returns α and u with x = p^α·u, u prime to p.
func split(x, p int) (int, int) {
	a := 0
	for x%p == 0 {
		x /= p
		a++
	}
	return a, x
}

func sign(e int) int {
	if e%2 == 0 {
		return 1
	}
	return -1
}

// eps is ε(x) = (x−1)/2 mod 2 for odd x.
func eps(x int) int { return ((x - 1) / 2) & 1 }

// omega is ω(x) = (x²−1)/8 mod 2 for odd x.
func omega(x int) int {
	m := ((x % 8) + 8) % 8
	if m == 3 || m == 5 {
		return 1
	}
	return 0
}

// legendre is (u/p) for an odd prime p not dividing u, by Euler's
// criterion u^((p−1)/2) mod p.
func legendre(u, p int) int {
	u = ((u % p) + p) % p
	r, b, e := 1, u, (p-1)/2
	for ; e > 0; e >>= 1 {
		if e&1 == 1 {
			r = r * b % p
		}
		b = b * b % p
	}
	if r == 1 {
		return 1
	}
	return -1
}

func primeFactors(n int) []int {
	var out []int
	for p := 2; p*p <= n; p++ {
		if n%p == 0 {
			out = append(out, p)
			for n%p == 0 {
				n /= p
			}
		}
	}
	if n > 1 {
		out = append(out, n)
	}
	return out
}

func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
