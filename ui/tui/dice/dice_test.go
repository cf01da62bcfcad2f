package dice

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"

	"riffle/engine/polyhedra"
	game "riffle/games/dice"
	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// newTest is the shop at seed 42, sized w × h, entered and built (its
// tick is not run: the die stands still).
func newTest(t testing.TB, w, h int) *Model {
	t.Helper()
	m := New(tuitest.Common(t))
	m.SetSize(w, h)
	m.Enter()
	m.Update(buildShop())
	if m.shop == nil {
		t.Fatal("the shop was not built")
	}
	return m
}

// press sends keys, running a Cmd's message back (a family's analysis).
func press(m *Model, keys ...string) {
	for _, k := range keys {
		_, cmd := m.Update(tuitest.Key(k))
		if cmd != nil {
			if msg, ok := cmd().(familyMsg); ok {
				m.Update(msg)
			}
		}
	}
}

// show puts the named die on show.
func show(t *testing.T, m *Model, name string) game.Die {
	t.Helper()
	for i, d := range m.shop {
		if d.Solid.Name == name {
			m.show(i)
			return d
		}
	}
	t.Fatalf("no %s in the shop", name)
	return game.Die{}
}

// everySolid is the 30 types and each family at its least and largest n.
func everySolid(t *testing.T) []polyhedra.Solid {
	out := polyhedra.Isohedra()
	for _, f := range polyhedra.Families() {
		for _, n := range []int{f.MinN, f.MaxN} {
			s, err := polyhedra.Family(f.Name, n)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, s)
		}
	}
	return out
}

// randomTurn is a turn drawn from r (not uniform over turns; enough to
// show the die from many sides).
func randomTurn(r *rand.Rand) mat {
	return rotation(vec{r.NormFloat64(), r.NormFloat64(), r.NormFloat64()}, 2*math.Pi*r.Float64())
}

// However the die is turned, every corner lands inside the picture: the
// scale is set by the sphere through the farthest corner.
func TestWireframeFits(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, s := range everySolid(t) {
		for range 40 {
			for _, size := range [][2]int{{8, 4}, {36, 18}, {11, 7}} {
				dw, dh := 2*size[0], 4*size[1]
				for _, p := range project(s, randomTurn(r), dw, dh) {
					if p[0] < 0 || p[0] > float64(dw-1) || p[1] < 0 || p[1] > float64(dh-1) {
						t.Fatalf("%s n=%d: a corner at %.2f,%.2f outside %d×%d dots", s.Name, s.N, p[0], p[1], dw, dh)
					}
				}
			}
		}
	}
}

// A cube seen face on shows one face, a square: its dots are the square's
// outline, centred, as tall as wide (a dot is square), and every cell
// inside is the first orbit's, with no stipple.
func TestWireframeCubeFaceOn(t *testing.T) {
	var cube polyhedra.Solid
	for _, s := range polyhedra.Isohedra() {
		if s.Name == "cube" {
			cube = s
		}
	}
	p := drawSolid(cube, func(int) int { return 0 }, identity, 20, 10, -1)
	minX, maxX, minY, maxY := 1<<30, -1, 1<<30, -1
	for y := range 40 {
		for x := range 40 {
			if p.dots[(y/4)*20+x/2]&brailleBit[y%4][x%2] != 0 {
				minX, maxX, minY, maxY = min(minX, x), max(maxX, x), min(minY, y), max(maxY, y)
			}
		}
	}
	if w, h := maxX-minX, maxY-minY; w != h || w < 20 {
		t.Errorf("the face is %d×%d dots, want a square of at least 20", w, h)
	}
	if minX+maxX != 39 || minY+maxY != 39 {
		t.Errorf("the face spans %d…%d × %d…%d dots: not centred in 40×40", minX, maxX, minY, maxY)
	}
	inside := 0
	for i, o := range p.orbit {
		switch o {
		case 0:
			inside++
			if p.dots[i] == 0 && p.cell(i, false) != ' ' {
				t.Errorf("cell %d of the first orbit with no edge drawn as %q", i, p.cell(i, false))
			}
		case 1:
			t.Fatal("a cube's face drawn in the second orbit")
		}
	}
	if inside == 0 {
		t.Error("no cell inside the face")
	}
}

// The second orbit is drawn (stippled, and in its colour) only on the six
// less-fair types, and on each of them it shows from some side.
func TestWireframeShowsTheOrbits(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	dice, err := game.Shop(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dice {
		seen := map[int8]bool{}
		for range 12 {
			p := drawSolid(d.Solid, d.Orbit, randomTurn(r), 24, 12, -1)
			for i, o := range p.orbit {
				seen[o] = true
				c, a := p.cell(i, false), p.cell(i, true)
				switch {
				case o == 1 && (c-0x2800)&stipple != stipple:
					t.Fatalf("%s: a cell of the second orbit without its stipple: %q", d.Name(), c)
				case o == 1 && p.dots[i] == 0 && a != '%':
					t.Fatalf("%s: in ASCII a cell of the second orbit is %q, not %%", d.Name(), a)
				case o != 1 && p.dots[i] == 0 && (c != ' ' || a != ' '):
					t.Fatalf("%s: a cell off the second orbit with no edge is %q / %q", d.Name(), c, a)
				}
			}
		}
		if seen[1] == d.Fair() || !seen[0] {
			t.Errorf("%s (fair %v): orbits drawn %v", d.Name(), d.Fair(), seen)
		}
	}
}

// align carries a onto b, antiparallel pairs included, and is a turn.
func TestAlign(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	unit := func(v vec) vec { n := norm(v); return vec{v[0] / n, v[1] / n, v[2] / n} }
	for i := range 200 {
		a := unit(vec{r.NormFloat64(), r.NormFloat64(), r.NormFloat64()})
		b := unit(vec{r.NormFloat64(), r.NormFloat64(), r.NormFloat64()})
		switch i {
		case 0:
			b = a
		case 1, 2:
			b = vec{-a[0], -a[1], -a[2]}
		case 3:
			a, b = vec{1, 0, 0}, vec{-1, 0, 0}
		}
		m := align(a, b)
		got := m.Apply(a)
		if norm(vec{got[0] - b[0], got[1] - b[1], got[2] - b[2]}) > 1e-9 {
			t.Fatalf("align(%v, %v) sends a to %v", a, b, got)
		}
		// orthogonal with determinant +1: columns orthonormal, a cross
		// product of the first two is the third
		c0, c1, c2 := vec{m[0][0], m[1][0], m[2][0]}, vec{m[0][1], m[1][1], m[2][1]}, vec{m[0][2], m[1][2], m[2][2]}
		x := cross(c0, c1)
		if math.Abs(norm(c0)-1) > 1e-9 || math.Abs(dot(c0, c1)) > 1e-9 || norm(vec{x[0] - c2[0], x[1] - c2[1], x[2] - c2[2]}) > 1e-9 {
			t.Fatalf("align(%v, %v) is not a turn: %v", a, b, m)
		}
	}
}

// Throws are tallied on screen and in the panel (faces, and orbits for a
// less-fair die), against the fair die's law; a new kind of throw or die
// starts a new tally; the same seed throws the same faces.
func TestThrowsTallied(t *testing.T) {
	m := newTest(t, 100, 30)
	d := show(t, m, "dyakis dodecahedron")
	press(m, "t", "t") // refereed
	if m.throw != game.Refereed || m.thrown() != 0 {
		t.Fatalf("t t: throw %v, %d thrown", m.throw, m.thrown())
	}
	press(m, "space", "r")
	if m.thrown() != 1+ManyThrows {
		t.Fatalf("%d thrown, want %d", m.thrown(), 1+ManyThrows)
	}
	tallies := m.panel.Tallies()
	if len(tallies) != 2 || tallies[0].Title != "orbits, Charlie + Oscar" || tallies[1].Title != "d24 faces, Charlie + Oscar" {
		t.Fatalf("panel tallies %v", tallies)
	}
	var orbitSum int64
	for i, n := range tallies[0].Counts {
		orbitSum += n
		if tallies[0].Probs[i] != 0.5 {
			t.Errorf("orbit %d expected %v, want 1/2 (12 of 24 faces)", i, tallies[0].Probs[i])
		}
	}
	for f, n := range tallies[1].Counts {
		if n != m.counts[f] || tallies[1].Probs[f] != 1.0/24 {
			t.Errorf("face %d: panel %d at %v, screen %d", f+1, n, tallies[1].Probs[f], m.counts[f])
		}
	}
	if orbitSum != m.thrown() {
		t.Errorf("orbits tally %d of %d throws", orbitSum, m.thrown())
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Thrown 101 times · last face") {
		t.Errorf("no tally line:\n%s", v)
	}
	// The same seed, the same faces.
	m2 := newTest(t, 100, 30)
	show(t, m2, d.Solid.Name)
	press(m2, "t", "t", "space", "r")
	for f := range m.counts {
		if m.counts[f] != m2.counts[f] {
			t.Fatalf("face %d: %d then %d at the same seed", f+1, m.counts[f], m2.counts[f])
		}
	}
	press(m, "t")
	if m.throw != game.Honest || m.thrown() != 0 || m.panel.Tallies()[0].Total() != 0 {
		t.Errorf("t back to honest: %v, %d thrown", m.throw, m.thrown())
	}
	press(m, "space", "right")
	if ts := m.panel.Tallies(); m.thrown() != 0 || ts[len(ts)-1].Title != "d24 faces, honest" || ts[len(ts)-1].Total() != 0 {
		t.Errorf("a new die keeps %d throws, panel %q", m.thrown(), ts[len(ts)-1].Title)
	}
	press(m, "space", "c")
	if m.thrown() != 0 || !strings.Contains(m.note, "cleared") {
		t.Errorf("c: %d thrown, note %q", m.thrown(), m.note)
	}
	press(m, "c")
	if !m.bad {
		t.Errorf("c on an empty tally: note %q", m.note)
	}
}

// The screen's numbers are the engine's: the group orders and orbits of
// polyhedra.Analyze, and the exact law of games/dice.Law for the throw on
// show, as fractions.
func TestNumbersAreTheEngines(t *testing.T) {
	m := newTest(t, 120, 40)
	for _, c := range []struct {
		die   string
		throw game.Throw
		want  []string
	}{
		{"cube", game.Honest, []string{"6 faces · 8 corners · 12 edges", "Symmetries 48: turns 24", "fair", "each face 1/6 = 0.1667"}},
		{"cube", game.Cheat, []string{"face 1 7/12 = 0.5833, each other face 1/12 = 0.08333"}},
		{"cube", game.Refereed, []string{"each face 1/6 = 0.1667"}},
		{"pentagonal icositetrahedron", game.Honest, []string{"Symmetries 24, all turns (no mirror)"}},
		{"disdyakis triacontahedron", game.Refereed, []string{"120 faces", "Symmetries 120: turns 60",
			"2 orbits of 60 and 60: less fair", "face 1's orbit 3/4 = 0.75 (each face 1/80 = 0.0125), the other 1/4 = 0.25 (each 1/240"}},
	} {
		d := show(t, m, c.die)
		m.setThrow(c.throw)
		v := strings.Join(strings.Fields(tuitest.Plain(strings.Join(m.infoLines(300, false), "\n"))), " ")
		for _, w := range c.want {
			if !strings.Contains(v, w) {
				t.Errorf("%s %s: no %q in\n%s", c.die, c.throw, w, v)
			}
		}
		law := d.Law(c.throw)
		if !strings.Contains(v, law[game.Target].RatString()) {
			t.Errorf("%s %s: face 1's %s not on screen", c.die, c.throw, law[game.Target].RatString())
		}
	}
}

// + and − step a family's n (analysed in a Cmd), the die keeping its
// place in the shop; the ends of the range and single solids say so.
func TestFamilyN(t *testing.T) {
	m := newTest(t, 100, 30)
	show(t, m, "dipyramid")
	at := m.sel
	press(m, "+", "+")
	d := m.die()
	if d.Solid.Name != "dipyramid" || d.Solid.N != 7 || d.Faces() != 14 || m.sel != at {
		t.Fatalf("+ + from n = 5: %s, %d faces, at %d (was %d)", d.Name(), d.Faces(), m.sel, at)
	}
	press(m, "-", "-", "-", "-", "-")
	if d := m.die(); d.Solid.N != 3 || !m.bad || !strings.Contains(m.note, "n = 3…50") {
		t.Errorf("below n = 3: %s, note %q", d.Name(), m.note)
	}
	show(t, m, "cube")
	press(m, "+")
	if !m.bad || !strings.Contains(m.note, "no n") {
		t.Errorf("+ on a cube: %q", m.note)
	}
	// The default shop is untouched by a player's change.
	fresh, _ := game.Shop(nil)
	for _, f := range fresh {
		if f.Solid.Name == "dipyramid" && f.Solid.N != 5 {
			t.Errorf("the default shop's dipyramid is at n = %d", f.Solid.N)
		}
	}
}

// The list: every die, the cursor moved and a die chosen; tab goes back.
func TestList(t *testing.T) {
	m := newTest(t, 80, 14)
	press(m, "tab")
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "All 30 dice") || !strings.Contains(v, "iso scalene tetrahedron") {
		t.Fatalf("list:\n%s", v)
	}
	press(m, "down", "down", "down", "enter")
	if m.mode != dieMode || m.sel != 3 {
		t.Fatalf("down ×3, enter: mode %d, die %d", m.mode, m.sel)
	}
	press(m, "tab")
	for range 40 {
		press(m, "down")
	}
	v = tuitest.Plain(m.View())
	if m.cursor != 29 || !strings.Contains(v, "disdyakis triacontahedron") || !strings.Contains(v, "less fair") {
		t.Errorf("the list's end (cursor %d):\n%s", m.cursor, v)
	}
	press(m, "tab")
	if m.mode != dieMode || m.sel != 3 {
		t.Errorf("tab back: mode %d, die %d", m.mode, m.sel)
	}
}

// y hands a fair die of 4…20 faces to the Yahtzee table and opens it; a
// less-fair die or one of too many faces is refused with the reason.
func TestYahtzeeHandOver(t *testing.T) {
	m := newTest(t, 100, 30)
	d := show(t, m, "rhombic dodecahedron")
	_, cmd := m.Update(tuitest.Key("y"))
	if cmd == nil {
		t.Fatal("y did nothing")
	}
	msg := cmd()
	if msg != (common.DieMsg{Name: d.Name(), Faces: d.Faces(), Then: "yahtzee"}) {
		t.Fatalf("y sent %+v, want the die handed over and the Yahtzee table opened", msg)
	}
	tuitest.Root(m.c).Apply(msg) // as the root does
	if got := m.c.Die(); got.Name != d.Name() || got.Faces != 12 || got.Serial != 1 {
		t.Errorf("handed %+v", got)
	}
	for name, why := range map[string]string{"hexakis tetrahedron": "less fair", "tetrakis hexahedron": "4…20 faces"} {
		show(t, m, name)
		if m.keyMap().Yahtzee.Enabled() {
			t.Errorf("%s: y in the help", name)
		}
		_, cmd := m.Update(tuitest.Key("y"))
		if cmd != nil || !m.bad || !strings.Contains(m.note, why) {
			t.Errorf("%s: y gave note %q", name, m.note)
		}
	}
}

// The argument is on screen whole at 80×24 with the panel (a short form)
// and at larger sizes (the long one), and says what it means for the die.
func TestWhy(t *testing.T) {
	for _, size := range [][2]int{{78, 10}, {78, 22}, {120, 40}} {
		m := newTest(t, size[0], size[1])
		press(m, "a")
		v := strings.Join(strings.Fields(tuitest.Plain(m.View())), " ")
		if !strings.Contains(v, "Oscar") || !strings.Contains(v, "inside out") {
			t.Errorf("%v: the argument is not whole:\n%s", size, v)
		}
		press(m, "left", "a", "a")
		if v := tuitest.Plain(m.View()); size[1] > 10 && !strings.Contains(v, "keep two orbits apart") {
			t.Errorf("%v: nothing said of the less-fair die:\n%s", size, v)
		}
	}
}

// No size, view or die makes the screen panic or draw past its area.
func TestAnySize(t *testing.T) {
	m := newTest(t, 80, 24)
	for _, keys := range [][]string{nil, {"left", "t", "t", "r"}, {"tab"}, {"a"}} {
		press(m, keys...)
		for w := 0; w <= 130; w += 7 {
			for h := 0; h <= 45; h += 5 {
				m.SetSize(w, h)
				v := m.View()
				if w < 1 || h < 1 {
					continue
				}
				if lipgloss.Height(v) > h || lipgloss.Width(v) > w {
					t.Fatalf("%v at %d×%d: drawn %d×%d", keys, w, h, lipgloss.Width(v), lipgloss.Height(v))
				}
			}
		}
		if m.mode != dieMode {
			press(m, map[int]string{listMode: "tab", whyMode: "a"}[m.mode])
		}
	}
}

// Keys before the shop is built do nothing, and the screen says it is at
// work; the turning stops and starts with p.
func TestBeforeTheShopAndSpin(t *testing.T) {
	m := New(tuitest.Common(t))
	m.SetSize(80, 10)
	m.Enter()
	press(m, "space", "tab", "y")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "Working out the symmetries") || len(m.ShortHelp()) != 0 {
		t.Errorf("before the shop: help %v\n%s", m.ShortHelp(), v)
	}
	m.Update(buildShop())
	before := m.orient
	m.Update(m.ticks.Tick())
	if m.orient == before {
		t.Error("a tick did not turn the die")
	}
	press(m, "p")
	before = m.orient
	m.Update(m.ticks.Tick())
	if m.orient != before || m.keyMap().Spin.Help().Desc != "turn it" {
		t.Error("p did not stop the turning")
	}
	m.Update(common.TickMsg{ID: m.ticks.Tick().ID - 1})
	m.Leave()
	m.Update(m.ticks.Tick())
}

// Goldens at seed 42 in the areas the root gives the shop at 80×24 and
// 140×45 (tuitest.Areas: the panel open, closed, beside). The turning's
// tick is never run: the die stands at a fixed angle, ten frames of its
// turn from the shop's first orientation, or where a throw turned it.
// The first die as it opens; a cube thrown once; the first die that is
// not fair by symmetry thrown 100 times by Charlie; the argument for
// fairness; the list of every die.
func TestGoldenAreas(t *testing.T) {
	m := newTest(t, 78, 10)
	golden := func(state string) { tuitest.GoldenAreas(t, m.c, m, "dice-"+state) }
	for range 10 {
		m.Turn()
	}
	golden("open")
	show(t, m, "cube")
	press(m, "space")
	golden("thrown")
	for i, d := range m.shop {
		if !d.Fair() {
			m.show(i)
			break
		}
	}
	press(m, "t", "r")
	golden("charlie")
	press(m, "a")
	golden("why")
	press(m, "a", "tab")
	golden("list")
}
