package lab

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/panel"

	"riffle/ui/tui/tuitest"
)

// d lists the demonstrations; a number, or ↑/↓ and enter, sets the
// Lab's algorithm (with its options), generator, deck and tab and starts
// the sampler; esc closes the list and changes nothing.
func TestDemos(t *testing.T) {
	l := New(tuitest.Common(t))
	t.Cleanup(l.Leave)
	l.SetSize(78, 22)
	l.Enter()
	if help := helpText(l.FullHelp()[0]); !strings.Contains(help, "d demonstrations") {
		t.Fatalf("help lacks d: %s", help)
	}
	l.Update(tuitest.Key("d"))
	if !l.Capturing() || l.UsesPanel() {
		t.Fatal("the list does not take the keys and the screen")
	}
	v := tuitest.Plain(l.View())
	for _, d := range demos() {
		if !strings.Contains(v, d.name) {
			t.Errorf("the list lacks %q:\n%s", d.name, v)
		}
	}
	if help := helpText(l.ShortHelp()); help != "↑/↓ choose\nenter show it\n1-6 show one\nesc close" {
		t.Errorf("help with the list open: %q", help)
	}
	before := *l.set
	l.Update(tuitest.Key("esc"))
	if l.Capturing() || l.set.DeckKey() != before.DeckKey() {
		t.Fatal("esc did not just close the list")
	}
	for _, tc := range []struct {
		keys              []string
		algo, gen, option string
		cards             int
	}{
		{[]string{"d", "1"}, "naive", "pcg", "naive", 3},
		{[]string{"d", "2"}, "asf", "delphi", "asf", 52},
		{[]string{"d", "down", "down", "enter"}, "sort-key", "pcg", "sort-key, 3-bit keys", 52},
		{[]string{"d", "4"}, "riffle", "pcg", "riffle ×7", 52},
	} {
		for _, k := range tc.keys {
			l.Update(tuitest.Key(k))
		}
		s := matrixSpec(t, l)
		p := l.Panel()
		if l.active != matrixTabIndex || s.Algo.Name != tc.algo || s.Gen.Name != tc.gen || s.Cards != tc.cards || !p.Started() || p.Paused() {
			t.Errorf("%v: tab %d, %s on %s, %d cards, sampling %v; want the Matrix sampling %s on %s, %d cards",
				tc.keys, l.active, s.Algo.Name, s.Gen.Name, s.Cards, p.Started() && !p.Paused(), tc.algo, tc.gen, tc.cards)
		}
		if v := tuitest.Plain(l.View()); !strings.Contains(v, "‹ "+tc.option+" ›") {
			t.Errorf("%v: the Matrix tab does not show %q:\n%s", tc.keys, tc.option, v)
		}
	}
	l.Update(tuitest.Key("d"))
	l.Update(tuitest.Key("5"))
	lt := l.tabs[latticeTabIndex].(*latticeTab)
	if l.active != latticeTabIndex || l.set.Gen.Name != "lcg16" || lt.presets[lt.sel].name != "lcg16" || lt.lines == linesOff {
		t.Errorf("5: tab %d, generator %s, lattice %s with lines %d; want the lcg16 lattice with its lines",
			l.active, l.set.Gen.Name, lt.presets[lt.sel].name, lt.lines)
	}
	if l.Panel().Started() {
		t.Error("the lattice left the Matrix sampler running")
	}
}

// The fix beside the flaw: the sixth demonstration samples Fisher–Yates
// on three cards with the naive shuffle's exact law beside its own (the
// panel's TestVersus checks the fractions).
func TestFixBesideFlaw(t *testing.T) {
	l := New(tuitest.Common(t))
	t.Cleanup(l.Leave)
	l.SetSize(100, 30)
	l.Enter()
	l.Update(tuitest.Key("d"))
	_, cmd := l.Update(tuitest.Key("6"))
	exactOnly(l, cmd)
	if s := matrixSpec(t, l); s.Algo.Name != "fisher-yates" || s.Cards != 3 || !l.Panel().Started() {
		t.Fatalf("6: %s on %d cards, sampling %v", s.Algo.Name, s.Cards, l.Panel().Started())
	}
	p := l.Panel()
	p.SetSize(60, 30)
	for end := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		p.Refresh()
		v := tuitest.Plain(p.View())
		if strings.Contains(v, "exact 1/6 = 16.67% · naive 5/27") {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("no naive law beside Fisher–Yates':\n%s", v)
		}
	}
}

// exactOnly runs cmd's batch and hands the panel its exact laws (the
// sampler's ticks are dropped).
func exactOnly(l *Model, cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	done := make(chan tea.Msg, 1)
	go func() { done <- cmd() }()
	var msg tea.Msg
	select {
	case msg = <-done:
	case <-time.After(5 * time.Second):
		return
	}
	switch msg := msg.(type) {
	case tea.BatchMsg:
		for _, c := range msg {
			exactOnly(l, c)
		}
	case panel.ExactMsg:
		*l.Panel(), _ = l.Panel().Update(msg)
	}
}
