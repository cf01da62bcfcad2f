package lab

import (
	"fmt"
	"math"
	"strings"

	"riffle/engine/shuffle"
	"riffle/engine/stats"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/panel"
)

// diceLabelW is the width of the row labels left of the three columns
// (labels of at most 7 cells and a space).
const diceLabelW = 8

func (t *diceTab) View() string {
	if t.W < 1 || t.H < 1 {
		return ""
	}
	st := t.c.Styles()
	w := t.W
	if t.err != nil {
		return draw.Truncate(st.Bad.Render("cannot run the dice samplers: "+t.err.Error()), w)
	}
	// Three columns of cw cells, the last without its trailing gap: at
	// 118 cells each holds a whole 36-dice sequence.
	cw := max(8, (w-diceLabelW+1)/3)
	var lines []string
	add := func(s ...string) { lines = append(lines, s...) }
	row := func(label string, cells []string) {
		add(t.rowLine(label, cells, cw))
	}
	if t.H >= 15 {
		add(draw.Truncate(st.Title.Render(fmt.Sprintf("%d dice", diceLen))+st.Text.Render(fmt.Sprintf(": %d faces × %d copies, no face twice within %d places", diceFaces, diceCopies, diceDistance))+st.Subtle.Render(" (BarCamp 2008)"), w))
		add("")
	}
	titles := make([]string, len(t.cols))
	for i, dc := range diceColumns() {
		titles[i] = st.Em.Render(dc.title)
	}
	row("", titles)

	// Optional parts, shown when the height allows, in order of value.
	core := 18 // title, columns, two sample lines, statistics, three lines of notes, status
	spare := t.H - core
	one := cw-1 >= diceLen
	showDesc := spare >= 1 && one
	descH := 0
	if showDesc {
		descH = 1 // a second line only if everything else fits
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
	if showGaps {
		spare -= 3
	}
	if showDesc && spare >= 1 {
		descH = 2
	}

	if showDesc {
		lines = append(lines, t.descLines(cw, descH)...)
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
	lines = append(lines, t.noteLines(w, max(0, t.H-len(lines)-1))...)
	add(draw.Truncate(t.statusLine(), w))
	return strings.Join(lines, "\n")
}

// descLines are the samplers' descriptions under their titles in at most
// h lines, each wrapped in its column; one too long for them keeps its
// first whole clauses (the notes below say the rest).
func (t *diceTab) descLines(cw, h int) []string {
	cols := make([][]string, len(t.cols))
	n := 0
	for i, dc := range diceColumns() {
		a, err := shuffle.Lookup(dc.algo)
		if err != nil {
			continue
		}
		cols[i] = text.SplitLines(draw.WrapText(a.Description, cw-1))
		if len(cols[i]) > h {
			cols[i] = []string{draw.FitClauses(a.Description, cw-1)}
		}
		n = max(n, len(cols[i]))
	}
	out := make([]string, n)
	for r := range n {
		cells := make([]string, len(cols))
		for i, c := range cols {
			if r < len(c) {
				cells[i] = t.c.Styles().Subtle.Render(c[r])
			}
		}
		out[r] = t.rowLine("", cells, cw)
	}
	return out
}

// rowLine lays out a label and three cells, each cut to its column.
func (t *diceTab) rowLine(label string, cells []string, cw int) string {
	var b strings.Builder
	b.WriteString(draw.FitLine(t.c.Styles().Subtle.Render(label), diceLabelW))
	for i, c := range cells {
		if i == len(cells)-1 {
			b.WriteString(draw.Truncate(c, cw-1))
		} else {
			b.WriteString(draw.FitLine(draw.Truncate(c, cw-1), cw))
		}
	}
	return strings.TrimRight(draw.Truncate(b.String(), t.W), " ")
}

// sampleLines draws the sample sequences, wrapped to the column width,
// and with factors the page's "factoring each possible digit into a
// separate line".
func (t *diceTab) sampleLines(cw int, factors bool) []string {
	st := t.c.Styles()
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
			cells[0][i] = st.Subtle.Render(st.Glyphs.Text("drawing…"))
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
	s := *t.set
	if !s.Gen.Reproducible {
		return "none (" + s.Gen.Name + ")"
	}
	s.Seed = s.EffectiveSeed() + uint64(t.sample)
	return s.SeedText()
}

// heatLines draws each column's position × face residuals: positions
// across, faces down, with the heatmap's glyphs or colours.
func (t *diceTab) heatLines(cw, h int) []string {
	st := t.c.Styles()
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
func faceStrip(st draw.Styles, m *stats.Matrix) []string {
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
	st := t.c.Styles()
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
			samples[i] = st.Warn.Render(fmt.Sprintf("%s of %s%s", text.Int(d.samples), text.Int(t.target), st.Glyphs.Ellipsis()))
		case !t.paused: // waiting its turn (Settings.Workers chunks in flight at most)
			samples[i] = st.Subtle.Render(fmt.Sprintf("%s of %s%s", text.Int(d.samples), text.Int(t.target), st.Glyphs.Ellipsis()))
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
		tight[i] = fmt.Sprintf("%.3f %s %.3f", m, st.Glyphs.PlusMinus(), se)
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
		pval[i] = st.Glyphs.Text(diceRowP(d.matrix))
		if d.illegal > 0 {
			pval[i] += st.Subtle.Render(" legal")
		}
		v := d.verdict()
		verdict[i] = panel.VerdictStyle(st, v).Render(diceVerdict(d, v))
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

// diceRowP words the per-position χ² of m (stats.Matrix.RowChiSquare):
// the Bonferroni bound over the positions as a bound, "p ≤", and the worst
// position's own p beside it, so a bound of 1 (a fair sampler's usual
// reading) does not pass for a p-value of 1.
func diceRowP(m *stats.Matrix) string {
	x, df, p := m.RowChiSquare()
	switch b := text.PValue(p); {
	case p >= 1:
		return fmt.Sprintf("p ≤ 1 (%s alone)", text.PValue(stats.ChiSquareSurvival(x, df)))
	case strings.HasPrefix(b, "<"):
		return "p " + b
	default:
		return "p ≤ " + b
	}
}

// gapLines draws each column's gap histogram (gaps 3…12+ between equal
// dice) as a two-line spark chart on one scale, with the share of gaps
// of 3.
func (t *diceTab) gapLines(cw int) []string {
	st := t.c.Styles()
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
		sp := draw.SparkRows(shares[i], top, 2)
		rows[0][i] = st.Bar.Render(sp[0])
		rows[1][i] = st.Bar.Render(sp[1]) + fmt.Sprintf(" %.1f%% at %d", 100*shares[i][0], diceTight)
		rows[2][i] = st.Subtle.Render(st.Glyphs.Text(fmt.Sprintf("%d…%d+", diceTight, diceMaxGap)))
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
	st := t.c.Styles()
	exact, legal := "…", "…"
	if t.exact != nil {
		exact, legal = t.exact.meanTight.FloatString(4), text.BigInt(t.exact.legal)
	}
	txt := fmt.Sprintf("%d apart: pairs of equal dice %d places apart (the closest allowed) per sample; exactly %s for a uniform sequence. Inserting at the first opportunity piles faces up. lost: samples missing a face. worst: the face and position farthest from 1/%d. χ²: each position's faces against 1/%d; p ≤: the worst position's p times %d (Bonferroni), a bound that is never too small, so a fair sampler often reads 1, the worst position's p alone beside it. The uniform mean is counted over all %s legal sequences. Each sampler draws its first %s samples from the seed, each further %s from a SplitMix64 seed of it.",
		diceTight, diceTight, exact, diceFaces, diceFaces, diceLen, legal, text.Int(t.chunk), text.Int(t.chunk))
	lines := wholeSentences(st.Glyphs.Text(txt), w, h)
	for i := range lines {
		lines[i] = st.Subtle.Render(lines[i])
	}
	return lines
}

// wholeSentences wraps txt to w in at most h lines, leaving out whole
// sentences from the end when it is too long; when not even the first
// fits, its last line shown ends in an ellipsis.
func wholeSentences(txt string, w, h int) []string {
	sentences := strings.SplitAfter(txt, ". ")
	for n := len(sentences); n > 0; n-- {
		if lines := text.SplitLines(draw.WrapText(strings.TrimSpace(strings.Join(sentences[:n], "")), w)); len(lines) <= h {
			return lines
		}
	}
	lines := text.SplitLines(draw.WrapText(txt, w))[:h]
	lines[h-1] = draw.Truncate(lines[h-1]+" …", w)
	return lines
}

func (t *diceTab) statusLine() string {
	st := t.c.Styles()
	var state string
	switch {
	case t.cols[0].tally == nil:
		state = "statistics not run"
	case t.finished():
		state = st.Good.Render("done")
	case t.paused:
		state = st.Subtle.Render("paused")
	default:
		state = st.Warn.Render(st.Glyphs.Text("running…"))
	}
	s := *t.set
	return draw.FirstFit(t.W,
		state+st.Subtle.Render(fmt.Sprintf(" · %s seed %s for each sampler · sample #%d at seed %s",
			s.Gen.Name, s.SeedText(), t.sample+1, t.sampleSeedText())),
		state+st.Subtle.Render(fmt.Sprintf(" · %s seed %s · sample #%d at seed %s", s.Gen.Name, s.SeedText(), t.sample+1, t.sampleSeedText())),
		state+st.Subtle.Render(fmt.Sprintf(" · %s seed %s · sample #%d", s.Gen.Name, s.SeedText(), t.sample+1)),
		state+st.Subtle.Render(fmt.Sprintf(" · sample #%d", t.sample+1)))
}
