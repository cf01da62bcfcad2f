package tui

import (
	"strings"
	"testing"

	vp "riffle/engine/videopoker"
	"riffle/ui/tui/tuitest"
	vpscreen "riffle/ui/tui/videopoker"
)

// vpPlay presses keys at the video poker table and settles the advice
// and the law after each (a pay table's first count builds tables: a
// fraction of a second, seconds under -race on a loaded machine).
func vpPlay(m *Model, keys ...string) {
	for _, k := range keys {
		_, cmd := m.Update(tuitest.Key(k))
		runQuick(m, cmd)
		settle(m)
	}
}

// The video poker table through the root model at 80×24, the panel open
// and hidden: the hand, the advice, the cost and the pay table with the
// winning line, every word whole.
func TestVideoPokerRootGolden(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "videopoker"}, 80, 24)
	runQuick(m, m.Init())
	settle(m) // the advice and the law come in
	vpPlay(m, "space", "h", "space", "space")
	v := m.View()
	tuitest.CheckWidth(t, "root", v, 80)
	tuitest.Golden(t, "videopoker-root-80x24", v)
	for _, want := range []string{"Best holds", "Royal flush", "Jacks or better", "Mistakes", "round 2"} {
		if !strings.Contains(tuitest.Plain(v), want) {
			t.Errorf("80×24 lacks %q:\n%s", want, tuitest.Plain(v))
		}
	}
	vpPlay(m, "f")
	v = m.View()
	tuitest.CheckWidth(t, "root", v, 80)
	tuitest.Golden(t, "videopoker-root-nopanel-80x24", v)
}

// Every pay table shows every line whole at 80×24 (panel open and hidden)
// and at 140×45, between rounds and in one.
func TestVideoPokerPayTablesFit(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {140, 45}} {
		for _, panel := range []bool{true, false} {
			m := newTestModel(t, Options{Screen: "videopoker"}, size[0], size[1])
			runQuick(m, m.Init())
			if !panel {
				vpPlay(m, "f")
			}
			for range vp.PayTables() {
				vpPlay(m, "space", "space")
				checkPayTable(t, m, size)
				vpPlay(m, "space")
				checkPayTable(t, m, size)
				vpPlay(m, "space", "t")
			}
		}
	}
}

func checkPayTable(t *testing.T, m *Model, size [2]int) {
	t.Helper()
	v := m.View()
	tuitest.CheckWidth(t, "root", v, size[0])
	if got := strings.Count(v, "\n") + 1; got != size[1] {
		t.Fatalf("%dx%d: %d lines", size[0], size[1], got)
	}
	g := m.screens["videopoker"].Screen.(*vpscreen.Model).Game()
	plain := tuitest.Plain(v)
	for _, l := range g.PayTable().Lines {
		if !strings.Contains(plain, l.Name+" ") {
			t.Errorf("%dx%d %s: line %q cut or missing:\n%s", size[0], size[1], g.PayTable().Name, l.Name, plain)
		}
	}
	if !strings.Contains(plain, "Best ") && g.Deck() != nil {
		t.Errorf("%dx%d: no advice:\n%s", size[0], size[1], plain)
	}
	if t.Failed() {
		t.FailNow()
	}
}

// At 80 columns the one-line help keeps every key that acts, panel shown
// or hidden: the bet and the pay table between hands, the holds and the
// advice in one.
func TestVideoPokerHelpAt80(t *testing.T) {
	t.Parallel()
	for _, panel := range []bool{true, false} {
		m := newTestModel(t, Options{Screen: "videopoker"}, 80, 24)
		runQuick(m, m.Init())
		settle(m)
		if !panel {
			vpPlay(m, "f")
		}
		lines := strings.Split(tuitest.Plain(m.View()), "\n")
		if help := lines[len(lines)-1]; !strings.Contains(help, "+/- bet") || !strings.Contains(help, "t table") ||
			!strings.Contains(help, "q quit") {
			t.Errorf("panel %v, between hands: %q", panel, help)
		}
		vpPlay(m, "space")
		lines = strings.Split(tuitest.Plain(m.View()), "\n")
		if help := lines[len(lines)-1]; !strings.Contains(help, "1-5 hold") || !strings.Contains(help, "h best") ||
			!strings.Contains(help, "draw") || !strings.Contains(help, "q quit") {
			t.Errorf("panel %v, in a hand: %q", panel, help)
		}
	}
}
