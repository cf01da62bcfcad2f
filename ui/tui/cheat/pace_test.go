package cheat

import (
	"strings"
	"testing"

	"riffle/games/poker"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// With motion on, the 1999 table shows the computer players' actions one
// by one like Hold'em's, and tells nothing of the hand's end meanwhile:
// not the attack's line, its headline, the deal key; nor the crack before
// the flop is shown.
func TestCheatPacedTellsNothingEarly(t *testing.T) {
	c := tuitest.Common(t)
	s := newAt(t, c, 140, 45)
	tuitest.Settings(c, func(st *settings.Settings) { st.Motion, st.Frame = true, settings.FrameEvery })
	paced, ended := 0, 0
	for key := 0; key < 120 && (paced < 5 || ended < 2); key++ {
		attack, head := s.attackLine(), s.Headline()
		k := "c"
		if !s.g.InPlay() {
			k = "space"
		}
		press(s, k)
		if !s.g.Pacing() {
			continue
		}
		paced++
		if !s.g.InPlay() {
			ended++
		}
		for s.g.Pacing() {
			km := s.keyMap()
			if s.attackLine() != attack || s.Headline() != head || km.Deal.Enabled() ||
				km.Crack.Enabled() && len(s.g.ShownHand().Board()) < 3 {
				t.Fatalf("told while the actions are shown: attack %q (was %q), headline %+v (was %+v), deal key %v, crack key %v",
					s.attackLine(), attack, s.Headline(), head, km.Deal.Enabled(), km.Crack.Enabled())
			}
			if v := tuitest.Plain(s.View()); strings.Contains(v, "You won") || strings.Contains(v, "You lost") {
				t.Fatalf("the result while the actions are shown:\n%s", v)
			}
			s.Update(s.g.NextTick())
		}
	}
	if paced < 5 || ended < 2 {
		t.Fatalf("in 120 keys only %d paced, %d of them ending the hand", paced, ended)
	}
}

// A crack whose seed the turn proves wrong (✗) says nothing more of the
// showdown: "The crack says: at a showdown you win…" stayed on screen. The
// result here is a seed that does not deal the hand, as a chance match on
// the fair server would be.
func TestWrongCrackWithdrawn(t *testing.T) {
	s := newAt(t, nil, 100, 30)
	for hand := 0; ; hand++ {
		if hand > 40 {
			t.Fatal("no hand reached the turn at your move with the wrong seed's turn apart")
		}
		press(s, "space")
		if !toFlop(s) {
			continue
		}
		s.res, s.shown = &poker.CrackResult{Seeds: []uint32{uint32(s.seed) + 1}}, 0 // not the deal's seed
		pred, _, _ := s.crackedDeal()
		if v := flat(s.View()); !strings.Contains(v, "The crack says") {
			t.Fatalf("at the flop the crack says nothing:\n%s", v)
		}
		for s.g.YourMove() && len(s.g.Hand().Board()) < 4 {
			press(s, "c")
		}
		if b := s.g.Hand().Board(); !s.g.YourMove() || len(b) < 4 || b[3] == pred.Turn {
			finish(s)
			continue
		}
		if v := flat(s.View()); strings.Contains(v, "The crack says") || !strings.Contains(v, "is not this deal") {
			t.Fatalf("the crack, proved wrong at the turn, still speaks:\n%s", v)
		}
		return
	}
}
