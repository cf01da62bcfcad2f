package tui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"riffle/ui/tui/lottery"
	"riffle/ui/tui/tuitest"
)

// TestLotteryTypingInTheProgram: while the field has the keys, the
// root's keys are typed (q does not quit) and esc cancels the field
// instead of leaving for the lobby.
func TestLotteryTypingInTheProgram(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lottery"}, 80, 24)
	s := m.screens["lottery"].Screen.(*lottery.Model)
	s.Instant()
	press(m, "t", "q", "f", "?")
	if m.quitting || m.screen != "lottery" || !s.Capturing() || s.Typed() != "qf?" {
		t.Fatalf("typing: quitting %v, screen %s, capturing %v, value %q", m.quitting, m.screen, s.Capturing(), s.Typed())
	}
	press(m, "esc")
	if m.screen != "lottery" || s.Capturing() {
		t.Fatalf("esc in the field: screen %s, capturing %v", m.screen, s.Capturing())
	}
	press(m, "esc")
	if m.screen != lobbyID {
		t.Errorf("esc outside the field: screen %s", m.screen)
	}
}

// Goldens at seed 42 of the whole program with the lottery's panel, at
// 80×24 and 120×40: after two draws, and on Keno before any. The screen's
// own goldens are in ui/tui/lottery.
func TestLotteryProgramGolden(t *testing.T) {
	t.Parallel()
	for _, prog := range []struct {
		name string
		keys []string
	}{{"program", []string{"a", "a", "a", "space", "space"}}, {"program-keno", []string{"p", "p"}}} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			m := newTestModel(t, Options{Screen: "lottery", Motion: "on"}, size[0], size[1])
			m.screens["lottery"].Screen.(*lottery.Model).Instant()
			for _, k := range prog.keys {
				m.Update(tuitest.Key(k))
			}
			v := m.View()
			tuitest.CheckWidth(t, prog.name, v, size[0])
			tuitest.Golden(t, fmt.Sprintf("lottery-%s-%dx%d", prog.name, size[0], size[1]), v)
		}
	}
}

// At 80×24 with the panel shown, a finished run of 10,000 draws keeps the
// number chart's legend (what ▄ is and what a step is worth) beside the
// chart: before it took a line of its own, which the short screen lost.
func TestLotteryRunLegendAt80x24(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lottery"}, 80, 24)
	m.screens["lottery"].Screen.(*lottery.Model).Instant()
	press(m, "a")
	// The run's chunks are worked out in Cmds: wait for each as long as a
	// loaded machine needs (press waits 20 ms, which a busy CI can miss).
	_, cmd := m.Update(tuitest.Key("m"))
	runWithin(m, cmd, 10*time.Second)
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "10,000 draws · done") {
		t.Fatalf("the run did not finish:\n%s", v)
	}
	if !strings.Contains(v, "1σ") {
		t.Errorf("the number chart lost its legend:\n%s", v)
	}
}

// Powerball's three tallies at 80×24, the panel below: the tallies that
// have no room for a column of their own are summed up in words, and every
// one shows its test. Before, three columns of 23 cut the words and showed
// 7 of the Powerball's 26 numbers, and the numbers' verdict fell off the
// bottom.
func TestPowerballPanelAt80x24(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lottery"}, 80, 24)
	m.screens["lottery"].Screen.(*lottery.Model).Instant()
	press(m, "P", "P", "a")
	_, cmd := m.Update(tuitest.Key("m")) // 10,000 draws, in chunks: each given its time
	runWithin(m, cmd, 5*time.Second)
	v := tuitest.Plain(m.View())
	panel := strings.Join(strings.Fields(strings.ReplaceAll(v[strings.Index(v, "Fairness"):], "│", " ")), " ") // its words, as read
	for _, want := range []string{"ticket 1: matches", "Powerball ball (1 of 26), 10,000 samples: χ²", "5 of 69 balls"} {
		if !strings.Contains(panel, want) {
			t.Errorf("the panel lacks %q:\n%s", want, v)
		}
	}
	verdicts := len(regexp.MustCompile(`no evidence of bias|suspicious|biased`).FindAllString(panel, -1))
	if n := strings.Count(panel, "χ²"); n != 3 || verdicts != 3 {
		t.Errorf("%d tests and %d verdicts in the panel, want 3 of each:\n%s", n, verdicts, v)
	}
}
