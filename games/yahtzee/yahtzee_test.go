package yahtzee

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"riffle/engine/odds"
	"riffle/engine/rng"
)

// script is a generator whose IntN returns scripted values (wrapping
// around), recording every bound it was asked for.
type script struct {
	vals   []int
	next   int
	bounds []int
}

func (s *script) Uint64() uint64 { panic("yahtzee tests: Uint64 not expected") }

func (s *script) IntN(n int) int {
	s.bounds = append(s.bounds, n)
	v := s.vals[s.next%len(s.vals)]
	s.next++
	if v < 0 || v >= n {
		panic("yahtzee tests: scripted value out of range")
	}
	return v
}

// rolled starts a game and rolls faces (1-based) onto it.
func rolled(t *testing.T, sides int, faces ...int) *Game {
	t.Helper()
	g, err := New(len(faces), sides)
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
	return g
}

func TestNewValidates(t *testing.T) {
	for _, c := range []struct {
		dice, sides int
		bad         string // part of the error, "" when valid
	}{
		{5, 6, ""},
		{2, 4, ""},
		{100, 20, ""},
		{1, 6, "allowed 2…100"},
		{101, 6, "allowed 2…100"},
		{0, 6, "allowed 2…100"},
		{5, 3, "allowed 4…20"},
		{5, 21, "allowed 4…20"},
	} {
		g, err := New(c.dice, c.sides)
		if c.bad == "" {
			if err != nil || g.Dice() != c.dice || g.Sides() != c.sides || g.Rolls() != 0 || g.Rolled() || g.Done() {
				t.Errorf("New(%d, %d) = %+v, %v", c.dice, c.sides, g, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.bad) {
			t.Errorf("New(%d, %d): error %v, want one saying %q", c.dice, c.sides, err, c.bad)
		}
	}
}

// Before the first roll there is nothing to keep; the first roll rolls
// every die, drawing IntN(sides) once per die in die order.
func TestFirstRoll(t *testing.T) {
	g, _ := New(4, 6)
	if err := g.Toggle(0); !errors.Is(err, ErrNotRolled) {
		t.Errorf("Toggle before rolling: %v", err)
	}
	if _, err := g.ToggleFace(3); !errors.Is(err, ErrNotRolled) {
		t.Errorf("ToggleFace before rolling: %v", err)
	}
	if _, _, err := g.KeepLargest(); !errors.Is(err, ErrNotRolled) {
		t.Errorf("KeepLargest before rolling: %v", err)
	}
	if err := g.ReleaseAll(); !errors.Is(err, ErrNotRolled) {
		t.Errorf("ReleaseAll before rolling: %v", err)
	}
	if f, c := g.Largest(); f != 0 || c != 0 || !slices.Equal(g.Counts(), make([]int, 6)) {
		t.Errorf("before rolling: Largest %d×%d, Counts %v", c, f, g.Counts())
	}
	s := &script{vals: []int{4, 0, 5, 4}}
	drawn, err := g.Roll(s)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{5, 1, 6, 5}; !slices.Equal(drawn, want) || !slices.Equal(g.Faces(), want) {
		t.Errorf("drawn %v, faces %v; want %v", drawn, g.Faces(), want)
	}
	if !slices.Equal(s.bounds, []int{6, 6, 6, 6}) {
		t.Errorf("IntN bounds %v, want four 6s", s.bounds)
	}
	if g.Rolls() != 1 || !g.Rolled() || g.Done() {
		t.Errorf("after one roll: rolls %d, rolled %v, done %v", g.Rolls(), g.Rolled(), g.Done())
	}
	if want := []int{1, 0, 0, 0, 2, 1}; !slices.Equal(g.Counts(), want) {
		t.Errorf("Counts %v, want %v", g.Counts(), want)
	}
}

// A roll re-rolls exactly the dice not kept, in die order, and leaves the
// kept ones alone; dice kept earlier can be released and re-rolled.
func TestReRoll(t *testing.T) {
	g := rolled(t, 6, 2, 5, 5, 3, 5)
	for _, i := range []int{1, 2, 4} {
		if err := g.Toggle(i); err != nil {
			t.Fatal(err)
		}
	}
	if want := []int{0, 0, 0, 0, 3, 0}; !slices.Equal(g.KeptCounts(), want) || g.KeptDice() != 3 {
		t.Errorf("KeptCounts %v (%d dice), want %v", g.KeptCounts(), g.KeptDice(), want)
	}
	s := &script{vals: []int{0, 3}}
	drawn, err := g.Roll(s)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(drawn, []int{1, 4}) || !slices.Equal(g.Faces(), []int{1, 5, 5, 4, 5}) {
		t.Errorf("drawn %v, faces %v", drawn, g.Faces())
	}
	if len(s.bounds) != 2 || g.Rolls() != 2 {
		t.Errorf("%d draws, %d rolls; want 2 and 2", len(s.bounds), g.Rolls())
	}
	if !g.Kept(1) || !g.Kept(2) || !g.Kept(4) || g.Kept(0) || g.Kept(3) {
		t.Errorf("keeps changed by the roll")
	}
	// Release a kept die: it is re-rolled with the free ones.
	if err := g.SetKept(4, false); err != nil {
		t.Fatal(err)
	}
	drawn, _ = g.Roll(&script{vals: []int{4, 4, 4}})
	if !slices.Equal(drawn, []int{5, 5, 5}) || !g.Done() || g.Rolls() != 3 {
		t.Errorf("drawn %v, faces %v, done %v, rolls %d", drawn, g.Faces(), g.Done(), g.Rolls())
	}
}

// Every action is refused once all dice match, and a roll with every die
// kept (which would waste a roll) is refused; a refused action changes
// nothing.
func TestRefusals(t *testing.T) {
	g := rolled(t, 6, 4, 4, 2)
	for i := range 3 {
		g.SetKept(i, true)
	}
	before := *g
	if _, err := g.Roll(&script{vals: []int{0}}); !errors.Is(err, ErrAllKept) || g.Rolls() != before.Rolls() {
		t.Errorf("roll with every die kept: %v, rolls %d", err, g.Rolls())
	}
	if err := g.Toggle(3); err == nil || !strings.Contains(err.Error(), "no die 4: dice are 1…3") {
		t.Errorf("Toggle(3): %v", err)
	}
	if err := g.SetKept(-1, true); err == nil {
		t.Errorf("SetKept(-1) accepted")
	}
	if _, err := g.ToggleFace(7); err == nil || !strings.Contains(err.Error(), "faces are 1…6") {
		t.Errorf("ToggleFace(7): %v", err)
	}
	if _, err := g.ToggleFace(6); err == nil || !strings.Contains(err.Error(), "no die shows a 6") {
		t.Errorf("ToggleFace(6): %v", err)
	}

	done := rolled(t, 4, 3, 3, 3)
	if !done.Done() {
		t.Fatal("3-3-3 is not done")
	}
	if _, err := done.Roll(&script{vals: []int{0}}); !errors.Is(err, ErrOver) {
		t.Errorf("Roll after the end: %v", err)
	}
	if err := done.Toggle(0); !errors.Is(err, ErrOver) {
		t.Errorf("Toggle after the end: %v", err)
	}
	if _, err := done.ToggleFace(3); !errors.Is(err, ErrOver) {
		t.Errorf("ToggleFace after the end: %v", err)
	}
	if _, _, err := done.KeepLargest(); !errors.Is(err, ErrOver) {
		t.Errorf("KeepLargest after the end: %v", err)
	}
	if err := done.ReleaseAll(); !errors.Is(err, ErrOver) {
		t.Errorf("ReleaseAll after the end: %v", err)
	}
	if done.Rolls() != 1 || !slices.Equal(done.Faces(), []int{3, 3, 3}) {
		t.Errorf("refused actions changed the game: %d rolls, %v", done.Rolls(), done.Faces())
	}
}

func TestToggleFace(t *testing.T) {
	g := rolled(t, 6, 5, 2, 5, 5, 1)
	g.SetKept(0, true) // one of the three 5s
	kept, err := g.ToggleFace(5)
	if err != nil || !kept || !slices.Equal(g.KeptCounts(), []int{0, 0, 0, 0, 3, 0}) {
		t.Errorf("partly kept 5s: kept %v, %v, KeptCounts %v", kept, err, g.KeptCounts())
	}
	kept, err = g.ToggleFace(5)
	if err != nil || kept || g.KeptDice() != 0 {
		t.Errorf("all 5s kept, toggled: kept %v, %v, %d dice kept", kept, err, g.KeptDice())
	}
	g.ToggleFace(2)
	g.ToggleFace(1)
	if !slices.Equal(g.KeptCounts(), []int{1, 1, 0, 0, 0, 0}) {
		t.Errorf("KeptCounts %v", g.KeptCounts())
	}
	if err := g.ReleaseAll(); err != nil || g.KeptDice() != 0 {
		t.Errorf("ReleaseAll: %v, %d kept", err, g.KeptDice())
	}
}

// Largest takes the biggest group; on a tie the one with more dice kept,
// then the higher face. KeepLargest keeps exactly that group.
func TestLargest(t *testing.T) {
	for _, c := range []struct {
		faces     []int
		keep      []int // dice kept first (0-based)
		face, cnt int
	}{
		{[]int{2, 5, 5, 3, 5}, nil, 5, 3},
		{[]int{1, 2, 3, 4, 6}, nil, 6, 1},
		{[]int{1, 2, 3, 4, 6}, []int{0}, 1, 1},
		{[]int{2, 2, 4, 4, 1}, nil, 4, 2},
		{[]int{2, 2, 4, 4, 1}, []int{1}, 2, 2},
		{[]int{2, 2, 4, 4, 1}, []int{1, 2, 3}, 4, 2},
		{[]int{6, 6, 1, 1, 1}, []int{0, 1}, 1, 3},
	} {
		g := rolled(t, 6, c.faces...)
		for _, i := range c.keep {
			g.SetKept(i, true)
		}
		f, n := g.Largest()
		if f != c.face || n != c.cnt {
			t.Errorf("%v keeping %v: Largest %d×%d, want %d×%d", c.faces, c.keep, n, f, c.cnt, c.face)
		}
		f, n, err := g.KeepLargest()
		if err != nil || f != c.face || n != c.cnt {
			t.Errorf("%v: KeepLargest %d×%d, %v", c.faces, n, f, err)
		}
		for i, x := range c.faces {
			if g.Kept(i) != (x == c.face) {
				t.Errorf("%v: after KeepLargest die %d kept %v", c.faces, i+1, g.Kept(i))
			}
		}
	}
}

// The group KeepLargest keeps is worth exactly what engine/odds' BestKeep
// says (its tie rule may pick another face of the same size: the value is
// the same by symmetry), on random rolls of several tables.
func TestKeepLargestIsBestKeep(t *testing.T) {
	gen := rng.NewPCG(3)
	for _, c := range [][2]int{{5, 6}, {8, 4}, {10, 20}, {30, 6}} {
		n, d := c[0], c[1]
		sol := odds.Yahtzee{Dice: n, Sides: d}.Solve()
		for range 50 {
			g, _ := New(n, d)
			g.Roll(gen)
			if g.Done() {
				continue
			}
			// Some keeps first, so that ties are broken by them too.
			for i := range n {
				if gen.IntN(3) == 0 {
					g.SetKept(i, true)
				}
			}
			_, want := sol.BestKeep(g.Counts())
			if _, _, err := g.KeepLargest(); err != nil {
				t.Fatal(err)
			}
			got := sol.RollsLeftAfterKeep(g.KeptCounts())
			if math.Abs(got-want) > 1e-12*want {
				t.Errorf("%d d%d, roll %v: keeping %v leaves %.15g, BestKeep %.15g", n, d, g.Counts(), g.KeptCounts(), got, want)
			}
		}
	}
}

// rollsMoments returns the mean and variance of the number of rolls of
// keep-the-largest play from the exact law P(T ≤ k) of engine/odds:
// E[T] = Σ_{k≥0} P(T > k), E[T²] = Σ_{k≥0} (2k+1)·P(T > k).
func rollsMoments(sol *odds.YahtzeeSolution) (mean, variance float64) {
	cdf := sol.CDFUntil(1e-15, 100000)
	var m1, m2 float64
	for k := 0; k <= len(cdf); k++ {
		tail := 1.0
		if k > 0 {
			tail = 1 - cdf[k-1]
		}
		m1 += tail
		m2 += float64(2*k+1) * tail
	}
	return m1, m2 - m1*m1
}

// TestKeepLargestPlay plays whole games through the state machine with
// KeepLargest, at fixed seeds, and compares the mean number of rolls with
// engine/odds' exact expectation (5 dice: 191283/17248 ≈ 11.0902, the
// document's figure). The standard deviation comes from the exact law of
// the number of rolls, so the tolerance is 4.5 standard errors: a correct
// game fails with two-sided normal probability 6.8e-6 per case. Keeping
// nothing instead (re-rolling all, d^(n−1) rolls on average) is far outside
// it.
func TestKeepLargestPlay(t *testing.T) {
	for _, c := range []struct {
		n, d, games int
		seed        uint64
	}{
		{5, 6, 20000, 1},
		{12, 4, 5000, 2},
		{40, 6, 1000, 3},
	} {
		sol := odds.Yahtzee{Dice: c.n, Sides: c.d}.Solve()
		mean, variance := rollsMoments(sol)
		if math.Abs(mean-sol.ExpectedRolls()) > 1e-9*mean {
			t.Fatalf("%d d%d: mean from the law %.12g, ExpectedRolls %.12g", c.n, c.d, mean, sol.ExpectedRolls())
		}
		gen := rng.NewPCG(c.seed)
		total, faces := 0, 0
		for range c.games {
			g, _ := New(c.n, c.d)
			for !g.Done() {
				if g.Rolled() {
					g.KeepLargest()
				}
				drawn, err := g.Roll(gen)
				if err != nil {
					t.Fatal(err)
				}
				faces += len(drawn)
			}
			total += g.Rolls()
		}
		got := float64(total) / float64(c.games)
		se := math.Sqrt(variance / float64(c.games))
		if math.Abs(got-mean) > 4.5*se {
			t.Errorf("%d d%d: mean rolls %.4f over %d games, exact %.4f, beyond 4.5 SE = %.4f", c.n, c.d, got, c.games, mean, 4.5*se)
		}
		if faces < total {
			t.Errorf("%d d%d: %d faces drawn over %d rolls", c.n, c.d, faces, total)
		}
	}
}

func TestSession(t *testing.T) {
	var s Session
	open := rolled(t, 6, 1, 2)
	if err := s.Finish(open); err == nil {
		t.Errorf("Finish accepted a game not over")
	}
	s.Abandon(open)
	fresh, _ := New(5, 6)
	s.Abandon(fresh) // never rolled: not counted
	g := rolled(t, 6, 4, 4)
	g.rolls = 7
	if err := s.Finish(g); err != nil {
		t.Fatal(err)
	}
	s.AddOptimum(6)
	if err := s.Finish(rolled(t, 4, 2, 2, 2)); err != nil {
		t.Fatal(err)
	}
	if s.Games != 2 || s.Rolls != 8 || s.Optimum != 6 || s.Owed != 1 || s.Abandoned != 1 {
		t.Errorf("session %+v", s)
	}
	s.AddOptimum(16)
	if s.Owed != 0 || s.Optimum != 22 {
		t.Errorf("session %+v", s)
	}
	defer func() {
		if recover() == nil {
			t.Errorf("AddOptimum with nothing owed did not panic")
		}
	}()
	s.AddOptimum(1)
}

// FuzzGame plays random legal and illegal actions on a random table:
// nothing panics, dice always show faces in range, a roll re-rolls exactly
// the free dice, refused actions change nothing, and the game ends exactly
// when all dice match.
func FuzzGame(f *testing.F) {
	f.Add(uint64(1), 5, 6, []byte{0, 1, 2, 3, 4, 5, 0, 6, 0, 7, 0})
	f.Add(uint64(42), 100, 6, []byte{0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0})
	f.Add(uint64(7), 2, 4, []byte{0, 0, 0, 0, 1, 1, 2, 2, 0, 0, 0})
	f.Add(uint64(9), 10, 20, []byte{16, 0, 17, 33, 0, 200, 3, 4, 0, 255, 0})
	f.Add(uint64(3), 1, 3, []byte{0})
	f.Add(uint64(5), 6, 4, []byte{0, 1, 17, 33, 49, 65, 81, 0})
	f.Fuzz(func(t *testing.T, seed uint64, dice, sides int, ops []byte) {
		g, err := New(dice, sides)
		if err != nil {
			if Validate(dice, sides) == nil {
				t.Fatalf("New(%d, %d) refused a valid table: %v", dice, sides, err)
			}
			return
		}
		gen := rng.NewPCG(seed)
		for _, op := range ops {
			before := *g
			faces, kept := g.Faces(), append([]bool(nil), g.kept...)
			arg := int(op >> 3)
			var err error
			switch op & 7 {
			case 0, 7:
				var drawn []int
				drawn, err = g.Roll(gen)
				if err == nil {
					free := 0
					for i, f := range g.faces {
						if kept[i] && f != faces[i] {
							t.Fatalf("kept die %d changed %d → %d", i+1, faces[i], f)
						}
						if !kept[i] {
							free++
						}
					}
					if len(drawn) != free || g.rolls != before.rolls+1 {
						t.Fatalf("%d drawn for %d free dice; rolls %d → %d", len(drawn), free, before.rolls, g.rolls)
					}
				}
			case 1:
				err = g.Toggle(arg - 2)
			case 2:
				_, err = g.ToggleFace(arg - 1)
			case 3:
				_, _, err = g.KeepLargest()
			case 4:
				err = g.ReleaseAll()
			case 5:
				err = g.SetKept(arg-2, op&1 == 0)
			case 6:
				if g.Done() {
					var s Session
					if s.Finish(g) != nil || s.Rolls != g.Rolls() {
						t.Fatalf("Finish refused a finished game")
					}
				}
			}
			if err != nil && (!slices.Equal(g.faces, faces) || !slices.Equal(g.kept, kept) || g.rolls != before.rolls) {
				t.Fatalf("refused op %d (%v) changed the game", op, err)
			}
			if g.rolls == 0 && g.KeptDice() != 0 {
				t.Fatalf("dice kept before the first roll")
			}
			sum, same := 0, true
			for i, f := range g.faces {
				if g.rolls > 0 && (f < 1 || f > sides) {
					t.Fatalf("die %d shows %d with %d sides", i+1, f, sides)
				}
				same = same && f == g.faces[0]
			}
			for _, c := range g.Counts() {
				sum += c
			}
			if g.rolls > 0 && sum != dice {
				t.Fatalf("counts sum to %d, %d dice", sum, dice)
			}
			if g.Done() != (g.rolls > 0 && same) {
				t.Fatalf("Done %v with faces %v", g.Done(), g.faces)
			}
			if f, c := g.Largest(); g.rolls > 0 && (f < 1 || f > sides || c != g.Counts()[f-1] || c != slices.Max(g.Counts())) {
				t.Fatalf("Largest %d×%d of %v", c, f, g.Counts())
			}
		}
	})
}
