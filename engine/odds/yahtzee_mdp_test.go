package odds

import (
	"fmt"
	"math"
	"math/big"
	"os"
	"slices"
	"testing"
)

// The full Markov decision process of Giant Yahtzee, solved exactly and
// independently of the chain in yahtzee.go: a state is a whole roll, the
// multiset of its face counts (a partition of n into at most d parts,
// written as a non-increasing vector of length d); an action is any
// sub-multiset of the dice to keep (k ≤ c face by face); the outcome of
// re-rolling r dice is enumerated composition by composition with its
// multinomial weight r!/Πy_i! out of d^r. Nothing here uses the coefficient
// extraction, the word counts or the assumption that only the largest group
// matters.

type yzMDP struct {
	n, d   int
	states [][]int
	index  map[string]int
	trans  map[string][]yzOutcome // by sorted keep vector
}

type yzOutcome struct {
	state int
	ways  int64 // of d^r
}

func yzKey(v []int) string { return fmt.Sprint(v) }

func yzSortedDesc(v []int) []int {
	s := slices.Clone(v)
	slices.Sort(s)
	slices.Reverse(s)
	return s
}

func newYZMDP(n, d int) *yzMDP {
	m := &yzMDP{n: n, d: d, index: map[string]int{}, trans: map[string][]yzOutcome{}}
	var gen func(prefix []int, left, maxPart int)
	gen = func(prefix []int, left, maxPart int) {
		if len(prefix) == d {
			if left == 0 {
				m.index[yzKey(prefix)] = len(m.states)
				m.states = append(m.states, slices.Clone(prefix))
			}
			return
		}
		for p := min(left, maxPart); p >= 0; p-- {
			gen(append(prefix, p), left-p, p)
		}
	}
	gen(nil, n, n)
	return m
}

// outcomes returns the law of the next roll after keeping k (any order).
func (m *yzMDP) outcomes(k []int) ([]yzOutcome, int) {
	ks := yzSortedDesc(k)
	r := m.n
	for _, x := range ks {
		r -= x
	}
	if o, ok := m.trans[yzKey(ks)]; ok {
		return o, r
	}
	fact := []int64{1}
	for i := 1; i <= r; i++ {
		fact = append(fact, fact[i-1]*int64(i))
	}
	ways := map[int]int64{}
	y := make([]int, m.d)
	var gen func(i, left int)
	gen = func(i, left int) {
		if i == m.d-1 {
			y[i] = left
			w := fact[r]
			next := make([]int, m.d)
			for j := range y {
				w /= fact[y[j]]
				next[j] = ks[j] + y[j]
			}
			ways[m.index[yzKey(yzSortedDesc(next))]] += w
			return
		}
		for c := 0; c <= left; c++ {
			y[i] = c
			gen(i+1, left-c)
		}
	}
	gen(0, r)
	var out []yzOutcome
	for s, w := range ways {
		out = append(out, yzOutcome{s, w})
	}
	slices.SortFunc(out, func(a, b yzOutcome) int { return a.state - b.state })
	m.trans[yzKey(ks)] = out
	return out, r
}

// q is the expected rolls of keeping k, then following V.
func (m *yzMDP) q(k []int, V []*big.Rat) *big.Rat {
	if k[0] == m.n || yzSortedDesc(k)[0] == m.n {
		return new(big.Rat)
	}
	out, r := m.outcomes(k)
	num := new(big.Rat)
	var t big.Rat
	for _, o := range out {
		t.Mul(V[o.state], big.NewRat(o.ways, 1))
		num.Add(num, &t)
	}
	den := new(big.Int).Exp(big.NewInt(int64(m.d)), big.NewInt(int64(r)), nil)
	num.Quo(num, new(big.Rat).SetInt(den))
	return num.Add(num, big.NewRat(1, 1))
}

// keeps lists every sub-multiset k ≤ c, face by face.
func yzKeeps(c []int) [][]int {
	out := [][]int{{}}
	for _, ci := range c {
		var next [][]int
		for _, p := range out {
			for k := 0; k <= ci; k++ {
				next = append(next, append(slices.Clone(p), k))
			}
		}
		out = next
	}
	return out
}

// evaluate solves V = 1 + P_policy·V exactly (V = 0 at a Yahtzee) by
// Gauss–Jordan elimination in rationals.
func (m *yzMDP) evaluate(policy [][]int) []*big.Rat {
	S := len(m.states)
	A := make([][]*big.Rat, S)
	for i := range A {
		A[i] = make([]*big.Rat, S+1)
		for j := range A[i] {
			A[i][j] = new(big.Rat)
		}
		A[i][i].SetInt64(1)
		if m.states[i][0] == m.n {
			continue
		}
		A[i][S].SetInt64(1)
		out, r := m.outcomes(policy[i])
		den := new(big.Int).Exp(big.NewInt(int64(m.d)), big.NewInt(int64(r)), nil)
		for _, o := range out {
			p := new(big.Rat).SetFrac(big.NewInt(o.ways), den)
			A[i][o.state].Sub(A[i][o.state], p)
		}
	}
	var t big.Rat
	for col := 0; col < S; col++ {
		piv := col
		for A[piv][col].Sign() == 0 {
			piv++ // panics (index out of range) if singular: an improper policy
		}
		A[col], A[piv] = A[piv], A[col]
		inv := new(big.Rat).Inv(A[col][col])
		for j := col; j <= S; j++ {
			A[col][j].Mul(A[col][j], inv)
		}
		for i := 0; i < S; i++ {
			if i == col || A[i][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Set(A[i][col])
			for j := col; j <= S; j++ {
				t.Mul(f, A[col][j])
				A[i][j].Sub(A[i][j], &t)
			}
		}
	}
	V := make([]*big.Rat, S)
	for i := range V {
		V[i] = A[i][S]
	}
	return V
}

// keepLargest keeps all the dice of the first (a largest) group.
func yzKeepLargest(c []int) []int {
	k := make([]int, len(c))
	k[0] = c[0]
	return k
}

type yzMDPResult struct {
	V       []*big.Rat // values of keeping the largest group
	better  []string   // rolls where some keep beats keeping the largest group
	ties    []string   // rolls with another optimal keep of a different shape
	start   *big.Rat   // expected rolls from the start, keeping the largest group
	optimal *big.Rat   // expected rolls from the start, optimal play
}

// solve evaluates keep-the-largest-group exactly, then tries every keep in
// every roll against it (one exact policy-improvement step). If nothing
// improves, the policy is optimal (Bertsekas, stochastic shortest paths: a
// proper policy whose value satisfies Bellman's equation is optimal; every
// roll costs 1, so improper policies cost ∞). If something improves, exact
// policy iteration runs to the optimum.
func (m *yzMDP) solve() yzMDPResult {
	policy := make([][]int, len(m.states))
	for i, c := range m.states {
		policy[i] = yzKeepLargest(c)
	}
	var res yzMDPResult
	res.V = m.evaluate(policy)
	res.start = m.q(make([]int, m.d), res.V)
	V := res.V
	for round := 0; ; round++ {
		changed := false
		for i, c := range m.states {
			if c[0] == m.n {
				continue
			}
			best := V[i]
			for _, k := range yzKeeps(c) {
				qk := m.q(k, V)
				if round == 0 {
					switch cmp := qk.Cmp(V[i]); {
					case cmp < 0:
						res.better = append(res.better, fmt.Sprintf("roll %v keep %v: %.6f < %.6f", c, k, yzFloat(qk), yzFloat(V[i])))
					case cmp == 0 && !slices.Equal(yzSortedDesc(k), yzSortedDesc(yzKeepLargest(c))):
						res.ties = append(res.ties, fmt.Sprintf("roll %v: keep %v", c, k))
					}
				}
				if qk.Cmp(best) < 0 {
					policy[i], best, changed = k, qk, true
				}
			}
		}
		if !changed {
			break
		}
		V = m.evaluate(policy)
	}
	res.optimal = m.q(make([]int, m.d), V)
	return res
}

func yzSlow() bool { return os.Getenv("RIFFLE_SLOW") == "1" }

// TestYahtzeeMDP solves the full decision process for small n and d and
// checks, exactly: (1) keeping the largest group is optimal in every roll
// (n ≤ 8 dice with 2…8 sides; n ≤ 12 with RIFFLE_SLOW=1); (2) the chain's
// E_s equals the decision process's value of every roll whose largest group
// is s, and its E_0 the value from the start; (3) for n ≤ 6,
// RollsLeftAfterKeepRat equals the decision process's value of EVERY keep
// from every roll; (4) BestKeep's keep achieves the optimum.
func TestYahtzeeMDP(t *testing.T) {
	maxN, maxD := 8, 8
	if yzSlow() {
		maxN = 12
	}
	ties := 0
	for d := 2; d <= maxD; d++ {
		for n := 1; n <= maxN; n++ {
			m := newYZMDP(n, d)
			res := m.solve()
			if len(res.better) > 0 {
				t.Errorf("n=%d d=%d: keeping the largest group is not optimal: %v", n, d, res.better)
				continue
			}
			ties += len(res.ties)
			sol := Yahtzee{n, d}.Solve()
			if got := sol.ExpectedRollsRat(); got.Cmp(res.start) != 0 {
				t.Errorf("n=%d d=%d: chain E_0 = %s, decision process %s", n, d, got.RatString(), res.start.RatString())
			}
			for i, c := range m.states {
				want := res.V[i]
				if got := sol.RollsLeftRat(c[0]); got.Cmp(want) != 0 {
					t.Errorf("n=%d d=%d roll %v: chain E_%d = %s, decision process %s", n, d, c, c[0], got.RatString(), want.RatString())
				}
				keep, left := sol.BestKeep(c)
				if q := m.q(keep, res.V); q.Cmp(res.V[i]) != 0 || left != yzFloat(res.V[i]) {
					t.Errorf("n=%d d=%d roll %v: BestKeep %v (%v) has value %s, optimum %s", n, d, c, keep, left, q.RatString(), res.V[i].RatString())
				}
				if n > 6 || d > 6 {
					continue // the exhaustive keep check is the slow part
				}
				for _, k := range yzKeeps(c) {
					want := m.q(k, res.V)
					if got := sol.RollsLeftAfterKeepRat(k); got.Cmp(want) != 0 {
						t.Errorf("n=%d d=%d roll %v keep %v: RollsLeftAfterKeepRat = %s, decision process %s", n, d, c, k, got.RatString(), want.RatString())
					}
				}
			}
		}
	}
	t.Logf("keep-the-largest-group is optimal for every roll, n ≤ %d, d = 2…%d (%d other optimal keeps, e.g. re-roll all when all dice differ)", maxN, maxD, ties)
}

// TestYahtzeeMDPCounterexample: keeping the largest group is NOT always
// optimal. With 8 dice of 11 sides, from a roll with two pairs and four
// singles, keeping both pairs beats keeping one; exact policy iteration
// finds an optimum below the chain's E_0. The engine shows it too:
// RollsLeftAfterKeep of the two pairs is below E_2.
func TestYahtzeeMDPCounterexample(t *testing.T) {
	m := newYZMDP(8, 11)
	res := m.solve()
	roll := []int{2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0}
	twoPairs := []int{2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	i := m.index[yzKey(roll)]
	q := m.q(twoPairs, res.V)
	if q.Cmp(res.V[i]) >= 0 {
		t.Fatalf("keeping two pairs: %s, keeping one: %s; want a counterexample", q.RatString(), res.V[i].RatString())
	}
	if res.optimal.Cmp(res.start) >= 0 {
		t.Errorf("optimal E_0 %s is not below keep-the-largest %s", res.optimal.RatString(), res.start.RatString())
	}
	sol := Yahtzee{8, 11}.Solve()
	if sol.ExpectedRollsRat().Cmp(res.start) != 0 {
		t.Errorf("chain E_0 %s, decision process (keep the largest) %s", sol.ExpectedRollsRat().RatString(), res.start.RatString())
	}
	got := sol.RollsLeftAfterKeepRat(twoPairs)
	if got.Cmp(q) != 0 || got.Cmp(sol.RollsLeftRat(2)) >= 0 {
		t.Errorf("RollsLeftAfterKeepRat(two pairs) = %s, decision process %s, E_2 = %s", got.RatString(), q.RatString(), sol.RollsLeftRat(2).RatString())
	}
	t.Logf("8 dice, 11 sides, roll %v: keep two pairs %.6f < keep one pair %.6f; E_0 optimal %.6f < keep-the-largest %.6f; %d such rolls/keeps",
		roll, yzFloat(q), yzFloat(res.V[i]), yzFloat(res.optimal), yzFloat(res.start), len(res.better))
}

// TestYahtzeeMDPFive pins the classic case: 5 six-sided dice.
func TestYahtzeeMDPFive(t *testing.T) {
	m := newYZMDP(5, 6)
	res := m.solve()
	want := big.NewRat(191283, 17248) // derived here; also J. Snyder, POTW #12-15 (2012)
	if res.start.Cmp(want) != 0 {
		t.Fatalf("5 six-sided dice by the decision process: %s, want %s", res.start.RatString(), want.RatString())
	}
	if got := (Yahtzee{5, 6}).Solve().ExpectedRollsRat(); got.Cmp(want) != 0 {
		t.Fatalf("5 six-sided dice by the chain: %s, want %s", got.RatString(), want.RatString())
	}
	if len(res.better) > 0 {
		t.Fatalf("counterexamples: %v", res.better)
	}
	t.Logf("E_0 = %s ≈ %.6f; other optimal keeps: %v", want.RatString(), yzFloat(want), res.ties)
}

// TestYahtzeeMDPCDF checks the CDF of the number of rolls against the
// distribution of whole rolls under keep-the-largest-group, propagated
// exactly through the decision process's transitions.
func TestYahtzeeMDPCDF(t *testing.T) {
	for _, c := range [][2]int{{5, 6}, {4, 3}, {6, 2}, {3, 6}} {
		n, d := c[0], c[1]
		m := newYZMDP(n, d)
		sol := Yahtzee{n, d}.Solve()
		const K = 12
		exact := sol.CDFRats(K)
		floats := sol.CDFUntil(1e-300, K)
		// Before the first roll: keep nothing.
		dist := map[int]*big.Rat{}
		out, r := m.outcomes(make([]int, d))
		den := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(int64(d)), big.NewInt(int64(r)), nil))
		for _, o := range out {
			dist[o.state] = new(big.Rat).Quo(big.NewRat(o.ways, 1), den)
		}
		for k := 1; k <= K; k++ {
			done := new(big.Rat)
			for s, p := range dist {
				if m.states[s][0] == n {
					done.Add(done, p)
				}
			}
			if exact[k-1].Cmp(done) != 0 {
				t.Errorf("n=%d d=%d: P(done within %d) = %s, decision process %s", n, d, k, exact[k-1].RatString(), done.RatString())
			}
			if k <= len(floats) && !yzClose(floats[k-1], yzFloat(done), float64(k*(n+10))*0x1p-53) {
				t.Errorf("n=%d d=%d: CDFUntil[%d] = %v, want %v", n, d, k, floats[k-1], yzFloat(done))
			}
			next := map[int]*big.Rat{}
			for s, p := range dist {
				if m.states[s][0] == n {
					yzAddTo(next, s, p)
					continue
				}
				out, r := m.outcomes(yzKeepLargest(m.states[s]))
				den := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(int64(d)), big.NewInt(int64(r)), nil))
				for _, o := range out {
					q := new(big.Rat).Mul(p, big.NewRat(o.ways, 1))
					yzAddTo(next, o.state, q.Quo(q, den))
				}
			}
			dist = next
		}
	}
}

func yzAddTo(m map[int]*big.Rat, k int, v *big.Rat) {
	if m[k] == nil {
		m[k] = new(big.Rat)
	}
	m[k].Add(m[k], v)
}

// yzClose reports |got − want| ≤ rel·|want|.
func yzClose(got, want, rel float64) bool {
	d := got - want
	if d < 0 {
		d = -d
	}
	w := want
	if w < 0 {
		w = -w
	}
	return d <= rel*w
}

func yzFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// yzSurveyMDP is the same decision process in float64, for sizes where
// exact rationals are too slow: states indexed by a packed sorted key.
type yzSurveyMDP struct {
	n, d   int
	states [][]int
	index  map[uint64]int
	cache  map[uint64][]yzSurveyOutcome
	fact   []float64
}

type yzSurveyOutcome struct {
	state int
	p     float64
}

func (m *yzSurveyMDP) key(v []int) uint64 {
	s := yzSortedDesc(v)
	var k uint64
	for _, x := range s {
		k = k*uint64(m.n+1) + uint64(x)
	}
	return k
}

func newYZSurvey(n, d int) *yzSurveyMDP {
	ex := newYZMDP(n, d)
	m := &yzSurveyMDP{n: n, d: d, states: ex.states, index: map[uint64]int{}, cache: map[uint64][]yzSurveyOutcome{}, fact: []float64{1}}
	for i, c := range m.states {
		m.index[m.key(c)] = i
	}
	for i := 1; i <= n; i++ {
		m.fact = append(m.fact, m.fact[i-1]*float64(i))
	}
	return m
}

func (m *yzSurveyMDP) outcomes(k []int) []yzSurveyOutcome {
	kk := m.key(k)
	if o, ok := m.cache[kk]; ok {
		return o
	}
	r := m.n
	for _, x := range k {
		r -= x
	}
	acc := map[int]float64{}
	y, next := make([]int, m.d), make([]int, m.d)
	den := math.Pow(float64(m.d), float64(r))
	var gen func(i, left int)
	gen = func(i, left int) {
		if i == m.d-1 {
			y[i] = left
			w := m.fact[r]
			for j := range y {
				w /= m.fact[y[j]]
				next[j] = k[j] + y[j]
			}
			acc[m.index[m.key(next)]] += w / den
			return
		}
		for c := 0; c <= left; c++ {
			y[i] = c
			gen(i+1, left-c)
		}
	}
	gen(0, r)
	var out []yzSurveyOutcome
	for s, p := range acc {
		out = append(out, yzSurveyOutcome{s, p})
	}
	m.cache[kk] = out
	return out
}

func (m *yzSurveyMDP) q(k []int, V []float64) float64 {
	if slices.Max(k) == m.n {
		return 0
	}
	s := 1.0
	for _, o := range m.outcomes(k) {
		s += o.p * V[o.state]
	}
	return s
}

// better values keep-the-largest-group by Gauss–Seidel iteration to a
// fixed point, then returns the largest relative improvement any keep
// offers over it, and where.
func (m *yzSurveyMDP) better() (gain float64, where string) {
	V := make([]float64, len(m.states))
	for {
		delta := 0.0
		for i, c := range m.states {
			if c[0] < m.n {
				v := m.q(yzKeepLargest(c), V)
				delta = max(delta, math.Abs(v-V[i]))
				V[i] = v
			}
		}
		if delta < 1e-14 {
			break
		}
	}
	for i, c := range m.states {
		if c[0] == m.n {
			continue
		}
		for _, k := range yzKeeps(c) {
			if g := (V[i] - m.q(k, V)) / V[i]; g > gain {
				gain, where = g, fmt.Sprintf("roll %v keep %v: %.6f < %.6f", c, k, m.q(k, V), V[i])
			}
		}
	}
	return gain, where
}

// TestYahtzeeMDPSurvey (RIFFLE_SLOW=1) extends the search numerically and
// checks the tables behind Yahtzee.KeepLargest: value iteration in float64
// (errors near 1e-14), flagging any keep better than keeping the largest
// group by more than 1e-10 relative. None for YahtzeeCheckedDice; some for
// every size in YahtzeeNotOptimalDice, and none just below the smallest.
func TestYahtzeeMDPSurvey(t *testing.T) {
	if !yzSlow() {
		t.Skip("set RIFFLE_SLOW=1")
	}
	const tol = 1e-10
	for d, maxN := range YahtzeeCheckedDice {
		for n := 1; n <= maxN; n++ {
			if gain, where := newYZSurvey(n, d).better(); gain > tol {
				t.Errorf("n=%d d=%d: %s", n, d, where)
			}
		}
	}
	for d, r := range YahtzeeNotOptimalDice {
		for n := r[0]; n <= r[1]; n++ {
			gain, where := newYZSurvey(n, d).better()
			if gain <= tol {
				t.Errorf("n=%d d=%d: no counterexample", n, d)
			}
			if n == r[0] {
				t.Logf("n=%d d=%d: %s", n, d, where)
			}
		}
		if YahtzeeCheckedDice[d] < r[0]-1 {
			t.Errorf("d=%d: sizes %d…%d unsearched below the first counterexample", d, YahtzeeCheckedDice[d]+1, r[0]-1)
		}
	}
}
