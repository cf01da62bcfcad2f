package odds

import (
	"fmt"
	"math"
	"math/big"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"riffle/engine/rng"
)

// New Age Solitaire (A. van Zuylen and F. Schalekamp, "The Achilles' heel of
// the GSR shuffle: a note on New Age Solitaire", Probab. Eng. Inf. Sci.
// 18(3), 2004; rules as in "Seven riffle shuffles is not enough – except when
// it is"): a new deck — A–K♥, A–K♣, K–A♦, K–A♠ from the top — is given k
// GSR riffles and dealt one card at a time from the top. A card that is
// Alice's or Bob's next target goes to that player's pile; any other card goes
// to the bottom of the deck. Alice wants the original top half in its
// original order (A♥…K♥, A♣…K♣); Bob wants the original bottom half in
// reverse order (A♠…K♠, A♦…K♦). The first to complete a pile of 26 wins.
//
// For n cards (n even) number the cards 0…n−1 by their place in the new
// deck: Alice's targets are 0, 1, …, n/2−1 in that order and Bob's are n−1,
// n−2, …, n/2.

// MaxSolitaireCards is the largest deck the command line gives exact
// solitaire odds for: SolitaireExact costs what RiffleTable does (well under
// a second for 20 rows at 500 cards). SolitaireExact itself takes any even n.
const MaxSolitaireCards = MaxRiffleCards

// MaxSolitaireShuffles is the most riffles SolitaireSimulate accepts: a
// card's label has k bits and shares a 64-bit sort key with its position.
const MaxSolitaireShuffles = 40

// SolitaireResult is the outcome of one game of New Age Solitaire.
type SolitaireResult struct {
	AliceWins bool
	// AlicePass and BobPass are the passes through the deck (1 = the first)
	// in which each player's pile is completed; the loser's is where it
	// would have been completed had the deal gone on.
	AlicePass, BobPass int
}

// SolitaireOutcome plays New Age Solitaire on deck, where deck[j] is the card
// at position j from the top (0 = top), cards numbered by their place in the
// new deck. Removing a card never changes the cyclic order of the others, so
// the deal is a cyclic scan of the positions: a player completes in the pass
// that is 1 + the number of times the position of their next target is
// above (smaller than) the position of the one before,
//
//	Alice: 1 + #{ i < n/2−1 : pos(i+1) < pos(i) }
//	Bob:   1 + #{ i ≥ n/2   : pos(i)   < pos(i+1) }
//
// and the earlier completion wins: the lower pass or, in the same pass, the
// player whose last card lies nearer the top (pos(n/2−1) against pos(n/2)).
// O(n). It panics if len(deck) is odd or 0, or deck is not a permutation of
// 0…n−1.
func SolitaireOutcome(deck []int) SolitaireResult {
	n := len(deck)
	if n == 0 || n%2 != 0 {
		panic(fmt.Sprintf("odds: New Age Solitaire needs an even, nonzero number of cards, not %d", n))
	}
	pos := make([]int, n)
	for i := range pos {
		pos[i] = -1
	}
	for j, c := range deck {
		if c < 0 || c >= n || pos[c] >= 0 {
			panic(fmt.Sprintf("odds: SolitaireOutcome: deck is not a permutation of 0…%d", n-1))
		}
		pos[c] = j
	}
	a, b := solitairePasses(pos)
	return SolitaireResult{AliceWins: solitaireAliceFirst(pos, a, b), AlicePass: a, BobPass: b}
}

// solitairePasses returns the passes in which Alice and Bob complete, given
// pos[c] = position of card c.
func solitairePasses(pos []int) (alice, bob int) {
	n := len(pos)
	m := n / 2
	alice, bob = 1, 1
	for i := 1; i < m; i++ {
		if pos[i] < pos[i-1] {
			alice++
		}
	}
	for i := m; i < n-1; i++ {
		if pos[i] < pos[i+1] {
			bob++
		}
	}
	return alice, bob
}

func solitaireAliceFirst(pos []int, alice, bob int) bool {
	if alice != bob {
		return alice < bob
	}
	m := len(pos) / 2
	return pos[m-1] < pos[m]
}

// SolitaireExact is P(Alice wins) after k GSR riffles of an n-card new deck,
// exactly, for each k in ks:
//
//	P(Alice wins) = Σ_{r=1}^{n/2} A(n, r) · C(2^k + n − r, n) / 2^(kn)
//
// because Alice wins exactly when the deck has at most n/2 rising sequences
// (the count of such decks is the Eulerian number A(n, r), and each has the
// Bayer–Diaconis probability RiffleProb). Proof: write pos(c) for the place
// of card c and m = n/2. Alice completes in pass 1 + d_A, d_A =
// #{i < m−1 : pos(i+1) < pos(i)}; Bob in pass 1 + d_B, d_B = #{m ≤ i < n−1 :
// pos(i) < pos(i+1)} (SolitaireOutcome). Splitting the descents of pos
// (r − 1 of them) at Alice's half, the pair (m−1, m) and Bob's half,
//
//	r − 1 = d_A + b + (m − 1 − d_B),   b = [pos(m) < pos(m−1)]
//
// and Alice wins iff d_A < d_B, or d_A = d_B and b = 0 — that is, iff
// d_A − d_B + b ≤ 0, iff r ≤ m: the game is a bet on the rising sequences
// riffles leave. (van Zuylen and Schalekamp give a formula for these
// probabilities; we have not seen their paper, so this derivation is ours,
// checked against enumeration of every deck up to 10 cards and against
// simulated riffles of 52.)
//
// Consequences: at k = 0 (r = 1) Alice always wins, and she wins every game
// while 2^k ≤ n/2 (k riffles leave at most 2^k rising sequences: for 52
// cards, up to 4 riffles); for 52 cards she wins about 80.7% after 7. As
// k → ∞ the deck becomes uniform and P → ½ exactly, as A(n, r) = A(n, n+1−r)
// splits n! in half (equivalently, renaming card c as n−1−c swaps the
// players). Since Alice's event is one set of arrangements, P − ½ ≤ TV(k)
// (RiffleTable), with equality once every arrangement with r ≤ n/2 is more
// likely than uniform — for 52 cards from k = 8 on: the game is then the
// best possible bet against the riffles.
//
// Exact for even n ≥ 2; the cost is that of RiffleTable (n ≤ MaxSolitaireCards
// keeps it under a second). It panics if n is odd or < 2, or some k < 0.
func SolitaireExact(n int, ks ...int) []*big.Rat {
	if n < 2 || n%2 != 0 {
		panic(fmt.Sprintf("odds: New Age Solitaire needs an even deck of at least 2 cards, not %d", n))
	}
	eul := Eulerian(n)
	den := riffleFactorial(n)
	out := make([]*big.Rat, len(ks))
	var t big.Int
	for i, k := range ks {
		riffleCheck(n, k)
		num, an := riffleNumerators(n, k) // num[r] = n!·C(a+n−r, n)
		s := new(big.Int)
		for r := 1; r <= n/2; r++ {
			s.Add(s, t.Mul(eul[r], num[r]))
		}
		out[i] = new(big.Rat).SetFrac(s, new(big.Int).Mul(den, an))
	}
	return out
}

// DefaultSolitaireTrials is the number of games that pins P(Alice wins) to
// ±0.002 at 95% confidence whatever P is: 1.96²·p(1−p)/0.002² at p = ½.
const DefaultSolitaireTrials = 240_100

// SolitaireEstimate is a Monte Carlo estimate of P(Alice wins).
type SolitaireEstimate struct {
	Trials, Wins int64
}

// P is the fraction of games Alice won.
func (e SolitaireEstimate) P() float64 { return float64(e.Wins) / float64(e.Trials) }

// StdErr is the binomial standard error √(p(1−p)/trials) of P. It is 0 when
// every game went the same way (as at k = 0), where it understates the
// uncertainty; use a bound such as the rule of three there.
func (e SolitaireEstimate) StdErr() float64 {
	p := e.P()
	return math.Sqrt(p * (1 - p) / float64(e.Trials))
}

// solitaireChunk is the number of games per independent stream. Chunks, not
// goroutines, own streams, so the result does not depend on the core count.
const solitaireChunk = 8192

// SolitaireSimulate estimates P(Alice wins) after k GSR riffles of an n-card
// new deck by playing trials games, each on a deck sampled as one 2^k-shuffle
// (see solitaireRiffled). Games are split into chunks of 8,192 with their own
// PCG streams seeded from (seed, k, chunk), run on all cores
// (runtime.GOMAXPROCS) and added up, so the same seed gives the same answer
// on any machine. About 2 µs a game per core at 52 cards and k = 10
// (BenchmarkSolitaireSimulate52k10).
// It panics if n is odd, n < 2, n > 65,536, k < 0, k > MaxSolitaireShuffles
// or trials < 1.
func SolitaireSimulate(n, k int, trials int64, seed uint64) SolitaireEstimate {
	if n < 2 || n%2 != 0 || n > 1<<16 || k < 0 || k > MaxSolitaireShuffles || trials < 1 {
		panic(fmt.Sprintf("odds: SolitaireSimulate(%d cards, %d riffles, %d trials) out of range", n, k, trials))
	}
	chunks := (trials + solitaireChunk - 1) / solitaireChunk
	wins := make([]int64, chunks)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(int64(runtime.GOMAXPROCS(0)), chunks) {
		wg.Go(func() {
			pos := make([]int, n)
			keys := make([]uint64, n)
			for {
				c := next.Add(1) - 1
				if c >= chunks {
					return
				}
				g := rng.NewPCG(solitaireSeed(seed, k, c))
				games := min(solitaireChunk, trials-c*solitaireChunk)
				var w int64
				for range games {
					solitaireRiffled(pos, keys, k, g)
					a, b := solitairePasses(pos)
					if solitaireAliceFirst(pos, a, b) {
						w++
					}
				}
				wins[c] = w
			}
		})
	}
	wg.Wait()
	est := SolitaireEstimate{Trials: trials}
	for _, w := range wins {
		est.Wins += w
	}
	return est
}

// solitaireSeed derives chunk c's seed for k riffles from seed with the
// SplitMix64 finalizer (Steele, Lea and Flood, "Fast splittable pseudorandom
// number generators", OOPSLA 2014).
func solitaireSeed(seed uint64, k int, c int64) uint64 {
	z := seed ^ (uint64(k)+1)*0x9E3779B97F4A7C15 ^ uint64(c)*0xD1B54A32D192ED03
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// solitaireRiffled sets pos[c] to the position of card c after k GSR riffles
// of the ordered deck 0…n−1, sampled in one step: give every position j an
// independent uniform label L_j in [0, 2^k) and stable-sort the positions by
// label; the c-th position in that order is pos[c]. keys is scratch of
// length n.
//
// Why this is k riffles. For labels λ on positions write Shuf_λ for the
// rearrangement whose result holds, at position j, the card that was at
// rank_λ(j) = #{i : λ_i < λ_j} + #{i < j : λ_i = λ_j} — its place in the
// stable sort by λ. A GSR riffle is Shuf_β for n uniform bits β (the cut is
// the number of zeros; shuffle.RiffleBits). Riffling a deck already
// rearranged by Shuf_λ puts at position j the card from position
// rank_λ(ρ(j)), where ρ = rank_β; and ρ(j) < ρ(j') iff (β_j, j) < (β_j', j'),
// so this is the stable-sort rank of j by the pair (ν_j, β_j), ν_j =
// λ_{ρ(j)}: the composite is Shuf_μ with μ_j = 2·ν_j + β_j. Since ρ is a
// function of β alone and λ is independent and uniform on [A]^n, ν is uniform
// on [A]^n and independent of β, so μ is uniform on [2A]^n. By induction k
// riffles are Shuf_μ with μ uniform on [2^k]^n — the 2^k-shuffle of Bayer and
// Diaconis — and for the ordered deck the card at position j is rank_μ(j),
// so pos is the inverse: the stable sort itself. (Tested against every
// composition of riffles for small n.)
//
// Labels are cut from 64-bit outputs of g, ⌊64/k⌋ at a time, and packed
// into keys as L_j·2^16 + j, so a plain sort of the keys is the stable sort
// by label.
func solitaireRiffled(pos []int, keys []uint64, k int, g rng.Generator) {
	n := len(pos)
	if k == 0 {
		for c := range pos {
			pos[c] = c
		}
		return
	}
	per := 64 / k
	mask := uint64(1)<<k - 1
	var bits uint64
	left := 0
	for j := range n {
		if left == 0 {
			bits, left = g.Uint64(), per
		}
		keys[j] = (bits&mask)<<16 | uint64(j)
		bits >>= k
		left--
	}
	if n <= 96 {
		// Insertion sort: half the time of slices.Sort at 52 keys.
		for i := 1; i < n; i++ {
			v, j := keys[i], i
			for ; j > 0 && keys[j-1] > v; j-- {
				keys[j] = keys[j-1]
			}
			keys[j] = v
		}
	} else {
		slices.Sort(keys)
	}
	for c, key := range keys {
		pos[c] = int(key & 0xFFFF)
	}
}
