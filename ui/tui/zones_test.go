package tui

import (
	"testing"

	"riffle/assets"
	"riffle/ui/tui/cheat"
	"riffle/ui/tui/common"
	"riffle/ui/tui/craps"
	"riffle/ui/tui/demo"
	"riffle/ui/tui/dice"
	"riffle/ui/tui/fair"
	"riffle/ui/tui/history"
	holdemscreen "riffle/ui/tui/holdem"
	"riffle/ui/tui/lab"
	"riffle/ui/tui/lobby"
	"riffle/ui/tui/lottery"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/poker"
	"riffle/ui/tui/solitaire"
	vpscreen "riffle/ui/tui/videopoker"
	"riffle/ui/tui/yahtzee"
)

// everyZone is the id of every zone a frame can mark: the help's keys as
// last drawn, the panel's title, and every screen's.
func everyZone(m *Model) []string {
	ids := []string{panel.ZoneBorder, panel.ZoneTitle, vpscreen.ZonePlay, craps.ZonePuzzles,
		solitaire.ZoneFewer, solitaire.ZoneMore, solitaire.ZoneSpeed, solitaire.ZoneHint, solitaire.ZoneAlice, solitaire.ZoneBob,
		poker.ZoneMode, cheat.ZoneServer, cheat.ZoneClock, cheat.ZoneFair, cheat.ZoneCall, cheat.ZoneRaise, cheat.ZoneFold, cheat.ZoneCrack, cheat.ZoneDeal,
		fair.ZoneMode, fair.ZoneClient, lottery.ZoneTitle, lottery.ZoneNext, lottery.ZonePrev}
	for _, k := range []string{"a", "A", "g", "G", "+", "-"} {
		ids = append(ids, common.KeyZone(k))
	}
	ids = append(ids, craps.BetZones()...)
	for _, z := range m.helpZones {
		ids = append(ids, z.ID)
	}
	for _, name := range ScreenNames() {
		ids = append(ids, lobby.ZoneEntry(common.ID(name)))
	}
	for i := range 5 {
		ids = append(ids, vpscreen.ZoneCard(i), vpscreen.ZoneHold(i), lab.ZoneTab(i))
		for r := range 8 {
			ids = append(ids, yahtzee.ZoneCardDie(i, r))
		}
	}
	for b := range 13 {
		ids = append(ids, yahtzee.ZoneBox(b))
	}
	for i := range 10 {
		for r := range assets.DieFaceLines + 1 {
			ids = append(ids, yahtzee.ZoneDie(i, r))
		}
		ids = append(ids, craps.ZonePuzzle(i), demo.ZoneDemo(i))
	}
	for i := range 100 {
		ids = append(ids, yahtzee.ZoneFace(i), history.ZoneRow(i))
	}
	ids = append(ids, dice.ZonePrev, dice.ZoneNext, holdemscreen.ZoneCall, holdemscreen.ZoneRaise, holdemscreen.ZoneFold, holdemscreen.ZoneDeal)
	for i := range 64 {
		ids = append(ids, dice.ZoneWire(i), dice.ZoneKind(i), dice.ZoneRow(i))
	}
	return ids
}

// inAnyZone reports whether the cell x, y is in a zone as last drawn.
func inAnyZone(m *Model, x, y int) bool {
	for _, id := range everyZone(m) {
		if z := m.c.Zones().Get(id); z != nil && !z.IsZero() && y >= z.StartY && y <= z.EndY && x >= z.StartX && x <= z.EndX {
			return true
		}
	}
	return false
}

// Every key a screen binds, and every name the help gives a key, is a
// key press a click can send: the press reads back as the key.
func TestKeyNamed(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	for _, name := range ScreenNames() {
		runQuick(m, m.open(common.ID(name)))
		for _, group := range m.keyMap().full {
			for _, b := range group {
				for _, k := range b.Keys() {
					if k == "click" { // the help's word on the mouse
						continue
					}
					if got, ok := common.KeyNamed(k); !ok || got.String() != k {
						t.Errorf("%s: key %q reads back as %q (%v)", name, k, got.String(), ok)
					}
				}
			}
		}
	}
	for name, want := range map[string]string{"space": " ", "↑": "up", "↓": "down", "←": "left", "→": "right", "pgdn": "pgdown", "shift+tab": "shift+tab", "F5": "f5", "F6": "f6"} {
		if got, ok := common.KeyNamed(name); !ok || got.String() != want {
			t.Errorf("%q reads as %q (%v), want %q", name, got.String(), ok, want)
		}
	}
	for _, name := range []string{"1-5", "click", "", "ab", "Fx", "F99"} {
		if got, ok := common.KeyNamed(name); ok {
			t.Errorf("%q reads as the key %q", name, got.String())
		}
	}
}
