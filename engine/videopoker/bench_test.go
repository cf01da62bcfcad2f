package videopoker

import (
	"os"
	"slices"
	"testing"
)

// Sink keeps benchmark results alive.
var Sink any

func BenchmarkBuild(b *testing.B) {
	p, _ := Lookup("jacks-9-6")
	for b.Loop() {
		Sink = build(p)
	}
}

// BenchmarkAdvise: the 32 holds of one hand, from the subset tables (fast,
// built beforehand), without them (direct: the hands holding two or more of
// its cards listed, the deck sums kept or, cold, worked out again), and by
// plain enumeration of every draw (brute).
func BenchmarkAdvise(b *testing.B) {
	p, _ := Lookup("jacks-9-6")
	h := hand(b, "Ah Kh Qh Jh 2c")
	b.Run("fast", func(b *testing.B) {
		t := tablesFor(p)
		for b.Loop() {
			Sink = advise(p, h, t)
		}
	})
	b.Run("direct", func(b *testing.B) { // without the tables, deck sums kept
		for b.Loop() {
			Sink = advise(p, h, nil)
		}
	})
	b.Run("direct-cold", func(b *testing.B) { // what riffle odds --hand does
		for b.Loop() {
			deckMu.Lock()
			clear(deckCache)
			deckMu.Unlock()
			Sink = advise(p, h, nil)
		}
	})
	b.Run("brute", func(b *testing.B) {
		masks := make([]uint8, 32)
		for i := range masks {
			masks[i] = uint8(i)
		}
		for b.Loop() {
			Sink = bruteAdvise(p, h, masks)
		}
	})
}

// allDeals lists the 2,598,960 deals one by one, each of weight 1: the
// baseline without suit symmetry.
func allDeals() []class {
	var out []class
	forEachSet(5, func(x []int) {
		var c class
		for _, card := range x {
			c.suits[card/13] |= 1 << (card % 13)
		}
		c.weight = 1
		out = append(out, c)
	})
	return out
}

// BenchmarkAnalyze: a whole pay table from scratch — tables built, then
// every deal solved — over the suit classes (symmetry) and over all deals
// (nosymmetry, the same tables). Plain brute force (enumerate every draw of
// every hold of every class, BenchmarkAdvise/brute each) would take about
// 134,459 × 0.5 s, some 18 hours on one core.
func BenchmarkAnalyze(b *testing.B) {
	p, _ := Lookup("jacks-9-6")
	b.Run("symmetry", func(b *testing.B) {
		for b.Loop() {
			Sink = analyze(build(p), classes())
		}
	})
	b.Run("nosymmetry", func(b *testing.B) {
		deals := allDeals()
		for b.Loop() {
			Sink = analyze(build(p), deals)
		}
	})
}

func TestAllDealsAgree(t *testing.T) {
	if os.Getenv("RIFFLE_SLOW") == "" {
		t.Skip("every deal one by one: set RIFFLE_SLOW=1")
	}
	p, _ := Lookup("ddb-9-6")
	a, b := Analyze(p), analyze(tablesFor(p), allDeals())
	if a.Return.Cmp(b.Return) != 0 || !slices.Equal(a.Hands, b.Hands) {
		t.Errorf("classes %s %v, all deals %s %v", a.Return, a.Hands, b.Return, b.Hands)
	}
}
