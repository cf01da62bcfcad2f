package round

import (
	"errors"
	"strings"
	"testing"

	"riffle/engine/shuffle"
	"riffle/games/videopoker"
)

// openVideoPoker deals a video poker round at pcg 42 from position 9 —
// bonus poker, 3 credits — and returns the table holding it and the open
// record so far, its cards recorded.
func openVideoPoker(t *testing.T) (*videopoker.Game, Record) {
	t.Helper()
	g, r := stream(t, "pcg", 42, 9)
	algo, err := shuffle.Lookup("fisher-yates")
	if err != nil {
		t.Fatal(err)
	}
	vt, err := videopoker.New(algo, g)
	if err != nil {
		t.Fatal(err)
	}
	if err := vt.SetPayTable("bonus-8-5"); err != nil {
		t.Fatal(err)
	}
	if err := vt.SetBet(3); err != nil {
		t.Fatal(err)
	}
	if err := vt.Deal(100); err != nil {
		t.Fatal(err)
	}
	r.Table, r.Algo, r.Moves = VideoPoker, algo.Name, []string{"paytable bonus-8-5", "bet 3"}
	r.Dice = VideoPokerCards(vt.Hand())
	return vt, r
}

// A dealt hand comes back from its open record as it stood — the pay
// table, the bet staked, the same five cards — and draws the same cards
// as the table that was stopped.
func TestResumeVideoPoker(t *testing.T) {
	want, rec := openVideoPoker(t)
	ov, err := ResumeVideoPoker(rec)
	if err != nil {
		t.Fatal(err)
	}
	got := ov.Game
	if got.Phase() != videopoker.Holding || got.Hand() != want.Hand() || got.Bet() != 3 || got.OnTable() != 3 ||
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
	res, err := PlayOpen(rec)
	if err != nil || !strings.Contains(res.Outcome, "bonus-8-5, bet 3: dealt "+cardList(a.Dealt[:])) {
		t.Errorf("PlayOpen: %q, %v", res.Outcome, err)
	}
}

// A record whose cards do not match its stream, whose moves are not a
// video poker deal's, or whose fair seed is missing is refused; an os
// round is dealt its recorded cards.
func TestResumeVideoPokerRefuses(t *testing.T) {
	_, rec := openVideoPoker(t)
	bad := rec
	bad.Dice = append([]string{"2c"}, rec.Dice[1:]...)
	if rec.Dice[0] == "2c" {
		bad.Dice[0] = "3c"
	}
	if _, err := ResumeVideoPoker(bad); !errors.Is(err, ErrMismatch) {
		t.Errorf("edited cards: %v", err)
	}
	bad = rec
	bad.Moves = append(rec.Moves, "hold 00000")
	if _, err := ResumeVideoPoker(bad); err == nil || !strings.Contains(err.Error(), "2 moves") {
		t.Errorf("three moves: %v", err)
	}
	bad = rec
	bad.Fair, bad.Gen = &FairSeeds{Commit: "ab"}, ""
	if _, err := ResumeVideoPoker(bad); !errors.Is(err, ErrNoServerSeed) {
		t.Errorf("fair without seed: %v", err)
	}
	os := rec
	os.Gen, os.Seed, os.Pos = "os", 0, 0
	ov, err := ResumeVideoPoker(os)
	if err != nil || VideoPokerCards(ov.Game.Hand())[0] != rec.Dice[0] || ov.Game.OnTable() != 3 {
		t.Fatalf("os: %v, %v", ov.Game, err)
	}
	deck := ov.Game.Deck()
	if len(deck) != 52 || cardList(deck[:5]) != strings.Join(rec.Dice, " ") {
		t.Errorf("os deck %v", deck)
	}
	os.Dice = nil
	if _, err := ResumeVideoPoker(os); err == nil || !strings.Contains(err.Error(), "cannot be replayed") {
		t.Errorf("os without cards: %v", err)
	}
}
