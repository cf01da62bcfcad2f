package videopoker

import (
	"errors"
	"strings"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/shuffle"
	"riffle/games/gamestest"
	"riffle/games/round"
)

// openVideoPoker deals a video poker round at pcg 42 from position 9 —
// bonus poker, 3 credits — and returns the table holding it and the open
// record so far, its cards recorded.
func openVideoPoker(t *testing.T) (*Game, round.Record) {
	t.Helper()
	g, r := gamestest.Stream(t, "pcg", 42, 9)
	algo, err := shuffle.Lookup("fisher-yates")
	if err != nil {
		t.Fatal(err)
	}
	vt, err := New(algo, g)
	if err != nil {
		t.Fatal(err)
	}
	if err := round.FirstErr(vt.SetPayTable("bonus-8-5"), vt.SetBet(3), vt.Deal(100)); err != nil {
		t.Fatal(err)
	}
	r.Table, r.Algo, r.Moves = Name, algo.Name, Moves("bonus-8-5", 3, [5]bool{})[:2]
	r.Dice = DealtCards(vt.Hand())
	return vt, r
}

// A dealt hand comes back from its open record as it stood — the pay
// table, the bet staked, the same five cards — and draws the same cards
// as the table that was stopped.
func TestResume(t *testing.T) {
	want, rec := openVideoPoker(t)
	ov, err := Resume(rec)
	if err != nil {
		t.Fatal(err)
	}
	got := ov.Game
	if got.Phase() != Holding || got.Hand() != want.Hand() || got.Bet() != 3 || got.OnTable() != 3 ||
		got.PayTable().Name != "bonus-8-5" {
		t.Fatalf("resumed %v bet %d (%d on the table) on %s; want %v", got.Hand(), got.Bet(), got.OnTable(),
			got.PayTable().Name, want.Hand())
	}
	held := [5]bool{true, false, true, false, false}
	_ = want.SetHolds(held)
	_ = got.SetHolds(held)
	a, _ := want.Draw()
	b, _ := got.Draw()
	if a.Final != b.Final {
		t.Errorf("resumed draw %v, want %v", b.Final, a.Final)
	}
	res, err := Rounds{}.PlayOpen(rec)
	if err != nil || !strings.Contains(res.Outcome, "bonus-8-5, bet 3: dealt "+cards.FormatCards(a.Dealt[:])) {
		t.Errorf("PlayOpen: %q, %v", res.Outcome, err)
	}
}

// A record whose cards do not match its stream, whose moves are not a
// video poker deal's, or whose fair seed is missing is refused; an os
// round is dealt its recorded cards.
func TestResumeRefuses(t *testing.T) {
	_, rec := openVideoPoker(t)
	bad := rec
	bad.Dice = append([]string{"2c"}, rec.Dice[1:]...)
	if rec.Dice[0] == "2c" {
		bad.Dice[0] = "3c"
	}
	if _, err := Resume(bad); !errors.Is(err, round.ErrMismatch) {
		t.Errorf("edited cards: %v", err)
	}
	bad = rec
	bad.Moves = append(rec.Moves, "hold 00000")
	if _, err := Resume(bad); err == nil || !strings.Contains(err.Error(), "2 moves") {
		t.Errorf("three moves: %v", err)
	}
	bad = rec
	bad.Fair, bad.Gen = &round.FairSeeds{Commit: "ab"}, ""
	if _, err := Resume(bad); !errors.Is(err, round.ErrNoServerSeed) {
		t.Errorf("fair without seed: %v", err)
	}
	os := rec
	os.Gen, os.Seed, os.Pos = "os", 0, 0
	ov, err := Resume(os)
	if err != nil || DealtCards(ov.Game.Hand())[0] != rec.Dice[0] || ov.Game.OnTable() != 3 {
		t.Fatalf("os: %v, %v", ov.Game, err)
	}
	deck := ov.Game.Deck()
	if len(deck) != 52 || cards.FormatCards(deck[:5]) != strings.Join(rec.Dice, " ") {
		t.Errorf("os deck %v", deck)
	}
	os.Dice = nil
	if _, err := Resume(os); err == nil || !strings.Contains(err.Error(), "cannot be replayed") {
		t.Errorf("os without cards: %v", err)
	}
}

// A round with other cards held comes out otherwise: the replay draws
// other cards, and the saved digest or outcome no longer match; so does
// one with another bet.
func TestReplayHolds(t *testing.T) {
	rec := gamestest.Sample(t, Rounds{}, "pcg", 7, 13)
	for _, hold := range []string{"hold 00000", "hold 11111", "hold 10000"} {
		r := rec
		r.Moves = append([]string(nil), rec.Moves...)
		r.Moves[2] = hold
		if _, err := round.Replay(Rounds{}, r); !errors.Is(err, round.ErrMismatch) {
			t.Errorf("%s for %s: %v, want a mismatch", hold, rec.Moves[2], err)
		}
	}
	r := rec
	r.Moves = append([]string(nil), rec.Moves...)
	r.Moves[1] = "bet 5"
	if _, err := round.Replay(Rounds{}, r); !errors.Is(err, round.ErrMismatch) {
		t.Errorf("a changed bet: %v, want a mismatch", err)
	}
}
