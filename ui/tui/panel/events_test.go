package panel

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// drawBalls draws k distinct balls from 1…n with the Java text's lottery
// (the first k steps of Fisher–Yates), or, when biased, with ball 1 forced
// into the draw one time in ten.
func drawBalls(g rng.Generator, n, k int, biased bool) []int {
	deck := make([]int, n)
	for i := range deck {
		deck[i] = i + 1
	}
	shuffle.Partial(deck, k, g)
	if biased && g.IntN(10) == 0 && deck[0] != 1 {
		for i := 1; i < n; i++ {
			if deck[i] == 1 {
				deck[i] = deck[0]
				break
			}
		}
		deck[0] = 1
	}
	return deck[:k]
}

// The panel's ball tally gets its verdict from stats.BallVerdict (whose
// calibration and false-positive rate engine/stats tests): 20,000 fair
// draws of 6 of 49 at seed 5 are called fair (a fair drum is called
// otherwise one time in 100), and draws where ball 1 is forced in one time
// in ten biased: ball 1 then comes up with probability
// 6/49 + (1/10)(43/49) ≈ 0.21 instead of 0.12, about 1,750 extra times, a
// χ² contribution near 1,250 against 85 for the 99.9th percentile of
// χ²(48).
func TestBallTallyVerdict(t *testing.T) {
	for _, biased := range []bool{false, true} {
		g := rng.NewPCG(5)
		b := NewBallTally(49, 6)
		for range 20000 {
			b.add(drawBalls(g, 49, 6, biased))
		}
		v := b.Verdict()
		if v != stats.BallVerdict(b.Counts, 6, 20000) || v.DF != 48 {
			t.Errorf("the tally's verdict is not stats.BallVerdict's: %+v", v)
		}
		if !biased && v.Kind != stats.Fair {
			t.Errorf("fair draws called %v: %+v", v.Kind, v)
		}
		if biased && v.Kind != stats.Biased {
			t.Errorf("biased draws called %v: %+v", v.Kind, v)
		}
	}
}

// The panel draws event tallies: bars per face with the expected mark and a
// verdict, and per-number columns for balls.
func TestPanelEvents(t *testing.T) {
	c := tuitest.Common(t)
	p := New(c)
	p.SetSize(60, 30)
	g := rng.NewPCG(3)
	for range 600 {
		p.AddFaces(6, 1+g.IntN(6))
	}
	for range 100 {
		p.AddBalls(49, drawBalls(g, 49, 6, false)...)
	}
	v := tuitest.Plain(p.View())
	for _, want := range []string{"d6 faces  600 samples", "exp 100.0", "│", "6 of 49 balls  100 draws",
		"numbers 1…49", "df 5", "df 48", "no evidence of bias"} {
		if !strings.Contains(v, want) {
			t.Errorf("panel lacks %q:\n%s", want, v)
		}
	}
	tuitest.CheckWidth(t, "events panel", v, 60)
	// A loaded die (all sixes) is called biased.
	p.AddFaces(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6)
	if v := tuitest.Plain(p.View()); !strings.Contains(v, "biased: p < 1e-6") {
		t.Errorf("100 extra sixes not called biased:\n%s", v)
	}
}

// The ball columns show each number's deviation from its expected count:
// half height at the expectation, a full column at +4σ or more, empty at
// −4σ or less. Three numbers of ten, 100 draws of 3: 30 expected, σ =
// √(100·0.3·0.7) ≈ 4.58.
func TestBallColumnsShowDeviation(t *testing.T) {
	b := &BallTally{N: 10, K: 3, Counts: make([]int64, 10), Draws: 100}
	for i := range b.Counts {
		b.Counts[i] = 30
	}
	b.Counts[0], b.Counts[9] = 60, 0                     // +6.5σ and −6.5σ
	lines := b.lines(tuitest.Common(t).Styles(), 30, 12) // the title on one line, three rows
	row := func(i int) []rune { return []rune(draw.FitLine(tuitest.Plain(lines[i]), 30)) }
	// Three rows are 24 eighths: half height fills the bottom row and half
	// the middle one.
	top, mid, bottom := row(1), row(2), row(3)
	if top[0] != '█' || mid[0] != '█' || bottom[0] != '█' {
		t.Errorf("number 1 (+6.5σ) is not a full column: %q %q %q", string(top), string(mid), string(bottom))
	}
	if top[9] != ' ' || mid[9] != ' ' || bottom[9] != ' ' {
		t.Errorf("number 10 (−6.5σ) is not empty: %q %q %q", string(top), string(mid), string(bottom))
	}
	if top[4] != ' ' || mid[4] != '▄' || bottom[4] != '█' {
		t.Errorf("number 5 (expected) is not at half height: %q %q %q", string(top), string(mid), string(bottom))
	}
}

// Docked below a table (wide and short), the panel shows the heatmap and,
// beside the numbers, the table's own tally when it fits — as columns when
// bars do not.
func TestPanelBelowShowsTallyBesideHeatmap(t *testing.T) {
	c := tuitest.Common(t)
	p := New(c)
	fy, _ := shuffle.Lookup("fisher-yates")
	p.SetSpec(shuffle.SamplerSpec{Algo: fy, Cards: 52, Gen: c.Settings().Gen, Seed: 42, Workers: 1, Trials: 2000})
	p.Toggle()
	p.sampler.Wait()
	p.refresh()
	labels := []string{"a", "b", "c", "d", "e", "f", "g", "h"}
	probs := []float64{0.3, 0.2, 0.1, 0.1, 0.1, 0.1, 0.05, 0.05}
	g := rng.NewPCG(9)
	for range 400 {
		p.Observe("classes", labels, probs, g.IntN(8))
	}
	p.SetSize(80, 16)
	v := tuitest.Plain(p.View())
	if !strings.Contains(v, "classes  400 samples") || !strings.Contains(v, "positions × cards") {
		t.Errorf("below the table the panel lacks the tally or the heatmap:\n%s", v)
	}
	tuitest.CheckWidth(t, "panel below", v, 80)
}

// SetTally replaces a tally's counts (a table that keeps its own), where
// Observe adds one outcome.
func TestPanelSetTally(t *testing.T) {
	p := New(tuitest.Common(t))
	p.SetSize(60, 30)
	labels, probs := []string{"Alice", "Bob"}, []float64{0.8, 0.2}
	p.SetTally("winners", labels, probs, []int64{800, 200})
	p.Observe("winners", labels, probs, 1)
	p.SetTally("winners", labels, probs, []int64{80, 20})
	v := tuitest.Plain(p.View())
	if !strings.Contains(v, "winners  100 samples") || len(p.tallies) != 1 {
		t.Errorf("SetTally did not replace the counts:\n%s", v)
	}
	counts := []int64{1, 2}
	p.SetTally("other", labels, probs, counts)
	counts[0] = 99
	if p.tallies[1].Counts[0] != 1 {
		t.Error("SetTally kept the caller's slice")
	}
}

// A χ² of exactly 0 (every count on its expectation, as an exact sampler
// gives) is said in words, not as "p 1.0000".
func TestExactlyUniformIsSaid(t *testing.T) {
	st := tuitest.Common(t).Styles()
	got := tuitest.Plain(strings.Join(verdictText(st, stats.Verdict{Kind: stats.Fair, DF: 5, P: 1}, 6, 60), "\n"))
	if !strings.Contains(got, "exactly uniform") || strings.Contains(got, "p 1.0000") {
		t.Errorf("χ² 0: %q", got)
	}
	if got := chiLine(0.5, 3, 0.9189, 0); !strings.Contains(got, "p 0.9189") {
		t.Errorf("χ² 0.5: %q", got)
	}
}

// A test of pooled groups says so, and never "exactly uniform": a
// Yahtzee panel's rare faces pooled into groups sitting on their
// expectations read "χ² 0 … exactly uniform" beside unequal counts.
func TestPooledSaysSo(t *testing.T) {
	st := tuitest.Common(t).Styles()
	probs := []float64{0.4, 0.4, 0.05, 0.05, 0.05, 0.05}
	counts := []int64{8, 8, 3, 0, 1, 0} // the rare four pooled: 4 of the 4 they expect
	got := strings.Join(strings.Fields(tuitest.Plain(strings.Join(testText(st, counts, probs, 60), "\n"))), " ")
	if strings.Contains(got, "exactly uniform") || !strings.Contains(got, "6 pooled into") {
		t.Errorf("pooled: %q", got)
	}
}

// A die of more faces than columns of two cells fit is charted one cell a
// face, every face with its column and a tick label every few faces; a die
// of more faces than the panel's width is summed up in words, its test
// whole — never a chart of the first faces only.
func TestManyFacesEveryColumnOrWords(t *testing.T) {
	die := func(n int) (labels []string, probs []float64, counts []int64) {
		for f := 1; f <= n; f++ {
			labels = append(labels, fmt.Sprint(f))
			probs = append(probs, 1/float64(n))
			counts = append(counts, int64(f%7))
		}
		return
	}
	for _, n := range []int{20, 30, 48, 60, 120} {
		p := New(tuitest.Common(t))
		p.SetSize(80, 12)
		labels, probs, counts := die(n)
		p.SetTally(fmt.Sprintf("d%d faces", n), labels, probs, counts)
		v := tuitest.Plain(p.View())
		if n > 76 {
			if !strings.Contains(v, fmt.Sprintf("d%d faces, ", n)) || !strings.Contains(v, "χ²") {
				t.Errorf("d%d: not summed up in words:\n%s", n, v)
			}
			continue
		}
		var ticks string
		for _, l := range strings.Split(v, "\n") {
			if strings.Contains(l, "← exp") && 3*n > 76 {
				if marks := strings.Count(l, "·") + strings.Count(l, "▁") + strings.Count(l, "▂") + strings.Count(l, "▃") + strings.Count(l, "▄") + strings.Count(l, "▅") + strings.Count(l, "▆") + strings.Count(l, "▇") + strings.Count(l, "█"); marks != n {
					t.Errorf("d%d: %d expected marks, want one a face:\n%s", n, marks, v)
				}
			}
			if strings.Contains(l, "1   5    10") {
				ticks = l
			}
		}
		if 3*n <= 76 { // a label and a space a face: every face labelled
			if !strings.Contains(v, fmt.Sprintf(" %d ", n-1)) || !strings.Contains(v, fmt.Sprintf(" %d ", n)) {
				t.Errorf("d%d: the last faces unlabelled:\n%s", n, v)
			}
			continue
		}
		if !strings.Contains(ticks, fmt.Sprint(n-n%5)) || !strings.HasPrefix(strings.TrimLeft(ticks, "│ "), "1   5") {
			t.Errorf("d%d: ticks %q\n%s", n, ticks, v)
		}
	}
	if got := tickRow([]string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}, 11); got != "1   5    10" {
		t.Errorf("tickRow: %q", got)
	}
}

// A spec that leaves its workers open samples on the settings' workers
// (riffle serve gives a student one); with none set, on one a core; a
// spec's own count stands.
func TestSamplerWorkersFollowSettings(t *testing.T) {
	fy, _ := shuffle.Lookup("fisher-yates")
	for _, tc := range []struct{ set, spec, want int }{{1, 0, 1}, {3, 0, 3}, {0, 0, runtime.GOMAXPROCS(0)}, {1, 2, 2}} {
		c := tuitest.Common(t)
		tuitest.Settings(c, func(s *settings.Settings) { s.Workers = tc.set })
		p := New(c)
		p.SetSpec(shuffle.SamplerSpec{Algo: fy, Cards: 52, Gen: c.Settings().Gen, Seed: 42, Workers: tc.spec})
		p.Toggle()
		if got := p.Sampler().Workers(); got != tc.want {
			t.Errorf("settings %d, spec %d: %d workers, want %d", tc.set, tc.spec, got, tc.want)
		}
		p.Stop()
	}
}
