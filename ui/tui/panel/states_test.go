package panel

import (
	"regexp"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// panelState builds one state of the panel on c (its styles decide the
// colours), unsized.
type panelState struct {
	name  string
	build func(t testing.TB, c *common.Common) Model
}

// sampled is a panelState that ran algo on cards cards (with opts) to the
// end.
func sampled(name, algo string, cards int, opts shuffle.Options, trials int64) panelState {
	return panelState{name, func(t testing.TB, c *common.Common) Model {
		return sampledPanelWith(t, c, algo, opts, cards, 42, trials, 0, 0)
	}}
}

// addEvents tallies dice faces, two-dice sums, a table's own counts and
// lottery draws, all from pcg at seed 3.
func addEvents(p *Model, faces, sums, draws int) {
	g := rng.NewPCG(3)
	for range faces {
		p.AddFaces(6, 1+g.IntN(6))
	}
	labels := []string{"2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}
	probs := make([]float64, len(labels))
	for i := range probs {
		probs[i] = float64(6-max(5-i, i-5)) / 36
	}
	for range sums {
		p.Observe("sum of two dice", labels, probs, g.IntN(6)+g.IntN(6))
	}
	if sums > 0 {
		p.SetTally("winners", []string{"Alice", "Bob"}, []float64{0.8, 0.2}, []int64{int64(sums), int64(sums / 3)})
	}
	for range draws {
		p.AddBalls(49, drawBalls(g, 49, 6, false)...)
	}
}

// deterministicStates are states whose every line is the same on every
// run: samplers run to their end on one worker, the rate forgotten.
func deterministicStates() []panelState {
	return []panelState{
		{"nothing", func(t testing.TB, c *common.Common) Model { return New(c) }},
		{"idle", func(t testing.TB, c *common.Common) Model {
			p := New(c)
			fy, _ := shuffle.Lookup("fisher-yates")
			p.SetSpec(shuffle.SamplerSpec{Algo: fy, Cards: 52, Gen: c.Settings().Gen, Seed: 42, Workers: 1})
			return p
		}},
		{"spec-error", func(t testing.TB, c *common.Common) Model {
			p := New(c)
			fy, _ := shuffle.Lookup("fisher-yates")
			p.SetSpec(shuffle.SamplerSpec{Algo: fy, Cards: 0, Gen: c.Settings().Gen, Seed: 42, Workers: 1})
			return p
		}},
		sampled("fisher-yates-52", "fisher-yates", 52, shuffle.Options{}, 20000),
		sampled("naive-8", "naive", 8, shuffle.Options{}, 20000),
		sampled("fisher-yates-3-exact", "fisher-yates", 3, shuffle.Options{}, 6000),
		sampled("naive-5-exact", "naive", 5, shuffle.Options{}, 20000),
		sampled("naive-6-exact", "naive", 6, shuffle.Options{}, 20000),
		sampled("partial-49", "partial", 49, shuffle.Options{Keep: 6}, 20000),
		sampled("fisher-yates-300", "fisher-yates", 300, shuffle.Options{}, 3000),
		sampled("dice-original", "constrained-original", 12, shuffle.Options{Faces: 6, Distance: 1}, 5000),
		{"events", func(t testing.TB, c *common.Common) Model {
			p := New(c)
			addEvents(&p, 600, 300, 0)
			return p
		}},
		{"balls", func(t testing.TB, c *common.Common) Model {
			p := New(c)
			addEvents(&p, 0, 0, 200)
			return p
		}},
		{"events-and-balls", func(t testing.TB, c *common.Common) Model {
			p := New(c)
			addEvents(&p, 120, 40, 30)
			return p
		}},
		{"fisher-yates-52-events", func(t testing.TB, c *common.Common) Model {
			p := sampledPanelWith(t, c, "fisher-yates", shuffle.Options{}, 52, 42, 5000, 0, 0)
			addEvents(&p, 300, 0, 0)
			return p
		}},
	}
}

// A fix beside its flaw (Versus): Fisher–Yates sampled on three cards,
// each order's exact 1/6 beside the naive shuffle's law — 5/27 for 1 3 2,
// 2 1 3 and 2 3 1, 4/27 for the rest, as the 27 runs of the naive swaps
// count by hand (the naive-three demo's answer); narrow, each order's
// fractions alone, whole; a new spec forgets it.
func TestVersus(t *testing.T) {
	c := tuitest.Common(t)
	p := sampledPanelWith(t, c, "fisher-yates", shuffle.Options{}, 3, 42, 6000, 60, 30)
	naive, _ := shuffle.Lookup("naive")
	p, _ = p.Update(p.Versus(naive, shuffle.Options{})())
	v := tuitest.Plain(p.View())
	for order, want := range map[string]string{"123": "4/27", "132": "5/27", "213": "5/27", "231": "5/27", "312": "4/27", "321": "4/27"} {
		if !regexp.MustCompile(order + ` .*exact 1/6 = 16\.67% · naive ` + want).MatchString(v) {
			t.Errorf("order %s: not 1/6 beside the naive %s:\n%s", order, want, v)
		}
	}
	p.SetSize(48, 30)
	if v := tuitest.Plain(p.View()); !strings.Contains(v, "exact 1/6 · naive 5/27") {
		t.Errorf("narrow:\n%s", v)
	}
	fy, _ := shuffle.Lookup("fisher-yates")
	p.SetSpec(shuffle.SamplerSpec{Algo: fy, Cards: 3, Gen: c.Settings().Gen, Seed: 1, Workers: 1})
	if p.versus != nil || p.versusName != "" {
		t.Error("a new spec kept the law beside")
	}
}
