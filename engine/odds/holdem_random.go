package odds

import (
	"fmt"
	"math"
	"math/big"
	"runtime"
	"sync"
	"sync/atomic"

	"riffle/engine/cards"
	"riffle/engine/rng"
)

// Estimate is a hand's equity against opponents whose cards are unknown:
// its expected share of the pot at a showdown, a split pot shared equally.
type Estimate struct {
	Equity  float64
	SE      float64  // the standard error of a Monte Carlo estimate; 0 when exact
	Exact   *big.Rat // the exact equity when every deal was enumerated, else nil
	Samples int64    // the deals enumerated, or sampled
}

// MaxHoldemOpponents is the most opponents HoldemVsRandom takes: nine
// hands in all.
const MaxHoldemOpponents = MaxHoldemHands - 1

// HoldemVsRandomDeals is the number of deals an exact [HoldemVsRandom]
// enumerates for opponents opponents and a board of boardN cards: the sets
// of opponents disjoint pairs from the unseen cards, times the boards that
// complete the board from what is left,
//
//	C(u, 2k) · (2k)! / (2^k · k!) · C(u − 2k, 5 − boardN),   u = 50 − boardN
//
// (k = opponents). Opponents are interchangeable for the hand's equity, so
// each set of pairs counts once. As a big.Int: before the flop against
// eight it is about 10^23.
func HoldemVsRandomDeals(opponents, boardN int) *big.Int {
	u := int64(50 - boardN)
	k := int64(opponents)
	n := new(big.Int).Binomial(u, 2*k)
	n.Mul(n, new(big.Int).MulRange(1, 2*k))
	n.Div(n, new(big.Int).Lsh(big.NewInt(1), uint(k)))
	n.Div(n, new(big.Int).MulRange(1, k))
	return n.Mul(n, new(big.Int).Binomial(u-2*k, int64(5-boardN)))
}

// CheckVsRandom checks a hand, a board and an opponent count for
// HoldemVsRandom: two valid cards and 0…5 board cards, all distinct, and
// 1…MaxHoldemOpponents opponents.
func CheckVsRandom(hole [2]cards.Card, board []cards.Card, opponents int) error {
	if opponents < 1 || opponents > MaxHoldemOpponents {
		return fmt.Errorf("opponents %d: allowed 1…%d", opponents, MaxHoldemOpponents)
	}
	if len(board) > HoldemBoard {
		return fmt.Errorf("board has %d cards: at most %d", len(board), HoldemBoard)
	}
	seen := cards.Set(0)
	for _, c := range append([]cards.Card{hole[0], hole[1]}, board...) {
		if !c.Valid() || seen.Has(c) {
			return fmt.Errorf("card %v is not valid or is given twice", c)
		}
		seen = seen.With(c)
	}
	return nil
}

// HoldemVsRandom is the equity of hole, with board dealt, against
// opponents opponents each holding two cards unknown — any two of the
// cards not seen, every deal equally likely: exact by enumeration
// (HoldemVsRandomExact) when the deals times the hands valued per deal,
// (k+1)·HoldemVsRandomDeals, are at most maxValues, else a Monte Carlo
// estimate of samples deals drawn with g and its standard error.
func HoldemVsRandom(hole [2]cards.Card, board []cards.Card, opponents int, maxValues int64, g rng.Generator, samples int) (Estimate, error) {
	if err := CheckVsRandom(hole, board, opponents); err != nil {
		return Estimate{}, err
	}
	work := new(big.Int).Mul(HoldemVsRandomDeals(opponents, len(board)), big.NewInt(int64(opponents+1)))
	if work.Cmp(big.NewInt(maxValues)) <= 0 {
		return HoldemVsRandomExact(hole, board, opponents)
	}
	return HoldemVsRandomMC(hole, board, opponents, g, samples)
}

// HoldemExactBudget is the hands valued that HoldemVsRandom is given for
// an exact answer within 50 ms: BenchmarkVsRandomExactFlop values 2.1
// million hands (heads-up on the flop) at 10.5 ns each on two cores, 23
// ms, so 2.5 million take about 26 ms, with room for a slower machine.
// Within it: one opponent from the flop on, two on the river; beyond,
// Monte Carlo.
const HoldemExactBudget = 2_500_000

// unseen is the cards not in hole or board, in order.
func unseen(hole [2]cards.Card, board []cards.Card) []cards.Card {
	used := cards.SetOf(board...).With(hole[0]).With(hole[1])
	var out []cards.Card
	for c := range cards.Card(cards.NumCards) {
		if !used.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// HoldemVsRandomExact enumerates every deal of HoldemVsRandomDeals: each
// set of opponent pairs (pairs taken in increasing order of their lower
// card, so that a set is met once), then each board completing the board
// from the cards left; the hand's share of each is 1, 1/m for an m-way
// tie at the top, or 0, summed exactly in units of 1/2520. The work is
// shared among runtime.GOMAXPROCS(0) goroutines by the first pair's lower
// card.
func HoldemVsRandomExact(hole [2]cards.Card, board []cards.Card, opponents int) (Estimate, error) {
	if err := CheckVsRandom(hole, board, opponents); err != nil {
		return Estimate{}, err
	}
	u := unseen(hole, board)
	var (
		next        atomic.Int64
		mu          sync.Mutex
		wg          sync.WaitGroup
		units, deal int64
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			e := &vsRandom{hero: hole, board: cards.HandOf(board...), need: HoldemBoard - len(board),
				opp: make([][2]cards.Card, opponents), used: make([]bool, len(u)), u: u}
			for {
				a := int(next.Add(1) - 1)
				if a >= len(u) {
					break
				}
				e.firstPair(a)
			}
			mu.Lock()
			units += e.units
			deal += e.deals
			mu.Unlock()
		})
	}
	wg.Wait()
	ex := big.NewRat(units, tieUnits*deal)
	f, _ := ex.Float64()
	return Estimate{Equity: f, Exact: ex, Samples: deal}, nil
}

// vsRandom is one worker of HoldemVsRandomExact.
type vsRandom struct {
	hero         [2]cards.Card
	board        cards.Hand
	need         int
	opp          [][2]cards.Card
	used         []bool
	u            []cards.Card
	units, deals int64
}

// firstPair enumerates the sets whose first pair's lower card is u[a].
func (e *vsRandom) firstPair(a int) {
	e.used[a] = true
	for b := a + 1; b < len(e.u); b++ {
		e.used[b] = true
		e.opp[0] = [2]cards.Card{e.u[a], e.u[b]}
		e.pairs(1, a+1)
		e.used[b] = false
	}
	e.used[a] = false
}

// pairs chooses opponent k's pair, its lower card from u[from:].
func (e *vsRandom) pairs(k, from int) {
	if k == len(e.opp) {
		e.boards(0, e.need, e.board)
		return
	}
	for a := from; a < len(e.u); a++ {
		if e.used[a] {
			continue
		}
		e.used[a] = true
		for b := a + 1; b < len(e.u); b++ {
			if e.used[b] {
				continue
			}
			e.used[b] = true
			e.opp[k] = [2]cards.Card{e.u[a], e.u[b]}
			e.pairs(k+1, a+1)
			e.used[b] = false
		}
		e.used[a] = false
	}
}

// boards completes the board with left more unused cards from u[from:].
func (e *vsRandom) boards(from, left int, b cards.Hand) {
	if left == 0 {
		e.deals++
		e.units += share(e.hero, e.opp, b)
		return
	}
	for i := from; i <= len(e.u)-left; i++ {
		if !e.used[i] {
			e.boards(i+1, left-1, b.Add(e.u[i]))
		}
	}
}

// share is the hero's share of the pot on board b, in units of 1/2520.
func share(hero [2]cards.Card, opp [][2]cards.Card, b cards.Hand) int64 {
	v := b.Add(hero[0]).Add(hero[1]).Value()
	ways := int64(1)
	for _, o := range opp {
		w := b.Add(o[0]).Add(o[1]).Value()
		switch {
		case w > v:
			return 0
		case w == v:
			ways++
		}
	}
	return tieUnits / ways
}

// HoldemVsRandomMC estimates HoldemVsRandom's equity from samples deals,
// each drawn with g: the opponents' cards and the rest of the board as the
// first cards of a partial Fisher–Yates shuffle of the unseen cards. The
// standard error is the sample standard deviation of the shares over √n.
func HoldemVsRandomMC(hole [2]cards.Card, board []cards.Card, opponents int, g rng.Generator, samples int) (Estimate, error) {
	if err := CheckVsRandom(hole, board, opponents); err != nil {
		return Estimate{}, err
	}
	if samples < 2 {
		return Estimate{}, fmt.Errorf("samples %d: at least 2", samples)
	}
	u := unseen(hole, board)
	base := cards.HandOf(board...)
	need := HoldemBoard - len(board)
	opp := make([][2]cards.Card, opponents)
	var sum, sumSq float64
	for range samples {
		draw := 2*opponents + need
		for i := range draw { // partial Fisher–Yates: u[:draw] is the sample
			j := i + g.IntN(len(u)-i)
			u[i], u[j] = u[j], u[i]
		}
		for k := range opp {
			opp[k] = [2]cards.Card{u[2*k], u[2*k+1]}
		}
		b := base
		for _, c := range u[2*opponents : draw] {
			b = b.Add(c)
		}
		x := float64(share(hole, opp, b)) / tieUnits
		sum += x
		sumSq += x * x
	}
	n := float64(samples)
	mean := sum / n
	v := max(0, (sumSq-n*mean*mean)/(n-1))
	return Estimate{Equity: mean, SE: math.Sqrt(v / n), Samples: int64(samples)}, nil
}
