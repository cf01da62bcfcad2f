package poker

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/games/round"
)

// verified are a recomputed deal's fields in riffle verify's JSON.
type verified struct {
	Algo    string     `json:"algo,omitempty"`
	Players []seatJSON `json:"players,omitempty"`
	Board   []string   `json:"board,omitempty"`
	Winners []int      `json:"winners,omitempty"` // seats from 1
	Hands   []handJSON `json:"hands,omitempty"`
	Deck    []string   `json:"deck,omitempty"` // top card first
}

type seatJSON struct {
	Hole []string `json:"hole"`
	Best []string `json:"best"`
	Hand string   `json:"hand"`
}

// handJSON is a dealt hand in riffle verify's JSON: its cards and, for
// five or more, its name.
type handJSON struct {
	Cards []string `json:"cards"`
	Hand  string   `json:"hand,omitempty"`
}

// VerifySpec: the shuffle, and a Hold'em hand's players or the hands
// dealt and their size.
func (Rounds) VerifySpec() round.VerifySpec {
	return round.VerifySpec{
		Flags: []round.Flag{{Name: "algo", Default: "fisher-yates"}, {Name: "players"}, {Name: "hands"}, {Name: "size"}},
		Help: `--algo NAME (default fisher-yates; unbiased shuffles only:
fisher-yates, partial or uniform-riffles) and --players P
(Hold'em: each seat's hole cards, the board, the winner) or
--hands H --size S (dealt hands; defaults 5 and 5)`,
	}
}

// VerifyArgs are the round's shuffle and its players, or its hands and
// their size.
func (Rounds) VerifyArgs(r round.Record) []string {
	var f []string
	if len(r.Moves) > 0 {
		f = strings.Fields(r.Moves[0])
	}
	switch {
	case len(f) == 3 && f[0] == "holdem":
		return []string{"--algo", r.Algo, "--players", f[1]}
	case len(f) == 3:
		return []string{"--algo", r.Algo, "--hands", f[1], "--size", f[2]}
	}
	return nil
}

// Verify deals a Hold'em hand or hands from a deck shuffled on g.
func (Rounds) Verify(g rng.Generator, f round.Flags) (round.Verified, error) {
	players, hands, size := f.Get("players"), f.Get("hands"), f.Get("size")
	holdem, deals := players != "", hands != "" || size != ""
	switch {
	case holdem && deals:
		return round.Verified{}, round.FlagErrorf("give --players P (Hold'em) or --hands H --size S (dealt hands), not both")
	case !holdem && !deals:
		return round.Verified{}, round.FlagErrorf("--table poker needs --players P (Hold'em) or --hands H --size S (dealt hands)")
	}
	algo, err := round.FairAlgorithm(f.Get("algo"))
	if err != nil {
		return round.Verified{}, err
	}
	t, err := New(algo, g)
	if err != nil {
		return round.Verified{}, round.FlagErrorf("--algo: %v", err)
	}
	j := verified{Algo: algo.Name}
	if holdem {
		return verifyHoldem(t, f, j)
	}
	if hands == "" {
		hands = strconv.Itoa(DefaultHands)
	}
	if size == "" {
		size = strconv.Itoa(DefaultCards)
	}
	h, err := f.Int("hands", hands, 1, 52)
	if err != nil {
		return round.Verified{}, err
	}
	s, err := f.Int("size", size, 1, 52)
	if err != nil {
		return round.Verified{}, err
	}
	if err := CheckShape(int(h), int(s)); err != nil {
		return round.Verified{}, round.FlagErrorf("--hands %d --size %d: %v", h, s, err)
	}
	if err := round.FirstErr(t.SetMode(ModeDeals), t.SetShape(int(h), int(s)), t.Deal(0)); err != nil {
		return round.Verified{}, err
	}
	d := t.LastDeal()
	for _, h := range d.Hands {
		hj := handJSON{Cards: cardStrings(h.Cards)}
		if len(h.Cards) >= 5 {
			hj.Hand = h.Name()
		}
		j.Hands = append(j.Hands, hj)
	}
	for _, b := range d.Best() {
		j.Winners = append(j.Winners, b+1)
	}
	j.Deck = cardStrings(d.Deck)
	r := HandsResult(*d)
	return round.Verified{Outcome: r.Outcome, Digest: r.Digest, Fields: j, Text: verifyText(j)}, nil
}

// verifyHoldem deals a Hold'em hand to the players --players gives.
func verifyHoldem(t *Table, f round.Flags, j verified) (round.Verified, error) {
	players, err := f.Int("players", f.Get("players"), MinPlayers, MaxPlayers)
	if err != nil {
		return round.Verified{}, err
	}
	if err := round.FirstErr(t.SetMode(ModeHoldem), t.SetPlayers(int(players)), t.SetAnte(0)); err != nil {
		return round.Verified{}, err
	}
	if err := t.Deal(0); err != nil {
		return round.Verified{}, err
	}
	s := t.LastShowdown()
	for p, hole := range s.Deal.Hole {
		j.Players = append(j.Players, seatJSON{Hole: cardStrings(hole[:]), Best: cardStrings(s.Best[p][:]), Hand: cards.Describe(s.Values[p])})
	}
	j.Board = cardStrings(s.Board[:])
	for _, w := range s.Winners {
		j.Winners = append(j.Winners, w+1)
	}
	j.Deck = holdemDeck(s.Deal)
	r := HoldemResult(*s)
	return round.Verified{Outcome: r.Outcome, Digest: r.Digest, Fields: j, Text: verifyText(j)}, nil
}

// holdemDeck is the dealt part of a Hold'em deck, top card first, in the
// order a casino deals it ([Layout]).
func holdemDeck(h Holdem) []string {
	l := Layout(len(h.Hole))
	deck := make([]string, l.Cards())
	for p, hole := range h.Hole {
		at := l.Hole(p)
		deck[at[0]], deck[at[1]] = hole[0].String(), hole[1].String()
	}
	p := len(h.Hole)
	deck[2*p], deck[2*p+4], deck[2*p+6] = h.Burn[0].String(), h.Burn[1].String(), h.Burn[2].String()
	for i, c := range h.Flop {
		deck[2*p+1+i] = c.String()
	}
	deck[2*p+5], deck[2*p+7] = h.Turn.String(), h.River.String()
	return deck
}

// verifyText writes the recomputed deal for people.
func verifyText(j verified) string {
	var b strings.Builder
	if j.Players != nil {
		fmt.Fprintf(&b, "Texas Hold'em, %d players, %s shuffle:\n", len(j.Players), j.Algo)
		for p, s := range j.Players {
			mark := ""
			if slices.Contains(j.Winners, p+1) {
				mark = "  ← wins"
			}
			fmt.Fprintf(&b, "  Player %-2d  %s   %s%s\n", p+1, strings.Join(s.Hole, " "), s.Hand, mark)
		}
		fmt.Fprintf(&b, "  Board      %s\n", strings.Join(j.Board, " "))
		return b.String()
	}
	fmt.Fprintf(&b, "%d hands of %d cards, %s shuffle:\n", len(j.Hands), len(j.Hands[0].Cards), j.Algo)
	for i, h := range j.Hands {
		mark := ""
		if slices.Contains(j.Winners, i+1) {
			mark = "  ← best"
		}
		fmt.Fprintf(&b, "  Hand %-2d  %s   %s%s\n", i+1, strings.Join(h.Cards, " "), h.Hand, mark)
	}
	return b.String()
}

// cardStrings are the cards' names, in order.
func cardStrings(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}
