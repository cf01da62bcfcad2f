package odds

import (
	"math"
	"math/big"
	"os"
	"runtime"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// solitaireSink keeps benchmark results alive.
var solitaireSink any

// solitaireNaive plays the literal rules — deal the top card; if it is
// Alice's or Bob's next target it goes to that pile, otherwise to the bottom
// of the deck — but goes on until both piles are complete, noting the pass
// in which each is (a pass ends when every card in the deck at its start has
// been dealt once) and who completed first.
func solitaireNaive(deck []int) SolitaireResult {
	n := len(deck)
	m := n / 2
	queue := append([]int(nil), deck...)
	alice, bob := 0, n-1 // next targets
	pass, left := 1, len(queue)
	var res SolitaireResult
	for len(queue) > 0 {
		if left == 0 {
			pass, left = pass+1, len(queue)
		}
		c := queue[0]
		queue = queue[1:]
		left--
		switch {
		case c == alice && alice < m: // a complete pile wants nothing more
			if alice++; alice == m {
				res.AlicePass = pass
				res.AliceWins = res.BobPass == 0
			}
		case c == bob && bob >= m:
			if bob--; bob == m-1 {
				res.BobPass = pass
			}
		default:
			queue = append(queue, c)
		}
	}
	return res
}

// solitaireNaiveWinner is the literal rules stopped at the first completed
// pile, as the game is played.
func solitaireNaiveWinner(deck []int) bool {
	n := len(deck)
	m := n / 2
	queue := append([]int(nil), deck...)
	alice, bob := 0, n-1
	for {
		c := queue[0]
		queue = queue[1:]
		switch c {
		case alice:
			if alice++; alice == m {
				return true
			}
		case bob:
			if bob--; bob == m-1 {
				return false
			}
		default:
			queue = append(queue, c)
		}
	}
}

// TestSolitaireByHand: short decks dealt on paper. Cards are numbered by
// their place in the new deck; with 4 cards Alice wants 0 then 1, Bob 3
// then 2; with 6, Alice 0, 1, 2 and Bob 5, 4, 3.
func TestSolitaireByHand(t *testing.T) {
	cases := []struct {
		deck       []int
		alice      bool
		aPass, bPa int
	}{
		// Unshuffled: 0 → Alice, 1 → Alice: done in the first pass. Bob
		// meets 2 before 3 and would need a second pass.
		{[]int{0, 1, 2, 3}, true, 1, 2},
		// 3 → Bob, 2 → Bob: Bob done at once.
		{[]int{3, 2, 1, 0}, false, 2, 1},
		// 1 (A wants 0) to the bottom: 3 0 2 1. 3 → Bob; 0 → Alice; 2 → Bob,
		// done in pass 1. Alice's 1 was passed over: she needs pass 2.
		{[]int{1, 3, 0, 2}, false, 2, 1},
		// 2 (B wants 3) to the bottom: 0 3 1 2. 0 → Alice; 3 → Bob; 1 →
		// Alice, done in pass 1 (Bob's 2 comes in pass 2).
		{[]int{2, 0, 3, 1}, true, 1, 2},
		// Both finish in pass 1; the higher card decides. 3 → Bob, 0 →
		// Alice, 1 → Alice: done before Bob's 2.
		{[]int{3, 0, 1, 2}, true, 1, 1},
		// 0 → Alice, 3 → Bob, 2 → Bob: done before Alice's 1.
		{[]int{0, 3, 2, 1}, false, 1, 1},
		// Six cards, 2 4 1 3 5 0. Pass 1: 2, 4, 1, 3 to the bottom (A wants
		// 0, B wants 5); 5 → Bob; 0 → Alice. Pass 2 over 2 4 1 3: 2 to the
		// bottom; 4 → Bob; 1 → Alice; 3 → Bob, done in pass 2. Alice's 2
		// went by before her 1: she would need pass 3.
		{[]int{2, 4, 1, 3, 5, 0}, false, 3, 2},
		// Two cards: Alice wants 0, Bob wants 1; the top card decides.
		{[]int{0, 1}, true, 1, 1},
		{[]int{1, 0}, false, 1, 1},
	}
	for _, c := range cases {
		got := SolitaireOutcome(c.deck)
		want := SolitaireResult{AliceWins: c.alice, AlicePass: c.aPass, BobPass: c.bPa}
		if got != want {
			t.Errorf("SolitaireOutcome(%v) = %+v, want %+v", c.deck, got, want)
		}
		if naive := solitaireNaiveWinner(c.deck); naive != c.alice {
			t.Errorf("literal deal of %v: Alice wins %v, want %v", c.deck, naive, c.alice)
		}
	}
}

// TestSolitaireOutcomeMatchesLiteralDeal compares the cyclic-scan outcome
// with the literal rules on every arrangement of up to 8 cards, and the pass
// counts with a literal deal that goes on until both piles are complete.
func TestSolitaireOutcomeMatchesLiteralDeal(t *testing.T) {
	for n := 2; n <= 8; n += 2 {
		for _, p := range riffleAllPerms(n) {
			got := SolitaireOutcome(p)
			if naive := solitaireNaiveWinner(p); got.AliceWins != naive {
				t.Fatalf("%v: cyclic scan says Alice wins %v, the literal deal %v", p, got.AliceWins, naive)
			}
			if full := solitaireNaive(p); got != full {
				t.Fatalf("%v: cyclic scan %+v, literal deal to the end %+v", p, got, full)
			}
		}
	}
}

// solitaireEnumerated is P(Alice wins) after k riffles by summing, over all
// n! arrangements, the literal deal's verdict times the Bayer–Diaconis
// probability of the arrangement's rising sequences (shuffle.RisingSequences).
// It also returns the number of arrangements Alice wins, by rising sequences.
func solitaireEnumerated(n int, ks []int) ([]*big.Rat, []int64) {
	wins := make([]int64, n+1)
	for _, p := range riffleAllPerms(n) {
		if solitaireNaiveWinner(p) {
			wins[shuffle.RisingSequences(p)]++
		}
	}
	out := make([]*big.Rat, len(ks))
	for i, k := range ks {
		s := new(big.Rat)
		for r := 1; r <= n; r++ {
			if wins[r] > 0 {
				s.Add(s, new(big.Rat).Mul(RiffleProb(n, k, r), new(big.Rat).SetInt64(wins[r])))
			}
		}
		out[i] = s
	}
	return out, wins
}

// TestSolitaireExactEnumeration: the formula against every arrangement dealt
// by the literal rules, n ≤ 8 (n = 10, 3.6 million decks, with
// RIFFLE_SLOW=1): the decks Alice wins are exactly those with at most n/2
// rising sequences, and P(Alice wins) after k riffles is their
// Bayer–Diaconis weight. It also settles the symmetry question: for a
// uniformly random deck the game is fair — Alice wins exactly half the n!
// arrangements.
func TestSolitaireExactEnumeration(t *testing.T) {
	ns := []int{2, 4, 6, 8}
	if os.Getenv("RIFFLE_SLOW") == "1" {
		ns = append(ns, 10)
	}
	ks := []int{0, 1, 2, 3, 4, 5, 7, 10, 20}
	for _, n := range ns {
		want, wins := solitaireEnumerated(n, ks)
		eul := Eulerian(n)
		var total int64
		for r := 1; r <= n; r++ {
			w := int64(0)
			if r <= n/2 {
				w = eul[r].Int64()
			}
			if wins[r] != w {
				t.Errorf("n=%d r=%d: Alice wins %d arrangements, A(n,r)·[r ≤ n/2] = %d", n, r, wins[r], w)
			}
			total += wins[r]
		}
		if f := riffleFactorial(n).Int64(); 2*total != f {
			t.Errorf("n=%d: Alice wins %d of %d arrangements, not half", n, total, f)
		}
		for i, got := range SolitaireExact(n, ks...) {
			if got.Cmp(want[i]) != 0 {
				t.Errorf("n=%d k=%d: exact %s, enumeration %s", n, ks[i], got.RatString(), want[i].RatString())
			}
		}
	}
}

// TestSolitaireDecomposition: beyond enumeration, counting outcomes by the
// players' passes (solitaireDecompositionCounts, O(n³)) gives the same
// decks as the r ≤ n/2 rule: checked against enumeration for small n, then
// up to 100 cards.
func TestSolitaireDecomposition(t *testing.T) {
	for _, n := range []int{2, 4, 6, 8, 20, 52, 100} {
		got := solitaireDecompositionCounts(n)
		eul := Eulerian(n)
		var want []int64
		if n <= 8 {
			_, want = solitaireEnumerated(n, nil)
		}
		for r := 1; r <= n; r++ {
			w := new(big.Int)
			if r <= n/2 {
				w = eul[r]
			}
			if got[r].Cmp(w) != 0 {
				t.Errorf("n=%d r=%d: decomposition %s, A(n,r)·[r ≤ n/2] = %s", n, r, got[r], w)
			}
			if want != nil && (!got[r].IsInt64() || got[r].Int64() != want[r]) {
				t.Errorf("n=%d r=%d: decomposition %s, enumeration %d", n, r, got[r], want[r])
			}
		}
	}
}

// TestSolitaireComposedRiffles: with no formula at all — every sequence of
// k GSR bit strings applied by shuffle.RiffleBits to the new deck, each deck
// dealt by the literal rules — the share Alice wins is SolitaireExact.
func TestSolitaireComposedRiffles(t *testing.T) {
	for _, c := range []struct{ n, k int }{{2, 1}, {2, 4}, {4, 1}, {4, 2}, {4, 3}, {6, 1}, {6, 2}} {
		ways := uint64(1) << (c.n * c.k)
		var wins int64
		for w := range ways {
			d := make([]int, c.n)
			for i := range d {
				d[i] = i
			}
			for r := range c.k {
				shuffle.RiffleBits(d, riffleBits(c.n, w>>(r*c.n)&(1<<c.n-1)))
			}
			if solitaireNaiveWinner(d) {
				wins++
			}
		}
		want := new(big.Rat).SetFrac(big.NewInt(wins), new(big.Int).SetUint64(ways))
		if got := SolitaireExact(c.n, c.k)[0]; got.Cmp(want) != 0 {
			t.Errorf("n=%d k=%d: exact %s, composed riffles %s", c.n, c.k, got.RatString(), want.RatString())
		}
	}
}

// TestSolitaireRiffledIsComposedRiffles: the one-step sampler's map from
// labels to decks has exactly the law of k composed riffles. Enumerate all
// (2^k)^n label vectors through solitaireRiffled (driven by a generator that
// replays them) and all (2^n)^k riffle sequences through shuffle.RiffleBits:
// both are 2^(nk) equally likely cases, and every deck must come up equally
// often.
func TestSolitaireRiffledIsComposedRiffles(t *testing.T) {
	for _, c := range []struct{ n, k int }{{3, 1}, {3, 2}, {4, 2}, {4, 3}, {5, 2}, {6, 2}} {
		perms := riffleAllPerms(c.n)
		composed := riffleComposed(c.n, c.k, perms)
		index := make(map[uint64]int, len(perms))
		for i, p := range perms {
			index[riffleKey(p)] = i
		}
		sampled := make([]uint64, len(perms))
		pos := make([]int, c.n)
		keys := make([]uint64, c.n)
		deck := make([]int, c.n)
		labels := uint64(1) << (c.n * c.k)
		for v := range labels {
			// solitaireRiffled takes ⌊64/k⌋ labels of k bits from each Uint64,
			// low bits first: one Uint64 holds all n labels here.
			solitaireRiffled(pos, keys, c.k, &solitaireReplay{v})
			for card, j := range pos {
				deck[j] = card
			}
			sampled[index[riffleKey(deck)]]++
		}
		for i := range perms {
			if sampled[i] != composed[i] {
				t.Errorf("n=%d k=%d %v: %d label vectors, %d riffle sequences", c.n, c.k, perms[i], sampled[i], composed[i])
			}
		}
	}
}

// solitaireReplay is a generator that returns one fixed value.
type solitaireReplay struct{ v uint64 }

func (r *solitaireReplay) Uint64() uint64 { return r.v }
func (r *solitaireReplay) IntN(n int) int { panic("solitaireReplay: IntN") }

// TestSolitaireFiftyTwo: 52 cards. The source says Alice "wins over 80% of
// the time" after seven riffles; at k = 0 she always wins; the table falls
// toward ½ and never below it.
func TestSolitaireFiftyTwo(t *testing.T) {
	ks := make([]int, 31)
	for k := range ks {
		ks[k] = k
	}
	ps := SolitaireExact(52, ks...)
	if ps[0].Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("k=0: P = %s, want 1", ps[0].RatString())
	}
	if ps[7].Cmp(big.NewRat(8, 10)) <= 0 {
		t.Errorf("k=7: P = %s, the source says over 0.8", ps[7].FloatString(4))
	}
	half := big.NewRat(1, 2)
	for k := 1; k < len(ps); k++ {
		if ps[k].Cmp(ps[k-1]) > 0 || ps[k].Cmp(half) <= 0 {
			t.Errorf("k=%d: P = %s after %s", k, ps[k].FloatString(6), ps[k-1].FloatString(6))
		}
	}
	if d := ratFloat64(ps[30]) - 0.5; d > 1e-6 {
		t.Errorf("k=30: P − ½ = %g", d)
	}
	// Alice's event is one set of arrangements, so P − ½ ≤ TV(k); from 8
	// riffles on it is exactly the set of arrangements more likely than
	// uniform (r ≤ 26), and the two agree to the last digit.
	for _, row := range RiffleTable(52, 30) {
		edge := new(big.Rat).Sub(ps[row.Shuffles], half)
		switch c := edge.Cmp(row.TV); {
		case c > 0:
			t.Errorf("k=%d: P − ½ = %s exceeds TV %s", row.Shuffles, edge.FloatString(8), row.TV.FloatString(8))
		case (c == 0) != (row.Shuffles >= 8):
			t.Errorf("k=%d: P − ½ = %s, TV %s", row.Shuffles, edge.FloatString(8), row.TV.FloatString(8))
		}
	}
	// The source's figure: "after seven riffle shuffles, Alice wins over 80%
	// of the time"; the exact value is 0.8074 (four decimals).
	if got := ps[7].FloatString(4); got != "0.8074" {
		t.Errorf("k=7: P = %s", got)
	}
}

// TestSolitaireSimulateFiftyTwo: an independent route at 52 cards — k
// riffles by shuffle.Riffle itself, the literal deal — within 4.5 standard
// errors of the exact count (a false alarm about once in 150,000 runs under
// the normal approximation; seeds fixed). 3,000 games give SE ≈ 0.007, so
// a formula off by 0.035 would fail.
func TestSolitaireSimulateFiftyTwo(t *testing.T) {
	const games = 3000
	ks := []int{4, 6, 7, 8, 10}
	exact := SolitaireExact(52, ks...)
	g := rng.NewPCG(52)
	for i, k := range ks {
		wins := 0
		for range games {
			d := make([]int, 52)
			for j := range d {
				d[j] = j
			}
			for range k {
				shuffle.Riffle(d, g)
			}
			if solitaireNaiveWinner(d) {
				wins++
			}
		}
		p := ratFloat64(exact[i])
		se := math.Sqrt(p * (1 - p) / games)
		if got := float64(wins) / games; math.Abs(got-p) > 4.5*se {
			t.Errorf("k=%d: literal riffles and deal %.4f, exact %.4f (SE %.4f)", k, got, p, se)
		}
	}
}

// TestSolitaireSimulate: the parallel Monte Carlo on 8 and 10 cards agrees
// with the exact enumeration within 4.5 SE (same false-alarm rate as above),
// is reproducible at a fixed seed, does not depend on the core count, and
// at k = 0 always gives Alice.
func TestSolitaireSimulate(t *testing.T) {
	const trials = 20_000
	for _, n := range []int{8, 10} {
		ks := []int{1, 2, 3, 5}
		exact := SolitaireExact(n, ks...)
		for i, k := range ks {
			est := SolitaireSimulate(n, k, trials, 7)
			p := ratFloat64(exact[i])
			se := math.Sqrt(p * (1 - p) / trials)
			if math.Abs(est.P()-p) > 4.5*se {
				t.Errorf("n=%d k=%d: estimate %.4f ± %.4f, exact %.4f", n, k, est.P(), est.StdErr(), p)
			}
			if est.Trials != trials {
				t.Errorf("n=%d k=%d: %d trials", n, k, est.Trials)
			}
		}
	}
	// 100 cards: the sampler's slices.Sort branch.
	p100 := ratFloat64(SolitaireExact(100, 8)[0])
	if est := SolitaireSimulate(100, 8, 20_000, 5); math.Abs(est.P()-p100) > 4.5*math.Sqrt(p100*(1-p100)/20_000) {
		t.Errorf("n=100 k=8: estimate %.4f ± %.4f, exact %.4f", est.P(), est.StdErr(), p100)
	}
	a := SolitaireSimulate(52, 7, 20_000, 99)
	b := SolitaireSimulate(52, 7, 20_000, 99)
	prev := runtime.GOMAXPROCS(1)
	c := SolitaireSimulate(52, 7, 20_000, 99)
	runtime.GOMAXPROCS(prev)
	if a != b || a != c {
		t.Errorf("seed 99: %+v, %+v, on one core %+v", a, b, c)
	}
	if d := SolitaireSimulate(52, 7, 20_000, 100); d == a {
		t.Errorf("seeds 99 and 100 gave the same %+v", d)
	}
	if z := SolitaireSimulate(52, 0, 1000, 1); z.Wins != 1000 || z.StdErr() != 0 {
		t.Errorf("k=0: %+v", z)
	}
}

// TestSolitaireSimulateDetects: the same 4.5-SE check rejects a deck that is
// not riffled enough — the k = 6 estimate against the k = 7 exact value.
func TestSolitaireSimulateDetects(t *testing.T) {
	est := SolitaireSimulate(52, 6, 20_000, 3)
	p := ratFloat64(SolitaireExact(52, 7)[0])
	if math.Abs(est.P()-p) <= 4.5*math.Sqrt(p*(1-p)/20_000) {
		t.Errorf("6 riffles (%.4f) pass as 7 (%.4f)", est.P(), p)
	}
}

func TestSolitairePanics(t *testing.T) {
	for name, f := range map[string]func(){
		"odd deck":           func() { SolitaireOutcome([]int{0, 1, 2}) }, //lint:ignore SA5012 an odd deck is the point: it must panic
		"empty deck":         func() { SolitaireOutcome(nil) },
		"repeated card":      func() { SolitaireOutcome([]int{0, 0, 1, 2}) },
		"card out of range":  func() { SolitaireOutcome([]int{0, 1, 2, 4}) },
		"exact odd":          func() { SolitaireExact(51, 3) },
		"exact too small":    func() { SolitaireExact(0, 3) },
		"exact negative k":   func() { SolitaireExact(52, -1) },
		"simulate k too big": func() { SolitaireSimulate(52, MaxSolitaireShuffles+1, 10, 1) },
		"simulate 0 trials":  func() { SolitaireSimulate(52, 3, 0, 1) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s did not panic", name)
				}
			}()
			f()
		}()
	}
}

func BenchmarkSolitaireOutcome52(b *testing.B) {
	g := rng.NewPCG(1)
	d := make([]int, 52)
	for i := range d {
		d[i] = i
	}
	shuffle.FisherYates(d, g)
	for b.Loop() {
		solitaireSink = SolitaireOutcome(d)
	}
}

// BenchmarkSolitaireNaive52 is the baseline for the outcome: the literal
// deal with a queue.
func BenchmarkSolitaireNaive52(b *testing.B) {
	g := rng.NewPCG(1)
	d := make([]int, 52)
	for i := range d {
		d[i] = i
	}
	shuffle.FisherYates(d, g)
	for b.Loop() {
		solitaireSink = solitaireNaiveWinner(d)
	}
}

// BenchmarkSolitaireRiffled52k10 samples 10 riffles in one step.
func BenchmarkSolitaireRiffled52k10(b *testing.B) {
	g := rng.NewPCG(1)
	pos := make([]int, 52)
	keys := make([]uint64, 52)
	for b.Loop() {
		solitaireRiffled(pos, keys, 10, g)
	}
	solitaireSink = pos
}

// BenchmarkRiffle52x10 is the baseline: ten shuffle.Riffle calls.
func BenchmarkRiffle52x10(b *testing.B) {
	g := rng.NewPCG(1)
	d := make([]int, 52)
	for b.Loop() {
		for range 10 {
			shuffle.Riffle(d, g)
		}
	}
	solitaireSink = d
}

func BenchmarkSolitaireExact52(b *testing.B) {
	ks := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}
	for b.Loop() {
		solitaireSink = SolitaireExact(52, ks...)
	}
}

func BenchmarkSolitaireExact500(b *testing.B) {
	ks := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}
	for b.Loop() {
		solitaireSink = SolitaireExact(500, ks...)
	}
}

// BenchmarkSolitaireDecomposition52 is the baseline: the O(n³) count by
// passes, before the r ≤ n/2 rule.
func BenchmarkSolitaireDecomposition52(b *testing.B) {
	for b.Loop() {
		solitaireSink = solitaireDecompositionCounts(52)
	}
}

// BenchmarkSolitaireSimulate52k10 is one default row of the Monte Carlo
// (240,100 games) on all cores.
func BenchmarkSolitaireSimulate52k10(b *testing.B) {
	for b.Loop() {
		solitaireSink = SolitaireSimulate(52, 10, 240_100, 1)
	}
}

// solitaireDecompositionCounts is a second route to the arrangements Alice
// wins, by rising sequences — w[r], r = 1…n — that does not use the
// r ≤ n/2 characterization: it counts the outcomes by Alice's and Bob's
// passes directly.
//
// How: write pos for the positions of cards 0…n−1 (r − 1 = its descents). It
// splits into Alice's half σ_A = pos(0…m−1) and Bob's half σ_B =
// pos(m…n−1), m = n/2, each reduced to a permutation of 1…m, and the set S of
// positions Alice's cards hold; (σ_A, σ_B, S) ↔ pos is a bijection. Alice
// needs 1 + des(σ_A) passes and Bob 1 + asc(σ_B); Alice's last card sits at
// s_x, the x-th smallest of S where x = σ_A(m), and Bob's at t_y, the y-th
// smallest of the complement where y = σ_B(1); and
//
//	des(pos) = des(σ_A) + [t_y < s_x] + (m − 1 − asc(σ_B))
//
// So with E(d, x) = #{σ of 1…m : d descents, last value x} (which by
// reversal also counts d ascents and first value x), computed by
//
//	E(d, x) = Σ_{x'<x} E_{m−1}(d, x') + Σ_{x'≥x} E_{m−1}(d−1, x')
//
// and G(x, y) = #{S : s_x < t_y} = Σ_{j≥x} C(x+y−1, j)·C(n−x−y+1, m−j) (the
// x-th element of S comes first iff at least x of the first x+y−1 places are
// in S), the count of arrangements with Alice at d_A descents, Bob at d_B
// ascents and order bit b is Σ_{x,y} E(d_A,x)·E(d_B,y)·G_b(x,y), O(m³)
// products. Alice wins when d_A < d_B, or d_A = d_B and s_x < t_y.
func solitaireDecompositionCounts(n int) []*big.Int {
	m := n / 2
	e := solitaireEndCounts(m) // e[d][x], x = 1…m
	// Pascal's triangle to n: c[a][b] = C(a, b).
	c := make([][]*big.Int, n+1)
	for a := range c {
		c[a] = make([]*big.Int, a+1)
		c[a][0], c[a][a] = big.NewInt(1), big.NewInt(1)
		for b := 1; b < a; b++ {
			c[a][b] = new(big.Int).Add(c[a-1][b-1], c[a-1][b])
		}
	}
	var t big.Int
	// g0[x][y] = G(x, y) = #{S : s_x < t_y}.
	g0 := make([][]*big.Int, m+1)
	for x := 1; x <= m; x++ {
		g0[x] = make([]*big.Int, m+1)
		for y := 1; y <= m; y++ {
			l := x + y - 1
			s := new(big.Int)
			for j := x; j <= min(l, m); j++ {
				if m-j <= n-l {
					s.Add(s, t.Mul(c[l][j], c[n-l][m-j]))
				}
			}
			g0[x][y] = s
		}
	}
	// h[0][dB][x] = Σ_y E(dB, y)·G(x, y) and h[1][dB][x] = Σ_y E(dB, y)·(C(n,m)
	// − G(x, y)) = C(n,m)·Σ_y E(dB, y) − h[0][dB][x]: the counts with Bob's
	// last card below, and above, Alice's.
	var h [2][][]*big.Int
	h[0], h[1] = make([][]*big.Int, m), make([][]*big.Int, m)
	for dB := 0; dB < m; dB++ {
		h[0][dB], h[1][dB] = make([]*big.Int, m+1), make([]*big.Int, m+1)
		all := new(big.Int)
		for y := 1; y <= m; y++ {
			all.Add(all, e[dB][y])
		}
		all.Mul(all, c[n][m])
		for x := 1; x <= m; x++ {
			s := new(big.Int)
			for y := 1; y <= m; y++ {
				s.Add(s, t.Mul(e[dB][y], g0[x][y]))
			}
			h[0][dB][x] = s
			h[1][dB][x] = new(big.Int).Sub(all, s)
		}
	}
	w := make([]*big.Int, n+1)
	for r := range w {
		w[r] = new(big.Int)
	}
	for dA := 0; dA < m; dA++ {
		for dB := 0; dB < m; dB++ {
			for b := range 2 { // b = 1: Bob's last card lies above Alice's
				if !(dA < dB || (dA == dB && b == 0)) {
					continue
				}
				s := new(big.Int)
				for x := 1; x <= m; x++ {
					t.Mul(e[dA][x], h[b][dB][x])
					s.Add(s, &t)
				}
				r := dA + b + (m - 1 - dB) + 1
				w[r].Add(w[r], s)
			}
		}
	}
	return w
}

// solitaireEndCounts returns e[d][x], the number of permutations of 1…m with
// d descents and last value x.
func solitaireEndCounts(m int) [][]*big.Int {
	zero := func() [][]*big.Int {
		e := make([][]*big.Int, m)
		for d := range e {
			e[d] = make([]*big.Int, m+1)
			for x := range e[d] {
				e[d][x] = new(big.Int)
			}
		}
		return e
	}
	e := zero()
	e[0][1].SetInt64(1)
	for size := 2; size <= m; size++ {
		next := zero()
		for d := 0; d < size; d++ {
			// Appending value x to a permutation of size−1 (values ≥ x shifted
			// up) adds a descent iff its old last value x' was ≥ x.
			below := new(big.Int) // Σ_{x'<x} e[d][x']
			above := new(big.Int) // Σ_{x'≥x} e[d−1][x']
			if d > 0 {
				for x := 1; x < size; x++ {
					above.Add(above, e[d-1][x])
				}
			}
			for x := 1; x <= size; x++ {
				next[d][x].Add(below, above)
				if d < size-1 {
					below.Add(below, e[d][x])
				}
				if d > 0 && x < size {
					above.Sub(above, e[d-1][x])
				}
			}
		}
		e = next
	}
	return e
}
