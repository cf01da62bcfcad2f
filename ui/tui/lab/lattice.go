package lab

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/ui/tui/common"
	"riffle/ui/tui/settings"
)

// latticeMaxM is the largest modulus the lattice view plots: 4096 pairs,
// scaled into the area with braille dots.
const latticeMaxM = 4096

// latticeMaxR bounds the search for a single wrapping line (see
// rng.WrappingLine): normals up to 64 in each coordinate.
const latticeMaxR = 64

// latticePreset is one LCG s' = (a·s + c) mod m the lattice view offers.
type latticePreset struct {
	name    string
	a, c, m uint64
	note    string // why it is here, one sentence
	fig2    string // what the Java text's Figure 2 shows, for its pairs
	session bool   // the session's generator
}

// latticePresets are the toy LCGs of the Java text, a full-period LCG whose
// pairs still lie on few lines, the full-period multiplier mod 256 with
// the widest-spaced lines (both checked in engine/rng's tests), and the
// session's generator when it is a custom LCG small enough to plot.
func latticePresets(s settings.Settings) []latticePreset {
	ps := []latticePreset{
		{name: "lcg16", a: 13, c: 5, m: 16,
			note: "The Java text's LCG: its sequence S = 0, 5, 6, 3, 12, 1, … has period 16.",
			fig2: "Figure 2 of the Java text: one line from (15,0) through (12,1) wraps through all these pairs."},
		{name: "lcg32", a: 5, c: 13, m: 32,
			note: "Exercise 7 of the Java text: 32 values, period 32."},
		{name: "lcg:5,1,256", a: 5, c: 1, m: 256,
			note: "Full period 256 (Hull–Dobell), yet a small multiplier puts every pair on 5 lines."},
		{name: "lcg:137,1,256", a: 137, c: 1, m: 256,
			note: "Of all full-period multipliers mod 256, the widest-spaced lines (spectral test): still a lattice, but an even one."},
	}
	g, err := s.Gen.New(0)
	l, ok := g.(*rng.LCG)
	if err != nil || !ok || l.M > latticeMaxM {
		return ps
	}
	for i := range ps {
		if ps[i].a == l.A && ps[i].c == l.C && ps[i].m == l.M {
			ps[i].session = true
			return ps
		}
	}
	return append([]latticePreset{{name: s.Gen.Name, a: l.A, c: l.C, m: l.M,
		note: "The Lab's generator.", session: true}}, ps...)
}

type latticeKeys struct {
	Gen, GenBack   key.Binding
	Seed, SeedBack key.Binding
	Step, StepBack key.Binding
	All            key.Binding
	Lines          key.Binding
	Pairs          key.Binding
}

func defaultLatticeKeys() latticeKeys {
	return latticeKeys{
		Gen:      key.NewBinding(key.WithKeys("g"), key.WithHelp("g/G", "LCG")),
		GenBack:  key.NewBinding(key.WithKeys("G")),
		Seed:     key.NewBinding(key.WithKeys("right", "]"), key.WithHelp("←/→", "seed")),
		SeedBack: key.NewBinding(key.WithKeys("left", "[")),
		Step:     key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "next pair")),
		StepBack: key.NewBinding(key.WithKeys("S"), key.WithHelp("S", "previous pair")),
		All:      key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "all pairs")),
		Lines:    key.NewBinding(key.WithKeys("l"), key.WithHelp("l", "draw lines")),
		Pairs:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "Figure 2 pairs")),
	}
}

// Line families the view draws, in the order l cycles through them.
const (
	linesOff     = iota
	linesWidest  // rng.WidestLines: the spectral test's family
	linesWrapped // rng.WrappingLine, when it differs from the widest
)

// latticeTab plots the pairs (s_i, s_{i+1}) of a toy LCG on the m × m
// torus, one full period, with the few parallel lines they lie on.
type latticeTab struct {
	tabBase
	c       *common.Common
	set     *settings.Settings // the Lab's settings (see Model)
	keys    latticeKeys
	presets []latticePreset
	sel     int
	seed    uint64 // in 0…m−1
	stride  int    // 1: every pair; 2: (s0,s1), (s2,s3), … as in Figure 2
	lines   int    // linesOff, linesWidest or linesWrapped
	shown   int    // pairs shown while stepping; 0 shows them all

	// synced is the session generator and seed the presets were built
	// from; Enter rebuilds them when the session changed.
	syncedGen  string
	syncedSeed uint64

	// Computed from the choices above by compute.
	pairs        []rng.Point
	tail, period uint64
	widest, wrap rng.LineFamily
	hasWrap      bool // wrap differs from widest
	err          error

	raster raster // the lines as last drawn (latticeplot.go)
}

func newLatticeTab(c *common.Common, set *settings.Settings) *latticeTab {
	t := &latticeTab{c: c, set: set, keys: defaultLatticeKeys(), stride: 1}
	t.sync()
	return t
}

func (t *latticeTab) Title() string { return "Lattice" }

// Enter follows the session: a new generator or seed chosen in the lobby
// resets the choice.
func (t *latticeTab) Enter() tea.Cmd {
	s := *t.set
	if s.Gen.Name != t.syncedGen || s.EffectiveSeed() != t.syncedSeed {
		t.sync()
	}
	return nil
}

// sync rebuilds the presets from the session and selects the session's
// LCG (or the Java text's) with the session's seed.
func (t *latticeTab) sync() {
	s := *t.set
	t.syncedGen, t.syncedSeed = s.Gen.Name, s.EffectiveSeed()
	t.presets = latticePresets(s)
	t.sel = 0
	for i, p := range t.presets {
		if p.session {
			t.sel = i
		}
	}
	t.choose(t.sel)
}

// choose selects preset i with the session's seed reduced mod m.
func (t *latticeTab) choose(i int) {
	t.sel = settings.Mod(i, len(t.presets))
	t.seed = t.syncedSeed % t.presets[t.sel].m
	t.shown = 0
	t.compute()
}

// compute walks the orbit and finds its line families.
func (t *latticeTab) compute() {
	p := t.presets[t.sel]
	g := rng.LCG{A: p.a, C: p.c, M: p.m}
	t.pairs, t.tail, t.period, t.err = g.Pairs(t.seed, t.stride, p.m)
	if t.err != nil {
		t.pairs = nil
		return
	}
	t.widest = rng.WidestLines(t.pairs, p.m)
	var ok bool
	t.wrap, ok = rng.WrappingLine(t.pairs, p.m, latticeMaxR)
	t.hasWrap = ok && (t.wrap.U != t.widest.U || t.wrap.V != t.widest.V)
	if t.lines == linesWrapped && !t.hasWrap {
		t.lines = linesWidest
	}
	if t.shown > len(t.pairs) {
		t.shown = 0
	}
}

func (t *latticeTab) Keys() []key.Binding {
	k := t.keys
	k.StepBack.SetEnabled(t.shown != 1 && len(t.pairs) > 1)
	k.All.SetEnabled(t.shown != 0)
	switch t.nextLines() {
	case linesOff:
		k.Lines.SetHelp("l", "hide lines")
	case linesWrapped:
		k.Lines.SetHelp("l", "one wrapping line")
	}
	if t.stride == 2 {
		k.Pairs.SetHelp("p", "every pair")
	}
	return common.Enabled(k.Gen, k.Lines, k.Step, k.Pairs, k.StepBack, k.All, k.Seed)
}

// nextLines is the family l shows next.
func (t *latticeTab) nextLines() int {
	switch {
	case t.lines == linesOff:
		return linesWidest
	case t.lines == linesWidest && t.hasWrap:
		return linesWrapped
	}
	return linesOff
}

func (t *latticeTab) Update(msg tea.Msg) (tabModel, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return t, nil
	}
	n := len(t.pairs)
	m := t.presets[t.sel].m
	switch {
	case key.Matches(k, t.keys.Gen):
		t.choose(t.sel + 1)
	case key.Matches(k, t.keys.GenBack):
		t.choose(t.sel - 1)
	case key.Matches(k, t.keys.Seed):
		t.seed = (t.seed + 1) % m
		t.shown = 0
		t.compute()
	case key.Matches(k, t.keys.SeedBack):
		t.seed = (t.seed + m - 1) % m
		t.shown = 0
		t.compute()
	case key.Matches(k, t.keys.Step) && n > 0:
		t.shown = t.shown%n + 1
	case key.Matches(k, t.keys.StepBack) && n > 1 && t.shown != 1:
		if t.shown == 0 {
			t.shown = n
		}
		t.shown--
	case key.Matches(k, t.keys.All):
		t.shown = 0
	case key.Matches(k, t.keys.Lines):
		t.lines = t.nextLines()
	case key.Matches(k, t.keys.Pairs):
		t.stride = 3 - t.stride
		t.shown = 0
		t.compute()
	}
	return t, nil
}

// family is the line family drawn, if any.
func (t *latticeTab) family() (rng.LineFamily, bool) {
	switch {
	case t.pairs == nil || t.lines == linesOff:
		return rng.LineFamily{}, false
	case t.lines == linesWrapped:
		return t.wrap, true
	}
	return t.widest, true
}

// visible is the pairs drawn: all, or the first shown while stepping.
func (t *latticeTab) visible() []rng.Point {
	if t.shown == 0 {
		return t.pairs
	}
	return t.pairs[:t.shown]
}
