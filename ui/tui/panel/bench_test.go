package panel

import (
	"io"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/tuitest"
)

// Sink keeps the benchmarks' results alive.
var Sink string

// colourCommon is tuitest.Common with true-colour styles.
func colourCommon(t testing.TB) *common.Common {
	c := tuitest.Common(t)
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	tuitest.Root(c).SetStyles(draw.NewStyles(r))
	return c
}

// sampledPanel is a w × h panel on c that ran algo on cards cards with pcg
// at seed for trials samples to the end, as the root's fillPanel does.
func sampledPanel(t testing.TB, c *common.Common, algo string, cards int, seed uint64, trials int64, w, h int) Model {
	t.Helper()
	return sampledPanelWith(t, c, algo, shuffle.Options{}, cards, seed, trials, w, h)
}

// sampledPanelWith is sampledPanel with the algorithm's options.
func sampledPanelWith(t testing.TB, c *common.Common, algo string, opts shuffle.Options, cards int, seed uint64, trials int64, w, h int) Model {
	t.Helper()
	a, err := shuffle.Lookup(algo)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rng.Lookup("pcg")
	if err != nil {
		t.Fatal(err)
	}
	p := New(c)
	p.SetSize(w, h)
	spec := shuffle.SamplerSpec{Algo: a, Options: opts, Cards: cards, Gen: g, Seed: seed, Workers: 1, Trials: trials}
	if cmd := p.SetSpec(spec); cmd != nil {
		p, _ = p.Update(cmd()) // the exact distribution of a small deck
	}
	p.Toggle()
	p.Sampler().Wait()
	p.Refresh()
	p.Still()
	return p
}

// BenchmarkView is the busiest frame the panel draws: the Lab's
// fisher-yates on 52 cards, docked right of a 120×40 terminal (the root
// gives it 58×38), in true colour with the 52 × 52 heatmap. "tick" draws
// each frame from a new report, as after each of the sampler's ticks, so
// the cache cannot hide the work; "cached" draws the same state again.
//
// Medians of five, the tree before the cache (eb80fa4) and after run back
// to back on a 2-core machine under load (wall times are noisy; compare
// ratios), with
//
//	go test -run '^$' -bench . -benchmem -count 5 ./ui/tui/panel/
//
//	               before                          after
//	tick    1,004 µs  376 KB  437 allocs    182 µs  70 KB  148 allocs
//	cached    714 µs  376 KB  437 allocs    0.47 µs   0 B    0 allocs
//
// (The 1.3 ms, 637 KB and 1,895 allocations were the root's whole
// frame, the Lab's tab and layout included.)
func BenchmarkView(b *testing.B) {
	c := colourCommon(b)
	p := sampledPanel(b, c, "fisher-yates", 52, 42, 100000, 58, 38)
	q := sampledPanel(b, c, "fisher-yates", 52, 43, 100000, 58, 38)
	reports := [2]*stats.Report{p.report, q.report}
	b.Run("tick-58x38-52cards", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			i++
			p.report = reports[i&1] // what refresh does with a new snapshot
			p.changed()
			Sink = p.View()
		}
	})
	b.Run("cached-58x38-52cards", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			Sink = p.View()
		}
	})
}
