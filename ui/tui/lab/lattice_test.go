package lab

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"riffle/engine/rng"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// latticePress sends each key of keys to tab: "left"/"right" by name, else the
// runes one at a time.
func latticePress(tab tabModel, keys ...string) tabModel {
	for _, k := range keys {
		switch k {
		case "left":
			tab, _ = tab.Update(tea.KeyMsg{Type: tea.KeyLeft})
		case "right":
			tab, _ = tab.Update(tea.KeyMsg{Type: tea.KeyRight})
		case "up":
			tab, _ = tab.Update(tea.KeyMsg{Type: tea.KeyUp})
		case "down":
			tab, _ = tab.Update(tea.KeyMsg{Type: tea.KeyDown})
		default:
			for _, r := range k {
				tab, _ = tab.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
			}
		}
	}
	return tab
}

// latticeSession is testCommon with the session's generator and seed.
func latticeSession(t *testing.T, gen, seed string) *common.Common {
	t.Helper()
	s, err := settings.Options{Gen: gen, Seed: seed}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	c := tuitest.Common(t)
	tuitest.Root(c).SetSettings(s)
	return c
}

// latticeJavaS is the sequence S of the Java text, s' = (13s + 5) mod 16 from 0,
// copied from the text: "0, 5, 6, 3, 12, 1, 2, 15, 8, 13, 14, 11, 4, 9,
// 10, 7", period 16.
var latticeJavaS = []int{0, 5, 6, 3, 12, 1, 2, 15, 8, 13, 14, 11, 4, 9, 10, 7}

// latticePlotCells returns the plot's lines of view (the first rows lines) without
// the y axis labels, as runes.
func latticePlotCells(view string, rows, labelW int) [][]rune {
	var out [][]rune
	for _, l := range strings.Split(ansi.Strip(view), "\n")[:rows] {
		out = append(out, []rune(l)[labelW+1:])
	}
	return out
}

// latticeInfo is the text beside the plot, unwrapped, spaces collapsed.
func latticeInfo(tab tabModel) string {
	return strings.Join(strings.Fields(ansi.Strip(tab.(*latticeTab).infoView(400))), " ")
}

func TestLatticeDefaultIsJavaText(t *testing.T) {
	tab := testLatticeTab(tuitest.Common(t)).(*latticeTab)
	tab.SetSize(78, 18)
	// Seed 42 (pcg's) reduced mod 16 is 10; move to seed 0, the text's.
	if tab.presets[tab.sel].name != "lcg16" || tab.seed != 42%16 {
		t.Fatalf("default %s seed %d, want lcg16 seed 10", tab.presets[tab.sel].name, tab.seed)
	}
	for range 10 {
		latticePress(tab, "left")
	}
	if tab.seed != 0 || tab.period != 16 || tab.tail != 0 {
		t.Fatalf("seed %d, tail %d, period %d; want 0, 0, 16 as the text says", tab.seed, tab.tail, tab.period)
	}
	view := tab.View()
	tuitest.CheckWidth(t, "lcg16", view, 78)
	for _, want := range []string{"‹ lcg16 ›", "s' = (13·s + 5) mod 16", "seed 0", "period 16, full", "every i: 16"} {
		if !strings.Contains(ansi.Strip(view), want) {
			t.Errorf("view lacks %q:\n%s", want, tuitest.Plain(view))
		}
	}
	// Read the plot back: a point at (2x, 15 − y) for each pair (s_i,
	// s_{i+1}) of the text's S, a grid dot everywhere else on the lattice.
	want := map[[2]int]bool{}
	for i := range latticeJavaS {
		want[[2]int{latticeJavaS[i], latticeJavaS[(i+1)%16]}] = true
	}
	cells := latticePlotCells(view, 16, 2)
	for y := range 16 {
		for x := range 16 {
			got := cells[15-y][2*x]
			if want[[2]int{x, y}] != (got == '●') || got != '●' && got != '·' {
				t.Errorf("cell (%d, %d) is %q; pair of S: %v", x, y, got, want[[2]int{x, y}])
			}
		}
	}
}

func TestLatticeLinesJavaText(t *testing.T) {
	tab := testLatticeTab(tuitest.Common(t))
	tab.SetSize(118, 34)
	latticePress(tab, "l")
	view := latticeInfo(tab)
	// 3 + 13·1 = 16: every pair of S has 3x + y ≡ 5 (mod 16), and 3x + y
	// takes the values 5, 21, 37, 53 — checked here on S itself.
	vals := map[int]bool{}
	for i := range latticeJavaS {
		x, y := latticeJavaS[i], latticeJavaS[(i+1)%16]
		if (3*x+y)%16 != 5 {
			t.Fatalf("pair (%d, %d) breaks 3x + y ≡ 5", x, y)
		}
		vals[3*x+y] = true
	}
	if len(vals) != 4 || !vals[5] || !vals[21] || !vals[37] || !vals[53] {
		t.Fatalf("3x + y takes %v", vals)
	}
	for _, want := range []string{"As 3 + 13·1 = 16 ≡ 0", "3x + y ≡ 5 (mod 16)", "(3x + y = 5, 21, 37, 53)",
		"one line wrapping round the torus", "ν₂² = 10", "5.06 apart"} {
		if !strings.Contains(view, want) {
			t.Errorf("view lacks %q:\n%s", want, view)
		}
	}
	// The text's Figure 2: the pairs (0,5), (6,3), (12,1), … and the line
	// from (15, 0) through (12, 1): x + 3y ≡ 15, shown by the second l.
	lt := latticePress(tab, "p", "right", "right", "right", "right", "right", "right").(*latticeTab)
	var fig2 []rng.Point
	for _, p := range [][2]uint64{{0, 5}, {6, 3}, {12, 1}, {2, 15}, {8, 13}, {14, 11}, {4, 9}, {10, 7}} {
		fig2 = append(fig2, rng.Point{X: p[0], Y: p[1]})
	}
	if lt.seed != 0 || !slices.Equal(lt.pairs, fig2) {
		t.Errorf("Figure 2 pairs from seed %d: %v, want the text's %v", lt.seed, lt.pairs, fig2)
	}
	latticePress(tab, "l")
	view = latticeInfo(tab)
	// The line drawn passes through the text's (15, 0) and (12, 1).
	f, _ := lt.family()
	for _, p := range [][2]int64{{15, 0}, {12, 1}} {
		if ((f.U*p[0]+f.V*p[1])%16+16)%16 != int64(f.C) {
			t.Errorf("(%d, %d) is not on the line drawn, %+v", p[0], p[1], f)
		}
	}
	for _, want := range []string{"(s0,s1), (s2,s3), …: 8", "x + 3y ≡ 15 (mod 16)", "(x + 3y = 15, 31, 47)", "one line wrapping round the torus", "(15,0) through (12,1)"} {
		if !strings.Contains(view, want) {
			t.Errorf("Figure 2 view lacks %q:\n%s", want, view)
		}
	}
}

// TestLatticeHalfBlocks reads back the half-block plot of lcg32 at 78 × 18
// and compares it with the pairs of (5s + 13) mod 32 computed here.
func TestLatticeHalfBlocks(t *testing.T) {
	tab := latticePress(testLatticeTab(tuitest.Common(t)), "g")
	tab.SetSize(78, 18)
	lt := tab.(*latticeTab)
	if lt.presets[lt.sel].name != "lcg32" || lt.period != 32 {
		t.Fatalf("%s period %d", lt.presets[lt.sel].name, lt.period)
	}
	want := map[[2]int]bool{}
	s := int(lt.seed)
	for range 32 {
		n := (5*s + 13) % 32
		want[[2]int{s, n}] = true
		s = n
	}
	if len(want) != 32 {
		t.Fatalf("%d distinct pairs", len(want))
	}
	cells := latticePlotCells(tab.View(), 16, 2)
	got := map[[2]int]bool{}
	for r, row := range cells {
		for x := range 32 {
			switch row[x] {
			case '▀':
				got[[2]int{x, 31 - 2*r}] = true
			case '▄':
				got[[2]int{x, 30 - 2*r}] = true
			case '█':
				got[[2]int{x, 31 - 2*r}], got[[2]int{x, 30 - 2*r}] = true, true
			case ' ':
			default:
				t.Errorf("cell %d, %d is %q", x, r, row[x])
			}
		}
	}
	for p := range want {
		if !got[p] {
			t.Errorf("pair %v not drawn", p)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d points drawn, want %d", len(got), len(want))
	}
	// Stepping marks the latest pair with ◉, a character, so that it shows
	// without colour, in the cell of the second pair (s_1, s_2).
	latticePress(tab, "ss")
	s1 := (5*int(lt.seed) + 13) % 32
	s2 := (5*s1 + 13) % 32
	cells = latticePlotCells(tab.View(), 16, 2)
	if v := ansi.Strip(tab.View()); strings.Count(v, "◉") != 1 || cells[(31-s2)/2][s1] != '◉' ||
		!strings.Contains(v, fmt.Sprintf("latest (%d, %d)", s1, s2)) {
		t.Errorf("latest pair (%d, %d) not marked:\n%s", s1, s2, v)
	}
}

func TestLatticeKeys(t *testing.T) {
	type state struct {
		name          string
		seed          uint64
		stride, shown int
		lines         int
	}
	get := func(tab tabModel) state {
		lt := tab.(*latticeTab)
		return state{lt.presets[lt.sel].name, lt.seed, lt.stride, lt.shown, lt.lines}
	}
	for _, tc := range []struct {
		keys []string
		want state
	}{
		{nil, state{"lcg16", 10, 1, 0, linesOff}},
		{[]string{"g"}, state{"lcg32", 42 % 32, 1, 0, linesOff}},
		{[]string{"ggg"}, state{"lcg:137,1,256", 42, 1, 0, linesOff}},
		{[]string{"gggg"}, state{"lcg16", 10, 1, 0, linesOff}},
		{[]string{"G"}, state{"lcg:137,1,256", 42, 1, 0, linesOff}},
		{[]string{"right"}, state{"lcg16", 11, 1, 0, linesOff}},
		{[]string{"]"}, state{"lcg16", 11, 1, 0, linesOff}},
		{[]string{"right", "right", "right", "right", "right", "right"}, state{"lcg16", 0, 1, 0, linesOff}},
		{[]string{"left", "["}, state{"lcg16", 8, 1, 0, linesOff}},
		{[]string{"s"}, state{"lcg16", 10, 1, 1, linesOff}},
		{[]string{"sss"}, state{"lcg16", 10, 1, 3, linesOff}},
		{[]string{"sssS"}, state{"lcg16", 10, 1, 2, linesOff}},
		{[]string{"sS"}, state{"lcg16", 10, 1, 1, linesOff}}, // S stops at the first pair
		{[]string{"S"}, state{"lcg16", 10, 1, 15, linesOff}}, // from all, back one
		{[]string{strings.Repeat("s", 17)}, state{"lcg16", 10, 1, 1, linesOff}},
		{[]string{"ssa"}, state{"lcg16", 10, 1, 0, linesOff}},
		{[]string{"ss", "right"}, state{"lcg16", 11, 1, 0, linesOff}},
		{[]string{"l"}, state{"lcg16", 10, 1, 0, linesWidest}},
		{[]string{"ll"}, state{"lcg16", 10, 1, 0, linesOff}}, // widest is one line: no second family
		{[]string{"p"}, state{"lcg16", 10, 2, 0, linesOff}},
		{[]string{"pll"}, state{"lcg16", 10, 2, 0, linesWrapped}},
		{[]string{"plll"}, state{"lcg16", 10, 2, 0, linesOff}},
		{[]string{"pllp"}, state{"lcg16", 10, 1, 0, linesWidest}}, // wrapped falls back
		{[]string{"ssp"}, state{"lcg16", 10, 2, 0, linesOff}},
		{[]string{"x", "q", "1"}, state{"lcg16", 10, 1, 0, linesOff}}, // not the tab's
	} {
		tab := testLatticeTab(tuitest.Common(t))
		tab.SetSize(78, 18)
		if got := get(latticePress(tab, tc.keys...)); got != tc.want {
			t.Errorf("%q: got %+v, want %+v", tc.keys, got, tc.want)
		}
	}
	// Other messages are ignored.
	tab := testLatticeTab(tuitest.Common(t))
	before := tab.View()
	if tab, cmd := tab.Update(tea.WindowSizeMsg{Width: 10, Height: 10}); cmd != nil || tab.View() != before {
		t.Error("a non-key message changed the tab")
	}
}

// latticeNoDeadKeys presses every key the help shows, in each state reached by
// the key sequences, and fails if one changes nothing.
func latticeNoDeadKeys(t *testing.T, mk func() tabModel, seqs [][]string) {
	t.Helper()
	for _, seq := range seqs {
		base := latticePress(mk(), seq...)
		for _, b := range base.Keys() {
			if b.Help().Key == "" || b.Help().Desc == "" {
				t.Errorf("after %q: a binding without help: %v", seq, b.Keys())
			}
			for _, k := range b.Keys() {
				tab := latticePress(mk(), seq...)
				if tuitest.Unmarked(tab.View()) != tuitest.Unmarked(base.View()) {
					t.Fatalf("views differ for the same keys %q", seq)
				}
				if tab = latticePress(tab, k); tuitest.Unmarked(tab.View()) == tuitest.Unmarked(base.View()) {
					t.Errorf("after %q: %q (%s %s) changes nothing", seq, k, b.Help().Key, b.Help().Desc)
				}
			}
		}
	}
}

func TestLatticeNoDeadKeys(t *testing.T) {
	mk := func() tabModel {
		tab := testLatticeTab(tuitest.Common(t))
		tab.SetSize(78, 18)
		return tab
	}
	latticeNoDeadKeys(t, mk, [][]string{nil, {"s"}, {"sss"}, {"l"}, {"pl"}, {"pll"}, {"ggg"}, {"gggs"}})
	// The help names s, S and a only when they act.
	helps := func(tab tabModel) string {
		var out []string
		for _, b := range tab.Keys() {
			out = append(out, b.Help().Key)
		}
		return strings.Join(out, " ")
	}
	for _, tc := range []struct {
		keys string
		want string
	}{
		{"", "g/G l s p S ←/→"},
		{"s", "g/G l s p a ←/→"},
		{"ss", "g/G l s p S a ←/→"},
	} {
		if got := helps(latticePress(mk(), tc.keys)); got != tc.want {
			t.Errorf("help after %q: %q, want %q", tc.keys, got, tc.want)
		}
	}
}

func TestLatticeSessionLCG(t *testing.T) {
	// A custom LCG comes first and is chosen; its widest lines
	// (−2x + 2y ≡ 2 (mod 16): 2 + 9·... ) are two torus lines, so l offers
	// a single wrapping line as well.
	tab := testLatticeTab(latticeSession(t, "lcg:9,1,16", "7")).(*latticeTab)
	tab.SetSize(78, 18)
	if p := tab.presets[0]; p.name != "lcg:9,1,16" || !p.session || tab.sel != 0 || tab.seed != 7 {
		t.Fatalf("presets[0] = %+v, sel %d, seed %d", p, tab.sel, tab.seed)
	}
	if !tab.hasWrap || tab.widest.TorusLines != 2 {
		t.Errorf("widest %+v, hasWrap %v", tab.widest, tab.hasWrap)
	}
	if !strings.Contains(ansi.Strip(tab.View()), "(the Lab's)") {
		t.Error("the session's LCG is not marked")
	}
	latticePress(tab, "ll")
	if tab.lines != linesWrapped || !strings.Contains(latticeInfo(tab), "shortest single one") {
		t.Errorf("lines %d:\n%s", tab.lines, tuitest.Plain(tab.View()))
	}
	// The session's lcg16 is marked in place, not added.
	tab = testLatticeTab(latticeSession(t, "lcg:13,5,16", "3")).(*latticeTab)
	if len(tab.presets) != 4 || !tab.presets[0].session || tab.seed != 3 {
		t.Errorf("lcg:13,5,16: %d presets, first %+v, seed %d", len(tab.presets), tab.presets[0], tab.seed)
	}
	// Too large to plot: left out.
	tab = testLatticeTab(latticeSession(t, "lcg:5,1,8192", "3")).(*latticeTab)
	if len(tab.presets) != 4 || slices.ContainsFunc(tab.presets, func(p latticePreset) bool { return p.session }) {
		t.Errorf("lcg:5,1,8192 was offered: %+v", tab.presets)
	}
	// A short orbit with a tail: (2s + 1) mod 16 from 7 goes 7, 15, 15, …
	tab = testLatticeTab(latticeSession(t, "lcg:2,1,16", "7")).(*latticeTab)
	tab.SetSize(78, 18)
	if tab.tail != 1 || tab.period != 1 || len(tab.pairs) != 2 {
		t.Errorf("lcg:2,1,16 from 7: tail %d, period %d, pairs %v", tab.tail, tab.period, tab.pairs)
	}
	if v := latticeInfo(tab); !strings.Contains(v, "tail 1, period 1, not full") {
		t.Errorf("view:\n%s", v)
	}
}

// TestLatticeEnterFollowsSession: a generator chosen elsewhere while the
// tab was hidden is picked up when it is shown.
func TestLatticeEnterFollowsSession(t *testing.T) {
	c := tuitest.Common(t)
	tab := testLatticeTab(c).(*latticeTab)
	latticePress(tab, "g")
	tab.Enter()
	if tab.presets[tab.sel].name != "lcg32" {
		t.Error("Enter without a session change reset the choice")
	}
	s, _ := settings.Options{Gen: "lcg:5,1,256", Seed: "200"}.Resolve()
	*tab.set = s // the Lab takes the casino's settings on Enter (TestLabFollowsCasinoUntilChanged)
	tab.Enter()
	if p := tab.presets[tab.sel]; p.name != "lcg:5,1,256" || !p.session || tab.seed != 200 {
		t.Errorf("after Enter: %+v seed %d", p, tab.seed)
	}
}

func TestLatticeSizes(t *testing.T) {
	sizes := [][2]int{{0, 0}, {1, 1}, {3, 2}, {4, 1}, {10, 5}, {39, 10}, {45, 12}, {60, 18}, {78, 12},
		{78, 18}, {100, 24}, {118, 34}, {130, 40}}
	for _, gens := range []string{"", "g", "gg", "ggg"} {
		for _, lines := range []string{"", "l"} {
			for _, sz := range sizes {
				w, h := sz[0], sz[1]
				tab := latticePress(testLatticeTab(tuitest.Common(t)), gens, lines, "ss")
				tab.SetSize(w, h)
				v := tab.View()
				name := fmt.Sprintf("%q %dx%d", gens+lines, w, h)
				tuitest.CheckWidth(t, name, v, w)
				if h >= 1 && lipgloss.Height(v) > h && w >= 4 {
					t.Errorf("%s: %d lines", name, lipgloss.Height(v))
				}
			}
		}
	}
}

// Every line of the plot is as wide as its canvas says (labels, a space,
// one cell a column), which the tab's View counts on rather than
// measuring the braille; and View is what lipgloss.JoinHorizontal makes
// of the plot and the text, in colour and without: on every preset, with
// lines and without, stepping (the latest pair's ◉), at many sizes.
func TestLatticePlotWidth(t *testing.T) {
	for _, colour := range []bool{false, true} {
		c := tuitest.Common(t)
		if colour {
			r := lipgloss.NewRenderer(io.Discard)
			r.SetColorProfile(termenv.TrueColor)
			tuitest.Root(c).SetStyles(draw.NewStyles(r))
		}
		for _, keys := range [][]string{{}, {"l"}, {"g"}, {"g", "l", "ss"}, {"gg"}, {"gg", "l"}, {"ggg", "l"}, {"ggg", "ss"}, {"p", "ll"}, {"G", "l"}} {
			for _, sz := range [][2]int{{45, 12}, {60, 18}, {78, 18}, {100, 24}, {118, 34}, {130, 40}, {200, 60}} {
				tab := latticePress(testLatticeTab(c), keys...).(*latticeTab)
				tab.SetSize(sz[0], sz[1])
				name := fmt.Sprintf("colour %v, %q at %dx%d", colour, keys, sz[0], sz[1])
				cv := newCanvas(int(tab.presets[tab.sel].m), tab.W-latticeInfoMin-2, tab.H-1)
				if cv.cols == 0 {
					continue
				}
				plot, w := tab.plotView(cv), cv.labelW+1+cv.cols
				for i, l := range strings.Split(plot, "\n") {
					if got := ansi.StringWidth(l); got != w {
						t.Fatalf("%s: line %d of the plot is %d wide, want %d", name, i, got, w)
					}
				}
				infoW := tab.W - w - 2
				want := lipgloss.JoinHorizontal(lipgloss.Top, plot, "  ", draw.Fit(tab.infoView(infoW), infoW, tab.H))
				if got := tab.View(); got != want {
					t.Fatalf("%s: View differs from JoinHorizontal:\n%s\nwant\n%s", name, got, want)
				}
			}
		}
	}
}

// The lines rasterized for one frame are drawn again only while they are
// the lines to draw: a tab taken through sizes, presets, seeds, strides
// and lines (on one canvas: the widest lines, the stride's, the wrapping
// line, none), drawing each step, shows what a new tab shows with the
// same keys at the same size.
func TestLatticeRasterKept(t *testing.T) {
	c := tuitest.Common(t)
	tab := testLatticeTab(c)
	var keys []string
	for i, step := range []struct {
		keys []string
		w, h int
	}{
		{[]string{"l"}, 118, 34}, {nil, 78, 18}, {nil, 118, 34}, {[]string{"p"}, 118, 34}, {[]string{"l"}, 118, 34},
		{[]string{"l"}, 118, 34}, {[]string{"p", "l"}, 118, 34}, {[]string{"ggg"}, 118, 34}, {[]string{"p"}, 118, 34},
		{[]string{"right"}, 100, 24}, {[]string{"g", "l"}, 130, 40}, {[]string{"ss"}, 130, 40}, {[]string{"G"}, 60, 18},
		{[]string{"l", "l"}, 200, 60},
	} {
		keys = append(keys, step.keys...)
		tab = latticePress(tab, step.keys...)
		tab.SetSize(step.w, step.h)
		fresh := latticePress(testLatticeTab(c), keys...)
		fresh.SetSize(step.w, step.h)
		if got, want := tab.View(), fresh.View(); got != want {
			t.Fatalf("step %d (%q at %dx%d): the tab drew\n%s\na new tab draws\n%s", i, keys, step.w, step.h, got, want)
		}
	}
}

// BenchmarkLatticeView measures a frame of the lattice tab at 118 × 34:
// the Java text's LCG with its lines, and the densest preset with its 21
// lines in braille; the matrix tab's frame is the baseline.
func BenchmarkLatticeView(b *testing.B) {
	c := tuitest.Common(b)
	for _, tc := range []struct {
		name string
		tab  tabModel
	}{
		{"matrix", newMatrixTab(c, new(c.Settings()), &panel.Model{})},
		{"lcg16-lines", latticePress(testLatticeTab(c), "l")},
		{"lcg137-lines", latticePress(testLatticeTab(c), "ggg", "l")},
	} {
		tc.tab.SetSize(118, 34)
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				_ = tc.tab.View()
			}
		})
	}
}

func TestLatticeGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys []string
		w, h int
	}{
		{"lattice_lcg16_lines_78x18", []string{"l", "sssss"}, 78, 18},
		{"lattice_fig2_118x34", []string{"p", "ll"}, 118, 34},
		{"lattice_lcg32_78x18", []string{"g", "l"}, 78, 18},
		{"lattice_lcg5_256_78x18", []string{"gg"}, 78, 18},
		{"lattice_lcg137_256_118x34", []string{"ggg", "l"}, 118, 34},
	} {
		tab := testLatticeTab(tuitest.Common(t))
		tab.SetSize(tc.w, tc.h)
		v := latticePress(tab, tc.keys...).View()
		tuitest.CheckWidth(t, tc.name, v, tc.w)
		tuitest.Golden(t, tc.name, v)
	}
}
