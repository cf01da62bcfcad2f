package solitaire

import (
	"fmt"
	"strings"

	game "riffle/games/solitaire"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// labelLines: the stopping time's labels, one row of bits per riffle and
// one column per card (new-deck order: ♥, ♣, ♦, ♠), the cards that still
// share a label marked, and the moment every label differs.
func (s *Model) labelLines(w, h int) []string {
	st := s.c.Styles()
	if h < 4 {
		return nil
	}
	gm := s.game
	steps := gm.Steps()
	if gm.Setting() != gm.Shuffles() || gm.Round() == 0 {
		steps = nil
	}
	if len(steps) == 0 {
		return s.noLabelLines(w, h)
	}
	t := len(steps)
	last := steps[t-1]
	out := []string{s.labelHead(steps, w)}
	if h >= 10 {
		cdf := 1.0
		if t < len(s.cdfT) {
			cdf = s.cdfT[t]
		}
		out = append(out, st.Subtle.Render(st.Glyphs.Text(fmt.Sprintf("P(T ≤ %d) = %s · E[T] = %.2f riffles", t, prob(cdf), s.meanT))))
	}
	out = append(out, st.Subtle.Render("    "+s.suitRow()))
	tail := 0 // the marks of shared labels and their legend
	if !last.Random() {
		tail = min(2, max(1, h-len(out)-2))
	}
	rows := labelRows(st, last.Labels, t, h-len(out)-tail)
	if len(rows) == 0 {
		// no room for a row: the legend alone would mark nothing
		if len(out) > h {
			out = out[:h]
		}
		return out
	}
	out = append(out, rows...)
	if !last.Random() {
		out = append(out, "    "+st.Warn.Render(sharedMarks(last.Labels)))
		if h > len(out) {
			out = append(out, draw.FirstFit(w,
				st.Subtle.Render("^ shares a label: still in new-deck order among themselves"),
				st.Subtle.Render("^ shares a label: still in new-deck order"),
				st.Subtle.Render("^ shares a label")))
		}
	}
	if len(out) > h {
		out = out[:h]
	}
	return out
}

// noLabelLines: what the labels are, before the round's first riffle.
func (s *Model) noLabelLines(w, h int) []string {
	st := s.c.Styles()
	out := []string{st.Em.Render("Stopping time") + st.Subtle.Render(" · the labels of the inverse riffles")}
	text := fmt.Sprintf("Each riffle gives every card one more bit; riffling until all 52 labels differ leaves a perfectly random deck, after E[T] = %.4f riffles on average. No riffle yet.", s.meanT)
	out = append(out, draw.WrapStyled(st.Subtle, text, w)...)
	if len(out) > h {
		out = out[:h]
	}
	return out
}

// labelHead says where the labels stand after the riffles steps: the
// stopping time T once every label differs, else how many distinct labels
// there are.
func (s *Model) labelHead(steps []game.RiffleStep, w int) string {
	st := s.c.Styles()
	t := len(steps)
	last := steps[t-1]
	n := s.game.N()
	if last.Random() {
		// T is the first riffle after which the labels differ: the last
		// one until random, maybe an earlier one at a fixed count. Given
		// T ≤ k the deck after k riffles is uniform (a strong uniform time).
		T := t
		for i, step := range steps {
			if step.Random() {
				T = i + 1
				break
			}
		}
		done := st.Good.Render(fmt.Sprintf("T = %d: this deck is now perfectly random.", T))
		if T < t {
			done = st.Good.Render(fmt.Sprintf("T = %d: perfectly random since riffle %d.", T, T))
		}
		return draw.FirstFit(w, done+st.Subtle.Render(fmt.Sprintf(" All %d labels differ.", n)), done)
	}
	head := st.Em.Render("Stopping time")
	labels := text.Plural(last.Distinct, "distinct label")
	return draw.FirstFit(w,
		head+st.Subtle.Render(fmt.Sprintf(" · %s among %d cards after %s", labels, n, settingText(t))),
		head+st.Subtle.Render(fmt.Sprintf(" · %s among %d cards", labels, n)),
		st.Subtle.Render(fmt.Sprintf("%s among %d cards", labels, n)),
	)
}

// suitRow is the suit of every card in new-deck order, a cell each: the
// heading of the label columns.
func (s *Model) suitRow() string {
	n := s.game.N()
	suits := make([]rune, n)
	for c := range n {
		sym := game.Card(c).Suit().Symbol()
		if s.c.Settings().ASCII {
			sym = game.Card(c).Suit().String()
		}
		suits[c] = []rune(sym)[0]
	}
	return string(suits)
}

// labelRows are the bits the last riffles that fit in room lines gave the
// cards (labels after t riffles, riffle t's bit the lowest), under a line
// for those left out; nil when not one row fits.
func labelRows(st draw.Styles, labels []uint64, t, room int) []string {
	shown := min(t, 64) // Labels keeps 64 bits
	if shown > room || shown < t {
		shown = min(shown, room-1) // a line for the riffles left out
	}
	if shown < 1 {
		return nil
	}
	var out []string
	switch hidden := t - shown; {
	case hidden == 1:
		out = append(out, st.Subtle.Render("  ⋮ riffle 1 above"))
	case hidden > 1:
		out = append(out, st.Subtle.Render(st.Glyphs.Text(fmt.Sprintf("  ⋮ riffles 1…%d above", hidden))))
	}
	for i := t - shown + 1; i <= t; i++ {
		var b strings.Builder
		for _, l := range labels {
			if t-i < 64 && l>>(t-i)&1 == 1 {
				b.WriteByte('1')
			} else {
				b.WriteByte('0')
			}
		}
		out = append(out, st.Subtle.Render(fmt.Sprintf("%3d ", i))+b.String())
	}
	return out
}

// sharedMarks marks with ^ the cards whose label a neighbour shares.
func sharedMarks(labels []uint64) string {
	n := len(labels)
	var shared strings.Builder
	for c := range n {
		if (c > 0 && labels[c] == labels[c-1]) || (c+1 < n && labels[c] == labels[c+1]) {
			shared.WriteByte('^')
		} else {
			shared.WriteByte(' ')
		}
	}
	return shared.String()
}
