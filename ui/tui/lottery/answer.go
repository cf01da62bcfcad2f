package lottery

import (
	"fmt"
	"math/big"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/stats"
	game "riffle/games/lottery"
	"riffle/ui/text"
)

// ballVerdict is the panel's test of the numbers' counts (draws
// without replacement: stats.BallVerdict).
func ballVerdict(ta *game.Tally) stats.Verdict {
	return stats.BallVerdict(ta.Numbers, ta.Game().Lottery.Drawn, ta.Draws)
}

// uniformVerdict is Pearson's χ² of counts against equal
// probabilities, pooled as the panel pools a tally (stats.FitVerdict).
func uniformVerdict(counts []int64) stats.Verdict {
	probs := make([]float64, len(counts))
	for i := range probs {
		probs[i] = 1 / float64(len(counts))
	}
	return stats.FitVerdict(counts, probs)
}

// comboVerdict is Pearson's χ² of the combinations' counts against
// the uniform 1/C(n, k), pooled as uniformVerdict pools.
func comboVerdict(counts []int64) stats.Verdict {
	return uniformVerdict(counts)
}

// answerText answers javaQuestion from a run's tally in one or two
// sentences: yes, not clearly, or no, by the combinations' verdict (the
// panel's test and levels, from engine/stats); too soon, before the test
// has 5 expected in every group of combinations; or why the combinations
// of a large lottery cannot be tested one by one.
func answerText(ta *game.Tally) string {
	g := ta.Game()
	if ta.Combos == nil {
		each := "each number is"
		if g.HasBonus() {
			each = "each number and the " + g.BonusName + " are"
		}
		return fmt.Sprintf("Not here: too many combinations for 10,000 draws, so %s tested instead. "+
			"Key 3 tests Pick 3 of 10: 120 combinations, few enough.", each)
	}
	n := len(ta.Combos)
	exp := float64(ta.Draws) / float64(n)
	v := comboVerdict(ta.Combos)
	if v.Kind == stats.TooFew {
		return fmt.Sprintf("Too soon to tell: %s draws give each of the %d combinations %s expected; the χ² test wants groups of them expecting %d or more, %s from now.",
			text.Int(ta.Draws), n, text.Float(exp), stats.MinExpected, text.Plural(int(v.Need), "draw"))
	}
	lo, hi, seen := ta.Combos[0], ta.Combos[0], 0
	for _, c := range ta.Combos {
		lo, hi = min(lo, c), max(hi, c)
		if c > 0 {
			seen++
		}
	}
	came := fmt.Sprintf("all %d came up", n)
	if seen < n {
		came = fmt.Sprintf("%d of the %d came up", seen, n)
	}
	so := ""
	if ta.Draws < runDraws {
		so = fmt.Sprintf("So far (%s draws): ", text.Int(ta.Draws))
	}
	spread := fmt.Sprintf("%s, %s to %s times each (%s expected)", came, text.Int(lo), text.Int(hi), text.Float(exp))
	switch v.Kind {
	case stats.Fair:
		return fmt.Sprintf("%sYes: %s; χ² %s on %d df, p = %s — no evidence of unequal proportions.", so, spread, text.Float(v.Stat), v.DF, text.PValue(v.P))
	case stats.Suspicious:
		return fmt.Sprintf("%sNot clearly: %s; p = %s is suspicious. A new run (m) shows whether it persists.", so, spread, text.PValue(v.P))
	}
	return fmt.Sprintf("%sNo: %s; χ² %s on %d df, p %s — this generator and method favour some combinations.", so, spread, text.Float(v.Stat), v.DF, pBound(v.P))
}

// pBound writes a small p-value with its relation: "= 3.20e-09",
// or "< 1e-300" where it underflows.
func pBound(p float64) string {
	if p == 0 {
		return "< 1e-300"
	}
	return "= " + text.PValue(p)
}

// moneyLine is moneyText in one line of at most w cells: with the
// jackpot's share of the exact return when it fits, the shortest form
// (truncated by the caller) when nothing does.
func moneyLine(ta *game.Tally, w int) string {
	if len(ta.Tickets) == 0 {
		return "No tickets on the slip."
	}
	back, exact := payback(ta)
	cost, won, jp := text.Int(ta.Cost), text.Int(ta.Won), percent(jackpotShare(ta))
	forms := []string{
		fmt.Sprintf("Tickets: cost %s · won %s · %.1f%% back (exact %.1f%%, %s from the jackpot) · no chips moved",
			cost, won, 100*back, 100*exact, jp),
		fmt.Sprintf("Cost %s · won %s · %.1f%% back (exact %.1f%%, %s jackpot) · no chips moved",
			cost, won, 100*back, 100*exact, jp),
		fmt.Sprintf("%.1f%% back (exact %.1f%%, %s jackpot) · no chips moved", 100*back, 100*exact, jp),
	}
	for _, f := range forms {
		if lipgloss.Width(f) <= w {
			return f
		}
	}
	return forms[len(forms)-1]
}

// payback is the share of the run's stakes the tickets won, and the
// pay table's exact return for them (the mean of games/lottery's Return
// over the tickets, which all cost the same).
func payback(ta *game.Tally) (back, exact float64) {
	g := ta.Game()
	ret := new(big.Rat)
	for _, tk := range ta.Tickets {
		ret.Add(ret, g.Return(len(tk.Numbers)))
	}
	ret.Quo(ret, big.NewRat(int64(max(1, len(ta.Tickets))), 1))
	exact, _ = ret.Float64()
	if ta.Cost > 0 {
		back = float64(ta.Won) / float64(ta.Cost)
	}
	return back, exact
}

// moneyText: what the run's tickets would have cost and won,
// beside the pay table's exact return.
func moneyText(ta *game.Tally) string {
	if len(ta.Tickets) == 0 {
		return "No tickets were on the slip: with some, a run also shows what they would have won."
	}
	back, exact := payback(ta)
	return fmt.Sprintf("Your %s over %s draws would have cost %s and won %s: %.1f%% back, against %.1f%% exact, %s of it from the jackpot. A simulation: no chips moved.",
		text.Plural(len(ta.Tickets), "ticket"), text.Int(ta.Draws), chipsText(int(ta.Cost)), text.Int(ta.Won), 100*back, 100*exact,
		percent(jackpotShare(ta)))
}

// jackpotShare is the part of the tickets' exact return that comes from
// the top prize — rare, so a run of 10,000 draws mostly sees the return
// without it: Σ P(top)·Pay(top) over Σ of every tier's P·Pay, summed over
// the tickets (games/lottery's Tiers, from engine/odds' exact odds).
func jackpotShare(ta *game.Tally) float64 {
	g := ta.Game()
	top, all := new(big.Rat), new(big.Rat)
	for _, tk := range ta.Tickets {
		for i, t := range g.Tiers(len(tk.Numbers)) {
			v := new(big.Rat).Mul(t.Prob, new(big.Rat).SetInt64(int64(t.Chips)))
			all.Add(all, v)
			if i == 0 {
				top.Add(top, v)
			}
		}
	}
	if all.Sign() == 0 {
		return 0
	}
	f, _ := top.Quo(top, all).Float64()
	return f
}

// percent writes a share as a whole percent ("28%"), or "<1%" for a
// share that rounds to nothing but is not 0.
func percent(f float64) string {
	if f > 0 && f < 0.005 {
		return "<1%"
	}
	return fmt.Sprintf("%.0f%%", 100*f)
}
