// Package panel is the fairness panel: whether the randomness behind a
// table or the Shuffle Lab is what it claims. It tallies the events a
// screen reports (dice faces, balls, outcomes) against their exact
// probabilities, and polls a background sampler's snapshots on a tagged
// tick, drawing the position × card heatmap, bars, the test and its verdict
// once per snapshot.
package panel

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
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// panelTick is how often the panel reads the sampler's snapshot: about
// 10 Hz, as DESIGN.md's data flow says.
const panelTick = 100 * time.Millisecond

// TickMsg asks the panel with the same tag and id to read a
// snapshot.
type TickMsg struct {
	tag *byte
	id  int
}

// ExactMsg carries an exact distribution computed off the update loop.
type ExactMsg struct {
	tag    *byte
	id     int
	dist   *stats.Distribution
	err    error
	versus bool // the law shown beside the exact one (Versus)
}

// Model is the fairness panel: the statistics of whatever randomness
// the active screen reports, fed by events (dice faces, lottery balls) and
// by the background sampler, drawn from snapshots already reduced by
// engine/stats. It never blocks Update: the sampler's workers publish
// snapshots that the panel reads on a tagged tick.
type Model struct {
	c    *common.Common
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
	// versus is another shuffle's exact law shown beside the spec's
	// (a fix beside its flaw), named versusName; nil for none.
	versus     *stats.Distribution
	versusName string

	// Event tallies.
	tallies []*Tally // by title, in the order first observed
	balls   *BallTally

	// The view drawn for the state's version ver (see cache.go).
	cache *viewCache
	ver   uint64
}

func New(c *common.Common) Model { return Model{c: c, tag: new(byte), cache: new(viewCache)} }

// SetSize sets the panel's outer size.
func (p *Model) SetSize(w, h int) { p.w, p.h = w, h }

// SetSpec points the panel at a new sampler spec, stopping any sampler and
// clearing its tallies; the sampler starts on Toggle. It returns the Cmd
// that computes the exact distribution for small decks.
func (p *Model) SetSpec(spec shuffle.SamplerSpec) tea.Cmd {
	p.Stop()
	p.changed()
	p.id++
	p.spec = &spec
	p.report, p.rate, p.elapsed, p.exact, p.exactNo, p.specErr, p.done = nil, 0, 0, nil, "", "", false
	p.versus, p.versusName = nil, ""
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
		return ExactMsg{tag: tag, id: id, dist: d, err: err}
	}
}

// Versus shows the exact law of algo (by name) on the spec's deck beside
// the spec's own, each order's two probabilities side by side: a fix
// beside its flaw. It returns the Cmd that computes it (nil when the deck
// is too large for exact laws); a new spec forgets it.
func (p *Model) Versus(algo shuffle.Algorithm, opts shuffle.Options) tea.Cmd {
	if p.spec == nil || p.spec.Cards > stats.MaxPermN || algo.Kind == shuffle.Selection {
		return nil
	}
	p.versusName = algo.Name
	id, tag, cards := p.id, p.tag, p.spec.Cards
	return func() tea.Msg {
		d, err := shuffle.ExactDistribution(algo, opts, cards)
		return ExactMsg{tag: tag, id: id, dist: d, err: err, versus: true}
	}
}

// ClearSpec stops the sampler and forgets its spec and report: for a
// screen state with nothing to sample.
func (p *Model) ClearSpec() {
	p.Stop()
	p.changed()
	p.id++
	p.spec, p.report, p.specErr, p.exact, p.exactNo, p.done = nil, nil, "", nil, "", false
	p.rate, p.elapsed = 0, 0
}

// Toggle starts the sampler, or pauses or resumes it. Pausing parks the
// workers: no CPU is used until the next Toggle.
func (p *Model) Toggle() tea.Cmd {
	switch {
	case p.spec == nil || p.specErr != "":
		return nil
	case p.sampler == nil:
		return p.start()
	case p.sampler.Paused():
		p.sampler.Resume()
		p.changed()
		return p.tick()
	default:
		p.sampler.Pause()
		p.refresh()
		return nil
	}
}

func (p *Model) start() tea.Cmd {
	p.changed()
	ctx, cancel := context.WithCancel(context.Background())
	spec := *p.spec
	if spec.Workers == 0 {
		spec.Workers = p.c.Settings().Workers // 0 still: one a core
	}
	s, err := shuffle.StartSampler(ctx, spec)
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
func (p *Model) Stop() {
	if p.cancel != nil {
		p.cancel()
		p.sampler.Stop() // the workers end within one batch, about 1 ms
		p.refresh()
		p.cancel, p.sampler = nil, nil
		p.changed()
	}
}

// Paused reports whether there is a paused sampler.
func (p *Model) Paused() bool { return p.sampler != nil && p.sampler.Paused() }

// Started reports whether the sampler has been started (and not stopped).
func (p *Model) Started() bool { return p.sampler != nil }

func (p *Model) tick() tea.Cmd {
	id, tag := p.id, p.tag
	return common.Tick(panelTick, func(time.Time) tea.Msg { return TickMsg{tag: tag, id: id} })
}

// Update handles the panel's own messages: ticks and exact results.
func (p Model) Update(msg tea.Msg) (Model, tea.Cmd) {
	switch msg := msg.(type) {
	case TickMsg:
		if msg.tag != p.tag || msg.id != p.id || p.sampler == nil {
			return p, nil
		}
		done := p.refresh()
		if done || p.sampler.Paused() {
			return p, nil
		}
		return p, p.tick()
	case ExactMsg:
		if msg.tag != p.tag || msg.id != p.id {
			return p, nil
		}
		p.changed()
		switch {
		case msg.versus:
			if msg.err == nil {
				p.versus = msg.dist
			}
		case msg.err != nil:
			p.exactNo = msg.err.Error()
		default:
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
func (p *Model) refresh() bool {
	if p.sampler == nil {
		return true
	}
	p.changed()
	snap := p.sampler.Snapshot()
	r := snap.Report() // evaluated: χ², p, TV, verdict
	r.Exact = p.exact
	p.report, p.rate, p.elapsed, p.done = r, snap.Rate(), snap.Elapsed, snap.Done
	return snap.Done
}

// AddFaces tallies dice faces (1…sides) shown by a table, as "dN faces".
func (p *Model) AddFaces(sides int, faces ...int) {
	p.changed()
	t := p.tally(fmt.Sprintf("d%d faces", sides), func() *Tally { return newFaceTally(sides) })
	for _, f := range faces {
		if f >= 1 && f <= sides {
			t.Counts[f-1]++
		}
	}
}

// Observe tallies one outcome (an index into labels) of a categorical
// tally with the given title, labels and exact probabilities, created on
// first use — e.g. the sums of two dice against their 36ths.
func (p *Model) Observe(title string, labels []string, probs []float64, outcome int) {
	p.changed()
	t := p.tally(title, func() *Tally {
		return &Tally{Title: title, Labels: labels, Probs: probs, Counts: make([]int64, len(labels))}
	})
	if outcome >= 0 && outcome < len(t.Counts) {
		t.Counts[outcome]++
	}
}

// SetTally sets the tally with the title to counts (copied), making it if
// need be: for a table that keeps its own counts, so that thousands of
// outcomes reach the panel at once rather than one Observe each.
func (p *Model) SetTally(title string, labels []string, probs []float64, counts []int64) {
	p.changed()
	t := p.tally(title, func() *Tally { return &Tally{Title: title} })
	t.Labels, t.Probs, t.Counts = labels, probs, slices.Clone(counts)
}

// tally finds the tally with the title, or makes it.
func (p *Model) tally(title string, make func() *Tally) *Tally {
	for _, t := range p.tallies {
		if t.Title == title {
			return t
		}
	}
	t := make()
	p.tallies = append(p.tallies, t)
	return t
}

// ClearEvents forgets every event tally.
func (p *Model) ClearEvents() {
	p.changed()
	p.tallies, p.balls = nil, nil
}

// AddBalls tallies one lottery draw of balls from 1…n.
func (p *Model) AddBalls(n int, balls ...int) {
	p.changed()
	if p.balls == nil || p.balls.N != n || p.balls.K != len(balls) {
		p.balls = NewBallTally(n, len(balls))
	}
	p.balls.add(balls)
}

// headLines: the title and the sampler's state.
func (p Model) headLines(w int) []string {
	st := p.c.Styles()
	title := st.PanelTitle.Render("Fairness")
	if p.spec != nil {
		what := fmt.Sprintf(" · %s on %s", AlgoLabel(p.spec.Algo, p.spec.Options), p.spec.Gen.Name)
		long := st.Subtle.Render(fmt.Sprintf("%s · %d %s", what, p.spec.Cards, UnitWord(p.spec.Algo)))
		title = draw.FirstFit(w, title+long, title+st.Subtle.Render(what), title)
	}
	lines := []string{draw.Truncate(title, w)}
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
		lines = append(lines, draw.Truncate(state, w))
	}
	if p.report != nil {
		count := st.Text.Render(text.Plural(int(p.report.Trials), "sample"))
		if p.rate > 0 {
			count += st.Subtle.Render(fmt.Sprintf(" · %s · %.1f s", text.Rate(p.rate), p.elapsed.Seconds()))
		}
		lines = append(lines, draw.Truncate(count, w))
	}
	return lines
}

// AlgoLabel names an algorithm with the options that differ from its
// defaults: "riffle ×7", "sort-key, 3-bit keys".
func AlgoLabel(a shuffle.Algorithm, o shuffle.Options) string {
	switch {
	case a.Name == "riffle" && o.Riffles > 1:
		return fmt.Sprintf("%s ×%d", a.Name, o.Riffles)
	case a.Name == "sort-key" && o.KeyBits > 0 && o.KeyBits != shuffle.DefaultKeyBits:
		return fmt.Sprintf("%s, %d-bit keys", a.Name, o.KeyBits)
	}
	return a.Name
}

// UnitWord is what the algorithm shuffles: cards or dice.
func UnitWord(a shuffle.Algorithm) string {
	if a.Kind == shuffle.Faces {
		return "dice"
	}
	return "cards"
}

// statLines: the test, its p-value, the TV distance (the mean over cards
// of each card's law over positions) and the verdict.
func (p Model) statLines(w int) []string {
	st := p.c.Styles()
	r := p.report
	if r == nil {
		return nil
	}
	if r.Trials == 0 && r.Malformed == 0 {
		return []string{st.Subtle.Render("no samples yet")}
	}
	var lines []string
	if r.Verdict.Kind != stats.TooFew { // a test of too little says nothing: no p
		lines = append(lines, draw.Truncate(chiLine(r.Chi2, r.DF, r.PValue, 0), w))
	}
	tv := fmt.Sprintf("TV over positions %.4f", r.TV)
	long, short := tv, tv
	if r.Matrix != nil && r.Trials > 0 {
		long += st.Subtle.Render(fmt.Sprintf(" (noise alone ≈ %.4f)", r.Matrix.NullTV()))
		short += st.Subtle.Render(fmt.Sprintf(" (noise ≈ %.4f)", r.Matrix.NullTV()))
	}
	lines = append(lines, draw.FirstFit(w, long, short))
	vs := VerdictStyle(st, r.Verdict)
	for _, l := range text.SplitLines(draw.WrapText(VerdictText(r), w)) {
		lines = append(lines, draw.Truncate(vs.Render(l), w))
	}
	return lines
}

// VerdictText is the report's verdict, a broken sampler's counts grouped
// in thousands.
func VerdictText(r *stats.Report) string {
	if r.Verdict.Kind != stats.Broken || r.Matrix == nil {
		return r.Verdict.String()
	}
	what := "permutations of the deck"
	if r.Matrix.Faces() {
		what = "the right multiset of faces"
	}
	return fmt.Sprintf("broken: %s of %s samples were not %s", text.Int(r.Malformed), text.Int(r.Malformed+r.Matrix.Trials), what)
}

// VerdictStyle colours a verdict by its kind — broken and biased bad,
// suspicious a warning, fair good, no test subtle — and spells its ≥ in
// ASCII (see draw.Glyphs.Text). engine/stats decides the kind; nothing
// here reads the p-value.
func VerdictStyle(st draw.Styles, v stats.Verdict) lipgloss.Style {
	return verdictColour(st, v.Kind).Transform(st.Glyphs.Text)
}

func verdictColour(st draw.Styles, k stats.VerdictKind) lipgloss.Style {
	switch k {
	case stats.Broken, stats.Biased:
		return st.Bad
	case stats.Suspicious:
		return st.Warn
	case stats.Fair:
		return st.Good
	}
	return st.Subtle
}

// smallMapLines is the height the heatmap needs for a small deck: the
// caption, its rows and the legend.
func (p Model) smallMapLines() int {
	m := p.matrix()
	if m == nil {
		return 0
	}
	rows := m.Rows
	if p.c.Styles().Color {
		rows = (rows + 1) / 2
	}
	return min(rows, 10) + 2
}

// permLines: for decks of at most MaxPermN cards, how often each order came
// up beside its exact probability. With room (at most 24 orders), one bar
// per order with its frequency and exact fraction; otherwise two rows of
// columns on one scale, orders in lexicographic rank.
func (p Model) permLines(w, h int) []string {
	st := p.c.Styles()
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
	lines := []string{st.Subtle.Render(p.ordersTitle(w, n, r.Perms.N, "lexicographic", h >= 7))}
	var ex []float64
	top := 0.0
	if p.exact != nil {
		ex = make([]float64, n)
		for i := range ex {
			f, _ := p.exact.Prob(stats.Unrank(r.Perms.N, i)).Float64()
			ex[i] = f
		}
		ex = draw.Bucket(ex, cols)
		for _, v := range ex {
			top = math.Max(top, v)
		}
	}
	ob := draw.Bucket(obs, cols)
	for _, v := range ob {
		top = math.Max(top, v)
	}
	for i, row := range draw.SparkRows(ob, top, 2) {
		label := "observed "
		if i > 0 {
			label = strings.Repeat(" ", labelW)
		}
		lines = append(lines, st.Subtle.Render(label)+st.Bar.Render(row))
	}
	switch {
	case ex != nil && h >= 7:
		for i, row := range draw.SparkRows(ex, top, 2) {
			label := "exact    "
			if i > 0 {
				label = strings.Repeat(" ", labelW)
			}
			lines = append(lines, st.Subtle.Render(label)+st.BarExpected.Render(row))
		}
		lines = append(lines, p.exactTVLine(w))
	case p.exactNo != "":
		lines = append(lines, draw.Truncate(st.Subtle.Render("exact: "+p.exactNo), w))
	}
	return lines
}

// ordersTitle is the title over the n orders of k cards, in order ("top
// card first", "lexicographic"), in w cells, saying when an exact law is
// shown that it is a perfect generator's: the algorithm's law with
// ideal draws, not the law of the generator sampled (a 16-seed LCG's
// differs).
func (p Model) ordersTitle(w, n, k int, order string, exactShown bool) string {
	long := fmt.Sprintf("the %d orders of %d cards (%s)", n, k, order)
	if p.exact == nil || !exactShown {
		return draw.FirstFit(w, long+":", fmt.Sprintf("%d orders, %s:", n, order))
	}
	return draw.FirstFit(w, long+"; exact for a perfect generator:",
		fmt.Sprintf("the %d orders (%s), exact for a perfect generator:", n, order),
		fmt.Sprintf("%d orders, %s; exact: perfect generator", n, order),
		fmt.Sprintf("%d orders; exact for a perfect generator:", n),
		"exact for a perfect generator:")
}

// permBars draws one bar per order: the order (cards numbered from 1, top
// first), the observed frequency, and the exact probability as a fraction.
func (p Model) permBars(w int) []string {
	st := p.c.Styles()
	r := p.report
	n := len(r.Perms.Counts)
	lines := []string{st.Subtle.Render(p.ordersTitle(w, n, r.Perms.N, "top card first", true))}
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
			if p.versus != nil {
				vs := fmt.Sprintf(" · %s %s", p.versusName, p.versus.Prob(stats.Unrank(r.Perms.N, i)).RatString())
				if r.Perms.N+1+4+10+lipgloss.Width(exact[i]+vs) > w { // narrow: the fraction alone, the flaw's kept whole
					exact[i] = "exact " + pr.RatString()
				}
				exact[i] += vs
			}
		}
	}
	barW := max(4, w-r.Perms.N-1-9-24)
	if p.versus != nil {
		barW = max(4, barW-len(p.versusName)-8)
	}
	for i := range n {
		var label strings.Builder
		for _, c := range stats.Unrank(r.Perms.N, i) {
			label.WriteString(fmt.Sprint(c + 1))
		}
		bar := draw.FitLine(draw.HBar(obs[i]/top, barW), barW)
		lines = append(lines, draw.Truncate(fmt.Sprintf("%s %s %6.2f%%  %s", label.String(), st.Bar.Render(bar), 100*obs[i], st.Subtle.Render(exact[i])), w))
	}
	if p.exact != nil {
		lines = append(lines, p.exactTVLine(w))
	} else if p.exactNo != "" {
		lines = append(lines, draw.Truncate(st.Subtle.Render("exact: "+p.exactNo), w))
	}
	return lines
}

// exactTVLine: the algorithm's exact distance from uniform over the n! orders.
func (p Model) exactTVLine(w int) string {
	tv := p.exact.TVUniform(p.report.Perms.N)
	return draw.Truncate(fmt.Sprintf("exact TV over orders %s = %s", tv.RatString(), ratDecimal(tv)), w)
}

// eventLines draws the event tallies (dice, balls) in at most h lines.
func (p Model) eventLines(w, h int) []string {
	var lines []string
	for _, t := range p.tallies {
		room := h - len(lines)
		switch {
		case room >= 6 && t.fits(p.c.Styles(), w, room):
			// Bars when there is room, else one column per outcome.
			lines = append(lines, t.linesIn(p.c.Styles(), w, room)...)
		case room >= 2:
			// More outcomes than columns: the tally in words.
			if sum := draw.WrapStyled(p.c.Styles().Subtle, t.summary(p.c.Styles(), w), w); len(sum) <= room {
				lines = append(lines, sum...)
			}
		}
	}
	if p.balls != nil && h-len(lines) > 4 {
		lines = append(lines, p.balls.lines(p.c.Styles(), w, h-len(lines))...)
	}
	return lines
}

// Report is the sampler's latest evaluated snapshot (nil before the first).
func (p *Model) Report() *stats.Report { return p.report }

// Spec is what the background sampler runs (nil when none is set), and
// SpecErr why the last spec given could not be run.
func (p *Model) Spec() *shuffle.SamplerSpec { return p.spec }

// SpecErr says why the last spec given could not be run ("" when it can).
func (p *Model) SpecErr() string { return p.specErr }

// Tallies are the event tallies, in the order first observed.
func (p *Model) Tallies() []*Tally { return p.tallies }

// Balls is the lottery balls' tally (nil when none were added).
func (p *Model) Balls() *BallTally { return p.balls }

// Owns reports whether msg is one of this panel's own messages (its
// sampler ticks and exact results), which only it acts on.
func (p *Model) Owns(msg tea.Msg) bool {
	switch msg := msg.(type) {
	case TickMsg:
		return msg.tag == p.tag
	case ExactMsg:
		return msg.tag == p.tag
	}
	return false
}

// Size is the panel's size as last set.
func (p *Model) Size() (w, h int) { return p.w, p.h }

// Sampler is the background sampler (nil while none runs).
func (p *Model) Sampler() *stats.Sampler { return p.sampler }

// Refresh reads the sampler's latest snapshot now, as a tick would; it
// reports whether anything changed.
func (p *Model) Refresh() bool { return p.refresh() }

// Still forgets the measured sampling rate, which depends on the machine,
// so that a view can be compared with a golden file.
func (p *Model) Still() {
	p.changed()
	p.rate = 0
}

// Exact is the exact distribution of the sampled orders, or nil and why
// there is none.
func (p *Model) Exact() (*stats.Distribution, string) { return p.exact, p.exactNo }

// The zones of the panel's top border and title line: a click on either
// hides the panel, as f does.
const (
	ZoneBorder = "panel.border"
	ZoneTitle  = "panel.title"
)

// Empty reports whether the panel has nothing to show yet: no event
// counted, no ball drawn, and no sampler set (a sampler's panel shows its
// exact law and its samples as they come).
func (p *Model) Empty() bool {
	if p.spec != nil {
		return false
	}
	for _, t := range p.tallies {
		for _, n := range t.Counts {
			if n > 0 {
				return false
			}
		}
	}
	return p.balls == nil || p.balls.Draws == 0
}

// Summary is the panel in one line of w cells: while it is empty, what
// it will show; once it has counted, its last tally's count and verdict
// (the one a table adds last: craps' sums); and that f opens it. Marked
// for clicks as its title.
func (p *Model) Summary(w int) string {
	st := p.c.Styles()
	what, short := "nothing counted yet: it fills as you play", ""
	if n := len(p.tallies); n > 0 && !p.Empty() {
		c := p.tallies[n-1]
		short = fmt.Sprintf("%s, %s", c.Title, text.Plural(int(c.Total()), "sample"))
		what = short + ": " + c.Verdict().String()
	}
	title := st.PanelTitle.Render("Fairness")
	fits := []string{title + st.Subtle.Render(" · "+what+" · f opens it"), title + st.Subtle.Render(" · "+what)}
	if short != "" {
		fits = append(fits, title+st.Subtle.Render(" · "+short+" · f opens it"))
	}
	line := draw.FirstFit(w-1, append(fits, title+st.Subtle.Render(" · f opens it"))...)
	return draw.FitLine(" "+p.c.Mark(ZoneTitle, line), w)
}
