package draw

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// Every rune of oneCell takes one cell and is its own grapheme beside
// any other; the ranges are in order (isOneCell stops at the first range
// past the rune).
func TestOneCell(t *testing.T) {
	for i, rg := range oneCell {
		if rg[0] > rg[1] || i > 0 && rg[0] <= oneCell[i-1][1] {
			t.Fatalf("range %d (%U–%U) is out of order", i, rg[0], rg[1])
		}
		for r := rg[0]; r <= rg[1]; r++ {
			if w := ansi.StringWidth(string(r)); w != 1 {
				t.Errorf("%U takes %d cells", r, w)
			}
			if w := ansi.StringWidth("a" + string(r) + string(r) + "⣿"); w != 4 {
				t.Errorf("%U joins its neighbours: a%c%c⣿ takes %d cells", r, r, r, w)
			}
		}
	}
	for _, r := range []rune{0x7F, 0x9F, 0xAD, 0x200B, 0x25FD, 0x2614, 0x3000, 0x1F600} {
		if isOneCell(r) {
			t.Errorf("%U is counted as one cell", r)
		}
	}
}

// lineWidth counts what lipgloss.Width does: on random lines of ASCII,
// runes of oneCell, colours, zone marks and, now and then, what it leaves
// to lipgloss (wide and combining characters, tabs, newlines, other
// escapes, an escape cut short); and on every line of every golden frame.
func TestLineWidth(t *testing.T) {
	pieces := []string{"a", "Z", " ", "~", "·", "…", "—", "‹", "→", "≡", "│", "╲", "█", "◉", "●", "♠", "⚅", "⣿", "⠁", "é",
		"\x1b[38;2;1;2;3m", "\x1b[0m", "\x1b[1;38;5;209m", "\x1b[1001z", "\x1b[?25l"}
	rare := []string{"漢", "e\u0301", "\t", "\n", "\x1b", "\x1b]8;;x\x1b\\", "\x1b[", "\x1b[38;2", "\u00ad", "◽", "\x7f", "👍"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		var b strings.Builder
		for range r.IntN(40) {
			if r.IntN(40) == 0 {
				b.WriteString(rare[r.IntN(len(rare))])
			} else {
				b.WriteString(pieces[r.IntN(len(pieces))])
			}
		}
		if s := b.String(); lineWidth(s) != lipgloss.Width(s) {
			t.Fatalf("lineWidth(%q) = %d, lipgloss.Width %d", s, lineWidth(s), lipgloss.Width(s))
		}
	}
	goldens, _ := filepath.Glob("../*/testdata/*.golden")
	more, _ := filepath.Glob("../testdata/*.golden")
	lines := 0
	for _, path := range append(goldens, more...) {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(string(b), "\n") {
			lines++
			if lineWidth(l) != lipgloss.Width(l) {
				t.Errorf("%s: lineWidth(%q) = %d, lipgloss.Width %d", path, l, lineWidth(l), lipgloss.Width(l))
			}
		}
	}
	if lines < 1000 {
		t.Errorf("only %d lines of golden frames read", lines)
	}
}

// Beside is what lipgloss.JoinHorizontal makes of two blocks of even
// widths, the taller either, with a gap or none.
func TestBesideIsJoinHorizontal(t *testing.T) {
	block := func(w, h int, fill string) string {
		lines := make([]string, h)
		for i := range lines {
			lines[i] = strings.Repeat(fill, w)
		}
		return strings.Join(lines, "\n")
	}
	for _, c := range []struct{ aw, ah, bw, bh int }{{3, 2, 4, 5}, {5, 6, 2, 1}, {1, 1, 1, 1}, {4, 3, 0, 3}, {2, 4, 3, 4}} {
		a, b := block(c.aw, c.ah, "⣿"), block(c.bw, c.bh, "x")
		for _, gap := range []string{"", "  "} {
			if got, want := Beside(a, c.aw, gap, b), lipgloss.JoinHorizontal(lipgloss.Top, a, gap, b); got != want {
				t.Errorf("%+v gap %q:\n%q\nwant\n%q", c, gap, got, want)
			}
		}
	}
}
