package solitaire

import (
	"testing"

	"riffle/games/gamestest"
	"riffle/games/round"
)

// A round of 0 riffles (the deal starts at Begin) replays.
func TestReplayNoRiffles(t *testing.T) {
	g, r := gamestest.Stream(t, "pcg", 3, 0)
	sg, err := New(Cards, g)
	if err != nil {
		t.Fatal(err)
	}
	r.Table, r.Moves = Name, Moves(0, Alice, 10)
	if err := round.FirstErr(sg.SetShuffles(0), sg.SetBet(10, 100), sg.Begin(100)); err != nil {
		t.Fatal(err)
	}
	res, err := sg.DealAll()
	if err != nil {
		t.Fatal(err)
	}
	if res.Winner != Alice {
		t.Fatalf("an unshuffled deck went to %v; Alice always wins it", res.Winner)
	}
	out := RoundResult(res, sg.Riffled())
	r.Outcome, r.Digest, r.Net = out.Outcome, out.Digest, out.Net
	if _, err := round.Replay(Rounds{}, r); err != nil {
		t.Error(err)
	}
}
