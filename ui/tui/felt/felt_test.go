package felt

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/cards"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/tuitest"
)

// plainFelt is the felt without colours (a renderer on no terminal, as
// under NO_COLOR), and asciiFelt the same in ASCII.
func plainFelt() (Felt, draw.Styles) {
	st := draw.NewStyles(lipgloss.NewRenderer(io.Discard))
	return New(st), st
}

func asciiFelt() (Felt, draw.Styles) {
	st := draw.NewStyles(lipgloss.NewRenderer(io.Discard)).ForASCII()
	return New(st), st
}

func card(t *testing.T, s string) cards.Card {
	t.Helper()
	c, err := cards.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// checkBlock fails unless every line is w cells wide, there are h of
// them, and (without colours) no escape sequence is in them.
func checkBlock(t *testing.T, what string, lines []string, w, h int) {
	t.Helper()
	if len(lines) != h {
		t.Errorf("%s: %d lines, want %d", what, len(lines), h)
	}
	for i, l := range lines {
		if got := lipgloss.Width(l); got != w {
			t.Errorf("%s: line %d is %d cells, want %d: %q", what, i, got, w, l)
		}
		if strings.Contains(l, "\x1b") {
			t.Errorf("%s: an escape sequence without colours: %q", what, l)
		}
	}
}

// Every size draws a row of cards (an ace, a ten, the three court cards,
// a seven, a back, a lit card) as blocks of its width and height, in
// Unicode and ASCII, without colours: the goldens show them.
func TestCardsGolden(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		f, st := plainFelt()
		if ascii {
			f, st = asciiFelt()
		}
		var all []string
		for _, s := range []Size{Mini, Small, Large} {
			row := []Face{{Card: card(t, "Ah")}, {Card: card(t, "Ts")}, {Card: card(t, "Kd")}, {Card: card(t, "Qc")},
				{Card: card(t, "Jh")}, {Card: card(t, "7c")}, {Down: true}, {Card: card(t, "9d"), Lit: true}}
			lines := f.Row(row, s, 1)
			checkBlock(t, fmt.Sprintf("size %d", s), lines, len(row)*s.W()+len(row)-1, s.H())
			marks := make([]string, len(row))
			for i := range row {
				marks[i] = f.Mark("HELD", i%2 == 0, s)
			}
			all = append(all, strings.Join(marks, " "))
			all = append(all, lines...)
		}
		out := st.Glyphs.Frame(strings.Join(all, "\n"))
		if ascii {
			for _, r := range out {
				if r >= 0x80 {
					t.Fatalf("a glyph left in ASCII: %q", r)
				}
			}
		}
		tuitest.Golden(t, map[bool]string{false: "cards", true: "cards-ascii"}[ascii], out)
	}
}

// A large number card shows as many pips as its rank counts (an ace one),
// beside its two corners: counted from the drawing.
func TestLargeCardPips(t *testing.T) {
	f, _ := plainFelt()
	for _, s := range []cards.Suit{cards.Clubs, cards.Diamonds, cards.Hearts, cards.Spades} {
		for r := cards.Two; r <= cards.Ace; r++ {
			c := cards.NewCard(r, s)
			lines := f.Card(Face{Card: c}, Large)
			signs := strings.Count(strings.Join(lines[2:len(lines)-2], ""), s.Symbol())
			want := int(r)
			switch r {
			case cards.Ace:
				want = 1
			case cards.Jack, cards.Queen, cards.King:
				want = 1 // the figure holds one sign
			}
			if signs != want {
				t.Errorf("%s: %d pips, want %d:\n%s", c, signs, want, strings.Join(lines, "\n"))
			}
			if !strings.HasPrefix(strings.TrimPrefix(lines[1], "│"), rank(c)+s.Symbol()) ||
				!strings.HasSuffix(strings.TrimSuffix(lines[len(lines)-2], "│"), s.Symbol()+rank(c)) {
				t.Errorf("%s: corners %q, %q", c, lines[1], lines[len(lines)-2])
			}
		}
	}
}

// Fit takes the largest size whose cards fit, and Mini when none does.
func TestFit(t *testing.T) {
	for _, c := range []struct {
		n, gap, w, h int
		want         Size
	}{
		{5, 1, 59, 9, Large}, {5, 1, 58, 9, Small}, {5, 1, 59, 8, Small}, {5, 1, 39, 5, Small},
		{5, 1, 38, 5, Mini}, {5, 1, 200, 4, Mini}, {0, 1, 0, 0, Mini},
	} {
		if got := Fit(c.n, c.gap, c.w, c.h); got != c.want {
			t.Errorf("Fit(%d, %d, %d, %d) = %d, want %d", c.n, c.gap, c.w, c.h, got, c.want)
		}
	}
}

// A six-sided die shows its face in pips at both sizes; another die its
// number; a die not thrown "?"; a kept die a double border.
func TestDice(t *testing.T) {
	f, st := plainFelt()
	var all []string
	for _, s := range []DieSize{DieSmall, DieLarge} {
		for face := 1; face <= 6; face++ {
			lines := f.Die(face, 6, s, false)
			checkBlock(t, fmt.Sprintf("die %d size %d", face, s), lines, s.W(), s.H())
			if n := strings.Count(strings.Join(lines, ""), "●"); n != face {
				t.Errorf("face %d at size %d: %d pips", face, s, n)
			}
		}
		all = append(all, f.Dice([]int{1, 2, 3, 4, 5, 6}, 6, s, 1, []bool{false, true})...)
		all = append(all, f.Dice([]int{17, 0, 3}, 20, s, 1, []bool{true})...)
	}
	if l := f.Die(4, 6, DieSmall, true); !strings.HasPrefix(l[0], "╔") || !strings.Contains(l[2], "║") {
		t.Errorf("a kept die:\n%s", strings.Join(l, "\n"))
	}
	tuitest.Golden(t, "dice", st.Glyphs.Frame(strings.Join(all, "\n")))
}

// FitDie takes the large dice when five fit.
func TestFitDie(t *testing.T) {
	if got := FitDie(5, 1, 69, 7); got != DieLarge {
		t.Errorf("69×7: %d", got)
	}
	if got := FitDie(5, 1, 68, 7); got != DieSmall {
		t.Errorf("68×7: %d", got)
	}
}

// Break gives the fewest chips that make an amount: checked against a
// brute-force search of the least number of coins (dynamic programming
// over every amount to 5,000) and against the amount itself.
func TestBreakFewest(t *testing.T) {
	const top = 5000
	least := make([]int64, top+1)
	for a := 1; a <= top; a++ {
		least[a] = 1 << 60
		for _, d := range Denominations {
			if int64(a) >= d && least[int64(a)-d]+1 < least[a] {
				least[a] = least[int64(a)-d] + 1
			}
		}
	}
	for a := int64(0); a <= top; a++ {
		var sum, n int64
		for i, c := range Break(a) {
			sum += c * Denominations[i]
			n += c
		}
		if sum != a || n != least[a] {
			t.Fatalf("Break(%d): %d chips worth %d; the fewest are %d", a, n, sum, least[a])
		}
	}
	if b := Break(-5); b[len(b)-1] != 0 {
		t.Errorf("Break(-5) = %v", b)
	}
}

// Chips draws stacks of one width and the room's height, a disc a chip
// (or the count on a stack too tall), the denominations under them.
func TestChipsGolden(t *testing.T) {
	f, st := plainFelt()
	var all []string
	for _, c := range []struct {
		amount int64
		h      int
	}{{1635, 6}, {3, 4}, {2500, 3}, {0, 5}, {42, 1}} {
		lines := f.Chips(c.amount, c.h)
		w := lipgloss.Width(lines[0])
		for _, l := range lines {
			if lipgloss.Width(l) != w {
				t.Errorf("%d: lines of widths %d and %d", c.amount, w, lipgloss.Width(l))
			}
		}
		if c.amount > 0 && c.h >= 2 && len(lines) != c.h {
			t.Errorf("%d in %d lines: %d", c.amount, c.h, len(lines))
		}
		all = append(all, fmt.Sprintf("%d in %d lines:", c.amount, c.h))
		all = append(all, lines...)
	}
	tuitest.Golden(t, "chips", st.Glyphs.Frame(strings.Join(all, "\n")))
}

// A meter is three lines of its width, its value right aligned.
func TestMeter(t *testing.T) {
	f, _ := plainFelt()
	m := f.Meter("CREDIT", "1,000", 14, false)
	checkBlock(t, "meter", m, 14, 3)
	if !strings.Contains(m[0], "CREDIT") || !strings.HasSuffix(m[1], "1,000 │") {
		t.Errorf("meter:\n%s", strings.Join(m, "\n"))
	}
	checkBlock(t, "narrow meter", f.Meter("WIN", "123,456", 3, true), 11, 3)
}

// An animation counts its frames to the end, Skip ends it at once, and
// one of no frames (motion off) is done from the start; Shown spreads
// things dealt in turn over the frames.
func TestAnim(t *testing.T) {
	var a Anim
	if a.Running() || a.Shown(5) != 5 {
		t.Fatal("the zero Anim runs")
	}
	a.Start(10)
	if !a.Running() || a.Shown(5) != 0 {
		t.Fatalf("started: running %v, shown %d", a.Running(), a.Shown(5))
	}
	steps := 0
	for a.Step() {
		steps++
		if s := a.Shown(5); s < 0 || s > 5 {
			t.Fatalf("shown %d", s)
		}
	}
	if steps != 9 || a.Frame() != 10 || a.Shown(5) != 5 {
		t.Errorf("%d steps, frame %d, shown %d", steps, a.Frame(), a.Shown(5))
	}
	a.Start(10)
	a.Step()
	a.Skip()
	if a.Running() || a.Shown(5) != 5 {
		t.Error("Skip left it running")
	}
	a.Start(0)
	if a.Running() {
		t.Error("no frames, yet running")
	}
}

// A tumbling die shows faces of its own die only, and over a tumble's
// frames most of them: 1…sides, each of 6 seen within 60 frames.
func TestTumbleFace(t *testing.T) {
	for _, sides := range []int{4, 6, 20} {
		seen := map[int]bool{}
		for frame := range 60 {
			f := TumbleFace(3, 1, frame, sides)
			if f < 1 || f > sides {
				t.Fatalf("d%d: face %d", sides, f)
			}
			seen[f] = true
		}
		if sides == 6 && len(seen) != 6 {
			t.Errorf("d6: %d faces in 60 frames", len(seen))
		}
	}
}
