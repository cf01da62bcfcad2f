package tui

import (
	"regexp"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/tuitest"
)

// At 80×24 the full help takes the screen's place until the next key: the
// screen keeps its whole room meanwhile (the lobby's entries on one page,
// Yahtzee's advice), every key that works is listed whole, and the screen
// comes back as it was. It closes when the screen changes.
func TestFullHelpKeepsTheScreen(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"lobby", "yahtzee"} {
		m := newTestModel(t, Options{Screen: name}, 80, 24)
		runQuick(m, m.Init())
		if name == "yahtzee" {
			press(m, "space") // a roll: the advice is on show
		}
		screen, frame := m.screenView(), tuitest.Plain(m.View())
		press(m, "?")
		if !m.fullHelp {
			t.Fatalf("%s: ? did not open the full help", name)
		}
		v := tuitest.Plain(m.View())
		if lipgloss.Height(v) > 24 {
			t.Errorf("%s: the full help makes %d lines", name, lipgloss.Height(v))
		}
		tuitest.CheckWidth(t, name, m.View(), 80)
		for _, col := range m.keyMap().full {
			for _, b := range col {
				h := b.Help()
				if !regexp.MustCompile(`(^|\s)` + regexp.QuoteMeta(h.Key) + ` +` + regexp.QuoteMeta(h.Desc) + `(\s|$)`).MatchString(v) {
					t.Errorf("%s: the full help lacks %q:\n%s", name, h.Key+" "+h.Desc, v)
				}
			}
		}
		if got := m.screenView(); got != screen {
			t.Errorf("%s: the full help took the screen's room:\n%s\nwas\n%s", name, tuitest.Plain(got), tuitest.Plain(screen))
		}
		press(m, "x")
		if got := tuitest.Plain(m.View()); m.fullHelp || got != frame {
			t.Errorf("%s: after a key, full help %v:\n%s\nwas\n%s", name, m.fullHelp, got, frame)
		}
	}
	m := newTestModel(t, Options{}, 80, 24)
	press(m, "?")
	runQuick(m, m.open("yahtzee"))
	if m.fullHelp {
		t.Error("the full help stayed open on another screen")
	}
}
