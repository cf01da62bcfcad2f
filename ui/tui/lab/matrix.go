package lab

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/shuffle"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// Deck sizes the Matrix and Seed space tabs offer: MinCards to maxCards
// cards, DefaultCards at first (with a dice algorithm the Matrix tab
// takes 6 to 48 dice in sixes, 36 at first). The root's tests read
// MinCards and DefaultCards.
const (
	MinCards     = 3
	maxCards     = 52
	DefaultCards = 52
)

type matrixKeys struct {
	Algo, AlgoBack key.Binding
	Gen, GenBack   key.Binding
	More, Fewer    key.Binding
	Run            key.Binding
	Clear          key.Binding
}

func defaultMatrixKeys() matrixKeys {
	return matrixKeys{
		Algo:     key.NewBinding(key.WithKeys("a"), key.WithHelp("a/A", "algorithm")),
		AlgoBack: key.NewBinding(key.WithKeys("A")),
		Gen:      key.NewBinding(key.WithKeys("g"), key.WithHelp("g/G", "generator")),
		GenBack:  key.NewBinding(key.WithKeys("G")),
		More:     key.NewBinding(key.WithKeys("+", "=", "right"), key.WithHelp("+/-", "deck size")),
		Fewer:    key.NewBinding(key.WithKeys("-", "_", "left")),
		Run:      key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "start/pause sampler")),
		Clear:    key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "clear tallies")),
	}
}

// matrixTab picks an algorithm, a generator and a deck size and runs the
// background sampler into the fairness panel, so the position × card matrix
// can be watched converging (or not).
type matrixTab struct {
	c     *common.Common
	panel *panel.Model
	keys  matrixKeys
	cards int
	// other is the deck size last used by the other family of algorithms
	// (dice when cards are shown, cards when dice are): switching back
	// restores it.
	other int
	w, h  int
	// text is the tab's text as last drawn while the panel is open (it then
	// shows nothing of the sampler, so it changes only with the settings).
	text common.Memo
}

func newMatrixTab(c *common.Common, panel *panel.Model) *matrixTab {
	t := &matrixTab{c: c, panel: panel, keys: defaultMatrixKeys(), cards: DefaultCards, other: defaultDice}
	if c.Settings.Algo.Kind == shuffle.Faces {
		t.cards, t.other = defaultDice, DefaultCards
	}
	return t
}

func (t *matrixTab) Title() string    { return "Matrix" }
func (t *matrixTab) UsesPanel() bool  { return true }
func (t *matrixTab) SetSize(w, h int) { t.w, t.h = w, h }

func (t *matrixTab) Keys() []key.Binding {
	t.keys.Clear.SetEnabled(t.panel.Started() || t.panel.Report() != nil)
	run := t.keys.Run
	switch {
	case t.panel.Paused():
		run.SetHelp("space", "resume sampler")
	case t.panel.Started():
		run.SetHelp("space", "pause sampler")
	default:
		run.SetHelp("space", "start sampler")
	}
	return common.Enabled(run, t.keys.Algo, t.keys.Gen, t.keys.More, t.keys.Clear)
}

// Enter points the panel at this tab's sampler.
func (t *matrixTab) Enter() tea.Cmd { return t.reset() }

// Leave stops the sampler's workers.
func (t *matrixTab) Leave() { t.panel.Stop() }

// spec is the sampler this tab runs.
func (t *matrixTab) spec() shuffle.SamplerSpec {
	s := t.c.Settings
	return shuffle.SamplerSpec{Algo: s.Algo, Cards: t.cards, Gen: s.Gen, Seed: s.EffectiveSeed()}
}

// reset gives the panel a fresh spec (stopping the old sampler).
func (t *matrixTab) reset() tea.Cmd { return t.panel.SetSpec(t.spec()) }

// respec gives the panel the spec of new settings and, if the sampler was
// running (not paused), starts it again on them.
func (t *matrixTab) respec() tea.Cmd {
	running := t.panel.Started() && !t.panel.Paused()
	cmd := t.reset()
	if running {
		cmd = tea.Batch(cmd, t.panel.Toggle())
	}
	return cmd
}

func (t *matrixTab) Update(msg tea.Msg) (tabModel, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return t, nil
	}
	st := &t.c.Settings
	switch {
	case key.Matches(k, t.keys.Run):
		return t, t.panel.Toggle()
	case key.Matches(k, t.keys.Clear):
		return t, t.reset()
	case key.Matches(k, t.keys.Algo), key.Matches(k, t.keys.AlgoBack):
		step := 1
		if key.Matches(k, t.keys.AlgoBack) {
			step = -1
		}
		old := st.Algo.Kind
		st.Algo = common.CycleAlgo(st.Algo, step)
		t.cards = t.sizeFor(st.Algo, t.cards, old)
		return t, t.respec()
	case key.Matches(k, t.keys.Gen), key.Matches(k, t.keys.GenBack):
		step := 1
		if key.Matches(k, t.keys.GenBack) {
			step = -1
		}
		st.Gen = common.CycleGen(st.Gen, step)
		return t, t.respec()
	case key.Matches(k, t.keys.More), key.Matches(k, t.keys.Fewer):
		step := 1
		if st.Algo.Kind == shuffle.Faces {
			step = 6
		}
		if key.Matches(k, t.keys.Fewer) {
			step = -step
		}
		n := t.clampSize(st.Algo, t.cards+step)
		if n == t.cards {
			return t, nil
		}
		t.cards = n
		return t, t.respec()
	}
	return t, nil
}

// defaultDice is the Matrix tab's first dice count.
const defaultDice = 36

// sizeFor keeps the deck size when the new algorithm is of the same family
// (cards or dice) as the old, and otherwise swaps in the size last used
// with the new family, remembering the old one: a card algorithm gets its
// deck back after a visit to the dice samplers.
func (t *matrixTab) sizeFor(a shuffle.Algorithm, n int, oldKind shuffle.Kind) int {
	if (a.Kind == shuffle.Faces) != (oldKind == shuffle.Faces) {
		n, t.other = t.other, n
	}
	return t.clampSize(a, n)
}

func (t *matrixTab) clampSize(a shuffle.Algorithm, n int) int {
	if a.Kind == shuffle.Faces {
		n = n / 6 * 6
		return max(6, min(48, n))
	}
	return max(MinCards, min(maxCards, n))
}

func (t *matrixTab) View() string {
	if !t.c.ShowPanel {
		return t.draw() // with the sampler's figures, which change every tick
	}
	s := t.c.Settings
	key := common.MemoKey(strconv.Itoa(t.w), strconv.Itoa(t.cards), strconv.FormatBool(t.c.Styles.Color), s.Algo.Name, s.Gen.Name, s.SeedText())
	return t.text.Draw(key, t.draw)
}

// draw draws the tab: the algorithm, generator, deck and seed, and with
// the panel hidden the sampler's verdict.
func (t *matrixTab) draw() string {
	st := t.c.Styles
	s := t.c.Settings
	a := s.Algo
	w := max(20, t.w)
	row := func(label, value, note string) string {
		return common.Truncate(fmt.Sprintf("%-10s %s  %s", label, st.Selected.Render("‹ "+value+" ›"), st.Subtle.Render(note)), w)
	}
	var b strings.Builder
	b.WriteString(row("Algorithm", a.Name, "a/A") + "\n")
	b.WriteString(st.Text.Render(common.WrapText(a.Description, w)) + "\n")
	if a.Fair {
		b.WriteString(st.Good.Render("fair") + st.Subtle.Render(": exactly uniform when its generator is") + "\n")
	} else {
		b.WriteString(st.Bad.Render("unfair") + st.Subtle.Render(": "+common.WrapText(st.Glyphs.Text(a.Why), max(10, w-8))) + "\n")
	}
	b.WriteString("\n")
	b.WriteString(row("Generator", s.Gen.Name, "g/G") + "\n")
	b.WriteString(st.Subtle.Render(common.WrapText(s.Gen.Description, w)) + "\n\n")
	b.WriteString(row("Deck", fmt.Sprintf("%d %s", t.cards, panel.UnitWord(a)), "+/-") + "\n")
	b.WriteString(common.Truncate(fmt.Sprintf("%-10s %s", "Seed", s.SeedText()), w) + "\n")
	b.WriteString(st.Subtle.Render(common.WrapText("Every core shuffles fresh decks with its own generator (worker 0 from the seed, worker w from SplitMix64 of it); the panel reads their tallies ten times a second.", w)) + "\n\n")
	if !t.c.ShowPanel {
		b.WriteString(st.Key.Render("f") + st.Subtle.Render(" shows the fairness panel") + "\n")
		if r := t.panel.Report(); r != nil && r.Trials > 0 {
			b.WriteString(fmt.Sprintf("%s samples · p %s · ", text.Int(r.Trials), text.PValue(r.PValue)))
			b.WriteString(panel.VerdictStyle(st, r.PValue, r.Malformed).Render(r.Verdict) + "\n")
		}
	}
	return b.String()
}
