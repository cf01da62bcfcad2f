// Package lottery is the rules of the lottery table: pick-k lotteries
// (the Java text's Roadrunner Cash and 6-of-40 lotto), keno (20 of 80
// drawn, the player marks 1…10 spots), Powerball in the Java text's form
// (5 of 59 + 1 of 39) and today's (5 of 69 + 1 of 26), and a small 3-of-10
// lottery whose 120 combinations 10,000 draws can test one by one.
// (Source: "Lottery", "Roadrunner", "Keno" and "Powerball" in
// java-shuffling-and-random-numbers.md.)
//
// Tickets are marked by quick pick (the first steps of Fisher–Yates on the
// numbers, sorted — the Java text's Lottery.pick) or typed and parsed
// ([Game.ParseTicket]). A draw takes the main drum's balls by the same
// partial Fisher–Yates and, with a bonus drum, one ball from that drum.
// The exact odds of every match are engine/odds' [odds.Lottery]; the pay
// tables are ILLUSTRATIVE — round numbers in the shape of real prize
// charts, not any lottery's prizes — and their exact return to the player
// is [Game.Return].
//
// A [Table] is a plain state machine: its state (the slip of tickets per
// lottery, the last draw), its legal actions (choose a lottery, mark or
// remove tickets, draw) and their resolution; the chips the tickets cost
// and win are the casino ledger's (games/casino). Every draw and quick pick takes its randomness from the
// generator given to [New]; nothing here draws on its own, prints or
// waits. Illegal actions return an error and change nothing.
package lottery

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"riffle/engine/odds"
)

// Game is one lottery: its drums, the tickets it sells, the ticket's price
// in chips and its (illustrative) pay table.
type Game struct {
	Name    string // as the odds presets name it ("roadrunner"), or "pick3"
	Title   string // "Roadrunner Cash"
	Summary string // one line: what is drawn
	// Lottery is the draw: Balls, Drawn, Bonus; Spots is the default
	// ticket (keno: 10).
	Lottery odds.Lottery
	// MinSpots…MaxSpots is how many numbers a ticket may mark: keno 1…10,
	// every other game exactly Drawn.
	MinSpots, MaxSpots int
	Price              int    // chips per ticket
	BonusName          string // "Powerball"; "" without a bonus drum
	// pays[s][m] is what a ticket of s numbers matching m wins, in chips;
	// bonusPays[m] the same with the bonus ball matched as well.
	pays      map[int][]int
	bonusPays []int
}

// Keno is the name of the keno game, the one whose tickets mark 1…10.
const Keno = "keno"

// Games returns the lotteries of the table, in the order the screen cycles
// through them:
//
//	roadrunner      5 of 37, 1 chip  (the Java text's exercise)
//	lotto           6 of 40, 1 chip  (the Java text's Lottery(40).pick(6))
//	keno            20 of 80, a ticket of 1…10 spots, 1 chip
//	powerball-2012  5 of 59 + 1 of 39, 1 chip  (the Java text's exercise IV)
//	powerball       5 of 69 + 1 of 26, 2 chips (since October 2015)
//	pick3           3 of 10, 1 chip: small enough that 10,000 draws test
//	                each of its C(10, 3) = 120 combinations
//
// The draws are odds.LotteryPresets' (the same names) and, for pick3,
// odds.Lottery{Balls: 10, Drawn: 3, Spots: 3}. The pay tables are
// illustrative. The slice is new on every call.
func Games() []Game {
	preset := func(name string) odds.LotteryPreset {
		p, err := odds.LookupLottery(name)
		if err != nil {
			panic("lottery: " + err.Error()) // the presets are fixed in engine/odds
		}
		return p
	}
	rr, lotto, keno := preset("roadrunner"), preset("lotto"), preset("keno")
	pb12, pb := preset("powerball-2012"), preset("powerball")
	return []Game{
		{
			Name: rr.Name, Title: "Roadrunner Cash", Summary: "5 of 37",
			Lottery: rr.Lottery, MinSpots: 5, MaxSpots: 5, Price: 1,
			pays: map[int][]int{5: {0, 0, 1, 10, 300, 60_000}},
		},
		{
			Name: lotto.Name, Title: "Lotto 6/40", Summary: "6 of 40",
			Lottery: lotto.Lottery, MinSpots: 6, MaxSpots: 6, Price: 1,
			pays: map[int][]int{6: {0, 0, 0, 2, 40, 1_000, 1_000_000}},
		},
		{
			Name: keno.Name, Title: "Keno", Summary: "20 of 80, mark 1…10 spots",
			Lottery: keno.Lottery, MinSpots: keno.MinSpots, MaxSpots: keno.MaxSpots, Price: 1,
			pays: map[int][]int{
				1:  {0, 3},
				2:  {0, 0, 12},
				3:  {0, 0, 1, 42},
				4:  {0, 0, 1, 4, 120},
				5:  {0, 0, 0, 1, 20, 600},
				6:  {0, 0, 0, 1, 5, 80, 1_500},
				7:  {0, 0, 0, 1, 2, 20, 200, 5_000},
				8:  {0, 0, 0, 0, 0, 10, 80, 1_500, 20_000},
				9:  {0, 0, 0, 0, 0, 5, 40, 300, 4_000, 40_000},
				10: {0, 0, 0, 0, 0, 2, 20, 120, 1_000, 5_000, 100_000},
			},
		},
		{
			Name: pb12.Name, Title: "Powerball 2009–12", Summary: "5 of 59 + 1 of 39",
			Lottery: pb12.Lottery, MinSpots: 5, MaxSpots: 5, Price: 1, BonusName: "Powerball",
			pays:      map[int][]int{5: {0, 0, 0, 7, 100, 200_000}},
			bonusPays: []int{3, 4, 7, 100, 10_000, 20_000_000},
		},
		{
			Name: pb.Name, Title: "Powerball", Summary: "5 of 69 + 1 of 26",
			Lottery: pb.Lottery, MinSpots: 5, MaxSpots: 5, Price: 2, BonusName: "Powerball",
			pays:      map[int][]int{5: {0, 0, 0, 7, 100, 1_000_000}},
			bonusPays: []int{4, 4, 7, 100, 50_000, 20_000_000},
		},
		{
			Name: "pick3", Title: "Pick 3 of 10", Summary: "3 of 10: 120 combinations",
			Lottery:  odds.Lottery{Balls: 10, Drawn: 3, Spots: 3},
			MinSpots: 3, MaxSpots: 3, Price: 1,
			pays: map[int][]int{3: {0, 0, 2, 50}},
		},
	}
}

// Lookup finds a game by name; the error lists the names.
func Lookup(name string) (Game, error) {
	gs := Games()
	names := make([]string, len(gs))
	for i, g := range gs {
		if g.Name == name {
			return g, nil
		}
		names[i] = g.Name
	}
	return Game{}, fmt.Errorf("unknown lottery %q: allowed %s", name, strings.Join(names, ", "))
}

// HasBonus reports whether the game draws a bonus ball from a second drum.
func (g Game) HasBonus() bool { return g.Lottery.Bonus > 0 }

// ValidSpots reports whether a ticket of s numbers is allowed.
func (g Game) ValidSpots(s int) bool { return s >= g.MinSpots && s <= g.MaxSpots }

// Odds is the exact odds of a ticket of s numbers (engine/odds). It panics
// if s is not a valid ticket size.
func (g Game) Odds(s int) odds.Lottery {
	g.mustSpots("Odds", s)
	l := g.Lottery
	l.Spots = s
	return l
}

func (g Game) mustSpots(fn string, s int) {
	if !g.ValidSpots(s) {
		panic(fmt.Sprintf("lottery: %s.%s(%d): a ticket marks %d…%d numbers", g.Name, fn, s, g.MinSpots, g.MaxSpots))
	}
}

// Pay is what a ticket of s numbers wins when it matches m of the main
// drum (and the bonus ball, if bonus): the illustrative pay table, in
// chips; the ticket's price is not returned on top. 0 for every
// combination not in the table. It panics if s is not a valid ticket size.
func (g Game) Pay(s, m int, bonus bool) int {
	g.mustSpots("Pay", s)
	row := g.pays[s]
	if bonus && g.HasBonus() {
		row = g.bonusPays
	}
	if m < 0 || m >= len(row) {
		return 0
	}
	return row[m]
}

// MaxPay is the most a ticket of s numbers can win: the top of its pay
// table, with or without the bonus ball. It panics if s is not a valid
// ticket size.
func (g Game) MaxPay(s int) int {
	g.mustSpots("MaxPay", s)
	most := 0
	for _, p := range g.pays[s] {
		most = max(most, p)
	}
	if g.HasBonus() {
		for _, p := range g.bonusPays {
			most = max(most, p)
		}
	}
	return most
}

// Tier is one winning line of a pay table.
type Tier struct {
	Matches int
	Bonus   bool // the bonus ball matched too
	Chips   int  // what the ticket wins
	// Prob is the exact probability of exactly this outcome (engine/odds).
	Prob *big.Rat
}

// TierName writes the tier as prize charts do: "4 of 5", "3 + Powerball",
// "Powerball only".
func (g Game) TierName(s int, t Tier) string {
	switch {
	case t.Bonus && t.Matches == 0:
		return g.BonusName + " only"
	case t.Bonus:
		return fmt.Sprintf("%d + %s", t.Matches, g.BonusName)
	}
	return fmt.Sprintf("%d of %d", t.Matches, s)
}

// Tiers is the pay table of a ticket of s numbers: every outcome that
// wins, best paid first (the rarer first among equal prizes), with its
// exact probability. It panics if s is not
// a valid ticket size.
func (g Game) Tiers(s int) []Tier {
	g.mustSpots("Tiers", s)
	l := g.Odds(s)
	var out []Tier
	if g.HasBonus() {
		with, without := l.MatchesBonus()
		for m := range with {
			if c := g.Pay(s, m, true); c > 0 {
				out = append(out, Tier{Matches: m, Bonus: true, Chips: c, Prob: with[m]})
			}
			if c := g.Pay(s, m, false); c > 0 {
				out = append(out, Tier{Matches: m, Chips: c, Prob: without[m]})
			}
		}
	} else {
		for m, p := range l.Matches() {
			if c := g.Pay(s, m, false); c > 0 {
				out = append(out, Tier{Matches: m, Chips: c, Prob: p})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b Tier) int {
		if a.Chips != b.Chips {
			return b.Chips - a.Chips
		}
		return a.Prob.Cmp(b.Prob) // the rarer first
	})
	return out
}

// Return is the exact expected return of a ticket of s numbers, in chips
// won per chip staked:
//
//	Σ over tiers  P(tier) · Pay(tier) / Price
//
// with P(tier) the hypergeometric match probability of engine/odds (times
// 1/M or (M−1)/M for the bonus ball). Below 1: the house keeps the rest.
// It panics if s is not a valid ticket size.
func (g Game) Return(s int) *big.Rat {
	r := new(big.Rat)
	for _, t := range g.Tiers(s) {
		r.Add(r, new(big.Rat).Mul(t.Prob, new(big.Rat).SetInt64(int64(t.Chips))))
	}
	return r.Quo(r, new(big.Rat).SetInt64(int64(g.Price)))
}

// Combinations is the number of equally likely draws of the main drum,
// C(Balls, Drawn).
func (g Game) Combinations() *big.Int {
	l := g.Lottery
	l.Bonus = 0
	return l.Combinations()
}
