package cards

import (
	"math/bits"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
)

// dealPCG deals k distinct cards from g by a partial Fisher–Yates shuffle of
// deck (math/rand/v2 alone, independent of engine/shuffle).
func dealPCG(g *rand.Rand, deck []Card, k int) []Card {
	for i := range k {
		j := i + g.IntN(len(deck)-i)
		deck[i], deck[j] = deck[j], deck[i]
	}
	return deck[:k]
}

// TestEval5AllHandsVsBaseline values every one of the C(52,5) = 2,598,960
// five-card hands by Eval5, by Eval and by a Hand built card by card — the
// three ways into the five-card hash — and checks them against the baseline
// evaluator (TestEval5Exhaustive checks Eval5 against the independent
// reference and the published class counts).
func TestEval5AllHandsVsBaseline(t *testing.T) {
	bad := 0
	var h [5]Card
	for h[0] = 0; h[0] < 52; h[0]++ {
		h0 := HandOf(h[0])
		for h[1] = h[0] + 1; h[1] < 52; h[1]++ {
			h1 := h0.Add(h[1])
			for h[2] = h[1] + 1; h[2] < 52; h[2]++ {
				h2 := h1.Add(h[2])
				for h[3] = h[2] + 1; h[3] < 52; h[3]++ {
					h3 := h2.Add(h[3])
					for h[4] = h[3] + 1; h[4] < 52; h[4]++ {
						want := baseEval5(h)
						if v, ev, hv := Eval5(h), Eval(h[:]), h3.Add(h[4]).Value(); v != want || ev != want || hv != want {
							if bad++; bad <= 5 {
								t.Errorf("%v: Eval5 %#x, Eval %#x, Hand %#x, baseline %#x (%v)", h, hx(v), hx(ev), hx(hv), hx(want), want)
							}
						}
					}
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of 2,598,960 hands differ from the baseline", bad)
	}
}

// TestEval7RandomVsBaseline deals 2,000,000 seven-card hands (200,000 with
// -short or -race) from a fixed PCG seed and checks Eval7, Eval, Set.Eval and the
// incremental Hand against the baseline on them, and Eval and Hand on their
// first six cards against the baseline on six.
func TestEval7RandomVsBaseline(t *testing.T) {
	n := 2_000_000
	if testing.Short() || raceEnabled {
		n = 200_000
	}
	g := rand.New(rand.NewPCG(2026, 17))
	deck := NewDeck()
	classes := map[Class]int{}
	for range n {
		cs := dealPCG(g, deck, 7)
		want := baseEval7([7]Card(cs))
		six := HandOf(cs[:6]...)
		if v := Eval7([7]Card(cs)); v != want {
			t.Fatalf("%v: Eval7 %#x (%v), baseline %#x (%v)", cs, hx(v), v, hx(want), want)
		}
		if v := six.Add(cs[6]).Value(); v != want {
			t.Fatalf("%v: Hand %#x (%v), baseline %#x (%v)", cs, hx(v), v, hx(want), want)
		}
		if v, sv := Eval(cs), SetOf(cs...).Eval(); v != want || sv != want {
			t.Fatalf("%v: Eval %#x, Set.Eval %#x, baseline %#x", cs, hx(v), hx(sv), hx(want))
		}
		want6 := baseEvalSet(uint64(SetOf(cs[:6]...)))
		if v, hv := Eval(cs[:6]), six.Value(); v != want6 || hv != want6 {
			t.Fatalf("%v: Eval %#x, Hand %#x, baseline %#x", cs[:6], hx(v), hx(hv), hx(want6))
		}
		classes[want.Class()]++
	}
	// Every class but royal flush (3.2e-5) shows up in 200,000 hands but
	// with negligible probability: straight flush (2.8e-4) is missed with
	// probability (1−2.8e-4)^200000 ≈ 6e-25; so the flush table and the hash
	// were both exercised on every class they hold.
	for c := HighCard; c <= StraightFlush; c++ {
		if classes[c] == 0 {
			t.Errorf("no %v in %d random hands", c, n)
		}
	}
}

// TestEval6AllHandsVsBaseline values all C(52,6) = 20,358,520 six-card
// hands incrementally and checks them against the baseline: some 20 s under
// -race, so it runs with RIFFLE_SLOW=1 (TestEval7RandomVsBaseline samples
// six-card hands in every run).
func TestEval6AllHandsVsBaseline(t *testing.T) {
	if os.Getenv("RIFFLE_SLOW") != "1" {
		t.Skip("the full six-card sweep runs with RIFFLE_SLOW=1")
	}
	bad := 0
	var rec func(start, left int, h Hand)
	rec = func(start, left int, h Hand) {
		if left == 0 {
			if v, want := h.Value(), baseEvalSet(uint64(h.Set())); v != want {
				if bad++; bad <= 5 {
					t.Errorf("%v: Hand %#x, baseline %#x", h.Set().Cards(), hx(v), hx(want))
				}
			}
			return
		}
		for c := start; c <= NumCards-left; c++ {
			rec(c+1, left-1, h.Add(Card(c)))
		}
	}
	rec(0, 6, Hand{})
	if bad > 0 {
		t.Errorf("%d six-card hands differ from the baseline", bad)
	}
}

// TestRankKeys: the rank fields of the 73,775 multisets of 5, 6 or 7 ranks
// (no rank more than four times) are distinct — they are the rank counts as
// base-8 digits, so this checks that no count overflows its three bits —
// and the hash sends them to distinct slots holding their hand indexes.
func TestRankKeys(t *testing.T) {
	seen := map[uint64]bool{}
	slots := map[uint32]bool{}
	n := 0
	rankMultisets(5, 7, func(key, set uint64) {
		n++
		if seen[key] {
			t.Fatalf("rank field %#x twice", key)
		}
		seen[key] = true
		// The key of the cyclic card set is key plus count and suit
		// fields; its rank field must be key.
		h := HandOf(Set(set).Cards()...)
		if h.key&(1<<39-1) != key || h.Len() != bits.OnesCount64(set) {
			t.Fatalf("cards %v: key %#x, want rank field %#x", Set(set).Cards(), h.key, key)
		}
		slot := uint32(key*slotMul>>(64-slotBits)) ^ uint32(disp[key*bucketMul>>(64-bucketBits)])
		slot &= 1<<slotBits - 1
		if slots[slot] {
			t.Fatalf("rank field %#x: slot %d taken", key, slot)
		}
		slots[slot] = true
		if got, want := handValues[rankTable[slot]], baseEvalSet(set); got != want {
			t.Fatalf("%v: table %#x, baseline %#x", Set(set).Cards(), hx(got), hx(want))
		}
	})
	if n != 73_775 {
		t.Errorf("%d multisets, want 6,175 + 18,395 + 49,205 = 73,775", n)
	}
}

// TestRank5Keys: the five-card hash sends the 6,175 multisets of five ranks
// to distinct slots of rank5Table holding their Values; the free slots hold
// hand index 0, the lowest hand's Value, like the free slots of rankTable.
func TestRank5Keys(t *testing.T) {
	slots := map[uint32]bool{}
	rankMultisets(5, 5, func(key, set uint64) {
		k := HandOf(Set(set).Cards()...).key
		slot := uint32(k*slot5Mul>>(64-slot5Bits)) ^ uint32(disp5[k*bucket5Mul>>(64-bucket5Bits)])
		slot &= 1<<slot5Bits - 1
		if slots[slot] {
			t.Fatalf("rank field %#x: slot %d taken", key, slot)
		}
		slots[slot] = true
		if got, want := rank5Table[slot], baseEvalSet(set); got != want {
			t.Fatalf("%v: rank5Table %#x, baseline %#x", Set(set).Cards(), hx(got), hx(want))
		}
	})
	if len(slots) != 6_175 {
		t.Errorf("%d slots, want 6,175", len(slots))
	}
	for s, v := range rank5Table {
		if !slots[uint32(s)] && v != handValues[0] {
			t.Errorf("free slot %d holds %#x", s, hx(v))
		}
	}
}

// TestFlushNibbles: for every way of spreading up to seven cards over the
// four suits, (key + 0x3333<<48) & 0x8888<<48 flags exactly the suits with
// five cards or more, and no nibble carries into the next.
func TestFlushNibbles(t *testing.T) {
	for a := range 8 {
		for b := range 8 - a {
			for c := range 8 - a - b {
				for d := range 8 - a - b - c {
					k := uint64(a)<<suitShift | uint64(b)<<(suitShift+4) | uint64(c)<<(suitShift+8) | uint64(d)<<(suitShift+12)
					f := (k + suitThree) & suitEight
					for s, n := range []int{a, b, c, d} {
						if got := f>>(suitShift+4*s+3)&1 == 1; got != (n >= 5) {
							t.Errorf("suits %d %d %d %d: suit %d flagged %v", a, b, c, d, s, got)
						}
					}
				}
			}
		}
	}
}

// TestEvalTableSizes: the tables hold what evaltables.go says.
func TestEvalTableSizes(t *testing.T) {
	vals := handValues[:numHandValues]
	if !slices.IsSorted(vals) || slices.Compact(slices.Clone(vals)) == nil || len(slices.Compact(slices.Clone(vals))) != numHandValues {
		t.Errorf("handValues are not %d increasing values", numHandValues)
	}
	if vals[0] != Eval5(hand5("7c 5d 4h 3s 2c")) || vals[numHandValues-1] != Eval5(hand5("Ac Kc Qc Jc Tc")) {
		t.Errorf("handValues run from %v to %v, want the lowest hand to a royal flush", vals[0], vals[numHandValues-1])
	}
	for _, v := range handValues[numHandValues:] {
		if v != 0 {
			t.Fatalf("handValues beyond %d hold %#x", numHandValues, hx(v))
		}
	}
	for m, i := range flushTable {
		n := bits.OnesCount(uint(m))
		if n >= 5 && n <= 7 && handValues[i].Class() < Flush {
			t.Errorf("flushTable[%#x] is %v", m, handValues[i])
		}
	}
	used := 0
	for _, d := range disp {
		if int(d) >= 1<<slotBits {
			t.Fatalf("displacement %d beyond the table", d)
		}
	}
	for _, i := range rankTable {
		if i != 0 {
			used++
		}
	}
	// Slot value 0 is also the lowest hand's index, held by one slot.
	if used+1 != 73_775 {
		t.Errorf("%d slots hold a hand index ≠ 0, want 73,774", used)
	}
	if evalTablesSize != 343_192 {
		t.Errorf("evaltables.bin is %d bytes", evalTablesSize)
	}
}

func TestHandPanics(t *testing.T) {
	base := HandOf(MustParseCards("Ah Kd 7c 2s")...)
	for name, h := range map[string]Hand{
		"four cards":   base,
		"repeat":       base.Add(MustParse("Ah")),
		"invalid":      base.Add(52),
		"invalid 255":  base.Add(255).Add(MustParse("3c")),
		"eight cards":  HandOf(MustParseCards("Ah Kd 7c 2s 3s 4s 5s 6s")...),
		"zero":         {},
		"six, repeat":  base.Add(MustParse("3c")).Add(MustParse("3c")),
		"seven+repeat": HandOf(MustParseCards("Ah Kd 7c 2s 3s 4s 5s")...).Add(MustParse("5s")),
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			h.Value()
		}()
	}
	if v := base.Add(MustParse("Ad")).Value(); Describe(v) != "One pair, aces" {
		t.Errorf("Ah Kd 7c 2s Ad: %v", v)
	}
}
