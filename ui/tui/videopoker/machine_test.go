package videopoker

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	vp "riffle/engine/videopoker"
	game "riffle/games/videopoker"
	"riffle/ui/tui/felt"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// The machine shows what its pay table returns under best play, exact
// from engine/videopoker.Analyze, to two decimals: the published returns
// (Wizard of Odds, "Video Poker" pay table analyses: 99.5439%, 97.2984%,
// 99.1660%, 98.9808%, 100.7620%) for the five tables.
func TestReturnOnScreen(t *testing.T) {
	published := map[string]string{"jacks-9-6": "99.54%", "jacks-8-5": "97.30%", "bonus-8-5": "99.17%",
		"ddb-9-6": "98.98%", "deuces-full-pay": "100.76%"}
	s := newTest(t, 138, 43)
	for range vp.PayTables() {
		p := s.game.PayTable()
		s.Settle()
		want, ok := published[p.Name]
		if !ok {
			t.Fatalf("%s: no published return to check against", p.Name)
		}
		if got := fmt.Sprintf("%.2f%%", vp.Analyze(p).ReturnFloat*100); got != want {
			t.Errorf("%s: the engine's %s, published %s", p.Name, got, want)
		}
		if v := tuitest.Plain(s.View()); !strings.Contains(strings.ToLower(v), "returns "+want+" played perfectly") {
			t.Errorf("%s: no %q on the machine:\n%s", p.Name, want, v)
		}
		tuitest.Press(s, "t")
	}
}

// The machine takes the room it gets: large cards (pips, court figures)
// at 138×43 and 75×43 (140×45, the panel docked or not), small ones at
// 78×22 (80×24, no panel), and the compact table at 78×10 (the panel
// below): every line within the width, and no more lines than the room.
func TestMachineUsesTheRoom(t *testing.T) {
	for _, c := range []struct {
		w, h int
		size felt.Size
		box  bool
	}{{138, 43, felt.Large, true}, {75, 43, felt.Large, true}, {200, 58, felt.Large, true}, {78, 22, felt.Small, true}, {78, 10, felt.Mini, false}} {
		s := newTest(t, c.w, c.h)
		tuitest.Press(s, "space")
		s.Settle()
		v := tuitest.Plain(s.View())
		tuitest.CheckWidth(t, fmt.Sprintf("%d×%d", c.w, c.h), v, c.w)
		lines := strings.Split(v, "\n")
		if len(lines) > c.h {
			t.Errorf("%d×%d: %d lines", c.w, c.h, len(lines))
		}
		tall := 0 // the lines a card's side takes: the card's height less its two borders
		for _, l := range lines {
			if strings.Count(l, "│") >= 10 {
				tall++
			}
		}
		if c.box && tall != c.size.H()-2 || !c.box && tall != 0 {
			t.Errorf("%d×%d: card sides on %d lines, want size %d (%d):\n%s", c.w, c.h, tall, c.size, c.size.H()-2, v)
		}
		if !strings.Contains(v, "Best holds") || !strings.Contains(v, "Royal flush") {
			t.Errorf("%d×%d: no advice or pay table:\n%s", c.w, c.h, v)
		}
	}
}

// motionTest is the table with motion on at thirty frames a second.
func motionTest(t *testing.T) *Model {
	t.Helper()
	s := newTest(t, 138, 43)
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Motion, st.Frame = true, settings.FrameEvery })
	return s
}

// With motion the cards are dealt (the round staked and recorded) before
// the first frame, and the frames turn them over one by one, left to
// right; a tick of an old chain does nothing; at the end every card shows.
func TestDealTurnsCardsOver(t *testing.T) {
	s := motionTest(t)
	cmd := s.updateKey(tuitest.Key("space"))
	if cmd == nil || s.game.Phase() != game.Holding || !s.anim.Running() {
		t.Fatalf("space: phase %v, running %v", s.game.Phase(), s.anim.Running())
	}
	stale := s.anim.NextTick()
	shown := func() int {
		n := 0
		for i := range 5 {
			if !s.hidden(i) {
				n++
			}
		}
		return n
	}
	if shown() != 0 || !strings.Contains(tuitest.Plain(s.View()), "The cards turn over") {
		t.Fatalf("frame 0: %d cards shown:\n%s", shown(), tuitest.Plain(s.View()))
	}
	if v := tuitest.Plain(s.View()); strings.Contains(v, "Best holds") {
		t.Errorf("the advice before the cards:\n%s", v)
	}
	dealt := func() (n int64) {
		for _, c := range s.dealtCounts {
			n += c
		}
		return n
	}
	if dealt() != 0 {
		t.Error("the panel told the hand's class before the cards showed")
	}
	last, frames := 0, 0
	for s.anim.Running() {
		s.Update(s.anim.NextTick())
		frames++
		if n := shown(); n < last || n > last+1 {
			t.Fatalf("frame %d: %d cards after %d", frames, n, last)
		} else {
			last = n
		}
		for i := range 5 { // left to right
			if s.hidden(i) && i < shown() {
				t.Fatalf("frame %d: card %d hidden with %d shown", frames, i, shown())
			}
		}
	}
	if want := 5 * int(cardTurn/settings.FrameEvery); frames != want || shown() != 5 {
		t.Errorf("%d frames (want %d), %d cards shown", frames, want, shown())
	}
	if dealt() != 1 {
		t.Errorf("the panel has %d dealt hands once the cards show", dealt())
	}
	if _, cmd := s.Update(stale); cmd != nil || s.anim.Running() {
		t.Error("a stale tick started frames")
	}
}

// Any key during the animation shows the cards at once and does nothing
// else: the hold key pressed does not hold.
func TestKeySkipsTheAnimation(t *testing.T) {
	s := motionTest(t)
	s.updateKey(tuitest.Key("space"))
	s.Update(s.anim.NextTick())
	if cmd := s.updateKey(tuitest.Key("1")); cmd != nil || s.anim.Running() || s.game.Held()[0] {
		t.Fatalf("1 during the deal: running %v, held %v", s.anim.Running(), s.game.Held())
	}
	tuitest.Press(s, "1")
	if !s.game.Held()[0] {
		t.Error("1 after the deal did not hold")
	}
}

// A draw that wins tells nothing before its cards have turned: the hand
// in the ledger, the WIN meter, the lit pay line and the note wait; the
// payout is held on the table (Owed) and paid in when the last card
// shows, or at once when a key skips.
func TestWinPaysWhenShown(t *testing.T) {
	for _, skip := range []bool{false, true} {
		s := motionTest(t)
		var res game.Result
		for round := 0; ; round++ { // the first winning round at seed 42
			if round > 200 {
				t.Fatal("no win in 200 rounds")
			}
			s.updateKey(tuitest.Key("space"))
			s.anim.Skip()
			s.Settle()
			s.holdAdvice()
			before, sess := s.ledger.InHand(), s.sessionLine(200)
			s.updateKey(tuitest.Key("space"))
			res = *s.game.Last()
			if s.anim.Running() && s.sessionLine(200) != sess {
				t.Fatalf("the session's totals told the draw: %q, was %q", s.sessionLine(200), sess)
			}
			if res.Paid == 0 {
				s.anim.Skip()
				continue
			}
			v := tuitest.Plain(s.View())
			if s.ledger.InHand() != before || s.Owed() != res.Paid || s.litLine() != -1 ||
				strings.Contains(v, "pays") || !strings.Contains(v, "WIN") || meterWin(v) != "0" {
				t.Fatalf("before the cards show: in hand %d (was %d), owed %d of %d, lit %d, WIN %s:\n%s",
					s.ledger.InHand(), before, s.Owed(), res.Paid, s.litLine(), meterWin(v), v)
			}
			if skip {
				s.updateKey(tuitest.Key("x"))
			}
			for s.anim.Running() {
				s.Update(s.anim.NextTick())
			}
			if s.ledger.InHand() != before+res.Paid || s.Owed() != 0 || s.litLine() != res.Line || meterWin(tuitest.Plain(s.View())) != fmt.Sprint(res.Paid) {
				t.Fatalf("after: in hand %d, want %d; owed %d; lit %d; WIN %s", s.ledger.InHand(), before+res.Paid, s.Owed(), s.litLine(), meterWin(tuitest.Plain(s.View())))
			}
			break
		}
	}
}

// meterWin is the WIN meter's value in a plain view.
func meterWin(v string) string {
	lines := strings.Split(v, "\n")
	for i, l := range lines {
		if j := strings.Index(l, "WIN"); j >= 0 && i+1 < len(lines) {
			f := strings.Fields(strings.Trim(string([]rune(lines[i+1])[len([]rune(l[:j]))-2:]), "│ "))
			if len(f) > 0 {
				return strings.Trim(f[0], "│")
			}
		}
	}
	return ""
}

// Without motion nothing turns: the deal and the draw show at once and
// start no frames.
func TestNoMotion(t *testing.T) {
	s := newTest(t, 138, 43)
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Motion = false })
	s.updateKey(tuitest.Key("space"))
	if s.anim.Running() {
		t.Fatal("frames without motion")
	}
	s.updateKey(tuitest.Key("space"))
	if s.anim.Running() || s.Owed() != 0 {
		t.Fatal("frames without motion, or a payout held")
	}
}

// A click anywhere during the animation shows the cards and does nothing
// else: a click on a card does not hold it.
func TestClickSkipsTheAnimation(t *testing.T) {
	s := motionTest(t)
	s.updateKey(tuitest.Key("space"))
	s.View() // the zones drawn
	click := tea.MouseMsg{X: 3, Y: 20, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress}
	if s.Update(tea.MouseMsg{Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress}); !s.anim.Running() {
		t.Fatal("the wheel skipped the animation")
	}
	s.Update(click)
	if s.anim.Running() || s.game.Held() != [5]bool{} {
		t.Fatalf("a click during the deal: running %v, held %v", s.anim.Running(), s.game.Held())
	}
}

// The machine stands still as the cards turn: the cards' top border is on
// the same line and column while the advice is hidden and once it shows,
// at 78×22, 138×43 and 198×58 (80×24, 140×45 and 200×60 without the
// panel); and 108×18 (110×40, the panel below) has the machine too.
func TestMachineStandsStill(t *testing.T) {
	where := func(s *Model) (int, int) {
		for i, l := range strings.Split(tuitest.Plain(s.View()), "\n") {
			if j := strings.Index(l, "┌─"); j >= 0 {
				return i, len([]rune(l[:j]))
			}
		}
		return -1, -1
	}
	for _, size := range [][2]int{{78, 22}, {138, 43}, {198, 58}, {108, 18}} {
		s := motionTest(t)
		s.SetSize(size[0], size[1])
		s.updateKey(tuitest.Key("space"))
		if !s.anim.Running() {
			t.Fatalf("%v: no animation", size)
		}
		r0, c0 := where(s)
		for s.anim.Running() {
			s.Update(s.anim.NextTick())
		}
		s.Settle()
		r1, c1 := where(s)
		if r0 < 0 || r0 != r1 || c0 != c1 {
			t.Errorf("%v: the cards at line %d column %d while turning, %d %d after:\n%s", size, r0, c0, r1, c1, tuitest.Plain(s.View()))
		}
		if v := tuitest.Plain(s.View()); !strings.Contains(v, "CREDIT") || !strings.Contains(v, "Best holds") {
			t.Errorf("%v: no machine, or no advice:\n%s", size, v)
		}
	}
}

// A win shown, its WIN meter flashes for a moment on the same frames (on
// and off), then stays lit; a key meanwhile does what it does (the flash
// hides nothing).
func TestWinFlashes(t *testing.T) {
	s := motionTest(t)
	for round := 0; round < 200; round++ {
		s.updateKey(tuitest.Key("space"))
		s.anim.Skip()
		s.Settle()
		s.holdAdvice()
		s.updateKey(tuitest.Key("space"))
		if s.game.Last().Paid == 0 {
			s.anim.Skip()
			continue
		}
		for s.anim.Running() {
			s.Update(s.anim.NextTick())
		}
		if !s.anim.Flashing() {
			t.Fatal("a win shown without a flash")
		}
		bet := s.game.Bet()
		s.updateKey(tuitest.Key("-")) // the flash hides nothing: the key acts
		if s.game.Bet() != bet-1 {
			t.Errorf("- during the flash: bet %d, was %d", s.game.Bet(), bet)
		}
		seen := map[bool]bool{}
		for s.anim.Flashing() {
			seen[s.anim.Lit()] = true
			s.Update(s.anim.NextTick())
		}
		if !seen[true] || !seen[false] || !s.anim.Lit() {
			t.Errorf("the flash: lit %v, dark %v, lit after %v", seen[true], seen[false], s.anim.Lit())
		}
		return
	}
	t.Fatal("no win in 200 rounds")
}
