package poker

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/round"
)

// Name is the poker table's name in a round's record.
const Name = "poker"

// Rounds is how a deal at the poker table is kept (a [round.Table],
// [round.Verifier] and [round.Sampler]): one move, the deal, and the
// record's shuffle (Algo):
//
//	holdem PLAYERS ANTE   a Hold'em showdown, every seat's ante in the pot
//	hands H SIZE          H hands of SIZE cards
type Rounds struct{}

// Name is [Name].
func (Rounds) Name() string { return Name }

// HoldemMove is the move of a Hold'em hand.
func HoldemMove(players, ante int) string { return fmt.Sprintf("holdem %d %d", players, ante) }

// HandsMove is the move of a deal of hands hands of size cards.
func HandsMove(hands, size int) string { return fmt.Sprintf("hands %d %d", hands, size) }

// HoldemResult describes a Hold'em showdown from player 1's seat.
func HoldemResult(s Showdown) round.Result {
	var seats []string
	for _, w := range s.Winners {
		seats = append(seats, strconv.Itoa(w+1))
	}
	what := "player " + strings.Join(seats, ", ")
	if len(seats) > 1 {
		what = "players " + strings.Join(seats, ", ") + " split"
	}
	line := fmt.Sprintf("Hold'em, %d players: %s with %s", len(s.Deal.Hole), what, cards.Describe(s.Values[s.Winners[0]]))
	return round.Result{Outcome: line, Digest: holdemDigest(s.Deal), Net: s.Net(0)}
}

// holdemDigest is the digest of a Hold'em deal: each seat's hole cards,
// the burns, the flop, the turn and the river.
func holdemDigest(h Holdem) string {
	var vs []string
	for _, hole := range h.Hole {
		vs = append(vs, hole[0].String()+" "+hole[1].String())
	}
	vs = append(vs, cards.FormatCards(h.Burn[:]), cards.FormatCards(h.Flop[:]), h.Turn.String(), h.River.String())
	return round.Digest(vs...)
}

// HandsResult describes a deal of hands; the digest is the deck's.
func HandsResult(d Deal) round.Result {
	line := fmt.Sprintf("%d hands of %d", len(d.Hands), len(d.Hands[0].Cards))
	if best := d.Best(); best != nil {
		line += fmt.Sprintf(": hand %d is best, %s", best[0]+1, d.Hands[best[0]].Name())
	}
	return round.Result{Outcome: line, Digest: round.Digest(cards.FormatCards(d.Deck))}
}

// CheatResult describes the 1999 deal as it was kept before the 1999
// table was playable (games/holdem's CheatRounds replays it): your cards
// and the flop.
func CheatResult(h Holdem) round.Result {
	line := fmt.Sprintf("1999 deal, %d players: your %s %s; flop %s", len(h.Hole), h.Hole[0][0], h.Hole[0][1], cards.FormatCards(h.Flop[:]))
	return round.Result{Outcome: line, Digest: holdemDigest(h)}
}

// Play replays the deal on the record's shuffle.
func (Rounds) Play(r round.Record, g rng.Generator) (round.Result, error) {
	algo, err := shuffle.Lookup(r.Algo)
	if err != nil {
		return round.Result{}, err
	}
	t, err := New(algo, g)
	if err != nil {
		return round.Result{}, err
	}
	if len(r.Moves) != 1 {
		return round.Result{}, fmt.Errorf("a poker round is one deal, got %d moves", len(r.Moves))
	}
	m := r.Moves[0]
	f := strings.Fields(m)
	if len(f) != 3 || (f[0] != "holdem" && f[0] != "hands") {
		return round.Result{}, fmt.Errorf("move %q: want \"holdem PLAYERS ANTE\" or \"hands H SIZE\"", m)
	}
	x, err1 := strconv.Atoi(f[1])
	y, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil {
		return round.Result{}, fmt.Errorf("move %q: the numbers are whole numbers", m)
	}
	if f[0] == "holdem" {
		err = round.FirstErr(t.SetMode(ModeHoldem), t.SetPlayers(x), t.SetAnte(y), t.Deal(round.ReplayChips))
		if err != nil {
			return round.Result{}, err
		}
		return HoldemResult(*t.LastShowdown()), nil
	}
	if err := round.FirstErr(t.SetMode(ModeDeals), t.SetShape(x, y), t.Deal(round.ReplayChips)); err != nil {
		return round.Result{}, err
	}
	return HandsResult(*t.LastDeal()), nil
}

// Sample deals a Hold'em hand to 4 players, 25 each, on fisher-yates.
func (Rounds) Sample(g rng.Generator) (round.Record, error) {
	algo, err := shuffle.Lookup("fisher-yates")
	if err != nil {
		return round.Record{}, err
	}
	t, err := New(algo, g)
	if err != nil {
		return round.Record{}, err
	}
	r := round.Record{Table: Name, Algo: algo.Name, Moves: []string{HoldemMove(4, 25)}}
	if err := round.FirstErr(t.SetMode(ModeHoldem), t.SetPlayers(4), t.SetAnte(25), t.Deal(1000)); err != nil {
		return r, err
	}
	res := HoldemResult(*t.LastShowdown())
	r.Outcome, r.Digest, r.Net = res.Outcome, res.Digest, res.Net
	return r, nil
}
