package polyhedra

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Solid is a convex polyhedron: its vertices and its faces, each face the
// indices of its corners in order, counter-clockwise seen from outside.
type Solid struct {
	Name     string // MathWorld's type, lower case, as the source's companion models name it
	N        int    // the family's parameter n; 0 for a solid that is not in a family
	Vertices []Vec
	Faces    [][]int
}

// FamilyInfo describes an infinite family of isohedra: its n runs over
// MinN…MaxN and gives FacesPerN·n faces.
type FamilyInfo struct {
	Name       string
	MinN, MaxN int
	DefaultN   int    // the member Isohedra lists
	FacesPerN  int    // 2 or 4
	About      string // the shape in a few words
}

// MaxN is the largest n a family takes here: 4·50 = 200 faces at most.
const MaxN = 50

// families, in the order Families lists them.
var families = []struct {
	info  FamilyInfo
	build func(n int) []Vec // the face normals
}{
	{FamilyInfo{"dipyramid", 3, MaxN, 5, 2, "two n-gonal pyramids base to base"}, dipyramidNormals},
	{FamilyInfo{"dipyramid skewed in out", 2, MaxN, 4, 4, "a dipyramid on a 2n-gon whose corners are in and out by turns"}, skewedInOutNormals},
	{FamilyInfo{"dipyramid skewed up down", 2, MaxN, 2, 4, "a dipyramid on a 2n-gon whose corners are up and down by turns"}, skewedUpDownNormals},
	{FamilyInfo{"trapezohedron", 3, MaxN, 5, 2, "2n kites; the dual of an n-gonal antiprism"}, trapezohedronNormals},
	{FamilyInfo{"trapezohedron skewed", 3, MaxN, 3, 2, "2n twisted kites; the dual of a twisted antiprism"}, skewedTrapezohedronNormals},
}

// Families describes the infinite families of isohedra, in a fixed order.
func Families() []FamilyInfo {
	out := make([]FamilyInfo, len(families))
	for i, f := range families {
		out[i] = f.info
	}
	return out
}

// Family is the member of the named infinite family at parameter n. The
// error names the field: an unknown name, or n outside the family's range.
func Family(name string, n int) (Solid, error) {
	for _, f := range families {
		if f.info.Name != name {
			continue
		}
		if n < f.info.MinN || n > f.info.MaxN {
			return Solid{}, fmt.Errorf("n = %d is out of range: a %s takes n in %d…%d", n, name, f.info.MinN, f.info.MaxN)
		}
		return fromNormals(name, n, f.build(n))
	}
	var names []string
	for _, f := range families {
		names = append(names, f.info.Name)
	}
	return Solid{}, fmt.Errorf("name %q is not a family: allowed %s", name, strings.Join(names, ", "))
}

// finite are the isohedra that are not in an infinite family, each the
// polar reciprocal of the orbit of one point under a point group (see the
// package doc). For the Platonic and Catalan solids the point is a vertex
// of the dual solid — Platonic or Archimedean, vertex-transitive under its
// rotations (or, for the two omnitruncated ones, under the full group) —
// so the shapes are exact.
var finite = []struct {
	name    string
	dual    string // the Platonic or Archimedean solid whose vertices are the normals; "" for the others
	normals func() []Vec
}{
	// Platonic: each the dual of another.
	{"tetrahedron", "tetrahedron", func() []Vec { return orbit(groupT(), Vec{1, 1, 1}) }},
	{"cube", "octahedron", func() []Vec { return orbit(groupO(), Vec{1, 0, 0}) }},
	{"octahedron", "cube", func() []Vec { return orbit(groupO(), Vec{1, 1, 1}) }},
	{"dodecahedron", "icosahedron", func() []Vec { return orbit(groupI(), Vec{0, 1, phi}) }},
	{"icosahedron", "dodecahedron", func() []Vec { return orbit(groupI(), Vec{1, 1, 1}) }},

	// Catalan: the duals of the Archimedean solids, from one vertex each
	// (the coordinates of Wikipedia's tables; the two marked "swapped" use
	// the mirror-image frame there, whose dodecahedron has the corners
	// (0, ±1/φ, ±φ), so x and y are swapped to fit groupI).
	{"triakis tetrahedron", "truncated tetrahedron", func() []Vec { return orbit(groupT(), Vec{3, 1, 1}) }},
	{"rhombic dodecahedron", "cuboctahedron", func() []Vec { return orbit(groupO(), Vec{1, 1, 0}) }},
	{"small triakis octahedron", "truncated cube", func() []Vec { return orbit(groupO(), Vec{math.Sqrt2 - 1, 1, 1}) }},
	{"tetrakis hexahedron", "truncated octahedron", func() []Vec { return orbit(groupO(), Vec{0, 1, 2}) }},
	{"deltoidal icositetrahedron", "rhombicuboctahedron", func() []Vec { return orbit(groupO(), Vec{1, 1, 1 + math.Sqrt2}) }},
	// Not vertex-transitive under rotations alone: the orbit under Oh.
	{"disdyakis dodecahedron", "truncated cuboctahedron", func() []Vec {
		return orbit(groupOh(), Vec{1, 1 + math.Sqrt2, 1 + 2*math.Sqrt2})
	}},
	// (1, 1/t, t), t the tribonacci constant.
	{"pentagonal icositetrahedron", "snub cube", func() []Vec { t := tribonacci(); return orbit(groupO(), Vec{1, 1 / t, t}) }},
	{"rhombic triacontahedron", "icosidodecahedron", func() []Vec { return orbit(groupI(), Vec{0, 0, phi}) }},
	// (0, 1/φ, 2 + φ), swapped.
	{"triakis icosahedron", "truncated dodecahedron", func() []Vec { return orbit(groupI(), Vec{1 / phi, 0, 2 + phi}) }},
	{"pentakis dodecahedron", "truncated icosahedron", func() []Vec { return orbit(groupI(), Vec{0, 1, 3 * phi}) }},
	{"deltoidal hexecontahedron", "rhombicosidodecahedron", func() []Vec { return orbit(groupI(), Vec{1, 1, phi * phi * phi}) }},
	// Under Ih, as for the truncated cuboctahedron.
	{"disdyakis triacontahedron", "truncated icosidodecahedron", func() []Vec {
		return orbit(groupIh(), Vec{1 / phi, 1 / phi, 3 + phi})
	}},
	{"pentagonal hexecontahedron", "snub dodecahedron", func() []Vec { return orbit(groupI(), snubDodecahedronVertex()) }},

	// The rest: a point off the mirrors or axes that would add symmetry.
	// Disphenoids: D2 on (1, 1, 1/2) keeps the swap of x and y (D2d);
	// on (1, 2, 3) nothing more.
	{"isosceles tetrahedron", "", func() []Vec { return orbit(groupD2(), Vec{1, 1, 0.5}) }},
	{"iso scalene tetrahedron", "", func() []Vec { return orbit(groupD2(), Vec{1, 2, 3}) }},
	// Pyritohedron: the dodecahedron's normals (0, 1, φ) with φ → 2.
	{"octahedral pentagonal dodecahedron", "", func() []Vec { return orbit(groupTh(), Vec{0, 1, 2}) }},
	// Tetartoid: the dodecahedron's normal moved off the mirror x = 0.
	{"tetragonal pentagonal dodecahedron", "", func() []Vec { return orbit(groupT(), Vec{0.3, 1, phi}) }},
	// Deltoid dodecahedron: the rhombic dodecahedron's (1, 1, 0) lifted to
	// (1, 1, 1/2) under Td.
	{"trapezoidal dodecahedron", "", func() []Vec { return orbit(groupTd(), Vec{1, 1, 0.5}) }},
	// Hexakis tetrahedron: a general point under Td.
	{"hexakis tetrahedron", "", func() []Vec { return orbit(groupTd(), Vec{1, 2, 3}) }},
	// Dyakis dodecahedron: a general point under Th.
	{"dyakis dodecahedron", "", func() []Vec { return orbit(groupTh(), Vec{1, 2, 3}) }},
}

// tribonacci is the real root of t³ = t² + t + 1:
//
//	t = (1 + ∛(19 + 3√33) + ∛(19 − 3√33))/3 ≈ 1.839286755
func tribonacci() float64 {
	r := 3 * math.Sqrt(33)
	return (1 + math.Cbrt(19+r) + math.Cbrt(19-r)) / 3
}

// snubDodecahedronVertex is a vertex of the snub dodecahedron in the frame
// of groupI: Wikipedia's (2α, 2, 2β), swapped (see finite),
//
//	(2, 2α, 2β),  α = ξ − 1/ξ,  β = ξφ + φ² + φ/ξ,  ξ the real root of ξ³ − 2ξ = φ
//
// ξ by Cardano's formula: ξ³ + pξ + q = 0 with p = −2, q = −φ, whose
// discriminant q²/4 + p³/27 is positive, so
//
//	ξ = ∛(φ/2 + √(φ²/4 − 8/27)) + ∛(φ/2 − √(φ²/4 − 8/27))
func snubDodecahedronVertex() Vec {
	d := math.Sqrt(phi*phi/4 - 8.0/27)
	xi := math.Cbrt(phi/2+d) + math.Cbrt(phi/2-d)
	alpha := xi - 1/xi
	beta := xi*phi + phi*phi + phi/xi
	return Vec{2, 2 * alpha, 2 * beta}
}

// Isohedra returns every type of convex isohedron in MathWorld's list, the
// infinite families at their default n, ordered by number of faces and
// then by name. Each call builds them afresh: the caller owns the result.
func Isohedra() []Solid {
	var out []Solid
	for _, f := range finite {
		s, err := fromNormals(f.name, 0, f.normals())
		if err != nil {
			panic(err) // the table is fixed: a failure is a bug, caught by the tests
		}
		out = append(out, s)
	}
	for _, f := range families {
		s, err := Family(f.info.Name, f.info.DefaultN)
		if err != nil {
			panic(err)
		}
		out = append(out, s)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if len(out[i].Faces) != len(out[j].Faces) {
			return len(out[i].Faces) < len(out[j].Faces)
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// dipyramidSlope is the z-part of the dipyramids' face normals: their
// apexes are at height ±1/0.4 = ±2.5 over a polygon of inradius 1, whose
// corners are at most 1/cos(π/3) = 2 from the axis. So an apex is never as
// far out as a corner, which would give the octahedron extra symmetry (at
// n = 4) or let a skewed rhombic dipyramid's apexes trade places with two
// corners (at n = 2).
const dipyramidSlope = 0.4

// dipyramidNormals: the faces of an n-gonal dipyramid over an n-gon of
// inradius 1.
func dipyramidNormals(n int) []Vec {
	a := math.Pi / float64(n)
	return orbit(groupDnh(n), Vec{math.Cos(a), math.Sin(a), dipyramidSlope})
}

// skewedInOutNormals: a point off the mirrors of D_nh, a third of the way
// from one mirror to the next (halfway would give the regular 2n-gonal
// dipyramid).
func skewedInOutNormals(n int) []Vec {
	a := math.Pi / float64(3*n)
	return orbit(groupDnh(n), Vec{math.Cos(a), math.Sin(a), dipyramidSlope})
}

// skewedUpDownNormals: the same point under D_nd, whose rotatory
// reflection sends the upper faces round by π/n to the lower ones.
func skewedUpDownNormals(n int) []Vec {
	a := math.Pi / float64(3*n)
	return orbit(groupDnd(n), Vec{math.Cos(a), math.Sin(a), dipyramidSlope})
}

// trapezohedronNormals: the corners of an n-gonal antiprism, two n-gons of
// radius 1 at heights ±0.4 (the octahedron, whose dual is the cube, would
// need ±1/√2 at n = 3).
func trapezohedronNormals(n int) []Vec { return orbit(groupDnd(n), Vec{1, 0, 0.4}) }

// skewedTrapezohedronNormals: the antiprism's two n-gons turned against
// each other by π/(2n) instead of π/n, so that only the rotations D_n
// remain.
func skewedTrapezohedronNormals(n int) []Vec {
	a := math.Pi / float64(4*n)
	return orbit(groupDn(n), Vec{math.Cos(a), math.Sin(a), 0.4})
}
