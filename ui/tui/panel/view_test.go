package panel

import (
	"fmt"
	"io"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"riffle/engine/shuffle"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/tuitest"
)

// stylesFor is styles for a renderer with the colour profile and
// background.
func stylesFor(prof termenv.Profile, dark bool) draw.Styles {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(prof)
	r.SetHasDarkBackground(dark)
	return draw.NewStyles(r)
}

// profiles are the colour profiles the tests draw with: none, 256
// colours, true colour.
var profiles = []termenv.Profile{termenv.Ascii, termenv.ANSI256, termenv.TrueColor}

// viewSizes are panel sizes around the layout's thresholds: docked right
// at 120×40 and 80×24-ish, docked below (wide and short: w ≥ 53, h < 20),
// cramped and degenerate.
var viewSizes = [][2]int{
	{58, 38}, {66, 38}, {40, 24}, {58, 20}, {20, 38}, {30, 12},
	{80, 10}, {120, 16}, {53, 19}, {100, 19}, {52, 19}, {80, 13},
	{10, 5}, {5, 3}, {4, 2}, {3, 1}, {0, 0},
}

// checkView fails unless p's View is its reference drawing, twice (the
// second from the cache).
func checkView(t *testing.T, name string, p *Model) string {
	t.Helper()
	got, want := p.View(), p.refView()
	if got != want {
		t.Errorf("%s: View differs from the reference%s", name, firstDiff(got, want))
	}
	if again := p.View(); again != got {
		t.Errorf("%s: a second View differs from the first%s", name, firstDiff(again, got))
	}
	return got
}

// firstDiff describes the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf(" at line %d:\n got  %q\n want %q", i+1, gl, wl)
		}
	}
	return ""
}

// The cached, fast View draws exactly what the straightforward drawing
// did (reference_test.go) for every state, at sizes around the layout's
// thresholds, without colours, in 256 colours and in true colour.
func TestViewMatchesReference(t *testing.T) {
	for _, prof := range profiles {
		c := tuitest.Common(t)
		tuitest.Root(c).SetStyles(stylesFor(prof, true))
		for _, s := range deterministicStates() {
			p := s.build(t, c)
			for _, size := range viewSizes {
				p.SetSize(size[0], size[1])
				checkView(t, fmt.Sprintf("%s profile %d %dx%d", s.name, prof, size[0], size[1]), &p)
			}
		}
	}
}

// Every input of the view shows in the next View: each step changes the
// panel, and the View after it is the reference drawing of the new state
// (not the cached drawing of the old one), and differs from the last View
// where the step changes what is drawn.
func TestViewRedrawsEveryChange(t *testing.T) {
	c := tuitest.Common(t)
	p := New(c)
	fy, _ := shuffle.Lookup("fisher-yates")
	naive, _ := shuffle.Lookup("naive")
	var exact func() // delivers the exact distribution the last SetSpec asked for
	setSpec := func(spec shuffle.SamplerSpec) {
		cmd := p.SetSpec(spec)
		exact = func() { p, _ = p.Update(cmd()) }
	}
	var q Model // a copy of the panel, as Update returns
	steps := []struct {
		name   string
		change func()
		same   bool // the change draws nothing new
	}{
		{"size", func() { p.SetSize(58, 38) }, false},
		{"faces", func() { p.AddFaces(6, 1, 2, 3, 6, 6) }, false},
		{"observe", func() { p.Observe("coin", []string{"H", "T"}, []float64{0.5, 0.5}, 1) }, false},
		{"set tally", func() { p.SetTally("coin", []string{"H", "T"}, []float64{0.5, 0.5}, []int64{40, 60}) }, false},
		{"balls", func() { p.AddBalls(49, 1, 2, 3, 4, 5, 6) }, false},
		{"more balls", func() { p.AddBalls(49, 7, 8, 9, 10, 11, 12) }, false},
		{"clear events", func() { p.ClearEvents() }, false},
		{"faces while hidden", func() {
			tuitest.Root(c).SetPanel(false)
			p.AddFaces(6, 4)
			tuitest.Root(c).SetPanel(true)
		}, false},
		{"colour styles", func() { tuitest.Root(c).SetStyles(stylesFor(termenv.TrueColor, true)) }, false},
		{"light background", func() { tuitest.Root(c).SetStyles(stylesFor(termenv.TrueColor, false)) }, false},
		{"256 colours", func() { tuitest.Root(c).SetStyles(stylesFor(termenv.ANSI256, false)) }, false},
		{"spec", func() {
			setSpec(shuffle.SamplerSpec{Algo: fy, Cards: 3, Gen: c.Settings().Gen, Seed: 42, Workers: 1, Trials: 3000})
		}, false},
		{"sampler started", func() { p.Toggle() }, false},
		{"sampler done", func() { p.Sampler().Wait(); p.Refresh() }, false},
		{"rate forgotten", func() { p.Still() }, false},
		{"exact distribution", func() { exact() }, false},
		{"no colours", func() { tuitest.Root(c).SetStyles(stylesFor(termenv.Ascii, true)) }, false},
		{"stopped", func() { p.Stop() }, false},
		{"another spec", func() {
			setSpec(shuffle.SamplerSpec{Algo: naive, Cards: 8, Gen: c.Settings().Gen, Seed: 1, Workers: 1})
		}, false},
		{"endless sampler started", func() { p.Toggle() }, false},
		{"new snapshot", func() { waitForSamples(t, &p, 1) }, false},
		{"newer snapshot", func() { waitForSamples(t, &p, p.Report().Trials+1) }, false},
		{"paused", func() { p.Toggle() }, false},
		{"resumed", func() { p.Toggle() }, false},
		{"paused behind the panel's back", func() { p.Sampler().Pause() }, false},
		{"resumed behind its back", func() { p.Sampler().Resume() }, false},
		{"stopped again", func() { p.Stop(); p.Still() }, false},
		{"a copy changes the tallies they share", func() {
			p.AddFaces(6, 1)
			p.View()
			q = p
			q.AddFaces(6, 2, 2, 2) // p's own version is the same
		}, false},
		{"no spec", func() { p.ClearSpec() }, false},
		{"narrow", func() { p.SetSize(40, 20) }, false},
		{"docked below", func() { p.SetSize(100, 12) }, false},
		{"show panel off and on", func() { tuitest.Root(c).SetPanel(false); tuitest.Root(c).SetPanel(true) }, true},
	}
	prev := checkView(t, "new", &p)
	for _, s := range steps {
		s.change()
		v := checkView(t, s.name, &p)
		if !s.same && v == prev {
			t.Errorf("%s: the view did not change:\n%s", s.name, tuitest.Plain(v))
		}
		prev = v
	}
	p.Stop()
	if q.View() != q.refView() {
		t.Error("the copy's view is not its reference drawing")
	}
}

// waitForSamples refreshes p until its report has at least n samples.
func waitForSamples(t *testing.T, p *Model, n int64) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		p.Refresh()
		if r := p.Report(); r != nil && r.Trials >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %d samples within 10 s", n)
		}
		time.Sleep(time.Millisecond)
	}
}

// A View with nothing changed returns the drawing already made: no
// allocation, whatever the state.
func TestViewUnchangedDrawsNothing(t *testing.T) {
	c := tuitest.Common(t)
	tuitest.Root(c).SetStyles(stylesFor(termenv.TrueColor, true))
	p := sampledPanel(t, c, "fisher-yates", 52, 42, 20000, 58, 38)
	addEvents(&p, 100, 100, 10)
	for _, size := range [][2]int{{58, 38}, {100, 12}} {
		p.SetSize(size[0], size[1])
		p.View()
		if n := testing.AllocsPerRun(100, func() { Sink = p.View() }); n != 0 {
			t.Errorf("%dx%d: an unchanged View allocates %v times", size[0], size[1], n)
		}
	}
}

// HeatIndex without math.Max and math.Min maps every residual where it
// did, at the colour steps' edges (z = ±0.4, ±1.2, … are halfway between
// two colours), beyond the scale, at ±0 and at infinities.
func TestHeatIndexAsBefore(t *testing.T) {
	zs := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), 4, -4, 4.0000001, -4.0000001, 1e300, -1e300}
	for z := -6.0; z <= 6; z += 0.0625 {
		zs = append(zs, z)
	}
	for k := -5; k <= 5; k++ {
		mid := (float64(k) + 0.5) * heatFull / 5
		zs = append(zs, mid, math.Nextafter(mid, -10), math.Nextafter(mid, 10))
	}
	for _, z := range zs {
		if got, want := HeatIndex(z), refHeatIndex(z); got != want {
			t.Errorf("HeatIndex(%v) = %d, was %d", z, got, want)
		}
	}
}

// View is exactly the size set, so that the root lays it out without
// measuring it again: h lines, each w cells wide.
func TestViewIsItsSize(t *testing.T) {
	for _, prof := range profiles {
		c := tuitest.Common(t)
		tuitest.Root(c).SetStyles(stylesFor(prof, true))
		for _, s := range deterministicStates() {
			p := s.build(t, c)
			for _, size := range viewSizes {
				w, h := size[0], size[1]
				p.SetSize(w, h)
				v := p.View()
				if h == 0 {
					if v != "" {
						t.Errorf("%s profile %d %dx%d: %q, want nothing", s.name, prof, w, h, v)
					}
					continue
				}
				lines := strings.Split(v, "\n")
				if len(lines) != h {
					t.Errorf("%s profile %d %dx%d: %d lines", s.name, prof, w, h, len(lines))
					continue
				}
				for i, l := range lines {
					if lw := lipgloss.Width(l); lw != w {
						t.Errorf("%s profile %d %dx%d: line %d is %d wide", s.name, prof, w, h, i, lw)
						break
					}
				}
			}
		}
	}
}
