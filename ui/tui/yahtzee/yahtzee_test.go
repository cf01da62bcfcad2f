package yahtzee

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/odds"
	game "riffle/games/yahtzee"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// drain runs cmd and feeds what it returns back to m, batches included,
// until nothing is left: the tests' stand-in for the program loop.
func drain(m *Model, cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		for _, c := range b {
			drain(m, c)
		}
		return
	}
	if msg != nil {
		_, c := m.Update(msg)
		drain(m, c)
	}
}

// newTest is the table with dice dice (0: the default) at seed 42,
// sized w × h and entered, its odds worked out.
func newTest(t testing.TB, dice, w, h int) *Model {
	t.Helper()
	c := tuitest.Common(t)
	tuitest.Settings(c, func(st *settings.Settings) { st.Dice = dice })
	m := New(c, tuitest.L(c))
	m.mode = modePuzzle // these tests are the puzzle's (card_test.go the game's)
	m.SetSize(w, h)
	drain(m, m.Enter())
	return m
}

// press sends keys, running the Cmds they return.
func press(m *Model, keys ...string) {
	for _, k := range keys {
		_, cmd := m.Update(tuitest.Key(k))
		drain(m, cmd)
	}
}

// script is a generator whose IntN returns scripted values in turn.
type script struct {
	vals []int
	next int
}

func (s *script) Uint64() uint64 { panic("not used") }
func (s *script) IntN(n int) int {
	v := s.vals[s.next%len(s.vals)]
	s.next++
	return v % n
}

// withFaces puts a game showing faces (1-based) on the table.
func withFaces(t *testing.T, m *Model, faces ...int) {
	t.Helper()
	g, err := game.New(len(faces), m.cfg.d)
	if err != nil {
		t.Fatal(err)
	}
	vals := make([]int, len(faces))
	for i, f := range faces {
		vals[i] = f - 1
	}
	if _, err := g.Roll(&script{vals: vals}); err != nil {
		t.Fatal(err)
	}
	if len(faces) != m.cfg.n {
		t.Fatalf("%d faces for %d dice", len(faces), m.cfg.n)
	}
	m.game = g
}

// number finds the number after label in the view ("best 10.46").
func number(t *testing.T, view, label string) float64 {
	t.Helper()
	re := regexp.MustCompile(regexp.QuoteMeta(label) + ` ([0-9]+\.[0-9]+)`)
	mm := re.FindStringSubmatch(tuitest.Plain(view))
	if mm == nil {
		t.Fatalf("no %q in the view:\n%s", label, tuitest.Plain(view))
	}
	v, _ := strconv.ParseFloat(mm[1], 64)
	return v
}

// brute is the expected rolls left after keeping kept (counts per face)
// with the rest re-rolled, by listing all d^r outcomes of the re-roll:
// 1 + Σ_outcomes E_L / d^r, L the largest group after it, E_L from left.
func brute(kept []int, n int, left []float64) float64 {
	d := len(kept)
	r := n
	for _, k := range kept {
		r -= k
	}
	out := make([]int, r)
	total, count := 0.0, 0
	for {
		c := slices.Clone(kept)
		for _, f := range out {
			c[f]++
		}
		total += left[slices.Max(c)]
		count++
		i := 0
		for i < r && out[i] == d-1 {
			out[i] = 0
			i++
		}
		if i == r {
			break
		}
		out[i]++
	}
	return 1 + total/float64(count)
}

func TestStartsFromSettings(t *testing.T) {
	for _, c := range []struct{ dice, n int }{{0, 5}, {2, 2}, {10, 10}, {100, 100}} {
		m := newTest(t, c.dice, 78, 18)
		if m.cfg != (config{c.n, 6}) || m.game.Dice() != c.n || m.game.Rolled() {
			t.Errorf("--dice %d: table %+v, game of %d dice", c.dice, m.cfg, m.game.Dice())
		}
		if m.grouped() != (c.n > 10) {
			t.Errorf("%d dice: grouped %v", c.n, m.grouped())
		}
		v := tuitest.Plain(m.View())
		if want := fmt.Sprintf("Game 1 · %d dice of 6 sides", c.n); !strings.Contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
		if !strings.Contains(v, fmt.Sprintf("Space rolls all %d dice;", c.n)) {
			t.Errorf("no invitation to roll:\n%s", v)
		}
	}
}

// The optimum from the start is the published one: 191283/17248 ≈ 11.0902
// rolls for 5 dice (J. Snyder, POTW #12-15; the engine derives it by two
// routes), shown as a decimal and a fraction.
func TestOptimumPublished(t *testing.T) {
	m := newTest(t, 0, 78, 18)
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "optimum from the start 11.09 = 191283/17248") {
		t.Errorf("view lacks the optimum:\n%s", v)
	}
	want, _ := new(big.Rat).SetString("191283/17248")
	if got := m.sols[m.cfg].ExpectedRollsRat(); got.Cmp(want) != 0 {
		t.Errorf("E_0 = %s", got.RatString())
	}
}

// The first roll draws the session generator's first n values; the panel
// tallies every die rolled; "best" is E_s of the largest group and "your
// keep" the value of the keep, equal to listing every re-roll by brute
// force.
func TestRollAndNumbers(t *testing.T) {
	m := newTest(t, 0, 78, 18)
	s := m.c.Settings()
	gen, _ := s.NewGen(s.EffectiveSeed())
	press(m, "space")
	want := make([]int, 5)
	for i := range want {
		want[i] = gen.IntN(6) + 1
	}
	if !slices.Equal(m.game.Faces(), want) {
		t.Fatalf("first roll %v, the generator gives %v", m.game.Faces(), want)
	}
	if tot := tallyTotal(m); tot != 5 {
		t.Errorf("panel tallied %d faces after one roll of 5", tot)
	}
	left := m.left[m.cfg]
	_, s0 := m.game.Largest()
	v := m.View()
	if got := number(t, v, "best"); math.Abs(got-left[s0]) > 0.005 {
		t.Errorf("best %.2f, E_%d = %.4f", got, s0, left[s0])
	}
	// Nothing kept: the keep is worth E_0 (re-rolling all), a poor keep.
	if got := number(t, v, "your keep"); math.Abs(got-left[0]) > 0.005 {
		t.Errorf("keeping nothing shows %.2f, E_0 = %.4f", got, left[0])
	}
	if d := fmt.Sprintf("%+.2f rolls", left[0]-left[s0]); !strings.Contains(tuitest.Plain(v), d) {
		t.Errorf("view lacks the cost %q:\n%s", d, tuitest.Plain(v))
	}
	press(m, "k")
	if !strings.Contains(tuitest.Plain(m.View()), "= best") {
		t.Errorf("after k the keep is not the best:\n%s", tuitest.Plain(m.View()))
	}

	// Keeps of several groups, against brute force (five dice: 2 2 5 5 3).
	withFaces(t, m, 2, 5, 2, 5, 3)
	for _, c := range []struct {
		keys string // digits pressed from nothing kept
		kept []int
	}{
		{"1234", []int{0, 2, 0, 0, 2, 0}},
		{"123", []int{0, 2, 0, 0, 1, 0}},
		{"15", []int{0, 1, 1, 0, 0, 0}},
		{"135", []int{0, 2, 1, 0, 0, 0}},
		{"12345", nil},
	} {
		press(m, "c")
		for _, k := range c.keys {
			press(m, string(k))
		}
		if !slices.Equal(m.game.KeptCounts(), c.kept) && c.kept != nil {
			t.Fatalf("keys %s kept %v, want %v", c.keys, m.game.KeptCounts(), c.kept)
		}
		v := tuitest.Plain(m.View())
		if c.kept == nil {
			if !strings.Contains(v, "every die kept: nothing to re-roll") {
				t.Errorf("every die kept, view:\n%s", v)
			}
			continue
		}
		got := number(t, v, "your keep")
		if want := brute(c.kept, 5, left); math.Abs(got-want) > 0.005 {
			t.Errorf("keep %v shows %.2f, brute force %.4f", c.kept, got, want)
		}
		if w2, _ := m.knownValue(m.cfg, c.kept); math.Abs(w2-brute(c.kept, 5, left)) > 1e-12 {
			t.Errorf("keep %v valued %.15g, brute force %.15g", c.kept, w2, brute(c.kept, 5, left))
		}
	}
}

func tallyTotal(m *Model) int64 {
	var tot int64
	for _, t := range m.panel.Tallies() {
		tot += t.Total()
	}
	return tot
}

// A game played by the advice (k, space) ends with the rolls counted, the
// session's optimum E_0 and keeps that cost nothing; a game of poor keeps
// costs what the chain says: Σ (E_kept − E_s) over its re-rolls.
func TestSession(t *testing.T) {
	m := newTest(t, 0, 78, 18)
	e0 := m.left[m.cfg][0]
	press(m, "space")
	for !m.game.Done() {
		if m.game.Rolls() > 200 {
			t.Fatal("no end after 200 rolls")
		}
		press(m, "k", "space")
	}
	r := m.game.Rolls()
	v := tuitest.Plain(m.View())
	face, _ := m.game.Largest()
	note := fmt.Sprintf("All 5 dice show %d in %d rolls (optimum from the start: 11.09).", face, r)
	if !strings.Contains(v, note) || !strings.Contains(v, "every keep was the best") {
		t.Errorf("view lacks %q or the keeps' verdict:\n%s", note, v)
	}
	if s := m.session; s.Games != 1 || s.Rolls != r || s.Owed != 0 || math.Abs(s.Optimum-e0) > 1e-12 || math.Abs(m.cost) > 1e-12 {
		t.Errorf("session %+v, cost %g after one game of %d rolls", s, m.cost, r)
	}
	if !strings.Contains(v, fmt.Sprintf("Session: 1 game, %d rolls (optimum 11.09)", r)) {
		t.Errorf("session line:\n%s", v)
	}

	// Game 2: keep nothing, three times, then a single die of the largest
	// group; each re-roll costs E_kept − E_s.
	press(m, "n", "space")
	left := m.left[m.cfg]
	want := 0.0
	for i := range 4 {
		if m.game.Done() {
			break
		}
		_, s := m.game.Largest()
		kept := 0
		if i == 3 {
			face, _ := m.game.Largest()
			for j := range 5 {
				if m.game.Face(j) == face {
					press(m, strconv.Itoa(j+1))
					kept = 1
					break
				}
			}
		}
		want += left[kept] - left[s]
		press(m, "space")
	}
	if math.Abs(m.cost-want) > 1e-12 || math.Abs(m.gameCost-want) > 1e-12 {
		t.Errorf("keeps cost %g (game %g), want %g", m.cost, m.gameCost, want)
	}
	if want > 0.005 && !strings.Contains(tuitest.Plain(m.View()), "keeps cost "+deltaText(want)) {
		t.Errorf("session line lacks the cost %s:\n%s", deltaText(want), tuitest.Plain(m.View()))
	}
	// Leaving it for a new table counts it unfinished.
	if !m.game.Done() {
		press(m, "+")
		if m.session.Abandoned != 1 || !strings.Contains(tuitest.Plain(m.View()), "1 unfinished") {
			t.Errorf("abandoned game not counted: %+v", m.session)
		}
	}
}

// Giant Yahtzee: 100 dice are solved off the update loop (the view says
// so until the answer comes), grouped by face; a game by the advice ends,
// scored against E_0, with every die rolled in the panel.
func TestHundredDice(t *testing.T) {
	c := tuitest.Common(t)
	tuitest.Settings(c, func(st *settings.Settings) { st.Dice, st.Giant = 100, true })
	m := New(c, tuitest.L(c))
	m.SetSize(78, 18)
	cmd := m.Enter()
	if cmd == nil || m.left[m.cfg] != nil {
		t.Fatalf("100 dice solved inside Update")
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "working out the odds") {
		t.Errorf("no sign of the computation:\n%s", v)
	}
	drain(m, cmd)
	sol := odds.Yahtzee{Dice: 100, Sides: 6}.Solve()
	e0 := sol.ExpectedRolls()
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "optimum from the start "+rollsText(e0)) {
		t.Errorf("view lacks E_0 = %.4f:\n%s", e0, v)
	}
	press(m, "space")
	rolled := int64(100)
	// Two faces kept: valued in a Cmd, and equal to the engine's value.
	counts := m.game.Counts()
	press(m, "1")
	_, cmd = m.Update(tuitest.Key("2"))
	if cmd == nil {
		t.Fatal("a keep of two faces of 100 dice valued inside Update")
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "your keep …") {
		t.Errorf("no placeholder while valuing:\n%s", v)
	}
	drain(m, cmd)
	kept := []int{counts[0], counts[1], 0, 0, 0, 0}
	if got, want := number(t, m.View(), "your keep"), sol.RollsLeftAfterKeep(kept); math.Abs(got-want) > 0.005 {
		t.Errorf("keep %v shows %.2f, engine %.4f", kept, got, want)
	}
	_, s0 := m.game.Largest()
	wantCost := sol.RollsLeftAfterKeep(kept) - sol.RollsLeft(s0)
	press(m, "space")
	rolled += int64(100 - counts[0] - counts[1])
	for !m.game.Done() {
		if m.game.Rolls() > 1000 {
			t.Fatal("no end after 1000 rolls")
		}
		press(m, "k")
		rolled += int64(100 - m.game.KeptDice())
		press(m, "space")
	}
	if tot := tallyTotal(m); tot != rolled {
		t.Errorf("panel tallied %d faces, %d rolled", tot, rolled)
	}
	s := m.session
	if s.Games != 1 || s.Rolls != m.game.Rolls() || math.Abs(s.Optimum-e0) > 1e-9 {
		t.Errorf("session %+v, E_0 %.6f", s, e0)
	}
	// The first re-roll kept two faces: its cost is their value less E_s;
	// the others were the advice.
	if wantCost <= 0 || math.Abs(m.cost-wantCost) > 1e-9 {
		t.Errorf("keeps cost %g, want %g", m.cost, wantCost)
	}
}

// The table's keys: dice and sides within the limits, the presets, with a
// one-line reason at a limit.
func TestTableKeys(t *testing.T) {
	m := newTest(t, 0, 78, 18)
	for _, c := range []struct {
		key  string
		n, d int
		note string
	}{
		{"+", 6, 6, "New game: 6 dice of 6 sides."},
		{"-", 5, 6, ""},
		{">", 10, 6, ""},
		{">", 20, 6, ""},
		{"<", 10, 6, ""},
		{"<", 5, 6, ""},
		{"<", 2, 6, ""},
		{"-", 2, 6, "2 dice is the fewest: allowed 2…100."},
		{"]", 2, 7, ""},
		{"[", 2, 6, ""},
		{"[", 2, 5, ""},
		{"[", 2, 4, ""},
		{"[", 2, 4, "4 sides is the fewest: allowed 4…20."},
		{">", 5, 4, ""},
		{">", 10, 4, ""},
		{">", 20, 4, ""},
		{">", 50, 4, ""},
		{">", 100, 4, ""},
		{"+", 100, 4, "100 dice is the most: allowed 2…100."},
	} {
		press(m, c.key)
		if m.cfg != (config{c.n, c.d}) || m.game.Dice() != c.n || m.game.Sides() != c.d {
			t.Fatalf("after %s: table %+v, want %d dice of %d sides", c.key, m.cfg, c.n, c.d)
		}
		if c.note != "" && m.note != c.note {
			t.Errorf("after %s: note %q, want %q", c.key, m.note, c.note)
		}
	}
	m = newTest(t, 2, 78, 18)
	for range 15 {
		press(m, "]")
	}
	if m.cfg.d != 20 || m.note != "20 sides is the most: allowed 4…20." {
		t.Errorf("sides %d, note %q", m.cfg.d, m.note)
	}
}

// The game's keys: a new game, keeps and releases, bad keys with a
// one-line reason; grouped, digits and the cursor act on whole faces.
func TestPlayKeys(t *testing.T) {
	m := newTest(t, 0, 78, 18)
	press(m, "1")
	if m.note != "Nothing to keep yet: the first roll rolls every die." || !m.bad {
		t.Errorf("keep before rolling: %q", m.note)
	}
	press(m, "n")
	if m.note != "This game has not started: space rolls all 5 dice." {
		t.Errorf("n before rolling: %q", m.note)
	}
	press(m, "space", "7")
	if m.note != "No die 7: dice are 1…5." || !m.bad {
		t.Errorf("key 7 with 5 dice: %q", m.note)
	}
	press(m, "1", "2", "3", "4", "5")
	if !m.game.Done() {
		press(m, "space")
		if m.note != "Every die is kept: release at least one to re-roll." {
			t.Errorf("roll with every die kept: %q", m.note)
		}
		press(m, "c")
		if m.game.KeptDice() != 0 || m.note != "Released every die." {
			t.Errorf("c: %d kept, %q", m.game.KeptDice(), m.note)
		}
	}
	// Grouped: digits and the cursor keep and release whole faces.
	m = newTest(t, 20, 78, 18)
	press(m, "space", "3")
	c3 := m.game.Counts()[2]
	if m.game.KeptCounts()[2] != c3 || m.cursor != 2 {
		t.Errorf("3 kept %v, cursor %d", m.game.KeptCounts(), m.cursor)
	}
	press(m, "down", "enter")
	if k := m.game.KeptCounts(); k[3] != m.game.Counts()[3] || k[2] != c3 {
		t.Errorf("down, enter: kept %v", k)
	}
	press(m, "up", "x")
	if m.game.KeptCounts()[2] != 0 {
		t.Errorf("up, x did not release the 3s")
	}
	press(m, "8")
	if m.note != "No face 8: faces are 1…6." {
		t.Errorf("face 8 of d6: %q", m.note)
	}
}

// Help never shows a dead key: every binding Keys lists, pressed, changes
// the view.
func TestNoDeadKeys(t *testing.T) {
	for _, c := range []struct {
		dice int
		seq  []string
	}{
		{0, nil},
		{0, []string{"space"}},
		{0, []string{"space", "k"}},
		{0, []string{"space", "1", "2", "3", "4", "5"}},
		{3, []string{"space", "k", "space", "k", "space", "k", "space", "k", "space", "k", "space", "k", "space"}},
		{30, []string{"space"}},
		{30, []string{"space", "k"}},
	} {
		base := newTest(t, c.dice, 78, 18)
		press(base, c.seq...)
		for _, b := range base.FullHelp()[0] {
			for _, k := range b.Keys() {
				if k == " " {
					k = "space"
				}
				m := newTest(t, c.dice, 78, 18)
				press(m, c.seq...)
				before := tuitest.Plain(m.View())
				press(m, k)
				if m.bad || tuitest.Plain(m.View()) == before {
					t.Errorf("%d dice after %v: key %q (%s) did nothing (note %q)", c.dice, c.seq, k, b.Help().Desc, m.note)
				}
			}
		}
	}
}

// Every state draws within its area at every size, from 0×0 up.
func TestSizes(t *testing.T) {
	for _, c := range []struct {
		dice int
		seq  []string
	}{
		{0, nil}, {0, []string{"space", "k"}}, {10, []string{"]", "]", "]", "space"}},
		{100, []string{"space", "k", "space"}}, {100, []string{"]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "space", "1"}},
	} {
		m := newTest(t, c.dice, 78, 18)
		press(m, c.seq...)
		for _, w := range []int{0, 1, 5, 20, 40, 60, 78, 98, 118, 160, 200} {
			for _, h := range []int{0, 1, 3, 6, 10, 13, 18, 24, 34, 60} {
				m.SetSize(w, h)
				v := m.View()
				tuitest.CheckWidth(t, fmt.Sprintf("%d dice %v at %d×%d", c.dice, c.seq, w, h), v, w)
				if n := len(strings.Split(v, "\n")); v != "" && n > h {
					t.Errorf("%d dice %v at %d×%d: %d lines", c.dice, c.seq, w, h, n)
				}
			}
		}
	}
}

// Random keys, solved or not, never panic and leave a consistent game.
func TestMonkey(t *testing.T) {
	keys := []string{"space", "space", "space", "k", "k", "c", "n", "+", "-", "<", ">", "[", "]",
		"1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "up", "down", "enter", "x", "q", "esc"}
	g := rand.New(rand.NewPCG(5, 6))
	m := newTest(t, 0, 78, 18)
	var pending []tea.Cmd
	for i := range 3000 {
		_, cmd := m.Update(tuitest.Key(keys[g.IntN(len(keys))]))
		if cmd != nil {
			pending = append(pending, cmd)
		}
		if g.IntN(8) == 0 && len(pending) > 0 { // answers arrive late, in any order
			j := g.IntN(len(pending))
			drain(m, pending[j])
			pending = slices.Delete(pending, j, j+1)
		}
		if m.cfg.n > 30 { // keep the walk quick: large tables cost a solve each
			press(m, "<")
		}
		if i%37 == 0 {
			tuitest.CheckWidth(t, fmt.Sprintf("step %d", i), m.View(), 78)
		}
		if s := m.session; s.Owed < 0 || s.Games < 0 || m.game.Dice() != m.cfg.n || m.game.Sides() != m.cfg.d {
			t.Fatalf("step %d: session %+v, game %d×d%d, table %+v", i, s, m.game.Dice(), m.game.Sides(), m.cfg)
		}
	}
}

// Goldens at seed 42: 5 dice after a keep and a re-roll, and 100 dice
// mid-game, at the inner size of an 80×24 terminal without the panel and a
// wide one (the whole program with its panel: TestYahtzeeGolden in
// ui/tui).
func TestGolden(t *testing.T) {
	for _, c := range []struct {
		name string
		dice int
		seq  []string
	}{
		{"yahtzee-5", 0, []string{"space", "k", "space"}},
		{"yahtzee-100", 100, []string{"space", "k", "space", "k", "space", "1"}},
		{"yahtzee-10-d20", 10, []string{"]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "]", "space", "k"}},
	} {
		for _, size := range [][2]int{{78, 18}, {118, 34}} {
			m := newTest(t, c.dice, size[0], size[1])
			press(m, c.seq...)
			tuitest.Golden(t, fmt.Sprintf("%s-%dx%d", c.name, size[0], size[1]), m.View())
		}
	}
}

// Solving a table and valuing a keep, beside a frame of the table: what
// syncMax decides can happen inside Update (under a millisecond) and what
// must go to a Cmd.
func BenchmarkOdds(b *testing.B) {
	for _, c := range []config{{5, 6}, {syncMax, 20}, {100, 6}, {100, 20}} {
		b.Run(fmt.Sprintf("solve-%dd%d", c.n, c.d), func(b *testing.B) {
			for b.Loop() {
				benchSink = c.odds().Solve()
			}
		})
		sol := c.odds().Solve()
		kept := make([]int, c.d)
		kept[0], kept[1] = c.n/4, c.n/5
		b.Run(fmt.Sprintf("keep-%dd%d", c.n, c.d), func(b *testing.B) {
			for b.Loop() {
				benchSink = sol.RollsLeftAfterKeep(kept)
			}
		})
	}
	b.Run("baseline-frame-100d6-78x18", func(b *testing.B) {
		m := newTest(b, 100, 78, 18)
		press(m, "space", "k")
		for b.Loop() {
			benchSink = m.View()
		}
	})
}

var benchSink any

// TestLeftAfterOneRoll: leaving a game after its first roll says "1 roll",
// not "1 rolls".
func TestLeftAfterOneRoll(t *testing.T) {
	m := newTest(t, 0, 100, 30)
	press(m, "space", "n")
	if !strings.Contains(m.note, "after 1 roll, unscored") {
		t.Errorf("note %q, want it to say the last game was left after 1 roll", m.note)
	}
}

// A die the Dice shop hands over is played from the next visit: its faces
// become the sides (a new game when they differ), its name is in the
// title; a change of sides here plays plain dice again.
func TestShopDie(t *testing.T) {
	m := newTest(t, 5, 80, 14)
	press(m, "space") // a game under way
	tuitest.Root(m.c).SetDie("rhombic dodecahedron", 12)
	drain(m, m.Enter())
	if m.cfg.d != 12 || m.game.Rolled() {
		t.Fatalf("after the hand-over: %d sides, rolled %v", m.cfg.d, m.game.Rolled())
	}
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "5 dice of 12 sides · each a rhombic dodecahedron") || !strings.Contains(v, "Left the last game") {
		t.Errorf("title or note:\n%s", v)
	}
	drain(m, m.Enter()) // the same hand-over is taken once
	if !strings.Contains(tuitest.Plain(m.View()), "rhombic dodecahedron") {
		t.Error("the die's name is gone on a second visit")
	}
	tuitest.Root(m.c).SetDie("octahedron", 8)
	drain(m, m.Enter())
	if m.cfg.d != 8 || !strings.Contains(tuitest.Plain(m.View()), "each an octahedron") {
		t.Errorf("the octahedron: %d sides\n%s", m.cfg.d, tuitest.Plain(m.View()))
	}
	press(m, "]")
	if m.cfg.d != 9 || strings.Contains(tuitest.Plain(m.View()), "octahedron") {
		t.Errorf("] after the octahedron: %d sides, still named\n%s", m.cfg.d, tuitest.Plain(m.View()))
	}
	tuitest.Root(m.c).SetDie("tetrakis hexahedron", 24) // the shop refuses it; the table too
	drain(m, m.Enter())
	if m.cfg.d != 9 || !m.bad || !strings.Contains(m.note, "does not fit") {
		t.Errorf("24 faces: %d sides, note %q", m.cfg.d, m.note)
	}
}

// Goldens at seed 42 in the areas the root gives the table at 80×24 and
// 140×45 (tuitest.Areas: the panel open, closed, beside): 5 dice before
// the first roll, after a roll with the largest group kept and a
// re-roll, and the game over (every die alike).
func TestGoldenAreas(t *testing.T) {
	m := newTest(t, 0, 78, 10)
	golden := func(state string) { tuitest.GoldenAreas(t, m.c, m, "yahtzee-"+state) }
	golden("open")
	press(m, "space", "k", "space")
	golden("playing")
	for i := 0; !m.game.Done(); i++ {
		if i > 100 {
			t.Fatal("not over in 100 rolls")
		}
		press(m, "k", "space")
	}
	golden("over")
}

// On a class's server a student's casino begins at most a few rounds a
// second (casino.Ledger.SetRate): past it a Giant Yahtzee roll that would
// begin a game is refused in words, not rolled unrecorded; the whole game
// says so too.
func TestRollsAtTheClassRate(t *testing.T) {
	for _, m := range []*Model{newTest(t, 5, 100, 30), newGameTest(t, 100, 30)} {
		l := tuitest.L(m.c)
		l.SetRate(0.001, 1)
		if _, err := l.Begin("another table"); err != nil { // the one round the rate allows, spent
			t.Fatal(err)
		}
		before := len(l.Rounds())
		press(m, "space")
		if !m.bad || !strings.Contains(strings.ToLower(m.note), "slow down") {
			t.Errorf("mode %d: note %q (bad %v)", m.mode, m.note, m.bad)
		}
		if m.mode == modePuzzle && m.game.Rolled() {
			t.Error("the dice rolled with no round to record them")
		}
		if len(l.Rounds()) != before {
			t.Error("a round was recorded past the rate")
		}
	}
}
