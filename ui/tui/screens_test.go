package tui

import (
	"fmt"
	"io"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/tuitest"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"
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

// Golden views of the lobby and of the lab with its panel, at the minimum
// size and a wide one, at seed 42.
func TestGoldenViews(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		w, h := size[0], size[1]
		m := newTestModel(t, Options{}, w, h)
		tuitest.Golden(t, fmt.Sprintf("lobby-%dx%d", w, h), m.View())

		for _, algo := range []string{"fisher-yates", "naive"} {
			m := newTestModel(t, Options{Screen: "lab", Algo: algo}, w, h)
			runQuick(m, m.Init())
			tuitest.Golden(t, fmt.Sprintf("lab-%s-idle-%dx%d", algo, w, h), m.View())
			fillPanel(t, m, 20000)
			tuitest.Golden(t, fmt.Sprintf("lab-%s-%dx%d", algo, w, h), m.View())
		}
	}
}

// The panel on a 3-card deck shows the orders beside their exact
// probabilities: naive's 27 equally likely paths give 5/27 and 4/27.
func TestPanelSmallDeckExact(t *testing.T) {
	m := newTestModel(t, Options{Screen: "lab", Algo: "naive"}, 120, 40)
	runQuick(m, m.Init())
	for range 49 {
		press(m, "-")
	}
	if m.labPanel().Spec().Cards != labMinCards {
		t.Fatalf("deck %d after 49 minus, want %d", m.labPanel().Spec().Cards, labMinCards)
	}
	fillPanel(t, m, 27000)
	// exactMsg arrives through runQuick in fillPanel's SetSpec.
	if exact, why := m.labPanel().Exact(); exact == nil {
		t.Fatalf("no exact distribution (%s)", why)
	}
	v := tuitest.Plain(m.View())
	for _, want := range []string{"the 6 orders of 3 cards", "132 ", "exact 5/27 = 18.52%", "exact 4/27 = 14.81%",
		"exact TV from uniform 1/18 = 0.055556", "biased: p < 1e-6"} {
		if !strings.Contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
	}
	tuitest.Golden(t, "lab-naive-3-120x40", m.View())
}

// With colours the heatmap is drawn with escape sequences, and still fits.
func TestColourHeatmap(t *testing.T) {
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
	if !m.c.Styles.Color || len(m.c.Styles.HeatFG) != 2*common.HeatSteps+1 {
		t.Errorf("colour styles: %v, %d heat colours", m.c.Styles.Color, len(m.c.Styles.HeatFG))
	}
}

// The whole program, as bubbletea runs it: open the lab, start the
// sampler, see a p-value, pause, quit.
func TestProgram(t *testing.T) {
	s, _ := Options{Seed: "42"}.Resolve()
	m := New(s, "", lipgloss.NewRenderer(io.Discard))
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 30))
	waitFor := func(what string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), what) },
			teatest.WithDuration(10*time.Second), teatest.WithCheckInterval(20*time.Millisecond))
	}
	waitFor("Shuffle Lab")
	tm.Send(tuitest.Key("end"))
	tm.Send(tuitest.Key("enter"))
	waitFor("space starts the background sampler")
	tm.Send(tuitest.Key("space"))
	waitFor("no evidence of bias")
	tm.Send(tuitest.Key("space"))
	waitFor("paused")
	tm.Send(tuitest.Key("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(10*time.Second))
	final := tm.FinalModel(t).(*Model)
	if final.labPanel().Sampler() != nil {
		t.Errorf("sampler still attached after quit")
	}
}

// Leaving the lab stops the workers; pausing leaves them parked.
func TestSamplerLifecycle(t *testing.T) {
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
	// Workers finish the batch they are in (and may publish it) before
	// they park: on a loaded machine that takes a while, so wait (up to 5 s)
	// for the count to hold still for 100 ms, then check it stays still.
	trials := func() int64 { return m.labPanel().Sampler().Snapshot().Matrix.Trials }
	n := trials()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
		next := trials()
		if next == n {
			break
		}
		n = next
	}
	time.Sleep(300 * time.Millisecond)
	if after := trials(); after != n {
		t.Errorf("paused sampler went on: %d → %d samples", n, after)
	}
	press(m, "esc")
	if m.labPanel().Started() || m.screen != lobbyID {
		t.Errorf("leaving the lab left the sampler running")
	}
	// Changing the algorithm resets the tallies.
	press(m, "end", "enter", "space")
	press(m, "a")
	if m.labPanel().Started() || m.labPanel().Report() != nil || m.labPanel().Spec().Algo.Name == "fisher-yates" {
		t.Errorf("a did not reset the sampler")
	}
}

// A frame (View) with the panel open at 120×40 on a 52-card report, in true
// colour; View caches nothing, so every iteration draws the whole frame.
// Beside it: the lobby's frame as a baseline, and the panel's tick work
// (merging the sampler's snapshot and evaluating it), which happens ten
// times a second, not per frame.
func BenchmarkView(b *testing.B) {
	b.Run("lab-panel-120x40", func(b *testing.B) {
		m := newTestModel(b, Options{Screen: "lab"}, 120, 40)
		runQuick(m, m.Init())
		fillPanel(b, m, 100000)
		colour := lipgloss.NewRenderer(io.Discard)
		colour.SetColorProfile(termenv.TrueColor)
		m.c.Styles = common.NewStyles(colour)
		for b.Loop() {
			sink = m.View()
		}
	})
	b.Run("tick-refresh-52", func(b *testing.B) {
		m := newTestModel(b, Options{Screen: "lab"}, 120, 40)
		runQuick(m, m.Init())
		fillPanel(b, m, 100000)
		for b.Loop() {
			m.labPanel().Refresh()
		}
	})
	b.Run("baseline-lobby-120x40", func(b *testing.B) {
		m := newTestModel(b, Options{}, 120, 40)
		for b.Loop() {
			sink = m.View()
		}
	})
}

var sink string

// A table's own panel gets its sampler's ticks through the root: the
// ticks carry the panel's tag, and only that panel reads a snapshot.
func TestTablePanelTicksThroughRoot(t *testing.T) {
	m := newTestModel(t, Options{Screen: "solitaire"}, 120, 40)
	runQuick(m, m.Init())
	p := m.screens["solitaire"].(panelOwner).Panel()
	// (Not press: a tea.Tick Cmd fires once, and press would spend it.)
	_, cmd := m.Update(tuitest.Key("space"))
	if !p.Started() {
		t.Fatal("space did not start the solitaire panel's sampler")
	}
	for range 3 { // three ticks
		msg := cmd()
		if a, ok := msg.(addressed); !ok || a.to != "solitaire" {
			t.Fatalf("got %T, want a message for the solitaire screen", msg)
		} else if _, ok := a.msg.(panel.TickMsg); !ok || !p.Owns(a.msg) {
			t.Fatalf("got %T, want the solitaire panel's tick", a.msg)
		}
		_, cmd = m.Update(msg)
	}
	if p.Report() == nil || p.Report().Trials == 0 {
		t.Error("the table's panel never read a snapshot")
	}
	if m.labPanel().Report() != nil {
		t.Error("the lab's panel took the table's tick")
	}
	press(m, "esc")
	if p.Started() {
		t.Error("leaving the table left its sampler running")
	}
}
