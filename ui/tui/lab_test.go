package tui

import (
	"io"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"riffle/ui/tui/draw"
	"riffle/ui/tui/lab"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// fillPanel runs the lab's sampler deterministically — one worker, a fixed
// number of samples — and reads its final snapshot, so a view of the panel
// is the same on every machine. The rate is cleared: it is the one number
// that depends on the machine.
func fillPanel(t testing.TB, m *Model, trials int64) {
	t.Helper()
	spec := *m.labPanel().Spec()
	spec.Workers, spec.Trials = 1, trials
	// The exact distribution of a small deck is computed in a Cmd: give it
	// time on a loaded machine (no sampler runs yet, so nothing ticks).
	runWithin(m, m.labPanel().SetSpec(spec), 5*time.Second)
	m.labPanel().Toggle()
	m.labPanel().Sampler().Wait()
	m.labPanel().Refresh()
	m.labPanel().Still()
}

// The panel on a 3-card deck shows the orders beside their exact
// probabilities: naive's 27 equally likely paths give 5/27 and 4/27.
func TestPanelSmallDeckExact(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lab", Algo: "naive"}, 120, 40)
	runQuick(m, m.Init())
	for range 49 {
		press(m, "-")
	}
	if m.labPanel().Spec().Cards != lab.MinCards {
		t.Fatalf("deck %d after 49 minus, want %d", m.labPanel().Spec().Cards, lab.MinCards)
	}
	fillPanel(t, m, 27000)
	// exactMsg arrives through runQuick in fillPanel's SetSpec.
	if exact, why := m.labPanel().Exact(); exact == nil {
		t.Fatalf("no exact distribution (%s)", why)
	}
	v := tuitest.Plain(m.View())
	for _, want := range []string{"6 orders, top card first; exact: perfect generator", "132 ", "exact 5/27 = 18.52%", "exact 4/27 = 14.81%",
		"exact TV over orders 1/18 = 0.055556", "TV over positions ", "biased: p < 1e-6"} {
		if !strings.Contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
	}
	tuitest.Golden(t, "lab-naive-3-120x40", m.View())
}

// With colours the heatmap is drawn with escape sequences, and still fits.
func TestColourHeatmap(t *testing.T) {
	t.Parallel()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI) // 16 colours
	s, _ := Options{Seed: "42", Screen: "lab", Algo: "naive"}.Resolve()
	m := New(s, "lab", r)
	t.Cleanup(m.Stop)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	runQuick(m, m.Init())
	fillPanel(t, m, 5000)
	v := m.View()
	if !strings.Contains(v, "▀") || !strings.Contains(v, "\x1b[") {
		t.Errorf("no coloured half blocks in the heatmap")
	}
	tuitest.CheckWidth(t, "colour lab", v, 120)
	if !m.c.Styles().Color || len(m.c.Styles().HeatFG) != 2*draw.HeatSteps+1 {
		t.Errorf("colour styles: %v, %d heat colours", m.c.Styles().Color, len(m.c.Styles().HeatFG))
	}
}

// Leaving the lab stops the workers; pausing leaves them parked.
func TestSamplerLifecycle(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lab"}, 100, 30)
	runQuick(m, m.Init())
	press(m, "space")
	if !m.labPanel().Started() || m.labPanel().Paused() {
		t.Fatalf("space did not start the sampler")
	}
	time.Sleep(150 * time.Millisecond)
	press(m, "space")
	if !m.labPanel().Paused() {
		t.Fatalf("space did not pause")
	}
	// Workers finish the batch they are in (and publish it) before they
	// park: on a loaded machine that takes a while, so wait (up to 10 s)
	// for every one to park, then check the count stays still.
	trials := func() int64 { return m.labPanel().Sampler().Snapshot().Matrix.Trials }
	smp := m.labPanel().Sampler()
	for end := time.Now().Add(10 * time.Second); smp.Parked() < smp.Workers(); time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("%d of %d workers parked after 10 s", smp.Parked(), smp.Workers())
		}
	}
	n := trials()
	time.Sleep(300 * time.Millisecond)
	if after := trials(); after != n {
		t.Errorf("paused sampler went on: %d → %d samples", n, after)
	}
	press(m, "esc")
	if m.labPanel().Started() || m.screen != lobbyID {
		t.Errorf("leaving the lab left the sampler running")
	}
	// Changing the algorithm resets the tallies, and the running sampler
	// starts again on the new algorithm.
	press(m, "0", "space") // 0 opens the lab, the tenth entry
	press(m, "a")
	p := m.labPanel()
	if !p.Started() || p.Paused() || p.Report() != nil || p.Spec().Algo.Name == "fisher-yates" {
		t.Errorf("a did not restart the sampler on the new algorithm")
	}
}

// labPanel is the Shuffle Lab's fairness panel.
func (m *Model) labPanel() *panel.Model { return m.screens["lab"].panel.Panel() }

// The Lab's algorithm and generator stay in the Lab: the tables (poker
// here) keep the casino's shuffle until t applies the Lab's, which the
// Lab then says on screen; the session file records the tables'.
func TestLabSettingsStayInLab(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lab"}, 80, 24)
	runQuick(m, m.Init())
	casino := m.c.Settings().DeckKey()
	press(m, "a", "g")
	l := m.screens["lab"].Screen.(*lab.Model)
	labKey := l.Settings().DeckKey()
	if labKey == casino {
		t.Fatalf("a and g changed nothing in the Lab (%s)", labKey)
	}
	if got := m.c.Settings().DeckKey(); got != casino {
		t.Fatalf("the Lab's a and g changed the tables' shuffle: %s, want %s", got, casino)
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "t applies the Lab's") {
		t.Errorf("the Lab does not say the tables shuffle otherwise:\n%s", v)
	}
	press(m, "esc")
	m.open(pokerID)
	if got := m.c.Settings().DeckKey(); got != casino || m.savedSettings().Algo != m.c.Settings().Algo.Name {
		t.Fatalf("poker deals with %s, want the casino's %s", got, casino)
	}
	m.open("lab")
	if got := l.Settings().DeckKey(); got != labKey {
		t.Fatalf("the Lab forgot its settings: %s, want %s", got, labKey)
	}
	press(m, "t")
	if got := m.c.Settings().DeckKey(); got != labKey {
		t.Fatalf("after t the tables shuffle with %s, want the Lab's %s", got, labKey)
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "The tables now shuffle with "+l.Settings().Algo.Name) {
		t.Errorf("t does not say what it did:\n%s", v)
	}
	if help := tuitest.Plain(m.helpView()); strings.Contains(help, "apply to tables") {
		t.Errorf("help offers t with nothing to apply: %s", help)
	}
}

// Until the Lab's settings leave the casino's, opening the Lab takes the
// casino's as they are now (a generator chosen in the lobby).
func TestLabFollowsCasinoUntilChanged(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lab"}, 80, 24)
	runQuick(m, m.Init())
	l := m.screens["lab"].Screen.(*lab.Model)
	press(m, "esc")
	tuitest.Settings(m.c, func(st *settings.Settings) { st.Gen = settings.CycleGen(m.c.Settings().Gen, 1) })
	m.open("lab")
	if l.Settings().DeckKey() != m.c.Settings().DeckKey() {
		t.Errorf("the Lab did not take the casino's new generator: %s, casino %s", l.Settings().DeckKey(), m.c.Settings().DeckKey())
	}
}

// `riffle play lab --algo asf --gen delphi` opens the Lab on them, its
// own: the casino's (the tables', the session's) stay as they were until
// the Lab's t (they became the casino's and were saved).
func TestLabOpensOnItsOwn(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lab"}, 100, 30)
	casino := m.c.Settings()
	o := Options{Screen: "lab"}
	o.Lab.Gen, o.Lab.Algo = "delphi", "asf"
	m.choose(o)
	l := m.screens[labID].Screen.(*lab.Model)
	if s := l.Settings(); s.Algo.Name != "asf" || s.Gen.Name != "delphi" {
		t.Errorf("the Lab opened on %s/%s", s.Algo.Name, s.Gen.Name)
	}
	runQuick(m, m.screens[labID].Enter())
	if s := m.c.Settings(); s.Algo.Name != casino.Algo.Name || s.Gen.Name != casino.Gen.Name {
		t.Errorf("the casino's settings became %s/%s", s.Algo.Name, s.Gen.Name)
	}
	if s := l.Settings(); s.Algo.Name != "asf" {
		t.Errorf("entering the Lab took the casino's back: %s", s.Algo.Name)
	}
}
