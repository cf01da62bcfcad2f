package tui

import (
	"fmt"
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"riffle/ui/tui/lab"
	"riffle/ui/tui/tuitest"
)

// docs/casino.md's demo works at 80×24 and wider, with colours and without:
// `riffle play lab --algo naive`, `-` down to 3 cards, space. The Lab's
// four settings stay in sight, the 3-card heatmap's cells are numbered,
// its legend is whole, and the orders stand beside their exact 5/27 and
// 4/27.
func TestLabDemoFits(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {100, 30}, {140, 45}} {
		for _, colour := range []bool{false, true} {
			r := lipgloss.NewRenderer(io.Discard)
			if colour {
				r.SetColorProfile(termenv.TrueColor)
			}
			s, _ := Options{Seed: "42", Screen: "lab", Algo: "naive"}.Resolve()
			m := New(s, "lab", r)
			t.Cleanup(m.Stop)
			m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			runQuick(m, m.Init())
			for range 49 {
				press(m, "-")
			}
			if m.labPanel().Spec().Cards != lab.MinCards {
				t.Fatalf("%d cards after 49 minus", m.labPanel().Spec().Cards)
			}
			fillPanel(t, m, 27000)
			v := tuitest.Plain(m.View())
			name := fmt.Sprintf("%d×%d colour %v", size[0], size[1], colour)
			tuitest.CheckWidth(t, name, m.View(), size[0])
			for _, want := range []string{"Algorithm  ‹ naive ›", "Generator  ‹ pcg ›", "Deck       ‹ 3 cards ›", "Seed       42",
				"exact 5/27 = 18.52%", "exact 4/27 = 14.81%", "exact TV over orders 1/18", "as uniform", "in a cell: (O−E)/√E", "+11.9"} {
				if !strings.Contains(v, want) {
					t.Errorf("%s: the demo lacks %q:\n%s", name, want, v)
				}
			}
			if strings.Contains(strings.ReplaceAll(v, "positions 1…3", ""), "…") {
				t.Errorf("%s: the demo cuts a word:\n%s", name, v)
			}
		}
	}
}

// With lcg16 (16 seeds) the orders' exact column is not that generator's
// law: the panel says whose it is, at 80×24 too.
func TestLabExactSaysPerfectGenerator(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {140, 45}} {
		m := newTestModel(t, Options{Screen: "lab", Algo: "naive", Gen: "lcg16", Seed: "7"}, size[0], size[1])
		runQuick(m, m.Init())
		for range 49 {
			press(m, "-")
		}
		fillPanel(t, m, 2700)
		v := tuitest.Plain(m.View())
		if !strings.Contains(v, "exact 5/27") || !strings.Contains(v, "perfect generator") {
			t.Errorf("%d×%d: lcg16's orders beside an exact law that does not say whose:\n%s", size[0], size[1], v)
		}
	}
}

// The Matrix tab's dice samplers at 80×24 and wider: the 36-dice matrix
// shows every position (across, the six faces down), and the broken
// sampler's verdict is whole, its counts grouped in thousands.
func TestLabDiceMatrixFits(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {100, 30}, {140, 45}} {
		m := newTestModel(t, Options{Screen: "lab", Algo: "constrained-original"}, size[0], size[1])
		runQuick(m, m.Init())
		fillPanel(t, m, 20000)
		v := tuitest.Plain(m.View())
		name := fmt.Sprintf("%d×%d", size[0], size[1])
		tuitest.CheckWidth(t, name, m.View(), size[0])
		rows := 0
		var inside []string // the panel's lines, between its sides
		for _, l := range strings.Split(v, "\n") {
			i, j := strings.Index(l, "│"), strings.LastIndex(l, "│")
			if i < 0 || i == j {
				continue
			}
			in := l[i+len("│") : j]
			inside = append(inside, in)
			if f := strings.Fields(in); len(f) > 0 && len(f[0]) == 36 && strings.Trim(f[0], ".+-#=") == "" {
				rows++
			}
		}
		if rows != 6 {
			t.Errorf("%s: %d rows of 36 positions, want the 6 faces:\n%s", name, rows, v)
		}
		flat := strings.Join(strings.Fields(strings.Join(inside, " ")), " ")
		if !strings.Contains(flat, "of 20,000 samples were not the right multiset of faces") || !strings.Contains(v, "broken: ") {
			t.Errorf("%s: the broken verdict is cut or its counts ungrouped:\n%s", name, v)
		}
	}
}

// The demonstrations' list fits 80×24 whole, and esc closes it without
// leaving the Lab.
func TestLabDemosFit(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lab"}, 80, 24)
	runQuick(m, m.Init())
	press(m, "d")
	v := tuitest.Plain(m.View())
	tuitest.CheckWidth(t, "demonstrations", m.View(), 80)
	for _, want := range []string{"1 naive on 3 cards", "2 the 1999 poker shuffle", "3 sort by 3-bit keys", "4 seven riffles", "5 Java's LCG lattice", "esc close"} {
		if !strings.Contains(v, want) {
			t.Errorf("the list lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "…") {
		t.Errorf("the list cuts a word:\n%s", v)
	}
	press(m, "esc")
	if m.screen != "lab" || m.capturing() {
		t.Errorf("esc left the Lab or kept the list open")
	}
}

// A selection (5 balls of 52) keeps its positions down: only a matrix of
// more positions than faces is drawn across.
func TestLabPartialMatrixNotAcross(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lab", Algo: "partial"}, 80, 24)
	runQuick(m, m.Init())
	fillPanel(t, m, 2000)
	if v := tuitest.Plain(m.View()); strings.Contains(v, "across") || !strings.Contains(v, "positions × faces") {
		t.Errorf("partial's 5 × 52 matrix drawn across, or without its caption:\n%s", v)
	}
}
