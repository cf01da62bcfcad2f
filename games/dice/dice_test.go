package dice

import (
	"math/big"
	"testing"

	"riffle/engine/polyhedra"
	"riffle/engine/rng"
	"riffle/engine/stats"
)

func shop(t *testing.T) []Die {
	t.Helper()
	dice, err := Shop(nil)
	if err != nil {
		t.Fatal(err)
	}
	return dice
}

// The shop holds the 30 types, ordered by faces, and exactly the six the
// source names are not fair under rotations.
func TestShop(t *testing.T) {
	dice := shop(t)
	if len(dice) != 30 {
		t.Fatalf("%d dice, want MathWorld's 30 types", len(dice))
	}
	less := map[string]bool{}
	for i, d := range dice {
		if i > 0 && d.Faces() < dice[i-1].Faces() {
			t.Errorf("%s (%d faces) after %s (%d)", d.Name(), d.Faces(), dice[i-1].Name(), dice[i-1].Faces())
		}
		if !d.Fair() {
			less[d.Solid.Name] = true
		}
	}
	for _, name := range []string{"disdyakis dodecahedron", "disdyakis triacontahedron", "hexakis tetrahedron",
		"dyakis dodecahedron", "dipyramid skewed in out", "dipyramid skewed up down"} {
		if !less[name] {
			t.Errorf("%s is not among the less fair", name)
		}
	}
	if len(less) != 6 {
		t.Errorf("%d less-fair types, want 6: %v", len(less), less)
	}
	more, err := Shop(map[string]int{"dipyramid": 9, "trapezohedron": 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range more {
		if d.Solid.Name == "dipyramid" && d.Faces() != 18 || d.Solid.Name == "trapezohedron" && d.Faces() != 8 {
			t.Errorf("%s: %d faces", d.Name(), d.Faces())
		}
	}
	if _, err := Shop(map[string]int{"dipyramid": 2}); err == nil {
		t.Error("a dipyramid of n = 2 was built")
	}
}

// Law is checked against the exact law of Roll itself, enumerated over
// every path of its draws (stats.Exact, math/big): the formula and the
// code that throws (Target, Skill and the turns of the die's rotation
// group) are independent of each other.
func TestLawIsRollsExactLaw(t *testing.T) {
	for _, d := range shop(t) {
		for _, throw := range Throws() {
			dist, err := stats.Exact(func(g rng.Generator) []int { return []int{d.Roll(g, throw)} }, 1e6)
			if err != nil {
				t.Fatalf("%s %s: %v", d.Name(), throw, err)
			}
			law := d.Law(throw)
			sum := new(big.Rat)
			for f, p := range law {
				sum.Add(sum, p)
				if got := dist.Prob([]int{f}); got.Cmp(p) != 0 {
					t.Errorf("%s %s face %d: Law %s, Roll's law %s", d.Name(), throw, f+1, p.RatString(), got.RatString())
				}
			}
			if sum.Cmp(big.NewRat(1, 1)) != 0 {
				t.Errorf("%s %s: the law sums to %s", d.Name(), throw, sum.RatString())
			}
		}
	}
}

// The referee undoes the cheat exactly when the die is fair under
// rotations: the refereed law is uniform for the 24 fair types and not for
// the six others, whose orbit holding face 1 keeps Charlie's extra chance.
func TestRefereeUndoesTheCheatOnlyOnFairDice(t *testing.T) {
	for _, d := range shop(t) {
		law := d.Law(Refereed)
		uniform := true
		for _, p := range law {
			if p.Cmp(big.NewRat(1, int64(d.Faces()))) != 0 {
				uniform = false
			}
		}
		if uniform != d.Fair() {
			t.Errorf("%s: fair %v, refereed law uniform %v", d.Name(), d.Fair(), uniform)
		}
		if d.Fair() {
			continue
		}
		// Two orbits of equal size (the six types split their faces in
		// halves): face 1's orbit gets s + (1 − s)/2 = 3/4.
		ol := d.OrbitLaw(Refereed)
		if len(ol) != 2 || ol[d.Orbit(Target)].Cmp(big.NewRat(3, 4)) != 0 {
			t.Errorf("%s: orbit law %v, want 3/4 on face 1's orbit", d.Name(), ol)
		}
	}
}

// A tally of refereed throws, tested against the uniform law by Pearson's
// χ² (the test the panel shows), passes for a fair die and fails for a
// less fair one, at fixed seeds: 200 throws expected a face. The less-fair
// die (48 faces, face 1's orbit of 24 at 3/4) has an expected χ² of
// n·N·Σ(p − 1/N)² = 9,600 · 1/4 = 2,400 on 47 degrees of freedom, where
// p < 1e-6 needs about 110: it cannot pass. The fair die fails at
// p < 1e-6 with probability 1e-6 a seed, about once in 300,000 runs of
// the three seeds.
func TestRefereedTallyIsUniformOnlyOnFairDice(t *testing.T) {
	var fair, less Die
	for _, d := range shop(t) {
		switch d.Solid.Name {
		case "tetrakis hexahedron": // 24 faces, fair
			fair = d
		case "disdyakis dodecahedron": // 48 faces, less fair
			less = d
		}
	}
	tally := func(d Die, seed uint64) []int64 {
		g := rng.NewPCG(seed)
		counts := make([]int64, d.Faces())
		for range 200 * d.Faces() {
			counts[d.Roll(g, Refereed)]++
		}
		return counts
	}
	uniform := func(n int) []float64 {
		p := make([]float64, n)
		for i := range p {
			p[i] = 1 / float64(n)
		}
		return p
	}
	for _, seed := range []uint64{1, 2, 3} {
		if _, _, p := stats.GoodnessOfFit(tally(fair, seed), uniform(fair.Faces())); p < 1e-6 {
			t.Errorf("seed %d: the refereed %s fails the uniform test, p = %g", seed, fair.Name(), p)
		}
		counts := tally(less, seed)
		if _, _, p := stats.GoodnessOfFit(counts, uniform(less.Faces())); p >= 1e-6 {
			t.Errorf("seed %d: the refereed %s passes the uniform test, p = %g", seed, less.Name(), p)
		}
		// …and it is what Law says it is.
		law := less.Law(Refereed)
		probs := make([]float64, len(law))
		for i, r := range law {
			probs[i], _ = r.Float64()
		}
		if _, _, p := stats.GoodnessOfFit(counts, probs); p < 1e-6 {
			t.Errorf("seed %d: the refereed %s fails its own law, p = %g", seed, less.Name(), p)
		}
	}
}

// New's error names the die.
func TestNewError(t *testing.T) {
	s := polyhedra.Solid{Name: "flat", Vertices: []polyhedra.Vec{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}}
	if _, err := New(s); err == nil || err.Error()[:5] != "flat:" {
		t.Errorf("got %v", err)
	}
}
