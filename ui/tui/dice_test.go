package tui

import (
	"strings"
	"testing"

	"riffle/ui/tui/dice"
	"riffle/ui/tui/tuitest"
	"riffle/ui/tui/yahtzee"
)

// The Dice shop as a player uses it: a row of the list clicked shows that
// die; y on a fair die of 4…20 faces opens the Yahtzee table playing it,
// and the header and title say so.
func TestDiceShopToYahtzee(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "dice"}, 80, 24)
	runQuick(m, m.Init())
	press(m, "tab")
	clickZone(t, m, dice.ZoneRow(4))
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "5/30") || !strings.Contains(v, "trapezohedron skewed, n = 3") {
		t.Fatalf("the list's fifth row clicked:\n%s", v)
	}
	press(m, "y")
	if m.screen != "yahtzee" {
		t.Fatalf("y: screen %s", m.screen)
	}
	y := m.screens["yahtzee"].Screen.(*yahtzee.Model)
	if y.Game().Sides() != 6 || !strings.Contains(tuitest.Plain(m.View()), "each a trapezohedron skewed, n = 3") {
		t.Errorf("Yahtzee after y: %d sides\n%s", y.Game().Sides(), tuitest.Plain(m.View()))
	}
}

// Every die, every kind of throw, with a note of two lines, at 80×24 with
// the panel below (the tightest room, nine lines): nothing cut, nothing
// hidden, and the wireframe still drawn beside the numbers.
func TestDiceShopEveryDieAt80x24(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "dice"}, 80, 24)
	runQuick(m, m.Init())
	for i := range 30 {
		for k := range 3 {
			press(m, "y") // a refusal or, for a fair die of 4…20 faces, the Yahtzee table
			if m.screen != "dice" {
				runQuick(m, m.open("dice"))
			}
			v := tuitest.Plain(m.View())
			for _, p := range frameCuts(m) {
				t.Errorf("die %d, throw %d: %s\n%s", i+1, k, p, v)
			}
			if !strings.ContainsFunc(v, func(r rune) bool { return r > 0x2800 && r <= 0x28FF }) {
				t.Errorf("die %d, throw %d: no wireframe\n%s", i+1, k, v)
			}
			press(m, "t")
		}
		press(m, "right")
	}
}
