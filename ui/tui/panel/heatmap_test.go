package panel

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"riffle/ui/tui/tuitest"
)

// A big cell's residual fits bigTextW cells at any size, shortened but
// never wrong ("+412", not "+0k").
func TestResidualText(t *testing.T) {
	for _, tc := range []struct {
		z    float64
		want string
	}{
		{0, "0.0"}, {-0.04, "0.0"}, {-3.21, "−3.2"}, {412.4, "+412"}, {-999.7, "−1000"}, {12345, "+12k"},
		{-4.5e6, "−4M"}, {3e12, "≫"},
	} {
		got := residualText(tc.z, bigTextW)
		if got != tc.want || lipgloss.Width(got) > bigTextW {
			t.Errorf("residualText(%g) = %q, want %q in %d cells", tc.z, got, tc.want, bigTextW)
		}
	}
}

// The legend packs whole parts into lines of w cells, in as many lines
// as it is given: nothing is cut, and with one line what does not fit
// is left out.
func TestHeatLegendLines(t *testing.T) {
	st := tuitest.Common(t).Styles()
	for _, w := range []int{27, 40, 80} { // 27: the widest part
		lines := HeatLegendLines(st, w, 5, true)
		all := strings.Join(lines, " ")
		for _, part := range []string{". as uniform", "+ more, - fewer (beyond 2σ)", "# or = beyond 4σ", "in a cell: (O−E)/√E"} {
			if lipgloss.Width(part) <= w && !strings.Contains(all, part) {
				t.Errorf("at %d cells the legend lacks %q: %q", w, part, lines)
			}
		}
		for _, l := range lines {
			if lipgloss.Width(l) != w || strings.Contains(l, "…") {
				t.Errorf("at %d cells a legend line is %d cells or cut: %q", w, lipgloss.Width(l), l)
			}
		}
	}
	if one := HeatLegend(st, 30); strings.Contains(one, "…") || strings.Contains(one, "beyond 4σ") {
		t.Errorf("one line of 30 cells: %q", one)
	}
}
