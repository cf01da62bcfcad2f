package solitaire

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/games/round"
)

// Name is the New Age Solitaire table's name in a round's record.
const Name = "solitaire"

// Rounds is how a round of New Age Solitaire is kept (a [round.Table],
// [round.Verifier] and [round.Sampler]). Its moves are
//
//	shuffles K          K riffles, or "random" (riffle until random)
//	side alice|bob      the side bet on
//	bet N               the chips bet
type Rounds struct{}

// Name is [Name].
func (Rounds) Name() string { return Name }

// Moves are a round's setting and bet.
func Moves(shuffles int, side Player, bet int) []string {
	k := strconv.Itoa(shuffles)
	if shuffles == UntilRandom {
		k = "random"
	}
	return []string{"shuffles " + k, "side " + strings.ToLower(side.String()), "bet " + strconv.Itoa(bet)}
}

// RoundResult describes a round from its result and riffled deck
// ([Game.Riffled]), whose order is the digest.
func RoundResult(res Result, riffled []int) round.Result {
	line := fmt.Sprintf("%d riffles: %s wins in pass %d", res.Riffles, res.Winner, res.Pass)
	if res.Stake > 0 {
		line += fmt.Sprintf("; %d on %s", res.Stake, res.Side)
	}
	return round.Result{Outcome: line, Digest: round.Digest(round.Ints(riffled)), Net: res.Net}
}

// Play replays a round: the riffles, the side and bet, the deal.
func (Rounds) Play(r round.Record, g rng.Generator) (round.Result, error) {
	if len(r.Moves) != 3 {
		return round.Result{}, fmt.Errorf("a solitaire round has 3 moves (shuffles, side, bet), got %d", len(r.Moves))
	}
	gm, err := New(Cards, g)
	if err != nil {
		return round.Result{}, err
	}
	a, err := round.MoveArgs(r.Moves[0], "shuffles", 1)
	if err != nil {
		return round.Result{}, err
	}
	k := UntilRandom
	if a[0] != "random" {
		if k, err = strconv.Atoi(a[0]); err != nil {
			return round.Result{}, fmt.Errorf("move %q: a riffle count or \"random\"", r.Moves[0])
		}
	}
	if err := gm.SetShuffles(k); err != nil {
		return round.Result{}, err
	}
	if a, err = round.MoveArgs(r.Moves[1], "side", 1); err != nil {
		return round.Result{}, err
	}
	side := map[string]Player{"alice": Alice, "bob": Bob}
	p, ok := side[a[0]]
	if !ok {
		return round.Result{}, fmt.Errorf("move %q: the side is alice or bob", r.Moves[1])
	}
	if err := gm.SetSide(p); err != nil {
		return round.Result{}, err
	}
	if a, err = round.MoveArgs(r.Moves[2], "bet", 1); err != nil {
		return round.Result{}, err
	}
	bet, err := strconv.Atoi(a[0])
	if err != nil {
		return round.Result{}, fmt.Errorf("move %q: the bet is a whole number", r.Moves[2])
	}
	if err := gm.SetBet(bet, round.ReplayChips); err != nil {
		return round.Result{}, err
	}
	res, err := deal(gm, round.ReplayChips)
	if err != nil {
		return round.Result{}, err
	}
	return RoundResult(res, gm.Riffled()), nil
}

// deal begins a round set up on gm, the player holding hand chips, and
// plays it out: the riffles, then the deal.
func deal(gm *Game, hand int) (Result, error) {
	if err := gm.Begin(hand); err != nil {
		return Result{}, err
	}
	if gm.Phase() == Riffling { // with 0 riffles the deal starts at Begin
		if err := gm.RiffleAll(); err != nil {
			return Result{}, err
		}
	}
	return gm.DealAll()
}

// Sample plays 7 riffles with 20 on Bob.
func (Rounds) Sample(g rng.Generator) (round.Record, error) {
	gm, err := New(Cards, g)
	if err != nil {
		return round.Record{}, err
	}
	r := round.Record{Table: Name, Moves: Moves(7, Bob, 20)}
	if err := round.FirstErr(gm.SetShuffles(7), gm.SetSide(Bob), gm.SetBet(20, 1000)); err != nil {
		return r, err
	}
	res, err := deal(gm, 1000)
	if err != nil {
		return r, err
	}
	out := RoundResult(res, gm.Riffled())
	r.Outcome, r.Digest, r.Net = out.Outcome, out.Digest, out.Net
	return r, nil
}
