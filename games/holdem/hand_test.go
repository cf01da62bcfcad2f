package holdem

import (
	"errors"
	"math/big"
	"reflect"
	"slices"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/poker"
)

// rig is a deal giving seat i the cards holes[i] with the button at
// button, and the board.
func rig(t *testing.T, button int, holes []string, board string) poker.Holdem {
	t.Helper()
	n := len(holes)
	d := poker.Holdem{Hole: make([][2]cards.Card, n)}
	for seat, hs := range holes {
		cs := cards.MustParseCards(hs)
		d.Hole[(seat-button-1+2*n)%n] = [2]cards.Card{cs[0], cs[1]}
	}
	b := cards.MustParseCards(board)
	copy(d.Flop[:], b[:3])
	d.Turn, d.River = b[3], b[4]
	return d
}

// play makes the seats act in turn, checking who acts.
func play(t *testing.T, h *Hand, moves ...struct {
	seat int
	k    Kind
}) {
	t.Helper()
	for _, m := range moves {
		if h.ToAct() != m.seat {
			t.Fatalf("seat %d to act, want %d (log %v)", h.ToAct(), m.seat, h.Log())
		}
		if err := h.Act(m.k); err != nil {
			t.Fatalf("seat %d %s: %v", m.seat, m.k, err)
		}
	}
}

type mv = struct {
	seat int
	k    Kind
}

// Three all-ins of 25, 45 and 100 chips before the flop, worked by hand:
// C (button) raises to 20, A (small blind) goes all in for 25 (short of a
// full raise), B re-raises to 35, C caps at 45, B calls all in for 45.
// The main pot is 3 × 25 = 75 for all three, the side pot 2 × 20 = 40 for
// B and C. A's aces take the main pot, B's kings the side pot; C's 10
// chips beyond B's stay his.
func TestSidePotsByHand(t *testing.T) {
	d := rig(t, 2, []string{"As Ah", "Ks Kh", "7c 2d"}, "3s 8h 9d Jc 4h")
	h := NewHand(d, []int{25, 45, 100}, 2, Blinds{Small: 5, Big: 10})
	play(t, h, mv{2, Raise}, mv{0, Raise}, mv{1, Raise}, mv{2, Raise})
	if h.CanRaise() {
		t.Error("a fifth bet is legal")
	}
	play(t, h, mv{1, Call})
	if !h.Over() || !h.Showdown() {
		t.Fatalf("not over after the all-ins: street %v", h.Street())
	}
	if got := []int{h.Seats[0].Put, h.Seats[1].Put, h.Seats[2].Put}; !slices.Equal(got, []int{25, 45, 45}) {
		t.Errorf("put in %v, want 25 45 45", got)
	}
	pots := h.Pots()
	if len(pots) != 2 || pots[0].Chips != 75 || !slices.Equal(pots[0].Eligible, []int{0, 1, 2}) ||
		pots[1].Chips != 40 || !slices.Equal(pots[1].Eligible, []int{1, 2}) {
		t.Fatalf("pots %+v", pots)
	}
	if !slices.Equal(pots[0].Winners, []int{0}) || !slices.Equal(pots[1].Winners, []int{1}) {
		t.Errorf("winners %v and %v, want A then B", pots[0].Winners, pots[1].Winners)
	}
	for i, want := range []int{50, -5, -45} {
		if h.Net(i) != want {
			t.Errorf("seat %d net %d, want %d", i, h.Net(i), want)
		}
	}
	if got := []int{h.Seats[0].Stack, h.Seats[1].Stack, h.Seats[2].Stack}; !slices.Equal(got, []int{75, 40, 55}) {
		t.Errorf("stacks %v, want 75 40 55", got)
	}
	// The short all-in did not reopen the betting: A's 25 was no raise
	// of 10, so B's raise was the third bet and C's the fourth.
	if got := h.Log()[4]; got.Kind != Raise || got.To != 35 {
		t.Errorf("B's raise %+v", got)
	}
}

// A pot of 35 chips split three ways (the board plays: a royal flush on
// it): 11 each, the two odd chips to the winners nearest the button's left
// — seat 0 folded, so seats 1 and 2.
func TestSplitPotOddChips(t *testing.T) {
	d := rig(t, 3, []string{"2c 3d", "4c 5d", "6c 7d", "8c 9d"}, "As Ks Qs Js Ts")
	h := NewHand(d, []int{100, 100, 100, 100}, 3, Blinds{Small: 5, Big: 10})
	play(t, h, mv{2, Call}, mv{3, Call}, mv{0, Fold}, mv{1, Check})
	for range 3 { // flop, turn, river: checked round
		play(t, h, mv{1, Check}, mv{2, Check}, mv{3, Check})
	}
	if !h.Over() || len(h.Pots()) != 1 {
		t.Fatalf("over %v, pots %+v", h.Over(), h.Pots())
	}
	p := h.Pots()[0]
	if p.Chips != 35 || !slices.Equal(p.Winners, []int{1, 2, 3}) || !slices.Equal(p.Shares, []int{0, 12, 12, 11}) {
		t.Errorf("pot %+v, want 35 shared 12 12 11", p)
	}
	for i, want := range []int{-5, 2, 2, 1} {
		if h.Net(i) != want {
			t.Errorf("seat %d net %d, want %d", i, h.Net(i), want)
		}
	}
}

// Everyone folds to the big blind: it takes the blinds, no cards shown.
// Heads-up the button posts the small blind and acts first before the
// flop, last after it.
func TestFoldsAndHeadsUpOrder(t *testing.T) {
	d := rig(t, 0, []string{"2c 3d", "4c 5d", "6c 7d"}, "As Ks Qs Js Ts")
	h := NewHand(d, []int{100, 100, 100}, 0, Blinds{Small: 5, Big: 10})
	play(t, h, mv{0, Fold}, mv{1, Fold})
	if !h.Over() || h.Showdown() || h.Net(2) != 5 || h.Net(1) != -5 || len(h.Board()) != 0 {
		t.Errorf("folds to the big blind: over %v, showdown %v, nets %d %d, board %v", h.Over(), h.Showdown(), h.Net(1), h.Net(2), h.Board())
	}
	d2 := rig(t, 1, []string{"2c 3d", "4c 5d"}, "As Ks Qs Js Ts")
	h2 := NewHand(d2, []int{100, 100}, 1, Blinds{Small: 5, Big: 10})
	if h2.Log()[0].Seat != 1 || h2.Log()[0].Kind != SmallBlind || h2.ToAct() != 1 {
		t.Fatalf("heads-up: %v, to act %d", h2.Log(), h2.ToAct())
	}
	play(t, h2, mv{1, Call}, mv{0, Check}, mv{0, Raise}, mv{1, Call})
	if h2.Street() != Turn || h2.BetSize() != 20 {
		t.Errorf("after the flop's bet and call: %v, bet %d", h2.Street(), h2.BetSize())
	}
	play(t, h2, mv{0, Raise}, mv{1, Fold})
	if !h2.Over() || h2.Net(0) != 20 || len(h2.Board()) != 4 {
		t.Errorf("fold on the turn: over %v, net %d, board %v", h2.Over(), h2.Net(0), h2.Board())
	}
}

// Illegal actions are refused and change nothing; a short all-in raise
// leaves the raiser's opponents only call or fold.
func TestIllegalAndShortAllIn(t *testing.T) {
	d := rig(t, 0, []string{"2c 3d", "4c 5d", "6c 7d"}, "As Ks Qs Js Ts")
	h := NewHand(d, []int{100, 100, 14}, 0, Blinds{Small: 5, Big: 10})
	before := h.Log()
	if err := h.Act(Check); err == nil {
		t.Error("a check facing the big blind was taken")
	}
	if len(h.Log()) != len(before) || h.ToAct() != 0 {
		t.Error("a refused action changed the hand")
	}
	play(t, h, mv{0, Raise}, mv{1, Call}) // 20, 20
	if h.CanRaise() {
		t.Error("the big blind with 4 chips behind may raise a bet of 10")
	}
	play(t, h, mv{2, Call}) // all in for 14 in all
	if got := h.Log()[len(h.Log())-1]; !got.AllIn || got.To != 14 {
		t.Fatalf("the short stack's move %+v", got)
	}
	// 14 < 20: a call all in, not a raise. Seats 0 and 1 have matched.
	if h.Street() != Flop {
		t.Fatalf("street %v after the short call", h.Street())
	}
	if err := h.Act(Fold); err == nil {
		t.Error("a fold facing no bet was taken")
	}
	h3 := NewHand(rig(t, 0, []string{"2c 3d", "4c 5d", "6c 7d"}, "As Ks Qs Js Ts"), []int{100, 100, 25}, 0, Blinds{Small: 5, Big: 10})
	play(t, h3, mv{0, Raise}, mv{1, Call}, mv{2, Raise}) // 20, 20, all in for 25: short of 30
	if h3.CanRaise() || h3.ToAct() != 0 {
		t.Errorf("after a short all-in raise seat %d may raise: %v", h3.ToAct(), h3.Legal())
	}
	play(t, h3, mv{0, Call}, mv{1, Call})
	if h3.Street() != Flop || h3.Pot() != 75 {
		t.Errorf("%v, pot %d after the calls of the short raise", h3.Street(), h3.Pot())
	}
	if err := (&Hand{street: Over}).Act(Check); err != ErrOver {
		t.Errorf("acting on a hand over: %v", err)
	}
}

// oracleWinnings shares the chips out layer by layer, independently of the
// pots: the k-th chip each seat put in (for k = 1, 2, …) goes, in equal
// exact fractions, to the best hands among the seats still in that put in
// at least k chips — or to the one seat left, when the rest folded.
func oracleWinnings(h *Hand) []*big.Rat {
	n := len(h.Seats)
	out := make([]*big.Rat, n)
	for i := range out {
		out[i] = new(big.Rat)
	}
	maxPut := 0
	for _, s := range h.Seats {
		maxPut = max(maxPut, s.Put)
	}
	topIn := 0
	for _, s := range h.Seats {
		if !s.Folded {
			topIn = max(topIn, s.Put)
		}
	}
	for k := 1; k <= maxPut; k++ {
		chips := 0
		for _, s := range h.Seats {
			if s.Put >= k {
				chips++
			}
		}
		var elig []int
		for i, s := range h.Seats {
			if !s.Folded && s.Put >= min(k, topIn) {
				elig = append(elig, i)
			}
		}
		var best []int
		var top cards.Value
		for _, i := range elig {
			v := cards.Value(0)
			if h.showed {
				v = h.Value(i)
			}
			if best == nil || v > top {
				top, best = v, []int{i}
			} else if v == top {
				best = append(best, i)
			}
		}
		for _, i := range best {
			out[i].Add(out[i], big.NewRat(int64(chips), int64(len(best))))
		}
	}
	return out
}

// Chips are conserved over 10,000 random hands: 2 to 9 seats with stacks
// of 1 to 300, random legal actions. Every hand ends within a bound of
// actions; no stack goes below 0; each pot's shares sum to its chips; the
// stacks after sum to the stacks before; each seat's winnings are within a
// chip a pot of the layer-by-layer oracle's exact share (each pot's odd
// chips are the only difference); a seat never puts in more than it had.
func TestChipsConservedOverRandomHands(t *testing.T) {
	g := rng.NewPCG(2026)
	deck := cards.NewDeck()
	for hand := range 10000 {
		n := MinPlayers + g.IntN(MaxPlayers-MinPlayers+1)
		stacks := make([]int, n)
		total := 0
		for i := range stacks {
			stacks[i] = 1 + g.IntN(300)
			total += stacks[i]
		}
		shuffle.FisherYates(deck, g)
		h := NewHand(poker.DealHoldem(deck, n), stacks, g.IntN(n), Blinds{Small: 5, Big: 10, Limit: Limits()[hand%3]})
		for steps := 0; !h.Over(); steps++ {
			if steps > 4*MaxBets*n+4*n+total/5 { // pot and no limit: every full raise adds 10 or more
				t.Fatalf("hand %d: no end after %d actions: %v", hand, steps, h.Log())
			}
			if err := h.Play(randomMove(h, g)); err != nil {
				t.Fatalf("hand %d: a legal action refused: %v", hand, err)
			}
		}
		after, net := 0, 0
		oracle := oracleWinnings(h)
		for i, s := range h.Seats {
			if s.Stack < 0 || s.Put > stacks[i] {
				t.Fatalf("hand %d seat %d: stack %d, put %d of %d", hand, i, s.Stack, s.Put, stacks[i])
			}
			after += s.Stack
			net += h.Net(i)
			diff := new(big.Rat).Sub(big.NewRat(int64(h.Won(i)), 1), oracle[i])
			if diff.Abs(diff).Cmp(big.NewRat(int64(len(h.Pots())), 1)) >= 0 {
				t.Fatalf("hand %d seat %d: won %d, the oracle's share %s (log %v)", hand, i, h.Won(i), oracle[i].RatString(), h.Log())
			}
		}
		for _, p := range h.Pots() {
			sum := 0
			for _, c := range p.Shares {
				sum += c
			}
			if sum != p.Chips {
				t.Fatalf("hand %d: a pot of %d shared as %v", hand, p.Chips, p.Shares)
			}
		}
		if after != total || net != 0 {
			t.Fatalf("hand %d: %d chips before, %d after, nets sum to %d", hand, total, after, net)
		}
	}
}

// randomMove is a legal move drawn with g: a kind, and a raise to the
// least, the most or a size between.
func randomMove(h *Hand, g rng.Generator) Move {
	legal := h.Legal()
	m := Move{Kind: legal[g.IntN(len(legal))]}
	if m.Kind == Raise {
		lo, hi, _ := h.RaiseTo()
		switch g.IntN(3) {
		case 0:
			m.To = lo
		case 1:
			m.To = hi
		default:
			m.To = lo + g.IntN(hi-lo+1)
		}
	}
	return m
}

// clone copies a hand deeply, as it stands.
func clone(h *Hand) *Hand {
	c := *h
	c.Seats = slices.Clone(h.Seats)
	c.acted = slices.Clone(h.acted)
	c.faced = slices.Clone(h.faced)
	c.log = slices.Clone(h.log)
	c.pots = slices.Clone(h.pots)
	return &c
}

// At(n) is the hand exactly as it stood after its n-th action, kept as it
// was played (random legal actions over random tables); n past the log is
// the hand now, n below the blinds the hand as dealt.
func TestAtIsTheHandAsItStood(t *testing.T) {
	g := rng.NewPCG(7)
	deck := cards.NewDeck()
	for hand := range 500 {
		n := MinPlayers + g.IntN(MaxPlayers-MinPlayers+1)
		stacks := make([]int, n)
		for i := range stacks {
			stacks[i] = 1 + g.IntN(300)
		}
		shuffle.FisherYates(deck, g)
		h := NewHand(poker.DealHoldem(deck, n), stacks, g.IntN(n), Blinds{Small: 5, Big: 10, Limit: Limits()[hand%3]})
		dealt := len(h.Log())
		kept := map[int]*Hand{dealt: clone(h)}
		for !h.Over() {
			if err := h.Play(randomMove(h, g)); err != nil {
				t.Fatal(err)
			}
			kept[len(h.Log())] = clone(h)
		}
		at := func(k int) *Hand {
			a, err := h.At(k)
			if err != nil {
				t.Fatalf("hand %d: At(%d): %v", hand, k, err)
			}
			return a
		}
		for k, want := range kept {
			if got := at(k); !reflect.DeepEqual(got, want) {
				t.Fatalf("hand %d: At(%d) differs from the hand as it stood:\n%+v\n%+v", hand, k, got, want)
			}
		}
		if !reflect.DeepEqual(at(len(h.Log())+3), h) || !reflect.DeepEqual(at(0), kept[dealt]) {
			t.Fatalf("hand %d: At past the ends", hand)
		}
	}
}

// At refuses, rather than panics on, a hand it cannot deal again (the
// zero Hand a table shows before its first deal).
func TestAtRefusesAnEmptyHand(t *testing.T) {
	if _, err := (&Hand{}).At(3); err == nil {
		t.Error("At dealt an empty hand again")
	}
}

// No limit at 5/10, worked by hand from the rules (Robert's Rules of
// Poker, "No-limit and pot-limit", and the TDA's rule on an all-in for
// less): the button opens to 30, a raise of 20, so the next full raise is
// to 50; the big blind's all-in to 45 raises by 15, less than 20, and does
// not reopen the betting — the button and the small blind, who have
// acted, may call or fold but not raise.
func TestNoLimitMinRaiseAndShortAllIn(t *testing.T) {
	d := rig(t, 0, []string{"As Ah", "Ks Kh", "Qs Qh"}, "2c 7d 9h Jc 3s")
	h := NewHand(d, []int{1000, 1000, 45}, 0, Blinds{Small: 5, Big: 10, Limit: NoLimit})
	if lo, hi, ok := h.RaiseTo(); !ok || lo != 20 || hi != 1000 {
		t.Fatalf("the button's raise: %d…%d %v, want 20…1000", lo, hi, ok)
	}
	if err := h.Play(Move{Kind: Raise, To: 19}); !errors.Is(err, ErrIllegal) {
		t.Fatalf("a raise to 19 (less than the big blind more): %v", err)
	}
	if err := h.Play(Move{Kind: Raise, To: 30}); err != nil {
		t.Fatal(err)
	}
	if lo, hi, _ := h.RaiseTo(); lo != 50 || hi != 1000 {
		t.Fatalf("the small blind's raise: %d…%d, want 50…1000", lo, hi)
	}
	if err := h.Play(Move{Kind: Raise, To: 49}); !errors.Is(err, ErrIllegal) {
		t.Fatalf("a raise to 49: %v", err)
	}
	play(t, h, mv{1, Call})
	if lo, hi, _ := h.RaiseTo(); lo != 45 || hi != 45 {
		t.Fatalf("the big blind's raise with 45 chips: %d…%d, want all in, 45", lo, hi)
	}
	if err := h.Play(Move{Kind: Raise, To: 45}); err != nil {
		t.Fatal(err)
	}
	for _, seat := range []int{0, 1} {
		if h.ToAct() != seat || !slices.Equal(h.Legal(), []Kind{Fold, Call}) {
			t.Fatalf("seat %d after a short all-in: to act %d, legal %v; want fold or call", seat, h.ToAct(), h.Legal())
		}
		play(t, h, mv{seat, Call})
	}
	if h.Street() != Flop || h.Pot() != 135 {
		t.Fatalf("after the calls: the %s, pot %d; want the flop, 135", h.Street(), h.Pot())
	}
	// On the flop a bet is at least the big blind; a raise at least the bet.
	if lo, _, _ := h.RaiseTo(); lo != 10 {
		t.Fatalf("the flop's least bet %d, want 10", lo)
	}
	if err := h.Play(Move{Kind: Raise, To: 40}); err != nil {
		t.Fatal(err)
	}
	if lo, hi, _ := h.RaiseTo(); lo != 80 || hi != 955 {
		t.Fatalf("a raise of a bet of 40: %d…%d, want 80…955", lo, hi)
	}
}

// Short all-ins that together make a full raise reopen the betting (the
// TDA's rule 41B), worked by hand in no limit at 5/10: seat 2 raises to
// 100 (a raise of 90); seat 3 goes all in for 150 (50 more: short), seat
// 0 all in for 205 (55 more: short); seat 1 calls. Seat 2 now faces 105
// more than the 100 it raised to, a full raise of 90 or more: it may
// raise again, at least to 205 + 90 = 295. One short all-in alone (seat
// 3's 50) would not have reopened it.
func TestShortAllInsAddUpToAFullRaise(t *testing.T) {
	d := rig(t, 3, []string{"As Ah", "Ks Kh", "Qs Qh", "Js Jh"}, "2c 7d 9h Jc 3s")
	h := NewHand(d, []int{205, 1000, 1000, 150}, 3, Blinds{Small: 5, Big: 10, Limit: NoLimit})
	for _, m := range []Move{{Raise, 100}, {Raise, 150}} {
		if err := h.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	// Seat 0 and 1 to act; had seat 2 to act now, one short all-in would
	// leave it to call or fold: checked on a copy with seat 0 folding.
	c := clone(h)
	play(t, c, mv{0, Fold}, mv{1, Call})
	if c.ToAct() != 2 || slices.Contains(c.Legal(), Raise) {
		t.Fatalf("after one short all-in: seat %d to act, legal %v; want seat 2 to call or fold", c.ToAct(), c.Legal())
	}
	if err := h.Play(Move{Raise, 205}); err != nil {
		t.Fatal(err)
	}
	play(t, h, mv{1, Call})
	if h.ToAct() != 2 || !slices.Contains(h.Legal(), Raise) {
		t.Fatalf("after two short all-ins making 105: seat %d to act, legal %v; want a raise open to seat 2", h.ToAct(), h.Legal())
	}
	if lo, hi, _ := h.RaiseTo(); lo != 295 || hi != 1000 {
		t.Fatalf("seat 2's raise: %d…%d, want 295…1000", lo, hi)
	}
}

// Pot limit at 5/10, worked by hand: the first to act before the flop
// may raise to 35 (the call of 10 makes the pot 25: 10 + 25); the next,
// facing 35 with 50 in the pot, to 120 (35 + 50 + 35), and at least to 60
// (a raise of 25, the last raise).
func TestPotLimitMostRaise(t *testing.T) {
	d := rig(t, 3, []string{"As Ah", "Ks Kh", "Qs Qh", "Js Jh"}, "2c 7d 9h Jc 3s")
	h := NewHand(d, []int{1000, 1000, 1000, 1000}, 3, Blinds{Small: 5, Big: 10, Limit: PotLimit})
	if h.ToAct() != 2 {
		t.Fatalf("seat %d to act first, want 2", h.ToAct())
	}
	if lo, hi, _ := h.RaiseTo(); lo != 20 || hi != 35 {
		t.Fatalf("the first raise: %d…%d, want 20…35", lo, hi)
	}
	if err := h.Play(Move{Kind: Raise, To: 36}); !errors.Is(err, ErrIllegal) {
		t.Fatalf("a raise to 36, past the pot: %v", err)
	}
	if err := h.Play(Move{Kind: Raise, To: 35}); err != nil {
		t.Fatal(err)
	}
	if lo, hi, _ := h.RaiseTo(); lo != 60 || hi != 120 {
		t.Fatalf("the re-raise: %d…%d, want 60…120", lo, hi)
	}
	// Raises are not capped at four bets as in fixed limit: a fifth
	// (the big blind, 35, 120, 405, then all in for 1,000).
	for range 3 {
		if !h.CanRaise() {
			t.Fatalf("no raise after %v", h.Log())
		}
		_, hi, _ := h.RaiseTo()
		if err := h.Play(Move{Kind: Raise, To: hi}); err != nil {
			t.Fatal(err)
		}
	}
}
