package stats

import (
	"fmt"
	"math"
)

// MaxFullMatrix is the largest deck that [NewMatrix] tallies card by card;
// larger decks are tallied in [GroupCount] × [GroupCount] groups.
const MaxFullMatrix = 256

// GroupCount is the number of position groups and of card groups that
// [NewMatrix] uses for decks of more than [MaxFullMatrix] cards.
const GroupCount = 64

// Matrix tallies where cards land: Counts[r*Cols + c] counts samples in which a
// card of column group c was at a position of row group r.
//
// Three shapes exist:
//
//   - full ([NewMatrix], N ≤ [MaxFullMatrix]): Rows = Cols = N, one row per
//     position and one column per card;
//   - grouped ([NewMatrix], N > MaxFullMatrix): Rows = Cols = [GroupCount],
//     position i in row ⌊i·G/N⌋ and card j in column ⌊j·G/N⌋, G = GroupCount,
//     so group sizes differ by at most one;
//   - face ([NewFaceMatrix]): one row per position, one column per face of a
//     die; the samples are sequences of faces rather than permutations.
//
// A Matrix is not safe for concurrent use; give each goroutine its own and
// [Matrix.Merge] them.
type Matrix struct {
	N          int // deck size (positions and cards are 0…N-1)
	Rows, Cols int // groups; Rows == Cols == N when ungrouped
	Trials     int64
	Counts     []int64

	faces   bool  // samples are face values 1…Cols, not card ids
	rowBase []int // position -> row group · Cols
	col     []int // card id (face value − 1 for face matrices) -> column group
	rowSize []int // positions in each row group
	colSize []int // cards in each column group
}

// NewMatrix returns an empty position × card matrix for decks of n cards:
// n × n for n ≤ [MaxFullMatrix], [GroupCount] × GroupCount groups beyond
// (position or card i in group ⌊i·64/n⌋). Grouping keeps a 10⁴-card deck's
// tally small and every cell's expected count large; it can hide a bias that
// stays inside one group (a shuffle that only permutes neighbours).
//
// It panics if n < 1.
func NewMatrix(n int) *Matrix {
	if n < 1 {
		panic(fmt.Sprintf("stats: NewMatrix(%d): deck size must be at least 1", n))
	}
	g := n
	if n > MaxFullMatrix {
		g = GroupCount
	}
	group := make([]int, n)
	size := make([]int, g)
	for i := range group {
		group[i] = i * g / n
		size[group[i]]++
	}
	m := &Matrix{
		N: n, Rows: g, Cols: g,
		Counts:  make([]int64, g*g),
		rowBase: make([]int, n),
		col:     group,
		rowSize: size,
		colSize: size,
	}
	for i, r := range group {
		m.rowBase[i] = r * g
	}
	return m
}

// NewFaceMatrix returns an empty position × face matrix for sequences of
// positions dice faces, each face in 1…faces (a "deck" of dice, such as the
// constrained dice sequences of the DiceRoller, source
// /work/shared/sources/constrained-dice-shuffle.txt). Rows = positions,
// Cols = faces, no grouping.
//
// The null hypothesis is that every position shows every face with
// probability 1/faces. That holds for independent fair dice, for a uniformly
// random arrangement of a multiset holding each face equally often, and for a
// uniformly random arrangement under any constraint that treats the faces
// symmetrically (such as "no face twice within two places"); it does not
// hold for a multiset with unequal face counts. Test with
// [Matrix.RowChiSquare]; [Matrix.PermutationChiSquare] does not apply.
//
// With one face there is nothing to test: RowChiSquare gives p = 1.
//
// It panics if positions < 1 or faces < 1.
func NewFaceMatrix(positions, faces int) *Matrix {
	if positions < 1 || faces < 1 {
		panic(fmt.Sprintf("stats: NewFaceMatrix(%d, %d): need at least 1 position and 1 face", positions, faces))
	}
	m := &Matrix{
		N: positions, Rows: positions, Cols: faces,
		Counts:  make([]int64, positions*faces),
		faces:   true,
		rowBase: make([]int, positions),
		col:     make([]int, faces),
		rowSize: make([]int, positions),
		colSize: make([]int, faces),
	}
	for i := range m.rowBase {
		m.rowBase[i] = i * faces
		m.rowSize[i] = 1
	}
	for f := range m.col {
		m.col[f] = f
		m.colSize[f] = 1
	}
	return m
}

// Faces reports whether m is a position × face matrix from [NewFaceMatrix].
func (m *Matrix) Faces() bool { return m.faces }

// Add tallies one sample: deck[i] is the card at position i (card ids
// 0…N−1), or for a face matrix the face at position i (1…Cols).
//
// Add does not check that deck is a permutation (or the expected multiset);
// count and skip malformed samples with [IsPermutation] first. It panics if
// len(deck) != N or a value is out of range. It does not allocate.
func (m *Matrix) Add(deck []int) {
	if len(deck) != m.N {
		panic(fmt.Sprintf("stats: Matrix.Add: deck of %d, matrix for %d", len(deck), m.N))
	}
	off := 0
	if m.faces {
		off = 1
	}
	rowBase, col, counts := m.rowBase[:len(deck)], m.col, m.Counts
	for i, card := range deck {
		counts[rowBase[i]+col[card-off]]++
	}
	m.Trials++
}

// Merge adds the tallies of o to m. It panics if the two matrices differ in
// shape (N, Rows, Cols, or face versus card).
func (m *Matrix) Merge(o *Matrix) {
	if m.N != o.N || m.Rows != o.Rows || m.Cols != o.Cols || m.faces != o.faces {
		panic(fmt.Sprintf("stats: Matrix.Merge: shapes differ (%d: %d×%d, %d: %d×%d)",
			m.N, m.Rows, m.Cols, o.N, o.Rows, o.Cols))
	}
	for i, c := range o.Counts {
		m.Counts[i] += c
	}
	m.Trials += o.Trials
}

// Expected returns the expected count of cell (r, c) after m.Trials samples
// under the uniform distribution:
//
//	E_rc = T·p_r·c_c/N      (permutations; p_r, c_c the group sizes)
//	E_rc = T/Cols           (face matrices)
//
// For a full matrix that is T/N.
func (m *Matrix) Expected(r, c int) float64 {
	t := float64(m.Trials)
	if m.faces {
		return t / float64(m.Cols)
	}
	return t * float64(m.rowSize[r]) * float64(m.colSize[c]) / float64(m.N)
}

// PermutationChiSquare tests the tally of a permutation matrix against
// uniformly random permutations:
//
//	Q  = Σ_rc (O_rc − E_rc)²/E_rc
//	X² = ((N−1)/N)·Q,   df = (Rows−1)(Cols−1),   p = P(χ²(df) ≥ X²)
//
// The factor (N−1)/N is needed because the table is not multinomial: each
// sample puts exactly one card at each position and each card at exactly one
// position, so the counts are tied within a sample, and the plain Pearson
// sum Q of a full N × N matrix has mean N(N−1), not (N−1)². Proof: a uniform
// permutation's indicator matrix X has Var X_pc = (1/N)(1 − 1/N). Centred,
// X − J/N lies in the (N−1)²-dimensional space of matrices with zero row and
// column sums, on which S_N × S_N (relabelling positions and cards) acts
// irreducibly; by Schur's lemma the covariance there is λ·Proj, and its trace
// Σ Var X_pc = N − 1 gives λ = 1/(N−1). The standardised residuals
// (O − E)/√E, E = T/N, of T samples therefore have covariance
// (N/(N−1))·Proj, and Q → (N/(N−1))·χ²((N−1)²) as T grows.
//
// Grouped, one sample is a contingency table with fixed margins (the
// hypergeometric, permutation model): Y_ab = #positions of group a holding a
// card of group b, with group sizes p_a and c_b, E Y_ab = p_a·c_b/N and
//
//	Var Y_ab = p_a·c_b·(N−p_a)(N−c_b) / (N²(N−1)),
//
// and the standardised residuals have covariance (N/(N−1))·(I−uuᵀ)⊗(I−vvᵀ),
// u = √(p/N), v = √(c/N): N/(N−1) times a projection of rank
// (Rows−1)(Cols−1). Hence X² → χ²((Rows−1)(Cols−1)); the full matrix is the
// case Rows = Cols = N. E[X²] = df exactly for every T; only the χ² shape is
// asymptotic, good when every E_rc ≥ 5 or so (T ≥ 5N for a full matrix).
// The test TestPermutationChiSquareCalibration checks both means
// numerically.
//
// With no trials, or N = 1, it returns (0, df, 1). It panics on a face
// matrix (use [Matrix.RowChiSquare]).
func (m *Matrix) PermutationChiSquare() (chi2 float64, df int, p float64) {
	if m.faces {
		panic("stats: PermutationChiSquare on a face matrix; use RowChiSquare")
	}
	df = (m.Rows - 1) * (m.Cols - 1)
	if m.Trials == 0 || df == 0 {
		return 0, df, 1
	}
	q := 0.0
	for r := 0; r < m.Rows; r++ {
		for c := 0; c < m.Cols; c++ {
			e := m.Expected(r, c)
			d := float64(m.Counts[r*m.Cols+c]) - e
			q += d * d / e
		}
	}
	n := float64(m.N)
	chi2 = (n - 1) / n * q
	return chi2, df, ChiSquareSurvival(chi2, df)
}

// rowChiSquare returns the calibrated Pearson statistic of row r against its
// expected column distribution, df = Cols − 1:
//
//	X²_r = k_r·Σ_c (O_rc − E_rc)²/E_rc
//
// k_r = 1 for a face matrix and for a row of one position, where the row's T
// counts are multinomial. For a row group of p_r positions of a permutation
// each sample draws p_r cards without replacement, which shrinks the
// variances by (N−p_r)/(N−1); k_r = (N−1)/(N−p_r) undoes it, so that
// E[X²_r] = Cols − 1 exactly.
func (m *Matrix) rowChiSquare(r int) float64 {
	q := 0.0
	for c := 0; c < m.Cols; c++ {
		e := m.Expected(r, c)
		d := float64(m.Counts[r*m.Cols+c]) - e
		q += d * d / e
	}
	if m.faces || m.rowSize[r] == 1 {
		return q
	}
	return q * float64(m.N-1) / float64(m.N-m.rowSize[r])
}

// RowChiSquare tests each row (position, or group of positions) on its own
// against the expected distribution of cards or faces in that row, and
// combines the tests by Bonferroni's bound:
//
//	X²_r = k_r·Σ_c (O_rc − E_rc)²/E_rc,  p_r = P(χ²(Cols−1) ≥ X²_r)
//	p = min(1, Rows·min_r p_r)
//
// with k_r = 1 for a single position and (N−1)/(N−p_r) for a group of p_r
// positions of a permutation (sampling without replacement). It returns the
// X²_r of the row with the smallest p_r (the first, on ties), df = Cols − 1,
// and p.
//
// Each row's counts over independent samples are multinomial whatever ties
// the positions of one sample together, so the test is valid for dice,
// multisets and constrained sequences alike. Bonferroni is conservative
// (p is an upper bound on the false-positive rate), and a bias spread
// thinly over many rows is better found by [Matrix.PermutationChiSquare].
//
// With no trials it returns (0, Cols−1, 1).
func (m *Matrix) RowChiSquare() (chi2 float64, df int, p float64) {
	df = m.Cols - 1
	if m.Trials == 0 || df == 0 {
		return 0, df, 1
	}
	p = math.Inf(1)
	for r := 0; r < m.Rows; r++ {
		x := m.rowChiSquare(r)
		if pr := ChiSquareSurvival(x, df); pr < p {
			chi2, p = x, pr
		}
	}
	return chi2, df, min(1, float64(m.Rows)*p)
}

// TV returns the mean over rows of the total variation distance between the
// observed distribution of cards (or faces) in the row and the expected one:
//
//	TV = (1/Rows)·Σ_r ½·Σ_c |O_rc − E_rc| / Σ_c E_rc
//
// It is 0 with no trials. Sampling noise biases it upward: for a fair
// shuffle a row of k columns with t tallies expects about √((k−1)/(2πt)),
// so TV means something only well above that floor.
func (m *Matrix) TV() float64 {
	if m.Trials == 0 {
		return 0
	}
	sum := 0.0
	for r := 0; r < m.Rows; r++ {
		dev, tot := 0.0, 0.0
		for c := 0; c < m.Cols; c++ {
			e := m.Expected(r, c)
			dev += math.Abs(float64(m.Counts[r*m.Cols+c]) - e)
			tot += e
		}
		sum += dev / (2 * tot)
	}
	return sum / float64(m.Rows)
}
