package draw

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
)

// wrapTextByLines is WrapText as it was written before it wrote into one
// buffer: the oracle it is checked against.
func wrapTextByLines(s string, w int) string {
	if w < 1 {
		return ""
	}
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line, lineW, fresh := "", 0, true
		for _, word := range strings.Split(para, " ") {
			ww := lipgloss.Width(word)
			switch {
			case fresh:
				line, lineW, fresh = word, ww, false
			case lineW+1+ww <= w:
				line, lineW = line+" "+word, lineW+1+ww
			case word == "":
			default:
				lines = append(lines, strings.TrimRight(line, " "))
				line, lineW = word, ww
			}
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// WrapText wraps as the oracle does: the screens' own sentences, and
// random texts of words, runs of spaces, newlines, no-break spaces and
// wide characters, at every width from 0 to 30 (seeded: the same texts
// every run).
func TestWrapTextMatchesOracle(t *testing.T) {
	texts := []string{"", " ", "\n", "a", "  a  b  ", "a\n\nb", "fisher-yates on pcg", "x = s_i across, y = s_i+1 up; the plot wraps at the edges like a torus.",
		"Charlie, a cheat with a skilled but myopic hand, can make a die land on the face he aims at more often than chance."}
	pieces := []string{"a", "bb", "ccc", "dddddddd", "wordwordwordword", " ", "  ", "\n", "\u00a0", "≡", "⣿⣿", "漢字", "é"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		var b strings.Builder
		for range r.IntN(30) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range texts {
		for w := range 31 {
			if got, want := WrapText(s, w), wrapTextByLines(s, w); got != want {
				t.Fatalf("WrapText(%q, %d) = %q, want %q", s, w, got, want)
			}
		}
	}
}
