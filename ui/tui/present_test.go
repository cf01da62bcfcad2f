package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/draw"
	"riffle/ui/tui/tuitest"
)

// Big type: three cells a character and a space between, five lines, a
// full block a dot; unknown characters as '?'.
func TestBigType(t *testing.T) {
	t.Parallel()
	got := draw.Big("1%")
	want := []string{" █  █ █", "██    █", " █   █ ", " █  █  ", "███ █ █"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Big(1%%):\n%s", strings.Join(got, "\n"))
	}
	if draw.BigWidth("49.29%") != 23 || len(draw.BigLines("1 in 292,201,338", 40)) != 2*draw.BigRows+1 {
		t.Errorf("widths: %d, lines %d", draw.BigWidth("49.29%"), len(draw.BigLines("1 in 292,201,338", 40)))
	}
	if strings.Join(draw.Big("~"), "") != strings.Join(draw.Big("?"), "") {
		t.Error("an unknown character is not '?'")
	}
}

// F5 turns the presenter view on and off on every screen: the screen's
// headline label and its number in big type, the frame whole at 80×24 and
// in ASCII; keys still reach the screen.
func TestPresenterView(t *testing.T) {
	t.Parallel()
	for _, ascii := range []bool{false, true} {
		for _, name := range ScreenNames() {
			m := newTestModel(t, Options{Screen: name, ASCII: ascii}, 80, 24)
			runQuick(m, m.Init())
			press(m, "f5")
			if !m.present {
				t.Fatalf("%s: f5 did not turn the presenter view on", name)
			}
			v := tuitest.Plain(m.View())
			hl := m.active().Headline()
			if !strings.Contains(v, m.c.Styles().Glyphs.Text(hl.Label)) || !strings.Contains(v, "F5 back to the screen") {
				t.Errorf("%s: no label %q or F5 in\n%s", name, hl.Label, v)
			}
			if big := strings.Count(v, "█") + strings.Count(v, "#"); big < 3 {
				t.Errorf("%s: no big type:\n%s", name, v)
			}
			lines := strings.Split(v, "\n")
			if len(lines) != 24 {
				t.Errorf("%s: %d lines", name, len(lines))
			}
			for i, l := range lines[1 : len(lines)-1] { // between the header and the keys, a margin
				if r := []rune(l); len(r) >= 80 && r[0] != ' ' && r[79] != ' ' {
					t.Errorf("%s: line %d runs from edge to edge: %q", name, i+2, l)
				}
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
			m.Stop() // its sampler rests while the next model is tried
		}
	}
	m := newTestModel(t, Options{Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	press(m, "f5")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "The pass line wins") || !strings.Contains(v, "244/495") {
		t.Errorf("craps presenting:\n%s", v)
	}
}

// The presenter's words wrap two cells in from each side, and evenly:
// no line much longer than the others.
func TestBalanced(t *testing.T) {
	t.Parallel()
	s := "Your equity 21.3% ± 0.3 against 2 hands (Monte Carlo, 20,000 deals) · nothing to call"
	w := balanced(s, 80)
	lines := strings.Split(draw.WrapText(s, w), "\n")
	if len(lines) != 2 {
		t.Fatalf("at %d: %q", w, lines)
	}
	a, b := len([]rune(lines[0])), len([]rune(lines[1]))
	if a > 76 || b > 76 || a-b > 12 || b-a > 12 {
		t.Errorf("wrapped at %d: %q (%d and %d cells)", w, lines, a, b)
	}
	if got := balanced("short", 80); got < 5 || got > 76 {
		t.Errorf("one line: width %d", got)
	}
	if got := balanced("a b", 20); got < 1 || got > 20 {
		t.Errorf("a narrow terminal: width %d", got)
	}
}

// Presenting a demo's step, with a class question open, the help line
// keeps its whole keys at 80×24: pgdn, F6, F5, ? and q, sparing esc and
// pgup (both in the full help) and F5's long words when they do not fit.
func TestPresentDemoHelpFits(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	tuitest.Root(m.c).SetClass(newFakeClass(1, "Why?"))
	if err := m.startDemo("", "seven-riffles"); err != nil {
		t.Fatal(err)
	}
	runQuick(m, m.Init())
	press(m, "pgdown", "pgdown", "f5")
	if !m.present || !m.demoLive() {
		t.Fatalf("presenting %v, a live step %v", m.present, m.demoLive())
	}
	help := tuitest.Plain(m.helpView())
	for _, want := range []string{"pgdn next step", "F6 class question", "F5 back", "? more keys", "q quit"} {
		if !strings.Contains(help, want) {
			t.Errorf("the help line %q lacks %q", help, want)
		}
	}
	if strings.Contains(help, "…") {
		t.Errorf("the help line is cut: %q", help)
	}
	for _, p := range frameCuts(m) {
		if !strings.Contains(p, "screen line") && !strings.Contains(p, "screen is") {
			t.Errorf("presenting a demo step: %s", p)
		}
	}
}

// The presenter view on a demo step shows the step's words and its
// question and, after r, its answer, with the answer's number in big type
// (the craps puzzle's 4); on a projector's large terminal the type grows:
// taller at 200×60 than at 80×24.
func TestPresenterDemoStep(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "demo"}, 200, 60)
	runQuick(m, m.Init())
	if err := m.openDemos(Options{Demo: "craps-puzzles"}); err != nil {
		t.Fatal(err)
	}
	press(m, "f5")
	v := strings.Join(strings.Fields(tuitest.Plain(m.View())), " ")
	for _, want := range []string{"Your point is 4.", "Question: Given that you win"} {
		if !strings.Contains(v, want) {
			t.Errorf("the presenter's step lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "Answer:") {
		t.Errorf("the answer before r:\n%s", v)
	}
	press(m, "r")
	v = strings.Join(strings.Fields(tuitest.Plain(m.View())), " ")
	if !strings.Contains(v, "Answer: 4 — not 12") || m.active().Headline().Value != "4" {
		t.Errorf("after r: the number %q:\n%s", m.active().Headline().Value, v)
	}
	rows := func() int {
		n := 0
		for _, l := range strings.Split(tuitest.Plain(m.View()), "\n") {
			if strings.Contains(l, "█") {
				n++
			}
		}
		return n
	}
	large := rows()
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if small := rows(); small < 5 || large <= small {
		t.Errorf("big type %d rows at 80×24, %d at 200×60: it does not grow", small, large)
	}
}
