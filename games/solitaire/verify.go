package solitaire

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/games/round"
)

// verified are a recomputed round's fields in riffle verify's JSON.
type verified struct {
	Shuffles string   `json:"shuffles,omitempty"`
	Riffles  *int     `json:"riffles,omitempty"`
	Winner   string   `json:"winner,omitempty"`
	Pass     int      `json:"pass,omitempty"`
	Deck     []string `json:"deck,omitempty"` // top card first
}

// VerifySpec: the riffles. The digest is the deck's (the bet is not in
// the seeds).
func (Rounds) VerifySpec() round.VerifySpec {
	return round.VerifySpec{
		Flags: []round.Flag{{Name: "shuffles", Default: strconv.Itoa(DefaultShuffles)}},
		Help:  "--shuffles K|random (default 7): the riffled deck and who wins",
	}
}

// VerifyArgs are the round's riffles.
func (Rounds) VerifyArgs(r round.Record) []string {
	if len(r.Moves) > 0 {
		if f := strings.Fields(r.Moves[0]); len(f) == 2 {
			return []string{"--shuffles", f[1]}
		}
	}
	return nil
}

// Verify riffles a new deck and deals it, with no bet.
func (Rounds) Verify(g rng.Generator, f round.Flags) (round.Verified, error) {
	shuffles := f.Get("shuffles")
	k := UntilRandom
	if shuffles != "random" {
		n, err := f.Int("shuffles", shuffles, 0, MaxShuffles)
		if err != nil {
			return round.Verified{}, round.FlagErrorf("--shuffles %q: allowed 0…%d riffles, or random", shuffles, MaxShuffles)
		}
		k = int(n)
	}
	gm, err := New(Cards, g)
	if err != nil {
		return round.Verified{}, err
	}
	if err := round.FirstErr(gm.SetShuffles(k), gm.SetBet(0, 0)); err != nil {
		return round.Verified{}, err
	}
	res, err := deal(gm, 0)
	if err != nil {
		return round.Verified{}, err
	}
	r := RoundResult(res, gm.Riffled())
	j := verified{Shuffles: shuffles, Riffles: &res.Riffles, Winner: res.Winner.String(), Pass: res.Pass}
	for _, c := range gm.Riffled() {
		j.Deck = append(j.Deck, Card(c).String())
	}
	text := fmt.Sprintf("New Age Solitaire, %s riffles (%d made); the deck as the deal began, top first:\n", j.Shuffles, *j.Riffles) +
		round.Wrap(strings.Join(j.Deck, " "), 78, "  ") +
		fmt.Sprintf("  %s completes a pile first, in pass %d\n", j.Winner, j.Pass)
	return round.Verified{Outcome: r.Outcome, Digest: r.Digest, Fields: j, Text: text}, nil
}
