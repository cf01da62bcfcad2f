package dobble

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"riffle/engine/rng"
)

var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// at is t0 plus ms milliseconds.
func at(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }

// onOne is a symbol on exactly one of the two cards (the left, or the
// right when every left symbol is shared).
func onOne(g *Game) int {
	for _, s := range g.Left() {
		if !slices.Contains(g.Right(), s) {
			return s
		}
	}
	panic("the cards are equal")
}

// notOn is a symbol on neither card.
func notOn(g *Game) int {
	for s := range g.Deck().Symbols {
		if !slices.Contains(g.Left(), s) && !slices.Contains(g.Right(), s) {
			return s
		}
	}
	panic("every symbol is on the cards")
}

func TestVariantsDecks(t *testing.T) {
	for _, v := range Variants() {
		d, err := v.Deck()
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		want := 1
		if v.Double {
			want = 2
		}
		if d.Shared != want || d.PerCard != v.PerCard {
			t.Errorf("%s: deck shares %d, %d a card; want %d, %d", v, d.Shared, d.PerCard, want, v.PerCard)
		}
		cards := d.Symbols
		if !v.Double {
			cards = ClassicCards
		}
		if len(d.Cards) != cards {
			t.Errorf("%s: %d cards, want %d", v, len(d.Cards), cards)
		}
		// Every two cards dealt share exactly Shared symbols, counted here
		// by brute force rather than by Deck.Common.
		for i := range d.Cards {
			for j := i + 1; j < len(d.Cards); j++ {
				n := 0
				for _, s := range d.Cards[i] {
					if slices.Contains(d.Cards[j], s) {
						n++
					}
				}
				if n != want {
					t.Fatalf("%s: cards %d and %d share %d", v, i, j, n)
				}
			}
		}
		back, err := ParseVariant(v.String())
		if err != nil || back != v {
			t.Errorf("ParseVariant(%q) = %v, %v", v.String(), back, err)
		}
	}
	if _, err := ParseVariant("double 7"); err == nil || !strings.Contains(err.Error(), `"classic"`) {
		t.Errorf("double 7: %v, want the variants named", err)
	}
}

// A pair is two distinct cards, laid out as the deck holds them.
func TestDealDistinct(t *testing.T) {
	for _, v := range Variants() {
		gen := rng.NewPCG(5)
		g, err := New(v, gen, t0)
		if err != nil {
			t.Fatal(err)
		}
		for range 200 {
			c := g.Cards()
			if c[0] == c[1] {
				t.Fatalf("%s: dealt card %d twice", v, c[0])
			}
			for k, lay := range [][]int{g.Left(), g.Right()} {
				if !slices.Equal(slices.Sorted(slices.Values(lay)), g.Deck().Cards[c[k]]) {
					t.Fatalf("%s: layout %v is not card %d", v, lay, c[k])
				}
			}
			g.deal(t0)
		}
	}
}

// The classic game: a symbol on one card is a miss, on neither an error
// that changes nothing, the shared one a find that deals the next pair.
func TestClassicPicks(t *testing.T) {
	g, err := New(Classic(), rng.NewPCG(1), t0)
	if err != nil {
		t.Fatal(err)
	}
	before := g.Cards()
	if _, err := g.Pick(notOn(g), at(100)); !errors.Is(err, ErrNoSymbol) {
		t.Errorf("a symbol on neither card: %v, want ErrNoSymbol", err)
	}
	wrong := onOne(g)
	p, err := g.Pick(wrong, at(700))
	if err != nil || p.Right || p.Pair || g.Misses() != 1 {
		t.Fatalf("wrong pick: %+v, %v, misses %d", p, err, g.Misses())
	}
	shared := g.Shared()
	if len(shared) != 1 {
		t.Fatalf("classic cards share %v", shared)
	}
	p, err = g.Pick(shared[0], at(2500))
	if err != nil || !p.Right || !p.Pair || p.Time != 2500*time.Millisecond {
		t.Fatalf("right pick: %+v, %v", p, err)
	}
	if g.Pair() != 2 || len(g.Deals()) != 2 {
		t.Errorf("after a find: pair %d, %d deals (cards were %v)", g.Pair(), len(g.Deals()), before)
	}
	if got := g.Elapsed(at(3000)); got != 500*time.Millisecond {
		t.Errorf("the next pair's clock: %v, want 500ms from the find", got)
	}
	want := []string{"game classic", "miss " + itoa(wrong) + " 700", "find " + itoa(shared[0]) + " 2500"}
	if got := g.Moves(); !slices.Equal(got, want) {
		t.Errorf("moves %q, want %q", got, want)
	}
	if got := g.Total(at(3000)); got != 2500*time.Millisecond+Penalty+500*time.Millisecond {
		t.Errorf("total %v", got)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// The double game needs both shared symbols; a shared symbol picked
// twice is neither a find nor a miss.
func TestDoubleNeedsBoth(t *testing.T) {
	g, err := New(Variant{Double: true, PerCard: 5}, rng.NewPCG(2), t0)
	if err != nil {
		t.Fatal(err)
	}
	sh := g.Shared()
	if len(sh) != 2 {
		t.Fatalf("double cards share %v", sh)
	}
	p, _ := g.Pick(sh[1], at(1000))
	if !p.Right || p.Pair || g.Pair() != 1 {
		t.Fatalf("first of two: %+v, pair %d", p, g.Pair())
	}
	p, _ = g.Pick(sh[1], at(1200))
	if !p.Again || g.Misses() != 0 || len(g.Moves()) != 2 {
		t.Fatalf("the same again: %+v, misses %d, moves %q", p, g.Misses(), g.Moves())
	}
	p, _ = g.Pick(sh[0], at(1800))
	if !p.Pair || g.Pair() != 2 || g.Times()[0] != 1800*time.Millisecond || !slices.Equal(p.Found, []int{sh[1], sh[0]}) {
		t.Fatalf("second of two: %+v, pair %d, times %v", p, g.Pair(), g.Times())
	}
}

// A game of Pairs finds is over, and refuses more.
func TestGameOver(t *testing.T) {
	g, _ := New(Variant{Double: true, PerCard: 4}, rng.NewPCG(3), t0)
	ms := 0
	for range Pairs {
		for _, s := range g.Shared() {
			ms += 300
			if _, err := g.Pick(s, at(ms)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !g.Over() || len(g.Times()) != Pairs {
		t.Fatalf("over %v after %d finds", g.Over(), len(g.Times()))
	}
	if _, err := g.Pick(g.Left()[0], at(ms+1)); !errors.Is(err, ErrOver) {
		t.Errorf("a pick after the end: %v", err)
	}
	s, err := Summarize(g.Moves())
	if err != nil || !s.Over() || s.Total() != g.Total(at(ms+5000)) || s.Best() != 600*time.Millisecond {
		t.Errorf("summary %+v, %v; total %v", s, err, g.Total(at(ms)))
	}
}

// Paused time is not counted.
func TestPause(t *testing.T) {
	g, _ := New(Classic(), rng.NewPCG(4), t0)
	g.Pause(at(1000))
	g.Pause(at(2000)) // twice: the first holds
	if got := g.Elapsed(at(9000)); got != time.Second {
		t.Errorf("paused clock %v, want 1s", got)
	}
	g.Resume(at(10000))
	p, _ := g.Pick(g.Shared()[0], at(10500))
	if p.Time != 1500*time.Millisecond {
		t.Errorf("find after a pause took %v, want 1.5s", p.Time)
	}
}

// Play re-deals the same pairs from the same generator and position and
// checks each move against them.
func TestPlayReplays(t *testing.T) {
	for _, v := range Variants() {
		gen := rng.NewPCG(9)
		gen.Skip(17)
		g, _ := New(v, gen, t0)
		ms := 0
		for i := range 6 {
			ms += 250
			if i%2 == 0 {
				g.Pick(onOne(g), at(ms))
			}
			for _, s := range g.Shared() {
				ms += 400
				g.Pick(s, at(ms))
			}
		}
		again := rng.NewPCG(9)
		again.Skip(17)
		h, err := Play(g.Moves(), again)
		if err != nil {
			t.Fatalf("%s: %v", v, err)
		}
		if !slices.Equal(h.Deals(), g.Deals()) || !slices.Equal(h.Moves(), g.Moves()) || !slices.Equal(h.Times(), g.Times()) {
			t.Errorf("%s: replay dealt %q, want %q", v, h.Deals(), g.Deals())
		}
		sum, _ := Summarize(g.Moves())
		if sum.Misses != g.Misses() || !slices.Equal(sum.Times, g.Times()) {
			t.Errorf("%s: summary %+v, game times %v misses %d", v, sum, g.Times(), g.Misses())
		}
		// Another position deals other pairs: the moves no longer fit.
		other := rng.NewPCG(9)
		if h, err := Play(g.Moves(), other); err == nil && slices.Equal(h.Deals(), g.Deals()) {
			t.Errorf("%s: a different position dealt the same pairs", v)
		}
	}
}

func TestPlayBadMoves(t *testing.T) {
	g, _ := New(Classic(), rng.NewPCG(1), t0)
	find := "find " + itoa(g.Shared()[0]) + " 900"
	miss := "miss " + itoa(onOne(g)) + " 900"
	for _, moves := range [][]string{
		nil,
		{"deal classic"},
		{"game double 7"},
		{"game classic", "find x 3"},
		{"game classic", "find 1 -3"},
		{"game classic", "miss " + itoa(g.Shared()[0]) + " 900"},
		{"game classic", "find " + itoa(onOne(g)) + " 900"},
		{"game classic", "find " + itoa(notOn(g)) + " 900"},
	} {
		if _, err := Play(moves, rng.NewPCG(1)); err == nil {
			t.Errorf("%q: played", moves)
		}
	}
	for _, moves := range [][]string{{"game classic", miss, find}, {"game classic", find}} {
		if _, err := Play(moves, rng.NewPCG(1)); err != nil {
			t.Errorf("%q: %v", moves, err)
		}
	}
}
