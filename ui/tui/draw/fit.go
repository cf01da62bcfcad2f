package draw

import (
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"riffle/ui/text"
)

// Fit pads or cuts every line of s to exactly w cells and s to exactly h
// lines, so that a region never pushes the layout around.
func Fit(s string, w, h int) string {
	w, h = max(0, w), max(0, h)
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		lines[i] = FitLine(l, w)
	}
	for len(lines) < h {
		lines = append(lines, strings.Repeat(" ", w))
	}
	return strings.Join(lines, "\n")
}

// FitLine pads or truncates (with …) one line to exactly w cells.
func FitLine(l string, w int) string {
	lw := lineWidth(l)
	if lw > w {
		l = ansi.Truncate(l, w, "…")
		lw = lipgloss.Width(l)
	}
	return l + strings.Repeat(" ", max(0, w-lw))
}

// Clip joins lines into a region of at most w × h: lines past h are
// dropped and each line is cut to w cells with … (Truncate); nothing is
// padded.
func Clip(lines []string, w, h int) string {
	if len(lines) > h {
		lines = lines[:max(0, h)]
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = Truncate(l, w)
	}
	return strings.Join(out, "\n")
}

// Truncate cuts s to at most w cells, ending in … when it cuts.
func Truncate(s string, w int) string {
	if lineWidth(s) <= w {
		return s
	}
	return ansi.Truncate(s, max(0, w), "…")
}

// WrapText word-wraps plain text to w cells, breaking only at spaces: a
// hyphenated name ("fisher-yates") and words joined by no-break spaces
// stay whole, runs of spaces (aligned columns) are kept, and a word wider
// than w gets a line of its own. It is written into one buffer (a
// screen wraps its text every frame): no allocation a word.
func WrapText(s string, w int) string {
	if w < 1 {
		return ""
	}
	out := make([]byte, 0, len(s)+8)
	for paras := true; paras; {
		var para string
		para, s, paras = strings.Cut(s, "\n")
		lineStart, lineW, fresh := len(out), 0, true
		for words := true; words; {
			var word string
			word, para, words = strings.Cut(para, " ") // not Fields: keeps no-break spaces
			ww := ansi.StringWidth(word)               // lipgloss.Width: a word has no newline
			switch {
			case fresh:
				out, lineW, fresh = append(out, word...), ww, false
			case lineW+1+ww <= w:
				out, lineW = append(append(out, ' '), word...), lineW+1+ww
			case word == "":
				// a space at the break is dropped
			default:
				for len(out) > lineStart && out[len(out)-1] == ' ' {
					out = out[:len(out)-1]
				}
				out = append(out, '\n')
				lineStart = len(out)
				out, lineW = append(out, word...), ww
			}
		}
		if paras {
			out = append(out, '\n')
		}
	}
	return string(out)
}

// WrapStyled word-wraps plain text to w cells (at least 1) and styles each
// line.
func WrapStyled(style lipgloss.Style, text string, w int) []string {
	lines := strings.Split(WrapText(text, max(1, w)), "\n")
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}

// Pack sets segments on lines of at most w cells, joined by sep, never
// breaking a segment across lines unless it alone is wider than w (then it
// wraps at spaces).
func Pack(w int, sep string, segs ...string) []string {
	w = max(1, w)
	var out []string
	cur := ""
	for _, seg := range segs {
		switch {
		case cur == "":
			cur = seg
		case lipgloss.Width(cur+sep+seg) <= w:
			cur += sep + seg
		default:
			out = append(out, cur)
			cur = seg
		}
		if lipgloss.Width(cur) > w {
			lines := text.SplitLines(WrapText(cur, w))
			out = append(out, lines[:len(lines)-1]...)
			cur = lines[len(lines)-1]
		}
	}
	if cur != "" || len(out) == 0 {
		out = append(out, cur)
	}
	return out
}

// clauseBreaks are where FitClauses may end a phrase: before a comma,
// semicolon, colon, dash or dot separator.
var clauseBreaks = []string{", ", "; ", ": ", " — ", " · ", " ("}

// FitClauses is s when it fits in w cells, else its longest beginning
// that ends at a clause break (see clauseBreaks) and fits, else "": a
// description loses whole clauses, never half a word.
func FitClauses(s string, w int) string {
	if lipgloss.Width(s) <= w {
		return s
	}
	best := ""
	for _, br := range clauseBreaks {
		for i := 0; ; {
			j := strings.Index(s[i:], br)
			if j < 0 {
				break
			}
			if p := s[:i+j]; lipgloss.Width(p) <= w && len(p) > len(best) {
				best = p
			}
			i += j + len(br)
		}
	}
	return best
}

// FirstFit is the first of variants (longest first) no wider than w
// cells, or the last one cut to w.
func FirstFit(w int, variants ...string) string {
	for _, v := range variants {
		if lipgloss.Width(v) <= w {
			return v
		}
	}
	if len(variants) == 0 {
		return ""
	}
	return Truncate(variants[len(variants)-1], w)
}

// Beside is lipgloss.JoinHorizontal(lipgloss.Top, a, gap, b) for a block a
// whose lines are all aw cells wide and a block b whose lines all have
// one width: a's lines and b's side by side, gap between, the shorter
// block padded below with blank lines. JoinHorizontal measures every line
// twice, and a frame's panel or a lattice's braille is slow to measure.
func Beside(a string, aw int, gap, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	bw := 0
	if len(bl) > 0 {
		bw = lineWidth(bl[0])
	}
	var out strings.Builder
	out.Grow(len(a) + len(b) + (len(gap)+1)*max(len(al), len(bl)) + aw*max(0, len(bl)-len(al)) + bw*max(0, len(al)-len(bl)))
	for i := range max(len(al), len(bl)) {
		if i > 0 {
			out.WriteByte('\n')
		}
		if i < len(al) {
			out.WriteString(al[i])
		} else {
			out.WriteString(strings.Repeat(" ", aw))
		}
		out.WriteString(gap)
		if i < len(bl) {
			out.WriteString(bl[i])
		} else {
			out.WriteString(strings.Repeat(" ", bw))
		}
	}
	return out.String()
}
