package poker

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	game "riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
)

// View draws the table in s.W × s.H: the deal (hands, or the Hold'em
// board and players), what happened, and — with room — the hand classes
// against the exact odds.
func (s *Model) View() string {
	if s.W < 1 || s.H < 1 {
		return ""
	}
	var lines []string
	switch {
	case s.table == nil:
		lines = s.c.Styles().NoCardsLines("Poker: the dealer sits down when the table opens.", s.tableErr, s.W)
	case s.table.Mode() == game.ModeHoldem:
		lines = s.holdemLines()
	default:
		lines = s.dealLines()
	}
	return draw.Clip(lines, s.W, s.H)
}

// titleLine puts the first of lefts (most detailed first) that leaves
// room for right on one line of w cells, right aligned; when none does,
// the first left that fits alone, else the last one cut to w.
func titleLine(lefts []string, right string, w int) string {
	rw := lipgloss.Width(right)
	if right != "" {
		for _, l := range lefts {
			if lw := lipgloss.Width(l); lw+rw+2 <= w {
				return l + strings.Repeat(" ", w-lw-rw) + right
			}
		}
	}
	for _, l := range lefts {
		if lipgloss.Width(l) <= w {
			return l
		}
	}
	return draw.Truncate(lefts[len(lefts)-1], w)
}

// noteLines are the last action's result: wrapped to w, or one line.
func (s *Model) noteLines(w int) [][]string {
	if s.note == "" || w < 1 {
		return nil
	}
	st := s.c.Styles()
	style := st.Text
	if s.noteBad {
		style = st.Warn
	}
	wrapped := text.SplitLines(draw.WrapText(s.note, w))
	if len(wrapped) > 3 {
		wrapped = wrapped[:3]
	}
	for i, l := range wrapped {
		wrapped[i] = style.Render(draw.Truncate(l, w))
	}
	return [][]string{wrapped, {style.Render(draw.Truncate(s.note, w))}}
}

// progressLine draws the fast-forward's progress bar.
func (s *Model) progressLine(w int) []string {
	if !s.fast.running {
		return nil
	}
	st := s.c.Styles()
	frac := float64(s.fast.done) / float64(max(1, s.fast.target))
	count := fmt.Sprintf(" %s / %s", text.Int(s.fast.done), text.Int(s.fast.target))
	label := "Dealing "
	barW := max(4, w-len(label)-lipgloss.Width(count)-2)
	return []string{st.Subtle.Render(label) + st.Bar.Render("▕") + draw.ProgressCells(st, frac, barW) + st.Bar.Render("▏") + count}
}

// algoLines say what the table's shuffle is, when it needs saying: that
// it is not fair and why, or that the panel samples it under another name
// (partial keeping all 52 cards is fisher-yates). The variants are the
// whole text wrapped, then two lines, then one (the reason's first clause).
func (s *Model) algoLines(w int) [][]string {
	st := s.c.Styles()
	a := s.table.Algorithm()
	a.Why = st.Glyphs.Text(a.Why)
	if w < 1 {
		return nil
	}
	var txt, short, head string
	switch {
	case !a.Fair:
		// One line leaves out the name (the title has it) and, if it
		// must, all but the reason's first clause.
		head = a.Name + " is not fair"
		txt, short = head+": "+a.Why+".", "Not fair: "+a.Why+"."
		if lipgloss.Width(short) > w {
			short = "Not fair: " + FirstClause(a.Why) + "."
		}
	case s.samplerNote != "":
		txt, short = s.samplerNote, s.samplerShort
	default:
		return nil
	}
	// styled styles the head red, the rest dim.
	styled := func(lines []string) []string {
		out := make([]string, len(lines))
		for i, l := range lines {
			l = draw.Truncate(l, w)
			out[i] = st.Subtle.Render(l)
			if i > 0 || head == "" {
				continue
			}
			for _, h := range []string{head, "Not fair"} {
				if strings.HasPrefix(l, h) {
					out[i] = st.Bad.Render(h) + st.Subtle.Render(strings.TrimPrefix(l, h))
					break
				}
			}
		}
		return out
	}
	wrapped := text.SplitLines(draw.WrapText(txt, w))
	out := [][]string{styled(wrapped)}
	if len(wrapped) > 2 {
		out = append(out, styled([]string{wrapped[0], strings.Join(wrapped[1:], " ")}))
	}
	if len(wrapped) > 1 {
		out = append(out, styled([]string{short}))
	}
	return out
}

// FirstClause is a reason cut at its first comma, semicolon or
// bracket: "n^n equally likely paths fall on n! orders". It is what a
// one-line "Not fair: …" keeps of an unfair shuffle's reason; the root's
// tests look for it at 80×24.
func FirstClause(why string) string {
	cut := len(why)
	for _, sep := range []string{", ", "; ", " ("} {
		if i := strings.Index(why, sep); i >= 0 {
			cut = min(cut, i)
		}
	}
	return why[:cut]
}

// hintLines point from the hand classes to the panel's sharper test.
func (s *Model) hintLines(w int) []string {
	if s.table.Algorithm().Fair {
		return nil
	}
	st := s.c.Styles()
	var out []string
	for _, l := range text.SplitLines(draw.WrapText("Hand classes are a blunt test of that; the panel's position × card matrix is a sharp one (space runs it).", w)) {
		out = append(out, st.Subtle.Render(l))
	}
	return out
}
