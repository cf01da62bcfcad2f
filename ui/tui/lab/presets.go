package lab

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
)

// demo is one named demonstration the d key lists: the algorithm (with
// options), generator and deck it sets, and the tab it shows. On the
// Matrix tab it starts the sampler; on the Lattice tab it draws the
// lines.
type demo struct {
	name, note string
	algo       string // "" keeps the Lab's
	opts       shuffle.Options
	gen        string
	cards      int
	tab        int // matrixTabIndex or latticeTabIndex
	// versus is a shuffle whose exact law the Matrix tab shows beside the
	// algorithm's, order by order: the flaw beside its fix.
	versus string
}

// The tabs a demonstration can show, by index (see New).
const (
	matrixTabIndex  = 0
	latticeTabIndex = 1
)

// demos are the Lab's named demonstrations.
func demos() []demo {
	return []demo{
		{name: "naive on 3 cards", algo: "naive", gen: "pcg", cards: 3, tab: matrixTabIndex,
			note: "27 equally likely paths on 6 orders: three come up 5/27 of the time, three 4/27."},
		{name: "the 1999 poker shuffle", algo: "asf", gen: "delphi", cards: 52, tab: matrixTabIndex,
			note: "ASF's online poker on Delphi's Random: naive swaps, and Random(51)+1 never leaves the last card last."},
		{name: "sort by 3-bit keys", algo: "sort-key", opts: shuffle.Options{KeyBits: 3}, gen: "pcg", cards: 52, tab: matrixTabIndex,
			note: "Eight key values for 52 cards: ties keep their order, and the deck leans to where it started."},
		{name: "seven riffles", algo: "riffle", opts: shuffle.Options{Riffles: 7}, gen: "pcg", cards: 52, tab: matrixTabIndex,
			note: "Seven Gilbert–Shannon–Reeds riffles of 52 cards: close to random, and still measurably not."},
		{name: "Java's LCG lattice", gen: "lcg16", tab: latticeTabIndex,
			note: "The Java text's LCG (13s + 5) mod 16: every pair (s, s') on a few parallel lines."},
		{name: "the fix: Fisher–Yates on 3 cards", algo: "fisher-yates", gen: "pcg", cards: 3, tab: matrixTabIndex, versus: "naive",
			note: "Swaps with a LATER card only: 3 × 2 × 1 = 6 paths, one an order, each exactly 1/6; beside each order, the naive shuffle's 5/27 or 4/27."},
	}
}

type pickerKeys struct {
	Open         key.Binding
	Up, Down     key.Binding
	Choose, Pick key.Binding
	Close        key.Binding
}

func defaultPickerKeys() pickerKeys {
	return pickerKeys{
		Open:   key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "demonstrations")),
		Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", "choose")),
		Down:   key.NewBinding(key.WithKeys("down", "j")),
		Choose: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "show it")),
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6"), key.WithHelp("1-6", "show one")),
		Close:  key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "close")),
	}
}

// picker is the list of demonstrations, open over the active tab.
type picker struct {
	open   bool
	cursor int
}

// updatePicker handles a key while the list is open: ↑/↓ and enter, a
// number, esc.
func (l *Model) updatePicker(k tea.KeyMsg) tea.Cmd {
	ds := demos()
	pk := l.keys.Picker
	switch {
	case key.Matches(k, pk.Close):
		l.picker.open = false
	case key.Matches(k, pk.Up):
		l.picker.cursor = settings.Mod(l.picker.cursor-1, len(ds))
	case key.Matches(k, pk.Down):
		l.picker.cursor = settings.Mod(l.picker.cursor+1, len(ds))
	case key.Matches(k, pk.Choose):
		return l.runDemo(ds[l.picker.cursor])
	case key.Matches(k, pk.Pick):
		if i := int(k.Runes[0] - '1'); i < len(ds) {
			return l.runDemo(ds[i])
		}
	}
	return nil
}

// runDemo closes the list, sets the demonstration's settings and shows
// its tab: the Matrix tab's sampler started, the Lattice tab's lines
// drawn.
func (l *Model) runDemo(d demo) tea.Cmd {
	l.picker.open = false
	if d.algo != "" {
		a, err := shuffle.Lookup(d.algo)
		if err != nil {
			l.note = err.Error()
			return nil
		}
		l.set.Algo = a
	}
	g, err := rng.Lookup(d.gen)
	if err != nil {
		l.note = err.Error()
		return nil
	}
	l.set.Gen = g
	l.note = "Showing " + d.name + "."
	switch d.tab {
	case matrixTabIndex:
		m := l.matrix
		m.cards, m.opts = d.cards, d.opts
		show := l.Show(matrixTabIndex)
		cmds := []tea.Cmd{show, m.reset()}
		if d.versus != "" {
			if a, err := shuffle.Lookup(d.versus); err == nil {
				cmds = append(cmds, l.panel.Versus(a, shuffle.Options{}))
			}
		}
		return tea.Batch(append(cmds, l.panel.Toggle())...)
	case latticeTabIndex:
		cmd := l.Show(latticeTabIndex)
		t := l.lattice
		t.Enter() // the new generator, even when the tab was shown already
		t.lines = linesWidest
		return cmd
	}
	return nil
}

// pickerView lists the demonstrations in w × h, the chosen one marked.
func (l *Model) pickerView(w, h int) string {
	st := l.c.Styles()
	lines := []string{draw.Truncate(st.Title.Render("Demonstrations")+st.Subtle.Render(" · ↑/↓ and enter, or 1-6 · esc closes"), w)}
	for i, d := range demos() {
		name := fmt.Sprintf("%d %s", i+1, d.name)
		if i == l.picker.cursor {
			name = st.Selected.Render("› " + name)
		} else {
			name = "  " + name
		}
		lines = append(lines, l.c.Mark(ZoneDemo(i), draw.Truncate(name, w)))
		for _, n := range strings.Split(draw.WrapText(d.note, max(10, w-4)), "\n") {
			lines = append(lines, "    "+st.Subtle.Render(n))
		}
	}
	if len(lines) > h {
		// Short of room: the names alone, the chosen one's note under it.
		lines = lines[:1]
		for i, d := range demos() {
			name := fmt.Sprintf("  %d %s", i+1, d.name)
			if i == l.picker.cursor {
				name = st.Selected.Render(fmt.Sprintf("› %d %s", i+1, d.name))
			}
			lines = append(lines, l.c.Mark(ZoneDemo(i), draw.Truncate(name, w)))
		}
		lines = append(lines, st.Subtle.Render(draw.WrapText(demos()[l.picker.cursor].note, w)))
	}
	return strings.Join(lines, "\n")
}
