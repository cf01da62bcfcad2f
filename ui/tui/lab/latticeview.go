package lab

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/rng"
	"riffle/ui/tui/draw"
)

// latticeInfoMin is the narrowest the text beside the plot gets.
const latticeInfoMin = 38

func (t *latticeTab) View() string {
	if t.W < 4 || t.H < 1 {
		return ""
	}
	p := t.presets[t.sel]
	plotW := t.W - latticeInfoMin - 2
	cv := newCanvas(int(p.m), plotW, t.H-1)
	if cv.cols == 0 {
		return draw.Fit(t.infoView(t.W), t.W, t.H)
	}
	drawnW := cv.labelW + 1 + cv.cols // every line of the plot, axes included (TestLatticePlotWidth)
	infoW := t.W - drawnW - 2
	return draw.Beside(t.plotView(cv), drawnW, "  ", draw.Fit(t.infoView(infoW), infoW, t.H))
}

// infoView is the text beside the plot: the LCG, seed, period and pairs,
// then the lines.
func (t *latticeTab) infoView(w int) string {
	st := t.c.Styles()
	p := t.presets[t.sel]
	var b strings.Builder
	line := func(s string) { b.WriteString(draw.Truncate(s, w)); b.WriteByte('\n') }
	para := func(style lipgloss.Style, s string) {
		p := draw.PaintOf(style) // one Render a paragraph, not one a line
		for _, l := range strings.Split(draw.WrapText(st.Glyphs.Text(s), w), "\n") {
			p.Write(&b, l)
			b.WriteByte('\n')
		}
	}
	name := p.name
	if p.session {
		name += " (the Lab's)"
	}
	line(t.c.Arrows(name, "g/G") + " " + st.Subtle.Render("g/G"))
	line(st.Em.Render(fmt.Sprintf("s' = (%d%ss + %d) mod %d", p.a, st.Glyphs.Times(), p.c, p.m)))
	para(st.Subtle, p.note)
	if t.err != nil {
		para(st.Bad, t.err.Error())
		return b.String()
	}
	line(fmt.Sprintf("seed %d %s · %s", t.seed, st.Subtle.Render("←/→"), t.periodText()))
	n := len(t.pairs)
	which := "(s_i, s_i+1), every i"
	if t.stride == 2 {
		which = "(s0,s1), (s2,s3), " + st.Glyphs.Ellipsis()
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
		out = append(out, fmt.Sprintf("As %s + %d%s%s = %s ≡ 0, all %d have %s:",
			minus(f.U), p.a, t.c.Styles().Glyphs.Times(), minus(f.V), minus(k), n, eq))
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
