package lottery

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/stats"
	game "riffle/games/lottery"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/panel"
)

// javaQuestion is the Java text's exercise II, which "Draw 10,000"
// answers on screen.
const javaQuestion = "Does our method generate all combinations in approximately equal proportions?"

// statsLines: the run's progress, each number's frequency and test (and
// the bonus drum's), for a small lottery every combination's frequency
// and test, the Java text's question answered in a sentence, what the
// slip would have won, and the run's state. Each block has a one-line
// form that always shows (the answer shows in full); the charts, the
// question, the long forms and blank lines come with room, in that
// order.
func (s *Model) statsLines(w, h int) []string {
	st := s.c.Styles()
	r := &s.run
	ta := r.tally
	g := r.game
	head := st.Title.Render("Draw 10,000") + st.Subtle.Render(fmt.Sprintf(" · %s · run %d of seed %s", g.Title, r.number, s.c.Settings().SeedText()))
	num := s.numberBlock(w)
	bonus := s.bonusBlock(w)
	combo := s.comboBlock(w)
	question := draw.WrapStyled(st.Em, javaQuestion, w)
	answer := draw.WrapStyled(st.Text, answerText(ta), w)
	money := draw.WrapStyled(st.Subtle, moneyText(ta), w)
	moneyShort := []string{draw.Truncate(st.Subtle.Render(moneyLine(ta, w)), w)}

	room := h - (2 + 1 + len(bonus.short) + 1 + len(answer) + 1 + 1)
	// fits takes n more lines if there is room.
	fits := func(n int) bool {
		if n <= room {
			room -= n
			return true
		}
		return false
	}
	numChart := fits(len(num.chart))
	comboChart := fits(len(combo.chart))
	bonusChart := len(bonus.chart) > 0 && fits(len(bonus.chart))
	showQ := fits(len(question))
	numLong := fits(len(num.long) - 1)
	comboLong := fits(len(combo.long) - 1)
	bonusLong := len(bonus.long) > 0 && fits(len(bonus.long)-1)
	numLegend := numChart && fits(len(num.legend))
	comboLegend := comboChart && fits(len(combo.legend))
	bonusLegend := bonusChart && fits(len(bonus.legend))
	if fits(len(money) - 1) {
		moneyShort = money
	}
	gaps := [3]bool{fits(1), fits(1), fits(1)}

	pick := func(b block, long, chart, legend bool) []string {
		out := b.short
		if long {
			out = b.long
		}
		if chart {
			out = append(slices.Clone(out), b.chart...)
			if legend {
				out = append(out, b.legend...)
			}
		}
		return out
	}
	gap := func(i int) []string {
		if gaps[i] {
			return []string{""}
		}
		return nil
	}
	var lines []string
	lines = append(lines, head, s.progressLine(w))
	lines = append(lines, gap(0)...)
	lines = append(lines, pick(num, numLong, numChart, numLegend)...)
	lines = append(lines, pick(bonus, bonusLong, bonusChart, bonusLegend)...)
	lines = append(lines, gap(1)...)
	lines = append(lines, pick(combo, comboLong, comboChart, comboLegend)...)
	lines = append(lines, gap(2)...)
	if showQ {
		lines = append(lines, question...)
	}
	lines = append(lines, answer...)
	lines = append(lines, moneyShort...)
	lines = append(lines, s.runStatus(w))
	return lines
}

// block is one block of the statistics: its one-line form, its
// long form (one or more lines), its chart and the chart's legend.
type block struct {
	short, long, chart, legend []string
}

// runStatus: the run's state and what the keys do now, in one line —
// drawn from the run itself, so it is never stale.
func (s *Model) runStatus(w int) string {
	st := s.c.Styles()
	r := &s.run
	var txt string
	switch {
	case r.err != nil:
		return draw.Truncate(st.Bad.Render(fmt.Sprintf("Run %d failed: %v. m starts a new run.", r.number, r.err)), w)
	case r.running:
		txt = draw.FirstFit(w,
			fmt.Sprintf("Run %d is drawing: a simulation, no chips move · m stops it · v the slip", r.number),
			fmt.Sprintf("Run %d is drawing (no chips move) · m stops · v the slip", r.number))
	case r.done():
		txt = draw.FirstFit(w,
			fmt.Sprintf("Run %d done · m starts run %d (10,000 new draws) · v back to the slip", r.number, r.number+1),
			fmt.Sprintf("Run %d done · m starts run %d · v the slip", r.number, r.number+1))
	default:
		txt = draw.FirstFit(w,
			fmt.Sprintf("Run %d stopped at %s draws · m starts run %d · v back to the slip", r.number, text.Int(r.tally.Draws), r.number+1),
			fmt.Sprintf("Run %d stopped at %s · m starts run %d · v the slip", r.number, text.Int(r.tally.Draws), r.number+1))
	}
	return draw.Truncate(st.Text.Render(txt), w)
}

// testLines writes what was counted and its test: on one line when
// it fits w, else the two parts on two lines.
func testLines(st draw.Styles, what string, v stats.Verdict, w int) []string {
	test := testText(st, v)
	one := st.Text.Render(what+" · ") + test
	if lipgloss.Width(one) <= w {
		return []string{one}
	}
	return []string{draw.Truncate(st.Text.Render(what), w), draw.Truncate("  "+test, w)}
}

// testText is a χ² test in a few words, styled by its verdict; with no
// test yet, why.
func testText(st draw.Styles, v stats.Verdict) string {
	if v.Kind == stats.TooFew {
		return panel.VerdictStyle(st, v).Render(v.String())
	}
	return panel.VerdictStyle(st, v).Render(fmt.Sprintf("χ² %s df %d p %s · %s", text.Float(v.Stat), v.DF, text.PValue(v.P), v.Kind))
}

// testBlock is a counted thing and its test as a block: the long
// form from testLines, the short one a label and the test.
func testBlock(st draw.Styles, label, what string, v stats.Verdict, w int) block {
	long := testLines(st, what, v, w)
	short := long
	if len(long) > 1 {
		short = []string{draw.Truncate(st.Text.Render(label+": ")+testText(st, v), w)}
	}
	return block{short: short, long: long}
}

// progressLine: a bar of the draws done, and the run's state in a word.
func (s *Model) progressLine(w int) string {
	st := s.c.Styles()
	r := &s.run
	frac := float64(r.tally.Draws) / runDraws
	var state string
	switch {
	case r.err != nil:
		state = st.Bad.Render("failed")
	case r.running:
		state = st.Subtle.Render("drawing")
	case r.done():
		state = st.Good.Render("done")
	default:
		state = st.Warn.Render("stopped")
	}
	text := fmt.Sprintf(" %3.0f%% · %s draws · ", 100*frac, text.Int(r.tally.Draws))
	barW := max(0, min(50, w-lipgloss.Width(text)-lipgloss.Width(state)))
	return draw.ProgressCells(st, frac, barW) + st.Text.Render(text) + state
}

// sigmas is how many standard deviations either side of the
// expected count a deviation chart spans: its cell is full at +4σ and
// empty at −4σ, so each eighth of a cell is one σ.
const sigmas = 4

// deviationRows draws counts as one row of columns (eighths of a
// cell) centred on the expected count exp: a count at exp is ▄, each
// eighth up or down is one standard deviation sd, and counts beyond ±4σ
// are full or empty cells. Fair counts stay mostly within ▂…▆; a bias
// shows as columns pinned high or low. The row is split into rows of at
// most w columns.
func deviationRows(counts []int64, exp, sd float64, w int) []string {
	if w < 1 || len(counts) == 0 {
		return nil
	}
	vals := make([]float64, len(counts))
	for i, c := range counts {
		vals[i] = float64(c) - (exp - sigmas*sd)
		if sd <= 0 { // no draws: every column at the expected level
			vals[i] = 1
		}
	}
	top := 2 * sigmas * sd
	if sd <= 0 {
		top = 2
	}
	n := len(vals)
	segs := (n + w - 1) / w
	per := (n + segs - 1) / segs
	var out []string
	for i := 0; i < n; i += per {
		out = append(out, draw.SparkRows(vals[i:min(n, i+per)], top, 1)...)
	}
	return out
}

// legendText writes a deviation chart's legend in w cells: what the
// columns are, what ▄ is and what a step is worth (shorter forms when
// the long one does not fit).
func legendText(what string, exp, sd float64, w int) string {
	e, d := text.Float(exp), text.Float(sd)
	return draw.FirstFit(w,
		fmt.Sprintf("  %s · ▄ = %s expected · each step up or down = 1σ = %s", what, e, d),
		fmt.Sprintf("  %s · ▄ = %s expected · a step = 1σ = %s", what, e, d),
		fmt.Sprintf("  ▄ = %s expected · a step = 1σ = %s · %s", e, d, what))
}

// deviationChart is a deviation chart's block lines: its rows indented by
// two, and its legend — beside a lone row when a short form fits there,
// else on a line of its own.
func deviationChart(st draw.Styles, counts []int64, exp, sd float64, what string, w int) (chart, legend []string) {
	rows := deviationRows(counts, exp, sd, max(1, w-2))
	for _, row := range rows {
		chart = append(chart, "  "+st.Bar.Render(row))
	}
	if len(rows) == 1 {
		e, d := text.Float(exp), text.Float(sd)
		short := draw.FirstFit(w-2-lipgloss.Width(rows[0]),
			fmt.Sprintf("  ▄ = %s expected · a step = 1σ = %s", e, d),
			fmt.Sprintf("  ▄ = %s expected · step 1σ = %s", e, d),
			fmt.Sprintf("  ▄ exp %s · step 1σ %s", e, d), "")
		if short != "" {
			chart[0] += st.Subtle.Render(short)
			return chart, nil
		}
	}
	return chart, []string{draw.Truncate(st.Subtle.Render(legendText(what, exp, sd, w)), w)}
}

// numberBlock: each number's count against D·k/n with the calibrated
// χ², and a deviation chart of the counts (σ = √(D·(k/n)(1 − k/n)): in
// each draw a number comes up with probability k/n, independently from
// draw to draw).
func (s *Model) numberBlock(w int) block {
	st := s.c.Styles()
	ta := s.run.tally
	g := ta.Game()
	k, n := float64(g.Lottery.Drawn), float64(g.Lottery.Balls)
	d := float64(ta.Draws)
	exp, sd := d*k/n, math.Sqrt(d*(k/n)*(1-k/n))
	b := testBlock(st, "Numbers", fmt.Sprintf("Each of the %d numbers: %s expected", g.Lottery.Balls, text.Float(exp)), ballVerdict(ta), w)
	b.chart, b.legend = deviationChart(st, ta.Numbers, exp, sd, st.Glyphs.Text(fmt.Sprintf("numbers 1…%d", g.Lottery.Balls)), w)
	return b
}

// bonusBlock: for a game with a bonus drum, each of its balls' count
// against D/M with Pearson's χ² (one ball a draw: the counts are
// multinomial, the plain test is calibrated), and its deviation chart;
// nothing without one.
func (s *Model) bonusBlock(w int) block {
	st := s.c.Styles()
	ta := s.run.tally
	g := ta.Game()
	if !g.HasBonus() || ta.Bonus == nil {
		return block{}
	}
	m, d := float64(g.Lottery.Bonus), float64(ta.Draws)
	exp, sd := d/m, math.Sqrt(d*(1/m)*(1-1/m))
	b := testBlock(st, g.BonusName, fmt.Sprintf("The %s, each of %d: %s expected", g.BonusName, g.Lottery.Bonus, text.Float(exp)), uniformVerdict(ta.Bonus), w)
	b.chart, b.legend = deviationChart(st, ta.Bonus, exp, sd, st.Glyphs.Text(fmt.Sprintf("%s 1…%d", g.BonusName, g.Lottery.Bonus)), w)
	return b
}

// comboBlock: for a small lottery, every combination's count with its
// test, a deviation chart of the counts in colex order (split into rows
// of at most w columns), and the fewest and most drawn; for a large one,
// how many combinations there are and why they are not tested one by
// one.
func (s *Model) comboBlock(w int) block {
	st := s.c.Styles()
	ta := s.run.tally
	g := ta.Game()
	l := g.Lottery
	if ta.Combos == nil {
		c := g.Combinations()
		cf, _ := new(big.Float).SetInt(c).Float64()
		each := fmt.Sprintf("%.2g", runDraws/cf)
		// The first that fits.
		var short string
		for _, f := range []string{
			"Combinations: C(%d, %d) = %s; %s expected each in 10,000 draws",
			"Combinations: C(%d, %d) = %s; %s expected each",
			"Combinations: C(%d, %d) = %s; %s each",
		} {
			short = fmt.Sprintf(f, l.Balls, l.Drawn, text.BigInt(c), each)
			if lipgloss.Width(short) <= w {
				break
			}
		}
		long := fmt.Sprintf("Combinations: C(%d, %d) = %s; 10,000 draws expect %s of each — too few to test one by one.",
			l.Balls, l.Drawn, text.BigInt(c), each)
		return block{short: []string{draw.Truncate(st.Subtle.Render(short), w)}, long: draw.WrapStyled(st.Subtle, long, w)}
	}
	n := len(ta.Combos)
	d := float64(ta.Draws)
	exp, sd := d/float64(n), math.Sqrt(d*(1/float64(n))*(1-1/float64(n)))
	b := testBlock(st, "Combinations", fmt.Sprintf("Every combination: %d = C(%d, %d), %s expected each", n, l.Balls, l.Drawn, text.Float(exp)), comboVerdict(ta.Combos), w)
	for _, row := range deviationRows(ta.Combos, exp, sd, max(1, w-2)) {
		b.chart = append(b.chart, "  "+st.Bar.Render(row))
	}
	lo, hi := 0, 0
	for i, c := range ta.Combos {
		if c < ta.Combos[lo] {
			lo = i
		}
		if c > ta.Combos[hi] {
			hi = i
		}
	}
	b.legend = []string{
		draw.Truncate(st.Subtle.Render(legendText(fmt.Sprintf("colex order, {%s} first", join(game.Unrank(0, l.Drawn))), exp, sd, w)), w),
		draw.Truncate(st.Subtle.Render(fmt.Sprintf("  fewest: {%s} %s times · most: {%s} %s times",
			join(game.Unrank(lo, l.Drawn)), text.Int(ta.Combos[lo]), join(game.Unrank(hi, l.Drawn)), text.Int(ta.Combos[hi]))), w),
	}
	return b
}

func join(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = fmt.Sprint(n)
	}
	return strings.Join(parts, " ")
}
