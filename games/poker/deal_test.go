package poker

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

func TestDealHandsRoundRobin(t *testing.T) {
	// Two hands of five from a deck written so that hand 1 (the cards
	// dealt first, third, fifth, …) is four aces and hand 2 two pair.
	deck := cards.MustParseCards("As Kd Ah Kc Ad 2s Ac 2d 9h 3c Qh")
	hs, err := DealHands(deck, 2, 5)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ cards, name string }{
		{"As Ah Ad Ac 9h", "Four of a kind, aces"},
		{"Kd Kc 3c 2s 2d", "Two pair, kings and twos"},
	}
	if len(hs) != len(want) {
		t.Fatalf("%d hands, want %d", len(hs), len(want))
	}
	for i, w := range want {
		if got := cards.FormatCards(hs[i].Cards); got != w.cards {
			t.Errorf("hand %d: %s, want %s", i+1, got, w.cards)
		}
		if got := hs[i].Name(); got != w.name {
			t.Errorf("hand %d: %q, want %q", i+1, got, w.name)
		}
	}
	if got := cards.FormatCards(deck); got != "As Kd Ah Kc Ad 2s Ac 2d 9h 3c Qh" {
		t.Errorf("DealHands changed the deck: %s", got)
	}
}

func TestDealHandsNewDeck(t *testing.T) {
	// From a deck in NewDeck order (2c 3c … Ac 2d … As), worked by hand:
	// hand j of n takes cards j, j+n, j+2n, …
	deck := cards.NewDeck()
	for _, c := range []struct {
		hands, size int
		want        []string // per hand: sorted cards | name
	}{
		{5, 5, []string{
			"Qc 9d 7c 4d 2c | High card, queen", // cards 0 5 10 15 20
			"Kc Td 8c 5d 3c | High card, king",  // 1 6 11 16 21
			"Ac Jd 9c 6d 4c | High card, ace",   // 2 7 12 17 22
			"Qd Tc 7d 5c 2d | High card, queen", // 3 8 13 18 23
			"Kd Jc 8d 6c 3d | High card, king",  // 4 9 14 19 24
		}},
		// Four bridge hands: 4 is prime to 13, so each hand holds one card
		// of every rank — an ace-high straight.
		{4, 13, []string{
			"Ac Kd Qh Js Tc 9d 8h 7s 6c 5d 4h 3s 2c | Straight, ace high (best five of 13)",
			"Ad Kh Qs Jc Td 9h 8s 7c 6d 5h 4s 3c 2d | Straight, ace high (best five of 13)",
			"Ah Ks Qc Jd Th 9s 8c 7d 6h 5s 4c 3d 2h | Straight, ace high (best five of 13)",
			"As Kc Qd Jh Ts 9c 8d 7h 6s 5c 4d 3h 2s | Straight, ace high (best five of 13)",
		}},
		{26, 2, []string{"2h 2c | no poker hand: 2 cards", "3h 3c | no poker hand: 2 cards"}},
		{1, 52, []string{"| Royal flush (best five of 52)"}},
		{3, 7, []string{"Ac Jc 8c 7d 5c 4d 2c | Flush, ace high (best five of 7)"}}, // 2c 5c 8c Jc Ac 4d 7d
	} {
		hs, err := DealHands(deck, c.hands, c.size)
		if err != nil {
			t.Fatal(err)
		}
		if len(hs) != c.hands {
			t.Fatalf("%d×%d: %d hands", c.hands, c.size, len(hs))
		}
		for i, w := range c.want {
			cs, name, _ := strings.Cut(w, "| ")
			cs = strings.TrimSpace(cs)
			if got := hs[i].Name(); got != name {
				t.Errorf("%d×%d hand %d: %q, want %q", c.hands, c.size, i+1, got, name)
			}
			if cs == "" {
				continue
			}
			if got := cards.FormatCards(hs[i].Cards); got != cs {
				t.Errorf("%d×%d hand %d: %s, want %s", c.hands, c.size, i+1, got, cs)
			}
		}
	}
}

func TestSortHand(t *testing.T) {
	h := cards.MustParseCards("2c 2s Td 2h Ac 2d Th")
	SortHand(h)
	if got := cards.FormatCards(h); got != "Ac Th Td 2s 2h 2d 2c" {
		t.Errorf("SortHand = %s", got)
	}
}

func TestCheckShape(t *testing.T) {
	for _, c := range []struct {
		hands, size int
		err         string // "" when allowed
	}{
		{5, 5, ""}, {4, 13, ""}, {1, 52, ""}, {52, 1, ""}, {10, 5, ""}, {1, 1, ""},
		{0, 5, "0 hands: deal at least 1"},
		{5, 0, "0 cards a hand: deal at least 1"},
		{-1, 5, "-1 hands"},
		{5, 11, "5 hands × 11 cards = 55 cards: a deck has 52"},
		{53, 1, "53 hands × 1 cards = 53 cards: a deck has 52"},
		{1 << 40, 1 << 40, "a deck has 52"}, // no overflow into a small product
	} {
		err := CheckShape(c.hands, c.size)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("CheckShape(%d, %d) = %v, want nil", c.hands, c.size, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("CheckShape(%d, %d) = %v, want %q", c.hands, c.size, err, c.err)
		}
		if c.err != "" {
			if _, err := DealHands(cards.NewDeck(), c.hands, c.size); err == nil {
				t.Errorf("DealHands(%d, %d) dealt", c.hands, c.size)
			}
		}
	}
	if _, err := DealHands(cards.NewDeck()[:20], 5, 5); err == nil {
		t.Error("DealHands of 25 cards from 20 dealt")
	}
}

func testGen(t testing.TB, name string, seed uint64) rng.Generator {
	t.Helper()
	info, err := rng.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := info.New(seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func testAlgo(t testing.TB, name string) shuffle.Algorithm {
	t.Helper()
	a, err := shuffle.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestDealerShufflesFreshDecks(t *testing.T) {
	// Each deal is the algorithm run on a new deck 0…51 from the same
	// generator stream: replay it with the algorithm called directly.
	for _, name := range []string{"fisher-yates", "naive", "asf", "riffle", "partial"} {
		d, err := NewDealer(testAlgo(t, name), testGen(t, "pcg", 42))
		if err != nil {
			t.Fatal(err)
		}
		f, err := testAlgo(t, name).Prepare(52, DealerOptions())
		if err != nil {
			t.Fatal(err)
		}
		g := testGen(t, "pcg", 42)
		for k := range 3 {
			got, err := d.Shuffle()
			if err != nil {
				t.Fatal(err)
			}
			ids := make([]int, 52)
			for i := range ids {
				ids[i] = i
			}
			want := f(ids, g)
			for i, c := range got {
				if int(c) != want[i] {
					t.Fatalf("%s deal %d: position %d is %v, the algorithm gives %d", name, k, i, c, want[i])
				}
			}
			sorted := slices.Clone(got)
			slices.Sort(sorted)
			if !slices.Equal(sorted, cards.NewDeck()) {
				t.Fatalf("%s deal %d is not a deck: %v", name, k, got)
			}
		}
		if d.Shuffles() != 3 {
			t.Errorf("%s: %d shuffles counted, want 3", name, d.Shuffles())
		}
	}
}

func TestNewDealerRefuses(t *testing.T) {
	if _, err := NewDealer(testAlgo(t, "constrained-original"), testGen(t, "pcg", 1)); err == nil ||
		!strings.Contains(err.Error(), "rolls dice, not cards") {
		t.Errorf("constrained-original: %v", err)
	}
	if _, err := NewDealer(testAlgo(t, "fisher-yates"), nil); err == nil {
		t.Error("no generator: no error")
	}
}

// Deal.Best names every hand worth the most: one, or all of a tie.
func TestDealBest(t *testing.T) {
	hand := func(s string) Hand {
		cs := cards.MustParseCards(s)
		if len(cs) < 5 {
			return Hand{Cards: cs}
		}
		b, v := Best(cs)
		return Hand{Cards: cs, Best: b, Value: v}
	}
	for _, c := range []struct {
		hands []string
		want  []int
	}{
		{[]string{"Ah Kd 7c 3s 2h", "Qh Qd 7d 3c 2c", "Js Th 9c 5d 4d"}, []int{1}},
		// A K 7 3 2 twice, in other suits: a tie for best.
		{[]string{"Qh Jd 8c 6s 4h", "Ah Kd 7c 3s 2h", "Qs Jh 8d 6c 3d", "Ks Qc 9h 5d 4c", "As Kc 7d 3h 2s"}, []int{1, 4}},
		{[]string{"As Ad 7c 6s 2h", "Kh Kd 7d 3c 2c", "Ah Ac 7h 6d 2d", "Ks Kc 9s 5d 4d"}, []int{0, 2}},
		// A pair of aces with a worse kicker does not tie.
		{[]string{"As Ad 7c 6s 2h", "Ah Ac 7h 6d 3d", "Ks Kc 9s 5d 4d"}, []int{1}},
		{[]string{"5c 6d 7h 8s 9c", "5d 6h 7s 8c 9d", "5h 6s 7c 8d 9h"}, []int{0, 1, 2}},
		{[]string{"Ah Kd", "Qc Jc"}, nil},
	} {
		d := Deal{}
		for _, h := range c.hands {
			d.Hands = append(d.Hands, hand(h))
		}
		if got := d.Best(); !slices.Equal(got, c.want) {
			t.Errorf("%q: best %v, want %v", c.hands, got, c.want)
		}
	}
}

// A dice roller is refused with ErrNotCards, said once.
func TestNewDealerNotCards(t *testing.T) {
	_, err := NewDealer(testAlgo(t, "constrained-original"), testGen(t, "pcg", 1))
	if !errors.Is(err, ErrNotCards) || err.Error() != "constrained-original rolls dice, not cards: choose a card shuffle" {
		t.Errorf("constrained-original: %v", err)
	}
}

// partial keeping all 52 cards is Durstenfeld's Fisher–Yates: the
// reference loop below, on every generator. fisher-yates is the same loop
// on the generators with a historic IntN, draw for draw; on the unbiased
// ones (pcg, chacha8) it batches its draws, so its decks differ from the
// loop's — the same uniform distribution from other stream values, as
// SamplerAlgorithm's contract says.
func TestSamplerAlgorithmPartialIsFisherYates(t *testing.T) {
	reference := func(g rng.Generator) []cards.Card {
		deck := cards.NewDeck()
		for i := 0; i < len(deck)-1; i++ {
			j := i + g.IntN(len(deck)-i)
			deck[i], deck[j] = deck[j], deck[i]
		}
		return deck
	}
	partial, fy := testAlgo(t, "partial"), testAlgo(t, "fisher-yates")
	for _, name := range []string{"lcg16", "lcg32", "java", "delphi", "mt19937", "pcg", "chacha8"} {
		_, batched := testGen(t, name, 7).(rng.Unbiased)
		dp, err := NewDealer(partial, testGen(t, name, 7))
		if err != nil {
			t.Fatal(err)
		}
		df, err := NewDealer(fy, testGen(t, name, 7))
		if err != nil {
			t.Fatal(err)
		}
		g := testGen(t, name, 7)
		sameFY := true
		for k := range 5 {
			want := reference(g)
			p, _ := dp.Shuffle()
			f, _ := df.Shuffle()
			if !slices.Equal(p, want) {
				t.Fatalf("%s deal %d: partial keeping 52 is not the Fisher–Yates loop", name, k)
			}
			sameFY = sameFY && slices.Equal(f, want)
		}
		if sameFY == batched {
			t.Errorf("%s (unbiased %v): fisher-yates draw for draw the loop: %v", name, batched, sameFY)
		}
	}
	a, o, full := SamplerAlgorithm(partial)
	if !full || a.Name != "fisher-yates" || a.Kind != shuffle.Permutation || o != (shuffle.Options{}) {
		t.Errorf("partial samples as %s (kind %v, %+v, full %v)", a.Name, a.Kind, o, full)
	}
	for _, name := range []string{"fisher-yates", "naive", "asf", "riffle"} {
		a, o, full := SamplerAlgorithm(testAlgo(t, name))
		if full || a.Name != name || o != DealerOptions() {
			t.Errorf("%s samples as %s (%+v, full %v)", name, a.Name, o, full)
		}
	}
}
