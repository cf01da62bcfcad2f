package odds

import (
	"fmt"
	"math/big"
	"math/bits"
	"os"
	"testing"

	"riffle/engine/cards"
)

// pokerSink keeps benchmark results alive.
var pokerSink any

// The published tables: Wikipedia, "Poker probability", frequency of 5-card
// poker hands and frequency of 7-card poker hands (best five of seven), royal
// flush counted apart from the other straight flushes; for six cards, Brian
// Alspach, "6-Card Poker Hands" (see TestPokerClasses6).
var (
	pokerPublished5 = map[cards.Class]int64{
		cards.RoyalFlush: 4, cards.StraightFlush: 36, cards.FourOfAKind: 624,
		cards.FullHouse: 3_744, cards.Flush: 5_108, cards.Straight: 10_200,
		cards.ThreeOfAKind: 54_912, cards.TwoPair: 123_552, cards.OnePair: 1_098_240,
		cards.HighCard: 1_302_540,
	}
	pokerPublished6 = map[cards.Class]int64{
		cards.RoyalFlush: 188, cards.StraightFlush: 1_656, cards.FourOfAKind: 14_664,
		cards.FullHouse: 165_984, cards.Flush: 205_792, cards.Straight: 361_620,
		cards.ThreeOfAKind: 732_160, cards.TwoPair: 2_532_816, cards.OnePair: 9_730_740,
		cards.HighCard: 6_612_900,
	}
	pokerPublished7 = map[cards.Class]int64{
		cards.RoyalFlush: 4_324, cards.StraightFlush: 37_260, cards.FourOfAKind: 224_848,
		cards.FullHouse: 3_473_184, cards.Flush: 4_047_644, cards.Straight: 6_180_020,
		cards.ThreeOfAKind: 6_461_620, cards.TwoPair: 31_433_400, cards.OnePair: 58_627_800,
		cards.HighCard: 23_294_460,
	}
)

// pokerBinomial is C(n, k) by math/big.
func pokerBinomial(n, k int) int64 { return new(big.Int).Binomial(int64(n), int64(k)).Int64() }

func pokerCheckTable(t *testing.T, n int, want map[cards.Class]int64) {
	t.Helper()
	got, err := PokerClasses(n)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 10 || got[0].Class != cards.RoyalFlush || got[9].Class != cards.HighCard {
		t.Fatalf("PokerClasses(%d): %d classes from %v to %v, want the ten best first", n, len(got), got[0].Class, got[len(got)-1].Class)
	}
	total := pokerBinomial(52, n)
	var sum int64
	for i, c := range got {
		if i > 0 && c.Class != got[i-1].Class-1 {
			t.Errorf("class %d is %v after %v", i, c.Class, got[i-1].Class)
		}
		if c.Count != want[c.Class] || c.Total != total {
			t.Errorf("%d cards, %v: %d of %d, want %d of %d", n, c.Class, c.Count, c.Total, want[c.Class], total)
		}
		sum += c.Count
		// P and the odds against are two readings of one count:
		// odds X : 1 means P = 1/(X+1).
		x := c.OddsAgainst()
		if p := new(big.Rat).Inv(new(big.Rat).Add(x, big.NewRat(1, 1))); p.Cmp(c.Prob()) != 0 {
			t.Errorf("%v: P = %v but odds against %v : 1", c.Class, c.Prob(), x)
		}
	}
	if sum != total {
		t.Errorf("%d cards: counts sum to %d, want C(52,%d) = %d", n, sum, n, total)
	}
}

func TestPokerClasses5(t *testing.T) {
	pokerCheckTable(t, 5, pokerPublished5)
	// The brief's example: a royal flush in five cards is 649,739 : 1 against.
	p, _ := PokerClasses(5)
	if x := p[0].OddsAgainst(); x.Cmp(big.NewRat(649_739, 1)) != 0 {
		t.Errorf("royal flush odds against %v, want 649739", x)
	}
}

// TestPokerClasses6 checks the 6-card table against Brian Alspach's,
// "6-Card Poker Hands" (17 January 2000, people.math.sfu.ca/~alspach/comp19),
// counted there by hand, class by class.
func TestPokerClasses6(t *testing.T) { pokerCheckTable(t, 6, pokerPublished6) }

func TestPokerClasses7(t *testing.T) { pokerCheckTable(t, 7, pokerPublished7) }

// TestPokerPatternsEnumerate5: the pattern count equals the enumeration of
// all 2,598,960 five-card hands, class by class.
func TestPokerPatternsEnumerate5(t *testing.T) {
	if got, want := pokerPatterns(pokerRanks, 5), pokerEnumerate(5); got != want {
		t.Errorf("5 cards: patterns %v, enumeration %v", got, want)
	}
}

// TestPokerPatternsEnumerateSlow: the pattern count equals the enumeration
// of all 20,358,520 six-card and 133,784,560 seven-card hands (seconds;
// minutes under -race): RIFFLE_SLOW=1. The default run checks seven cards
// against the published table and the enumeration on reduced decks
// (TestPoker7Formulas, TestPokerCountBruteForce).
func TestPokerPatternsEnumerateSlow(t *testing.T) {
	if os.Getenv("RIFFLE_SLOW") != "1" {
		t.Skip("the 6- and 7-card enumerations run with RIFFLE_SLOW=1")
	}
	for _, n := range []int{6, 7} {
		if got, want := pokerPatterns(pokerRanks, n), pokerEnumerate(n); got != want {
			t.Errorf("%d cards: patterns %v, enumeration %v", n, got, want)
		}
	}
}

// TestPokerMultisets checks the doc comment's numbers of rank multisets,
// 6,175, 18,395 and 49,205 for 5, 6 and 7 cards: the coefficient of x^n in
// (1 + x + … + x⁴)¹³ by polynomial products, against inclusion–exclusion
// over the ranks held five or more times, Σ_j (−1)^j C(13, j) C(n − 5j + 12, 12).
func TestPokerMultisets(t *testing.T) {
	poly := []int64{1}
	for range 13 {
		next := make([]int64, len(poly)+4)
		for i, a := range poly {
			for c := range 5 {
				next[i+c] += a
			}
		}
		poly = next
	}
	for n, want := range map[int]int64{5: 6_175, 6: 18_395, 7: 49_205} {
		var ie int64
		for j := 0; 5*j <= n; j++ {
			term := pokerBinomial(13, j) * pokerBinomial(n-5*j+12, 12)
			if j%2 == 1 {
				term = -term
			}
			ie += term
		}
		if poly[n] != want || ie != want {
			t.Errorf("%d cards: %d multisets by products, %d by inclusion–exclusion, doc says %d", n, poly[n], ie, want)
		}
	}
}

func TestPokerClassesErrors(t *testing.T) {
	for _, n := range []int{-1, 0, 4, 8, 52} {
		if _, err := PokerClasses(n); err == nil {
			t.Errorf("PokerClasses(%d): no error", n)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("OddsAgainst of an empty class did not panic")
		}
	}()
	PokerClass{Class: cards.Flush, Count: 0, Total: 10}.OddsAgainst()
}

// pokerDeck is the four suits of the given ranks.
func pokerDeck(ranks []cards.Rank) []cards.Card {
	var d []cards.Card
	for s := cards.Clubs; s <= cards.Spades; s++ {
		for _, r := range ranks {
			d = append(d, cards.NewCard(r, s))
		}
	}
	return d
}

// pokerStraightTop is the top rank of the highest straight (five
// consecutive ranks, or A-2-3-4-5 with the ace low) among the ranks set in
// has, or 0: written out from the rules, independently of package cards.
func pokerStraightTop(has [15]bool) int {
	for top := 14; top >= 5; top-- {
		run := true
		for r := top - 4; r <= top; r++ {
			low := r
			if r == 1 {
				low = 14
			}
			run = run && has[low]
		}
		if run {
			return top
		}
	}
	return 0
}

// pokerFormulas7 counts by formula, for 7-card hands dealt from the four
// suits of the given ranks, the classes a flush or a repeated rank decides
// alone. With seven cards a suit holding five or more excludes full house and
// four of a kind (they need two or four distinct suits among five or more
// cards of two ranks, leaving at most four of any suit), and only one suit
// can hold five; so
//
//	flush-type hands = 4 · Σ_{k=5..7} (k-subsets F of the ranks) · C(3·|R|, 7−k)
//
// sorted by F's highest straight into royal flush (top ace), straight flush
// (another top) and flush (none);
//
//	four of a kind = |R| · C(4·|R| − 4, 3)
//
// and full house is every rank pattern with a three, no four, and at least
// two ranks held twice or more, Σ over patterns of Π C(4, count):
// independent of package cards and of the enumeration.
func pokerFormulas7(ranks []cards.Rank) map[cards.Class]int64 {
	nr := len(ranks)
	out := map[cards.Class]int64{}
	for sub := 0; sub < 1<<nr; sub++ {
		k := 0
		var has [15]bool
		for i, r := range ranks {
			if sub&(1<<i) != 0 {
				has[r] = true
				k++
			}
		}
		if k < 5 || k > 7 {
			continue
		}
		ways := 4 * pokerBinomial(3*nr, 7-k)
		switch top := pokerStraightTop(has); {
		case top == 14:
			out[cards.RoyalFlush] += ways
		case top > 0:
			out[cards.StraightFlush] += ways
		default:
			out[cards.Flush] += ways
		}
	}
	out[cards.FourOfAKind] = int64(nr) * pokerBinomial(4*nr-4, 3)
	// Full house: enumerate rank-count patterns (counts 0…3 per rank summing
	// to 7) recursively.
	var rec func(i, left, threes, twos int, ways int64)
	rec = func(i, left, threes, twos int, ways int64) {
		if i == nr {
			if left == 0 && threes >= 1 && threes+twos >= 2 {
				out[cards.FullHouse] += ways
			}
			return
		}
		for c := 0; c <= min(3, left); c++ {
			t, w := threes, twos
			if c == 3 {
				t++
			}
			if c == 2 {
				w++
			}
			rec(i+1, left-c, t, w, ways*pokerBinomial(4, c))
		}
	}
	rec(0, 7, 0, 0, 1)
	return out
}

var pokerAllRanks = []cards.Rank{cards.Two, cards.Three, cards.Four, cards.Five, cards.Six, cards.Seven,
	cards.Eight, cards.Nine, cards.Ten, cards.Jack, cards.Queen, cards.King, cards.Ace}

// TestPoker7Formulas is the default run's check of the 7-card enumeration:
// the formulas give the published 7-card counts on the full deck, and the
// enumeration (two workers) agrees with them on a 36-card deck of nine ranks
// that still holds the wheel, the royal and the gaps that break straights —
// 8,347,680 hands, every one valued and tallied as in the full run.
func TestPoker7Formulas(t *testing.T) {
	full := pokerFormulas7(pokerAllRanks)
	for c, n := range full {
		if n != pokerPublished7[c] {
			t.Errorf("formula for 7-card %v: %d, published %d", c, n, pokerPublished7[c])
		}
	}
	if len(full) != 5 {
		t.Errorf("formulas cover %d classes, want 5", len(full))
	}
	ranks := []cards.Rank{cards.Ace, cards.Two, cards.Three, cards.Four, cards.Five, cards.Seven,
		cards.Jack, cards.Queen, cards.King}
	want := pokerFormulas7(ranks)
	got := pokerCount(pokerDeck(ranks), 7, 2)
	var sum int64
	for c := cards.HighCard; c <= cards.RoyalFlush; c++ {
		sum += got[c]
		if n, ok := want[c]; ok && got[c] != n {
			t.Errorf("reduced deck, 7 cards, %v: enumerated %d, formula %d", c, got[c], n)
		}
	}
	if total := pokerBinomial(36, 7); sum != total || got[0] != 0 {
		t.Errorf("reduced deck: %d hands tallied (%d as no hand), want C(36,7) = %d", sum, got[0], total)
	}
	// The pattern count, on the same deck (39 off-suit cards become 27),
	// equals the enumeration class by class.
	if p := pokerPatterns(ranks, 7); p != got {
		t.Errorf("reduced deck, 7 cards: patterns %v, enumeration %v", p, got)
	}
}

// pokerFives lists, for n cards, the n-bit masks of their five-card subsets.
func pokerFives(n int) []uint {
	var subs []uint
	for sub := uint(0); sub < 1<<n; sub++ {
		if bits.OnesCount(sub) == 5 {
			subs = append(subs, sub)
		}
	}
	return subs
}

// pokerBestOfSubsets is the brute-force value of a hand: the best Eval5 over
// its five-card subsets (subs from pokerFives).
func pokerBestOfSubsets(h []cards.Card, subs []uint) cards.Value {
	var best cards.Value
	for _, sub := range subs {
		var five [5]cards.Card
		k := 0
		for i := range h {
			if sub&(1<<i) != 0 {
				five[k] = h[i]
				k++
			}
		}
		best = max(best, cards.Eval5(five))
	}
	return best
}

// TestPokerCountBruteForce: on a 24-card deck (four suits of A 2 3 4 5 9,
// where the wheel, the steel wheel, flushes without straights and every
// repeated-rank class occur) the enumeration's tallies for 5, 6 and 7
// cards, with one and three workers, and the pattern count equal a plain
// loop over every hand valued as the best of its five-card subsets by Eval5.
func TestPokerCountBruteForce(t *testing.T) {
	ranks := []cards.Rank{cards.Ace, cards.Two, cards.Three, cards.Four, cards.Five, cards.Nine}
	deck := pokerDeck(ranks)
	for _, k := range []int{5, 6, 7} {
		var want pokerTally
		idx := make([]int, k)
		h := make([]cards.Card, k)
		subs := pokerFives(k)
		var rec func(pos, start int)
		rec = func(pos, start int) {
			if pos == k {
				for i, j := range idx {
					h[i] = deck[j]
				}
				want[pokerBestOfSubsets(h, subs).Class()]++
				return
			}
			for i := start; i <= len(deck)-(k-pos); i++ {
				idx[pos] = i
				rec(pos+1, i+1)
			}
		}
		rec(0, 0)
		classes := 0
		for _, n := range want {
			if n > 0 {
				classes++
			}
		}
		if classes < 7 {
			t.Errorf("%d cards: only %d classes occur on the test deck", k, classes)
		}
		for _, w := range []int{1, 3} {
			if got := pokerCount(deck, k, w); got != want {
				t.Errorf("%d cards, %d workers: tally %v, brute force %v", k, w, got, want)
			}
		}
		if got := pokerPatterns(ranks, k); got != want {
			t.Errorf("%d cards: patterns %v, brute force %v", k, got, want)
		}
	}
}

// BenchmarkPokerClasses: the pattern count of PokerClasses beside the
// enumeration it replaced (every hand valued, on GOMAXPROCS workers), for
// 5 and 7 cards:
//
//	go test ./engine/odds -run '^$' -bench PokerClasses
func BenchmarkPokerClasses(b *testing.B) {
	for _, n := range []int{5, 7} {
		b.Run(fmt.Sprintf("patterns/%d", n), func(b *testing.B) {
			for b.Loop() {
				p, err := PokerClasses(n)
				if err != nil {
					b.Fatal(err)
				}
				pokerSink = p
			}
		})
		b.Run(fmt.Sprintf("enumerate/%d", n), func(b *testing.B) {
			for b.Loop() {
				pokerSink = pokerEnumerate(n)
			}
		})
	}
}
