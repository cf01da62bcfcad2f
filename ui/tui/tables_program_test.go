package tui

import (
	"io"
	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"
)

// The card and ball tables in the running program (teatest), opened as
// `riffle play TABLE --seed 42` opens them: a round played with the keys a
// person presses, then q; the program must end, on the table, with a view
// that fits. (Each screen's goldens are in its own tests: here animations
// and search times make the last frame depend on timing.)
func TestCardTablesProgram(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		screen string
		steps  []string // keys to send, or "?text" to wait for text
		still  bool     // motion off: keys sent blind would only show the actions paced
	}{
		{"lottery", []string{"?Roadrunner", "a", " ", " ", "?Draw 1:"}, false},
		{"solitaire", []string{"?New Age Solitaire", "enter", "enter", "enter", "enter", "?net"}, false},
		{"poker", []string{"?Dealt hands", "d", "?Deal 1:", "tab", "d", "?Hold'em"}, false},
		{"cheat", []string{"?Texas Hold'em on the 1999 ASF server", " ", "?Hand 1", "c", "c", "c", "a", "?Cracked:",
			"c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "?Attack: 1 hand"}, true},
		{"holdem", []string{"?Texas Hold'em", " ", "?Waiting", "q", "q"}, false}, // q asks, q plays it out, any key quits
	} {
		t.Run(tc.screen, func(t *testing.T) {
			o := Options{Seed: "42"} // motion on, as riffle play opens them
			if tc.still {
				o.Motion = "off"
			}
			st, _ := o.Resolve()
			m := New(st, tc.screen, lipgloss.NewRenderer(io.Discard))
			tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 30))
			for _, s := range tc.steps {
				if text, ok := strings.CutPrefix(s, "?"); ok {
					teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), text) },
						teatest.WithDuration(20*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
					continue
				}
				tm.Send(tuitest.Key(s))
			}
			tm.Send(tuitest.Key("q"))
			tm.WaitFinished(t, teatest.WithFinalTimeout(10*time.Second))
			final := tm.FinalModel(t).(*Model)
			if final.screen != common.ID(tc.screen) {
				t.Fatalf("ended on %s", final.screen)
			}
			tuitest.CheckWidth(t, tc.screen, final.View(), 100)
		})
	}
}
