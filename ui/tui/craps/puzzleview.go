package craps

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	game "riffle/games/craps"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// puzzleAllFit reports whether every puzzle's details fit the screen.
func (s *Model) puzzleAllFit() bool {
	n := len(s.puzzleHead(s.W, false))
	for k := range s.puz.puzzles {
		n += 1 + len(s.puzzleDetails(k, s.W))
	}
	return n <= s.H
}

// puzzleView draws the puzzle mode: the head, then every puzzle's
// details when they fit, else the selected one's.
func (s *Model) puzzleView() string {
	w, h := s.W, s.H
	all := s.puzzleAllFit()
	lines := s.puzzleHead(w, !all)
	if all {
		for k := range s.puz.puzzles {
			lines = append(lines, "")
			lines = append(lines, s.puzzleDetails(k, w)...)
		}
	} else {
		lines = append(lines, "")
		lines = append(lines, s.puzzleDetails(s.puz.selected, w)...)
	}
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		lines[i] = draw.Truncate(l, w)
	}
	return strings.Join(lines, "\n")
}

// puzzleHead: the title, the simulation's state, and one line per puzzle
// with the exact answer beside the simulated one.
// With cursor, a ▸ marks the puzzle whose details show.
func (s *Model) puzzleHead(w int, cursor bool) []string {
	st := s.c.Styles()
	p := &s.puz
	lines := []string{st.Title.Render("Two dice puzzles") +
		st.Subtle.Render(" · conditioning on how a run of rolls ends, simulated live")}
	var state string
	switch {
	case p.err != nil:
		state = st.Bad.Render("stopped: " + p.err.Error())
	case p.runFor == "":
		state = st.Subtle.Render("not started")
	case p.finished():
		state = st.Good.Render("done")
	case p.paused:
		state = st.Warn.Render("❚❚ paused")
	default:
		state = st.Good.Render("▶ simulating")
	}
	set := s.c.Settings()
	lines = append(lines, state+st.Subtle.Render(st.Glyphs.Text(fmt.Sprintf(" · %s, seed %s · simulated: mean ± standard error",
		set.Gen.Name, set.SeedText()))))
	nameW, exactW := 0, 0
	for _, pz := range p.puzzles {
		nameW = max(nameW, len([]rune(pz.Name)))
		exactW = max(exactW, len([]rune(exactText(pz.Answer))))
	}
	for k, pz := range p.puzzles {
		mark := "  "
		if k == p.selected && cursor {
			mark = st.Selected.Render("▸ ")
		}
		t := p.runs[k].tally
		sim := st.Subtle.Render("—")
		if t.Counted > 0 {
			sim = st.Em.Render(st.Glyphs.Text(meanText(t))) + st.Subtle.Render(fmt.Sprintf("  %s trials", text.Int(t.Trials)))
		}
		lines = append(lines, s.c.Mark(ZonePuzzle(k), fmt.Sprintf("%s%s  exact %s  simulated %s", mark,
			st.Text.Render(fmt.Sprintf("%-*s", nameW, pz.Name)),
			st.Good.Render(fmt.Sprintf("%-*s", exactW, exactText(pz.Answer))), sim)))
	}
	return lines
}

// puzzleDetails: the question, the answer and why, the simulation, and
// the tempting wrong answers each with why it is wrong, wrapped to w.
func (s *Model) puzzleDetails(k int, w int) []string {
	st := s.c.Styles()
	pz := s.puz.puzzles[k]
	t := s.puz.runs[k].tally
	var lines []string
	para := func(style func(...string) string, first, txt string) {
		lines = append(lines, hanging(style, first, st.Glyphs.Text(txt), w)...)
	}
	para(st.Text.Render, st.Em.Render(pz.Name)+": ", pz.Question)
	para(st.Text.Render, st.Good.Render("Answer "+exactText(pz.Answer))+". ", pz.Why)
	sim := "Simulated: no trials yet."
	if t.Trials > 0 {
		sim = fmt.Sprintf("Simulated: %s rolls over the %s counted trials of %s (%s); every trial, counted or not (the condition ignored), averages %.3f.",
			meanOr(t), text.Int(t.Counted), text.Int(t.Trials), ratPercentOf(t.Counted, t.Trials), t.MeanAll())
	}
	para(st.Subtle.Render, "", sim)
	lines = append(lines, st.Subtle.Render("Tempting wrong answers:"))
	for _, wa := range pz.Wrong {
		para(st.Text.Render, "  "+st.Bad.Render(fmt.Sprintf("%-3s", wa.Value.RatString()))+" ", wa.Why)
	}
	return lines
}

// hanging wraps first + text to w cells, styling the text. A short
// first (at most 8 cells, such as "  12  ") hangs: the lines after it are
// indented to its width; a longer one leads the paragraph, which then
// wraps to the full width.
func hanging(style func(...string) string, first, txt string, w int) []string {
	fw := lipgloss.Width(first)
	if fw > 0 && fw <= 8 && w > fw+8 {
		body := text.SplitLines(draw.WrapText(txt, w-fw))
		out := make([]string, len(body))
		for i, l := range body {
			lead := first
			if i > 0 {
				lead = strings.Repeat(" ", fw)
			}
			out[i] = lead + style(l)
		}
		return out
	}
	plainFirst := ansi.Strip(first)
	wrapped := text.SplitLines(draw.WrapText(plainFirst+txt, w))
	for i, l := range wrapped {
		if i == 0 && plainFirst != "" && strings.HasPrefix(l, plainFirst) {
			wrapped[i] = first + style(strings.TrimPrefix(l, plainFirst))
			continue
		}
		wrapped[i] = style(l)
	}
	return wrapped
}

// exactText writes an exact answer: "4", or "3/2 = 1.5".
func exactText(r *big.Rat) string {
	if r.IsInt() {
		return r.RatString()
	}
	d := strings.TrimRight(strings.TrimRight(r.FloatString(6), "0"), ".")
	return r.RatString() + " = " + d
}

// meanText writes a simulated mean with its standard error.
func meanText(t game.PuzzleTally) string {
	se := t.StdErr()
	if math.IsNaN(se) {
		return fmt.Sprintf("%.4f", t.Mean())
	}
	return fmt.Sprintf("%.4f ± %.4f", t.Mean(), se)
}

// meanOr is meanText, or "—" before a trial was counted.
func meanOr(t game.PuzzleTally) string {
	if t.Counted == 0 {
		return "—"
	}
	return meanText(t)
}

// ratPercentOf writes a/b as a percentage.
func ratPercentOf(a, b int64) string {
	if b == 0 {
		return "—"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}
