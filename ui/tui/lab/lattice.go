package lab

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/engine/rng"
	"riffle/ui/tui/common"
)

// latticeMaxM is the largest modulus the lattice view plots: 4096 pairs,
// scaled into the area with braille dots.
const latticeMaxM = 4096

// latticeMaxR bounds the search for a single wrapping line (see
// rng.WrappingLine): normals up to 64 in each coordinate.
const latticeMaxR = 64

// latticePreset is one LCG s' = (a·s + c) mod m the lattice view offers.
type latticePreset struct {
	name    string
	a, c, m uint64
	note    string // why it is here, one sentence
	fig2    string // what the Java text's Figure 2 shows, for its pairs
	session bool   // the session's generator
}

// latticePresets are the toy LCGs of the Java text, a full-period LCG whose
// pairs still lie on few lines, the full-period multiplier mod 256 with
// the widest-spaced lines (both checked in engine/rng's tests), and the
// session's generator when it is a custom LCG small enough to plot.
func latticePresets(s common.Settings) []latticePreset {
	ps := []latticePreset{
		{name: "lcg16", a: 13, c: 5, m: 16,
			note: "The Java text's LCG: its sequence S = 0, 5, 6, 3, 12, 1, … has period 16.",
			fig2: "Figure 2 of the Java text: one line from (15,0) through (12,1) wraps through all these pairs."},
		{name: "lcg32", a: 5, c: 13, m: 32,
			note: "Exercise 7 of the Java text: 32 values, period 32."},
		{name: "lcg:5,1,256", a: 5, c: 1, m: 256,
			note: "Full period 256 (Hull–Dobell), yet a small multiplier puts every pair on 5 lines."},
		{name: "lcg:137,1,256", a: 137, c: 1, m: 256,
			note: "Of all full-period multipliers mod 256, the widest-spaced lines (spectral test): still a lattice, but an even one."},
	}
	g, err := s.Gen.New(0)
	l, ok := g.(*rng.LCG)
	if err != nil || !ok || l.M > latticeMaxM {
		return ps
	}
	for i := range ps {
		if ps[i].a == l.A && ps[i].c == l.C && ps[i].m == l.M {
			ps[i].session = true
			return ps
		}
	}
	return append([]latticePreset{{name: s.Gen.Name, a: l.A, c: l.C, m: l.M,
		note: "The session's generator.", session: true}}, ps...)
}

type latticeKeys struct {
	Gen, GenBack   key.Binding
	Seed, SeedBack key.Binding
	Step, StepBack key.Binding
	All            key.Binding
	Lines          key.Binding
	Pairs          key.Binding
}

func defaultLatticeKeys() latticeKeys {
	return latticeKeys{
		Gen:      key.NewBinding(key.WithKeys("g"), key.WithHelp("g/G", "LCG")),
		GenBack:  key.NewBinding(key.WithKeys("G")),
		Seed:     key.NewBinding(key.WithKeys("right", "]"), key.WithHelp("←/→", "seed")),
		SeedBack: key.NewBinding(key.WithKeys("left", "[")),
		Step:     key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "next pair")),
		StepBack: key.NewBinding(key.WithKeys("S"), key.WithHelp("S", "previous pair")),
		All:      key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "all pairs")),
		Lines:    key.NewBinding(key.WithKeys("l"), key.WithHelp("l", "draw lines")),
		Pairs:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "Figure 2 pairs")),
	}
}

// Line families the view draws, in the order l cycles through them.
const (
	linesOff     = iota
	linesWidest  // rng.WidestLines: the spectral test's family
	linesWrapped // rng.WrappingLine, when it differs from the widest
)

// latticeTab plots the pairs (s_i, s_{i+1}) of a toy LCG on the m × m
// torus, one full period, with the few parallel lines they lie on.
type latticeTab struct {
	c       *common.Common
	keys    latticeKeys
	presets []latticePreset
	sel     int
	seed    uint64 // in 0…m−1
	stride  int    // 1: every pair; 2: (s0,s1), (s2,s3), … as in Figure 2
	lines   int    // linesOff, linesWidest or linesWrapped
	shown   int    // pairs shown while stepping; 0 shows them all
	w, h    int

	// synced is the session generator and seed the presets were built
	// from; Enter rebuilds them when the session changed.
	syncedGen  string
	syncedSeed uint64

	// Computed from the choices above by compute.
	pairs        []rng.Point
	tail, period uint64
	widest, wrap rng.LineFamily
	hasWrap      bool // wrap differs from widest
	err          error
}

func newLatticeTab(c *common.Common) tabModel {
	t := &latticeTab{c: c, keys: defaultLatticeKeys(), stride: 1}
	t.sync()
	return t
}

func (t *latticeTab) Title() string    { return "Lattice" }
func (t *latticeTab) SetSize(w, h int) { t.w, t.h = w, h }
func (t *latticeTab) Leave()           {}

// Enter follows the session: a new generator or seed chosen in the lobby
// resets the choice.
func (t *latticeTab) Enter() tea.Cmd {
	s := t.c.Settings
	if s.Gen.Name != t.syncedGen || s.EffectiveSeed() != t.syncedSeed {
		t.sync()
	}
	return nil
}

// sync rebuilds the presets from the session and selects the session's
// LCG (or the Java text's) with the session's seed.
func (t *latticeTab) sync() {
	s := t.c.Settings
	t.syncedGen, t.syncedSeed = s.Gen.Name, s.EffectiveSeed()
	t.presets = latticePresets(s)
	t.sel = 0
	for i, p := range t.presets {
		if p.session {
			t.sel = i
		}
	}
	t.choose(t.sel)
}

// choose selects preset i with the session's seed reduced mod m.
func (t *latticeTab) choose(i int) {
	t.sel = common.Mod(i, len(t.presets))
	t.seed = t.syncedSeed % t.presets[t.sel].m
	t.shown = 0
	t.compute()
}

// compute walks the orbit and finds its line families.
func (t *latticeTab) compute() {
	p := t.presets[t.sel]
	g := rng.LCG{A: p.a, C: p.c, M: p.m}
	t.pairs, t.tail, t.period, t.err = g.Pairs(t.seed, t.stride, p.m)
	if t.err != nil {
		t.pairs = nil
		return
	}
	t.widest = rng.WidestLines(t.pairs, p.m)
	var ok bool
	t.wrap, ok = rng.WrappingLine(t.pairs, p.m, latticeMaxR)
	t.hasWrap = ok && (t.wrap.U != t.widest.U || t.wrap.V != t.widest.V)
	if t.lines == linesWrapped && !t.hasWrap {
		t.lines = linesWidest
	}
	if t.shown > len(t.pairs) {
		t.shown = 0
	}
}

func (t *latticeTab) Keys() []key.Binding {
	k := t.keys
	k.StepBack.SetEnabled(t.shown != 1 && len(t.pairs) > 1)
	k.All.SetEnabled(t.shown != 0)
	switch t.nextLines() {
	case linesOff:
		k.Lines.SetHelp("l", "hide lines")
	case linesWrapped:
		k.Lines.SetHelp("l", "one wrapping line")
	}
	if t.stride == 2 {
		k.Pairs.SetHelp("p", "every pair")
	}
	return common.Enabled(k.Gen, k.Lines, k.Step, k.Pairs, k.StepBack, k.All, k.Seed)
}

// nextLines is the family l shows next.
func (t *latticeTab) nextLines() int {
	switch {
	case t.lines == linesOff:
		return linesWidest
	case t.lines == linesWidest && t.hasWrap:
		return linesWrapped
	}
	return linesOff
}

func (t *latticeTab) Update(msg tea.Msg) (tabModel, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return t, nil
	}
	n := len(t.pairs)
	m := t.presets[t.sel].m
	switch {
	case key.Matches(k, t.keys.Gen):
		t.choose(t.sel + 1)
	case key.Matches(k, t.keys.GenBack):
		t.choose(t.sel - 1)
	case key.Matches(k, t.keys.Seed):
		t.seed = (t.seed + 1) % m
		t.shown = 0
		t.compute()
	case key.Matches(k, t.keys.SeedBack):
		t.seed = (t.seed + m - 1) % m
		t.shown = 0
		t.compute()
	case key.Matches(k, t.keys.Step) && n > 0:
		t.shown = t.shown%n + 1
	case key.Matches(k, t.keys.StepBack) && n > 1 && t.shown != 1:
		if t.shown == 0 {
			t.shown = n
		}
		t.shown--
	case key.Matches(k, t.keys.All):
		t.shown = 0
	case key.Matches(k, t.keys.Lines):
		t.lines = t.nextLines()
	case key.Matches(k, t.keys.Pairs):
		t.stride = 3 - t.stride
		t.shown = 0
		t.compute()
	}
	return t, nil
}

// family is the line family drawn, if any.
func (t *latticeTab) family() (rng.LineFamily, bool) {
	switch {
	case t.pairs == nil || t.lines == linesOff:
		return rng.LineFamily{}, false
	case t.lines == linesWrapped:
		return t.wrap, true
	}
	return t.widest, true
}

// visible is the pairs drawn: all, or the first shown while stepping.
func (t *latticeTab) visible() []rng.Point {
	if t.shown == 0 {
		return t.pairs
	}
	return t.pairs[:t.shown]
}

// latticeInfoMin is the narrowest the text beside the plot gets.
const latticeInfoMin = 38

func (t *latticeTab) View() string {
	if t.w < 4 || t.h < 1 {
		return ""
	}
	p := t.presets[t.sel]
	plotW := t.w - latticeInfoMin - 2
	cv := newLatticeCanvas(int(p.m), plotW, t.h-1)
	if cv.cols == 0 {
		return common.Fit(t.infoView(t.w), t.w, t.h)
	}
	plot := t.plotView(cv)
	infoW := t.w - lipgloss.Width(plot) - 2
	return lipgloss.JoinHorizontal(lipgloss.Top, plot, "  ", common.Fit(t.infoView(infoW), infoW, t.h))
}

// infoView is the text beside the plot: the LCG, seed, period and pairs,
// then the lines.
func (t *latticeTab) infoView(w int) string {
	st := t.c.Styles
	p := t.presets[t.sel]
	var b strings.Builder
	line := func(s string) { b.WriteString(common.Truncate(s, w) + "\n") }
	para := func(style lipgloss.Style, s string) {
		for _, l := range strings.Split(common.WrapText(s, w), "\n") {
			b.WriteString(style.Render(l) + "\n")
		}
	}
	name := p.name
	if p.session {
		name += " (session)"
	}
	line(st.Selected.Render("‹ "+name+" ›") + " " + st.Subtle.Render("g/G"))
	line(st.Em.Render(fmt.Sprintf("s' = (%d·s + %d) mod %d", p.a, p.c, p.m)))
	para(st.Subtle, p.note)
	if t.err != nil {
		para(st.Bad, t.err.Error())
		return b.String()
	}
	line(fmt.Sprintf("seed %d %s · %s", t.seed, st.Subtle.Render("←/→"), t.periodText()))
	n := len(t.pairs)
	which := "(s_i, s_i+1), every i"
	if t.stride == 2 {
		which = "(s0,s1), (s2,s3), …"
	}
	line(fmt.Sprintf("pairs %s: %s", which, st.Em.Render(strconv.Itoa(n))))
	if t.shown > 0 {
		q := t.pairs[t.shown-1]
		line(fmt.Sprintf("showing %d of %d · latest %s", t.shown, n, st.Selected.Render(fmt.Sprintf("(%d, %d)", q.X, q.Y))))
	}
	if t.stride == 2 && p.fig2 != "" {
		para(st.Text, p.fig2)
	}
	b.WriteString("\n")
	f, on := t.family()
	if !on {
		para(st.Subtle, fmt.Sprintf("l draws the few parallel lines all %d pairs lie on.", n))
		para(st.Subtle, "x = s_i across, y = s_i+1 up; the plot wraps at the edges like a torus.")
		return b.String()
	}
	for _, s := range t.linesText(f) {
		para(st.Text, s)
	}
	return b.String()
}

// periodText says the orbit's period and whether it is full.
func (t *latticeTab) periodText() string {
	p := t.presets[t.sel]
	s := fmt.Sprintf("period %d", t.period)
	// A full period from one seed is a single cycle through all m
	// states, so full from every seed: exactly when Hull–Dobell holds.
	if t.period == p.m {
		s += ", full"
	} else {
		s += ", not full"
	}
	if t.tail > 0 {
		s = fmt.Sprintf("tail %d, %s", t.tail, s)
	}
	return s
}

// linesText explains the family f in a few sentences.
func (t *latticeTab) linesText(f rng.LineFamily) []string {
	p := t.presets[t.sel]
	n := len(t.pairs)
	form := linearForm(f.U, f.V)
	eq := fmt.Sprintf("%s ≡ %d (mod %d)", form, f.C, p.m)
	out := []string{fmt.Sprintf("Every pair has y ≡ %dx + %d (mod %d).", p.a, p.c, p.m)}
	if k := f.U + int64(p.a)*f.V; k%int64(p.m) == 0 {
		out = append(out, fmt.Sprintf("As %s + %d·%s = %s ≡ 0, all %d have %s:",
			minus(f.U), p.a, minus(f.V), minus(k), n, eq))
	} else {
		out = append(out, fmt.Sprintf("These %d also have %s:", n, eq))
	}
	segs := fmt.Sprintf("%d parallel lines in the square", len(f.Lines))
	if len(f.Lines) == 1 {
		segs = "1 line in the square"
	}
	if len(f.Lines) <= 5 {
		var vals []string
		for _, v := range f.Lines {
			vals = append(vals, minus(v))
		}
		segs += fmt.Sprintf(" (%s = %s)", form, strings.Join(vals, ", "))
	}
	torus := "one line wrapping round the torus"
	if f.TorusLines > 1 {
		torus = fmt.Sprintf("%d lines on the torus", f.TorusLines)
	}
	if len(f.Lines) > 1 {
		segs += fmt.Sprintf(", %.2f apart", f.Spacing())
	}
	out = append(out, fmt.Sprintf("%s; %s.", segs, torus))
	switch {
	case t.lines == linesWrapped:
		out = append(out, "The widest-spaced lines make several lines on the torus; this is the shortest single one.")
	case t.stride == 1 && t.period == p.m:
		out = append(out, fmt.Sprintf("No lines through them are wider apart: the spectral test's ν₂² = %d.", f.Nu2()))
	default:
		out = append(out, "No parallel lines through them are wider apart.")
	}
	return out
}

// minus writes an integer with a minus sign rather than a hyphen.
func minus(x int64) string { return strings.Replace(strconv.FormatInt(x, 10), "-", "−", 1) }

// linearForm writes u·x + v·y compactly: "3x + y", "x − 5y", "−2x + 2y".
func linearForm(u, v int64) string {
	term := func(c int64, s string) string {
		switch c {
		case 1:
			return s
		case -1:
			return "−" + s
		}
		return minus(c) + s
	}
	switch {
	case u == 0:
		return term(v, "y")
	case v == 0:
		return term(u, "x")
	case v < 0:
		return term(u, "x") + " − " + term(-v, "y")
	}
	return term(u, "x") + " + " + term(v, "y")
}

// Canvas modes, from the most readable to the densest.
const (
	canvasCells   = iota // one cell per lattice point, k rows and 2k columns apart
	canvasHalves         // half blocks: one column per x, two y per cell
	canvasBraille        // braille dots, D per side, scaled
)

// latticeCanvas maps the m × m torus onto terminal cells, keeping the
// square's aspect (a cell is about twice as tall as wide).
type latticeCanvas struct {
	m          int
	mode       int
	k          int // canvasCells: rows between lattice points
	dots       int // canvasBraille: dots per side
	cols, rows int // the plot's cells, without axes
	labelW     int // the y axis labels' width
}

// newLatticeCanvas fits an m × m torus into w × h cells, axes included
// (h counts the x axis line). cols is 0 when nothing fits.
func newLatticeCanvas(m, w, h int) latticeCanvas {
	cv := latticeCanvas{m: m, labelW: len(strconv.Itoa(m - 1))}
	w -= cv.labelW + 1
	h-- // the x axis
	if k := min((w-1)/max(1, 2*(m-1)), (h-1)/max(1, m-1)); k >= 1 && m <= h && 2*m-1 <= w {
		cv.mode, cv.k = canvasCells, k
		cv.cols, cv.rows = 2*k*(m-1)+1, k*(m-1)+1
		return cv
	}
	if m <= w && (m+1)/2 <= h {
		cv.mode, cv.cols, cv.rows = canvasHalves, m, (m+1)/2
		return cv
	}
	d := min(2*w, 4*h)
	if d < 8 {
		return latticeCanvas{}
	}
	if d >= m {
		d = d / m * m // whole dots per lattice unit
	}
	cv.mode, cv.dots = canvasBraille, d
	cv.cols, cv.rows = (d+1)/2, (d+3)/4
	return cv
}

// cell returns the cell of the lattice point (x, y) and, for half blocks
// and braille, its bit within the cell (half blocks: 1 top, 2 bottom).
func (cv latticeCanvas) cell(x, y int) (col, row int, bit rune) {
	switch cv.mode {
	case canvasCells:
		return 2 * cv.k * x, cv.k * (cv.m - 1 - y), 0
	case canvasHalves:
		h := cv.m - 1 - y
		return x, h / 2, 1 << (h % 2)
	}
	dx := int((float64(x) + 0.5) * float64(cv.dots) / float64(cv.m))
	dy := cv.dots - 1 - int((float64(y)+0.5)*float64(cv.dots)/float64(cv.m))
	return dx / 2, dy / 4, brailleBit(dx%2, dy%4)
}

// at returns the cell under the continuous point (x, y) of the torus.
func (cv latticeCanvas) at(x, y float64) (col, row int, ok bool) {
	switch cv.mode {
	case canvasCells:
		col = int(math.Round(2 * float64(cv.k) * x))
		row = int(math.Round(float64(cv.k) * (float64(cv.m-1) - y)))
	case canvasHalves:
		col = int(math.Round(x))
		row = int(math.Round(float64(cv.m-1)-y)) / 2
	default:
		s := float64(cv.dots) / float64(cv.m)
		col = int(math.Floor((x + 0.5) * s / 2))
		row = int(math.Floor((float64(cv.dots) - (y+0.5)*s) / 4))
	}
	return col, row, col >= 0 && col < cv.cols && row >= 0 && row < cv.rows
}

// brailleBit is the bit of dot (dx, dy) in a braille cell (Unicode's
// numbering: dots 1-2-3 and 4-5-6 down the columns, 7 and 8 below).
func brailleBit(dx, dy int) rune {
	if dy == 3 {
		return 0x40 << dx
	}
	return 1 << (dy + 3*dx)
}

// lineGlyph draws a line whose normal is (u, v): its direction (−v, u) on
// a square grid.
func lineGlyph(u, v int64) string {
	ang := math.Atan2(math.Abs(float64(u)), math.Abs(float64(v))) * 180 / math.Pi
	switch {
	case ang < 22.5:
		return "─"
	case ang > 75:
		return "│"
	case (u > 0) == (v > 0): // direction (−v, u) falls to the right
		return "╲"
	}
	return "╱"
}

// Kinds of plot cells, in drawing priority.
const (
	cellEmpty = iota
	cellGrid
	cellLine
	cellPoint
	cellLatest
)

// plotView draws the plot with its axes.
func (t *latticeTab) plotView(cv latticeCanvas) string {
	st := t.c.Styles
	kind := make([][]int, cv.rows)
	dots := make([][]rune, cv.rows)
	lineDots := make([][]rune, cv.rows)
	for r := range kind {
		kind[r] = make([]int, cv.cols)
		dots[r] = make([]rune, cv.cols)
		lineDots[r] = make([]rune, cv.cols)
	}
	if cv.mode == canvasCells {
		for y := range cv.m {
			for x := range cv.m {
				c, r, _ := cv.cell(x, y)
				kind[r][c] = cellGrid
			}
		}
	}
	f, on := t.family()
	if on {
		t.rasterLines(cv, f, kind, lineDots)
	}
	vis := t.visible()
	for i, q := range vis {
		c, r, bit := cv.cell(int(q.X), int(q.Y))
		k := cellPoint
		if t.shown > 0 && i == len(vis)-1 {
			k = cellLatest
		}
		kind[r][c] = max(kind[r][c], k)
		dots[r][c] |= bit
	}
	glyph := lineGlyph(f.U, f.V)
	var b strings.Builder
	for r := range cv.rows {
		label := ""
		switch {
		case r == 0:
			label = strconv.Itoa(cv.m - 1)
		case r == cv.rows-1:
			label = "0"
		}
		b.WriteString(st.Subtle.Render(fmt.Sprintf("%*s ", cv.labelW, label)))
		// Runs of cells of one kind are styled together: a style per cell
		// would cost a Render call each.
		var run strings.Builder
		runKind := -1
		flush := func() {
			if run.Len() > 0 {
				b.WriteString(t.cellStyle(runKind).Render(run.String()))
				run.Reset()
			}
		}
		for c := range cv.cols {
			k, d := kind[r][c], dots[r][c]
			if k == cellLine {
				d = lineDots[r][c]
			}
			if k == cellEmpty {
				k = runKind // spaces join any run
			}
			if k != runKind && runKind != -1 {
				flush()
			}
			runKind = k
			run.WriteString(cellText(cv, kind[r][c], d, glyph))
		}
		flush()
		b.WriteString("\n")
	}
	axis := []rune(strings.Repeat(" ", cv.cols))
	last := strconv.Itoa(cv.m - 1)
	copy(axis[max(0, cv.cols-len(last)):], []rune(last))
	axis[0] = '0'
	if mid := "x = s_i →"; cv.cols >= len(last)+len([]rune(mid))+4 {
		copy(axis[(cv.cols-len([]rune(mid)))/2:], []rune(mid))
	}
	b.WriteString(st.Subtle.Render(strings.Repeat(" ", cv.labelW+1) + string(axis)))
	return b.String()
}

// cellText draws one cell of the plot, unstyled; cellStyle is its style.
func cellText(cv latticeCanvas, kind int, dots rune, glyph string) string {
	switch kind {
	case cellGrid:
		return "·"
	case cellLine:
		if cv.mode == canvasBraille {
			return string(0x2800 + dots)
		}
		return glyph
	case cellLatest: // in every mode, so that it shows without colour
		return "◉"
	case cellPoint:
		switch cv.mode {
		case canvasBraille:
			return string(0x2800 + dots)
		case canvasHalves:
			return []string{" ", "▀", "▄", "█"}[dots]
		}
		return "●"
	}
	return " "
}

// cellStyle is the style of a cell of kind.
func (t *latticeTab) cellStyle(kind int) lipgloss.Style {
	st := t.c.Styles
	switch kind {
	case cellGrid:
		return st.Disabled
	case cellLine:
		return st.Subtle
	case cellPoint:
		return st.Bar
	case cellLatest:
		return st.Selected
	}
	return st.Text
}

// rasterLines marks the cells the lines of f cross (inside the square);
// on a braille canvas it also sets the dots the lines cross, in lineDots.
func (t *latticeTab) rasterLines(cv latticeCanvas, f rng.LineFamily, kind [][]int, lineDots [][]rune) {
	m := float64(cv.m)
	lo, hi := -0.5, m-0.5
	// Steps of at most half a dot or a fifth of a cell, in lattice units.
	step := 0.1
	switch cv.mode {
	case canvasCells:
		step /= float64(cv.k)
	case canvasBraille:
		step = m / float64(cv.dots) / 2
	}
	u, v := float64(f.U), float64(f.V)
	mark := func(x, y float64) {
		if x < lo || x > hi || y < lo || y > hi {
			return
		}
		c, r, ok := cv.at(x, y)
		if !ok {
			return
		}
		kind[r][c] = max(kind[r][c], cellLine)
		if cv.mode == canvasBraille {
			s := float64(cv.dots) / m
			dx := min(cv.dots-1, int((x+0.5)*s))
			dy := min(cv.dots-1, max(0, int(float64(cv.dots)-(y+0.5)*s)))
			lineDots[r][c] |= brailleBit(dx%2, dy%4)
		}
	}
	for _, val := range f.Lines {
		c := float64(val)
		if math.Abs(v) >= math.Abs(u) { // y as a function of x
			for x := lo; x <= hi; x += step {
				mark(x, (c-u*x)/v)
			}
		} else { // x as a function of y
			for y := lo; y <= hi; y += step {
				mark((c-v*y)/u, y)
			}
		}
	}
}
