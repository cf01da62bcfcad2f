package craps

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// motionTest is the table with motion on, at thirty frames a second.
func motionTest(t *testing.T) *Model {
	t.Helper()
	s := newTest(t, 78, 22)
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Motion, st.Frame = true, settings.FrameEvery })
	return s
}

// faceCount is the faces the panel has counted.
func faceCount(s *Model) (n int64) {
	for _, t := range s.panel.Tallies() {
		if strings.HasPrefix(t.Title, "d6") {
			for _, c := range t.Counts {
				n += c
			}
		}
	}
	return n
}

// With motion, space throws the dice (the throw made and recorded) and
// they tumble over the table as it stood: no sum, no tally, no chips
// paid until they show; the frames run to the end and the throw shows,
// as it does at once when a key (which does nothing else) or a click
// ends the tumble.
func TestDiceTumble(t *testing.T) {
	for _, end := range []string{"frames", "key", "click"} {
		s := motionTest(t)
		tuitest.Press(s, "+")
		decided := false
		for throw := 0; throw < 100 && !decided; throw++ {
			before, hand := faceCount(s), s.ledger.InHand()
			_, cmd := s.Update(tuitest.Key("space"))
			r, _ := s.table.Last()
			if cmd == nil || !s.Tumbling() {
				t.Fatalf("%s: space did not tumble the dice", end)
			}
			v := tuitest.Plain(s.View())
			if !strings.Contains(v, "rolling") || strings.Contains(v, fmt.Sprintf("%d + %d = %d", r.Roll.D1, r.Roll.D2, r.Roll.Sum())) ||
				faceCount(s) != before || s.ledger.InHand() != hand {
				t.Fatalf("%s: told while tumbling (tally %d→%d, hand %d→%d):\n%s", end, before, faceCount(s), hand, s.ledger.InHand(), v)
			}
			decided = r.Event.Decided()
			if decided && s.Owed() != r.Payout() {
				t.Fatalf("%s: a decided round owes %d, the payout %d", end, s.Owed(), r.Payout())
			}
			switch end {
			case "frames":
				frames := 0
				for s.Tumbling() {
					s.Update(s.anim.NextTick())
					frames++
				}
				if want := int(tumbleTime / settings.FrameEvery); frames != want {
					t.Errorf("%d frames, want %d", frames, want)
				}
			case "key":
				bet := s.lastBet
				s.Update(tuitest.Key("]"))
				if s.lastBet != bet {
					t.Fatalf("] during the tumble raised the bet: %d → %d", bet, s.lastBet)
				}
			case "click":
				s.Update(tea.MouseMsg{X: 2, Y: 2, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
			}
			if s.Tumbling() || faceCount(s) != before+2 || s.Owed() != 0 ||
				!strings.Contains(tuitest.Plain(s.View()), fmt.Sprintf("%d + %d = %d", r.Roll.D1, r.Roll.D2, r.Roll.Sum())) {
				t.Fatalf("%s: the throw did not show:\n%s", end, tuitest.Plain(s.View()))
			}
			if decided && s.ledger.InHand()+s.table.Pass() != hand+r.Payout() { // the bet goes on the line again
				t.Fatalf("%s: in hand %d and %d on the line after the decision, want %d + %d", end, s.ledger.InHand(), s.table.Pass(), hand, r.Payout())
			}
		}
	}
}

// Motion never decides: a session with motion and one without, from one
// seed, throw the same dice and end with the same chips (the tumble's
// faces come from no generator).
func TestTumbleDecidesNothing(t *testing.T) {
	still, moving := newTest(t, 78, 22), motionTest(t)
	var a, b []string
	for _, s := range []*Model{still, moving} {
		tuitest.Press(s, "+")
		for range 60 {
			s.Update(tuitest.Key("space"))
			s.anim.Skip()
			r, _ := s.table.Last()
			if s == still {
				a = append(a, fmt.Sprint(r.Roll))
			} else {
				b = append(b, fmt.Sprint(r.Roll))
			}
		}
	}
	if strings.Join(a, " ") != strings.Join(b, " ") || still.ledger.InHand() != moving.ledger.InHand() {
		t.Errorf("motion changed the dice or the chips:\n%v (%d)\n%v (%d)", a, still.ledger.InHand(), b, moving.ledger.InHand())
	}
}

// While the dice tumble the help says the keys as they stood before the
// throw: "+/- bet" turning "+/- odds" would tell that a point was set.
func TestTumbleKeepsTheHelp(t *testing.T) {
	s := motionTest(t)
	tuitest.Press(s, "+")
	help := func() string {
		var out []string
		for _, b := range s.ShortHelp() {
			out = append(out, b.Help().Key+" "+b.Help().Desc)
		}
		return strings.Join(out, " • ")
	}
	for range 30 {
		before := help()
		s.Update(tuitest.Key("space"))
		if got := help(); got != before {
			t.Fatalf("the help changed while the dice tumble: %q, was %q", got, before)
		}
		s.anim.Skip()
	}
}
