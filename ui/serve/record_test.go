package serve

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"riffle/games/casino"
	"riffle/ui/classlog"
	"riffle/ui/store"
	"riffle/ui/tui"
)

// recordedClass is a class keeping its record in a file of its own, alice
// (key-a) joined.
func recordedClass(t *testing.T) (*Class, *classlog.Writer, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "c.jsonl")
	w, err := classlog.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	c := NewClass()
	c.Record(w)
	c.join("key-a", "alice", func() {})
	return c, w, path
}

// A class is a record: joins, the chips each student starts the class
// with, questions, answers and dice are written as they happen; a class
// carried on from its record (a server started again) has its questions
// with their answers and its pooled dice back, and a student who
// reconnects is counted on the leaderboard from the class's start — not
// from their reconnection, which cleared a loser's losses before.
func TestClassRecordCarriesOn(t *testing.T) {
	c, w, path := recordedClass(t)
	a := c.Link("key-a")
	a.Report("craps", 1000)
	a.Dice(6, []int{1, 2, 3, 6, 6, 0, 7}) // 0 and 7 are no faces of a d6: not counted, not kept
	q := c.Ask(Ask{Text: "Your point is 4. How many rolls?", Answer: "4"})
	if err := a.Answer(q, "4 rolls"); err != nil {
		t.Fatal(err)
	}
	c.Close()
	a.Report("craps", 940)
	c.leave("key-a")
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	events, err := classlog.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, e := range events {
		kinds = append(kinds, e.Kind)
	}
	want := []string{"join", "start", "dice", "ask", "answer", "close", "leave"}
	if len(kinds) != len(want) {
		t.Fatalf("the record %v, want %v", kinds, want)
	}
	for i := range want {
		if kinds[i] != want[i] {
			t.Fatalf("the record %v, want %v", kinds, want)
		}
	}
	if fmt.Sprint(events[2].Counts) != "[1 1 1 0 0 2]" || events[6].Chips != 940 {
		t.Errorf("dice %v, chips at leaving %d", events[2].Counts, events[6].Chips)
	}

	again := NewClass() // the server started again
	again.Restore(events)
	asked := again.Asked()
	if len(asked) != 1 || asked[0].Answers["key-a"] != "4 rolls" || asked[0].Names["key-a"] != "alice" || !asked[0].Closed {
		t.Errorf("questions carried on: %+v", asked)
	}
	if got := again.Dice(6); got[0] != 1 || got[5] != 2 {
		t.Errorf("dice carried on: %v", got)
	}
	again.join("key-a", "alice", func() {})
	again.Link("key-a").Report("craps", 940)
	if lb := again.Leaderboard(); len(lb) != 1 || lb[0].Chips-lb[0].Start != -60 {
		t.Errorf("alice back after a restart: %+v, want 60 chips down since the class began", lb)
	}
	if next := again.Ask(Ask{Text: "another", Answer: ""}); next != 2 {
		t.Errorf("the next question is %d, want 2", next)
	}
}

// Nothing lost by a dropped connection: a craps round with a point on,
// whose student's connection drops, stays open on disk (not played out
// unseen, as before), and the student reconnecting takes it up, told so.
func TestDroppedConnectionKeepsTheRound(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, saving(dir))
	key := fixedKey(t, 3) // a known seed: the same rolls every run
	file := filepath.Join(dir, Identity(key.PublicKey(), "dora"), store.FileName)
	for try := range 12 {
		term := ts.connect(t, "dora", key, 80, 24)
		if try == 0 {
			play(t, term, 1)
		} else {
			term.must(0, "Craps")
			m := term.mark()
			term.send(" ")
			term.must(m, "Rolls")
		}
		term.client.Close() // the connection drops: no q, no goodbye
		ts.waitSessions(t, 0)
		var l casino.Loader
		if _, err := store.Each(file, l.Add); err != nil {
			t.Fatal(err)
		}
		if open := l.Session().Open; len(open) > 0 && open[0].Stake > 0 {
			back := ts.connect(t, "dora", key, 80, 24)
			back.must(0, "Your craps round is still on")
			back.quit()
			return
		}
	}
	t.Fatal("in 12 rolls, each dropped after it, no round was left open on a point")
}

// A Yahtzee game in progress survives a dropped connection as after a
// crash: its student's connection drops after the first roll, and on
// reconnecting the game is still on, on the same turn.
func TestDroppedConnectionKeepsTheYahtzeeGame(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, saving(dir))
	key := fixedKey(t, 4)
	term := ts.connect(t, "yuri", key, 100, 30)
	term.must(0, "Craps") // the lobby
	m := term.mark()
	term.send("2")
	term.must(m, "turn 1 of 13")
	m = term.mark()
	term.send(" ")
	term.must(m, "roll 1 of 3")
	term.client.Close() // no q, no goodbye
	ts.waitSessions(t, 0)
	back := ts.connect(t, "yuri", key, 100, 30)
	back.must(0, "Yahtzee game is still on: turn 1, roll 1 of 3")
	back.quit()
}

// A question reaches the class with its setup: the craps puzzle's "Given
// that you win, how many rolls…" goes with "Your point is 4 …".
func TestQuestionsCarryTheirSetup(t *testing.T) {
	ds, err := tui.LoadDemos("")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range Asks(ds) {
		if strings.HasSuffix(a.Text, "Given that you win, how many rolls did it take, on average?") {
			if !strings.HasPrefix(a.Text, "Your point is 4.") {
				t.Errorf("the question without its setup: %q", a.Text)
			}
			return
		}
	}
	t.Error("no craps puzzle among the questions")
}

// The teacher leads from the class's terminal: f brings every casino to
// the chosen question's demo step, l keeps the class there (and lets it
// go), e ends the step; each change is a new lead the students' casinos
// follow (common.ClassLink.Lead).
func TestTeacherLeads(t *testing.T) {
	c := NewClass()
	c.join("s1", "sam", func() {})
	d := newDashboard(t, c, 100, 30)
	a := d.asks[d.sel]
	press(d, "f")
	l := c.Leading()
	if l.ID != 1 || l.Demo != a.Demo || l.Step != a.Step || l.Locked || a.Demo == "" {
		t.Fatalf("f: %+v, the question's demo %q step %d", l, a.Demo, a.Step)
	}
	press(d, "l")
	if id, demo, step, locked := c.Link("s1").Lead(); id != 2 || demo != a.Demo || step != a.Step || !locked {
		t.Errorf("l: %d %q %d %v", id, demo, step, locked)
	}
	press(d, "l")
	if c.Leading().Locked {
		t.Error("l again did not let the class go")
	}
	press(d, "e")
	if l := c.Leading(); l.Demo != "" || l.Locked || l.ID != 4 {
		t.Errorf("e: %+v", l)
	}
}

// The record never holds a line it later refuses (a question past
// classlog.MaxText is cut to fit), and a student throwing dice as fast
// as keys come writes a line a second, each face's count, not a line a
// key: 1,000 throws of 100 dice in a moment are two lines that count
// them all.
func TestRecordStaysReadable(t *testing.T) {
	c, w, path := recordedClass(t)
	c.Ask(Ask{Text: strings.Repeat("a ", 1100), Answer: "4"})
	faces := make([]int, 100)
	for i := range faces {
		faces[i] = 1 + i%6
	}
	for range 1000 {
		c.Link("key-a").Dice(6, faces)
	}
	c.leave("key-a")
	if err := w.Close(); err != nil || w.Dropped() != 0 {
		t.Fatalf("close: %v, %d dropped", err, w.Dropped())
	}
	events, err := classlog.Read(path)
	if err != nil {
		t.Fatalf("the record does not read back: %v", err)
	}
	lines, thrown := 0, int64(0)
	for _, e := range events {
		if e.Kind == classlog.Dice {
			lines++
			for _, n := range e.Counts {
				thrown += n
			}
		}
	}
	if lines > 2 || thrown != 100_000 {
		t.Errorf("%d dice lines holding %d dice, want at most 2 holding 100,000", lines, thrown)
	}
}
