package lab

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/tuitest"
)

// helpText is the help's keys and descriptions, one binding a line.
func helpText(bs []key.Binding) string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Help().Key+" "+b.Help().Desc)
	}
	return strings.Join(out, "\n")
}

// The number keys and tab/shift+tab switch tabs, except on the classroom,
// whose digits are die rolls: there the help drops 1-5 and a digit stays
// on the tab.
func TestTabSwitching(t *testing.T) {
	l := New(tuitest.Common(t))
	t.Cleanup(l.Leave)
	l.SetSize(100, 30)
	steps := []struct{ key, title string }{
		{"2", "Lattice"}, {"tab", "Seed space"}, {"shift+tab", "Lattice"},
		{"5", "Classroom"}, {"1", "Classroom"}, {"shift+tab", "Dice rollers"},
		{"tab", "Classroom"}, {"tab", "Matrix"}, {"shift+tab", "Classroom"},
	}
	for _, s := range steps {
		l.Update(tuitest.Key(s.key))
		if got := l.Title(); got != "Shuffle Lab · "+s.title {
			t.Fatalf("after %q: %q, want the %s tab", s.key, got, s.title)
		}
		help := helpText(l.ShortHelp())
		if jump := strings.Contains(help, "1-5 go to tab"); jump != (s.title != "Classroom") {
			t.Errorf("%s tab: help %q", s.title, help)
		}
		if full := helpText(l.FullHelp()[0]); full != help {
			t.Errorf("%s tab: full help %q, short %q", s.title, full, help)
		}
	}
	if l.Tabs() != 5 {
		t.Errorf("%d tabs", l.Tabs())
	}
	// The classroom is active: without colour, brackets mark it; when the
	// titles do not fit, the other tabs go by their first words, then by
	// number.
	for _, tc := range []struct {
		w    int
		want string
	}{
		{100, " 1 Matrix  2 Lattice  3 Seed space  4 Dice rollers  [5 Classroom]"},
		{62, " 1 Matrix  2 Lattice  3 Seed  4 Dice  [5 Classroom]"},
		{40, " 1  2  3  4  [5 Classroom]"},
	} {
		l.SetSize(tc.w, 30)
		if bar := strings.SplitN(tuitest.Plain(l.View()), "\n", 2)[0]; bar != tc.want {
			t.Errorf("tab bar at %d cells: %q, want %q", tc.w, bar, tc.want)
		}
	}
}
