package solitaire

import (
	"fmt"
	"strings"

	game "riffle/games/solitaire"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// riffleTableLines: for each riffle of the round, the rising sequences of
// the deck it left (at most 2^k) and the exact TV distance from uniform of
// k riffles (engine/odds.RiffleTable); then what the rising sequences
// decide. A column per riffle, or a row per riffle where that shows more
// of them (a narrow, tall space); the last riffles when not all fit, or
// those up to the one on show.
func (s *Model) riffleTableLines(w, h int) []string {
	st := s.c.Styles()
	if h < 4 {
		return nil
	}
	gm := s.game
	k := gm.Shuffles()
	steps := gm.Steps()
	sameRound := gm.Setting() == k && (gm.Round() > 0)
	if !sameRound {
		steps = nil
	}
	cols := k
	if k == game.UntilRandom {
		cols = len(steps)
	}
	out := draw.WrapStyled(st.Subtle, "Riffles · rising sequences · exact TV from uniform", w)
	out[0] = strings.Replace(out[0], "Riffles", st.Em.Render("Riffles"), 1)
	if cols == 0 {
		out = append(out, s.noRiffleLines(k, w)...)
		if len(out) > h {
			out = out[:h]
		}
		return out
	}
	var verdict []string
	if d := gm.Riffled(); d != nil && sameRound && len(steps) == cols && s.dealtOut() {
		verdict = s.risingVerdict(steps[len(steps)-1].Rising, w)
	}
	cells := riffleCells{steps: steps, tv: s.tv, cols: cols, riffling: gm.Phase() == game.Riffling, hide: !s.dealtOut()}
	out = append(out, cells.lines(st, w, h, h-len(out)-len(verdict)-1)...)
	out = append(out, verdict...)
	if len(out) > h {
		out = out[:h]
	}
	return out
}

// noRiffleLines says what a setting with no riffle to tabulate means: the
// new deck at 0 riffles, or until random before its first riffle.
func (s *Model) noRiffleLines(k, w int) []string {
	text := "No riffle: the new deck is one rising sequence, at TV 1 − 1/52! from uniform."
	if k == game.UntilRandom {
		text = fmt.Sprintf("Riffles go on until every label differs: E[T] = %.4f riffles for 52 cards.", s.meanT)
	}
	return draw.WrapStyled(s.c.Styles().Subtle, text, w)
}

// risingVerdict says whose deck r rising sequences make.
func (s *Model) risingVerdict(r, w int) []string {
	who, cmp := "Alice", s.c.Styles().Glyphs.LE()
	if r > s.game.N()/2 {
		who, cmp = "Bob", ">"
	}
	line := fmt.Sprintf("%s %s 26: %s's deck. Alice wins exactly when the deck has at most 26.", text.Plural(r, "rising sequence"), cmp, who)
	return draw.WrapStyled(s.c.Styles().Text, line, w)
}

// riffleCells are the riffles table's cells: riffle i (1…cols) left the
// deck of steps[i−1] (a riffle not made yet shows ·), at most 2^i rising
// sequences, at TV tv[i] from uniform.
type riffleCells struct {
	steps    []game.RiffleStep
	tv       []float64
	cols     int  // the riffles of the round
	riffling bool // the round is riffling: the table follows the riffle on show
	hide     bool // the deal has not ended: a riffle made shows ? (see dealtOut)
}

func (c riffleCells) rising(i int) string {
	if i <= len(c.steps) && c.hide {
		return "?"
	}
	if i <= len(c.steps) {
		return fmt.Sprint(c.steps[i-1].Rising)
	}
	return "·"
}

func atMost(i int) string {
	if i > 12 {
		return "52"
	}
	return fmt.Sprint(min(1<<i, 52))
}

func (c riffleCells) tvText(i int) string {
	if i <= tvMax {
		return fmt.Sprintf("%.3f", c.tv[i])
	}
	return "0.000"
}

// window is the riffles first…last of at most m in view: the last ones,
// or while riffling those up to the one on show.
func (c riffleCells) window(m int) (first, last int) {
	m = max(1, m)
	end := c.cols
	if c.riffling && len(c.steps) < c.cols {
		end = max(m, len(c.steps))
	}
	end = min(end, c.cols)
	return max(1, end-m+1), end
}

// lines is the table in w cells and h lines: a column per riffle, or a
// row per riffle (down lines of them) where that shows more.
func (c riffleCells) lines(st draw.Styles, w, h, down int) []string {
	const labelW, colW, rowW = 10, 6, 30
	across := max(1, (w-labelW)/colW)
	if across < c.cols && down > across && w >= rowW {
		// a row per riffle
		first, last := c.window(down)
		out := []string{st.Subtle.Render(fmt.Sprintf("%6s %7s %8s %6s", "riffle", "rising", "at most", "TV"))}
		for i := first; i <= last; i++ {
			out = append(out, fmt.Sprintf("%6d %7s %8s %6s", i, c.rising(i), atMost(i), c.tvText(i)))
		}
		return out
	}
	first, last := c.window(across)
	row := func(label string, cell func(i int) string) string {
		var b strings.Builder
		b.WriteString(st.Subtle.Render(fmt.Sprintf("%-*s", labelW, label)))
		for i := first; i <= last; i++ {
			b.WriteString(fmt.Sprintf("%*s", colW, cell(i)))
		}
		return b.String()
	}
	out := []string{row("riffle", func(i int) string { return fmt.Sprint(i) }), row("rising", c.rising)}
	if h >= 6 {
		out = append(out, row("at most", atMost))
	}
	return append(out, row("TV", c.tvText))
}

// dealtOut reports whether the round on show has been dealt to its end:
// until then the rising sequences, which decide who wins (at most 26:
// Alice), are not told — the deal shows the outcome, nothing before it.
func (s *Model) dealtOut() bool { return s.game.Phase() == game.Betting }
