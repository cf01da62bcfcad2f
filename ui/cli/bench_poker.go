package cli

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/games/poker"
)

// A benchCase times one piece of work two ways: Riffle's and the baseline
// it replaced or is measured against, each returning how long one run took
// (or the cost of one item, for per-item cases).
type benchCase struct {
	name     string // what --only names it
	what     string // the report's line
	unit     string // "ns/hand" or "ms": the unit both times are given in
	riffle   func() (time.Duration, error)
	baseline func() (time.Duration, error)
	scale    float64 // the returned durations per unit (per-hand times come in picoseconds)
}

// benchResult is one case's medians.
type benchResult struct {
	Name     string  `json:"name"`
	What     string  `json:"what"`
	Unit     string  `json:"unit"`
	Riffle   float64 `json:"riffle"`
	Baseline float64 `json:"baseline"`
	Speedup  float64 `json:"speedup"` // baseline ÷ riffle: above 1, Riffle is faster
}

// benchCaseNames are the cases --only takes, besides "shuffle".
var benchCaseNames = []string{"eval7", "eval5", "poker7", "holdem", "crack"}

// benchCases are the poker cases.
func benchCases() []benchCase {
	hands7, hands5 := benchHands(7), benchHands(5)
	aa := [][2]cards.Card{{cards.MustParse("As"), cards.MustParse("Ad")}, {cards.MustParse("Kh"), cards.MustParse("Kc")}}
	return []benchCase{
		{name: "eval7", what: "a 7-card hand's value, one core", unit: "ns/hand", scale: 1000,
			riffle:   func() (time.Duration, error) { return benchEach(hands7, false), nil },
			baseline: func() (time.Duration, error) { return benchEach(hands7, true), nil }},
		{name: "eval5", what: "a 5-card hand's value, one core", unit: "ns/hand", scale: 1000,
			riffle:   func() (time.Duration, error) { return benchEach(hands5, false), nil },
			baseline: func() (time.Duration, error) { return benchEach(hands5, true), nil }},
		{name: "poker7", what: "odds poker --cards 7: patterns vs every hand", unit: "ms", scale: 1e6,
			riffle:   benchTime(func() error { _, err := odds.PokerClasses(7); return err }),
			baseline: benchTime(func() error { _, err := odds.PokerClassesEnumerated(7); return err })},
		{name: "holdem", what: "odds holdem AA v KK preflop, 1,712,304 boards", unit: "ms", scale: 1e6,
			riffle:   benchTime(func() error { _, err := odds.Holdem(aa, nil); return err }),
			baseline: benchTime(func() error { _, err := odds.HoldemBaseline(aa, nil); return err })},
		{name: "crack", what: "crack the 1999 deal: the whole day, 86,400,000 seeds", unit: "ms", scale: 1e6,
			riffle:   benchCrack(false),
			baseline: benchCrack(true)},
	}
}

// benchHands deals 4,096 hands of n cards from fixed-seed PCG shuffles (few
// enough that the tables stay in cache, as in an inner loop):
// the same hands for both sides, dealt before the clock starts.
func benchHands(n int) []cards.Hand {
	r := rand.New(rand.NewPCG(1, 2))
	deck := cards.NewDeck()
	hands := make([]cards.Hand, 1<<12)
	for i := range hands {
		r.Shuffle(len(deck), func(a, b int) { deck[a], deck[b] = deck[b], deck[a] })
		hands[i] = cards.HandOf(deck[:n]...)
	}
	return hands
}

// benchEach values every hand, repeated for about 50 ms, and returns the
// time per hand: the table-driven evaluator from each hand's Hand (its
// cards' keys summed), or (old) the evaluator of before from its Set. Both
// are built before the clock starts, so only the evaluators are timed.
func benchEach(hands []cards.Hand, old bool) time.Duration {
	sets := make([]cards.Set, len(hands))
	for i, h := range hands {
		sets[i] = h.Set()
	}
	var sink cards.Value
	start, done := time.Now(), 0
	for time.Since(start) < 50*time.Millisecond {
		if old {
			for _, s := range sets {
				sink ^= cards.BaselineEval(s)
			}
		} else {
			for _, h := range hands {
				sink ^= h.Value()
			}
		}
		done += len(hands)
	}
	benchSink.Add(int64(sink))
	return time.Duration(float64(time.Since(start)) / float64(done) * 1000) // in ps, see scale
}

// benchTime times one call of f.
func benchTime(f func() error) func() (time.Duration, error) {
	return func() (time.Duration, error) {
		start := time.Now()
		err := f()
		return time.Since(start), err
	}
}

// benchCrack times the whole day's search (no window) for the deal of the
// day's last millisecond, with the kernel of before when baseline is set.
// The kernel's work depends on the new-deck number of player 1's first card
// (it stops a group of seeds after that many steps from the end): that
// deal's first card, the jack of diamonds, is number 22 of 0…51, near the
// average.
func benchCrack(baseline bool) func() (time.Duration, error) {
	return func() (time.Duration, error) {
		const players, seed = 4, 86_399_999
		deck := poker.ASFDeck(seed)
		l := poker.Layout(players)
		hole := l.Hole(0)
		spec := poker.CrackSpec{Players: players, WindowMs: -1, Baseline: baseline,
			Hole: [2]cards.Card{deck[hole[0]], deck[hole[1]]},
			Flop: [3]cards.Card{deck[l.Flop[0]], deck[l.Flop[1]], deck[l.Flop[2]]}}
		c, err := poker.NewCracker(spec)
		if err != nil {
			return 0, err
		}
		res, err := c.Run(context.Background())
		if err != nil {
			return 0, err
		}
		if len(res.Seeds) == 0 || res.Seeds[0] != seed && res.Seeds[len(res.Seeds)-1] != seed {
			return 0, fmt.Errorf("bench: the crack did not find the seed %d it dealt (found %v)", seed, res.Seeds)
		}
		return res.Elapsed, nil
	}
}

// parseOnly reads --only: a comma-separated list of "shuffle" and the
// poker cases, or "all".
func parseOnly(s string) (map[string]bool, error) {
	all := append([]string{"shuffle"}, benchCaseNames...)
	on := map[string]bool{}
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		switch {
		case name == "all":
			for _, n := range all {
				on[n] = true
			}
		case contains(all, name):
			on[name] = true
		default:
			return nil, Usagef("--only %s: allowed all or a comma-separated list of %s", Quote(name), strings.Join(all, ", "))
		}
	}
	return on, nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// runBenchCases runs the chosen cases, rounds alternating rounds each, and
// returns their medians.
func runBenchCases(on map[string]bool, rounds int) ([]benchResult, error) {
	var out []benchResult
	for _, c := range benchCases() {
		if !on[c.name] {
			continue
		}
		var rs, bs []float64
		for range rounds {
			b, err := c.baseline()
			if err != nil {
				return nil, err
			}
			r, err := c.riffle()
			if err != nil {
				return nil, err
			}
			bs, rs = append(bs, float64(b)/c.scale), append(rs, float64(r)/c.scale)
		}
		res := benchResult{Name: c.name, What: c.what, Unit: c.unit, Riffle: median(rs), Baseline: median(bs)}
		if res.Riffle > 0 {
			res.Speedup = res.Baseline / res.Riffle
		}
		out = append(out, res)
	}
	return out, nil
}
