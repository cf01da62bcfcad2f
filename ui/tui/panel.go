package tui

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/engine/shuffle"
	"riffle/engine/stats"
)

// panelTick is how often the panel reads the sampler's snapshot: about
// 10 Hz, as DESIGN.md's data flow says.
const panelTick = 100 * time.Millisecond

// panelTickMsg asks the panel with the same tag and id to read a
// snapshot.
type panelTickMsg struct {
	tag *byte
	id  int
}

// exactMsg carries an exact distribution computed off the update loop.
type exactMsg struct {
	tag  *byte
	id   int
	dist *stats.Distribution
	err  error
}

// panelModel is the fairness panel: the statistics of whatever randomness
// the active screen reports, fed by events (dice faces, lottery balls) and
// by the background sampler, drawn from snapshots already reduced by
// engine/stats. It never blocks Update: the sampler's workers publish
// snapshots that the panel reads on a tagged tick.
type panelModel struct {
	c    *common
	tag  *byte // the panel's identity in its messages: the root gives them to every panel
	w, h int

	// The background sampler and its latest evaluated snapshot.
	spec    *shuffle.SamplerSpec // what the background sampler runs
	specErr string
	sampler *stats.Sampler
	cancel  context.CancelFunc
	id      int // tags ticks and exact results to the current spec
	report  *stats.Report
	done    bool // the sampler reached its Trials
	rate    float64
	elapsed time.Duration
	exact   *stats.Distribution
	exactNo string // why there is no exact distribution

	// Event tallies.
	tallies []*categorical // by title, in the order first observed
	balls   *ballTally
}

func newPanel(c *common) panelModel { return panelModel{c: c, tag: new(byte)} }

// SetSize sets the panel's outer size.
func (p *panelModel) SetSize(w, h int) { p.w, p.h = w, h }

// SetSpec points the panel at a new sampler spec, stopping any sampler and
// clearing its tallies; the sampler starts on Toggle. It returns the Cmd
// that computes the exact distribution for small decks.
func (p *panelModel) SetSpec(spec shuffle.SamplerSpec) tea.Cmd {
	p.Stop()
	p.id++
	p.spec = &spec
	p.report, p.rate, p.elapsed, p.exact, p.exactNo, p.specErr, p.done = nil, 0, 0, nil, "", "", false
	if _, err := spec.Algo.Prepare(spec.Cards, spec.Options); err != nil {
		p.specErr = err.Error()
		return nil
	}
	if spec.Cards > stats.MaxPermN || spec.Algo.Kind == shuffle.Selection {
		return nil
	}
	id, tag := p.id, p.tag
	return func() tea.Msg {
		d, err := shuffle.ExactDistribution(spec.Algo, spec.Options, spec.Cards)
		return exactMsg{tag: tag, id: id, dist: d, err: err}
	}
}

// ClearSpec stops the sampler and forgets its spec and report: for a
// screen state with nothing to sample.
func (p *panelModel) ClearSpec() {
	p.Stop()
	p.id++
	p.spec, p.report, p.specErr, p.exact, p.exactNo, p.done = nil, nil, "", nil, "", false
	p.rate, p.elapsed = 0, 0
}

// Toggle starts the sampler, or pauses or resumes it. Pausing parks the
// workers: no CPU is used until the next Toggle.
func (p *panelModel) Toggle() tea.Cmd {
	switch {
	case p.spec == nil || p.specErr != "":
		return nil
	case p.sampler == nil:
		return p.start()
	case p.sampler.Paused():
		p.sampler.Resume()
		return p.tick()
	default:
		p.sampler.Pause()
		p.refresh()
		return nil
	}
}

func (p *panelModel) start() tea.Cmd {
	ctx, cancel := context.WithCancel(context.Background())
	s, err := shuffle.StartSampler(ctx, *p.spec)
	if err != nil {
		cancel()
		p.specErr = err.Error()
		return nil
	}
	p.sampler, p.cancel = s, cancel
	return p.tick()
}

// Stop ends the sampler's workers (leaving the screen does this); the last
// report stays on show.
func (p *panelModel) Stop() {
	if p.cancel != nil {
		p.cancel()
		p.sampler.Stop() // the workers end within one batch, about 1 ms
		p.refresh()
		p.cancel, p.sampler = nil, nil
	}
}

// Paused reports whether there is a paused sampler.
func (p *panelModel) Paused() bool { return p.sampler != nil && p.sampler.Paused() }

// Started reports whether the sampler has been started (and not stopped).
func (p *panelModel) Started() bool { return p.sampler != nil }

func (p *panelModel) tick() tea.Cmd {
	id, tag := p.id, p.tag
	return tea.Tick(panelTick, func(time.Time) tea.Msg { return panelTickMsg{tag: tag, id: id} })
}

// Update handles the panel's own messages: ticks and exact results.
func (p panelModel) Update(msg tea.Msg) (panelModel, tea.Cmd) {
	switch msg := msg.(type) {
	case panelTickMsg:
		if msg.tag != p.tag || msg.id != p.id || p.sampler == nil {
			return p, nil
		}
		done := p.refresh()
		if done || p.sampler.Paused() {
			return p, nil
		}
		return p, p.tick()
	case exactMsg:
		if msg.tag != p.tag || msg.id != p.id {
			return p, nil
		}
		if msg.err != nil {
			p.exactNo = msg.err.Error()
		} else {
			p.exact = msg.dist
			if p.report != nil {
				p.report.Exact = msg.dist
			}
		}
	}
	return p, nil
}

// refresh reads and evaluates the sampler's latest snapshot and reports
// whether the sampler is done.
func (p *panelModel) refresh() bool {
	if p.sampler == nil {
		return true
	}
	snap := p.sampler.Snapshot()
	r := snap.Report() // evaluated: χ², p, TV, verdict
	r.Exact = p.exact
	p.report, p.rate, p.elapsed, p.done = r, snap.Rate(), snap.Elapsed, snap.Done
	return snap.Done
}

// AddFaces tallies dice faces (1…sides) shown by a table, as "dN faces".
func (p *panelModel) AddFaces(sides int, faces ...int) {
	t := p.tally(fmt.Sprintf("d%d faces", sides), func() *categorical { return newFaceTally(sides) })
	for _, f := range faces {
		if f >= 1 && f <= sides {
			t.counts[f-1]++
		}
	}
}

// Observe tallies one outcome (an index into labels) of a categorical
// tally with the given title, labels and exact probabilities, created on
// first use — e.g. the sums of two dice against their 36ths.
func (p *panelModel) Observe(title string, labels []string, probs []float64, outcome int) {
	t := p.tally(title, func() *categorical {
		return &categorical{title: title, labels: labels, probs: probs, counts: make([]int64, len(labels))}
	})
	if outcome >= 0 && outcome < len(t.counts) {
		t.counts[outcome]++
	}
}

// SetTally sets the tally with the title to counts (copied), making it if
// need be: for a table that keeps its own counts, so that thousands of
// outcomes reach the panel at once rather than one Observe each.
func (p *panelModel) SetTally(title string, labels []string, probs []float64, counts []int64) {
	t := p.tally(title, func() *categorical { return &categorical{title: title} })
	t.labels, t.probs, t.counts = labels, probs, slices.Clone(counts)
}

// tally finds the tally with the title, or makes it.
func (p *panelModel) tally(title string, make func() *categorical) *categorical {
	for _, t := range p.tallies {
		if t.title == title {
			return t
		}
	}
	t := make()
	p.tallies = append(p.tallies, t)
	return t
}

// ClearEvents forgets every event tally.
func (p *panelModel) ClearEvents() { p.tallies, p.balls = nil, nil }

// AddBalls tallies one lottery draw of balls from 1…n.
func (p *panelModel) AddBalls(n int, balls ...int) {
	if p.balls == nil || p.balls.n != n || p.balls.k != len(balls) {
		p.balls = newBallTally(n, len(balls))
	}
	p.balls.add(balls)
}

// View draws the panel in its size, with a border. Every line is built to
// its exact width as it is made, so the frame is drawn without measuring
// the heatmap's escape-laden lines again (a frame must stay under 2 ms).
func (p panelModel) View() string {
	st := p.c.styles
	iw, ih := max(0, p.w-4), max(0, p.h-2) // border and one column of padding each side
	if p.w < 4 || p.h < 2 {
		return fit("", p.w, p.h)
	}
	var body []string
	if p.w >= 2*MinWidth/3 && p.h < 20 {
		body = p.wideView(iw, ih)
	} else {
		body = p.tallView(iw, ih)
	}
	return frame(st, body, iw, ih)
}

// frame draws lines (each exactly w cells) in a rounded border, padded to
// h lines.
func frame(st Styles, lines []string, w, h int) string {
	var b strings.Builder
	size := 0
	for _, l := range lines {
		size += len(l)
	}
	b.Grow(size + (h+2)*(w+64))
	b.WriteString(st.Border.Render("╭" + strings.Repeat("─", w+2) + "╮"))
	side := st.Border.Render("│")
	blank := strings.Repeat(" ", w)
	for i := range h {
		l := blank
		if i < len(lines) {
			l = lines[i]
		}
		b.WriteString("\n" + side + " " + l + " " + side)
	}
	b.WriteString("\n" + st.Border.Render("╰"+strings.Repeat("─", w+2)+"╯"))
	return b.String()
}

// fitAll fits every line to exactly w cells.
func fitAll(lines []string, w int) []string {
	for i, l := range lines {
		lines[i] = fitLine(l, w)
	}
	return lines
}

// tallView stacks the sections: for the panel docked on the right. Lines
// are exactly w cells.
func (p panelModel) tallView(w, h int) []string {
	head := fitAll(p.headLines(w), w)
	stats := fitAll(p.statLines(w), w)
	perms := fitAll(p.permLines(w, h-len(head)-len(stats)-p.smallMapLines()), w)
	rest := h - len(head) - len(stats) - len(perms)
	var parts []string
	parts = append(parts, head...)
	if m := p.matrix(); m != nil && rest >= 3 {
		parts = append(parts, p.heatmapLines(m, w, rest-1)...)
		parts = append(parts, fitLine(heatLegend(p.c.styles, w), w))
	}
	parts = append(parts, stats...)
	parts = append(parts, perms...)
	parts = append(parts, fitAll(p.eventLines(w, h-len(parts)), w)...)
	if len(parts) > h {
		parts = parts[:h]
	}
	return parts
}

// wideView puts the heatmap on the left and the numbers on the right: for
// the panel docked below, where height is short. Lines are exactly w cells.
func (p panelModel) wideView(w, h int) []string {
	m := p.matrix()
	if m == nil {
		return p.eventColumns(w, h)
	}
	// The numbers need about 46 columns; the map takes the rest, grouping
	// cards into columns when it must.
	mapW := min(m.Cols, max(w/3, w-48))
	left := p.heatmapLines(m, mapW, h-1)
	left = append(left, fitLine(heatLegend(p.c.styles, mapW), mapW))
	rw := max(0, w-mapW-2)
	var right []string
	right = append(right, p.headLines(rw)...)
	right = append(right, p.statLines(rw)...)
	right = append(right, p.permLines(rw, h-len(right))...)
	right = append(right, p.eventLines(rw, h-len(right))...) // a table's own tallies, if any fit
	right = fitAll(right, rw)
	out := make([]string, 0, h)
	blankL, blankR := strings.Repeat(" ", mapW), strings.Repeat(" ", rw)
	for i := range min(h, max(len(left), len(right))) {
		l, r := blankL, blankR
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		out = append(out, l+"  "+r)
	}
	return out
}

func (p panelModel) matrix() *stats.Matrix {
	if p.report == nil {
		return nil
	}
	return p.report.Matrix
}

// headLines: the title and the sampler's state.
func (p panelModel) headLines(w int) []string {
	st := p.c.styles
	title := st.PanelTitle.Render("Fairness")
	if p.spec != nil {
		title += st.Subtle.Render(fmt.Sprintf(" · %s on %s · %d %s", p.spec.Algo.Name,
			p.spec.Gen.Name, p.spec.Cards, unitWord(p.spec.Algo)))
	}
	lines := []string{truncate(title, w)}
	var state string
	switch {
	case p.specErr != "":
		state = st.Bad.Render(p.specErr)
	case p.spec == nil && len(p.tallies) == 0 && p.balls == nil:
		state = st.Subtle.Render("nothing to measure on this screen")
	case p.spec != nil && p.sampler == nil && p.report == nil:
		state = st.Subtle.Render("space starts the background sampler")
	case p.sampler != nil && p.done:
		state = st.Subtle.Render("finished") + st.Subtle.Render(" · c clears")
	case p.sampler != nil && p.sampler.Paused():
		state = st.Warn.Render("❚❚ paused") + st.Subtle.Render(" · space resumes")
	case p.sampler != nil:
		state = st.Good.Render("▶ sampling") + st.Subtle.Render(" · space pauses")
	case p.report != nil:
		state = st.Subtle.Render("stopped")
	}
	if state != "" {
		lines = append(lines, truncate(state, w))
	}
	if p.report != nil {
		count := st.Text.Render(plural(int(p.report.Trials), "sample"))
		if p.rate > 0 {
			count += st.Subtle.Render(fmt.Sprintf(" · %s · %.1f s", rateText(p.rate), p.elapsed.Seconds()))
		}
		lines = append(lines, truncate(count, w))
	}
	return lines
}

func unitWord(a shuffle.Algorithm) string {
	if a.Kind == shuffle.Faces {
		return "dice"
	}
	return "cards"
}

// heatmapLines draws the matrix in at most w × h under an axis caption,
// every line exactly w cells.
func (p panelModel) heatmapLines(m *stats.Matrix, w, h int) []string {
	st := p.c.styles
	if h < 2 || w < 1 {
		return nil
	}
	what := "cards"
	if m.Faces() {
		what = "faces"
	}
	caption := st.Subtle.Render(fmt.Sprintf("rows: positions 1…%d · columns: %s", m.Rows, what))
	if m.Rows != m.N && !m.Faces() {
		caption = st.Subtle.Render(fmt.Sprintf("%d×%d groups of positions × cards", m.Rows, m.Cols))
	}
	lines := []string{fitLine(caption, w)}
	rows, cells := heatmapView(st, m, w, h-1)
	pad := strings.Repeat(" ", max(0, w-cells))
	for _, r := range rows {
		lines = append(lines, r+pad)
	}
	return lines
}

// statLines: the test, its p-value, the TV distance and the verdict.
func (p panelModel) statLines(w int) []string {
	st := p.c.styles
	r := p.report
	if r == nil {
		return nil
	}
	if r.Trials == 0 && r.Malformed == 0 {
		return []string{st.Subtle.Render("no samples yet")}
	}
	var lines []string
	lines = append(lines, truncate(fmt.Sprintf("χ² %s  df %s  p %s", groupFloat(r.Chi2), groupInt(int64(r.DF)), pText(r.PValue)), w))
	tv := fmt.Sprintf("TV from uniform %.4f", r.TV)
	if r.Matrix != nil && r.Trials > 0 {
		tv += st.Subtle.Render(fmt.Sprintf(" (noise alone ≈ %.4f)", r.Matrix.NullTV()))
	}
	lines = append(lines, truncate(tv, w))
	lines = append(lines, truncate(verdictStyle(st, r.PValue, r.Malformed).Render(r.Verdict), w))
	return lines
}

// verdictStyle colours a verdict by its p-value.
func verdictStyle(st Styles, p float64, malformed int64) lipgloss.Style {
	switch {
	case malformed > 0 || p < stats.BiasedP:
		return st.Bad
	case p < stats.FairP:
		return st.Warn
	}
	return st.Good
}

// smallMapLines is the height the heatmap needs for a small deck: the
// caption, its rows and the legend.
func (p panelModel) smallMapLines() int {
	m := p.matrix()
	if m == nil {
		return 0
	}
	rows := m.Rows
	if p.c.styles.Color {
		rows = (rows + 1) / 2
	}
	return min(rows, 10) + 2
}

// permLines: for decks of at most MaxPermN cards, how often each order came
// up beside its exact probability. With room (at most 24 orders), one bar
// per order with its frequency and exact fraction; otherwise two rows of
// columns on one scale, orders in lexicographic rank.
func (p panelModel) permLines(w, h int) []string {
	st := p.c.styles
	r := p.report
	if r == nil || r.Perms == nil || r.Perms.Trials == 0 || w < 20 || h < 3 {
		return nil
	}
	n := len(r.Perms.Counts)
	if n <= 24 && h >= n+2 {
		return p.permBars(w)
	}
	if h < 4 {
		return nil
	}
	obs := make([]float64, n)
	for i, c := range r.Perms.Counts {
		obs[i] = float64(c) / float64(r.Perms.Trials)
	}
	labelW := 9
	cols := w - labelW
	lines := []string{truncate(st.Subtle.Render(fmt.Sprintf("the %d orders of %d cards, lexicographic:", n, r.Perms.N)), w)}
	var ex []float64
	top := 0.0
	if p.exact != nil {
		ex = make([]float64, n)
		for i := range ex {
			f, _ := p.exact.Prob(stats.Unrank(r.Perms.N, i)).Float64()
			ex[i] = f
		}
		ex = bucket(ex, cols)
		for _, v := range ex {
			top = math.Max(top, v)
		}
	}
	ob := bucket(obs, cols)
	for _, v := range ob {
		top = math.Max(top, v)
	}
	for i, row := range sparkRows(ob, top, 2) {
		label := "observed "
		if i > 0 {
			label = strings.Repeat(" ", labelW)
		}
		lines = append(lines, st.Subtle.Render(label)+st.Bar.Render(row))
	}
	switch {
	case ex != nil && h >= 7:
		for i, row := range sparkRows(ex, top, 2) {
			label := "exact    "
			if i > 0 {
				label = strings.Repeat(" ", labelW)
			}
			lines = append(lines, st.Subtle.Render(label)+st.BarExpected.Render(row))
		}
		lines = append(lines, p.exactTVLine(w))
	case p.exactNo != "":
		lines = append(lines, truncate(st.Subtle.Render("exact: "+p.exactNo), w))
	}
	return lines
}

// permBars draws one bar per order: the order (cards numbered from 1, top
// first), the observed frequency, and the exact probability as a fraction.
func (p panelModel) permBars(w int) []string {
	st := p.c.styles
	r := p.report
	n := len(r.Perms.Counts)
	lines := []string{truncate(st.Subtle.Render(fmt.Sprintf("the %d orders of %d cards (top card first):", n, r.Perms.N)), w)}
	top := 0.0
	obs := make([]float64, n)
	exact := make([]string, n)
	for i, c := range r.Perms.Counts {
		obs[i] = float64(c) / float64(r.Perms.Trials)
		top = math.Max(top, obs[i])
		if p.exact != nil {
			pr := p.exact.Prob(stats.Unrank(r.Perms.N, i))
			f, _ := pr.Float64()
			top = math.Max(top, f)
			exact[i] = fmt.Sprintf("exact %s = %.2f%%", pr.RatString(), 100*f)
		}
	}
	barW := max(4, w-r.Perms.N-1-9-24)
	for i := range n {
		var label strings.Builder
		for _, c := range stats.Unrank(r.Perms.N, i) {
			label.WriteString(fmt.Sprint(c + 1))
		}
		bar := fitLine(hbar(obs[i]/top, barW), barW)
		lines = append(lines, truncate(fmt.Sprintf("%s %s %6.2f%%  %s", label.String(), st.Bar.Render(bar), 100*obs[i], st.Subtle.Render(exact[i])), w))
	}
	if p.exact != nil {
		lines = append(lines, p.exactTVLine(w))
	} else if p.exactNo != "" {
		lines = append(lines, truncate(st.Subtle.Render("exact: "+p.exactNo), w))
	}
	return lines
}

// exactTVLine: the algorithm's exact distance from uniform.
func (p panelModel) exactTVLine(w int) string {
	tv := p.exact.TVUniform(p.report.Perms.N)
	return truncate(fmt.Sprintf("exact TV from uniform %s = %s", tv.RatString(), ratDecimal(tv)), w)
}

// eventColumns lays the event tallies side by side under the panel's
// title, for the wide, short panel docked below. Lines are exactly w cells.
func (p panelModel) eventColumns(w, h int) []string {
	n := len(p.tallies)
	if p.balls != nil {
		n++
	}
	if n < 2 {
		return p.tallView(w, h)
	}
	head := fitAll(p.headLines(w), w)
	colW := (w - 3*(n-1)) / n
	var cols [][]string
	for _, t := range p.tallies {
		cols = append(cols, fitAll(t.linesIn(p.c.styles, colW, h-1), colW))
	}
	if p.balls != nil {
		cols = append(cols, fitAll(p.balls.lines(p.c.styles, colW), colW))
	}
	out := head[:min(len(head), 1)] // the title; the state line is for the sampler
	blank := strings.Repeat(" ", colW)
	for i := 0; len(out) < h; i++ {
		var row strings.Builder
		any := false
		for c, col := range cols {
			if c > 0 {
				row.WriteString("   ")
			}
			if i < len(col) {
				row.WriteString(col[i])
				any = true
			} else {
				row.WriteString(blank)
			}
		}
		if !any {
			break
		}
		out = append(out, fitLine(row.String(), w))
	}
	return out
}

// eventLines draws the event tallies (dice, balls) in at most h lines.
func (p panelModel) eventLines(w, h int) []string {
	var lines []string
	for _, t := range p.tallies {
		if h-len(lines) < 6 {
			continue // no room even for columns; a later one will not fit either
		}
		// Bars when there is room, else one column per outcome.
		lines = append(lines, t.linesIn(p.c.styles, w, h-len(lines))...)
	}
	if p.balls != nil && h-len(lines) > 4 {
		lines = append(lines, p.balls.lines(p.c.styles, w)...)
	}
	return lines
}
