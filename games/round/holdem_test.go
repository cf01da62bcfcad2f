package round

import (
	"strings"
	"testing"

	"riffle/games/holdem"
)

// A hand saved open at the player's move is played again to that move:
// the same cards, the same actions so far, the player to act; the one
// after it fits as the hand went on. A wrong card, a generator that
// cannot replay, a hand already over or more chips than the bankroll
// holds are refused.
func TestResumeHoldem(t *testing.T) {
	rec := playedHoldem(t, "pcg", 31)
	st, yours, err := parseHoldem(rec.Moves)
	if err != nil || len(yours) == 0 {
		t.Fatalf("the played hand: %v, %d moves of the player's", err, len(yours))
	}
	open := rec
	open.Moves = HoldemMoves(st, yours[:len(yours)-1])
	g, _ := rec.Generator()
	full, err := holdemTable(rec, g, true)
	if err != nil {
		t.Fatal(err)
	}
	open.Dice = HoldemCards(full.Hand())
	ov, err := ResumeHoldem(open, 10000)
	if err != nil {
		t.Fatal(err)
	}
	h := ov.Table.Hand()
	if h.ToAct() != 0 || !ov.Table.InPlay() {
		t.Fatalf("taken up with seat %d to act", h.ToAct())
	}
	if err := ov.Table.Act(yours[len(yours)-1]); err != nil {
		t.Fatal(err)
	}
	if got := HoldemHandResult(ov.Table.Hand()); got.Digest != rec.Digest || got.Net != rec.Net {
		t.Errorf("taken up and finished: %+v, the hand played %s %+d", got, rec.Digest, rec.Net)
	}
	for what, r := range map[string]Record{
		"wrong cards": func() Record { r := open; r.Dice = []string{"As", "Ad"}; return r }(),
		"os":          func() Record { r := open; r.Gen = "os"; return r }(),
		"over":        func() Record { r := open; r.Moves = rec.Moves; return r }(),
	} {
		if _, err := ResumeHoldem(r, 10000); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v", what, err)
		}
	}
	if _, err := ResumeHoldem(open, st.Stacks[0]-1); err == nil {
		t.Error("a hand begun with more chips than the bankroll holds was taken up")
	}
	if got := HoldemMoves(st, []holdem.Kind{holdem.Fold, holdem.Raise}); got[3] != "fold" || got[4] != "raise" || !strings.HasPrefix(got[0], "table 6 5 10 ") {
		t.Errorf("moves %v", got)
	}
}

// An open hand is described: your cards, the round and the pot at your
// move; a fair one's (no server seed) by your cards and moves alone.
func TestPlayOpenHoldem(t *testing.T) {
	rec := playedHoldem(t, "pcg", 31)
	st, yours, _ := parseHoldem(rec.Moves)
	open := rec
	open.Moves = HoldemMoves(st, yours[:1])
	open.Dice = []string{"Qs", "Qd"}
	res, err := PlayOpen(open)
	if err != nil || !strings.Contains(res.Outcome, "your Qs Qd, your move on the") || !strings.Contains(res.Outcome, "in the pot") {
		t.Errorf("open hand: %q, %v", res.Outcome, err)
	}
	open.Fair, open.Gen = &FairSeeds{Commit: "c"}, ""
	res, err = PlayOpen(open)
	if err != nil || !strings.Contains(res.Outcome, "1 of your moves so far") {
		t.Errorf("open fair hand: %q, %v", res.Outcome, err)
	}
}
