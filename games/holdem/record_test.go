package holdem

import (
	"errors"
	"strings"
	"testing"

	"riffle/games/gamestest"
	"riffle/games/poker"
	"riffle/games/round"
)

// A hand saved open at the player's move is played again to that move:
// the same cards, the same actions so far, the player to act; the one
// after it fits as the hand went on. A wrong card, a generator that
// cannot replay, a hand already over or more chips than the bankroll
// holds are refused.
func TestResume(t *testing.T) {
	rec := gamestest.Sample(t, Rounds{}, "pcg", 31, 23)
	st, yours, err := parseMoves(rec.Moves)
	if err != nil || len(yours) == 0 {
		t.Fatalf("the played hand: %v, %d moves of the player's", err, len(yours))
	}
	open := rec
	open.Moves = Moves(st, yours[:len(yours)-1])
	g, _ := rec.Generator()
	full, err := replayTable(rec, g, true)
	if err != nil {
		t.Fatal(err)
	}
	open.Dice = HoleCards(full.Hand())
	ov, err := Resume(open, 10000)
	if err != nil {
		t.Fatal(err)
	}
	h := ov.Table.Hand()
	if h.ToAct() != 0 || !ov.Table.InPlay() {
		t.Fatalf("taken up with seat %d to act", h.ToAct())
	}
	if err := ov.Table.Play(yours[len(yours)-1]); err != nil {
		t.Fatal(err)
	}
	if got := RoundResult(ov.Table.Hand()); got.Digest != rec.Digest || got.Net != rec.Net {
		t.Errorf("taken up and finished: %+v, the hand played %s %+d", got, rec.Digest, rec.Net)
	}
	for what, r := range map[string]round.Record{
		"wrong cards": func() round.Record { r := open; r.Dice = []string{"As", "Ad"}; return r }(),
		"os":          func() round.Record { r := open; r.Gen = "os"; return r }(),
		"over":        func() round.Record { r := open; r.Moves = rec.Moves; return r }(),
	} {
		if _, err := Resume(r, 10000); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v", what, err)
		}
	}
	if _, err := Resume(open, st.Stacks[0]-1); err == nil {
		t.Error("a hand begun with more chips than the bankroll holds was taken up")
	}
	if got := Moves(st, []Move{{Kind: Fold}, {Kind: Raise, To: 20}}); got[4] != "fold" || got[5] != "raise" || !strings.HasPrefix(got[0], "table 6 5 10 ") || !strings.HasPrefix(got[3], "reads ") {
		t.Errorf("moves %v", got)
	}
}

// An open hand is described: your cards, the round and the pot at your
// move; a fair one's (no server seed) by your cards and moves alone.
func TestPlayOpen(t *testing.T) {
	rec := gamestest.Sample(t, Rounds{}, "pcg", 31, 23)
	st, yours, _ := parseMoves(rec.Moves)
	open := rec
	open.Moves = Moves(st, yours[:1])
	open.Dice = []string{"Qs", "Qd"}
	for _, tb := range []round.Opener{Rounds{}, CheatRounds{}} {
		res, err := tb.PlayOpen(open)
		if err != nil || !strings.Contains(res.Outcome, "your Qs Qd, your move on the") || !strings.Contains(res.Outcome, "in the pot") {
			t.Errorf("%s: open hand: %q, %v", tb.Name(), res.Outcome, err)
		}
	}
	open.Fair, open.Gen = &round.FairSeeds{Commit: "c"}, ""
	res, err := Rounds{}.PlayOpen(open)
	if err != nil || !strings.Contains(res.Outcome, "1 of your moves so far") {
		t.Errorf("open fair hand: %q, %v", res.Outcome, err)
	}
}

// The 1999 deal, as kept before the table was playable, replays on ASF
// and Delphi from the clock's seed, and is the deal poker.ASFDeck makes.
func TestReplayCheatDeal(t *testing.T) {
	const seed = 36_000_123
	h := poker.DealHoldem(poker.ASFDeck(seed), 5)
	res := poker.CheatResult(h)
	r := round.Record{Table: CheatName, Gen: "delphi", Seed: seed, Algo: "asf", Moves: []string{"holdem 5"},
		Outcome: res.Outcome, Digest: res.Digest}
	if _, err := round.Replay(CheatRounds{}, r); err != nil {
		t.Fatal(err)
	}
	r.Seed++
	if _, err := round.Replay(CheatRounds{}, r); !errors.Is(err, round.ErrMismatch) {
		t.Errorf("the next millisecond's seed: %v, want a mismatch", err)
	}
}

// FuzzFolded reads any open record as a hand folded where it stood: it
// never panics, and a fold it takes loses between nothing and the whole
// stack the hand began with, its result netting exactly that loss.
func FuzzFolded(f *testing.F) {
	f.Add("table 6 5 10 5\x00stacks 500 200 200 200 200 200\x00styles tight loose station tight loose\x00call", "Kh\x00Ks\x00in 10")
	f.Add("table 2 5 10 0\x00stacks 40 200\x00styles tight", "Ah\x00Ad\x00in 41")
	f.Add("", "in -1")
	f.Fuzz(func(t *testing.T, moves, dice string) {
		r := round.Record{Moves: strings.Split(moves, "\x00"), Dice: strings.Split(dice, "\x00")}
		put, res, err := Folded(r)
		if err != nil {
			return
		}
		st, _, perr := parseMoves(r.Moves)
		if perr != nil || put < 0 || put > st.Stacks[0] || res.Net != -put {
			t.Fatalf("Folded(%q, %q) = %d, %+v (moves: %v)", moves, dice, put, res, perr)
		}
	})
}

// A hand's reads are hostile input: each refused in one line naming the
// move; a hand saved before reads were kept has none and replays.
func TestParseReads(t *testing.T) {
	base := []string{"table 3 5 10 0", "stacks 100 200 200", "styles tight-aggressive maniac"}
	for _, bad := range []string{"reads 1/1/1 2/2", "reads 1/2/0 3/1/1 4/1/0", "reads 5/3/4 1/1/1 0/0/0", "reads x/1/1 1/1/1 1/1/1",
		"reads 1/1/1 1/1/1", "reads -1/0/0 1/1/1 1/1/1"} {
		if _, _, err := parseMoves(append(base, bad)); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v", bad, err)
		}
	}
	st, yours, err := parseMoves(append(base, "reads 10/3/1 12/9/6 0/0/0", "fold"))
	if err != nil || len(st.Reads) != 3 || st.Reads[1] != (Read{12, 9, 6}) || len(yours) != 1 {
		t.Errorf("reads %+v, moves %v: %v", st.Reads, yours, err)
	}
	if st, _, err := parseMoves(append(base, "call")); err != nil || st.Reads != nil {
		t.Errorf("a hand without reads: %+v, %v", st.Reads, err)
	}
}

// A hand's record in pot and no limit: the table move names the game
// after the button (none, or "fixed", for fixed limit) and the player's
// raises their size; anything else is
// refused in one line (a size in fixed limit, none in no limit, a size
// of 0 or below or past a billion, an unknown game, a stray field).
func TestParseMovesLimits(t *testing.T) {
	rest := []string{"stacks 500 200", "styles tight-aggressive"}
	st, yours, err := parseMoves(append([]string{"table 2 5 10 1 no"}, append(rest, "call", "raise 60", "fold")...))
	if err != nil || st.Blinds.Limit != NoLimit || len(yours) != 3 || yours[1] != (Move{Kind: Raise, To: 60}) {
		t.Fatalf("no limit: %+v %v %v", st, yours, err)
	}
	pot, _, err := parseMoves(append([]string{"table 2 5 10 1 pot"}, rest...))
	if err != nil || pot.Blinds.Limit != PotLimit {
		t.Fatalf("pot limit: %+v %v", pot, err)
	}
	if got := Moves(pot, []Move{{Kind: Raise, To: 35}}); got[0] != "table 2 5 10 1 pot" || got[3] != "raise 35" {
		t.Errorf("pot limit written %q", got)
	}
	if fx, _, err := parseMoves(append([]string{"table 2 5 10 1 fixed"}, rest...)); err != nil || fx.Blinds.Limit != FixedLimit {
		t.Errorf("fixed named: %+v %v", fx, err)
	}
	fixed := Start{Stacks: []int{500, 200}, Styles: []Style{0, TightAggressive}, Blinds: DefaultBlinds, Button: 1}
	if got := Moves(fixed, []Move{{Kind: Raise, To: 20}}); got[0] != "table 2 5 10 1" || got[3] != "raise" {
		t.Errorf("fixed limit written %q", got)
	}
	for _, bad := range [][]string{
		append([]string{"table 2 5 10 1 table"}, rest...),
		append([]string{"table 2 5 10 1 no x"}, rest...),
		append([]string{"table 2 5 10"}, rest...),
		append(append([]string{"table 2 5 10 1"}, rest...), "raise 20"),
		append(append([]string{"table 2 5 10 1 no"}, rest...), "raise"),
		append(append([]string{"table 2 5 10 1 no"}, rest...), "raise 0"),
		append(append([]string{"table 2 5 10 1 no"}, rest...), "raise -5"),
		append(append([]string{"table 2 5 10 1 no"}, rest...), "raise 1000000000"),
		append(append([]string{"table 2 5 10 1 no"}, rest...), "raise 20 30"),
	} {
		if _, _, err := parseMoves(bad); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
