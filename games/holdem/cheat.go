package holdem

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/poker"
	"riffle/games/round"
)

// CheatName is the 1999 table's name in a round's record ("Cheat like
// it's 1999").
const CheatName = round.ReseededTable

// CheatRounds is how a hand at the 1999 table is kept (a [round.Table],
// [round.Opener] and [round.Sampler]). A hand played there keeps [Moves]
// and replays as a Hold'em hand dealt by the record's server: asf on
// delphi seeded by the clock, or the fair server's shuffle on its
// generator; it is left open and taken up as a Hold'em hand is
// ([Resume]). A deal seen but not played, as sessions kept it before the
// table was playable, is the one move "holdem PLAYERS": the deal alone
// (poker.CheatResult).
type CheatRounds struct{}

// Name is [CheatName].
func (CheatRounds) Name() string { return CheatName }

// Play replays a hand played on the 1999 table, or an old record's deal.
func (CheatRounds) Play(r round.Record, g rng.Generator) (round.Result, error) {
	if len(r.Moves) > 0 && strings.HasPrefix(r.Moves[0], "table ") { // a hand played on the 1999 table
		t, err := replayTable(r, g, true)
		if err != nil {
			return round.Result{}, err
		}
		return RoundResult(t.Hand()), nil
	}
	if len(r.Moves) != 1 {
		return round.Result{}, fmt.Errorf("a 1999 deal is one move, got %d", len(r.Moves))
	}
	a, err := round.MoveArgs(r.Moves[0], "holdem", 1)
	if err != nil {
		return round.Result{}, err
	}
	p, err := strconv.Atoi(a[0])
	if err != nil || p < poker.MinPlayers || p > poker.MaxPlayers {
		return round.Result{}, fmt.Errorf("move %q: %d to %d players", r.Moves[0], poker.MinPlayers, poker.MaxPlayers)
	}
	algo, err := shuffle.Lookup(r.Algo)
	if err != nil {
		return round.Result{}, err
	}
	d, err := poker.NewDealer(algo, g)
	if err != nil {
		return round.Result{}, err
	}
	deck, err := d.Shuffle()
	if err != nil {
		return round.Result{}, err
	}
	return poker.CheatResult(poker.DealHoldem(deck, p)), nil
}

// PlayOpen describes a hand saved open, as [Rounds.PlayOpen] does.
func (CheatRounds) PlayOpen(r round.Record) (round.Result, error) { return playOpen(r) }

// Sample plays a hand dealt by the 1999 shuffle (asf) from g against five
// computer players, the player calling or checking to the end.
func (CheatRounds) Sample(g rng.Generator) (round.Record, error) {
	return sample(CheatName, "asf", g)
}
