package tui

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	"riffle/ui/tui/cheat"
	"riffle/ui/tui/common"
	"riffle/ui/tui/demo"
	"riffle/ui/tui/tuitest"
)

// The shipped demos load against the casino's own screens, settings and
// keys: at least the five the class asks for.
func TestShippedDemos(t *testing.T) {
	t.Parallel()
	ds, err := LoadDemos("")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) < 5 {
		t.Fatalf("%d demos shipped", len(ds))
	}
	for _, bad := range []struct{ what, err string }{
		{"screen", demoChecker{}.Screen("demo").Error()},
		{"setting", demoChecker{}.Setting("gen", "nope").Error()},
		{"key", demoChecker{}.Key("ctrl+c").Error()},
	} {
		if bad.err == "" {
			t.Errorf("the %s was taken", bad.what)
		}
	}
}

// Every shipped demo, walked to its end with page down at 80×24: each
// step's words on the demo screen, each live step on its own screen (the
// page keys in the help there), nothing cut, and page up back to the
// words.
func TestDemosWalk(t *testing.T) {
	t.Parallel()
	ds, _ := LoadDemos("")
	for _, d := range ds {
		t.Run(d.Name, func(t *testing.T) {
			m := newTestModel(t, Options{}, 80, 24)
			if err := m.startDemo("", d.Name); err != nil {
				t.Fatal(err)
			}
			runQuick(m, m.Init())
			for i, s := range d.Steps {
				if m.screen != demoID || !strings.Contains(tuitest.Plain(m.View()), s.Title) {
					t.Fatalf("step %d: screen %s, not the step's words:\n%s", i+1, m.screen, tuitest.Plain(m.View()))
				}
				if s.Ask != "" {
					press(m, "r")
					if !strings.Contains(strings.Join(strings.Fields(tuitest.Plain(m.View())), " "), "Answer:") {
						t.Errorf("step %d: r shows no answer", i+1)
					}
				}
				for _, p := range frameCuts(m) {
					t.Errorf("step %d words: %s", i+1, p)
				}
				if s.Open != "" || len(s.Keys) > 0 || len(s.Settings) > 0 {
					press(m, "pgdown")
					if s.Open != "" && m.screen != common.ID(s.Open) {
						t.Fatalf("step %d: on %s, want %s", i+1, m.screen, s.Open)
					}
					if !m.demoLive() || !strings.Contains(tuitest.Plain(m.helpView()), "pgdn next step") {
						t.Errorf("step %d live: the help has no page keys: %s", i+1, tuitest.Plain(m.helpView()))
					}
					settle(m)
					for _, p := range frameCuts(m) {
						t.Errorf("step %d on %s: %s", i+1, m.screen, p)
					}
					press(m, "pgup") // back to the words, then on
					if m.screen != demoID {
						t.Fatalf("step %d: pgup left the screen on %s", i+1, m.screen)
					}
				}
				press(m, "pgdown")
			}
			if v := tuitest.Plain(m.View()); !strings.Contains(v, "The end of") {
				t.Errorf("no end said:\n%s", v)
			}
			press(m, "x")
			if m.demo.State() != nil {
				t.Error("x did not end the demo")
			}
		})
	}
}

// A teacher's directory adds demos; a bad file is refused in one line;
// an unknown demo's name lists those there are.
func TestStartDemoErrors(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	if err := m.startDemo("", "nope"); err == nil || !strings.Contains(err.Error(), "naive-three") {
		t.Errorf("unknown demo: %v", err)
	}
	dir := t.TempDir()
	writeFile(t, dir+"/bad.txt", "title: x\nstep: s\nkeys: ctrl+c\n")
	if err := m.startDemo(dir, ""); err == nil || !strings.Contains(err.Error(), "bad.txt:3: key \"ctrl+c\"") {
		t.Errorf("a bad file: %v", err)
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A demo's settings last while it runs, are never saved as yours, and
// give way to yours when it ends.
func TestDemoGivesSettingsBack(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "7"}, 80, 24)
	saved := &tuitest.Saved{}
	tuitest.Ledger(t, m.c, casino.Session{}, tuitest.Entropy(1), saved)
	runQuick(m, m.Init())
	before, fixed := m.savedSettings(), m.c.Settings().SeedFixed
	if err := m.startDemo("", "poker-1999"); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 40 && m.c.Settings().Seed != 42; i++ {
		press(m, "pgdown")
		settle(m)
	}
	if m.c.Settings().Seed != 42 {
		t.Fatal("the demo's seed=42 never took")
	}
	var savedSeeds []uint64
	for _, e := range saved.Entries {
		if e.Settings != nil {
			savedSeeds = append(savedSeeds, e.Settings.Seed)
		}
	}
	if slices.Contains(savedSeeds, 42) {
		t.Errorf("the demo's settings were saved as yours: seeds %v", savedSeeds)
	}
	for i := 0; i < 40 && m.screen != demoID; i++ {
		press(m, "pgdown")
		settle(m)
	}
	press(m, "x")
	if m.savedSettings() != before || m.c.Settings().SeedFixed != fixed {
		t.Errorf("after the demo: %+v, want %+v", m.savedSettings(), before)
	}
}

// The demo list by mouse: the wheel moves the cursor, a click on an
// entry starts that demo.
func TestDemoListClicks(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "demo"}, 80, 24)
	runQuick(m, m.Init())
	m.Update(tea.MouseMsg{X: 5, Y: 5, Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress})
	if c := m.screens[demoID].Screen.(*demo.Model); c == nil || !strings.Contains(tuitest.Plain(m.View()), "▸ "+m.c.Demos()[1].Title) {
		t.Errorf("the wheel did not move to the second demo:\n%s", tuitest.Plain(m.View()))
	}
	m.View()
	flushZones(t, m)
	clickZone(t, m, demo.ZoneDemo(2))
	if st := m.demo.State(); st == nil || st.Title != m.c.Demos()[2].Title {
		t.Fatalf("a click on the third demo started %+v", st)
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "step 1 of") {
		t.Errorf("no first step:\n%s", v)
	}
}

// A demo step's screen starts as the step's words describe it, whatever
// the player left there: Giant Yahtzee's five dice of six sides after a
// tetrahedron from the Dice shop, 50 dice and a game rolled; seven
// riffles after the player chose four; the craps puzzles running after
// the player paused them.
func TestDemoStepsStartFresh(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "yahtzee"}, 80, 24)
	runQuick(m, m.Init())
	press(m, ">", ">", " ")
	tuitest.Root(m.c).SetDie("tetrahedron", 4)
	runQuick(m, m.open("solitaire"))
	press(m, "left", "left", "left")
	runQuick(m, m.open("craps"))
	press(m, "p", " ")
	settle(m)
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "paused") {
		t.Fatalf("the puzzles did not pause:\n%s", v)
	}
	press(m, "t")
	for _, c := range []struct {
		demo  string
		pages int
		want  []string
	}{
		{"giant-yahtzee", 2, []string{"5 dice of 6 sides"}},
		{"giant-yahtzee", 4, []string{"100 dice of 6 sides"}},
		{"seven-riffles", 2, []string{"7 riffles"}},
		{"craps-puzzles", 3, []string{"▶ simulating"}},
	} {
		if err := m.startDemo("", c.demo); err != nil {
			t.Fatal(err)
		}
		runQuick(m, nil)
		for range c.pages {
			press(m, "pgdown")
		}
		settle(m)
		v := tuitest.Plain(m.View())
		for _, w := range c.want {
			if !strings.Contains(v, w) {
				t.Errorf("%s after %d pages: no %q:\n%s", c.demo, c.pages, w, v)
			}
		}
		press(m, "pgup", "x")
	}
}

// The craps demo's last step shows the puzzles simulating even when their
// run had finished: a finished run starts afresh, to watch it settle.
func TestDemoPuzzlesRunAgain(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	crapsModel(m).SetPuzzlePace(time.Millisecond, 200)
	_, cmd := m.Update(tuitest.Key("p"))
	for end := time.Now().Add(20 * time.Second); !strings.Contains(tuitest.Plain(m.View()), "done"); {
		if time.Now().After(end) {
			t.Fatalf("the puzzles did not finish:\n%s", tuitest.Plain(m.View()))
		}
		cmd = runWithin(m, cmd, 200*time.Millisecond)
	}
	press(m, "t")
	crapsModel(m).SetPuzzlePace(time.Hour, 1_000_000) // a run afresh is seen under way
	if err := m.startDemo("", "craps-puzzles"); err != nil {
		t.Fatal(err)
	}
	press(m, "pgdown", "pgdown", "pgdown")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "▶ simulating") {
		t.Errorf("the demo's puzzles, run before:\n%s", v)
	}
}

// A guided demo's keys act the same with motion on as off: the table is
// stilled before each key, so no key is spent showing the computer
// players' actions (the 1999 demo deals, calls to the flop and cracks).
func TestDemoKeysActWithMotion(t *testing.T) {
	t.Parallel()
	views := map[string]string{}
	for _, motion := range []string{"off", "on"} {
		m := newTestModel(t, Options{Motion: motion}, 100, 30)
		if err := m.startDemo("", "poker-1999"); err != nil {
			t.Fatal(err)
		}
		runQuick(m, m.Init())
		for range 5 {
			if press(m, "pgdown"); m.screen == "cheat" {
				break
			}
		}
		if m.screen != "cheat" {
			t.Fatalf("motion %s: the demo never opened the 1999 table", motion)
		}
		settle(m)
		m.screens["cheat"].still.Still()
		cs := m.screens["cheat"].Screen.(*cheat.Model)
		g := cs.Game()
		v := tuitest.Plain(cs.View())
		// The hand as the keys left it, and the crack's search asked for
		// (it runs on its own ticks: done or under way).
		views[motion] = fmt.Sprint(g.Table.Moves(), len(g.Hand().Log()), g.Hand().Board(),
			strings.Contains(v, "Cracked") || strings.Contains(v, "Searching"))
	}
	if views["on"] != views["off"] {
		t.Errorf("the demo's keys did otherwise with motion on:\n%s\n--- off ---\n%s", views["on"], views["off"])
	}
	if !strings.HasSuffix(views["off"], "true") {
		t.Errorf("the demo's keys did not ask for the crack: %s", views["off"])
	}
}
