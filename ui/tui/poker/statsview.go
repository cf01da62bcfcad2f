package poker

import (
	"fmt"
	"math"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	"riffle/engine/stats"
	game "riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/panel"
)

// pctText writes a probability as a percentage with four significant
// digits: 50.12%, 4.200%, 0.02401%.
func pctText(p float64) string { return fmt.Sprintf("%#.4g%%", 100*p) }

// statsLines: the mode's hand classes, observed beside the exact odds, as
// the groups the test uses (rare classes pooled), with each group's z and
// the χ² test — or, while the groups cannot all expect game.MinExpected
// hands, how many more hands the test needs.
func (s *Model) statsLines(w int) []string {
	st := s.c.Styles()
	title, tally, size := s.classTally()
	if title == "" {
		if size > 0 && size < 5 {
			return []string{st.Subtle.Render(draw.Truncate("Hands of "+text.Plural(size, "card")+" have no poker class to tally.", w))}
		}
		return nil
	}
	n := tally.Total()
	head := st.Em.Render(text.Capitalize(title)) + st.Subtle.Render(" · "+s.countText(n))
	probs, ok := s.probs[size]
	switch {
	case s.oddsErr[size] != "":
		return []string{head, st.Bad.Render(draw.Truncate("exact odds: "+s.oddsErr[size], w))}
	case size > 7:
		return s.observedLines(head, tally, w)
	case !ok: // not reached: loadOdds counts them wherever the table, mode or size changes
		return []string{draw.Truncate(head, w)}
	}
	f := game.FitClasses(tally, probs)
	out := []string{draw.Truncate(head+st.Subtle.Render(" vs exact odds"), w)}
	out = append(out, st.Subtle.Render(fmt.Sprintf("%-16s %9s %9s %9s %6s", "", "seen", "freq", "exact", "z")))
	for _, g := range f.Groups {
		freq, z := "—", ""
		if n > 0 {
			freq = pctText(float64(g.Count) / float64(n))
		}
		if f.Testable {
			sd := math.Sqrt(float64(n) * g.Prob * (1 - g.Prob))
			z = fmt.Sprintf("%+.1f", (float64(g.Count)-float64(n)*g.Prob)/sd)
		}
		out = append(out, fmt.Sprintf("%-16s %9s %9s %9s %6s", g.Label(), text.Int(g.Count), freq, pctText(g.Prob), z))
	}
	out = append(out, s.testLine(f, n, w))
	if s.table.Mode() == game.ModeHoldem {
		if share := s.shareLine(w); share != "" {
			out = append(out, share)
		}
	}
	return out
}

// countText counts the tallied hands: hands of a deal, or Hold'em deals
// (one hand of yours each).
func (s *Model) countText(n int64) string {
	if s.table.Mode() == game.ModeHoldem {
		return text.Plural(int(n), "deal")
	}
	return text.Plural(int(n), "hand")
}

// tooFewText says how many more hands (or deals) the test needs before
// every group expects game.MinExpected.
func (s *Model) tooFewText(need int64) string {
	if s.table.Mode() == game.ModeHoldem {
		return fmt.Sprintf("too few deals for a test yet: %s more", text.Int(need))
	}
	txt := fmt.Sprintf("too few hands for a test yet: %s more", text.Int(need))
	if n, _ := s.table.Shape(); n > 1 {
		txt += fmt.Sprintf(" (%s)", text.Plural(int((need+int64(n)-1)/int64(n)), "deal"))
	}
	return txt
}

// testLine: the χ² test of the groups and its verdict, or why there is
// none yet.
func (s *Model) testLine(f game.Fit, n int64, w int) string {
	st := s.c.Styles()
	switch {
	case n == 0:
		return st.Subtle.Render(draw.Truncate("no hands yet: d deals, x deals 10,000", w))
	case !f.Testable:
		why := text.Capitalize(s.tooFewText(f.Need)) + "."
		if more := fmt.Sprintf(" Each group must expect %d.", game.MinExpected); lipgloss.Width(why+more) <= w {
			why += more
		}
		return st.Subtle.Render(draw.Truncate(why, w))
	}
	v := fitVerdict(f)
	return draw.Truncate(fmt.Sprintf("χ² %s  df %d  p %s  ", text.Float(v.Stat), v.DF, text.PValue(v.P))+
		panel.VerdictStyle(st, v).Render(v.String()), w)
}

// fitVerdict is the verdict of a testable fit: stats.FitVerdict of its
// groups, each of which expects game.MinExpected already, so that the
// pooling leaves them as they are and the test is the fit's own.
func fitVerdict(f game.Fit) stats.Verdict {
	counts := make([]int64, len(f.Groups))
	probs := make([]float64, len(f.Groups))
	for i, g := range f.Groups {
		counts[i], probs[i] = g.Count, g.Prob
	}
	return stats.FitVerdict(counts, probs)
}

// shareLine: player 1's share of the Hold'em pots against the fair 1/P.
// The spread is the standard error of a share that is 1 (won alone) or 0,
// √(f(1−f)/N) for the fair share f: a bound, since a split pot's share 1/k
// has X² ≤ X and so Var X ≤ f(1−f).
func (s *Model) shareLine(w int) string {
	st := s.c.Styles()
	h := s.table.Holdem()
	if h.Hands == 0 {
		return ""
	}
	fair := h.FairShare()
	se := math.Sqrt(fair * (1 - fair) / float64(h.Hands))
	return draw.Truncate(fmt.Sprintf("Your pot share %.2f%%", 100*h.Share())+
		st.Subtle.Render(st.Glyphs.Text(fmt.Sprintf(" · fair %.2f%% (SE ≤ %.2f%%)", 100*fair, 100*se))), w)
}

// observedLines: the classes of hands with no exact table (more than seven
// cards), observed only.
func (s *Model) observedLines(head string, tally game.ClassTally, w int) []string {
	st := s.c.Styles()
	n := tally.Total()
	out := []string{draw.Truncate(head, w), st.Subtle.Render(draw.Truncate("observed only: exact odds exist for hands of 5 to 7 cards", w))}
	for c := cards.RoyalFlush; c >= cards.HighCard; c-- {
		if k := tally.Counts[c]; k > 0 {
			out = append(out, fmt.Sprintf("%-16s %9s %8s", c, text.Int(k), pctText(float64(k)/float64(n))))
		}
	}
	return out
}

// statsSummary is the test in one line, for short screens.
func (s *Model) statsSummary(w int) []string {
	st := s.c.Styles()
	title, tally, size := s.classTally()
	probs, ok := s.probs[size]
	n := tally.Total()
	if title == "" || !ok || n == 0 {
		return nil
	}
	f := game.FitClasses(tally, probs)
	lead := fmt.Sprintf("%s: %s, ", text.Capitalize(title), s.countText(n))
	if !f.Testable {
		return []string{st.Subtle.Render(draw.FitClauses(lead+s.tooFewText(f.Need), w))}
	}
	v := fitVerdict(f)
	line := fmt.Sprintf("%sp %s · ", lead, text.PValue(v.P))
	verdict := v.String()
	if len([]rune(line+verdict)) > w { // the p-value is on the line already
		verdict, _, _ = strings.Cut(verdict, " at p")
	}
	return []string{draw.Truncate(st.Subtle.Render(line)+
		panel.VerdictStyle(st, v).Render(draw.FitClauses(verdict, w-len([]rune(line)))), w)}
}
