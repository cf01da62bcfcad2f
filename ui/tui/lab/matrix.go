package lab

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/shuffle"
	"riffle/engine/stats"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
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
	tabBase
	c     *common.Common
	set   *settings.Settings // the Lab's settings (see Model)
	panel *panel.Model
	keys  matrixKeys
	cards int
	// opts are the algorithm's options (a demonstration's 3-bit keys or
	// seven riffles); a change of algorithm goes back to its defaults.
	opts shuffle.Options
	// other is the deck size last used by the other family of algorithms
	// (dice when cards are shown, cards when dice are): switching back
	// restores it.
	other int
	// text is the tab's text as last drawn while the panel is open (it then
	// shows nothing of the sampler, so it changes only with the settings).
	text draw.Memo
}

func newMatrixTab(c *common.Common, set *settings.Settings, panel *panel.Model) *matrixTab {
	t := &matrixTab{c: c, set: set, panel: panel, keys: defaultMatrixKeys(), cards: DefaultCards, other: defaultDice}
	if set.Algo.Kind == shuffle.Faces {
		t.cards, t.other = defaultDice, DefaultCards
	}
	return t
}

func (t *matrixTab) Title() string   { return "Matrix" }
func (t *matrixTab) UsesPanel() bool { return true }

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
	s := *t.set
	return shuffle.SamplerSpec{Algo: s.Algo, Options: t.opts, Cards: t.cards, Gen: s.Gen, Seed: s.EffectiveSeed()}
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
	st := t.set
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
		st.Algo, t.opts = settings.CycleAlgo(st.Algo, step), shuffle.Options{}
		t.cards = t.sizeFor(st.Algo, t.cards, old)
		return t, t.respec()
	case key.Matches(k, t.keys.Gen), key.Matches(k, t.keys.GenBack):
		step := 1
		if key.Matches(k, t.keys.GenBack) {
			step = -1
		}
		st.Gen = settings.CycleGen(st.Gen, step)
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
	if !t.c.PanelShown() {
		return t.draw() // with the sampler's figures, which change every tick
	}
	s := *t.set
	key := draw.MemoKey(strconv.Itoa(t.W), strconv.Itoa(t.H), strconv.Itoa(t.cards), strconv.FormatBool(t.c.Styles().Color), panel.AlgoLabel(s.Algo, t.opts), s.Gen.Name, s.SeedText())
	return t.text.Draw(key, t.draw)
}

// draw draws the tab: the algorithm, generator, deck and seed, and with
// the panel hidden the sampler's verdict. Short of height it drops first
// the note on the workers, then the blank lines, then the descriptions
// (the algorithm's row then says whether it is fair): the four settings
// stay in sight.
func (t *matrixTab) draw() string {
	var lines []string
	for terse := range 4 {
		lines = t.lines(terse)
		if len(lines) <= t.H {
			break
		}
	}
	return strings.Join(lines, "\n")
}

// lines is the tab's lines, terse 0 (everything), 1 (no workers' note),
// 2 (nor blank lines) or 3 (nor descriptions).
func (t *matrixTab) lines(terse int) []string {
	st := t.c.Styles()
	s := *t.set
	a := s.Algo
	w := max(20, t.W)
	row := func(label, value, note string) string {
		return draw.Truncate(fmt.Sprintf("%-10s %s  %s", label, t.c.Arrows(value, note), st.Subtle.Render(note)), w)
	}
	var out []string
	add := func(s string) { out = append(out, text.SplitLines(s)...) }
	blank := func() {
		if terse < 2 {
			out = append(out, "")
		}
	}
	fair := st.Good.Render("fair")
	if !a.Fair {
		fair = st.Bad.Render("unfair")
	}
	if terse < 3 {
		add(row("Algorithm", panel.AlgoLabel(a, t.opts), "a/A"))
		add(st.Text.Render(draw.WrapText(a.Description, w)))
		if a.Fair {
			add(fair + st.Subtle.Render(": exactly uniform when its generator is"))
		} else {
			add(fair + st.Subtle.Render(": "+draw.WrapText(st.Glyphs.Text(a.Why), max(10, w-8))))
		}
	} else {
		add(draw.Truncate(row("Algorithm", panel.AlgoLabel(a, t.opts), "a/A")+"  "+fair, w))
	}
	blank()
	add(row("Generator", s.Gen.Name, "g/G"))
	if terse < 3 {
		add(st.Subtle.Render(draw.WrapText(s.Gen.Description, w)))
	}
	blank()
	add(row("Deck", fmt.Sprintf("%d %s", t.cards, panel.UnitWord(a)), "+/-"))
	add(draw.Truncate(fmt.Sprintf("%-10s %s", "Seed", s.SeedText()), w))
	if terse == 0 {
		add(st.Subtle.Render(draw.WrapText(workersNote(s.Workers), w)))
	}
	blank()
	if !t.c.PanelShown() {
		add(st.Key.Render("f") + st.Subtle.Render(" shows the fairness panel"))
		if r := t.panel.Report(); r != nil && r.Trials > 0 {
			vs := panel.VerdictStyle(st, r.Verdict)
			count := text.Int(r.Trials) + " samples"
			if r.Verdict.Kind != stats.TooFew { // no p from too few samples, as on the panel
				count += " · p " + text.PValue(r.PValue)
			}
			add(st.Text.Render(count))
			add(vs.Render(draw.WrapText(panel.VerdictText(r), w)))
		}
	}
	return out
}

// workersNote says who shuffles for the panel: every core (workers 0), or
// the workers the settings give (riffle serve: one a student).
func workersNote(workers int) string {
	switch workers {
	case 0:
		return "Every core shuffles fresh decks with its own generator (worker 0 from the seed, worker w from SplitMix64 of it); the panel reads their tallies ten times a second."
	case 1:
		return "One worker shuffles fresh decks with a generator from the seed; the panel reads its tally ten times a second."
	}
	return fmt.Sprintf("%d workers shuffle fresh decks, each with its own generator (worker 0 from the seed, worker w from SplitMix64 of it); the panel reads their tallies ten times a second.", workers)
}
