package serve

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"riffle/engine/stats"
	"riffle/ui/text"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/tuitest"
)

// facesOf lists throws that show face f+1 counts[f] times, in order.
func facesOf(counts []int64) []int {
	var faces []int
	for f, c := range counts {
		for range c {
			faces = append(faces, f+1)
		}
	}
	return faces
}

// TestPanelAndDashboardAgree: the same throws of a d6, fed to a student's
// fairness panel (as a table reports its dice) and to the class's terminal
// (from the student's link), get the same verdict — kind, χ², df, p, and
// the throws a test still waits for — and each screen says it. Before the
// class's terminal took the panel's test, two of these read differently:
// 20 throws, which the panel tests in pooled groups while the terminal
// waited for 5 throws a face; and a p of 0.0012, suspicious on the panel
// and "consistent with fair dice" at the terminal's level of 0.001.
func TestPanelAndDashboardAgree(t *testing.T) {
	thrower := NewClass()
	thrower.join("y", "y", nil)
	fair := throwAll(thrower.Link("y"), 6, 600, 1.0/6, 7) // the throws TestDashboardView calls fair
	for _, c := range []struct {
		name   string
		counts []int64
		kind   stats.VerdictKind
		says   string // the class's terminal's words
	}{
		{"9 throws", []int64{1, 2, 1, 2, 1, 2}, stats.TooFew, "The test waits for 1 more throw (each group of faces must expect 5)."},
		{"20 throws, pooled", []int64{3, 4, 3, 4, 3, 3}, stats.Fair, "consistent with fair dice"},
		{"600 fair throws", fair, stats.Fair, "consistent with fair dice"},
		// χ² (36 + 16 + 4 + 0 + 0 + 144)/10 = 20 on 5 df: p 0.0012.
		{"a p of 0.0012", []int64{4, 6, 8, 10, 10, 22}, stats.Suspicious, "suspicious: more throws will tell"},
		{"a loaded die", []int64{400, 500, 500, 500, 500, 600}, stats.Biased, "these dice do not look fair"},
	} {
		faces := facesOf(c.counts)
		p := panel.New(tuitest.Common(t))
		p.SetSize(60, 30)
		p.AddFaces(6, faces...)
		class := NewClass()
		class.join("x", "x", nil)
		class.Link("x").Dice(6, faces)

		pv, dv := p.Tallies()[0].Verdict(), DiceVerdict(class.Dice(6))
		if pv != dv || pv.Kind != c.kind || pv.N != int64(len(faces)) {
			t.Errorf("%s: the panel says %+v, the class's terminal %+v; want both %v", c.name, pv, dv, c.kind)
			continue
		}
		panelView := strings.Join(strings.Fields(tuitest.Plain(p.View())), " ")
		dash := strings.Join(strings.Fields(ansi.Strip(newDashboard(t, class, 80, 24).View())), " ")
		if !strings.Contains(panelView, pv.String()) {
			t.Errorf("%s: the panel does not say %q:\n%s", c.name, pv.String(), panelView)
		}
		if !strings.Contains(dash, c.says) {
			t.Errorf("%s: the class's terminal does not say %q:\n%s", c.name, c.says, dash)
		}
		if pv.Kind != stats.TooFew {
			if pt := text.PValue(pv.P); !strings.Contains(panelView, "p "+pt) || !strings.Contains(dash, "p = "+pt) {
				t.Errorf("%s: p %s not on both screens:\n%s\n%s", c.name, pt, panelView, dash)
			}
		}
	}
}
