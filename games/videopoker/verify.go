package videopoker

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/games/round"
)

// verified are a recomputed round's fields in riffle verify's JSON.
type verified struct {
	Game  string     `json:"game,omitempty"` // the pay table
	Algo  string     `json:"algo,omitempty"`
	Hands []handJSON `json:"hands,omitempty"` // the five dealt, the hand after the draw
	Deck  []string   `json:"deck,omitempty"`  // top card first
}

type handJSON struct {
	Cards []string `json:"cards"`
	Hand  string   `json:"hand,omitempty"`
}

// VerifySpec: the shuffle, the pay table, and the bet and holds, which
// are not in the seeds.
func (Rounds) VerifySpec() round.VerifySpec {
	return round.VerifySpec{
		Flags: []round.Flag{{Name: "algo", Default: "fisher-yates"}, {Name: "paytable", Default: DefaultPayTable},
			{Name: "bet", Default: strconv.Itoa(MaxBet)}, {Name: "hold", Default: "00000"}},
		Help: `--algo NAME (as poker) --paytable NAME (default jacks-9-6)
--bet N (default 5) --hold KEPT (the round's "hold" move,
default 00000): the five dealt, the hand after the draw, what
it pays`,
	}
}

// VerifyArgs are the round's shuffle, pay table, bet and holds.
func (Rounds) VerifyArgs(r round.Record) []string {
	if len(r.Moves) != 3 {
		return nil
	}
	var args []string
	for i, flag := range []string{"paytable", "bet", "hold"} {
		a, err := round.MoveArgs(r.Moves[i], flag, 1)
		if err != nil {
			return nil
		}
		args = append(args, "--"+flag, a[0])
	}
	return append([]string{"--algo", r.Algo}, args...)
}

// Verify deals from a deck shuffled on g, holds the cards --hold names
// and draws.
func (Rounds) Verify(g rng.Generator, f round.Flags) (round.Verified, error) {
	algo, err := round.FairAlgorithm(f.Get("algo"))
	if err != nil {
		return round.Verified{}, err
	}
	t, err := New(algo, g)
	if err != nil {
		return round.Verified{}, round.FlagErrorf("--algo: %v", err)
	}
	table := f.Get("paytable")
	if err := t.SetPayTable(table); err != nil {
		return round.Verified{}, round.FlagErrorf("--paytable: %v", err)
	}
	bet, err := f.Int("bet", f.Get("bet"), MinBet, MaxBet)
	if err != nil {
		return round.Verified{}, err
	}
	hold := f.Get("hold")
	held, ok := parseHold(hold)
	if !ok {
		return round.Verified{}, round.FlagErrorf("--hold %q: five 0s and 1s, 1 for a card held, as the round's \"hold\" move (default 00000)", hold)
	}
	if err := round.FirstErr(t.SetBet(int(bet)), t.Deal(MaxBet), t.SetHolds(held)); err != nil {
		return round.Verified{}, err
	}
	res, err := t.Draw()
	if err != nil {
		return round.Verified{}, err
	}
	r := RoundResult(res, LineName(t, res))
	j := verified{Game: table, Algo: algo.Name, Deck: cardStrings(t.Deck()),
		Hands: []handJSON{{Cards: cardStrings(res.Dealt[:]), Hand: "dealt"}, {Cards: cardStrings(res.Final[:]), Hand: "after the draw"}}}
	var b strings.Builder
	fmt.Fprintf(&b, "Video poker, %s, %s shuffle:\n", j.Game, j.Algo)
	for _, h := range j.Hands {
		fmt.Fprintf(&b, "  %-15s %s\n", h.Hand, strings.Join(h.Cards, " "))
	}
	fmt.Fprintf(&b, "  the draw takes the cards after the first five, in order: %s …\n", strings.Join(j.Deck[5:10], " "))
	return round.Verified{Outcome: r.Outcome, Digest: r.Digest, Fields: j, Text: b.String()}, nil
}

// cardStrings are the cards' names, in order.
func cardStrings(cs []cards.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}
