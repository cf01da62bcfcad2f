package lab

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/ui/tui/tuitest"
)

func classroomKey(k string) tea.KeyMsg {
	if k == " " {
		return tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
}

func newTestClassroom(t *testing.T, w, h int) *classroomTab {
	t.Helper()
	tab := testClassroomTab(tuitest.Common(t)).(*classroomTab)
	tab.SetSize(w, h)
	if cmd := tab.Enter(); cmd != nil {
		t.Fatal("Enter returned a Cmd")
	}
	return tab
}

func classroomPress(tab *classroomTab, keys ...string) {
	for _, k := range keys {
		if _, cmd := tab.Update(classroomKey(k)); cmd != nil {
			panic("the classroom tab returned a Cmd")
		}
	}
}

// classroomRow returns the table row of view that starts with label, its
// '│' removed and spaces collapsed.
func classroomRow(view, label string) string {
	for _, l := range strings.Split(tuitest.Plain(view), "\n") {
		if f := strings.Fields(strings.ReplaceAll(l, "│", " ")); len(f) > 0 && f[0] == label {
			return strings.Join(f, " ")
		}
	}
	return ""
}

// TestClassroomTable3 types the Java text's rolls: 4 in row 1, then 1
// (below j = 2: roll again) and 3 in row 2, and checks Tables 2 and 3.
func TestClassroomTable3(t *testing.T) {
	tab := newTestClassroom(t, 78, 18)
	if got := classroomRow(tab.View(), "Initial"); got != "Initial apple banana chile donut egg flan" {
		t.Errorf("Initial row %q", got)
	}
	classroomPress(tab, "4")
	if got := classroomRow(tab.View(), "1"); got != "1 4 donut banana chile apple egg flan" {
		t.Errorf("Table 2 row 1: %q", got)
	}
	classroomPress(tab, "1")
	v := tuitest.Plain(tab.View())
	if !strings.Contains(v, "1 < j = 2: roll again") {
		t.Errorf("no re-roll message after a 1 in row 2:\n%s", v)
	}
	if got := classroomRow(v, "2"); got != "2 ▸ (1) ?" {
		t.Errorf("row 2 waiting: %q", got)
	}
	classroomPress(tab, "3")
	v = tab.View()
	if got := classroomRow(v, "1"); got != "1 4 donut banana chile apple egg flan" {
		t.Errorf("Table 3 row 1: %q", got)
	}
	if got := classroomRow(v, "2"); got != "2 (1) 3 donut chile banana apple egg flan" {
		t.Errorf("Table 3 row 2: %q", got)
	}
	// The zig-zag: the divide sits before position j+1 in each row.
	for _, tt := range []struct{ label, before string }{{"Initial", "apple"}, {"1", "banana"}, {"2", "banana"}} {
		found := false
		for _, l := range strings.Split(tuitest.Plain(v), "\n") {
			if strings.HasPrefix(l, tt.label+" ") && strings.Contains(l, "│"+tt.before) {
				found = true
			}
		}
		if !found {
			t.Errorf("row %s: no divide before %s:\n%s", tt.label, tt.before, tuitest.Plain(v))
		}
	}
	if !strings.Contains(tuitest.Plain(v), "exchange chile (3) with banana (2)") {
		t.Errorf("no exchange message:\n%s", tuitest.Plain(v))
	}
	tuitest.CheckWidth(t, "classroom table 3", v, 78)
	tuitest.Golden(t, "classroom-table3-78x18", v)
}

// TestClassroomDieRolls: space throws the session's generator as a d6,
// IntN(6)+1, re-rolling below j, until the list is shuffled; the tab
// then shows the product of chances and the order's rank.
func TestClassroomDieRolls(t *testing.T) {
	tab := newTestClassroom(t, 118, 34)
	g, err := tab.c.Settings().NewGen(42)
	if err != nil {
		t.Fatal(err)
	}
	// Replay independently: a d6 from the same stream on the six words.
	words := shuffle.ExerciseWords()
	throws := 0
	for j := 1; j <= 5; j++ {
		for {
			throws++
			k := g.IntN(6) + 1
			if k >= j {
				words[j-1], words[k-1] = words[k-1], words[j-1]
				break
			}
		}
	}
	for i := 0; i < throws; i++ {
		if tab.ex.Done() {
			t.Fatalf("done after %d of %d throws", i, throws)
		}
		classroomPress(tab, " ")
	}
	if !tab.ex.Done() {
		t.Fatalf("not done after %d throws", throws)
	}
	v := tab.View()
	if got := classroomRow(v, "5"); !strings.HasSuffix(got, strings.Join(words, " ")) {
		t.Errorf("row 5 %q, want the words %v", got, words)
	}
	// The rank among the 720 orders in dictionary order, found by
	// listing them all.
	var all []string
	var perm func(prefix []string, rest []string)
	perm = func(prefix, rest []string) {
		if len(rest) == 0 {
			all = append(all, strings.Join(prefix, " "))
			return
		}
		for i := range rest {
			r := slices.Concat(rest[:i:i], rest[i+1:])
			perm(append(slices.Clone(prefix), rest[i]), r)
		}
	}
	perm(nil, shuffle.ExerciseWords())
	slices.Sort(all)
	rank := slices.Index(all, strings.Join(words, " ")) + 1
	p := tuitest.Plain(v)
	flat := strings.Join(strings.Fields(p), " ")
	for _, want := range []string{
		"(1/6)(1/5)(1/4)(1/3)(1/2) = 1/720",
		fmt.Sprintf("this is order %d of 720 in dictionary order", rank),
		"n starts a new exercise",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("view lacks %q:\n%s", want, p)
		}
	}
	// Done: no rolls, digits do nothing; n starts again.
	for _, b := range tab.Keys() {
		if b.Help().Key == "space" || b.Help().Key == "1-6" {
			t.Errorf("key %s enabled after the last row", b.Help().Key)
		}
	}
	classroomPress(tab, "3", " ")
	if len(tab.ex.Rows) != 5 || len(tab.ex.Pending) != 0 {
		t.Error("a roll after the last row changed the table")
	}
	tuitest.CheckWidth(t, "classroom done", v, 118)
	tuitest.Golden(t, "classroom-done-118x34", v)
	classroomPress(tab, "n")
	if tab.ex.J() != 1 || len(tab.ex.Rows) != 0 {
		t.Fatal("n did not start a new exercise")
	}
	// The die's stream goes on in the new exercise.
	want := g.IntN(6) + 1
	classroomPress(tab, " ")
	got := 0
	if len(tab.ex.Rows) == 1 {
		got = tab.ex.Rows[0].K
	}
	if got != want { // in row 1 every throw is accepted
		t.Errorf("first throw of the new exercise %d, want %d", got, want)
	}
}

func TestClassroomUndo(t *testing.T) {
	tab := newTestClassroom(t, 78, 18)
	classroomPress(tab, "4", "1", "3", "u")
	if tab.ex.J() != 2 || !slices.Equal(tab.ex.Pending, []int{1}) {
		t.Fatalf("after u: J %d, pending %v", tab.ex.J(), tab.ex.Pending)
	}
	if v := tuitest.Plain(tab.View()); !strings.Contains(v, "Took back the 3") {
		t.Errorf("undo message missing:\n%s", v)
	}
	classroomPress(tab, "u", "u")
	if tab.ex.J() != 1 || len(tab.ex.Pending) != 0 {
		t.Fatalf("after three u: J %d, pending %v", tab.ex.J(), tab.ex.Pending)
	}
	for _, b := range tab.Keys() {
		if k := b.Help().Key; k == "u" || k == "n" {
			t.Errorf("key %s enabled on an empty table", k)
		}
	}
	classroomPress(tab, "u") // nothing to take back: no panic, no change
	if tab.ex.J() != 1 {
		t.Error("undo on an empty table changed it")
	}
}

func TestClassroomWantsDigits(t *testing.T) {
	tab := newTestClassroom(t, 78, 18)
	if !tab.WantsDigits() {
		t.Error("the classroom does not ask for the digit keys")
	}
	var _ interface{ WantsDigits() bool } = tab
	// Every digit 1–6 is a roll in row 1; 7, 8, 9 and 0 are not keys here.
	for _, k := range []string{"7", "0"} {
		classroomPress(tab, k)
	}
	if len(tab.ex.Rows) != 0 || len(tab.ex.Pending) != 0 {
		t.Error("a digit outside 1–6 was taken as a roll")
	}
	for d := 1; d <= 6; d++ {
		tab := newTestClassroom(t, 78, 18)
		classroomPress(tab, fmt.Sprint(d))
		if len(tab.ex.Rows) != 1 || tab.ex.Rows[0].K != d {
			t.Errorf("typing %d: rows %+v", d, tab.ex.Rows)
		}
	}
}

// TestClassroomSettings: a change of generator in the session rebuilds the
// die on Enter, from the session's seed.
func TestClassroomSettings(t *testing.T) {
	tab := newTestClassroom(t, 78, 18)
	java, err := rng.Lookup("java")
	if err != nil {
		t.Fatal(err)
	}
	tab.set.Gen = java // the Lab's own settings, as its presets change them
	tab.Enter()
	g, _ := java.New(42)
	want := g.IntN(6) + 1
	classroomPress(tab, " ")
	if tab.ex.Rows[0].K != want {
		t.Errorf("first java throw %d, want %d", tab.ex.Rows[0].K, want)
	}
	if v := tuitest.Plain(tab.View()); !strings.Contains(strings.Join(strings.Fields(v), " "), "(java, seed 42, throw 2)") {
		t.Errorf("view does not name the die's generator:\n%s", v)
	}
}

func TestClassroomSizes(t *testing.T) {
	tab := newTestClassroom(t, 78, 18)
	classroomPress(tab, "4", "1", "2", "1")
	for _, sz := range [][2]int{{0, 0}, {1, 1}, {10, 3}, {40, 10}, {60, 14}, {78, 18}, {118, 34}, {200, 60}} {
		tab.SetSize(sz[0], sz[1])
		v := tab.View()
		if sz[0] > 0 {
			tuitest.CheckWidth(t, fmt.Sprintf("%dx%d", sz[0], sz[1]), v, sz[0])
		}
		if sz[1] >= 18 {
			if n := len(strings.Split(v, "\n")); n > sz[1] {
				t.Errorf("%dx%d: %d lines", sz[0], sz[1], n)
			}
		}
	}
	// Many rejected throws in a row: the roll cell keeps the last three.
	tab.SetSize(78, 18)
	classroomPress(tab, "2", "1", "2") // row 3 now has 1, 2, 1, 2 rejected
	if got := classroomRow(tab.View(), "3"); got != "3 ▸ …(2)(1)(2) ?" {
		t.Errorf("row 3 with four rejected throws: %q", got)
	}
}

// TestClassroomTypedTogether: digits that arrive in one message (fast
// typing, a paste) are rolls in order; a message with anything else is not.
func TestClassroomTypedTogether(t *testing.T) {
	tab := newTestClassroom(t, 78, 18)
	classroomPress(tab, "413")
	if got := classroomRow(tab.View(), "2"); got != "2 (1) 3 donut chile banana apple egg flan" {
		t.Errorf("typed 413 at once: row 2 %q", got)
	}
	classroomPress(tab, "4x")
	if tab.ex.J() != 3 || len(tab.ex.Pending) != 0 {
		t.Error("a message of a digit and a letter was taken as a roll")
	}
	classroomPress(tab, "6666666") // three rows, then nothing more
	if !tab.ex.Done() {
		t.Error("not done after 6666666")
	}
}
