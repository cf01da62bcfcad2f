package lab

import (
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"

	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
)

// The dice tab's deck: the Beaver BarCamp programs' (for $n (1..5) adds five
// copies to "123456"): 6 faces, 6 copies, no face twice within 2 places.
const (
	diceFaces    = shuffle.DefaultFaces
	diceCopies   = 6
	diceDistance = shuffle.DefaultDistance
	diceLen      = diceFaces * diceCopies
	// diceTight is the closest two equal dice may be: Distance+1 places.
	diceTight = diceDistance + 1
	// diceMaxGap is the last bucket of the gap histogram (gaps ≥ 12).
	diceMaxGap = 12
	// diceTrials is how many samples a run adds per sampler.
	diceTrials = 20_000
	// diceChunk is the samples one Cmd draws (a few milliseconds to a few
	// tens), so that progress shows and pausing takes effect soon.
	diceChunk = 1_000
)

// diceLostOriginal is the probability that the original program loses a
// face: 3/7 for 6 faces and distance 2 whatever the copies (≥ 2); see
// shuffle.Constrained.Original, whose test enumerates every path of its
// cuts.
func diceLostOriginal() *big.Rat { return big.NewRat(3, 7) }

// diceColumn is one of the three samplers shown side by side.
type diceColumn struct {
	algo  string // registry name
	title string
}

func diceColumns() []diceColumn {
	return []diceColumn{
		{"constrained-original", "original (2008)"},
		{"constrained-fix", "fix (Massey)"},
		{"constrained-uniform", "uniform (counted)"},
	}
}

// diceTally is the statistics of one sampler's samples so far: legal ones
// go into the position × face matrix and the gap tally; the others (the
// original's lost faces) are only counted.
type diceTally struct {
	samples, illegal int64
	matrix           *stats.Matrix
	gaps             *stats.Gaps
}

func newDiceTally() *diceTally {
	return &diceTally{
		matrix: stats.NewFaceMatrix(diceLen, diceFaces),
		gaps:   stats.NewGaps(diceFaces, diceMaxGap, diceTight),
	}
}

func (d *diceTally) merge(o *diceTally) {
	d.samples += o.samples
	d.illegal += o.illegal
	d.matrix.Merge(o.matrix)
	d.gaps.Merge(o.gaps)
}

// diceDeck is the tab's deck as the engine describes it.
func diceDeck() shuffle.Constrained {
	return shuffle.Constrained{Faces: diceFaces, Copies: diceCopies, Distance: diceDistance}
}

// diceDraw draws n samples with f from g into a new tally. A sample that
// is not legal (shuffle.Constrained.Legal) counts as illegal and is not
// tallied further.
func diceDraw(f shuffle.Func, g rng.Generator, n int64) *diceTally {
	deck := diceDeck()
	d := newDiceTally()
	for range n {
		s := f(nil, g)
		d.samples++
		if !deck.Legal(s) {
			d.illegal++
			continue
		}
		d.matrix.Add(s)
		d.gaps.Add(s)
	}
	return d
}

// diceWorst finds the position × face cell of m farthest from uniform, in
// binomial standard deviations z = (O − T/F)/√(T·(1/F)(1 − 1/F)); it
// returns the position and face (from 1) and the share O/T of samples
// showing that face there. With no trials it returns zeros.
func diceWorst(m *stats.Matrix) (pos, face int, share, z float64) {
	if m.Trials == 0 {
		return 0, 0, 0, 0
	}
	t := float64(m.Trials)
	p := 1 / float64(m.Cols)
	sd := math.Sqrt(t * p * (1 - p))
	for r := range m.Rows {
		for c := range m.Cols {
			o := float64(m.Counts[r*m.Cols+c])
			if zz := (o - t*p) / sd; math.Abs(zz) > math.Abs(z) {
				pos, face, share, z = r+1, c+1, o/t, zz
			}
		}
	}
	return pos, face, share, z
}

// diceVerdict words one column's result in a few words: broken when
// samples were illegal, else the verdict of the position × face test.
func diceVerdict(d *diceTally, p float64) string {
	switch {
	case d.illegal > 0:
		return "broken: loses faces"
	case d.samples == 0:
		return ""
	case p < stats.BiasedP:
		return "biased"
	case p < stats.FairP:
		return "suspicious"
	}
	return "no evidence of bias"
}

// diceChunkSeed is the seed of chunk i of a run from seed: the seed itself
// for the first chunk (so the first sample of a run is the sample shown at
// that seed), then stats.WorkerSeed(seed, i) — SplitMix64, as the
// background sampler seeds its workers. Any chunk can so be drawn again
// from its index alone, which lets the tab redo a chunk whose result was
// lost (the lab was left while it ran) and get the same samples.
func diceChunkSeed(seed uint64, i int) uint64 {
	if i == 0 {
		return seed
	}
	return stats.WorkerSeed(seed, i)
}

// diceChunkMsg carries chunk index of a column's run back to the tab.
type diceChunkMsg struct {
	run, col, index int
	tally           *diceTally
	err             error
}

// diceSampleMsg carries the three sample sequences drawn at a seed.
type diceSampleMsg struct {
	index int
	seqs  [][]int
	err   error
}

// diceExactMsg carries the exact uniform expectations.
type diceExactMsg struct {
	meanTight *big.Rat
	legal     *big.Int
}

type diceKeys struct {
	Run, Next key.Binding
}

func defaultDiceKeys() diceKeys {
	return diceKeys{
		Run:  key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "run statistics")),
		Next: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "next sample")),
	}
}

// diceCol is the run state of one column.
type diceCol struct {
	f        shuffle.Func
	tally    *diceTally
	next     int  // index of the next chunk to merge
	inFlight bool // a Cmd is drawing chunk next
}

// diceTab shows the 2008 constrained dice roller, Massey's fix and an
// exactly uniform sampler side by side: a sample each, and statistics over
// many samples that show the original's clusters and lost faces.
type diceTab struct {
	c    *common.Common
	keys diceKeys
	cols []diceCol
	err  error // preparing the samplers (never expected)

	trials  int64  // samples per run and sampler
	chunk   int64  // most samples one Cmd draws
	target  int64  // samples each column is to reach
	run     int    // id of the current run; stale chunks carry another
	paused  bool   // the user paused (or left the tab)
	runFor  string // settings the tallies were drawn with
	sample  int    // index of the sample shown: seed EffectiveSeed()+sample
	seqs    [][]int
	seqFor  string // settings and index the sequences were drawn with
	seqErr  error
	exact   *diceExactMsg
	exactOn bool // the exact Cmd was started
	w, h    int
}

func newDiceTab(c *common.Common) tabModel {
	t := &diceTab{c: c, keys: defaultDiceKeys(), trials: diceTrials, chunk: diceChunk}
	for _, dc := range diceColumns() {
		var col diceCol
		a, err := shuffle.Lookup(dc.algo)
		if err == nil {
			col.f, err = a.Prepare(diceLen, shuffle.Options{Faces: diceFaces, Distance: diceDistance})
		}
		if err != nil {
			t.err = err
		}
		t.cols = append(t.cols, col)
	}
	return t
}

func (t *diceTab) Title() string    { return "Dice rollers" }
func (t *diceTab) SetSize(w, h int) { t.w, t.h = w, h }

// settingsKey names the generator and seed the tab draws with.
func (t *diceTab) settingsKey() string {
	s := t.c.Settings
	return fmt.Sprintf("%s/%d", s.Gen.Name, s.EffectiveSeed())
}

func (t *diceTab) running() bool {
	for _, c := range t.cols {
		if c.inFlight {
			return true
		}
	}
	return false
}

// finished reports whether every column has reached its target.
func (t *diceTab) finished() bool {
	for _, c := range t.cols {
		if c.tally == nil || c.tally.samples < t.target {
			return false
		}
	}
	return true
}

func (t *diceTab) Keys() []key.Binding {
	if t.err != nil {
		return nil
	}
	run := t.keys.Run
	switch {
	case t.running() && !t.paused:
		run.SetHelp("space", "pause statistics")
	case !t.finished() && t.cols[0].tally != nil:
		run.SetHelp("space", "resume statistics")
	case t.finished():
		run.SetHelp("space", fmt.Sprintf("%s more samples", text.Int(t.trials)))
	}
	return common.Enabled(run, t.keys.Next)
}

// Enter draws the sample and starts (or resumes) the statistics, afresh if
// the session's generator or seed changed since.
func (t *diceTab) Enter() tea.Cmd {
	if t.err != nil {
		return nil
	}
	var cmds []tea.Cmd
	if !t.exactOn {
		t.exactOn = true
		cmds = append(cmds, diceExactCmd())
	}
	cmds = append(cmds, t.sampleCmd())
	if t.runFor != t.settingsKey() {
		cmds = append(cmds, t.restart())
	} else {
		// A chunk in flight when the lab was left may never report back
		// (messages reach the active screen only): draw it again. Should
		// the first report after all, the copy is recognised by its index
		// and dropped.
		t.paused = false
		for i := range t.cols {
			t.cols[i].inFlight = false
		}
		cmds = append(cmds, t.dispatch())
	}
	return tea.Batch(cmds...)
}

// Leave pauses the statistics: chunks in flight finish and are kept if
// their results arrive.
func (t *diceTab) Leave() { t.paused = true }

// restart clears the tallies and starts a run of t.trials samples per
// column, every column drawing the same chunk seeds from the session's
// seed.
func (t *diceTab) restart() tea.Cmd {
	t.run++
	t.runFor = t.settingsKey()
	t.target = t.trials
	t.paused = false
	for i := range t.cols {
		t.cols[i].tally, t.cols[i].next, t.cols[i].inFlight = newDiceTally(), 0, false
	}
	return t.dispatch()
}

// dispatch starts the next chunk of every column that is short of its
// target and has no chunk in flight.
func (t *diceTab) dispatch() tea.Cmd {
	if t.paused {
		return nil
	}
	s := t.c.Settings
	var cmds []tea.Cmd
	for i := range t.cols {
		c := &t.cols[i]
		if c.inFlight || c.tally == nil || c.tally.samples >= t.target {
			continue
		}
		c.inFlight = true
		f, n, run, col, index := c.f, min(t.chunk, t.target-c.tally.samples), t.run, i, c.next
		seed := diceChunkSeed(s.EffectiveSeed(), index)
		cmds = append(cmds, func() tea.Msg {
			msg := diceChunkMsg{run: run, col: col, index: index}
			g, err := s.NewGen(seed)
			if err != nil {
				msg.err = err
				return msg
			}
			msg.tally = diceDraw(f, g, n)
			return msg
		})
	}
	return tea.Batch(cmds...)
}

// sampleCmd draws the sample sequences at seed EffectiveSeed()+sample,
// one generator per sampler, unless they are already drawn.
func (t *diceTab) sampleCmd() tea.Cmd {
	key := fmt.Sprintf("%s#%d", t.settingsKey(), t.sample)
	if t.seqFor == key {
		return nil
	}
	t.seqFor = key
	s, idx := t.c.Settings, t.sample
	var fs []shuffle.Func
	for _, c := range t.cols {
		fs = append(fs, c.f)
	}
	return func() tea.Msg {
		msg := diceSampleMsg{index: idx}
		for _, f := range fs {
			g, err := s.NewGen(s.EffectiveSeed() + uint64(idx))
			if err != nil {
				msg.err = err
				return msg
			}
			msg.seqs = append(msg.seqs, f(nil, g))
		}
		return msg
	}
}

// diceExactCmd computes the exact uniform expectations (tens of
// milliseconds).
func diceExactCmd() tea.Cmd {
	return func() tea.Msg {
		d := diceDeck()
		return diceExactMsg{meanTight: d.MeanTightRepeats(), legal: d.Count()}
	}
}

func (t *diceTab) Update(msg tea.Msg) (tabModel, tea.Cmd) {
	switch msg := msg.(type) {
	case diceChunkMsg:
		return t, t.updateChunk(msg)
	case diceSampleMsg:
		if msg.index == t.sample {
			t.seqs, t.seqErr = msg.seqs, msg.err
		}
		return t, nil
	case diceExactMsg:
		t.exact = &msg
		return t, nil
	case tea.KeyMsg:
		return t, t.updateKey(msg)
	}
	return t, nil
}

func (t *diceTab) updateChunk(msg diceChunkMsg) tea.Cmd {
	if msg.run != t.run || msg.col < 0 || msg.col >= len(t.cols) {
		return nil // a run since replaced
	}
	c := &t.cols[msg.col]
	if msg.index != c.next {
		return nil // a chunk drawn twice (see Enter): merged already
	}
	c.inFlight = false
	if msg.err != nil {
		t.err = msg.err
		return nil
	}
	c.next++
	c.tally.merge(msg.tally)
	return t.dispatch()
}

func (t *diceTab) updateKey(k tea.KeyMsg) tea.Cmd {
	if t.err != nil {
		return nil
	}
	switch {
	case key.Matches(k, t.keys.Run):
		switch {
		case t.runFor != t.settingsKey():
			return t.restart()
		case t.running() && !t.paused:
			t.paused = true
			return nil
		case t.finished():
			t.target += t.trials
		}
		t.paused = false
		return t.dispatch()
	case key.Matches(k, t.keys.Next):
		t.sample++
		return t.sampleCmd()
	}
	return nil
}

// ---- view ----

// diceLabelW is the width of the row labels left of the three columns
// (labels of at most 7 cells and a space).
const diceLabelW = 8

func (t *diceTab) View() string {
	if t.w < 1 || t.h < 1 {
		return ""
	}
	st := t.c.Styles
	w := t.w
	if t.err != nil {
		return common.Truncate(st.Bad.Render("cannot run the dice samplers: "+t.err.Error()), w)
	}
	// Three columns of cw cells, the last without its trailing gap: at
	// 118 cells each holds a whole 36-dice sequence.
	cw := max(8, (w-diceLabelW+1)/3)
	var lines []string
	add := func(s ...string) { lines = append(lines, s...) }
	row := func(label string, cells []string) {
		add(t.rowLine(label, cells, cw))
	}
	if t.h >= 15 {
		add(common.Truncate(st.Title.Render(fmt.Sprintf("%d dice", diceLen))+st.Text.Render(fmt.Sprintf(": %d faces × %d copies, no face twice within %d places", diceFaces, diceCopies, diceDistance))+st.Subtle.Render(" (BarCamp 2008)"), w))
		add("")
	}
	titles := make([]string, len(t.cols))
	for i, dc := range diceColumns() {
		titles[i] = st.Em.Render(dc.title)
	}
	row("", titles)

	// Optional parts, shown when the height allows, in order of value.
	core := 18 // title, columns, two sample lines, statistics, three lines of notes, status
	spare := t.h - core
	one := cw-1 >= diceLen
	showDesc := spare >= 1 && one
	if showDesc {
		spare--
	}
	showFactors := one && spare >= diceFaces+1
	if showFactors {
		spare -= diceFaces + 1
	}
	heatH := diceFaces
	if st.Color {
		heatH = (diceFaces + 1) / 2
	}
	showHeat := one && spare >= heatH+2
	if showHeat {
		spare -= heatH + 2
	}
	showGaps := spare >= 3

	if showDesc {
		descs := make([]string, len(t.cols))
		for i, dc := range diceColumns() {
			if a, err := shuffle.Lookup(dc.algo); err == nil {
				descs[i] = st.Subtle.Render(a.Description)
			}
		}
		row("", descs)
	}
	lines = append(lines, t.sampleLines(cw, showFactors)...)
	if showHeat {
		add("")
		lines = append(lines, t.heatLines(cw, heatH)...)
	}
	add("")
	lines = append(lines, t.statLines(cw)...)
	if showGaps {
		lines = append(lines, t.gapLines(cw)...)
	}
	add("")
	lines = append(lines, t.noteLines(w, max(0, t.h-len(lines)-1))...)
	add(common.Truncate(t.statusLine(), w))
	return strings.Join(lines, "\n")
}

// rowLine lays out a label and three cells, each cut to its column.
func (t *diceTab) rowLine(label string, cells []string, cw int) string {
	var b strings.Builder
	b.WriteString(common.FitLine(t.c.Styles.Subtle.Render(label), diceLabelW))
	for i, c := range cells {
		if i == len(cells)-1 {
			b.WriteString(common.Truncate(c, cw-1))
		} else {
			b.WriteString(common.FitLine(common.Truncate(c, cw-1), cw))
		}
	}
	return strings.TrimRight(common.Truncate(b.String(), t.w), " ")
}

// sampleLines draws the sample sequences, wrapped to the column width,
// and with factors the page's "factoring each possible digit into a
// separate line".
func (t *diceTab) sampleLines(cw int, factors bool) []string {
	st := t.c.Styles
	if t.seqErr != nil {
		return []string{t.rowLine("sample", []string{st.Bad.Render(t.seqErr.Error())}, cw)}
	}
	per := max(1, cw-1)
	nl := (diceLen + per - 1) / per
	chunk := (diceLen + nl - 1) / nl
	cells := make([][]string, nl)
	for l := range cells {
		cells[l] = make([]string, len(t.cols))
	}
	for i := range t.cols {
		var seq []int
		if i < len(t.seqs) {
			seq = t.seqs[i]
		}
		if seq == nil {
			cells[0][i] = st.Subtle.Render("drawing…")
			continue
		}
		tight := tightMarks(seq)
		for l := range nl {
			var b strings.Builder
			for j := l * chunk; j < min(len(seq), (l+1)*chunk); j++ {
				d := fmt.Sprint(seq[j])
				if tight[j] {
					d = st.Warn.Render(d)
				}
				b.WriteString(d)
			}
			cells[l][i] = b.String()
		}
		if len(seq) != diceLen {
			cells[nl-1][i] += st.Bad.Render(fmt.Sprintf(" %d dice", len(seq)))
		}
	}
	var out []string
	for l, c := range cells {
		lb := ""
		if l == 0 {
			lb = "sample"
		}
		out = append(out, t.rowLine(lb, c, cw))
	}
	if !factors {
		return out
	}
	for f := 1; f <= diceFaces; f++ {
		cells := make([]string, len(t.cols))
		for i := range t.cols {
			if i >= len(t.seqs) || t.seqs[i] == nil {
				continue
			}
			var b strings.Builder
			for _, v := range t.seqs[i] {
				if v == f {
					b.WriteString(fmt.Sprint(v))
				} else {
					b.WriteByte('.')
				}
			}
			cells[i] = st.Subtle.Render(b.String())
		}
		lb := ""
		if f == 1 {
			lb = "by face"
		}
		out = append(out, t.rowLine(lb, cells, cw))
	}
	return out
}

// tightMarks marks the dice of seq that have an equal die exactly
// diceTight places away.
func tightMarks(seq []int) []bool {
	m := make([]bool, len(seq))
	for j := 0; j+diceTight < len(seq); j++ {
		if seq[j] == seq[j+diceTight] {
			m[j], m[j+diceTight] = true, true
		}
	}
	return m
}

func (t *diceTab) sampleSeedText() string {
	s := t.c.Settings
	if !s.Gen.Reproducible {
		return "none (" + s.Gen.Name + ")"
	}
	s.Seed = s.EffectiveSeed() + uint64(t.sample)
	return s.SeedText()
}

// heatLines draws each column's position × face residuals: positions
// across, faces down, with the heatmap's glyphs or colours.
func (t *diceTab) heatLines(cw, h int) []string {
	st := t.c.Styles
	grids := make([][]string, len(t.cols))
	for i, c := range t.cols {
		if c.tally == nil || c.tally.matrix.Trials == 0 {
			continue
		}
		grids[i] = faceStrip(st, c.tally.matrix)
	}
	var out []string
	for l := range h {
		cells := make([]string, len(t.cols))
		for i := range grids {
			if l < len(grids[i]) {
				cells[i] = grids[i][l]
			}
		}
		lb := ""
		if l == 0 {
			lb = "matrix"
		}
		out = append(out, t.rowLine(lb, cells, cw))
	}
	return append(out, t.rowLine("", []string{panel.HeatLegend(st, 3*cw-1)}, 3*cw))
}

// faceStrip draws a face matrix with positions across and faces down:
// without colours one line per face, glyph by standardized residual
// (heatGlyph); with colours two faces a line in half blocks.
func faceStrip(st common.Styles, m *stats.Matrix) []string {
	z := func(r, c int) float64 {
		e := m.Expected(r, c)
		if e <= 0 {
			return 0
		}
		return (float64(m.Counts[r*m.Cols+c]) - e) / math.Sqrt(e)
	}
	var out []string
	if !st.Color {
		for c := range m.Cols {
			b := make([]byte, m.Rows)
			for r := range m.Rows {
				b[r] = panel.HeatGlyph(z(r, c))
			}
			out = append(out, string(b))
		}
		return out
	}
	for c := 0; c < m.Cols; c += 2 {
		var b strings.Builder
		for r := range m.Rows {
			b.WriteString(st.HeatFG[panel.HeatIndex(z(r, c))])
			if c+1 < m.Cols {
				b.WriteString(st.HeatBG[panel.HeatIndex(z(r, c+1))])
			}
			b.WriteString("▀")
		}
		b.WriteString(st.Reset)
		out = append(out, b.String())
	}
	return out
}

// statLines: per column the samples, lost faces, tight repeats against the
// exact uniform mean, the cell farthest from uniform, the per-position χ²
// and a verdict.
func (t *diceTab) statLines(cw int) []string {
	st := t.c.Styles
	n := len(t.cols)
	samples, lost, tight, vs, worst, pval, verdict := make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n), make([]string, n)
	exact := math.NaN()
	if t.exact != nil {
		exact, _ = t.exact.meanTight.Float64()
	}
	for i, c := range t.cols {
		d := c.tally
		if d == nil {
			samples[i] = st.Subtle.Render("not run")
			continue
		}
		switch {
		case d.samples >= t.target:
			samples[i] = text.Int(d.samples)
		case c.inFlight && !t.paused:
			samples[i] = st.Warn.Render(fmt.Sprintf("%s of %s…", text.Int(d.samples), text.Int(t.target)))
		default:
			samples[i] = st.Subtle.Render(fmt.Sprintf("%s of %s, paused", text.Int(d.samples), text.Int(t.target)))
		}
		if d.samples == 0 {
			continue
		}
		frac := float64(d.illegal) / float64(d.samples)
		lost[i] = fmt.Sprintf("%.1f%%", 100*frac)
		if d.illegal > 0 {
			lost[i] = st.Bad.Render(lost[i])
		}
		if i == 0 {
			lost[i] += st.Subtle.Render(fmt.Sprintf(" (exact %s)", diceLostOriginal().RatString()))
		}
		if d.gaps.Seqs == 0 {
			continue
		}
		m, se := d.gaps.FocusMean()
		tight[i] = fmt.Sprintf("%.3f ± %.3f", m, se)
		if !math.IsNaN(exact) && se > 0 {
			z := (m - exact) / se
			s := fmt.Sprintf("%+.1f%% (z %+.1f)", 100*(m/exact-1), z)
			switch {
			case math.Abs(z) >= 5:
				s = st.Bad.Render(s)
			case math.Abs(z) >= 3:
				s = st.Warn.Render(s)
			}
			vs[i] = s
		}
		pos, face, share, _ := diceWorst(d.matrix)
		worst[i] = fmt.Sprintf("%d at %d: %.1f%%", face, pos, 100*share)
		_, _, p := d.matrix.RowChiSquare()
		if d.illegal > 0 {
			pval[i] = "p " + text.PValue(p) + st.Subtle.Render(" (legal)")
		} else {
			pval[i] = "p " + text.PValue(p)
		}
		verdict[i] = panel.VerdictStyle(st, p, d.illegal).Render(diceVerdict(d, p))
	}
	return []string{
		t.rowLine("samples", samples, cw),
		t.rowLine("lost", lost, cw),
		t.rowLine(fmt.Sprintf("%d apart", diceTight), tight, cw),
		t.rowLine("vs unif", vs, cw),
		t.rowLine("worst", worst, cw),
		t.rowLine("χ²", pval, cw),
		t.rowLine("verdict", verdict, cw),
	}
}

// gapLines draws each column's gap histogram (gaps 3…12+ between equal
// dice) as a two-line spark chart on one scale, with the share of gaps
// of 3.
func (t *diceTab) gapLines(cw int) []string {
	st := t.c.Styles
	n := len(t.cols)
	top := 0.0
	shares := make([][]float64, n)
	for i, c := range t.cols {
		if c.tally == nil || c.tally.gaps.Total() == 0 {
			continue
		}
		for g := diceTight; g <= diceMaxGap; g++ {
			s := c.tally.gaps.Share(g)
			shares[i] = append(shares[i], s)
			top = math.Max(top, s)
		}
	}
	rows := [][]string{make([]string, n), make([]string, n), make([]string, n)}
	for i := range t.cols {
		if shares[i] == nil {
			continue
		}
		sp := common.SparkRows(shares[i], top, 2)
		rows[0][i] = st.Bar.Render(sp[0])
		rows[1][i] = st.Bar.Render(sp[1]) + fmt.Sprintf(" %.1f%% at %d", 100*shares[i][0], diceTight)
		rows[2][i] = st.Subtle.Render(fmt.Sprintf("%d…%d+", diceTight, diceMaxGap))
	}
	return []string{
		t.rowLine("gaps", rows[0], cw),
		t.rowLine("", rows[1], cw),
		t.rowLine("", rows[2], cw),
	}
}

// noteLines explains the statistics in at most h lines.
func (t *diceTab) noteLines(w, h int) []string {
	if h <= 0 {
		return nil
	}
	st := t.c.Styles
	exact, legal := "…", "…"
	if t.exact != nil {
		exact, legal = t.exact.meanTight.FloatString(4), text.BigInt(t.exact.legal)
	}
	txt := fmt.Sprintf("%d apart: pairs of equal dice %d places apart (the closest allowed) per sample; exactly %s for a uniform sequence. Inserting at the first opportunity piles faces up. lost: samples missing a face. worst: the face and position farthest from 1/%d. The uniform mean is counted over all %s legal sequences. Each sampler draws its first %s samples from the seed, each further %s from a SplitMix64 seed of it.",
		diceTight, diceTight, exact, diceFaces, legal, text.Int(t.chunk), text.Int(t.chunk))
	lines := text.SplitLines(common.WrapText(txt, w))
	if len(lines) > h {
		lines = lines[:h]
	}
	for i := range lines {
		lines[i] = st.Subtle.Render(lines[i])
	}
	return lines
}

func (t *diceTab) statusLine() string {
	st := t.c.Styles
	var state string
	switch {
	case t.cols[0].tally == nil:
		state = "statistics not run"
	case t.finished():
		state = st.Good.Render("done")
	case t.paused:
		state = st.Subtle.Render("paused")
	default:
		state = st.Warn.Render("running…")
	}
	s := t.c.Settings
	return state + st.Subtle.Render(fmt.Sprintf(" · %s seed %s for each sampler · sample #%d at seed %s",
		s.Gen.Name, s.SeedText(), t.sample+1, t.sampleSeedText()))
}
