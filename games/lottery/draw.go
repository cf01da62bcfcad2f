package lottery

import (
	"fmt"
	"slices"

	"riffle/engine/rng"
)

// Draw is one draw of a game: the main drum's balls in the order they came
// out and sorted, and the bonus drum's ball (0 without one).
type Draw struct {
	Order []int // as drawn
	Balls []int // sorted
	Bonus int
}

// Draw draws the game's balls: the first Drawn steps of Fisher–Yates on a
// drum of 1…Balls (shuffle.Partial), then, with a bonus drum, one ball of
// 1…Bonus from its own drum the same way. Every set of Drawn balls has
// probability 1/C(Balls, Drawn) when r's IntN is unbiased, and the bonus
// ball 1/Bonus, independently.
func (g Game) Draw(r rng.Generator) Draw {
	d := Draw{Order: pick(g.Lottery.Balls, g.Lottery.Drawn, r)}
	d.Balls = slices.Clone(d.Order)
	slices.Sort(d.Balls)
	if g.HasBonus() {
		d.Bonus = pick(g.Lottery.Bonus, 1, r)[0]
	}
	return d
}

// Outcome is how one ticket fared in a draw.
type Outcome struct {
	Matches int  // numbers of the ticket among the main drum's balls
	Bonus   bool // the bonus number matched the bonus ball
	Chips   int  // the prize: Pay(spots, Matches, Bonus)
}

// Check compares a ticket with a draw. It panics if the ticket's size is
// not valid for the game.
func (g Game) Check(t Ticket, d Draw) Outcome {
	var o Outcome
	for _, n := range t.Numbers {
		if _, ok := slices.BinarySearch(d.Balls, n); ok {
			o.Matches++
		}
	}
	o.Bonus = g.HasBonus() && t.Bonus != 0 && t.Bonus == d.Bonus
	o.Chips = g.Pay(len(t.Numbers), o.Matches, o.Bonus)
	return o
}

// MaxCombos is the most combinations a [Tally] counts one by one: enough
// for pick3's 120 (and any lottery whose C(Balls, Drawn) 10,000 draws can
// test at 5 or more expected apiece).
const MaxCombos = 2000

// binom is C(n, k) for the small arguments Rank needs (C(n, k) ≤
// MaxCombos); 0 for k < 0 or k > n.
func binom(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	c := 1
	for i := 1; i <= k; i++ {
		c = c * (n - k + i) / i
	}
	return c
}

// Rank is the colexicographic rank of a sorted set of distinct balls from
// 1…n (the combinatorial number system):
//
//	Rank(b₁ < b₂ < … < b_k) = Σ_i C(b_i − 1, i)   (i = 1…k)
//
// from 0 for {1, 2, …, k} to C(n, k) − 1 for {n−k+1, …, n}. The caller
// keeps C(n, k) small (≤ MaxCombos) so that nothing overflows.
func Rank(balls []int) int {
	r := 0
	for i, b := range balls {
		r += binom(b-1, i+1)
	}
	return r
}

// Unrank is the inverse of [Rank]: the sorted set of k balls whose rank is
// r. It panics if r < 0.
func Unrank(r, k int) []int {
	if r < 0 {
		panic("lottery: Unrank of a negative rank")
	}
	out := make([]int, k)
	for i := k; i >= 1; i-- {
		c := i - 1 // the largest c with C(c, i) ≤ r
		for binom(c+1, i) <= r {
			c++
		}
		out[i-1] = c + 1
		r -= binom(c, i)
	}
	return out
}

// Tally counts many draws of one game against a set of tickets: each
// number's appearances, each bonus ball's, each combination's (for small
// lotteries), each ticket's matches, and what the tickets would have cost
// and won. It is what the table's "Draw 10,000" reports; no chips move.
type Tally struct {
	game    Game
	Tickets []Ticket
	Draws   int64
	// Numbers[n−1] counts the draws in which ball n came up; Bonus[b−1]
	// the draws whose bonus ball was b (nil without a bonus drum).
	Numbers, Bonus []int64
	// Combos[Rank(balls)] counts each combination of the main drum; nil
	// when C(Balls, Drawn) > MaxCombos.
	Combos []int64
	// Matches[i][m] counts the draws in which ticket i matched m numbers;
	// BonusHits[i] those in which its bonus number came up.
	Matches   [][]int64
	BonusHits []int64
	// Cost and Won are the chips the tickets would have staked and won
	// over the draws.
	Cost, Won int64
}

// NewTally starts an empty tally of g's draws for the tickets (which
// must be valid for g; it panics otherwise).
func NewTally(g Game, tickets []Ticket) *Tally {
	t := &Tally{game: g, Tickets: slices.Clone(tickets), Numbers: make([]int64, g.Lottery.Balls)}
	for _, tk := range tickets {
		if err := g.Validate(tk); err != nil {
			panic("lottery: NewTally: " + err.Error())
		}
		t.Matches = append(t.Matches, make([]int64, len(tk.Numbers)+1))
	}
	t.BonusHits = make([]int64, len(tickets))
	if g.HasBonus() {
		t.Bonus = make([]int64, g.Lottery.Bonus)
	}
	if c := g.Combinations(); c.IsInt64() && c.Int64() <= MaxCombos {
		t.Combos = make([]int64, c.Int64())
	}
	return t
}

// Game is the game tallied.
func (t *Tally) Game() Game { return t.game }

// Add counts one draw (of t's game).
func (t *Tally) Add(d Draw) {
	t.Draws++
	for _, b := range d.Balls {
		t.Numbers[b-1]++
	}
	if t.Bonus != nil {
		t.Bonus[d.Bonus-1]++
	}
	if t.Combos != nil {
		t.Combos[Rank(d.Balls)]++
	}
	for i, tk := range t.Tickets {
		o := t.game.Check(tk, d)
		t.Matches[i][o.Matches]++
		if o.Bonus {
			t.BonusHits[i]++
		}
		t.Cost += int64(t.game.Price)
		t.Won += int64(o.Chips)
	}
}

// Merge adds o's counts to t; both must tally the same game and tickets.
func (t *Tally) Merge(o *Tally) error {
	if o.game.Name != t.game.Name || !slices.EqualFunc(o.Tickets, t.Tickets, func(a, b Ticket) bool {
		return slices.Equal(a.Numbers, b.Numbers) && a.Bonus == b.Bonus
	}) {
		return fmt.Errorf("lottery: merging a tally of %s into one of %s, or of other tickets", o.game.Name, t.game.Name)
	}
	t.Draws += o.Draws
	addInto(t.Numbers, o.Numbers)
	addInto(t.Bonus, o.Bonus)
	addInto(t.Combos, o.Combos)
	for i := range t.Matches {
		addInto(t.Matches[i], o.Matches[i])
	}
	addInto(t.BonusHits, o.BonusHits)
	t.Cost += o.Cost
	t.Won += o.Won
	return nil
}

func addInto(dst, src []int64) {
	for i := range dst {
		dst[i] += src[i]
	}
}

// Simulate draws n times with r into a new tally of the tickets, calling
// each (if not nil) with every draw. No chips move.
func (g Game) Simulate(tickets []Ticket, r rng.Generator, n int, each func(Draw)) *Tally {
	t := NewTally(g, tickets)
	for range n {
		d := g.Draw(r)
		t.Add(d)
		if each != nil {
			each(d)
		}
	}
	return t
}
