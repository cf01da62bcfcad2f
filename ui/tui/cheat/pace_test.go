package cheat

import (
	"strings"
	"testing"

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
