package polyhedra

import (
	"fmt"
	"math"
	"testing"

	"riffle/engine/rng"
)

// uniform is a float in [−1, 1) from g.
func uniform(g *rng.PCG) float64 { return float64(g.Uint64()>>11)/(1<<52) - 1 }

func perturbed(s Solid, g *rng.PCG, rel float64) Solid {
	size := 0.0
	for _, v := range s.Vertices {
		size = max(size, v.Norm())
	}
	out := s
	out.Vertices = make([]Vec, len(s.Vertices))
	for i, v := range s.Vertices {
		for c := range v {
			out.Vertices[i][c] = v[c] + rel*size*uniform(g)
		}
	}
	return out
}

// TestFloatNoiseKeepsTheGroups: every coordinate of every solid moved by
// up to 10⁻⁹ of its size, at random (seeded): the same group orders and
// the same orbits, face for face. Rounding in a careless construction or a
// file that stores 9 to 10 digits does no more than this.
func TestFloatNoiseKeepsTheGroups(t *testing.T) {
	g := rng.NewPCG(20)
	for _, s := range allForTests(t) {
		want, err := Analyze(s)
		if err != nil {
			t.Fatal(err)
		}
		for trial := range 3 {
			got, err := Analyze(perturbed(s, g, 1e-9))
			if err != nil {
				t.Fatalf("%s: %v", s.Name, err)
			}
			if got.Full != want.Full || got.Rotations != want.Rotations ||
				fmt.Sprint(got.RotationOrbits) != fmt.Sprint(want.RotationOrbits) ||
				fmt.Sprint(got.FullOrbits) != fmt.Sprint(want.FullOrbits) {
				t.Errorf("%s, trial %d: noise of 1e-9 changed %d/%d to %d/%d (orbits %d to %d)", s.Name, trial,
					want.Full, want.Rotations, got.Full, got.Rotations, len(want.RotationOrbits), len(got.RotationOrbits))
			}
		}
	}
}

// TestRealAsymmetryIsSeen: one vertex moved by 10⁻³ of the shortest edge,
// or by ten times the tolerance, in a random direction: the symmetries
// that moved it onto another vertex are gone, so the group shrinks (only
// those fixing that vertex can remain). The tolerance does not swallow a
// real defect.
func TestRealAsymmetryIsSeen(t *testing.T) {
	g := rng.NewPCG(21)
	for _, s := range allForTests(t) {
		want, err := Analyze(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, by := range []float64{1e-3, 10 * want.Tolerance} {
			bad := s
			bad.Vertices = append([]Vec(nil), s.Vertices...)
			i := int(g.Uint64() % uint64(len(s.Vertices)))
			d := Vec{uniform(g), uniform(g), uniform(g)}.unit()
			bad.Vertices[i] = bad.Vertices[i].add(d.scale(by))
			got, err := Analyze(bad)
			if err != nil {
				t.Fatalf("%s: %v", s.Name, err)
			}
			if got.Full >= want.Full {
				t.Errorf("%s: vertex %d moved by %.3g: still %d symmetries", s.Name, i, by, got.Full)
			}
		}
	}
}

// TestToleranceIsDerivedFromTheCoordinates: the tolerance scales with the
// solid (a cube twice as big has twice the tolerance) and is 10⁻⁶ of the
// least distance between vertices, as Analyze's doc says.
func TestToleranceIsDerivedFromTheCoordinates(t *testing.T) {
	for _, s := range allForTests(t) {
		sym, err := Analyze(s)
		if err != nil {
			t.Fatal(err)
		}
		dmin := math.Inf(1)
		for i := range s.Vertices {
			for j := i + 1; j < len(s.Vertices); j++ {
				dmin = min(dmin, dist(s.Vertices[i], s.Vertices[j]))
			}
		}
		if math.Abs(sym.Tolerance-1e-6*dmin) > 1e-12*dmin {
			t.Errorf("%s: tolerance %g, want 1e-6 × %g", s.Name, sym.Tolerance, dmin)
		}
		big := s
		big.Vertices = nil
		for _, v := range s.Vertices {
			big.Vertices = append(big.Vertices, v.scale(2).add(Vec{3, -1, 7}))
		}
		bs, err := Analyze(big)
		if err != nil {
			t.Fatal(err)
		}
		if bs.Full != sym.Full || bs.Rotations != sym.Rotations || math.Abs(bs.Tolerance-2*sym.Tolerance) > 1e-9*sym.Tolerance {
			t.Errorf("%s: doubled and moved, %d/%d with tolerance %g; was %d/%d with %g", s.Name, bs.Full, bs.Rotations, bs.Tolerance, sym.Full, sym.Rotations, sym.Tolerance)
		}
	}
}

// allForTests: every type, and the families at a few more n.
func allForTests(t *testing.T) []Solid {
	t.Helper()
	out := Isohedra()
	for _, fi := range Families() {
		for _, n := range []int{fi.MinN, 7, 24} {
			s, err := Family(fi.Name, n)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, s)
		}
	}
	return out
}

func BenchmarkAnalyzeIsohedra(b *testing.B) {
	solids := Isohedra()
	b.ResetTimer()
	for b.Loop() {
		for _, s := range solids {
			if _, err := Analyze(s); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkIsohedra(b *testing.B) {
	for b.Loop() {
		Sink = len(Isohedra())
	}
}

// Sink keeps a benchmark's result alive.
var Sink int
