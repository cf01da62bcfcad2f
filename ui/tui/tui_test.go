package tui

import (
	"io"
	"os"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	gamedice "riffle/games/dice"
	"riffle/ui/tui/lab"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// newTestModel is the root model without colours, seed 42, sized w × h,
// its fairness panels sampling on one core.
func newTestModel(t testing.TB, o settings.Options, w, h int) *Model {
	t.Helper()
	if o.Seed == "" {
		o.Seed = "42"
	}
	if o.Workers == 0 {
		o.Workers = 1 // the panels' samplers on one core: tests run side by side
	}
	if o.Motion == "" {
		o.Motion = "off" // outcomes drawn at once; the tests of motion turn it on
	}
	s, err := o.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	// The Dice shop's dice are analysed once a process; done here, its
	// Enter answers within runQuick's wait.
	if _, err := gamedice.Shop(nil); err != nil {
		t.Fatal(err)
	}
	m := New(s, o.Screen, lipgloss.NewRenderer(io.Discard))
	tuitest.Register(m.c, m.ctl, m.ledger)
	t.Cleanup(m.Stop)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return m
}

// press sends keys and runs the Cmds that answer at once (screen changes),
// leaving ticks alone.
func press(m *Model, keys ...string) tea.Cmd {
	var last tea.Cmd
	for _, k := range keys {
		_, cmd := m.Update(tuitest.Key(k))
		last = runQuick(m, cmd)
	}
	return last
}

// runQuick runs cmd if it answers within a few milliseconds and feeds the
// message back (recursively for batches); slow Cmds (ticks) are dropped.
func runQuick(m *Model, cmd tea.Cmd) tea.Cmd { return runWithin(m, cmd, 20*time.Millisecond) }

// runWithin is runQuick with the wait given.
func runWithin(m *Model, cmd tea.Cmd, wait time.Duration) tea.Cmd {
	tuitest.RunMsgs(func(msg tea.Msg) tea.Cmd { _, next := m.Update(msg); return next }, cmd, wait)
	return cmd
}

func TestOptionsResolve(t *testing.T) {
	t.Parallel()
	good := []Options{{}, {Gen: "java", Algo: "asf", Seed: "-5"}, {Gen: "lcg:13,5,16", Seed: "3", Screen: "lab"}}
	for _, o := range good {
		if _, err := Resolve(o); err != nil {
			t.Errorf("%+v: %v", o, err)
		}
	}
	bad := map[string]Options{ // the setting is named (the command line spells it as its flag)
		"gen:":           {Gen: "nope"},
		"algo:":          {Algo: "nope"},
		"seed:":          {Seed: "x"},
		"dice 101":       {Dice: 101},
		"unknown screen": {Screen: "roulette"},
	}
	for want, o := range bad {
		_, err := Resolve(o)
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%+v: error %v, want one line naming %s", o, err, want)
		}
	}
	s, _ := Options{}.Resolve()
	if s.SeedFixed || s.Seed >= settings.MaxDrawnSeed {
		t.Errorf("default seed %d (fixed %v): want drawn below 2^53", s.Seed, s.SeedFixed)
	}
}

func TestEffectiveSeedReducesIntoToySeedSpace(t *testing.T) {
	t.Parallel()
	s, err := Options{Seed: "100"}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	s.Gen = settings.CycleGen(s.Gen, -4) // pcg → mt19937 → delphi → java → lcg32
	s.Gen = settings.CycleGen(s.Gen, -1)
	if s.Gen.Name != "lcg16" {
		t.Fatalf("cycled to %s, want lcg16", s.Gen.Name)
	}
	if got := s.EffectiveSeed(); got != 100%16 {
		t.Errorf("lcg16 seed 100: effective %d, want 4", got)
	}
	if got := s.SeedText(); got != "4" {
		t.Errorf("SeedText %q", got)
	}
	j, _ := Options{Gen: "java", Seed: "-7"}.Resolve()
	if j.SeedText() != "-7" {
		t.Errorf("java seed text %q, want -7", j.SeedText())
	}
}

func TestTooSmallAndRecover(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lab"}, 100, 30)
	m.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "Enlarge the terminal to 80×24") || strings.Contains(v, "Matrix") {
		t.Errorf("60×20:\n%s", v)
	}
	press(m, "f", "?", "esc") // no effect while too small
	if m.screen != "lab" || !m.c.PanelShown() || m.fullHelp {
		t.Errorf("keys acted on a hidden screen")
	}
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Matrix") || strings.Contains(v, "Enlarge") {
		t.Errorf("back to 100×30:\n%s", v)
	}
}

// Every view fits its terminal exactly: no line wider, no more lines.
func TestViewsFitTheTerminal(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {100, 30}, {120, 40}, {200, 60}, {60, 20}, {1, 1}} {
		for _, screen := range []string{"lobby", "lab"} {
			m := newTestModel(t, Options{Screen: screen}, size[0], size[1])
			runQuick(m, m.Init())
			l := m.screens["lab"].Screen.(*lab.Model)
			for tab := range l.Tabs() {
				if screen == "lab" {
					l.Show(tab)
					m.layout()
				}
				v := m.View()
				name := screen
				tuitest.CheckWidth(t, name, v, size[0])
				if h := lipgloss.Height(v); h > size[1] {
					t.Errorf("%s at %v (tab %d): %d lines", name, size, tab, h)
				}
				if screen == "lobby" {
					break
				}
			}
		}
	}
}

// Keys that arrive together ("+++") act one by one.
func TestKeyBurst(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lab"}, 100, 30)
	runQuick(m, m.Init())
	press(m, "---")
	if got := m.labPanel().Spec().Cards; got != lab.DefaultCards-3 {
		t.Errorf("--- from %d cards: %d", lab.DefaultCards, got)
	}
}

// RIFFLE_THEME decides the background when set, else COLORFGBG does,
// else (with nothing to ask) dark. What the program asks its terminal is
// ui/cli/play's TestQueriesOnStart.
func TestTheme(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		theme, fgbg string
		dark        bool
	}{
		{"dark", "0;15", true}, {"light", "15;0", false}, {"LIGHT", "", false},
		{"", "15;0", true}, {"", "0;15", false}, {"", "12;8", true}, {"", "0;default;7", false}, {"", "", true}, {"sepia", "", true},
	} {
		env := map[string]string{"RIFFLE_THEME": c.theme, "COLORFGBG": c.fgbg}
		if got := Theme(func(k string) string { return env[k] }, nil); got != c.dark {
			t.Errorf("RIFFLE_THEME=%q COLORFGBG=%q: dark %v, want %v", c.theme, c.fgbg, got, c.dark)
		}
	}
}

// The program's renderer and lipgloss's default one, which the bubbles
// components draw with, agree on the background: bubbletea's package init
// no longer asks the terminal for the default renderer (ui/tty).
func TestRendererSetsDefaultBackground(t *testing.T) {
	was := lipgloss.HasDarkBackground()
	defer lipgloss.SetHasDarkBackground(was)
	for _, theme := range []string{"light", "dark", "light"} {
		t.Setenv("RIFFLE_THEME", theme)
		r := Renderer(os.Stdout)
		if r.HasDarkBackground() != (theme == "dark") || lipgloss.HasDarkBackground() != (theme == "dark") {
			t.Errorf("RIFFLE_THEME=%s: the renderer's background dark %v, lipgloss's default %v", theme, r.HasDarkBackground(), lipgloss.HasDarkBackground())
		}
	}
}

// The terminal is asked only when neither RIFFLE_THEME nor COLORFGBG
// says, and its answer, when it gives one, decides.
func TestThemeAsksLast(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		theme, fgbg      string
		answer, answered bool
		dark, wantAsked  bool
	}{
		{"", "", false, true, false, true}, {"", "", true, true, true, true},
		{"", "", false, false, true, true}, {"light", "", true, true, false, false},
		{"", "0;15", true, true, false, false}, {"dark", "", false, true, true, false},
	} {
		env := map[string]string{"RIFFLE_THEME": c.theme, "COLORFGBG": c.fgbg}
		asked := false
		ask := func() (bool, bool) { asked = true; return c.answer, c.answered }
		if got := Theme(func(k string) string { return env[k] }, ask); got != c.dark || asked != c.wantAsked {
			t.Errorf("RIFFLE_THEME=%q COLORFGBG=%q, terminal says dark %v (answered %v): dark %v, asked %v; want %v, %v",
				c.theme, c.fgbg, c.answer, c.answered, got, asked, c.dark, c.wantAsked)
		}
	}
}

// The terminal's answer to the background question, arriving after
// Riffle stopped waiting for it, reaches the program as bubbletea reads it
// — alt+], the runes "11;rgb:ffff/ffff/ffff" at once, then the BEL that
// ends it — and does nothing: before, the burst was split into keys, and
// "1" opened craps from the lobby.
func TestLateTerminalAnswerIsNoKeys(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	gen := m.c.Settings().Gen.Name
	alt := func(r rune) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: true} }
	runes := func(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }
	for _, answer := range [][]tea.Msg{
		{alt(']'), runes("11;rgb:ffff/ffff/ffff"), tea.KeyMsg{Type: tea.KeyCtrlG}},
		{alt(']'), runes("11;rg"), runes("b:1e1e/1e1e/1e1e"), alt('\\')}, // split over two reads, ended by ESC \
	} {
		m.notice = "a notice from the start"
		for _, msg := range answer {
			_, cmd := m.Update(msg)
			runQuick(m, cmd)
		}
		if m.screen != lobbyID || m.c.Settings().Gen.Name != gen || m.notice == "" {
			t.Errorf("a late colour answer acted: screen %s, generator %s (was %s), notice %q", m.screen, m.c.Settings().Gen.Name, gen, m.notice)
		}
	}
	press(m, "2") // keys still work
	if m.screen != "yahtzee" {
		t.Errorf("2 after the answer opened %s", m.screen)
	}
}
