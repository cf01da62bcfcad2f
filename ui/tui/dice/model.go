// Package dice is the Dice shop: every type of isohedron as a die (MathWorld's
// 30), turning on screen as a wireframe with its faces' orbits under
// rotations in two colours and two patterns; its symmetries worked out
// from its coordinates (engine/polyhedra); thrown honestly, by Charlie the
// myopic cheat, or by Charlie with Oscar the referee turning the die
// after (games/dice), the faces and orbits tallied in the fairness panel
// against the fair die's law. A fair die with as many faces as the Yahtzee
// table takes is handed to it with y.
package dice

import (
	"fmt"
	"math"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/polyhedra"
	"riffle/engine/rng"
	game "riffle/games/dice"
	"riffle/games/yahtzee"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// The views: the die on show with its numbers, the list of every die, and
// the die with the argument for fairness in place of the numbers.
const (
	dieMode = iota
	listMode
	whyMode
)

// Turning: a frame every tickEvery, turnSteps of them a whole turn; a
// face just thrown is held in view for holdTicks.
const (
	tickEvery = 100 * time.Millisecond
	turnSteps = 80
	holdTicks = 20
)

// ManyThrows is how many throws r makes at once.
const ManyThrows = 100

// shopMsg carries the shop built in a Cmd (30 analyses: tens of ms).
type shopMsg struct {
	shop []game.Die
	err  error
}

// familyMsg carries a family's member at n analysed in a Cmd.
type familyMsg struct {
	name string
	n    int
	die  game.Die
	err  error
}

// Model is the Dice shop screen. It owns its fairness panel, fed with
// the throws of the die on show.
type Model struct {
	common.Base
	c     *common.Common
	keys  KeyMap
	panel panel.Model

	shop      []game.Die        // nil until built
	laws      map[lawKey]string // the exact law's line of a die and throw, as lawLine wrote it
	edgeCount []int             // the edges of each die, counted when first shown (edges)
	building  bool
	shopErr   error
	sel       int // the die on show, an index in shop
	cursor    int // the list's cursor
	pending   string

	mode  int
	throw game.Throw

	// The tally of the die on show under the current throw; a new die or
	// kind of throw starts a new one.
	counts []int64
	last   int // the face last thrown, 0-based, or -1

	orient mat
	spin   bool // turning, unless stopped with p
	hold   int  // ticks left to hold a thrown face in view
	active bool
	ticks  common.Ticker

	gen    rng.Generator
	genFor string
	genErr error

	handed int // the die serial last handed to the tables

	note string
	bad  bool
	p    paints // the styles as paints, found once a frame (View)
}

// New builds the shop's screen; the dice are analysed on Enter.
func New(c *common.Common) *Model {
	return &Model{c: c, keys: DefaultKeyMap(), panel: panel.New(c), last: -1, ticks: common.Ticker{Every: tickEvery},
		orient: rotation(vec{1, 0, 0}, 0.45).Mul(rotation(vec{0, 1, 0}, 0.6)), spin: true}
}

// Title is the screen's name in the header.
func (m *Model) Title() string { return "Dice shop" }

// UsesPanel is true: the panel tallies the throws.
func (m *Model) UsesPanel() bool { return true }

// Panel is the shop's fairness panel (the root's panelOwner).
func (m *Model) Panel() *panel.Model { return &m.panel }

// Enter builds the generator anew if the session's changed, builds the
// shop on the first visit, and starts the die turning.
func (m *Model) Enter() tea.Cmd {
	m.active = true
	m.ensureGen()
	var cmds []tea.Cmd
	if m.shop == nil && !m.building {
		m.building = true
		cmds = append(cmds, buildShop)
	}
	cmds = append(cmds, m.ticks.Start())
	return tea.Batch(cmds...)
}

// Leave stops the turning.
func (m *Model) Leave() {
	m.active = false
	m.ticks.Stop()
}

// buildShop analyses every die (a Cmd).
// Settle builds the shop now when its Cmd has not brought it yet (tens of
// milliseconds, which a loaded machine can stretch), for a check that
// compares two screens as they open; the Cmd's message is then ignored.
func (m *Model) Settle() {
	if m.shop == nil && m.building {
		m.Update(buildShop())
	}
}

func buildShop() tea.Msg {
	shop, err := game.Shop(nil)
	return shopMsg{shop, err}
}

// ensureGen builds the throws' generator from the session's generator and
// seed, anew if they changed since.
func (m *Model) ensureGen() {
	s := m.c.Settings()
	k := fmt.Sprintf("%s/%d", s.Gen.Name, s.EffectiveSeed())
	if m.gen != nil && m.genFor == k {
		return
	}
	m.genFor = k
	m.gen, m.genErr = s.NewGen(s.EffectiveSeed())
}

// die is the die on show (the zero Die before the shop is built).
func (m *Model) die() game.Die {
	if m.sel < len(m.shop) {
		return m.shop[m.sel]
	}
	return game.Die{}
}

// thrown is the number of throws in the tally.
func (m *Model) thrown() int64 {
	var t int64
	for _, n := range m.counts {
		t += n
	}
	return t
}

// Update takes the shop and family analyses, the turning's ticks, clicks
// and keys.
func (m *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case shopMsg:
		if m.shop != nil { // built already (Settle)
			return m, nil
		}
		m.building = false
		m.shop, m.shopErr = msg.shop, msg.err
		m.laws, m.edgeCount = nil, nil
		if m.shopErr == nil {
			m.show(0)
		}
		return m, nil
	case familyMsg:
		return m, m.family(msg)
	case common.TickMsg:
		if !m.ticks.Current(msg) || !m.active {
			return m, nil
		}
		m.Turn()
		return m, m.ticks.Next(msg)
	case tea.MouseMsg:
		return m, m.click(msg)
	case tea.KeyMsg:
		return m, m.updateKey(msg)
	}
	return m, nil
}

// Turn is one frame of the turning: the die turns a step, unless a face
// just thrown is held in view or p stopped it.
func (m *Model) Turn() {
	if m.hold > 0 {
		m.hold--
	} else if m.spin {
		m.orient = rotation(spinAxis, 2*math.Pi/turnSteps).Mul(m.orient)
	}
}

// updateKey does what a key asks.
func (m *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	if m.shop == nil {
		return nil // nothing on show yet; the screen says so
	}
	m.note, m.bad = "", false
	if m.mode == listMode {
		return m.updateList(k)
	}
	d := m.die()
	switch {
	case key.Matches(k, m.keys.Throw):
		m.throwDie(1)
	case key.Matches(k, m.keys.Many):
		m.throwDie(ManyThrows)
	case key.Matches(k, m.keys.Kind):
		m.setThrow((m.throw + 1) % game.Throw(len(game.Throws())))
	case key.Matches(k, m.keys.Next):
		m.show((m.sel + 1) % len(m.shop))
	case key.Matches(k, m.keys.Prev):
		m.show((m.sel + len(m.shop) - 1) % len(m.shop))
	case key.Matches(k, m.keys.List):
		m.mode, m.cursor = listMode, m.sel
	case key.Matches(k, m.keys.More), key.Matches(k, m.keys.Fewer):
		return m.stepN(key.Matches(k, m.keys.More))
	case key.Matches(k, m.keys.Why):
		if m.mode == whyMode {
			m.mode = dieMode
		} else {
			m.mode = whyMode
		}
	case key.Matches(k, m.keys.Spin):
		m.spin, m.hold = !m.spin, 0
	case key.Matches(k, m.keys.Clear):
		if m.thrown() == 0 {
			m.say(true, "The tally is empty already.")
			break
		}
		m.clearTally()
		m.say(false, "Tally cleared.")
	case key.Matches(k, m.keys.Yahtzee):
		if why := m.yahtzeeErr(); why != "" {
			m.say(true, "%s", why)
			break
		}
		m.handed = m.c.Die().Serial + 1 // the root counts the hand-over as it takes it
		name, faces := d.Name(), d.Faces()
		return func() tea.Msg { return common.DieMsg{Name: name, Faces: faces, Then: "yahtzee"} }
	}
	return nil
}

// updateList moves the list's cursor and chooses a die.
func (m *Model) updateList(k tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(k, m.keys.Up):
		m.cursor = max(0, m.cursor-1)
	case key.Matches(k, m.keys.Down):
		m.cursor = min(len(m.shop)-1, m.cursor+1)
	case key.Matches(k, m.keys.Choose):
		m.mode = dieMode
		m.show(m.cursor)
	case key.Matches(k, m.keys.List):
		m.mode = dieMode
	}
	return nil
}

// say sets the note.
func (m *Model) say(bad bool, format string, args ...any) {
	m.note, m.bad = fmt.Sprintf(format, args...), bad
}

// show puts die i on show, with a new tally.
func (m *Model) show(i int) {
	m.sel = i
	m.clearTally()
	m.hold = 0
}

// clearTally starts the tally of the die on show afresh, in the panel too.
func (m *Model) clearTally() {
	m.counts = make([]int64, m.die().Faces())
	m.last = -1
	m.panel.ClearEvents()
	m.feedPanel()
}

// setThrow changes who throws; the tally starts afresh.
func (m *Model) setThrow(t game.Throw) {
	m.throw = t
	m.clearTally()
	m.say(false, "A new tally: %s.", throwText[t].lower)
}

// throwDie throws the die n times, tallies the faces and turns the last
// one toward the viewer.
func (m *Model) throwDie(n int) {
	m.ensureGen()
	if m.genErr != nil {
		m.say(true, "Cannot build the generator: %v", m.genErr)
		return
	}
	d := m.die()
	faces := make([]int, n)
	for i := range n {
		m.last = d.Roll(m.gen, m.throw)
		m.counts[m.last]++
		faces[i] = m.last + 1
	}
	m.c.Thrown(d.Faces(), faces...)
	m.feedPanel()
	m.orient = align(m.orient.Apply(d.Solid.Normal(m.last)), showTowards).Mul(m.orient)
	m.hold = holdTicks
}

// feedPanel gives the panel the tallies of the die on show: its orbits
// under rotations (for a die with two) and its faces, each against the
// fair die's law — the claim the panel tests.
func (m *Model) feedPanel() {
	d := m.die()
	nf := d.Faces()
	if nf == 0 {
		return
	}
	who := throwText[m.throw].word
	if !d.Fair() {
		labels := make([]string, len(d.Orbits()))
		probs := make([]float64, len(d.Orbits()))
		counts := make([]int64, len(d.Orbits()))
		for i, o := range d.Orbits() {
			labels[i] = orbitName(i, d.Orbit(game.Target) == i)
			probs[i] = float64(len(o)) / float64(nf)
			for _, f := range o {
				counts[i] += m.counts[f]
			}
		}
		m.panel.SetTally(fmt.Sprintf("orbits, %s", who), labels, probs, counts)
	}
	labels := make([]string, nf)
	probs := make([]float64, nf)
	for f := range labels {
		labels[f] = fmt.Sprint(f + 1)
		probs[f] = 1 / float64(nf)
	}
	m.panel.SetTally(fmt.Sprintf("d%d faces, %s", nf, who), labels, probs, m.counts)
}

// stepN asks for the family's member at the next or previous n, analysed
// in a Cmd.
func (m *Model) stepN(up bool) tea.Cmd {
	d := m.die()
	if d.Solid.N == 0 {
		m.say(true, "The %s has no n: only dipyramids and trapezohedra do.", d.Name())
		return nil
	}
	var info polyhedra.FamilyInfo
	for _, f := range polyhedra.Families() {
		if f.Name == d.Solid.Name {
			info = f
		}
	}
	n := d.Solid.N - 1
	if up {
		n = d.Solid.N + 1
	}
	if n < info.MinN || n > info.MaxN {
		m.say(true, "A %s takes n = %d…%d.", d.Solid.Name, info.MinN, info.MaxN)
		return nil
	}
	name := d.Solid.Name
	m.pending = name
	return func() tea.Msg {
		s, err := polyhedra.Family(name, n)
		if err != nil {
			return familyMsg{name: name, n: n, err: err}
		}
		die, err := game.New(s)
		return familyMsg{name, n, die, err}
	}
}

// family puts a family's new member in the shop, in its place by faces.
func (m *Model) family(msg familyMsg) tea.Cmd {
	if msg.name == m.pending {
		m.pending = ""
	}
	if msg.err != nil {
		m.say(true, "%v", msg.err)
		return nil
	}
	i := -1
	for j, d := range m.shop {
		if d.Solid.Name == msg.name {
			i = j
		}
	}
	if i < 0 {
		return nil
	}
	// The die keeps its place (the shop's order is by faces at the
	// families' default n), so that ←/→ lead where they did.
	showing := i == m.sel
	m.shop[i] = msg.die
	if showing {
		m.show(i)
		m.say(false, "%s: %d faces.", msg.die.Name(), msg.die.Faces())
	}
	return nil
}

// yahtzeeErr says why the die on show cannot go to the Yahtzee table, or
// "" when it can: it must be fair under rotations and have as many faces
// as the table takes.
func (m *Model) yahtzeeErr() string {
	d := m.die()
	switch {
	case d.Faces() == 0:
		return "No die on show."
	case !d.Fair():
		return fmt.Sprintf("The %s is less fair: the Yahtzee table takes only dice fair under turns.", d.Name())
	case d.Faces() < yahtzee.MinSides || d.Faces() > yahtzee.MaxSides:
		return fmt.Sprintf("The Yahtzee table takes dice of %d…%d faces; the %s has %d.", yahtzee.MinSides, yahtzee.MaxSides, d.Name(), d.Faces())
	}
	return ""
}
