package lab

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
	"riffle/ui/text"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// diceDrain runs cmd and every Cmd the tab answers with, feeding each
// message back to the tab, until no work is left.
func diceDrain(t *testing.T, tab tabModel, cmd tea.Cmd) {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for steps := 0; len(queue) > 0; steps++ {
		if steps > 100000 {
			t.Fatal("diceDrain: Cmds never end")
		}
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case nil:
		default:
			_, next := tab.Update(msg)
			queue = append(queue, next)
		}
	}
}

func diceKey(k string) tea.KeyMsg {
	if k == " " {
		return tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
}

// diceMsgs runs cmd (a batch, recursively) and returns its messages
// without feeding them to the tab.
func diceMsgs(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	switch msg := cmd().(type) {
	case tea.BatchMsg:
		var out []tea.Msg
		for _, c := range msg {
			out = append(out, diceMsgs(c)...)
		}
		return out
	case nil:
		return nil
	default:
		return []tea.Msg{msg}
	}
}

// newTestDiceTab is the tab at seed 42 (pcg), with trials samples a run
// drawn in chunks of chunk, sized w × h, entered and run to the end.
func newTestDiceTab(t *testing.T, trials, chunk int64, w, h int) *diceTab {
	t.Helper()
	tab := testDiceTab(tuitest.Common(t)).(*diceTab)
	tab.trials, tab.chunk = trials, chunk
	tab.SetSize(w, h)
	diceDrain(t, tab, tab.Enter())
	return tab
}

// diceLegalNaive is the legality rule written out: 6 copies of each face
// 1…6 and no face twice within 2 places.
func diceLegalNaive(s []int) bool {
	if len(s) != 36 {
		return false
	}
	var n [7]int
	for j, v := range s {
		if v < 1 || v > 6 {
			return false
		}
		n[v]++
		if (j >= 1 && s[j-1] == v) || (j >= 2 && s[j-2] == v) {
			return false
		}
	}
	for _, c := range n[1:] {
		if c != 6 {
			return false
		}
	}
	return true
}

// diceReference draws a column's samples as the tab documents it, with the
// engine's sampler called directly: chunks of chunk samples, the first
// from the session's seed, chunk i from stats.WorkerSeed(seed, i), each
// seed reduced by the session's NewGen. It returns the illegal samples,
// the position × face counts and the tight repeats (equal dice 3 apart)
// of the legal ones, and the number of legal ones.
func diceReference(t *testing.T, s settings.Settings, sample func(rng.Generator) []int, trials, chunk int64) (illegal int64, counts []int64, tight, legal int64) {
	t.Helper()
	counts = make([]int64, 36*6)
	for i := 0; int64(i)*chunk < trials; i++ {
		seed := s.EffectiveSeed()
		if i > 0 {
			seed = stats.WorkerSeed(seed, i)
		}
		g, err := s.NewGen(seed)
		if err != nil {
			t.Fatal(err)
		}
		for range min(chunk, trials-int64(i)*chunk) {
			q := sample(g)
			if !diceLegalNaive(q) {
				illegal++
				continue
			}
			legal++
			for j, v := range q {
				counts[j*6+v-1]++
				if j+3 < len(q) && q[j+3] == v {
					tight++
				}
			}
		}
	}
	return illegal, counts, tight, legal
}

// TestDiceTabTallies recomputes each column's statistics with the engine's
// samplers called directly (diceReference) and checks the tab's tallies,
// drawn in several chunks, against them: sample and illegal counts, the
// position × face matrix, and the mean and count of tight repeats. It also
// checks the original's lost fraction against the exact 3/7 within 4.4
// standard errors (a false-positive rate about 1e-5; the seed is fixed, so
// the test is deterministic).
func TestDiceTabTallies(t *testing.T) {
	const trials, chunk = 1000, 300
	tab := newTestDiceTab(t, trials, chunk, 78, 18)
	deck := shuffle.Constrained{Faces: 6, Copies: 6, Distance: 2}
	samplers := []func(rng.Generator) []int{deck.Original, deck.Fix, deck.Uniform}
	for i, sample := range samplers {
		illegal, counts, tight, legal := diceReference(t, *tab.set, sample, trials, chunk)
		d := tab.cols[i].tally
		if d.samples != trials || d.illegal != illegal {
			t.Errorf("column %d: %d samples, %d illegal; want %d, %d", i, d.samples, d.illegal, trials, illegal)
		}
		for k, c := range counts {
			if d.matrix.Counts[k] != c {
				t.Fatalf("column %d: matrix cell %d = %d, want %d", i, k, d.matrix.Counts[k], c)
			}
		}
		mean, _ := d.gaps.FocusMean()
		if d.gaps.Counts[3] != tight || math.Abs(mean-float64(tight)/float64(legal)) > 1e-12 {
			t.Errorf("column %d: %d tight repeats, mean %v; want %d, %v", i, d.gaps.Counts[3], mean, tight, float64(tight)/float64(legal))
		}
		if i == 0 {
			p := 3.0 / 7
			se := math.Sqrt(p * (1 - p) / trials)
			if frac := float64(illegal) / trials; math.Abs(frac-p) > 4.4*se {
				t.Errorf("original lost %.4f of samples, exact 3/7 = %.4f ± %.4f", frac, p, se)
			}
		} else if illegal != 0 {
			t.Errorf("column %d lost %d samples", i, illegal)
		}
	}
	if !tab.finished() || tab.running() {
		t.Errorf("finished %v, running %v after the run", tab.finished(), tab.running())
	}
}

// TestDiceTabLostChunks: chunks whose results never arrive (the lab was
// left while they ran) are drawn again on Enter, and late copies of them
// are dropped: the tallies equal an undisturbed run's.
func TestDiceTabLostChunks(t *testing.T) {
	tab := testDiceTab(tuitest.Common(t)).(*diceTab)
	tab.trials, tab.chunk = 300, 100
	tab.SetSize(78, 18)
	lost := diceMsgs(tab.Enter())
	tab.Leave()
	cmd := tab.Enter() // the first chunks' results were lost
	for _, m := range lost {
		if c, ok := m.(diceChunkMsg); ok && c.col == 1 {
			_, next := tab.Update(c) // column 1's arrives late after all, first
			cmd = tea.Batch(cmd, next)
		}
	}
	diceDrain(t, tab, cmd)
	for _, m := range lost { // and the others' at the very end
		tab.Update(m)
	}
	clean := newTestDiceTab(t, 300, 100, 78, 18)
	for i := range tab.cols {
		a, b := tab.cols[i].tally, clean.cols[i].tally
		if a.samples != 300 || a.illegal != b.illegal || fmt.Sprint(a.matrix.Counts) != fmt.Sprint(b.matrix.Counts) {
			t.Errorf("column %d: %d samples, %d illegal after lost chunks; undisturbed %d, %d", i, a.samples, a.illegal, b.samples, b.illegal)
		}
	}
}

func TestDiceLostOriginal(t *testing.T) {
	// 3/7 as the engine's Original documents it, enumerated there by
	// TestConstrainedOriginalLostProbability; here the fraction itself.
	if got := diceLostOriginal(); got.Cmp(big.NewRat(6, 14)) != 0 || got.RatString() != "3/7" {
		t.Errorf("diceLostOriginal = %v", got)
	}
}

func TestDiceWorst(t *testing.T) {
	m := stats.NewFaceMatrix(3, 2)
	for range 10 {
		m.Add([]int{1, 2, 1})
	}
	m.Add([]int{2, 1, 2})
	m.Add([]int{2, 1, 1})
	// 12 samples, p = 1/2, sd = √3: position 1 face 1 10/12, z = 4/√3;
	// position 2 face 2 also 10/12 (the first found wins on ties, so
	// position 1 face 1); position 3 face 1 11/12, z = 5/√3, the largest.
	pos, face, share, z := diceWorst(m)
	if pos != 3 || face != 1 || share != 11.0/12 || math.Abs(z-5/math.Sqrt(3)) > 1e-12 {
		t.Errorf("diceWorst = %d, %d, %v, %v; want 3, 1, 11/12, 5/√3", pos, face, share, z)
	}
	if p, f, _, _ := diceWorst(stats.NewFaceMatrix(3, 2)); p != 0 || f != 0 {
		t.Error("diceWorst of an empty matrix found a cell")
	}
}

// TestDiceVerdict: a column's words by the kind engine/stats decides
// (whose levels engine/stats tests): none before a sample, broken
// whenever a sample was illegal.
func TestDiceVerdict(t *testing.T) {
	d := newDiceTally()
	if got := diceVerdict(d, d.verdict()); got != "" {
		t.Errorf("no samples: %q", got)
	}
	d.samples = 10
	for _, tt := range []struct {
		kind stats.VerdictKind
		want string
	}{
		{stats.Fair, "no evidence of bias"}, {stats.Suspicious, "suspicious"}, {stats.Biased, "biased"},
		{stats.TooFew, "too few samples"}, {stats.Broken, "broken: loses faces"},
	} {
		if got := diceVerdict(d, stats.Verdict{Kind: tt.kind}); got != tt.want {
			t.Errorf("%v: %q, want %q", tt.kind, got, tt.want)
		}
	}
	d.illegal = 1
	if v := d.verdict(); v.Kind != stats.Broken || diceVerdict(d, v) != "broken: loses faces" {
		t.Errorf("an illegal sample: %+v", v)
	}
}

// TestDiceTabSamples: the sample sequences are the samplers' first draws
// at the session seed, and r moves to the next seed.
func TestDiceTabSamples(t *testing.T) {
	tab := newTestDiceTab(t, 100, 100, 78, 18)
	deck := shuffle.Constrained{Faces: 6, Copies: 6, Distance: 2}
	check := func(seed uint64) {
		t.Helper()
		for i, sample := range []func(rng.Generator) []int{deck.Original, deck.Fix, deck.Uniform} {
			g, _ := tab.set.NewGen(seed)
			want := fmt.Sprint(sample(g))
			if i >= len(tab.seqs) || fmt.Sprint(tab.seqs[i]) != want {
				t.Errorf("seed %d column %d: sample %v, want %s", seed, i, tab.seqs, want)
			}
		}
	}
	check(42)
	_, cmd := tab.Update(diceKey("r"))
	diceDrain(t, tab, cmd)
	check(43)
	if v := tuitest.Plain(tab.View()); !strings.Contains(v, "sample #2 at seed 43") {
		t.Errorf("view does not name the sample's seed:\n%s", v)
	}
	// The first sample row holds the first 18 dice of each sample.
	line := ""
	for _, l := range strings.Split(tuitest.Plain(tab.View()), "\n") {
		if strings.HasPrefix(l, "sample ") {
			line = l
			break
		}
	}
	for i, s := range tab.seqs {
		var b strings.Builder
		for _, v := range s[:18] {
			fmt.Fprint(&b, v)
		}
		if !strings.Contains(line, b.String()) {
			t.Errorf("column %d: sample line %q lacks %s", i, line, b.String())
		}
	}
}

// TestDiceTabRunKeys: space pauses a run (the chunk in flight is kept,
// no new one starts), resumes it, and after the end adds another run.
func TestDiceTabRunKeys(t *testing.T) {
	tab := testDiceTab(tuitest.Common(t)).(*diceTab)
	tab.trials, tab.chunk = 400, 100
	tab.SetSize(78, 18)
	msgs := diceMsgs(tab.Enter())
	if !tab.running() || !strings.Contains(tuitest.Plain(tab.View()), "running") {
		t.Fatalf("not running after Enter:\n%s", tuitest.Plain(tab.View()))
	}
	if help := diceKeyHelp(tab.Keys()); !strings.Contains(help, "pause") {
		t.Errorf("keys while running: %s", help)
	}
	tab.Update(diceKey(" "))
	if !tab.paused {
		t.Fatal("space did not pause")
	}
	for _, m := range msgs {
		if _, cmd := tab.Update(m); cmd != nil && len(diceMsgs(cmd)) > 0 {
			// chunk messages of a paused run start nothing
			if _, ok := m.(diceChunkMsg); ok {
				t.Fatal("a paused run started another chunk")
			}
		}
	}
	if tab.running() {
		t.Error("chunks still in flight after a pause")
	}
	if v := tuitest.Plain(tab.View()); !strings.Contains(v, "100 of 400, paused") {
		t.Errorf("paused view:\n%s", v)
	}
	if help := diceKeyHelp(tab.Keys()); !strings.Contains(help, "resume") {
		t.Errorf("keys while paused: %s", help)
	}
	_, cmd := tab.Update(diceKey(" "))
	diceDrain(t, tab, cmd)
	if !tab.finished() || tab.cols[2].tally.samples != 400 {
		t.Fatalf("not finished after resuming: %d samples", tab.cols[2].tally.samples)
	}
	if help := diceKeyHelp(tab.Keys()); !strings.Contains(help, "400 more samples") {
		t.Errorf("keys when finished: %s", help)
	}
	_, cmd = tab.Update(diceKey(" "))
	diceDrain(t, tab, cmd)
	for i, c := range tab.cols {
		if c.tally.samples != 800 {
			t.Errorf("column %d: %d samples after a second run, want 800", i, c.tally.samples)
		}
	}
	// 800 samples in one run equal 400 + 400 in two: the chunks go on.
	one := newTestDiceTab(t, 800, 100, 78, 18)
	for i := range tab.cols {
		a, b := tab.cols[i].tally, one.cols[i].tally
		if a.illegal != b.illegal || fmt.Sprint(a.matrix.Counts) != fmt.Sprint(b.matrix.Counts) {
			t.Errorf("column %d: two runs of 400 differ from one of 800", i)
		}
	}
}

// TestDiceTabLeaveAndSettings: leaving pauses; entering with another
// generator starts afresh, and chunks of the old run are ignored.
func TestDiceTabLeaveAndSettings(t *testing.T) {
	tab := testDiceTab(tuitest.Common(t)).(*diceTab)
	tab.trials, tab.chunk = 200, 100
	tab.SetSize(78, 18)
	old := diceMsgs(tab.Enter())
	tab.Leave()
	for _, m := range old {
		if _, cmd := tab.Update(m); cmd != nil {
			for _, mm := range diceMsgs(cmd) {
				if _, ok := mm.(diceChunkMsg); ok {
					t.Fatal("a chunk started after Leave")
				}
			}
		}
	}
	java, err := rng.Lookup("java")
	if err != nil {
		t.Fatal(err)
	}
	tab.set.Gen = java // the Lab's own settings, as its presets change them
	cmd := tab.Enter()
	run := tab.run
	for _, m := range old { // stale: the previous run's chunks again
		if c, ok := m.(diceChunkMsg); ok {
			tab.Update(c)
		}
	}
	if tab.cols[0].tally.samples != 0 || tab.run != run {
		t.Fatalf("a stale chunk was counted: %d samples", tab.cols[0].tally.samples)
	}
	diceDrain(t, tab, cmd)
	deck := shuffle.Constrained{Faces: 6, Copies: 6, Distance: 2}
	illegal, _, _, _ := diceReference(t, *tab.set, deck.Original, 200, 100)
	if d := tab.cols[0].tally; d.samples != 200 || d.illegal != illegal {
		t.Errorf("java run: %d samples, %d illegal; want 200, %d", d.samples, d.illegal, illegal)
	}
	if v := tuitest.Plain(tab.View()); !strings.Contains(v, "java seed 42") {
		t.Errorf("view does not name the generator:\n%s", v)
	}
}

func diceKeyHelp(bs []key.Binding) string {
	var parts []string
	for _, b := range bs {
		parts = append(parts, b.Help().Key+" "+b.Help().Desc)
	}
	return strings.Join(parts, ", ")
}

// TestDiceTabView checks the content and the width at the smallest and a
// large lab area, the exact numbers shown, and goldens at seed 42.
func TestDiceTabView(t *testing.T) {
	deck := shuffle.Constrained{Faces: 6, Copies: 6, Distance: 2}
	exact := deck.MeanTightRepeats().FloatString(4)
	for _, sz := range [][2]int{{78, 18}, {118, 34}} {
		w, h := sz[0], sz[1]
		tab := newTestDiceTab(t, 2000, 700, w, h)
		v := tab.View()
		tuitest.CheckWidth(t, fmt.Sprintf("dice %dx%d", w, h), v, w)
		if n := len(strings.Split(v, "\n")); n > h {
			t.Errorf("%dx%d: %d lines", w, h, n)
		}
		p := tuitest.Plain(v)
		for _, want := range []string{
			"original (2008)", "fix (Massey)", "uniform (counted)",
			"(exact 3/7)", "broken: loses faces", "biased", "no evidence of bias",
			"6 at 3: 100.0%", // the fix always puts the last face, 6, at position 3
			exact, "done",
		} {
			if !strings.Contains(p, want) {
				t.Errorf("%dx%d: view lacks %q:\n%s", w, h, want, p)
			}
		}
		if w >= 118 {
			// the count of legal sequences, as constrained.go's table has it
			for _, want := range []string{"20,673,260,467,866,119,520", "by face", "matrix"} {
				if !strings.Contains(p, want) {
					t.Errorf("%dx%d: view lacks %q:\n%s", w, h, want, p)
				}
			}
		}
		tuitest.Golden(t, fmt.Sprintf("dice-%dx%d", w, h), v)
	}
}

// TestDiceRowPSaysBound: the per-position χ² is a Bonferroni bound over the
// 36 positions, and the tab says so ("p ≤", with the worst position's own p
// beside it) rather than reading "p 1.0000" for a fair sampler. The bound
// and the worst position's p are worked out here from the matrix's rows
// (stats.ChiSquareSurvival of each row's X², 5 df).
func TestDiceRowPSaysBound(t *testing.T) {
	tab := newTestDiceTab(t, 2000, 700, 78, 18)
	m := tab.cols[2].tally.matrix // the exactly uniform sampler
	best := 1.0
	e := float64(m.Trials) / float64(m.Cols)
	for r := range m.Rows {
		x := 0.0
		for c := range m.Cols {
			d := float64(m.Counts[r*m.Cols+c]) - e
			x += d * d / e
		}
		best = min(best, stats.ChiSquareSurvival(x, m.Cols-1))
	}
	bound := min(1, float64(m.Rows)*best)
	want := "p ≤ " + text.PValue(bound)
	if bound == 1 {
		want = fmt.Sprintf("p ≤ 1 (%s alone)", text.PValue(best))
	}
	if got := diceRowP(m); got != want {
		t.Errorf("χ² cell %q, want %q", got, want)
	}
	// Every position showing every face equally: each row's p is 1, the
	// bound 1, and the cell says both.
	even := stats.NewFaceMatrix(diceLen, diceFaces)
	for shift := range diceFaces {
		seq := make([]int, diceLen)
		for j := range seq {
			seq[j] = (j+shift)%diceFaces + 1
		}
		even.Add(seq)
	}
	if got := diceRowP(even); got != "p ≤ 1 (1.0000 alone)" {
		t.Errorf("even matrix: χ² cell %q", got)
	}
	p := tuitest.Plain(tab.View())
	if !strings.Contains(p, "p ≤ ") || strings.Contains(p, "p 1.0000") {
		t.Errorf("the χ² row reads a bound as a p-value:\n%s", p)
	}
}

func TestDiceTabTinySizes(t *testing.T) {
	tab := newTestDiceTab(t, 50, 50, 78, 18)
	for _, sz := range [][2]int{{0, 0}, {1, 1}, {10, 3}, {30, 8}, {50, 12}, {200, 60}} {
		tab.SetSize(sz[0], sz[1])
		v := tab.View()
		if sz[0] > 0 {
			tuitest.CheckWidth(t, fmt.Sprintf("%dx%d", sz[0], sz[1]), v, max(sz[0], 0))
		}
	}
	// A short area (the full help open at 80×24) keeps the verdicts and
	// the status line, dropping the title and the notes.
	tab.SetSize(78, 13)
	v := tuitest.Plain(tab.View())
	if n := len(strings.Split(v, "\n")); n > 13 || !strings.Contains(v, "verdict") || !strings.Contains(v, "done ·") {
		t.Errorf("78x13: %d lines:\n%s", n, v)
	}
	fresh := testDiceTab(tuitest.Common(t))
	fresh.SetSize(78, 18)
	if v := tuitest.Plain(fresh.View()); !strings.Contains(v, "not run") {
		t.Errorf("view before Enter:\n%s", v)
	}
}

// With a 16-digit seed the status line at 78 cells says what it can
// whole: the state and the sample, the seeds when they fit.
func TestDiceStatusLineFits(t *testing.T) {
	tab := newTestDiceTab(t, 100, 100, 78, 18)
	tab.set.Seed = 6720092619531357
	lines := strings.Split(tuitest.Plain(tab.View()), "\n")
	last := lines[len(lines)-1]
	if strings.Contains(last, "…") || !strings.Contains(last, "sample #1") {
		t.Errorf("status line %q", last)
	}
}

// The explanation under the dice rollers keeps whole sentences in the
// lines it has: a sentence that does not fit is left out, not cut.
func TestWholeSentences(t *testing.T) {
	txt := "One two three. Four five six seven. Eight nine."
	if got := wholeSentences(txt, 16, 2); strings.Join(got, " ") != "One two three." {
		t.Errorf("two lines of 16: %q", got)
	}
	if got := wholeSentences(txt, 80, 1); strings.Join(got, " ") != txt {
		t.Errorf("room for all: %q", got)
	}
	if got := wholeSentences("A very long first sentence indeed.", 10, 1); len(got) != 1 || !strings.HasSuffix(got[0], "…") {
		t.Errorf("not even the first: %q", got)
	}
}

// With Settings.Workers set (a student's Lab on riffle serve: one), the
// dice tab keeps that many chunks in flight at once, the columns taking
// turns, and the run ends with the same tallies as one a column at once.
func TestDiceTabSharesTheServer(t *testing.T) {
	c := tuitest.Common(t)
	set := c.Settings()
	set.Workers = 1
	tab := newDiceTab(c, &set).(*diceTab)
	tab.trials, tab.chunk = 300, 100
	tab.SetSize(78, 18)
	queue := []tea.Cmd{tab.Enter()}
	var cols []int
	for steps := 0; len(queue) > 0; steps++ {
		if steps > 100000 {
			t.Fatal("the Cmds never end")
		}
		flying := 0
		for _, col := range tab.cols {
			if col.inFlight {
				flying++
			}
		}
		if flying > 1 {
			t.Fatalf("%d chunks in flight with one worker", flying)
		}
		cmd := queue[0]
		queue = queue[1:]
		if cmd == nil {
			continue
		}
		switch msg := cmd().(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case nil:
		default:
			if ch, ok := msg.(diceChunkMsg); ok {
				cols = append(cols, ch.col)
			}
			_, next := tab.Update(msg)
			queue = append(queue, next)
		}
	}
	if len(cols) < 3 || cols[0] == cols[1] || cols[1] == cols[2] {
		t.Errorf("the columns' chunks came %v: they do not take turns", cols)
	}
	clean := newTestDiceTab(t, 300, 100, 78, 18)
	for i := range tab.cols {
		a, b := tab.cols[i].tally, clean.cols[i].tally
		if a.samples != 300 || fmt.Sprint(a.matrix.Counts) != fmt.Sprint(b.matrix.Counts) {
			t.Errorf("column %d: %d samples; one worker's tallies differ from the default's", i, a.samples)
		}
	}
}
