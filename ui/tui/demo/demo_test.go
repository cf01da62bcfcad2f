package demo

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/assets"
	"riffle/ui/demos"
	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// two is a demo of a words-only step and a step that plays on a screen.
func two() []demos.Demo {
	return []demos.Demo{{Name: "t", Title: "Two steps", Steps: []demos.Step{
		{Title: "Words", Say: "Just words.", Ask: "Why?", Answer: "Because."},
		{Title: "Play", Say: "On the lab.", Open: "lab", Keys: []string{"d", "1"}, Settings: [][2]string{{"gen", "pcg"}}},
		{Title: "Again", Say: "Keys on the same screen.", Keys: []string{"space"}},
	}}}
}

func newTest(t *testing.T) *Model {
	c := tuitest.Common(t)
	tuitest.Root(c).SetDemos(two())
	m := New(c)
	m.SetSize(80, 20)
	return m
}

func press(m *Model, keys ...string) tea.Cmd {
	var last tea.Cmd
	for _, k := range keys {
		_, last = m.Update(tuitest.Key(k))
	}
	return last
}

// The list starts a demo; page down goes through its words and asks the
// root to play a step's screen, then goes on; r reveals an answer; page up
// goes back; a step without a screen of its own plays on the last one;
// the end says so; x ends the demo.
func TestDemoSteps(t *testing.T) {
	m := newTest(t)
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Two steps") || m.State() != nil {
		t.Fatalf("list:\n%s", v)
	}
	press(m, "enter")
	if m.State() == nil || m.State().Step != 1 || m.State().Steps != 3 {
		t.Fatalf("started: %+v", m.State())
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Question: Why?") || strings.Contains(v, "Because.") {
		t.Errorf("step 1:\n%s", v)
	}
	press(m, "r")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Answer: Because.") {
		t.Errorf("r:\n%s", v)
	}
	if cmd := press(m, "pgdown"); cmd != nil || m.State().Step != 2 {
		t.Fatalf("pgdown on words alone: step %d", m.State().Step)
	}
	cmd := press(m, "pgdown")
	if cmd == nil {
		t.Fatal("pgdown on a step with a screen asked nothing of the root")
	}
	live, ok := cmd().(common.DemoLiveMsg)
	if !ok || live.Open != "lab" || strings.Join(live.Keys, " ") != "d 1" || live.Settings[0] != [2]string{"gen", "pcg"} || !m.State().Live {
		t.Fatalf("live: %+v, demo %+v", live, m.State())
	}
	// The root's page down from the lab: back on the demo, the next step.
	m.Enter()
	m.Update(common.DemoNavMsg{Next: true})
	if m.State().Step != 3 || m.State().Live {
		t.Fatalf("after the lab: %+v", m.State())
	}
	if live, _ := press(m, "pgdown")().(common.DemoLiveMsg); live.Open != "lab" || live.Keys[0] != "space" {
		t.Errorf("a step without open plays on the last screen: %+v", live)
	}
	m.Update(common.DemoNavMsg{Next: true})
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "The end of") || strings.Contains(v, "page down goes on") {
		t.Errorf("the end (where page down goes nowhere):\n%s", v)
	}
	press(m, "pgup", "pgup")
	if m.State().Step != 1 {
		t.Errorf("pgup twice: step %d", m.State().Step)
	}
	press(m, "pgup")
	if !strings.Contains(m.note, "first step") {
		t.Errorf("pgup on the first: %q", m.note)
	}
	press(m, "x")
	if m.State() != nil || m.run != nil {
		t.Error("x did not end the demo")
	}
	if err := m.Start("nope"); err == nil || !strings.Contains(err.Error(), "allowed t") {
		t.Errorf("Start nope: %v", err)
	}
}

// Help shows only the keys that work; the view fits any size.
func TestDemoHelpAndSizes(t *testing.T) {
	m := newTest(t)
	for _, keys := range [][]string{nil, {"enter"}, {"r"}, {"pgdown"}} {
		press(m, keys...)
		var names []string
		for _, b := range m.ShortHelp() {
			names = append(names, b.Help().Key+" "+b.Help().Desc)
		}
		if m.run != nil && m.step().Ask != "" && m.run.revealed && strings.Contains(strings.Join(names, ","), "reveal") {
			t.Errorf("reveal offered after the answer: %v", names)
		}
		for w := 1; w <= 100; w += 9 {
			for h := 1; h <= 30; h += 7 {
				m.SetSize(w, h)
				if v := m.View(); strings.Count(v, "\n")+1 > h {
					t.Fatalf("%d×%d: %d lines", w, h, strings.Count(v, "\n")+1)
				}
			}
		}
		m.SetSize(80, 20)
	}
}

// On the list, ↑/↓ move by one and home/end to the first and last demo,
// as in the lobby; the help names them.
func TestDemoListKeys(t *testing.T) {
	m := newTest(t)
	tuitest.Root(m.c).SetDemos(append(two(), demos.Demo{Name: "u", Title: "Second", Steps: two()[0].Steps}, demos.Demo{Name: "v", Title: "Third", Steps: two()[0].Steps}))
	press(m, "end")
	if m.cursor != 2 {
		t.Errorf("end: cursor %d, want 2", m.cursor)
	}
	press(m, "up")
	if m.cursor != 1 {
		t.Errorf("up: cursor %d, want 1", m.cursor)
	}
	press(m, "home")
	if m.cursor != 0 {
		t.Errorf("home: cursor %d, want 0", m.cursor)
	}
	var names []string
	for _, b := range m.ShortHelp() {
		names = append(names, b.Help().Key)
	}
	if !strings.Contains(strings.Join(names, " "), "home/end") {
		t.Errorf("the help: %v", names)
	}
}

// anything is a demos.Checker that takes every screen, setting and key:
// the root checks the shipped demos against the casino (TestShippedDemos
// in ui/tui); here they are only shown.
type anything struct{}

func (anything) Screen(string) error          { return nil }
func (anything) Setting(string, string) error { return nil }
func (anything) Key(string) error             { return nil }

// Goldens of the shipped demos in the areas the root gives the screen at
// 80×24 and 140×45 (tuitest.Areas): the list with the cursor on the
// second; a step's words with its question; the answer revealed; and a
// step that plays on a screen, shown.
func TestGoldenAreas(t *testing.T) {
	ds, err := demos.Load(assets.Demos(), "", anything{})
	if err != nil || len(ds) < 2 {
		t.Fatalf("the shipped demos: %d, %v", len(ds), err)
	}
	c := tuitest.Common(t)
	tuitest.Root(c).SetDemos(ds)
	m := New(c)
	m.Enter()
	golden := func(state string) { tuitest.GoldenAreas(t, c, m, "demo-"+state) }
	press(m, "down")
	golden("list")
	press(m, "enter")
	for i := 0; m.step().Ask == ""; i++ {
		if i >= len(m.run.demo.Steps) {
			t.Fatal("no step of the demo asks a question")
		}
		press(m, "pgdown")
		if m.run.live {
			m.Update(common.DemoNavMsg{Next: true}) // the root's page down from the step's screen
		}
	}
	golden("step")
	press(m, "r")
	golden("answer")
	for i := 0; !hasLive(m.step()) || !m.run.playedNow; i++ {
		if i > 2*len(m.run.demo.Steps) {
			t.Fatal("no step of the demo plays on a screen")
		}
		press(m, "pgdown")
	}
	m.Enter() // back from the step's screen: its words, shown
	golden("shown")
}
