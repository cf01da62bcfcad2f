package tui

import (
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"riffle/games/casino"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/tuitest"
)

// glyphWalk goes through every screen as a person would — the lobby, every
// table played, the Lab's every tab with its panel filled, history with
// rounds replayed, fair, the full help open — at w × h, and hands each
// frame to see with what was pressed to reach it.
func glyphWalk(t *testing.T, ascii, colour bool, w, h int, see func(what, frame string)) {
	m := newTestModel(t, Options{ASCII: ascii, Seed: "42"}, w, h)
	if colour { // in 256 colours: the heatmap's half blocks, the coloured bars
		r := lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.ANSI256)
		tuitest.Root(m.c).SetStyles(draw.NewStyles(r))
		if ascii {
			tuitest.Root(m.c).SetStyles(m.c.Styles().ForASCII())
		}
	}
	m.Continue(casino.Session{}, nil, tuitest.Entropy(1))
	runQuick(m, m.Init())
	keys := func(screen string, seq ...string) {
		runQuick(m, m.open(common.ID(screen)))
		see(screen, m.View())
		for i, k := range seq {
			if long, ok := strings.CutPrefix(k, "~"); ok { // a long run (10,000 games, a crack): to its end
				_, cmd := m.Update(tuitest.Key(long))
				runWithin(m, cmd, 5*time.Second)
			} else {
				press(m, k)
			}
			see(fmt.Sprintf("%s after %s", screen, strings.Join(seq[:i+1], " ")), m.View())
		}
		press(m, "?")
		see(screen+" with the full help", m.View())
		press(m, "?")
	}
	keys("lobby", "down", "s", "esc")
	keys("craps", "space", "o", "space", "space", "space", "+", "space", "space", "m", "p", "space", "tab", "p")
	keys("yahtzee", "space", "1", "2", "k", "space", "space", "c", "n", ">", "]", "space", "k", "space")
	keys("lottery", "a", "a", "space", "space", "t", "1 2 3", "esc", "~m", "v", "p", "a", "space", "space", "~3")
	keys("solitaire", "b", "enter", "enter", "n", "enter", "u", "a", "enter", "enter", "enter", "~p")
	keys("poker", "d", "~x", "tab", "d", "d", "~x")
	keys("videopoker", "space", "h", "space", "space", "1", "space", "t")
	keys("cheat", "space", "c", "c", "c", "~a", "l", "c", "c", "c", "c", "c", "c", "c", "c", "k", "space", "c", "c", "c", "~a", "tab", "s")
	keys("dobble", "space", "1", "2", "3", "d", "space", "1", "2", "k", "space", "n")
	playDobble(t, m, false) // a game to its end: found symbols marked, best times
	see("dobble, a game played", m.View())
	keys("dice", "space", "r", "t", "r", "left", "t", "r", "a", "a", "tab", "down", "enter", "right", "+", "c", "y")
	keys("demo", "down", "down", "enter", "r", "pgdown", "x")
	keys("holdem", "space", "c", "l", "r", "c", "c", "c", "c", "c", "c", "space", "f", "c", "c", "c", "c", "c", "c")
	keys("history", "down", "enter", "a", "end")
	keys("fair", "space", "c", "esc", "space")
	keys("lab")
	fillPanel(t, m, 20000)
	see("lab, panel filled", m.View())
	for _, k := range []string{"-", "-", "a", "g"} {
		press(m, k)
		see("lab after "+k, m.View())
	}
	m.labPanel().Stop() // the sampler restarts on every change of deck while it runs: 49 of them, for nothing the walk draws
	for range 49 {      // three cards: big cells with their residuals, and their legend
		press(m, "-")
	}
	fillPanel(t, m, 2700)
	see("lab, 3 cards", m.View())
	keys("lab", "2", "l", "s", "p", "right", "g", "g", "g", "3", "down", "down", "-", "4", "~space", "r", "5", "space", "3", "space", "u")
}

// Where the locale is not UTF-8 (or with --ascii) every frame of every
// screen is ASCII: the cards, the separators and signs, the bars and
// shades, the braille of the lattice, the boxes and the panels' borders.
// The same walk drawn in Unicode shows each kind of glyph, so the walk
// reaches what is drawn with them and the check sees them.
func TestASCIIEverywhere(t *testing.T) {
	t.Parallel()
	for _, size := range [][3]int{{80, 24, 0}, {140, 45, 0}, {80, 24, 1}, {140, 45, 1}} {
		w, h, colour := size[0], size[1], size[2] == 1
		t.Run(fmt.Sprintf("%dx%d/colour=%v", w, h, colour), func(t *testing.T) {
			t.Parallel()
			told := map[rune]bool{} // each glyph once a walk
			glyphWalk(t, true, colour, w, h, func(what, frame string) {
				for i, l := range strings.Split(tuitest.Plain(frame), "\n") {
					for _, r := range l {
						if r > 0x7F && !told[r] {
							told[r] = true
							t.Errorf("%d×%d (colour %v), %s: line %d draws %q (%U):\n%s", w, h, colour, what, i+1, r, r, l)
							break
						}
					}
				}
			})
		})
	}
	t.Run("unicode", func(t *testing.T) {
		t.Parallel()
		seen := map[rune]bool{}
		glyphWalk(t, false, true, 140, 45, func(_, frame string) {
			for _, r := range tuitest.Plain(frame) {
				seen[r] = true
			}
		})
		for _, r := range "♠·•…×−─│╭═║█▏▄▀⠁χ²←↑‹✓●" {
			if !seen[r] && !(r == '⠁' && anyBraille(seen)) {
				t.Errorf("the walk in Unicode never draws %q: it no longer reaches what draws it", r)
			}
		}
	})
}

func anyBraille(seen map[rune]bool) bool {
	for r := range seen {
		if r > 0x2800 && r <= 0x28FF {
			return true
		}
	}
	return false
}
