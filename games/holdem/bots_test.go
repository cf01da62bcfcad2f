package holdem

import (
	"reflect"
	"slices"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/poker"
)

// hidden is deal with every card seat i cannot see at the hand's street
// now — the other seats' cards and the board still to come — dealt again
// in another order drawn by g.
func hidden(d poker.Holdem, h *Hand, i int, g rng.Generator) poker.Holdem {
	seen := cards.SetOf(h.Board()...).With(h.Seats[i].Hole[0]).With(h.Seats[i].Hole[1])
	var rest []cards.Card
	for c := range cards.Card(cards.NumCards) {
		if !seen.Has(c) {
			rest = append(rest, c)
		}
	}
	shuffle.FisherYates(rest, g)
	out := poker.Holdem{Hole: make([][2]cards.Card, len(d.Hole))}
	pos := h.position(i)
	for p := range d.Hole {
		if p == pos {
			out.Hole[p] = d.Hole[p]
		} else {
			out.Hole[p], rest = [2]cards.Card{rest[0], rest[1]}, rest[2:]
		}
	}
	board := append([]cards.Card(nil), h.Board()...)
	board = append(board, rest[:5-len(board)]...)
	copy(out.Flop[:], board[:3])
	out.Turn, out.River = board[3], board[4]
	return out
}

// A computer player never acts on a card it cannot see: at every one of
// its moves in 300 random hands, the hand dealt again with every card
// hidden from it moved elsewhere, and the same moves made, gives it the
// same view and — from the same generator — the same decision.
func TestBotsNeverSeeHiddenCards(t *testing.T) {
	g := rng.NewPCG(7)
	deck := cards.NewDeck()
	checked := 0
	for range 300 {
		n := MinPlayers + g.IntN(MaxPlayers-MinPlayers+1)
		shuffle.FisherYates(deck, g)
		d := poker.DealHoldem(deck, n)
		stacks := make([]int, n)
		for i := range stacks {
			stacks[i] = 20 + g.IntN(200)
		}
		button := g.IntN(n)
		h := NewHand(d, stacks, button, DefaultBlinds)
		var done []Kind
		for !h.Over() {
			i := h.ToAct()
			d2 := hidden(d, h, i, g)
			h2 := NewHand(d2, stacks, button, DefaultBlinds)
			for _, k := range done {
				if err := h2.Act(k); err != nil {
					t.Fatal(err)
				}
			}
			v, v2 := h.View(i), h2.View(i)
			if !reflect.DeepEqual(v, v2) {
				t.Fatalf("seat %d sees %+v, with the hidden cards moved %+v", i, v, v2)
			}
			seed := g.Uint64()
			style := Styles()[i%3]
			a, b := Decide(v, style, rng.NewPCG(seed)), Decide(v2, style, rng.NewPCG(seed))
			if a != b {
				t.Fatalf("seat %d decides %+v, with the hidden cards moved %+v", i, a, b)
			}
			checked++
			if err := h.Act(a.Kind); err != nil {
				t.Fatalf("a computer player's %s refused: %v", a.Kind, err)
			}
			done = append(done, a.Kind)
		}
	}
	if checked < 1000 {
		t.Errorf("only %d decisions checked", checked)
	}
}

// Each decision follows its style's rule (the doc of Decide) from the
// equity and pot odds it reports; over the same spots the tight player
// folds most and the calling station least, and the station raises least.
func TestDecideFollowsItsRule(t *testing.T) {
	g := rng.NewPCG(11)
	deck := cards.NewDeck()
	folds, raises := map[Style]int{}, map[Style]int{}
	for range 400 {
		shuffle.FisherYates(deck, g)
		n := 2 + g.IntN(5)
		h := NewHand(poker.DealHoldem(deck, n), slices.Repeat([]int{500}, n), 0, DefaultBlinds)
		for range g.IntN(3) { // a bet or two in first
			if h.Over() || !h.CanRaise() {
				break
			}
			_ = h.Act(Raise)
		}
		if h.Over() {
			continue
		}
		v := h.View(h.ToAct())
		seed := g.Uint64()
		for _, s := range []Style{Tight, Loose, Station} { // the first tables' styles (strategy_test.go tests the club styles)
			d := Decide(v, s, rng.NewPCG(seed))
			raiseAt, margin := map[Style]float64{Tight: 1.5, Loose: 1.2, Station: 2.0}[s], map[Style]float64{Tight: 0.05, Loose: -0.05}[s]
			raise := d.Strength >= raiseAt || d.Bluff
			call := d.Equity >= d.PotOdds+margin
			if s == Station {
				call = d.Equity >= d.PotOdds/2
			}
			want := Fold
			switch {
			case raise && v.CanRaise:
				want = Raise
			case v.ToCall == 0:
				want = Check
			case raise || call:
				want = Call
			}
			if d.Kind != want || d.Bluff && (s != Loose || v.ToCall != 0) {
				t.Fatalf("%s: %+v in %+v, the rule says %s", s, d, v, want)
			}
			if d.Kind == Fold {
				folds[s]++
			}
			if d.Kind == Raise {
				raises[s]++
			}
		}
	}
	if !(folds[Tight] > folds[Loose] && folds[Loose] > folds[Station]) || raises[Station] >= raises[Tight] {
		t.Errorf("folds %v, raises %v: the styles do not differ as described", folds, raises)
	}
}

// The nuts raise; rags facing a big bet on the river fold, unless the
// player is a calling station and the price is low.
func TestDecideObvious(t *testing.T) {
	board := cards.MustParseCards("As Ks Qs 7d 2c")
	royal := View{Hole: [2]cards.Card{cards.MustParse("Js"), cards.MustParse("Ts")}, Board: board, Street: River,
		Pot: 100, BetSize: 20, CanRaise: true, Opponents: 3, Players: 4}
	for _, s := range allStyles {
		if d := Decide(royal, s, rng.NewPCG(1)); d.Kind != Raise || d.Equity != 1 {
			t.Errorf("%s with a royal flush: %+v", s, d)
		}
	}
	rags := View{Hole: [2]cards.Card{cards.MustParse("3h"), cards.MustParse("4d")}, Board: board, Street: River,
		Pot: 100, ToCall: 20, BetSize: 20, CanRaise: true, Opponents: 2, Players: 3}
	for _, s := range []Style{Tight, TightAggressive, TightPassive, LooseAggressive} {
		if d := Decide(rags, s, rng.NewPCG(1)); d.Kind != Fold {
			t.Errorf("%s with nothing facing a bet: %+v", s, d)
		}
	}
}

// A hand replays from its start, deal, generator seed and the player's
// moves: the same actions, the same result. A move that does not fit the
// hand is refused with its number.
func TestPlayReplaysTheTable(t *testing.T) {
	g := rng.NewPCG(5)
	deck := cards.NewDeck()
	tab, err := NewTable(5)
	if err != nil {
		t.Fatal(err)
	}
	for hand := range 90 {
		tab.Blinds.Limit = Limits()[hand%3]
		st, err := tab.Begin(300)
		if err != nil {
			t.Fatal(err)
		}
		shuffle.FisherYates(deck, g)
		d := poker.DealHoldem(deck, len(st.Stacks))
		seed := g.Uint64()
		h := tab.Deal(st, d, rng.NewPCG(seed))
		for tab.InPlay() {
			if err := tab.Play(randomMove(h, g)); err != nil {
				t.Fatal(err)
			}
		}
		// The record's moves read back as played.
		st2, moves, err := parseMoves(Moves(st, tab.Moves()))
		if err != nil || !reflect.DeepEqual(st2, st) || len(moves) != len(tab.Moves()) {
			t.Fatalf("hand %d (%s): the record reads back as %+v %v (%v), played %+v %v", hand, st.Blinds.Limit, st2, moves, err, st, tab.Moves())
		}
		again, err := Play(st, d, rng.NewPCG(seed), moves)
		if err != nil {
			t.Fatalf("hand %d: %v", hand, err)
		}
		if !reflect.DeepEqual(again.Hand().Log(), h.Log()) || again.Hand().Net(0) != h.Net(0) {
			t.Fatalf("hand %d replays as %v, played %v", hand, again.Hand().Log(), h.Log())
		}
		if _, err := Play(st, d, rng.NewPCG(seed), append(slices.Clone(tab.Moves()), Move{Kind: Call})); err == nil {
			t.Fatalf("hand %d: a move past the end was taken", hand)
		}
	}
	if _, err := NewTable(0); err == nil {
		t.Error("a table of no computer players")
	}
	if _, err := tab.Begin(0); err != ErrNoChips {
		t.Errorf("begin with no chips: %v", err)
	}
}

// At a table of computer players the chips are conserved hand after hand:
// the stacks and the player's chips add up to what sat down plus the
// computer players' buy-ins again, over 400 hands of random moves by the
// player.
func TestTableConservesChips(t *testing.T) {
	g := rng.NewPCG(8)
	deck := cards.NewDeck()
	tab, _ := NewTable(8)
	you := 1000
	start := you + 8*BotBuyIn
	for hand := range 400 {
		tab.Blinds.Limit = Limits()[hand%3]
		st, err := tab.Begin(you)
		if err != nil {
			break
		}
		shuffle.FisherYates(deck, g)
		h := tab.Deal(st, poker.DealHoldem(deck, len(st.Stacks)), rng.NewPCG(g.Uint64()))
		for tab.InPlay() {
			_ = tab.Play(randomMove(h, g))
		}
		you += h.Net(0)
		total := you
		for _, s := range tab.Stacks[1:] {
			total += s
		}
		if total != start+tab.Rebuys {
			t.Fatalf("hand %d: %d chips at the table, want %d sat down + %d bought in again", tab.Hands, total, start, tab.Rebuys)
		}
	}
}

// Autoplay plays every seat by its rule to the end, the chips conserved;
// seat 0 plays the style given.
func TestAutoplay(t *testing.T) {
	g := rng.NewPCG(12)
	deck := cards.NewDeck()
	for range 50 {
		shuffle.FisherYates(deck, g)
		st := Start{Stacks: []int{300, 200, 200, 200}, Button: 3, Blinds: DefaultBlinds, Styles: []Style{0, Tight, Loose, Station}}
		h := Autoplay(st, poker.DealHoldem(deck, 4), rng.NewPCG(g.Uint64()), Station)
		sum := 0
		for i := range h.Seats {
			sum += h.Net(i)
		}
		if !h.Over() || sum != 0 {
			t.Fatalf("over %v, nets sum to %d", h.Over(), sum)
		}
	}
}
