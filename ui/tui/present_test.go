package tui

import (
	"strings"
	"testing"

	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// Big type: three cells a character and a space between, five lines, a
// full block a dot; unknown characters as '?'.
func TestBigType(t *testing.T) {
	got := common.Big("1%")
	want := []string{" █  █ █", "██    █", " █   █ ", " █  █  ", "███ █ █"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Big(1%%):\n%s", strings.Join(got, "\n"))
	}
	if common.BigWidth("49.29%") != 23 || len(common.BigLines("1 in 292,201,338", 40)) != 2*common.BigRows+1 {
		t.Errorf("widths: %d, lines %d", common.BigWidth("49.29%"), len(common.BigLines("1 in 292,201,338", 40)))
	}
	if strings.Join(common.Big("~"), "") != strings.Join(common.Big("?"), "") {
		t.Error("an unknown character is not '?'")
	}
}

// F5 turns the presenter view on and off on every screen: the screen's
// headline label and its number in big type, the frame whole at 80×24 and
// in ASCII; keys still reach the screen.
func TestPresenterView(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		for _, name := range ScreenNames() {
			m := newTestModel(t, Options{Screen: name, ASCII: ascii}, 80, 24)
			runQuick(m, m.Init())
			press(m, "f5")
			if !m.present {
				t.Fatalf("%s: f5 did not turn the presenter view on", name)
			}
			v := tuitest.Plain(m.View())
			hl := m.active().(common.Headliner).Headline()
			if !strings.Contains(v, m.c.Styles.Glyphs.Text(hl.Label)) || !strings.Contains(v, "F5 back to the screen") {
				t.Errorf("%s: no label %q or F5 in\n%s", name, hl.Label, v)
			}
			if big := strings.Count(v, "█") + strings.Count(v, "#"); big < 3 {
				t.Errorf("%s: no big type:\n%s", name, v)
			}
			if lines := strings.Split(v, "\n"); len(lines) != 24 {
				t.Errorf("%s: %d lines", name, len(lines))
			}
			for _, p := range frameCuts(m) {
				if !strings.Contains(p, "screen line") && !strings.Contains(p, "screen is") { // the screen is not drawn
					t.Errorf("%s presenting: %s", name, p)
				}
			}
			press(m, "f5")
			if m.present {
				t.Errorf("%s: f5 again did not turn it off", name)
			}
		}
	}
	m := newTestModel(t, Options{Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	press(m, "f5")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "The pass line wins") || !strings.Contains(v, "244/495") {
		t.Errorf("craps presenting:\n%s", v)
	}
}
